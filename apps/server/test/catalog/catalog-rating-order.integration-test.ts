import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rows } from '../../src/db/client.ts';
import { reviews } from '../../src/db/schema/index.ts';
import { twoOrganizationsAndStaff } from '../apps-session.ts';
import { createListedApp } from '../fixtures.ts';
import { createReviewer, installSpan, reviewerSession } from '../support/review-fixtures.ts';

/**
 * The store's RATING order reads a stored key (catalog_sort_keys, kept by triggers on apps and app_ratings). These
 * tests write reviews the way vendors and staff do and compare the store's order with the order worked out from the
 * visible reviews themselves, by the formula the order always used: it must stay the same, page by page.
 */
const LIST = `query($filter: PublicAppListingFilter, $sorting: PublicAppListingSorting, $first: Int, $after: String) {
  publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {
    totalCount edges { node { name } } pageInfo { endCursor hasNextPage } } }`;
const HIDE = `mutation($id: ID!, $reason: String!) { reviewHide(id: $id, reason: $reason) { hidden } }`;

type ListAnswer = {
  publicAppListings: { totalCount: number; edges: { node: { name: string } }[]; pageInfo: { endCursor: string; hasNextPage: boolean } };
};

describe('the RATING order', () => {
  const ctx = twoOrganizationsAndStaff();
  const appIds: Record<string, number> = {};
  const reviewers: { vendorId: number; post: (appId: number, rating: number) => Promise<void> }[] = [];

  beforeAll(async () => {
    for (const name of ['Alpha Sync', 'Bravo Sync', 'Charlie Sync', 'Delta Sync', 'Echo Sync', 'Foxtrot Sync', 'Golf Pay']) {
      appIds[name] = (await createListedApp(ctx.t.db, { organizationId: ctx.acme.org.id, name })).app.id;
    }
    // rated, then unpublished: it must not show, whatever its key
    appIds['Hotel Draft'] = (await createListedApp(ctx.t.db, { organizationId: ctx.acme.org.id, name: 'Hotel Draft' })).app.id;
    for (let i = 0; i < 4; i++) {
      const { vendor, user } = await createReviewer(ctx.t.db, `Rating Tours ${i}`);
      for (const appId of Object.values(appIds))
        await installSpan(ctx.t.db, { appId, vendorId: vendor.id, fromDaysAgo: 30, toDaysAgo: null });
      const s = await reviewerSession(ctx.t, user.email);
      reviewers.push({
        vendorId: vendor.id,
        post: async (appId, rating) => {
          const r = await s.post(appId, { rating: String(rating), title: `Rated ${rating}`, body: 'Our team rated it.' });
          expect(r.statusCode).toBe(303);
        },
      });
    }
    const rate = async (name: string, ratings: number[]) => {
      for (const [i, rating] of ratings.entries()) await reviewers[i]!.post(appIds[name]!, rating);
    };
    await rate('Alpha Sync', [5, 4]); // 4.5 from 2
    await rate('Bravo Sync', [5]); // 5 from 1
    await rate('Charlie Sync', [4, 5]); // 4.5 from 2, ties with Alpha: the later app first
    await rate('Delta Sync', [5, 4, 5, 4]); // 4.5 from 4: before the two others of 4.5
    await rate('Foxtrot Sync', [5, 4, 4]); // 4.3333 from 3
    await rate('Hotel Draft', [5, 5, 5, 5]);
    await ctx.t.db.execute(sql`update apps set status = 'DRAFT', published_at = null where id = ${appIds['Hotel Draft']!}`);
    // Echo Sync and Golf Pay: no reviews, last, the later app first
  });

  const page = async (variables: Record<string, unknown>) =>
    (await ctx.t.gql<ListAnswer>(LIST, { sorting: 'RATING', ...variables })).data!.publicAppListings;
  const shown = async (variables: Record<string, unknown> = {}) => (await page({ first: 100, ...variables })).edges.map((e) => e.node.name);

  /** The order worked out from the visible reviews, by the formula the RATING order has always used, ties by app id. */
  const expected = async () =>
    (
      await rows<{ name: string }>(
        ctx.t.db,
        sql`select l.name from app_listings l join apps a on a.id = l.app_id
          left join (select app_id, sum(rating)::int as s, count(*)::int as n from reviews where hidden_at is null group by app_id) r
            on r.app_id = a.id
          where a.status = 'PUBLISHED' and a.type = 'PUBLIC' and a.deleted_at is null and a.id in ${Object.values(appIds)}
          order by coalesce(floor(r.s * 10000.0 / r.n) * 1000000 + least(r.n, 999999), 0)::float8 desc, a.id desc`,
      )
    ).map((r) => r.name);

  /** Every page of one listing, following the cursors: the same list as the whole. */
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

  it('ranks by average, then by number of reviews, then the later app, unrated apps last', async () => {
    const order = ['Bravo Sync', 'Delta Sync', 'Charlie Sync', 'Alpha Sync', 'Foxtrot Sync', 'Golf Pay', 'Echo Sync'];
    expect(await expected()).toEqual(order);
    expect(await shown()).toEqual(order);
    expect(await paged()).toEqual(order);
  });

  it('follows edited reviews and hidden ones at once, page by page', async () => {
    // Alpha 4.5 -> 5 from 2, ahead of Bravo's 5 from 1
    await reviewers[1]!.post(appIds['Alpha Sync']!, 5);
    // Bravo's only review hidden: no rating any more, among the unrated
    const [bravo] = await ctx.t.db.select().from(reviews).where(eq(reviews.appId, appIds['Bravo Sync']!));
    expect((await ctx.t.gql(HIDE, { id: String(bravo!.id), reason: 'Not a real customer' }, ctx.as.admin)).errors).toBeUndefined();
    const order = ['Alpha Sync', 'Delta Sync', 'Charlie Sync', 'Foxtrot Sync', 'Golf Pay', 'Echo Sync', 'Bravo Sync'];
    expect(await expected()).toEqual(order);
    expect(await shown()).toEqual(order);
    expect(await paged()).toEqual(order);
  });

  it('places a new app among the unrated at once, and a published draft by its rating', async () => {
    const { app } = await createListedApp(ctx.t.db, { organizationId: ctx.globex.org.id, name: 'India Sync' });
    appIds['India Sync'] = app.id;
    await ctx.t.db.execute(sql`update apps set status = 'PUBLISHED', published_at = now() where id = ${appIds['Hotel Draft']!}`);
    const order = [
      'Hotel Draft',
      'Alpha Sync',
      'Delta Sync',
      'Charlie Sync',
      'Foxtrot Sync',
      'India Sync',
      'Golf Pay',
      'Echo Sync',
      'Bravo Sync',
    ];
    expect(await expected()).toEqual(order);
    expect(await shown()).toEqual(order);
    expect(await paged()).toEqual(order);
  });

  it('keeps the order within a search term, page by page', async () => {
    const all = await shown();
    const matching = new Set(await shown({ filter: { searchTerm: 'sync' }, sorting: 'NEWEST' }));
    expect(matching.size).toBeGreaterThan(3);
    const order = all.filter((name) => matching.has(name));
    expect(await shown({ filter: { searchTerm: 'sync' } })).toEqual(order);
    expect(await paged({ filter: { searchTerm: 'sync' } })).toEqual(order);
  });

  it('keeps the stored key equal to the formula for every app, with no app missing', async () => {
    const [check] = await rows<{ apps: number; keys: number; wrong: number }>(
      ctx.t.db,
      sql`select (select count(*)::int from apps) as apps, (select count(*)::int from catalog_sort_keys) as keys,
        (select count(*)::int from apps a join catalog_sort_keys k on k.app_id = a.id
          left join app_ratings r on r.app_id = a.id
          where k.rating_key <> coalesce(floor(r.rating_sum * 10000.0 / r.review_count) * 1000000 + least(r.review_count, 999999), 0)::float8) as wrong`,
    );
    expect(check).toEqual({ apps: check!.keys, keys: check!.apps, wrong: 0 });
    expect(check!.apps).toBeGreaterThan(8);
  });
});
