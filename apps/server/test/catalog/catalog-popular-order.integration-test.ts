import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createListedApp, createOrganization, installForVendors } from '../fixtures.ts';

/**
 * The store's POPULAR order reads a stored count (catalog_sort_keys.active_installs, kept by triggers on
 * installations). These tests install, uninstall, reinstall and remove installations and compare the store's order,
 * page by page, with the order worked out from the installations themselves, as the order always counted them.
 */
const LIST = `query($filter: PublicAppListingFilter, $sorting: PublicAppListingSorting, $first: Int, $after: String) {
  publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {
    edges { node { name } } pageInfo { endCursor hasNextPage } } }`;

type ListAnswer = { publicAppListings: { edges: { node: { name: string } }[]; pageInfo: { endCursor: string; hasNextPage: boolean } } };

describe('the POPULAR order', () => {
  let t: TestApp;
  const appIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const org = await createOrganization(t.db, 'Popular Labs');
    for (const [name, installs] of [
      ['Alpha Desk', 3],
      ['Bravo Desk', 5],
      ['Charlie Desk', 3],
      ['Delta Desk', 0],
      ['Echo Desk', 1],
    ] as const) {
      appIds[name] = (await createListedApp(t.db, { organizationId: org.id, name })).app.id;
      await installForVendors(t.db, appIds[name]!, installs);
    }
  });
  afterAll(() => t.close());

  const page = async (variables: Record<string, unknown>) =>
    (await t.gql<ListAnswer>(LIST, { sorting: 'POPULAR', ...variables })).data!.publicAppListings;
  const shown = async (variables: Record<string, unknown> = {}) => (await page({ first: 100, ...variables })).edges.map((e) => e.node.name);
  const paged = async (variables: Record<string, unknown> = {}) => {
    const names: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 20; i++) {
      const p = await page({ first: 1, after, ...variables });
      names.push(...p.edges.map((e) => e.node.name));
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    return names;
  };

  /** The order counted from the installations, as the POPULAR order always did, ties by app id (later first). */
  const expected = async () =>
    (
      await rows<{ name: string }>(
        t.db,
        sql`select l.name from app_listings l join apps a on a.id = l.app_id
          where a.status = 'PUBLISHED' and a.type = 'PUBLIC' and a.deleted_at is null
          order by (select count(*) from installations i where i.app_id = a.id and i.uninstalled_at is null) desc, a.id desc`,
      )
    ).map((r) => r.name);

  const storedEqualsCounted = async () => {
    const [check] = await rows<{ wrong: number; keys: number; apps: number }>(
      t.db,
      sql`select (select count(*)::int from apps) as apps, (select count(*)::int from catalog_sort_keys) as keys,
        (select count(*)::int from catalog_sort_keys k
          where k.active_installs <> (select count(*) from installations i where i.app_id = k.app_id and i.uninstalled_at is null)) as wrong`,
    );
    expect(check).toEqual({ wrong: 0, keys: check!.apps, apps: check!.keys });
  };

  it('ranks by active installations, ties by the later app, page by page', async () => {
    const order = ['Bravo Desk', 'Charlie Desk', 'Alpha Desk', 'Echo Desk', 'Delta Desk'];
    expect(await expected()).toEqual(order);
    expect(await shown()).toEqual(order);
    expect(await paged()).toEqual(order);
    await storedEqualsCounted();
  });

  it('follows uninstalls, reinstalls, removed installations and several apps in one statement', async () => {
    // Bravo loses three (5 -> 2), Echo gets two more (1 -> 3), in one statement each
    await t.db.execute(sql`update installations set uninstalled_at = now()
      where id in (select id from installations where app_id = ${appIds['Bravo Desk']!} order by id limit 3)`);
    await installForVendors(t.db, appIds['Echo Desk']!, 2);
    // one of Bravo's uninstalled comes back, and one of Alpha's rows goes (3 -> 2); Delta gets one (0 -> 1)
    await t.db.execute(sql`update installations set uninstalled_at = null
      where id = (select min(id) from installations where app_id = ${appIds['Bravo Desk']!} and uninstalled_at is not null)`);
    await t.db.execute(
      sql`delete from installations where id = (select max(id) from installations where app_id = ${appIds['Alpha Desk']!})`,
    );
    await installForVendors(t.db, appIds['Delta Desk']!, 1);
    // an update that changes no activity moves nothing
    await t.db.execute(sql`update installations set scopes = scopes where app_id in (${appIds['Charlie Desk']!}, ${appIds['Echo Desk']!})`);
    // Echo, Charlie and Bravo at 3 each: the later app first
    const order = ['Echo Desk', 'Charlie Desk', 'Bravo Desk', 'Alpha Desk', 'Delta Desk'];
    expect(await expected()).toEqual(order);
    expect(await shown()).toEqual(order);
    expect(await paged()).toEqual(order);
    await storedEqualsCounted();
  });

  it('places a new app at once, and keeps the order within a search term', async () => {
    const org = await createOrganization(t.db, 'Late Labs');
    appIds['Foxtrot Desk'] = (await createListedApp(t.db, { organizationId: org.id, name: 'Foxtrot Desk' })).app.id;
    await installForVendors(t.db, appIds['Foxtrot Desk']!, 3);
    const order = await expected();
    expect(order.slice(0, 2)).toEqual(['Foxtrot Desk', 'Echo Desk']);
    expect(await shown()).toEqual(order);
    expect(await paged({ filter: { searchTerm: 'desk' } })).toEqual(order);
    await storedEqualsCounted();
  });
});
