import type { Db } from '../db/client.ts';
import {
  appListings,
  appReviewEvents,
  apps,
  installationEvents,
  installations,
  listingKeyBenefits,
  listingPricePlans,
  listingScreenshots,
  organizations,
  pricePlans,
} from '../db/schema/index.ts';
import { encryptSecret, randomToken } from '../lib/crypto.ts';
import type { Storage } from '../lib/storage.ts';
import type { SeedApp, SeedDeveloper } from './catalogue-types.ts';
import { seedImages } from './images.ts';
import { chunks, type Random } from './random.ts';
import type { SeededVendor } from './vendors.ts';
import { openFirstPlanPeriods } from '../modules/billing/plan-periods.ts';

const DAY = 86_400_000;

export async function seedDevelopers(db: Db, developers: SeedDeveloper[]) {
  const ids = new Map<string, number>();
  for (const d of developers) {
    const [row] = await db
      .insert(organizations)
      .values({
        businessName: d.businessName,
        businessEmail: d.businessEmail,
        supportEmail: d.supportEmail,
        websiteUrl: d.websiteUrl,
        phoneNumber: d.phoneNumber,
        emergencyDeveloperEmail: d.supportEmail,
        emergencyDeveloperPhoneNumber: d.phoneNumber,
        termsApiAgreed: true,
        termsPartnerAgreed: true,
      })
      .returning({ id: organizations.id });
    ids.set(d.key, row!.id);
  }
  return ids;
}

interface CatalogueSeed {
  db: Db;
  storage: Storage;
  secretKey: string;
  random: Random;
  developerIds: Map<string, number>;
  vendors: SeededVendor[];
  now: Date;
}

/** Apps with their plans, listings, images and installations (active ones, plus churn for the demo partner). */
export async function seedApps(seed: CatalogueSeed, catalogue: SeedApp[]) {
  const images = seedImages(seed.db, seed.storage);
  for (const app of catalogue) {
    await seedApp(seed, app, images.image);
  }
  await images.requestVariants();
}

async function seedApp(seed: CatalogueSeed, data: SeedApp, image: ReturnType<typeof seedImages>['image']) {
  const { db, now } = seed;
  const organizationId = seed.developerIds.get(data.developer);
  if (!organizationId) throw new Error(`Seed app ${data.slug} names unknown developer ${data.developer}`);
  const status = data.status ?? 'PUBLISHED';
  const publishedAt = status === 'PUBLISHED' ? new Date(now.getTime() - data.publishedDaysAgo * DAY) : null;
  const createdAt = new Date(now.getTime() - (data.publishedDaysAgo + 30) * DAY);

  const [app] = await db
    .insert(apps)
    .values({
      organizationId,
      name: data.name,
      type: data.type ?? 'PUBLIC',
      status,
      apiContactEmail: data.supportEmail,
      appUrl: data.appUrl,
      redirectUrlWhitelist: data.redirectUrls.join('\n'),
      chargeType: data.chargeType,
      oneTimeChargeAmount: data.oneTimeChargeAmount ?? 0,
      freeTrialDays: data.freeTrialDays ?? 0,
      apiKey: randomToken(18),
      secretKeyEncrypted: encryptSecret(randomToken(32), seed.secretKey),
      reviewReason:
        status === 'REJECTED' ? 'The screenshots show another product. Please upload screenshots of your app and submit again.' : null,
      publishedAt,
      createdAt,
      updatedAt: publishedAt ?? createdAt,
    })
    .returning({ id: apps.id });
  const appId = app!.id;

  await seedReviewHistory(db, appId, status, now);
  const planIds = (await seedPlans(db, appId, data, createdAt)).map((p) => p.id);
  await seedListing(db, { appId, organizationId, createdAt, planIds }, data, image);

  if (status === 'PUBLISHED') {
    // the demo partner's apps also lose some customers, so its reports show uninstalls; one with no customers
    // (the example partner app, which a newcomer installs first) has lost none
    const churned = data.developer === 'demo' && data.activeInstalls > 0 ? Math.round(data.activeInstalls * 0.3) + 10 : 0;
    await seedInstallations(seed, {
      appId,
      publishedAt: publishedAt!,
      active: data.activeInstalls,
      churned,
      planIds,
    });
  }
}

/** The review decisions that led to the app's status: submitted, and rejected, or approved and withdrawn since. */
async function seedReviewHistory(db: Db, appId: number, status: NonNullable<SeedApp['status']>, now: Date) {
  if (status === 'REJECTED' || status === 'IN_REVIEW') {
    await db.insert(appReviewEvents).values({ appId, decision: 'SUBMITTED', createdAt: new Date(now.getTime() - 3 * DAY) });
  }
  if (status === 'UNPUBLISHED') {
    // published once (after it was created, publishedDaysAgo + 30 days ago), then withdrawn by the partner
    await db.insert(appReviewEvents).values([
      { appId, decision: 'SUBMITTED', createdAt: new Date(now.getTime() - 33 * DAY) },
      { appId, decision: 'APPROVED', createdAt: new Date(now.getTime() - 31 * DAY) },
      { appId, decision: 'WITHDRAWN', createdAt: new Date(now.getTime() - 2 * DAY) },
    ]);
  }
  if (status === 'REJECTED') {
    await db.insert(appReviewEvents).values({
      appId,
      decision: 'REJECTED',
      reason: 'The screenshots show another product. Please upload screenshots of your app and submit again.',
      createdAt: new Date(now.getTime() - DAY),
    });
  }
}

