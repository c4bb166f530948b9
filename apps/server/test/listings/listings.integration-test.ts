import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { apps, files } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createTeam } from '../fixtures.ts';
import { CREATE, classification, fieldMessages, loginCookie, readyApp } from '../apps-session.ts';
import { jpeg, png } from '../images.ts';
import { IMAGE_DELETE, LISTING_CREATE, LISTING_DELETE, LISTING_UPDATE, listingInput, uploadImage } from '../listing-input.ts';

describe('listings', () => {
  let t: TestApp;
  let acme: { cookie: string };
  let globex: { cookie: string };
  const icon = () => uploadImage(t, acme, png(1200, 1200)).then((u) => u.key);
  const newApp = async (extra: Record<string, unknown> = {}) =>
    (await t.gql(CREATE, { a: { ...readyApp('Listed'), ...extra } }, acme)).data.appCreate as { id: string };
  const stored = async (key: string) => (await t.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await loginCookie(t, (await createTeam(t.db, 'Acme')).owner.email);
    globex = await loginCookie(t, (await createTeam(t.db, 'Globex')).owner.email);
  });
  afterAll(() => t.close());

  it('answers every spec §5 listing rule with its message and stores nothing', async () => {
    const app = await newApp();
    const key = await icon();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name: Name is required'],
      [{ name: 'x'.repeat(31) }, 'name: Max 30 chars'],
      [{ tagLine: '' }, 'tagLine: Tagline is required'],
      [{ tagLine: 'x'.repeat(81) }, 'tagLine: Max 80 chars'],
      [{ description: '' }, 'description: Detailed description is required'],
      [{ description: 'x'.repeat(4001) }, 'description: Max 4000 chars'],
      [{ searchTerms: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'searchTerms: Max 5 terms.'],
      [{ integrations: ['1', '2', '3', '4', '5', '6', '7'] }, 'integrations: Max 6 integrations.'],
      [{ icon: null }, 'icon: App icon is required'],
      [{ icon: undefined }, 'icon: App icon is required'],
      [{ keyBenefits: [1, 2, 3, 4].map((i) => ({ title: `B${i}`, description: 'd' })) }, 'keyBenefits: Max 3 key benefits.'],
      [{ keyBenefits: [{ title: '', description: 'd' }] }, 'keyBenefits.0.title: Key Benefit title is required'],
      [{ keyBenefits: [{ title: 'x'.repeat(31), description: 'd' }] }, 'keyBenefits.0.title: Max 30 chars'],
      [{ keyBenefits: [{ title: 'T', description: '' }] }, 'keyBenefits.0.description: Key Benefit description is required'],
      [{ keyBenefits: [{ title: 'T', description: 'x'.repeat(141) }] }, 'keyBenefits.0.description: Max 140 chars'],
      [
        { screenShots: [{ type: 'MOBILE', description: '', image: { s3Key: key } }] },
        'screenShots.0.description: Screenshot description is required',
      ],
      [
        { screenShots: [{ type: 'MOBILE', description: 'x'.repeat(65), image: { s3Key: key } }] },
        'screenShots.0.description: Max 64 chars',
      ],
      [{ screenShots: [{ type: 'MOBILE', description: 'Shot' }] }, 'screenShots.0.image: Screenshot image is required'],
      [{ supportEmail: '' }, 'supportEmail: Support email is required'],
      [{ supportEmail: 'nope' }, 'supportEmail: Support email is not a valid address'],
      [{ websiteUrl: 'acme' }, 'websiteUrl: Not a valid URL'],
      [{ privacyPolicyUrl: 'acme' }, 'privacyPolicyUrl: Not a valid URL'],
      [{ termsOfServiceUrl: 'acme' }, 'termsOfServiceUrl: Not a valid URL'],
      [{ showContactDetails: null }, 'showContactDetails: Show contact details must be yes or no'],
    ];
    for (const [extra, message] of cases) {
      const r = await t.gql(LISTING_CREATE, { appId: app.id, l: listingInput(key, extra) }, acme);
      expect(classification(r), message).toBe('ValidationError');
      expect(fieldMessages(r), message).toContain(message);
    }
    expect((await t.gql(`query($id: ID!) { app(id: $id) { listings { id } } }`, { id: app.id }, acme)).data.app.listings).toEqual([]);
  });

  it('checks image sizes and ownership', async () => {
    const app = await newApp();
    const small = (await uploadImage(t, acme, png(600, 600))).key;
    expect(fieldMessages(await t.gql(LISTING_CREATE, { appId: app.id, l: listingInput(small) }, acme))).toEqual([
      'icon: The app icon must be 1200x1200 px',
    ]);
    const theirs = (await uploadImage(t, globex, png(1200, 1200))).key;
    expect(fieldMessages(await t.gql(LISTING_CREATE, { appId: app.id, l: listingInput(theirs) }, acme))).toEqual([
      'icon: The image was not found. Please upload it again.',
    ]);
    expect(fieldMessages(await t.gql(LISTING_CREATE, { appId: app.id, l: listingInput('uploads/org-1/missing.png') }, acme))).toEqual([
      'icon: The image was not found. Please upload it again.',
    ]);
    const wrongBenefit = (await uploadImage(t, acme, jpeg(1200, 1200), 'image/jpeg')).key;
    const r = await t.gql(
      LISTING_CREATE,
      {
        appId: app.id,
        l: listingInput(await icon(), {
          includeKeyBenefitsImages: true,
          keyBenefits: [{ title: 'Fast', description: 'Quick', image: { s3Key: wrongBenefit } }],
        }),
      },
      acme,
    );
    expect(fieldMessages(r)).toEqual(['keyBenefits.0.image: Key benefit images must be 1600x1200 px']);
  });

  it('creates the one English listing with images, and saved files stop being temporary', async () => {
    const app = await newApp({ chargeType: 'RECURRING', freeTrialDays: 7 });
    const plan = (
      await t.gql(
        `mutation($id: ID!) { appPricePlanCreate(id: $id, planInfo: { name: "Pro", type: MONTHLY_CHARGE, monthlyAmount: 9 }) { id } }`,
        { id: app.id },
        acme,
      )
    ).data.appPricePlanCreate;
    const [iconKey, benefitKey, shotKey] = [
      await icon(),
      (await uploadImage(t, acme, jpeg(1600, 1200), 'image/jpeg')).key,
      (await uploadImage(t, acme, png(1280, 800))).key,
    ];
    const input = listingInput(iconKey, {
      includeKeyBenefitsImages: true,
      keyBenefits: [{ title: 'Fast', description: 'Quick sync', image: { s3Key: benefitKey } }],
      screenShots: [{ type: 'DESKTOP', description: 'Calendar', image: { s3Key: shotKey } }],
      pricePlans: [{ planId: plan.id, features: 'Unlimited tours\nPriority support' }],
    });
    const r = await t.gql(LISTING_CREATE, { appId: app.id, l: input }, acme);
    expect(r.errors).toBeUndefined();
    const listing = r.data.appListingCreate;
    expect(listing).toMatchObject({
      name: 'Tour Sync',
      icon: { s3Key: iconKey, width: 1200, height: 1200, temp: false, sourceUrl: `http://store.test/files/${iconKey}` },
      keyBenefits: [{ title: 'Fast', image: { s3Key: benefitKey } }],
      screenShots: [{ type: 'DESKTOP', description: 'Calendar', image: { s3Key: shotKey } }],
      pricePlans: [{ planId: plan.id, name: 'Pro', features: 'Unlimited tours\nPriority support' }],
      organization: { businessName: 'Acme' },
    });
    const temps = await t.db.select({ key: files.s3Key, temp: files.temp }).from(files).where(eq(files.temp, false));
    expect(temps.map((f) => f.key)).toEqual(expect.arrayContaining([iconKey, benefitKey, shotKey]));
    expect(classification(await t.gql(LISTING_CREATE, { appId: app.id, l: listingInput(await icon()) }, acme))).toBe('ConflictError');

    // staff approve it; the public page shows everything the listing holds
    await t.db
      .update(apps)
      .set({ status: 'PUBLISHED', publishedAt: new Date() })
      .where(eq(apps.id, Number(app.id)));
    const pub = await t.gql(
      `query($id: ID!) { publicAppListing(id: $id) { name description keyBenefits { title image { sourceUrl } } screenShots { description }
      pricePlans { name features } organization { businessName } supportPhone termsOfServiceUrl } }`,
      { id: listing.id },
    );
    expect(pub.data.publicAppListing).toMatchObject({
      description: 'Line one.\nLine two.',
      keyBenefits: [{ title: 'Fast', image: { sourceUrl: `http://store.test/files/${benefitKey}` } }],
      screenShots: [{ description: 'Calendar' }],
      pricePlans: [{ name: 'Pro', features: 'Unlimited tours\nPriority support' }],
      organization: { businessName: 'Acme' },
      supportPhone: '+354 555 0100',
      termsOfServiceUrl: 'https://acme.test/terms',
    });
  });

  it('updates the listing, removes replaced images, and deletes single images and whole listings', async () => {
    const app = await newApp();
    const [first, shot] = [await icon(), (await uploadImage(t, acme, png(800, 600))).key];
    const listing = (
      await t.gql(
        LISTING_CREATE,
        { appId: app.id, l: listingInput(first, { screenShots: [{ type: 'MOBILE', description: 'Phone', image: { s3Key: shot } }] }) },
        acme,
      )
    ).data.appListingCreate;
    const second = await icon();
    const updated = await t.gql(
      LISTING_UPDATE,
      {
        id: listing.id,
        l: listingInput(second, { name: 'Renamed', screenShots: [{ type: 'MOBILE', description: 'Phone', image: { s3Key: shot } }] }),
      },
      acme,
    );
    expect(updated.data.appListingUpdate.listings[0]).toMatchObject({ name: 'Renamed', icon: { s3Key: second } });
    expect(await stored(first)).toBe(404);
    expect(await stored(second)).toBe(200);

    const cleared = (await t.gql(IMAGE_DELETE, { id: listing.id, kind: 'SCREENSHOT', key: shot }, acme)).data.appListingImageDelete;
    expect(cleared.screenShots).toEqual([{ type: 'MOBILE', description: 'Phone', image: null }]);
    expect(await stored(shot)).toBe(404);
    expect(classification(await t.gql(IMAGE_DELETE, { id: listing.id, kind: 'SCREENSHOT', key: shot }, acme))).toBe('NotFoundError');

    expect(classification(await t.gql(LISTING_UPDATE, { id: listing.id, l: listingInput(second, { name: 'Stolen' }) }, globex))).toBe(
      'NotFoundError',
    );
    expect(classification(await t.gql(LISTING_DELETE, { id: listing.id }, globex))).toBe('NotFoundError');
    expect(classification(await t.gql(IMAGE_DELETE, { id: listing.id, kind: 'ICON', key: second }, globex))).toBe('NotFoundError');
    expect(await stored(second)).toBe(200);

    expect((await t.gql(LISTING_DELETE, { id: listing.id }, acme)).data.appListingDelete).toBe(true);
    expect(await stored(second)).toBe(404);
  });

  it('keeps a file two listings share until the last of them lets it go', async () => {
    const [iconKey, shotKey] = [await icon(), (await uploadImage(t, acme, png(800, 600))).key];
    const shared = (extra: Record<string, unknown> = {}) =>
      listingInput(iconKey, { screenShots: [{ type: 'DESKTOP', description: 'Board', image: { s3Key: shotKey } }], ...extra });
    const first = (await t.gql(LISTING_CREATE, { appId: (await newApp()).id, l: shared() }, acme)).data.appListingCreate;
    const secondApp = await newApp();
    const second = await t.gql(LISTING_CREATE, { appId: secondApp.id, l: shared() }, acme);
    expect(second.errors).toBeUndefined();
    const secondListing = async () =>
      (
        await t.gql(
          `query($id: ID!) { app(id: $id) { listings { icon { s3Key } screenShots { image { s3Key } } } } }`,
          { id: secondApp.id },
          acme,
        )
      ).data.app.listings[0];

    const deleted = await t.gql(LISTING_DELETE, { id: first.id }, acme);
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data.appListingDelete).toBe(true);
    expect([await stored(iconKey), await stored(shotKey)]).toEqual([200, 200]);
    expect(await secondListing()).toEqual({ icon: { s3Key: iconKey }, screenShots: [{ image: { s3Key: shotKey } }] });

    expect((await t.gql(LISTING_DELETE, { id: second.data.appListingCreate.id }, acme)).data.appListingDelete).toBe(true);
    expect([await stored(iconKey), await stored(shotKey)]).toEqual([404, 404]);
    expect(
      await t.db
        .select()
        .from(files)
        .where(inArray(files.s3Key, [iconKey, shotKey])),
    ).toEqual([]);
  });

  it('keeps a shared file when one listing replaces it or deletes its image, and removes it with its last user', async () => {
    const [iconKey, shotKey] = [await icon(), (await uploadImage(t, acme, png(800, 600))).key];
    const shots = [{ type: 'DESKTOP', description: 'Board', image: { s3Key: shotKey } }];
    const first = (await t.gql(LISTING_CREATE, { appId: (await newApp()).id, l: listingInput(iconKey, { screenShots: shots }) }, acme)).data
      .appListingCreate;
    const second = (await t.gql(LISTING_CREATE, { appId: (await newApp()).id, l: listingInput(iconKey, { screenShots: shots }) }, acme))
      .data.appListingCreate;

    // the first listing gets a new icon: the old one stays for the second
    const replaced = await t.gql(LISTING_UPDATE, { id: first.id, l: listingInput(await icon(), { screenShots: shots }) }, acme);
    expect(replaced.errors).toBeUndefined();
    expect(await stored(iconKey)).toBe(200);
    // the second listing drops the shared screenshot's image: the first still shows it
    const cleared = await t.gql(IMAGE_DELETE, { id: second.id, kind: 'SCREENSHOT', key: shotKey }, acme);
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data.appListingImageDelete.screenShots).toEqual([{ type: 'DESKTOP', description: 'Board', image: null }]);
    expect(await stored(shotKey)).toBe(200);
    // the last users let go
    expect((await t.gql(IMAGE_DELETE, { id: first.id, kind: 'SCREENSHOT', key: shotKey }, acme)).errors).toBeUndefined();
    expect((await t.gql(IMAGE_DELETE, { id: second.id, kind: 'ICON', key: iconKey }, acme)).errors).toBeUndefined();
    expect([await stored(iconKey), await stored(shotKey)]).toEqual([404, 404]);
  });

  it('keeps public-only sections off custom apps and locks a published custom app’s listing', async () => {
    const app = await newApp({ type: 'CUSTOM' });
    const key = await icon();
    const r = await t.gql(
      LISTING_CREATE,
      { appId: app.id, l: listingInput(key, { keyBenefits: [{ title: 'A', description: 'B' }] }) },
      acme,
    );
    expect(fieldMessages(r)).toEqual([
      'searchTerms: Search terms are only for public apps',
      'keyBenefits: Key benefits are only for public apps',
      'integrations: Integrations are only for public apps',
    ]);
    const listing = (await t.gql(LISTING_CREATE, { appId: app.id, l: listingInput(key, { searchTerms: [], integrations: [] }) }, acme)).data
      .appListingCreate;
    await t.db
      .update(apps)
      .set({ customPublishedAt: new Date(), status: 'PUBLISHED' })
      .where(eq(apps.id, Number(app.id)));
    expect(
      classification(await t.gql(LISTING_UPDATE, { id: listing.id, l: listingInput(key, { searchTerms: [], integrations: [] }) }, acme)),
    ).toBe('ConflictError');
    expect(classification(await t.gql(LISTING_DELETE, { id: listing.id }, acme))).toBe('ConflictError');
  });

  it('takes pricing details only for recurring apps and their own plans', async () => {
    const app = await newApp();
    const r = await t.gql(
      LISTING_CREATE,
      { appId: app.id, l: listingInput(await icon(), { pricePlans: [{ planId: '1', features: 'All of it' }] }) },
      acme,
    );
    expect(fieldMessages(r)).toEqual([
      'pricePlans: Pricing details are only for apps with a recurring charge',
      'pricePlans.0.planId: This price plan does not belong to the app',
    ]);
  });
});
