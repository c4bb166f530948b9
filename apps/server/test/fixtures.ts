import type { AppStatus, AppType, ChargeType, PricePlanType } from '@appstore/shared';
import type { Db } from '../src/db/client.ts';
import {
  appListings,
  apps,
  files,
  installations,
  listingKeyBenefits,
  listingPricePlans,
  listingScreenshots,
  organizations,
  pricePlans,
  vendors,
} from '../src/db/schema/index.ts';
import { encryptSecret, randomToken } from '../src/lib/crypto.ts';
import { refreshSearchDocuments } from '../src/modules/listings/search-documents.ts';

/** Test data written straight to the tables, for modules whose own mutations arrive in later issues. */
export async function createOrganization(db: Db, businessName = 'Acme Apps') {
  const [org] = await db.insert(organizations).values({ businessName, termsApiAgreed: true, termsPartnerAgreed: true }).returning();
  return org!;
}

export interface ListedAppInput {
  organizationId: number;
  name: string;
  tagLine?: string;
  description?: string;
  searchTerms?: string[];
  integrations?: string[];
  status?: AppStatus;
  type?: AppType;
  chargeType?: ChargeType;
  oneTimeChargeAmount?: number;
  freeTrialDays?: number;
  publishedAt?: Date;
  deleted?: boolean;
  plans?: {
    name: string;
    type: PricePlanType;
    monthlyAmount?: number;
    yearlyAmount?: number;
    bookingFeePercentage?: number;
    features?: string;
  }[];
}

let keySeq = 0;

/** A stored icon of the size a listing needs. */
async function insertIcon(db: Db) {
  const [icon] = await db
    .insert(files)
    .values({
      kind: 'IMAGE',
      s3Key: `test/icon-${++keySeq}.png`,
      fileName: 'icon.png',
      fileType: 'png',
      size: 10,
      width: 1200,
      height: 1200,
      temp: false,
    })
    .returning();
  return icon!;
}

export async function createListedApp(db: Db, input: ListedAppInput) {
  const status = input.status ?? 'PUBLISHED';
  const [app] = await db
    .insert(apps)
    .values({
      organizationId: input.organizationId,
      name: input.name,
      type: input.type ?? 'PUBLIC',
      status,
      apiContactEmail: 'api@example.com',
      chargeType: input.chargeType ?? 'FREE_TO_INSTALL',
      oneTimeChargeAmount: input.oneTimeChargeAmount ?? 0,
      freeTrialDays: input.freeTrialDays ?? 0,
      apiKey: randomToken(12),
      secretKeyEncrypted: encryptSecret('secret', 'k'.repeat(64)),
      publishedAt: status === 'PUBLISHED' ? (input.publishedAt ?? new Date()) : null,
      deletedAt: input.deleted ? new Date() : null,
    })
    .returning();
  const icon = await insertIcon(db);
  const [listing] = await db
    .insert(appListings)
    .values({
      appId: app!.id,
      name: input.name,
      tagLine: input.tagLine ?? `${input.name} for tour operators`,
      description: input.description ?? 'An app.',
      searchTerms: input.searchTerms ?? [],
      integrations: input.integrations ?? [],
      supportEmail: 'support@example.com',
      iconFileId: icon.id,
    })
    .returning();
  const plans = [];
  for (const p of input.plans ?? []) {
    const [plan] = await db
      .insert(pricePlans)
      .values({
        appId: app!.id,
        name: p.name,
        type: p.type,
        monthlyAmount: p.monthlyAmount ?? 0,
        yearlyAmount: p.yearlyAmount ?? 0,
        bookingFeePercentage: p.bookingFeePercentage ?? 0,
      })
      .returning();
    plans.push(plan!);
    if (p.features !== undefined) {
      await db.insert(listingPricePlans).values({ listingId: listing!.id, pricePlanId: plan!.id, name: p.name, features: p.features });
    }
  }
  await refreshSearchDocuments(db, { listingId: listing!.id });
  return { app: app!, listing: listing!, plans, icon };
}

