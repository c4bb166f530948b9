import pg from 'pg';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appVersions, installations, vendors } from '../../src/db/schema/index.ts';
import { acceptLatestVersion } from '../../src/modules/oauth/app-access.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { usePostgresDatabase } from '../harness.ts';

/** Whether another session of this database waits for a lock (the accept, for the app's row). */
async function accepting(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
  );
  return rows[0].n > 0;
}

/**
 * A vendor accepting the app's latest version while the partner saves a new one that takes a scope away: the accept
 * takes the app's row lock shared, so it waits for the save and then refuses (the page showed an older version).
 * Without the lock it would read the versions before the save commits and grant the scope the save just removed,
 * on an installation the save's narrowing had not touched (it did not hold the scope yet).
 */
describe('app versions under concurrent writes (PostgreSQL)', () => {
  const server = usePostgresDatabase();

  it('an accept racing an access change that removes the scope it would grant waits, then accepts nothing', async () => {
    const db = server.database.db;
    const org = await createOrganization(db, 'Racing Access Devs');
    const { app } = await createListedApp(db, { organizationId: org.id, name: 'Racing Access App' });
    await db.insert(appVersions).values([
      { appId: app.id, version: 2, scopes: ['BOOKINGS_READ'] },
      { appId: app.id, version: 3, scopes: ['BOOKINGS_READ', 'PRODUCTS_READ'] },
    ]);
    const [vendor] = await db.insert(vendors).values({ name: 'Racing Tours', domain: 'racing-tours', country: 'IS' }).returning();
    // on version 2: version 3's PRODUCTS_READ waits for the vendor
    const [installation] = await db
      .insert(installations)
      .values({ appId: app.id, vendorId: vendor!.id, scopes: ['BOOKINGS_READ'], appVersion: 2 })
      .returning();

    const partner = new pg.Client({ connectionString: server.url });
    await partner.connect();
    try {
      // the partner's save, as changeAppAccess runs it: the app's row lock, the next version, the narrowing
      await partner.query('begin');
      await partner.query('select id from apps where id = $1 for update', [app.id]);
      await partner.query(`insert into app_versions (app_id, version, scopes) values ($1, 4, '{BOOKINGS_READ}')`, [app.id]);
      await partner.query(
        `update installations set scopes = array(select s from unnest(scopes) s where s = any('{BOOKINGS_READ}'::text[]))
         where app_id = $1 and not (scopes <@ '{BOOKINGS_READ}'::text[])`,
        [app.id],
      );
      // the vendor's page showed version 3
      const accepted = acceptLatestVersion(db, { appId: app.id, vendorId: vendor!.id, seenVersion: 3 });
      // commit only once the accept waits for the app's row (bounded: without the lock it never waits, and is done)
      for (let i = 0; i < 100 && !(await accepting(partner)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      await partner.query('commit');

      expect(await accepted).toBe(false);
      const [after] = await db.select().from(installations).where(eq(installations.id, installation!.id));
      expect(after!.scopes).toEqual(['BOOKINGS_READ']);
      expect(after!.appVersion).toBe(2);
    } finally {
      await partner.end();
    }
  });
});
