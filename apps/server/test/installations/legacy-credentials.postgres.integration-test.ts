import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installations, vendors } from '../../src/db/schema/index.ts';
import { issueAccessToken } from '../../src/modules/oauth/tokens.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { createTestApp, databaseUrlOf, type TestApp } from '../harness.ts';

/** Whether another session of this database waits for a lock (the App API's update, for the installation's row). */
async function someoneWaits(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
  );
  return rows[0].n > 0;
}

/**
 * An app asking for its old REST API credentials for the first time while its partner takes LEGACY_API away (an
 * app version that drops it: the installation and its tokens lose the scope, and the credentials go). The request's
 * token was read before the change committed, so it still shows LEGACY_API; the credentials are made by an update
 * that checks the scope and a live installation under the row lock, so it waits for the change and then makes
 * nothing. Without that check it would make new credentials on the installation that has just lost the scope.
 */
describe('old REST API credentials under a concurrent access change (PostgreSQL)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await databaseUrlOf(t.database);
  });
  afterAll(() => t.close());

  it('makes no credentials for an installation whose LEGACY_API is taken away while the request runs', async () => {
    const org = await createOrganization(t.db, 'Legacy Race Devs');
    const { app } = await createListedApp(t.db, { organizationId: org.id, name: 'Legacy Race App' });
    const [vendor] = await t.db.insert(vendors).values({ name: 'Legacy Tours', domain: 'legacy-tours', country: 'IS' }).returning();
    // granted LEGACY_API, with no credentials made yet (they are made on first use)
    const [installation] = await t.db
      .insert(installations)
      .values({ appId: app.id, vendorId: vendor!.id, scopes: ['LEGACY_API', 'BOOKINGS_READ'] })
      .returning();
    const token = await issueAccessToken(t.db, { installationId: installation!.id, scopes: ['LEGACY_API', 'BOOKINGS_READ'] });

    const partner = new pg.Client({ connectionString: url });
    await partner.connect();
    try {
      // the partner's access change, as narrowGrants runs it: the installation and its tokens keep BOOKINGS_READ only
      await partner.query('begin');
      await partner.query(
        `update installations set scopes = array(select s from unnest(scopes) s where s = any('{BOOKINGS_READ}'::text[])),
           legacy_access_key = null, legacy_secret_key_encrypted = null
         where id = $1`,
        [installation!.id],
      );
      await partner.query(
        `update access_tokens set scopes = array(select s from unnest(scopes) s where s = any('{BOOKINGS_READ}'::text[]))
         where installation_id = $1`,
        [installation!.id],
      );
      const asked = t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', 'x-bokun-app-access-token': token },
        payload: JSON.stringify({ query: '{ restApiCredentials { accessKey secretKey } }' }),
      });
      // commit only once the request waits for the installation's row (bounded: a request that never waits is done)
      for (let i = 0; i < 100 && !(await someoneWaits(partner)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      await partner.query('commit');

      const answer = (await asked).json();
      expect(answer.data?.restApiCredentials ?? null).toBeNull();
      expect(answer.errors?.[0]?.extensions).toMatchObject({ classification: 'ForbiddenError', requiredScope: 'LEGACY_API' });
      const [after] = await t.db.select().from(installations).where(eq(installations.id, installation!.id));
      expect(after!.scopes).toEqual(['BOOKINGS_READ']);
      expect(after!.legacyAccessKey).toBeNull();
      expect(after!.legacySecretKeyEncrypted).toBeNull();
    } finally {
      await partner.end();
    }
  });
});
