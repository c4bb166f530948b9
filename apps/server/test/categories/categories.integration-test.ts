import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apps, listingCategories } from '../../src/db/schema/index.ts';
import type { TestApp } from '../harness.ts';
import { classification, CREATE, fieldMessages, readyApp, twoOrganizationsAndStaff } from '../apps-session.ts';
import { createListedApp, installForVendors } from '../fixtures.ts';
import { png } from '../images.ts';
import { LISTING_CREATE, LISTING_UPDATE, listingInput, uploadImage } from '../listing-input.ts';

const CATEGORIES = `{ categories { id slug name retired appCount } }`;
const CREATE_CATEGORY = `mutation($name: String!) { categoryCreate(categoryInfo: { name: $name }) { id slug name retired } }`;
const RENAME = `mutation($id: ID!, $name: String!) { categoryRename(id: $id, categoryInfo: { name: $name }) { id slug name } }`;
const RETIRE = `mutation($id: ID!, $retired: Boolean!) { categorySetRetired(id: $id, retired: $retired) { id retired } }`;
const PUBLIC_CATEGORIES = `{ publicCategories { slug name appCount } }`;
const LISTINGS = `query($filter: PublicAppListingFilter, $sorting: PublicAppListingSorting) {
  publicAppListings(filter: $filter, sorting: $sorting, first: 50) { totalCount edges { node { name installBucket categories { slug primary retired } } } } }`;

type Category = { id: string; slug: string; name: string; retired: boolean };

