import { readFileSync } from 'node:fs';
import pg from 'pg';

/** CPU milliseconds spent during a run: by this process, and by the database's server processes when they can be read. */
export interface CpuSpent {
  node: number;
  postgres: number | null;
}

/**
 * CPU time per run, which a busy machine skews far less than it skews latency: this process (server, load
 * generator and driver alike) from process.cpuUsage, and the PostgreSQL backends of one database from
 * /proc/<pid>/schedstat when the server runs on this machine (null otherwise, and on PGlite, which runs in
 * this process). The meter's own connection is left out.
 */
export async function cpuMeter(databaseUrl: string | undefined) {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await client?.connect();
  const backendCpu = async (): Promise<Map<number, number> | null> => {
    if (!client) return null;
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        cpu.set(pid, Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6);
      } catch {
        // a backend that has just closed, or one this machine cannot see
      }
    }
    // none readable: a remote server, or no schedstat
    return rows.length > 0 && cpu.size === 0 ? null : cpu;
  };
  return {
    /** Runs `run` and returns what it returned with the CPU it took. */
    async measure<T>(run: () => Promise<T>): Promise<{ result: T; cpu: CpuSpent }> {
      const backendsBefore = await backendCpu();
      const nodeBefore = process.cpuUsage();
      const result = await run();
      const node = process.cpuUsage(nodeBefore);
      const backendsAfter = await backendCpu();
      let postgres: number | null = null;
      if (backendsBefore && backendsAfter) {
        // a backend that opened during the run started from nothing
        postgres = [...backendsAfter].reduce((sum, [pid, ms]) => sum + ms - (backendsBefore.get(pid) ?? 0), 0);
      }
      return { result, cpu: { node: (node.user + node.system) / 1000, postgres } };
    },
    close: async () => {
      await client?.end();
    },
  };
}
