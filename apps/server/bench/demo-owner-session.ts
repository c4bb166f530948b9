import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createLocalStorage } from '../src/modules/files/storage.ts';
import { DEMO_PASSWORD } from '../src/seed/accounts.ts';
import { seedDemoData } from '../src/seed/seed.ts';

/** The headers of the web app's GraphQL requests (the CSRF header included). */
export const JSON_HEADERS = { 'content-type': 'application/json', 'x-csrf-protection': '1' };

/** Signs Demo Partner's owner in through the GraphQL endpoint at `url`; answers the session cookie. */
export async function logInAsDemoOwner(url: string): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({
      query: 'mutation($account: AppAccountLoginInput!) { appAccountLogin(account: $account) { id } }',
      variables: { account: { email: 'owner@demo.test', password: DEMO_PASSWORD } },
    }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookie;
}

/** Seeds the demo data into a bench database (withBenchDatabase's), timed; answers Demo Partner's id and the file storage. */
export async function seedDemoPartner(
  bench: { database: Database; config: Config; dataDir: string },
  now: Date,
): Promise<{ organizationId: number; storage: ReturnType<typeof createLocalStorage> }> {
  const { database, config, dataDir } = bench;
  const storage = createLocalStorage({ dataDir, publicUrl: config.publicUrl, secretKey: config.secretKey });
  const started = performance.now();
  await seedDemoData({ db: database.db, storage, secretKey: config.secretKey, partnerShare: config.partnerShare, now });
  const [{ id }] = (await database.rawQuery(`select organization_id as id from users where email = 'owner@demo.test'`)) as [{ id: number }];
  console.log(`demo seed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { organizationId: id, storage };
}