describe('categories', () => {
  const ctx = twoOrganizationsAndStaff();
  const t = () => ctx.t as TestApp;
  const staff = () => ctx.as.admin!;
  const addCategory = async (name: string): Promise<Category> => {
    const r = await t().gql(CREATE_CATEGORY, { name }, staff());
    if (r.errors) throw new Error(r.errors[0]!.message);
    return r.data.categoryCreate;
  };
  const names = async (filter: Record<string, unknown>, sorting?: string) => {
    const r = await t().gql(LISTINGS, { filter, sorting });
    if (r.errors) throw new Error(r.errors[0]!.message);
    const connection = r.data.publicAppListings;
    return { total: connection.totalCount as number, names: connection.edges.map((e: { node: { name: string } }) => e.node.name) };
  };
  const link = async (listingId: number, categories: Category[]) =>
    t()
      .db.insert(listingCategories)
      .values(categories.map((c, position) => ({ listingId, categoryId: Number(c.id), primary: position === 0, position })));

  it('lets staff add, rename and retire categories, and nobody else', async () => {
    const added = await addCategory('Channel managers & OTAs');
    expect(added).toMatchObject({ slug: 'channel-managers-and-otas', name: 'Channel managers & OTAs', retired: false });

    const duplicate = await t().gql(CREATE_CATEGORY, { name: ' channel MANAGERS & otas ' }, staff());
    expect(fieldMessages(duplicate)).toEqual(['name: A category with this name exists already']);
    expect(fieldMessages(await t().gql(CREATE_CATEGORY, { name: '  ' }, staff()))).toEqual(['name: Category name is required']);
    expect(fieldMessages(await t().gql(CREATE_CATEGORY, { name: 'x'.repeat(41) }, staff()))).toEqual(['name: Max 40 chars']);

    const renamed = await t().gql(RENAME, { id: added.id, name: 'OTAs and channels' }, staff());
    // the slug stays, so shared links to the category keep working
    expect(renamed.data.categoryRename).toEqual({ id: added.id, slug: 'channel-managers-and-otas', name: 'OTAs and channels' });
    expect((await t().gql(RETIRE, { id: added.id, retired: true }, staff())).data.categorySetRetired.retired).toBe(true);
    const list = (await t().gql(CATEGORIES, {}, staff())).data.categories as Category[];
    expect(list.find((c) => c.id === added.id)).toMatchObject({ retired: true });

    for (const who of [ctx.as.acmeOwner!, ctx.as.acmeMember!]) {
      expect(classification(await t().gql(CATEGORIES, {}, who))).toBe('ForbiddenError');
      expect(classification(await t().gql(CREATE_CATEGORY, { name: 'Partner pick' }, who))).toBe('ForbiddenError');
      expect(classification(await t().gql(RENAME, { id: added.id, name: 'Hijacked' }, who))).toBe('ForbiddenError');
      expect(classification(await t().gql(RETIRE, { id: added.id, retired: false }, who))).toBe('ForbiddenError');
    }
    expect(classification(await t().gql(CREATE_CATEGORY, { name: 'Anonymous' }))).toBe('UnauthorizedError');
    const missing = await t().gql(RENAME, { id: '999999', name: 'Ghost' }, staff());
    expect([classification(missing), missing.errors?.[0]?.message]).toEqual(['NotFoundError', 'Category not found']);
    expect(classification(await t().gql(RETIRE, { id: 'abc', retired: true }, staff()))).toBe('NotFoundError');
    // nothing the partners tried changed anything
    const after = (await t().gql(CATEGORIES, {}, staff())).data.categories as Category[];
    expect(after.map((c) => c.name)).toEqual(['OTAs and channels']);
  });

  it("checks a listing's categories with clear messages and stores nothing on a bad pick", async () => {
    const [payments, crm, reports, extra] = await Promise.all(['Payments', 'CRM', 'Reporting', 'Communication'].map(addCategory));
    const retired = await addCategory('Old stuff');
    await t().gql(RETIRE, { id: retired.id, retired: true }, staff());
    const app = (await t().gql(CREATE, { a: readyApp('Categorised') }, ctx.as.acmeOwner)).data.appCreate as { id: string };
    const key = (await uploadImage(t(), ctx.as.acmeOwner!, png(1200, 1200))).key;
    const cases: [Record<string, unknown>, string[]][] = [
      [
        { primaryCategoryId: payments!.id, secondaryCategoryIds: [crm!.id, reports!.id, extra!.id] },
        ['secondaryCategoryIds: Max 2 secondary categories.'],
      ],
      [{ secondaryCategoryIds: [crm!.id] }, ['primaryCategoryId: Choose a primary category']],
      [
        { primaryCategoryId: payments!.id, secondaryCategoryIds: [payments!.id] },
        ['secondaryCategoryIds: A category can be picked only once'],
      ],
      [{ primaryCategoryId: '999999' }, ['primaryCategoryId: This category does not exist']],
      [
        { primaryCategoryId: payments!.id, secondaryCategoryIds: [retired.id] },
        ['secondaryCategoryIds.0: The category “Old stuff” is retired: choose another'],
      ],
    ];
    for (const [extraInput, messages] of cases) {
      const r = await t().gql(LISTING_CREATE, { appId: app.id, l: listingInput(key, extraInput) }, ctx.as.acmeOwner);
      expect(classification(r)).toBe('ValidationError');
      expect(fieldMessages(r)).toEqual(messages);
    }
    expect(
      (await t().gql(`query($id: ID!) { app(id: $id) { listings { id } } }`, { id: app.id }, ctx.as.acmeOwner)).data.app.listings,
    ).toEqual([]);

    const created = await t().gql(
      `mutation($appId: ID!, $l: AppListingInput!) { appListingCreate(appId: $appId, listingInfo: $l) { id categories { name primary } } }`,
      { appId: app.id, l: listingInput(key, { primaryCategoryId: payments!.id, secondaryCategoryIds: [reports!.id, crm!.id] }) },
      ctx.as.acmeOwner,
    );
    expect(created.data.appListingCreate.categories).toEqual([
      { name: 'Payments', primary: true },
      { name: 'Reporting', primary: false },
      { name: 'CRM', primary: false },
    ]);
    // another organisation's partner cannot recategorise it: the listing answers as missing
    const theirs = await t().gql(
      LISTING_UPDATE,
      { id: created.data.appListingCreate.id, l: listingInput(key, { primaryCategoryId: crm!.id }) },
      ctx.as.globexOwner,
    );
    expect([classification(theirs), theirs.errors?.[0]?.message]).toEqual(['NotFoundError', 'Listing not found']);
  });

  it('filters the store by category, pricing and country, combined with search, with counts', async () => {
    const org = ctx.globex.org.id;
    const [guides, widgets] = await Promise.all(['Guides & staff', 'Website & booking widgets'].map(addCategory));
    const free = await createListedApp(t().db, { organizationId: org, name: 'Guide Rota', searchTerms: ['rota'] });
    const trial = await createListedApp(t().db, {
      organizationId: org,
      name: 'Guide Payroll',
      searchTerms: ['rota'],
      chargeType: 'RECURRING',
      freeTrialDays: 14,
      plans: [{ name: 'Pro', type: 'MONTHLY_CHARGE', monthlyAmount: 20 }],
    });
    const freePlan = await createListedApp(t().db, {
      organizationId: org,
      name: 'Widget Maker',
      chargeType: 'RECURRING',
      plans: [
        { name: 'Free', type: 'FREE' },
        { name: 'Pro', type: 'MONTHLY_CHARGE', monthlyAmount: 9 },
      ],
    });
    const oneTime = await createListedApp(t().db, {
      organizationId: org,
      name: 'Widget Pro',
      chargeType: 'ONE_TIME',
      oneTimeChargeAmount: 49,
    });
    const draft = await createListedApp(t().db, { organizationId: org, name: 'Guide Draft', status: 'DRAFT' });
    await link(free.listing.id, [guides!]);
    await link(trial.listing.id, [guides!, widgets!]);
    await link(freePlan.listing.id, [widgets!]);
    await link(oneTime.listing.id, [widgets!, guides!]);
    await link(draft.listing.id, [guides!]);
    await t()
      .db.update(apps)
      .set({ installationCountries: ['US', 'GB'] })
      .where(eq(apps.id, trial.app.id));
    await t()
      .db.update(apps)
      .set({ installationCountries: ['IS'] })
      .where(eq(apps.id, oneTime.app.id));

    expect(await names({ category: 'guides-and-staff' }, 'NAME')).toEqual({
      total: 3,
      names: ['Guide Payroll', 'Guide Rota', 'Widget Pro'],
    });
    expect(await names({ category: 'guides-and-staff', searchTerm: 'rota' }, 'NAME')).toEqual({
      total: 2,
      names: ['Guide Payroll', 'Guide Rota'],
    });
    expect(await names({ category: 'guides-and-staff', pricing: 'FREE' })).toEqual({ total: 1, names: ['Guide Rota'] });
    expect(await names({ category: 'website-and-booking-widgets', pricing: 'PAID' }, 'NAME')).toEqual({
      total: 3,
      names: ['Guide Payroll', 'Widget Maker', 'Widget Pro'],
    });
    expect(await names({ category: 'website-and-booking-widgets', pricing: 'FREE_PLAN' })).toEqual({ total: 1, names: ['Widget Maker'] });
    expect(await names({ pricing: 'FREE_TRIAL', searchTerm: 'guide' })).toEqual({ total: 1, names: ['Guide Payroll'] });
    // an app that names no countries works everywhere; one that names some works only there
    expect(await names({ category: 'guides-and-staff', country: 'IS' }, 'NAME')).toEqual({ total: 2, names: ['Guide Rota', 'Widget Pro'] });
    expect(await names({ category: 'guides-and-staff', country: 'us', pricing: 'PAID' })).toEqual({ total: 1, names: ['Guide Payroll'] });
    expect(await names({ category: 'no-such-category' })).toEqual({ total: 0, names: [] });

    const bad = await t().gql(LISTINGS, { filter: { country: 'Narnia', category: 'Not a slug!' } });
    expect(fieldMessages(bad)).toEqual(['filter.category: Not a category', 'filter.country: Not a country code']);

    const counts = (await t().gql(PUBLIC_CATEGORIES)).data.publicCategories as { slug: string; appCount: number }[];
    // the draft app is not in the store, so it does not count
    expect(counts.find((c) => c.slug === 'guides-and-staff')?.appCount).toBe(3);
    expect(counts.find((c) => c.slug === 'website-and-booking-widgets')?.appCount).toBe(3);
  });

  it('shows install counts as rounded buckets and sorts by most installed', async () => {
    const org = ctx.globex.org.id;
    const reporting = await addCategory('Install buckets');
    const busy = await createListedApp(t().db, { organizationId: org, name: 'Busy App' });
    const quiet = await createListedApp(t().db, { organizationId: org, name: 'Quiet App' });
    const fresh = await createListedApp(t().db, { organizationId: org, name: 'Fresh App' });
    for (const a of [busy, quiet, fresh]) await link(a.listing.id, [reporting]);
    await installForVendors(t().db, busy.app.id, 57);
    await installForVendors(t().db, quiet.app.id, 12);
    const r = await t().gql(LISTINGS, { filter: { category: reporting.slug }, sorting: 'POPULAR' });
    const nodes = r.data.publicAppListings.edges.map((e: { node: { name: string; installBucket: number } }) => e.node);
    expect(nodes.map((n: { name: string; installBucket: number }) => [n.name, n.installBucket])).toEqual([
      ['Busy App', 50],
      ['Quiet App', 10],
      ['Fresh App', 0],
    ]);
  });

  it('keeps a retired category on its apps until the listing is saved again', async () => {
    const [kept, other] = await Promise.all(['Soon retired', 'Still active'].map(addCategory));
    const app = (await t().gql(CREATE, { a: readyApp('Retiree') }, ctx.as.acmeOwner)).data.appCreate as { id: string };
    const key = (await uploadImage(t(), ctx.as.acmeOwner!, png(1200, 1200))).key;
    const input = listingInput(key, { name: 'Retiree', primaryCategoryId: kept!.id, secondaryCategoryIds: [other!.id] });
    const created = await t().gql(LISTING_CREATE, { appId: app.id, l: input }, ctx.as.acmeOwner);
    const listingId = created.data.appListingCreate.id as string;
    await t()
      .db.update(apps)
      .set({ status: 'PUBLISHED', publishedAt: new Date() })
      .where(eq(apps.id, Number(app.id)));
    await t().gql(RETIRE, { id: kept!.id, retired: true }, staff());

    const listed = await names({ category: kept!.slug });
    expect(listed.names).toEqual(['Retiree']);
    const offered = ((await t().gql(PUBLIC_CATEGORIES)).data.publicCategories as { slug: string }[]).map((c) => c.slug);
    expect(offered).not.toContain(kept!.slug);
    expect(offered).toContain(other!.slug);
    const own = await t().gql(
      `query($id: ID!) { appListing(id: $id) { categories { name retired } } }`,
      { id: listingId },
      ctx.as.acmeOwner,
    );
    expect(own.data.appListing.categories).toEqual([
      { name: 'Soon retired', retired: true },
      { name: 'Still active', retired: false },
    ]);

    // saved again with the retired one still picked: a clear message; picked anew: the retired one is gone
    const stale = await t().gql(LISTING_UPDATE, { id: listingId, l: input }, ctx.as.acmeOwner);
    expect(fieldMessages(stale)).toEqual(['primaryCategoryId: The category “Soon retired” is retired: choose another']);
    const saved = await t().gql(
      LISTING_UPDATE,
      { id: listingId, l: { ...input, primaryCategoryId: other!.id, secondaryCategoryIds: [] } },
      ctx.as.acmeOwner,
    );
    expect(saved.errors).toBeUndefined();
    expect((await names({ category: kept!.slug })).names).toEqual([]);
    expect((await names({ category: other!.slug })).names).toEqual(['Retiree']);
  });

  it("shows a listing's categories on its store page and to staff, the retired one to staff only", async () => {
    const [main, extra, old] = await Promise.all(['Tour guides', 'Guest texts', 'Going away'].map(addCategory));
    const app = (await t().gql(CREATE, { a: readyApp('Shown Categories') }, ctx.as.acmeOwner)).data.appCreate as { id: string };
    const key = (await uploadImage(t(), ctx.as.acmeOwner!, png(1200, 1200))).key;
    const input = listingInput(key, { name: 'Shown Categories', primaryCategoryId: main!.id, secondaryCategoryIds: [old!.id, extra!.id] });
    const listingId = (await t().gql(LISTING_CREATE, { appId: app.id, l: input }, ctx.as.acmeOwner)).data.appListingCreate.id as string;
    const publicPage = async () =>
      t().gql(`query($id: ID!) { publicAppListing(id: $id) { name categories { slug name primary retired } } }`, { id: listingId });
    const reviewed = async (as = staff()) =>
      t().gql(`query($id: ID!) { appReviewApp(id: $id) { listings { categories { slug name primary retired } } } }`, { id: app.id }, as);
    const category = (c: Category, primary: boolean, retired = false) => ({ slug: c.slug, name: c.name, primary, retired });

    // a draft: staff see the choice they review, the store has no page for it
    expect((await reviewed()).data.appReviewApp.listings[0].categories).toEqual([
      category(main!, true),
      category(old!, false),
      category(extra!, false),
    ]);
    expect(classification(await publicPage())).toBe('NotFoundError');
    const publish = (status: 'PUBLISHED' | 'UNPUBLISHED') =>
      t()
        .db.update(apps)
        .set({ status, publishedAt: new Date() })
        .where(eq(apps.id, Number(app.id)));
    await publish('PUBLISHED');
    expect((await publicPage()).data.publicAppListing.categories).toEqual([
      category(main!, true),
      category(old!, false),
      category(extra!, false),
    ]);

    // retired: the store stops linking to it on the page and on cards; staff still see it, marked
    await t().gql(RETIRE, { id: old!.id, retired: true }, staff());
    expect((await publicPage()).data.publicAppListing.categories).toEqual([category(main!, true), category(extra!, false)]);
    const cards = await t().gql(LISTINGS, { filter: { searchTerm: 'Shown Categories' } });
    expect(cards.data.publicAppListings.edges.map((e: { node: { categories: unknown } }) => e.node.categories)).toEqual([
      [
        { slug: main!.slug, primary: true, retired: false },
        { slug: extra!.slug, primary: false, retired: false },
      ],
    ]);
    expect((await reviewed()).data.appReviewApp.listings[0].categories).toEqual([
      category(main!, true),
      category(old!, false, true),
      category(extra!, false),
    ]);

    // unpublished: gone from the store with its categories; still staff's to see, and never a partner's through this field
    await publish('UNPUBLISHED');
    const gone = await publicPage();
    expect([classification(gone), gone.data?.publicAppListing ?? null]).toEqual(['NotFoundError', null]);
    expect((await reviewed()).data.appReviewApp.listings[0].categories).toHaveLength(3);
    expect(classification(await reviewed(ctx.as.acmeOwner!))).toBe('ForbiddenError');
  });
});
