import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { catalogVersion } from '../../src/modules/catalog/catalog.cache.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { usePostgresDatabase } from '../harness.ts';

/**
 * A write that does not lock its app (an organisation's details, image variants, installs) racing a publish of
 * that app: the write's check must see the publish once it commits, or the caches the publish's bump refilled
 * would keep the write's change out of the store (migration 0015).
 */
describe('catalogue version under concurrent writes (PostgreSQL)', () => {
  const server = usePostgresDatabase();

  it('bumps for a developer rename that raced the publish of its app, once both have committed', async () => {
    const org = await createOrganization(server.database.db, 'Racing Devs');
    const { app } = await createListedApp(server.database.db, { organizationId: org.id, name: 'Racing App', status: 'IN_REVIEW' });
    const publisher = new pg.Client({ connectionString: server.url });
    const renamer = new pg.Client({ connectionString: server.url });
    await Promise.all([publisher.connect(), renamer.connect()]);
    try {
      const before = Number(await catalogVersion(server.database.db));
      await publisher.query('begin');
      await publisher.query(`update apps set status = 'PUBLISHED', published_at = now() where id = $1`, [app.id]);
      // the rename's trigger asks whether the app is listed while the publish is still open
      const renamed = renamer.query(`update organizations set business_name = 'Racing Developers' where id = $1`, [org.id]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await publisher.query('commit');
      await renamed;
      // one bump for the publish and one for the rename, which committed after it: without its own, caches
      // filled in between would keep the old developer name
      expect(Number(await catalogVersion(server.database.db))).toBe(before + 2);
    } finally {
      await Promise.all([publisher.end(), renamer.end()]);
    }
  });
});
