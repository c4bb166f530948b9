import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/client.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { usePostgresDatabase } from '../harness.ts';

/**
 * The POPULAR key (catalog_sort_keys.active_installs) is kept by delta from each statement on installations: two
 * installs of one app committing together must both count, which a recount in each transaction would not do.
 */
describe('catalogue sort keys under concurrent installs (PostgreSQL)', () => {
  const server = usePostgresDatabase();

  it('counts both of two installs of one app made in transactions open at the same time', async () => {
    const org = await createOrganization(server.database.db, 'Busy Devs');
    const { app } = await createListedApp(server.database.db, { organizationId: org.id, name: 'Busy App' });
    const [a, b] = await rows<{ id: number }>(
      server.database.db,
      sql`insert into vendors (name, domain, country) values ('Racer A', 'racer-a', 'IS'), ('Racer B', 'racer-b', 'IS') returning id`,
    );
    const first = new pg.Client({ connectionString: server.url });
    const second = new pg.Client({ connectionString: server.url });
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.query('begin');
      await second.query('begin');
      await first.query('insert into installations (app_id, vendor_id) values ($1, $2)', [app.id, a!.id]);
      // the second one's key update waits for the first's row lock, then adds to what the first committed
      const secondInsert = second.query('insert into installations (app_id, vendor_id) values ($1, $2)', [app.id, b!.id]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await first.query('commit');
      await secondInsert;
      await second.query('commit');
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    const [key] = await rows<{ stored: number; counted: number }>(
      server.database.db,
      sql`select k.active_installs as stored,
        (select count(*)::int from installations i where i.app_id = k.app_id and i.uninstalled_at is null) as counted
        from catalog_sort_keys k where k.app_id = ${app.id}`,
    );
    expect(key).toEqual({ stored: 2, counted: 2 });
  });
});
