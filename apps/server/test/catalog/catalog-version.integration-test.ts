import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { apps, files, installations, listingScreenshots, organizations, pricePlans, vendors } from '../../src/db/schema/index.ts';
import { catalogVersion } from '../../src/modules/catalog/catalog.cache.ts';
import { runImageVariantJob } from '../../src/modules/files/image-variants.service.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { addScreenshotsAndBenefits, createListedApp, createTeam } from '../fixtures.ts';
import { CREATE, UPDATE, loginCookie, readyApp } from '../apps-session.ts';
import { png } from '../images.ts';
import { IMAGE_DELETE, LISTING_CREATE, LISTING_UPDATE, listingInput, uploadImage } from '../listing-input.ts';
import { signUpAndVerify } from '../support/accounts.ts';
import { catalogRequest } from '../support/catalog.ts';

const HOME = `query Home { publicAppListings(first: 50) { totalCount edges { node { id name } } } }`;
const POPULAR = `query Popular { publicAppListings(sorting: POPULAR, first: 50) { edges { node { name } } } }`;
const LISTING = `query Listing($id: ID!) { publicAppListing(id: $id) {
  name tagLine organization { businessName } pricePlans { name pricePlan { monthlyAmount } }
  icon { s3Key variants { width } } screenShots { description image { s3Key } } keyBenefits { title } } }`;

/**
 * The catalogue version moves only for writes the store can show (migration 0014): a draft's edit, a sign-up or an
 * upload leaves every process's cached store answers in place, and whatever the store does show reaches it at once.
 */
