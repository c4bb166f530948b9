import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/client.ts';
import fc from 'fast-check';
import { parseSearchTerm } from '@appstore/shared/catalog/search-term';
import { expandTerm, listingPageSql, type ListingSortKeys } from '../../src/modules/catalog/catalog.queries.ts';
import { escapeLike } from '../../src/lib/sql-like.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { generatePublishedListings } from '../../bench/generate-listings.ts';
import { addScreenshotsAndBenefits, createListedApp, createOrganization, installForVendors } from '../fixtures.ts';

const LIST = `query List($filter: PublicAppListingFilter, $sorting: PublicAppListingSorting, $first: Int, $after: String) {
  publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {
    totalCount
    edges { cursor node { id appId name tagLine chargeType freeTrialDays oneTimeChargeAmount icon { sourceUrl }
      pricePlans { planId name features pricePlan { monthlyAmount yearlyAmount bookingFeePercentage type } } } }
    pageInfo { endCursor hasNextPage hasPreviousPage startCursor }
  }
}`;

const names = (r: { data: any }) => r.data.publicAppListings.edges.map((e: any) => e.node.name);

describe('public catalogue', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const day = 86_400_000;
  const base = Date.UTC(2026, 0, 1);

  beforeAll(async () => {
    t = await createTestApp();
    const org = await createOrganization(t.db, 'Northwind Labs');
    const other = await createOrganization(t.db, 'Fjord Software');
    const published = [
      { name: 'Channel Manager Pro', tagLine: 'Sell on every OTA', integrations: ['Viator', 'GetYourGuide'] },
      { name: 'Review Booster', tagLine: 'Collect more reviews', searchTerms: ['reputation'] },
      { name: 'Reviews Widget', tagLine: 'Show ratings on your site' },
      { name: 'Ledger Sync', tagLine: 'Accounting exports', integrations: ['QuickBooks', 'Xero'] },
      { name: 'Guide Planner', tagLine: 'Staff scheduling', description: 'Plan guides.\nSend each guide a review of the day.' },
      { name: 'Channel', tagLine: 'The simplest connector' },
      { name: 'Waiver Desk', tagLine: 'Digital waivers' },
    ];
    for (const [i, p] of published.entries()) {
      const { listing } = await createListedApp(t.db, {
        organizationId: i === 6 ? other.id : org.id,
        ...p,
        publishedAt: new Date(base + i * day),
      });
      ids[p.name] = listing.id;
    }
    for (const status of ['DRAFT', 'IN_REVIEW', 'REJECTED', 'UNPUBLISHED'] as const) {
      const { listing } = await createListedApp(t.db, { organizationId: org.id, name: `Hidden ${status}`, status });
      ids[`Hidden ${status}`] = listing.id;
    }
    ids['Hidden CUSTOM'] = (await createListedApp(t.db, { organizationId: org.id, name: 'Hidden Custom', type: 'CUSTOM' })).listing.id;
    ids['Hidden DELETED'] = (await createListedApp(t.db, { organizationId: org.id, name: 'Hidden Deleted', deleted: true })).listing.id;
    await installForVendors(
      t.db,
      (await t.db.query.appListings.findFirst({ where: (l, { eq }) => eq(l.id, ids['Waiver Desk']!) }))!.appId,
      3,
    );
    await installForVendors(
      t.db,
      (await t.db.query.appListings.findFirst({ where: (l, { eq }) => eq(l.id, ids['Ledger Sync']!) }))!.appId,
      2,
    );
  });
  afterAll(() => t.close());

  it('lists only published public apps, newest first, with a total count', async () => {
    const r = await t.gql(LIST, { filter: { searchTerm: '' }, first: 50 });
    expect(r.errors).toBeUndefined();
    expect(r.data.publicAppListings.totalCount).toBe(7);
    expect(names(r)).toEqual([
      'Waiver Desk',
      'Channel',
      'Guide Planner',
      'Ledger Sync',
      'Reviews Widget',
      'Review Booster',
      'Channel Manager Pro',
    ]);
    expect(names(r).some((n: string) => n.startsWith('Hidden'))).toBe(false);
  });

  it('pages with stable cursors: every listing once, in order, and the right page flags', async () => {
    const all = names(await t.gql(LIST, { first: 50 }));
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const r: any = await t.gql(LIST, { first: 3, after });
      expect(r.errors).toBeUndefined();
      const conn = r.data.publicAppListings;
      expect(conn.totalCount).toBe(7);
      expect(conn.pageInfo.hasPreviousPage).toBe(after !== null);
      seen.push(...names(r));
      pages++;
      if (!conn.pageInfo.hasNextPage) break;
      expect(conn.pageInfo.endCursor).toBe(conn.edges.at(-1).cursor);
      after = conn.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(all);
    // a page past the end has no row to carry the total: it is counted apart, for the catalogue and for a search
    const lastCursor = (await t.gql(LIST, { first: 7 })).data.publicAppListings.pageInfo.endCursor;
    const past = await t.gql(LIST, { first: 3, after: lastCursor });
    expect([past.data.publicAppListings.totalCount, past.data.publicAppListings.edges]).toEqual([7, []]);
    const search = await t.gql(LIST, { filter: { searchTerm: 'review' }, first: 50 });
    const searchPast = await t.gql(LIST, {
      filter: { searchTerm: 'review' },
      first: 3,
      after: search.data.publicAppListings.pageInfo.endCursor,
    });
    expect(searchPast.data.publicAppListings.edges).toEqual([]);
    expect(searchPast.data.publicAppListings.totalCount).toBe(search.data.publicAppListings.totalCount);
  });

  it('keeps a page stable when a newer app is published meanwhile', async () => {
    const first = await t.gql(LIST, { first: 2 });
    const org = await createOrganization(t.db, 'Latecomer');
    await createListedApp(t.db, { organizationId: org.id, name: 'Brand New', publishedAt: new Date(base + 100 * day) });
    const next = await t.gql(LIST, { first: 2, after: first.data.publicAppListings.pageInfo.endCursor });
    expect(names(next)).toEqual(['Guide Planner', 'Ledger Sync']);
  });

  it('refuses first above 100, below 1, and foreign cursors, with a ValidationError', async () => {
    for (const variables of [{ first: 101 }, { first: 0 }, { after: 'not-a-cursor' }]) {
      const r = await t.gql(LIST, variables);
      expect(r.data).toBeNull();
      expect(r.errors?.[0]?.extensions.classification).toBe('ValidationError');
    }
    expect((await t.gql(LIST, { first: 100 })).errors).toBeUndefined();
  });

  it('ranks name matches first: exact, then prefix, then other fields', async () => {
    const r = await t.gql(LIST, { filter: { searchTerm: 'channel' } });
    expect(names(r)).toEqual(['Channel', 'Channel Manager Pro']);
    const reviews = names(await t.gql(LIST, { filter: { searchTerm: 'review' } }));
    // both names start with "review"; the description-only mention comes last
    expect(reviews.slice(0, 2).sort()).toEqual(['Review Booster', 'Reviews Widget']);
    expect(reviews.at(-1)).toBe('Guide Planner');
  });

  it('matches word prefixes', async () => {
    expect(names(await t.gql(LIST, { filter: { searchTerm: 'chan' } }))).toContain('Channel Manager Pro');
    expect(names(await t.gql(LIST, { filter: { searchTerm: 'waiv' } }))).toEqual(['Waiver Desk']);
  });

  it('forgives small typos', async () => {
    expect(names(await t.gql(LIST, { filter: { searchTerm: 'quikbooks' } }))).toEqual(['Ledger Sync']);
    expect(names(await t.gql(LIST, { filter: { searchTerm: 'chanel manager' } }))).toContain('Channel Manager Pro');
  });

  it('searches tag lines, search terms, integrations, descriptions and the developer name', async () => {
    expect(names(await t.gql(LIST, { filter: { searchTerm: 'reputation' } }))).toEqual(['Review Booster']);
    expect(names(await t.gql(LIST, { filter: { searchTerm: 'getyourguide' } }))).toEqual(['Channel Manager Pro']);
    expect(names(await t.gql(LIST, { filter: { searchTerm: 'Fjord' } }))).toEqual(['Waiver Desk']);
    expect(names(await t.gql(LIST, { filter: { searchTerm: 'scheduling' } }))).toEqual(['Guide Planner']);
  });

  it('finds nothing for a term without words, rather than everything', async () => {
    for (const searchTerm of ['%', '_', '!!!']) {
      expect((await t.gql(LIST, { filter: { searchTerm } })).data.publicAppListings.totalCount, searchTerm).toBe(0);
    }
  });

  it('never finds unpublished, custom or deleted apps, and says so with an empty result', async () => {
    const r = await t.gql(LIST, { filter: { searchTerm: 'hidden' } });
    expect(r.data.publicAppListings).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('pages through search results with the relevance cursor', async () => {
    const all = names(await t.gql(LIST, { filter: { searchTerm: 'review' } }));
    const firstPage = await t.gql(LIST, { filter: { searchTerm: 'review' }, first: 1 });
    const rest = await t.gql(LIST, {
      filter: { searchTerm: 'review' },
      first: 10,
      after: firstPage.data.publicAppListings.pageInfo.endCursor,
    });
    expect([...names(firstPage), ...names(rest)]).toEqual(all);
  });

  it('sorts by name and by active installs', async () => {
    const byName = names(await t.gql(LIST, { sorting: 'NAME' }));
    expect(byName).toEqual([...byName].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const popular = names(await t.gql(LIST, { sorting: 'POPULAR', first: 2 }));
    expect(popular).toEqual(['Waiver Desk', 'Ledger Sync']);
  });

  it('pages through the most installed and the highest rated one listing at a time, in the whole list order', async () => {
    type Page = { publicAppListings: { pageInfo: { hasNextPage: boolean; endCursor: string } } };
    const pageAfter = async (sorting: string, after: string | null): Promise<{ shown: string[]; next: string | null }> => {
      const page = await t.gql<Page>(LIST, { sorting, first: 1, after });
      const { pageInfo } = page.data!.publicAppListings;
      return { shown: names(page), next: pageInfo.hasNextPage ? pageInfo.endCursor : null };
    };
    for (const sorting of ['POPULAR', 'RATING']) {
      const all = names(await t.gql(LIST, { sorting }));
      const paged: string[] = [];
      let after: string | null = null;
      for (let i = 0; i <= all.length; i++) {
        const { shown, next } = await pageAfter(sorting, after);
        paged.push(...shown);
        if (next === null) break;
        after = next;
      }
      expect(paged, sorting).toEqual(all);
      expect(all.length, sorting).toBeGreaterThan(2);
    }
  });
});

describe('public listing detail', () => {
  let t: TestApp;
  let listingId: number;
  let draftListingId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const org = await createOrganization(t.db, 'Northwind Labs');
    const { listing } = await createListedApp(t.db, {
      organizationId: org.id,
      name: 'Review Booster',
      description: 'Line one.\nLine two.',
      chargeType: 'RECURRING',
      freeTrialDays: 14,
      plans: [
        { name: 'Starter', type: 'MONTHLY_CHARGE', monthlyAmount: 29, features: '100 reviews\nEmail support', bookingFeePercentage: 2 },
        { name: 'Annual', type: 'YEARLY_CHARGE', yearlyAmount: 290 },
      ],
    });
    listingId = listing.id;
    await addScreenshotsAndBenefits(t.db, listingId);
    draftListingId = (await createListedApp(t.db, { organizationId: org.id, name: 'Draft App', status: 'DRAFT' })).listing.id;
  });
  afterAll(() => t.close());

  const DETAIL = `query($id: ID!) { publicAppListing(id: $id) {
    id name description chargeType freeTrialDays icon { sourceUrl width height }
    organization { businessName }
    screenShots { type description image { sourceUrl } }
    keyBenefits { title description image { sourceUrl } }
    pricePlans { planId name features pricePlan { type monthlyAmount yearlyAmount bookingFeePercentage } }
  } }`;

  it('returns everything the listing page shows', async () => {
    const r = await t.gql(DETAIL, { id: String(listingId) });
    expect(r.errors).toBeUndefined();
    const l = r.data.publicAppListing;
    expect(l).toMatchObject({
      name: 'Review Booster',
      description: 'Line one.\nLine two.',
      chargeType: 'RECURRING',
      freeTrialDays: 14,
      organization: { businessName: 'Northwind Labs' },
      icon: { width: 1200, height: 1200 },
    });
    expect(l.icon.sourceUrl).toMatch(/^http:\/\/store\.test\/files\/test\/icon-\d+\.png$/);
    expect(l.screenShots.map((s: any) => [s.type, s.description])).toEqual([
      ['DESKTOP', 'First'],
      ['MOBILE', 'Second'],
    ]);
    expect(l.keyBenefits.map((k: any) => k.title)).toEqual(['Faster check-in', 'Fewer no-shows']);
    expect(l.pricePlans).toEqual([
      expect.objectContaining({
        name: 'Starter',
        features: '100 reviews\nEmail support',
        pricePlan: { type: 'MONTHLY_CHARGE', monthlyAmount: 29, yearlyAmount: 0, bookingFeePercentage: 2 },
      }),
      expect.objectContaining({ name: 'Annual', features: '', pricePlan: expect.objectContaining({ yearlyAmount: 290 }) }),
    ]);
  });

  it('answers a missing, unpublished or malformed id with the same NotFoundError', async () => {
    for (const id of ['999999', String(draftListingId), 'abc', '-1']) {
      const r = await t.gql(DETAIL, { id });
      expect(r.data).toBeNull();
      expect(r.errors).toEqual([
        expect.objectContaining({
          message: 'Sorry we could not find the page you were looking for.',
          extensions: { classification: 'NotFoundError', requestId: r.headers['x-request-id'] },
        }),
      ]);
    }
  });
});