export async function addScreenshotsAndBenefits(db: Db, listingId: number) {
  const [shot] = await db
    .insert(files)
    .values({
      kind: 'IMAGE',
      s3Key: `test/shot-${++keySeq}.png`,
      fileName: 'shot.png',
      fileType: 'png',
      size: 10,
      width: 1600,
      height: 1000,
      temp: false,
    })
    .returning();
  await db.insert(listingScreenshots).values([
    { listingId, position: 1, device: 'MOBILE', description: 'Second', imageFileId: shot!.id },
    { listingId, position: 0, device: 'DESKTOP', description: 'First', imageFileId: shot!.id },
  ]);
  await db.insert(listingKeyBenefits).values([
    { listingId, position: 0, title: 'Faster check-in', description: 'Scan tickets in a second.' },
    { listingId, position: 1, title: 'Fewer no-shows', description: 'Reminders by SMS.' },
  ]);
}

export async function installForVendors(db: Db, appId: number, count: number) {
  for (let i = 0; i < count; i++) {
    const [vendor] = await db
      .insert(vendors)
      .values({ name: `Vendor ${appId}-${i}`, domain: `vendor-${appId}-${i}-${++keySeq}`, country: 'IS' })
      .returning();
    await db.insert(installations).values({ appId, vendorId: vendor!.id });
  }
}

/** An organisation with a verified owner and member (password 'team-pass-123'). */
export async function createTeam(db: Db, businessName: string, opts: { ownerAdmin?: boolean } = {}) {
  const { hashPassword } = await import('../src/modules/accounts/passwords.ts');
  const { users } = await import('../src/db/schema/index.ts');
  const org = await createOrganization(db, businessName);
  const passwordHash = await hashPassword('team-pass-123');
  const slug = businessName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [owner, member] = await db
    .insert(users)
    .values([
      {
        email: `owner@${slug}.test`,
        firstName: 'Olive',
        lastName: businessName,
        organizationId: org.id,
        passwordHash,
        accountOwner: true,
        adminUser: opts.ownerAdmin ?? false,
        emailVerifiedAt: new Date(),
      },
      {
        email: `member@${slug}.test`,
        firstName: 'Milo',
        lastName: businessName,
        organizationId: org.id,
        passwordHash,
        emailVerifiedAt: new Date(),
      },
    ])
    .returning();
  return { org, owner: owner!, member: member! };
}

/** A complete listing (valid by the spec §5 rules) for an app made through the API. */
export async function createListing(db: Db, appId: number, overrides: Partial<typeof appListings.$inferInsert> = {}) {
  const icon = await insertIcon(db);
  const [listing] = await db
    .insert(appListings)
    .values({
      appId,
      name: 'Listed App',
      tagLine: 'Does one thing well',
      description: 'A longer description.',
      supportEmail: 'support@example.com',
      iconFileId: icon.id,
      ...overrides,
    })
    .returning();
  await refreshSearchDocuments(db, { listingId: listing!.id });
  return listing!;
}

/** A completed test installation (the token exchange done) on the organisation's test vendor. */
export async function completeTestInstallation(db: Db, app: { id: number | string; organizationId?: number }) {
  const { eq } = await import('drizzle-orm');
  const { apps } = await import('../src/db/schema/index.ts');
  const { ensureTestVendor } = await import('../src/modules/installations/installations.service.ts');
  const [row] = await db
    .select()
    .from(apps)
    .where(eq(apps.id, Number(app.id)));
  const [org] = await db.select().from(organizations).where(eq(organizations.id, row!.organizationId));
  const vendor = await ensureTestVendor(db, org!);
  const [installation] = await db
    .insert(installations)
    .values({ appId: row!.id, vendorId: vendor.id, isTest: true, tokenExchangedAt: new Date() })
    .returning();
  return { vendor, installation: installation! };
}
