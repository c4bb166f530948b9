import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appListings, apps } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { createListedApp, createOrganization } from './fixtures.ts';

const HOME = `query Home { publicAppListings(filter: { searchTerm: "" }, first: 50) { totalCount edges { node { id name } } } }`;

describe('catalogue response cache', () => {
  let t: TestApp;
  let orgId: number;

  beforeAll(async () => {
    t = await createTestApp();
    orgId = (await createOrganization(t.db, 'Cache Labs')).id;
    await createListedApp(t.db, { organizationId: orgId, name: 'First App' });
  });
  afterAll(() => t.close());

  async function post(query: string, variables: Record<string, unknown> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/appstore/graphql',
      headers: { 'content-type': 'application/json', 'x-csrf-protection': '1' },
      payload: JSON.stringify({ query, variables }),
    });
    return { cache: res.headers['x-catalog-cache'], body: res.json() };
  }
  const names = (body: any) => body.data.publicAppListings.edges.map((e: any) => e.node.name);

  it('answers a repeated catalogue query from the cache with the same body', async () => {
    const first = await post(HOME);
    const second = await post(HOME);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.body).toEqual(first.body);
  });

  it('shows a newly published app at once, then serves the new answer from the cache', async () => {
    await post(HOME);
    const { app } = await createListedApp(t.db, { organizationId: orgId, name: 'Second App', status: 'IN_REVIEW' });
    // any write to a catalogue table moves the version, even one the store does not show: never stale
    const inReview = await post(HOME);
    expect(inReview.cache).toBe('miss');
    expect(names(inReview.body)).toEqual(['First App']);
    await t.db.update(apps).set({ status: 'PUBLISHED', publishedAt: new Date() }).where(eq(apps.id, app.id));
    const after = await post(HOME);
    expect(after.cache).toBe('miss');
    expect(names(after.body)).toEqual(['Second App', 'First App']);
    expect((await post(HOME)).cache).toBe('hit');
  });

  it('reflects a renamed listing and an unpublished app immediately', async () => {
    await post(HOME);
    const [listing] = await t.db.select().from(appListings).where(eq(appListings.name, 'First App'));
    await t.db.update(appListings).set({ name: 'Renamed App' }).where(eq(appListings.id, listing!.id));
    expect(names((await post(HOME)).body)).toContain('Renamed App');
    await t.db.update(apps).set({ status: 'UNPUBLISHED' }).where(eq(apps.id, listing!.appId));
    expect(names((await post(HOME)).body)).toEqual(['Second App']);
  });

  it('keys entries by variables, and never caches errors or non-catalogue documents', async () => {
    const search = `query S($q: String) { publicAppListings(filter: { searchTerm: $q }) { totalCount } }`;
    await post(search, { q: 'second' });
    expect((await post(search, { q: 'second' })).cache).toBe('hit');
    expect((await post(search, { q: 'other' })).cache).toBe('miss');
    const missing = `{ publicAppListing(id: "999999") { id } }`;
    await post(missing);
    const again = await post(missing);
    expect(again.cache).toBe('miss');
    expect(again.body.errors[0].extensions.classification).toBe('NotFoundError');
    expect((await post(`{ __schema { queryType { name } } }`)).cache).toBeUndefined();
  });
});