describe('search at catalogue scale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await generatePublishedListings(t.db, 3000);
  });
  afterAll(() => t.close());

  async function plan(searchTerm: string) {
    const found = await rows<Record<string, string>>(
      t.db,
      sql`explain ${listingPageSql({ term: await expandTerm(t.db, parseSearchTerm(searchTerm)!), sorting: 'RELEVANCE', after: null, limit: 51 })}`,
    );
    return found.map((r) => Object.values(r)[0]).join('\n');
  }

  it('finds one app among thousands from the search indexes: exact name, prefix and typo', async () => {
    const [target] = await rows<{ name: string }>(t.db, sql`select name from app_listings order by id desc limit 1 offset 1234`);
    const brand = target!.name.split(' ')[0]!; // e.g. 'Zotravel'
    const typo = brand.slice(0, 2) + brand.slice(3); // one letter dropped
    for (const term of [target!.name, brand.slice(0, 6), typo]) {
      const text = await plan(term);
      expect(text, term).not.toMatch(/Seq Scan on app_listings/);
      expect(text, term).toMatch(/app_listings_search_(text_trgm|document)_idx/);
      const r = await t.gql(LIST, { filter: { searchTerm: term }, first: 5 });
      expect(names(r), term).toContain(target!.name);
    }
    expect(names(await t.gql(LIST, { filter: { searchTerm: target!.name }, first: 1 }))).toEqual([target!.name]);
  });

  it('scores every match exactly as computing every part of the relevance for every listing would', async () => {
    // the search reads a name's words and trigrams from stored columns and skips the word similarity of names
    // that share no trigram with the term; here the plain formula over every match is the reference
    const [renamed] = await rows<{ id: number }>(
      t.db,
      sql`update app_listings set name = 'Tour Operators' where id = (select max(id) from app_listings) returning id`,
    );
    const [brand] = await rows<{ name: string }>(t.db, sql`select name from app_listings order by id limit 1 offset 777`);
    const terms = [
      'tour operators',
      'tour',
      'operators',
      'stripe',
      'payments xero',
      brand!.name,
      brand!.name.slice(0, 5),
      'chanel',
      'qizyxwv',
    ];
    for (const raw of terms) {
      const term = await expandTerm(t.db, parseSearchTerm(raw)!);
      const page = await rows<{ id: number; c0: number; total: number }>(
        t.db,
        listingPageSql({ term, sorting: 'RELEVANCE', after: null, limit: 51 }),
      );
      const reference = await rows<{ id: number; score: number; total: number }>(
        t.db,
        sql`with q as (select to_tsquery('simple', ${term.tsquery}::text) as query)
          select l.id, ((case when lower(l.name) = ${term.text} then 8 when lower(l.name) like ${`${escapeLike(term.text)}%`} then 4
              when to_tsvector('simple', l.name) @@ q.query then 2 else 0 end)
            + word_similarity(${term.text}, lower(l.name))::float8 + ts_rank(l.search_document, q.query)::float8) as score,
            count(*) over () as total
          from app_listings l join apps a on a.id = l.app_id cross join q
          where a.status = 'PUBLISHED' and a.type = 'PUBLIC' and a.deleted_at is null and l.search_document @@ q.query
          order by score desc, a.id desc limit 51`,
      );
      expect(
        page.map((r) => [r.id, Number(r.c0), Number(r.total)]),
        raw,
      ).toEqual(reference.map((r) => [r.id, Number(r.score), Number(r.total)]));
      expect(reference.length > 0, raw).toBe(raw !== 'qizyxwv');
    }
    const exact = await rows<{ id: number; c0: number }>(
      t.db,
      listingPageSql({ term: await expandTerm(t.db, parseSearchTerm('tour operators')!), sorting: 'RELEVANCE', after: null, limit: 1 }),
    );
    expect(exact[0]?.id).toBe(renamed!.id);
    expect(Number(exact[0]?.c0)).toBeGreaterThanOrEqual(8);
  });

  it('answers the same pages and totals whichever shape a search takes, broad or narrow, for generated terms', async () => {
    // hidden apps among the matches: the broad shape checks that apps are listed in its own way
    await t.db.execute(sql`update apps set status = 'UNPUBLISHED' where id % 7 = 0`);
    await t.db.execute(sql`update apps set deleted_at = now() where id % 11 = 0`);
    await t.db.execute(sql`update apps set type = 'CUSTOM' where id % 13 = 0`);
    try {
      const texts = await rows<{ text: string }>(
        t.db,
        sql`select lower(name || ' ' || tag_line || ' ' || description) as text from app_listings order by id limit 200`,
      );
      const words = [...new Set(texts.flatMap((r) => r.text.match(/[a-z]+/g) ?? []))].filter((w) => w.length >= 3);
      const word = fc.constantFrom(...words);
      const termArb = fc.oneof(
        word,
        fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
        fc.tuple(word, fc.nat()).map(([w, n]) => w.slice(0, 2 + (n % (w.length - 1)))),
        fc.tuple(word, fc.nat()).map(([w, n]) => w.slice(0, n % w.length) + w.slice((n % w.length) + 1)),
      );
      await fc.assert(
        fc.asyncProperty(
          termArb,
          fc.constantFrom('RELEVANCE' as const, 'NAME' as const),
          fc.integer({ min: 1, max: 60 }),
          async (raw, sorting, limit) => {
            const parsed = parseSearchTerm(raw);
            if (!parsed?.words.length) return;
            const term = await expandTerm(t.db, parsed);
            const page = async (broad: boolean, after: ListingSortKeys | null) =>
              (
                await rows<{ id: number; c0: number | string; k1: number; total: number }>(
                  t.db,
                  listingPageSql({ term: { ...term, broad }, sorting, after, limit }),
                )
              ).map((r) => [r.id, r.c0, r.k1, Number(r.total)]);
            const first = await page(false, null);
            expect(await page(true, null), raw).toEqual(first);
            const last = first.at(-1);
            if (last) {
              const after: ListingSortKeys = [last[1] as number | string, last[2] as number];
              expect(await page(true, after), raw).toEqual(await page(false, after));
            }
          },
        ),
        { numRuns: 60 },
      );
      // the hint: every listing's tag line says "tour operators"; a brand names a few
      expect((await expandTerm(t.db, parseSearchTerm('tour operators')!)).broad).toBe(true);
      expect((await expandTerm(t.db, parseSearchTerm('qizyxwv')!)).broad).toBe(false);
    } finally {
      await t.db.execute(sql`update apps set status = 'PUBLISHED', deleted_at = null, type = 'PUBLIC'`);
    }
  });

  it('finds generated listings by integration with a typo, with the total count', async () => {
    const r = await t.gql(LIST, { filter: { searchTerm: 'quikbooks' }, first: 5 });
    expect(r.errors).toBeUndefined();
    expect(r.data.publicAppListings.totalCount).toBeGreaterThan(100);
    expect(r.data.publicAppListings.edges).toHaveLength(5);
  });
});
