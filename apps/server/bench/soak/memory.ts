import { readFileSync } from 'node:fs';

/** A process's resident set size in MB, from Linux's /proc/<pid>/status (null where there is none). */
export function residentMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Each process's RSS over the run: one sample every `everyMs`, and named moments (start, after warm-up, end). */
export function memoryLog(pids: number[], everyMs: number) {
  const series: { at: number; mb: (number | null)[] }[] = [];
  const marks = new Map<string, (number | null)[]>();
  const started = Date.now();
  const sample = () => pids.map(residentMb);
  const timer = setInterval(() => series.push({ at: Date.now() - started, mb: sample() }), everyMs);
  return {
    mark(name: string) {
      marks.set(name, sample());
    },
    marks,
    series,
    stop: () => clearInterval(timer),
    /** ms since the log started, the clock of `series` */
    elapsed: () => Date.now() - started,
    /** the largest sample of process `i` */
    peak: (i: number) => Math.max(...series.map((s) => s.mb[i] ?? 0), ...[...marks.values()].map((m) => m[i] ?? 0)),
  };
}