describe('catalogue version', () => {
  let t: TestApp;
  let acme: { cookie: string };
  let acmeOrgId: number;
  let draftAppId: number;
  let draftListingId: string;
  let keys: { icon: string; shot: string };
  /** The icon the draft listing uses now: a replaced one is deleted with the save. */
  let currentIcon: string;
  let listed: Awaited<ReturnType<typeof createListedApp>>;

  const version = () => catalogVersion(t.db);
  const store = (query: string, variables: Record<string, unknown> = {}) => catalogRequest(t, query, variables);
  const homeNames = async () => (await store(HOME)).body.data.publicAppListings.edges.map((e: any) => e.node.name);
  const listingOf = async (id: number | string) => {
    const answer = await store(LISTING, { id: String(id) });
    return { cache: answer.cache, listing: answer.body.data?.publicAppListing };
  };

  /** Runs `write` and answers whether the version moved. */
  async function moves(write: () => Promise<unknown>): Promise<boolean> {
    const before = await version();
    await write();
    return (await version()) !== before;
  }

  /** A draft listing form with the uploaded images. */
  const draftForm = (extra: Record<string, unknown> = {}) =>
    listingInput(currentIcon, {
      name: 'Draft Sync',
      screenShots: [{ type: 'DESKTOP', description: 'Calendar', image: { s3Key: keys.shot } }],
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestApp();
    const team = await createTeam(t.db, 'Acme');
    acmeOrgId = team.org.id;
    acme = await loginCookie(t, team.owner.email);
    listed = await createListedApp(t.db, {
      organizationId: acmeOrgId,
      name: 'Listed App',
      chargeType: 'RECURRING',
      plans: [{ name: 'Basic', type: 'MONTHLY_CHARGE', monthlyAmount: 10, features: 'All of it' }],
    });
    await addScreenshotsAndBenefits(t.db, listed.listing.id);
    const app = (await t.gql(CREATE, { a: readyApp('Draft App') }, acme)).data.appCreate;
    draftAppId = Number(app.id);
    keys = { icon: (await uploadImage(t, acme, png(1200, 1200))).key, shot: (await uploadImage(t, acme, png(1000, 625))).key };
    currentIcon = keys.icon;
    const created = await t.gql(LISTING_CREATE, { appId: app.id, l: draftForm() }, acme);
    expect(created.errors).toBeUndefined();
    draftListingId = created.data.appListingCreate.id;
  });
  afterAll(() => t?.close());

  describe('stays put for what the store does not show', () => {
    it('a draft app edit, and a draft listing edit with its image variants', async () => {
      await store(HOME);
      expect(
        await moves(() =>
          t.gql(UPDATE, { id: String(draftAppId), a: { ...readyApp('Draft App'), appUrl: 'https://app.example.com/v2' } }, acme),
        ),
      ).toBe(false);
      expect(
        await moves(async () => {
          const saved = await t.gql(LISTING_UPDATE, { id: draftListingId, l: draftForm({ tagLine: 'Edited while a draft' }) }, acme);
          expect(saved.errors).toBeUndefined();
        }),
      ).toBe(false);
      // the save asked for right-sized copies of its images: writing them is no store change either
      expect(
        await moves(async () => {
          while ((await runImageVariantJob({ db: t.db, storage: t.storage })).jobs > 0);
        }),
      ).toBe(false);
      expect((await store(HOME)).cache).toBe('hit');
    });

    it('a sign-up with its new organisation, and a temporary upload', async () => {
      await store(HOME);
      expect(await moves(() => signUpAndVerify(t, 'new-partner@example.com'))).toBe(false);
      expect(await moves(async () => expect((await uploadImage(t, acme, png(64, 64))).status).toBe(200))).toBe(false);
      expect((await store(HOME)).cache).toBe('hit');
    });

    it('renaming an organisation without a listed app, and installing a draft app', async () => {
      const other = await createTeam(t.db, 'Quiet Co');
      expect(
        await moves(() => t.db.update(organizations).set({ businessName: 'Quieter Co' }).where(eq(organizations.id, other.org.id))),
      ).toBe(false);
      const [vendor] = await t.db.insert(vendors).values({ name: 'Draft Tester', domain: 'draft-tester', country: 'IS' }).returning();
      expect(await moves(() => t.db.insert(installations).values({ appId: draftAppId, vendorId: vendor!.id }))).toBe(false);
    });

    it('an edit of a listed app that changes no active installation count', async () => {
      const [vendor] = await t.db.insert(vendors).values({ name: 'Token Vendor', domain: 'token-vendor', country: 'IS' }).returning();
      const [installation] = await t.db.insert(installations).values({ appId: listed.app.id, vendorId: vendor!.id }).returning();
      expect(
        await moves(() => t.db.update(installations).set({ tokenExchangedAt: new Date() }).where(eq(installations.id, installation!.id))),
      ).toBe(false);
    });
  });

  describe('moves for what the store shows, which then answers afresh', () => {
    it('publishing an app', async () => {
      expect(await homeNames()).not.toContain('Draft Sync');
      expect(
        await moves(() => t.db.update(apps).set({ status: 'PUBLISHED', publishedAt: new Date() }).where(eq(apps.id, draftAppId))),
      ).toBe(true);
      const answer = await store(HOME);
      expect(answer.cache).toBe('miss');
      expect(answer.body.data.publicAppListings.edges.map((e: any) => e.node.name)).toContain('Draft Sync');
    });

    it('editing a listed app’s listing, icon, screenshots and benefits through the portal', async () => {
      await listingOf(draftListingId);
      currentIcon = (await uploadImage(t, acme, png(1200, 1200))).key;
      expect(
        await moves(async () => {
          const saved = await t.gql(
            LISTING_UPDATE,
            {
              id: draftListingId,
              l: draftForm({
                tagLine: 'Now in the store',
                keyBenefits: [{ title: 'Fast', description: 'Very fast.' }],
                screenShots: [{ type: 'DESKTOP', description: 'Bookings', image: { s3Key: keys.shot } }],
              }),
            },
            acme,
          );
          expect(saved.errors).toBeUndefined();
        }),
      ).toBe(true);
      const { cache, listing } = await listingOf(draftListingId);
      expect(cache).toBe('miss');
      expect(listing.tagLine).toBe('Now in the store');
      expect(listing.icon).toEqual({ s3Key: currentIcon, variants: [] });
      expect(listing.keyBenefits).toEqual([{ title: 'Fast' }]);
      expect(listing.screenShots[0].description).toBe('Bookings');
    });

    it('image variants of a listed app’s icon', async () => {
      expect(
        await moves(async () => {
          while ((await runImageVariantJob({ db: t.db, storage: t.storage })).jobs > 0);
        }),
      ).toBe(true);
      const { cache, listing } = await listingOf(draftListingId);
      expect(cache).toBe('miss');
      expect(listing.icon.variants.length).toBeGreaterThan(0);
    });

    it('deleting a listed app’s screenshot', async () => {
      expect((await listingOf(draftListingId)).listing.screenShots[0].image).toEqual({ s3Key: keys.shot });
      expect(
        await moves(async () => {
          const cleared = await t.gql(IMAGE_DELETE, { id: draftListingId, kind: 'SCREENSHOT', key: keys.shot }, acme);
          expect(cleared.errors).toBeUndefined();
        }),
      ).toBe(true);
      const { cache, listing } = await listingOf(draftListingId);
      expect(cache).toBe('miss');
      expect(listing.screenShots[0].image).toBeNull();
    });

    it('a listed app’s price plan, and a screenshot row', async () => {
      await listingOf(listed.listing.id);
      expect(await moves(() => t.db.update(pricePlans).set({ name: 'Starter' }).where(eq(pricePlans.id, listed.plans[0]!.id)))).toBe(true);
      expect((await listingOf(listed.listing.id)).listing.pricePlans).toEqual([{ name: 'Starter', pricePlan: { monthlyAmount: 10 } }]);
      expect(await moves(() => t.db.delete(listingScreenshots).where(eq(listingScreenshots.listingId, listed.listing.id)))).toBe(true);
      expect((await listingOf(listed.listing.id)).listing.screenShots).toEqual([]);
    });

    it('renaming the developer organisation of a listed app', async () => {
      await listingOf(listed.listing.id);
      expect(
        await moves(() => t.db.update(organizations).set({ businessName: 'Acme Renamed' }).where(eq(organizations.id, acmeOrgId))),
      ).toBe(true);
      expect((await listingOf(listed.listing.id)).listing.organization.businessName).toBe('Acme Renamed');
    });

    it('installing and uninstalling a listed app, which the popular sorting ranks by', async () => {
      const popular = async () => (await store(POPULAR)).body.data.publicAppListings.edges.map((e: any) => e.node.name);
      // one active installation each (from above): the newer app comes first
      expect(await popular()).toEqual(['Draft Sync', 'Listed App']);
      const fans = await t.db
        .insert(vendors)
        .values([1, 2].map((i) => ({ name: `Fan ${i}`, domain: `fan-${i}`, country: 'IS' })))
        .returning();
      const fanIds = fans.map((v) => v.id);
      expect(await moves(() => t.db.insert(installations).values(fanIds.map((vendorId) => ({ appId: listed.app.id, vendorId }))))).toBe(
        true,
      );
      expect(await popular()).toEqual(['Listed App', 'Draft Sync']);
      expect(
        await moves(() => t.db.update(installations).set({ uninstalledAt: new Date() }).where(inArray(installations.vendorId, fanIds))),
      ).toBe(true);
      expect(await popular()).toEqual(['Draft Sync', 'Listed App']);
    });

    it('unpublishing one app and removing another', async () => {
      expect(await homeNames()).toEqual(expect.arrayContaining(['Draft Sync', 'Listed App']));
      expect(await moves(() => t.db.update(apps).set({ status: 'UNPUBLISHED' }).where(eq(apps.id, draftAppId)))).toBe(true);
      expect(await homeNames()).toEqual(['Listed App']);
      expect(await moves(() => t.db.update(apps).set({ deletedAt: new Date() }).where(eq(apps.id, listed.app.id)))).toBe(true);
      expect(await homeNames()).toEqual([]);
      // no longer listed: its listing's edits are no store change any more
      expect(
        await moves(async () => {
          const saved = await t.gql(
            LISTING_UPDATE,
            { id: draftListingId, l: draftForm({ tagLine: 'Back to the drawing board', screenShots: [] }) },
            acme,
          );
          expect(saved.errors).toBeUndefined();
        }),
      ).toBe(false);
    });

    it('a file that a listed listing does not use stays out, a used one does not', async () => {
      const [unused] = await t.db
        .insert(files)
        .values({ kind: 'IMAGE', s3Key: 'test/unused.png', fileName: 'u.png', fileType: 'png', size: 1, temp: false })
        .returning();
      expect(await moves(() => t.db.update(files).set({ variants: [] }).where(eq(files.id, unused!.id)))).toBe(false);
      const { listing } = await createListedApp(t.db, { organizationId: acmeOrgId, name: 'Icon App' });
      const icon = (await listingOf(listing.id)).listing.icon;
      expect(await moves(() => t.db.update(files).set({ fileName: 'renamed.png' }).where(eq(files.s3Key, icon.s3Key)))).toBe(true);
    });
  });
});
