/**
 * Account-enumeration timing: how long sign-up and the reset request take for an address that has an account
 * and for one that has none. The two must not differ by more than noise, or the timing tells who has an account; the tests prove
 * it by structure (one hash on each path, no waiting for mail), this measures it. Requests go through the
 * real GraphQL endpoint in-process, one at a time, the two kinds interleaved in random order, each from its own
 * client address so the reset throttle stays out of the way, with a pause after each so that the work done
 * after the answer (lookup, link, mail) does not slow the next request down. On PGlite, and on PostgreSQL at BENCH_DATABASE_URL or
 * TEST_DATABASE_URL.
 *
 *   npm run bench:accounts -w apps/server
 */
import { buildApp } from '../src/app.ts';
import { organizations, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/accounts/passwords.ts';
import { createLocalStorage } from '../src/modules/files/storage.ts';
import { onBothDatabases, withBenchDatabase } from './bench-database.ts';
import { percentile, printTable } from './http-load.ts';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const SETTLE_MS = 100;
const SIGNUP = 'mutation($account: AppAccountSignupInput!) { appAccountSignup(account: $account) }';
const RESET_REQUEST = 'mutation($email: String!) { appAccountPasswordResetRequest(email: $email) }';

const signupInput = (email: string) => ({
  email,
  password: 'bench-pass-123',
  firstName: 'Bench',
  lastName: 'User',
  businessName: 'Bench Partner',
  termsApiAgreed: true,
  termsPartnerAgreed: true,
});
const figures = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

async function benchDatabase(kind: 'pglite' | 'postgres') {
  return withBenchDatabase(kind, async ({ database, config, dataDir }) => {
    const storage = createLocalStorage({ dataDir, publicUrl: config.publicUrl, secretKey: config.secretKey });
    const [org] = await database.db.insert(organizations).values({ businessName: 'Bench' }).returning();
    const passwordHash = await hashPassword('bench-pass-123');
    const registered = Array.from({ length: SAMPLES }, (_, i) => `registered-${i}@bench.test`);
    await database.db
      .insert(users)
      .values(registered.map((email) => ({ email, passwordHash, firstName: 'Reg', lastName: 'User', organizationId: org!.id })));

    const app = await buildApp({ config, database, storage, logger: false });
    await app.ready();
    let client = 0;
    const timed = async (query: string, variables: Record<string, unknown>) => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/appstore/graphql',
        remoteAddress: `10.${Math.floor(++client / 250)}.${client % 250}.1`,
        headers: { 'content-type': 'application/json', 'x-csrf-protection': '1' },
        payload: JSON.stringify({ query, variables }),
      });
      const ms = performance.now() - started;
      if (res.json().errors) throw new Error(res.body);
      return ms;
    };
    const scenarios: [name: string, known: (i: number) => Promise<number>, unknown: (i: number) => Promise<number>][] = [
      [
        'sign-up',
        (i) => timed(SIGNUP, { account: signupInput(registered[i]!) }),
        (i) => timed(SIGNUP, { account: signupInput(`new-${i}@bench.test`) }),
      ],
      [
        'reset request',
        (i) => timed(RESET_REQUEST, { email: registered[i] }),
        (i) => timed(RESET_REQUEST, { email: `nobody-${i}@bench.test` }),
      ],
    ];
    const rows: string[][] = [];
    try {
      for (const [name, known, unknown] of scenarios) {
        await known(0); // warm-up: the first request compiles and caches what later ones reuse
        const [withAccount, without]: number[][] = [[], []];
        for (let i = 1; i < SAMPLES; i++) {
          for (const first of Math.random() < 0.5 ? [true, false] : [false, true]) {
            (first ? withAccount : without).push(await (first ? known : unknown)(i));
            await new Promise((r) => setTimeout(r, SETTLE_MS));
          }
        }
        const [a, b] = [figures(withAccount), figures(without)];
        rows.push([kind, name, a.p50.toFixed(1), b.p50.toFixed(1), (a.p50 - b.p50).toFixed(1), a.p95.toFixed(1), b.p95.toFixed(1)]);
      }
    } finally {
      await app.close();
    }
    return rows;
  });
}

const header = ['database', 'request', 'p50 ms, account', 'p50 ms, none', 'p50 difference', 'p95 ms, account', 'p95 ms, none'];
const results = await onBothDatabases(benchDatabase);
printTable(`${SAMPLES - 1} requests of each kind, one at a time, in random order, ${SETTLE_MS} ms apart`, header, results);
process.exit(0);