async function seedPlans(db: Db, appId: number, data: SeedApp, createdAt: Date) {
  return data.plans.length
    ? await db
        .insert(pricePlans)
        .values(
          data.plans.map((p) => ({
            appId,
            name: p.name,
            type: p.type,
            monthlyAmount: p.monthlyAmount,
            yearlyAmount: p.yearlyAmount,
            discountedYearlyPrice: p.discountedYearlyPrice ?? false,
            bookingFeePercentage: p.bookingFeePercentage ?? 0,
            createdAt,
          })),
        )
        .returning({ id: pricePlans.id })
    : [];
}

/** The app's listing with its icon, key benefits, screenshots and the plans it shows. */
async function seedListing(
  db: Db,
  { appId, organizationId, createdAt, planIds }: { appId: number; organizationId: number; createdAt: Date; planIds: number[] },
  data: SeedApp,
  image: ReturnType<typeof seedImages>['image'],
) {
  const [listing] = await db
    .insert(appListings)
    .values({
      appId,
      name: data.name,
      tagLine: data.tagLine,
      description: data.description,
      searchTerms: data.searchTerms,
      integrations: data.integrations,
      promoVideoUrl: data.promoVideoUrl ?? null,
      includeKeyBenefitsImages: data.includeKeyBenefitsImages,
      supportEmail: data.supportEmail,
      supportPhone: data.supportPhone ?? null,
      websiteUrl: data.websiteUrl,
      privacyPolicyUrl: data.privacyPolicyUrl,
      termsOfServiceUrl: data.termsOfServiceUrl,
      offerDemoRequest: data.offerDemoRequest,
      showContactDetails: data.showContactDetails,
      iconFileId: await image(data.icon, organizationId, 'ICON'),
      createdAt,
    })
    .returning({ id: appListings.id });
  const listingId = listing!.id;

  if (data.keyBenefits.length) {
    const values = [];
    for (const [position, k] of data.keyBenefits.entries()) {
      const imageFileId = k.image ? await image(k.image, organizationId, 'WIDE') : null;
      values.push({ listingId, position, title: k.title, description: k.description, imageFileId });
    }
    await db.insert(listingKeyBenefits).values(values);
  }
  if (data.screenshots.length) {
    const values = [];
    for (const [position, s] of data.screenshots.entries()) {
      values.push({
        listingId,
        position,
        device: s.device,
        description: s.description,
        imageFileId: await image(s.image, organizationId, 'WIDE'),
      });
    }
    await db.insert(listingScreenshots).values(values);
  }
  if (planIds.length) {
    await db
      .insert(listingPricePlans)
      .values(planIds.map((pricePlanId, i) => ({ listingId, pricePlanId, name: data.plans[i]!.name, features: data.plans[i]!.features })));
  }
}

async function seedInstallations(
  seed: CatalogueSeed,
  opts: { appId: number; publishedAt: Date; active: number; churned: number; planIds: number[] },
) {
  const { db, random, now } = seed;
  // the first vendor is Demo Tours, whose installed apps the vendor pages show; keep it for explicit installs
  const pool = seed.vendors.slice(1);
  const chosen = random.sample(pool, Math.min(pool.length, opts.active + opts.churned));
  const span = Math.max(DAY, now.getTime() - opts.publishedAt.getTime());
  const rows = chosen.map((vendor, i) => {
    const installedAt = new Date(opts.publishedAt.getTime() + Math.floor(random.next() * span));
    const uninstalledAt =
      i < opts.churned ? new Date(installedAt.getTime() + Math.floor(random.next() * (now.getTime() - installedAt.getTime()))) : null;
    return {
      vendor,
      values: {
        appId: opts.appId,
        vendorId: vendor.id,
        pricePlanId: opts.planIds.length ? random.pick(opts.planIds) : null,
        scopes: ['BOOKINGS_READ', 'PRODUCTS_READ'],
        tokenExchangedAt: installedAt,
        installedAt,
        uninstalledAt,
        createdAt: installedAt,
      },
    };
  });
  for (const part of chunks(rows, 500)) {
    const inserted = await db
      .insert(installations)
      .values(part.map((r) => r.values))
      .returning({ id: installations.id });
    const events = part.flatMap((r, i) => {
      const base = {
        installationId: inserted[i]!.id,
        appId: opts.appId,
        vendorId: r.vendor.id,
        country: r.vendor.country,
        pricePlanId: r.values.pricePlanId,
      };
      const install = { ...base, type: 'INSTALL' as const, occurredAt: r.values.installedAt };
      return r.values.uninstalledAt ? [install, { ...base, type: 'UNINSTALL' as const, occurredAt: r.values.uninstalledAt }] : [install];
    });
    await db.insert(installationEvents).values(events);
    await openFirstPlanPeriods(
      db,
      inserted.map((r) => r.id),
    );
  }
}
