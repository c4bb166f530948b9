import { and, eq } from 'drizzle-orm';
import { listingSchema, type ListingValues } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { appListings, listingCategories, listingKeyBenefits, listingPricePlans, listingScreenshots } from '../../db/schema/listings.ts';
import { ConflictError, NotFoundError, ValidationError, type FieldError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { audit } from '../accounts/viewer.ts';
import { findOrganizationApp, liveAppRowFields, liveAppRows, parseId, type AppRow } from '../apps/apps.queries.ts';
import { APP_NOT_FOUND } from '../apps/apps.service.ts';
import { listingLocked } from '../apps/app-rules.ts';
import { refreshSearchDocuments } from './search-documents.ts';
import { findCategoriesByIds } from '../categories/categories.queries.ts';
import { deleteUnusedFiles, type FileRow, type UploadDeps } from '../files/files.service.ts';
import { keepFiles } from '../files/files.queries.ts';
import { requestImageVariants } from '../files/image-variants.service.ts';
import { findLivePlanNames } from '../pricing/pricing.queries.ts';
import { resolveListingImages, type ResolvedImages } from './listing-images.ts';
import { hasListing } from './listings.queries.ts';

export type ListingTableRow = typeof appListings.$inferSelect;
export const LISTING_NOT_FOUND = 'Listing not found';
const LOCKED = 'The listing of a published custom app cannot change';

/** Whether the app (one of the viewer's, already looked up through the apps domain) has a listing. */
export async function ownAppHasListing(db: Db, viewer: Viewer, app: AppRow): Promise<boolean> {
  if (app.organizationId !== viewer.organization.id) throw new NotFoundError(APP_NOT_FOUND);
  return hasListing(db, app.id);
}

/** A listing of the viewer's organisation, with its app; anything else answers as missing. */
export async function findOwnListing(db: Db, viewer: Viewer, id: string | number, lock = false) {
  const listingId = parseId(id);
  if (listingId === null) throw new NotFoundError(LISTING_NOT_FOUND);
  const query = db
    .select({ listing: appListings, app: liveAppRowFields })
    .from(appListings)
    .innerJoin(liveAppRows, eq(liveAppRows.id, appListings.appId))
    .where(and(eq(appListings.id, listingId), eq(liveAppRows.organizationId, viewer.organization.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError(LISTING_NOT_FOUND);
  return row;
}

/** Rules that depend on the app: public-only sections, and features text only for recurring plans. */
async function checkAgainstApp(db: Db, app: AppRow, listing: ListingValues) {
  if (listingLocked(app)) throw new ConflictError(LOCKED);
  const problems: FieldError[] = [];
  if (app.type === 'CUSTOM') {
    if (listing.searchTerms.length) problems.push({ field: 'searchTerms', message: 'Search terms are only for public apps' });
    if (listing.keyBenefits.length) problems.push({ field: 'keyBenefits', message: 'Key benefits are only for public apps' });
    if (listing.integrations.length) problems.push({ field: 'integrations', message: 'Integrations are only for public apps' });
  }
  const withFeatures = listing.pricePlans.filter((p) => p.features?.trim());
  if (app.chargeType !== 'RECURRING' && withFeatures.length) {
    problems.push({ field: 'pricePlans', message: 'Pricing details are only for apps with a recurring charge' });
  }
  const plans = await findLivePlanNames(db, app.id);
  const known = new Map(plans.map((p) => [String(p.id), p]));
  listing.pricePlans.forEach((p, i) => {
    if (!known.has(p.planId)) problems.push({ field: `pricePlans.${i}.planId`, message: 'This price plan does not belong to the app' });
  });
  problems.push(...(await categoryProblems(db, listing)));
  if (problems.length) throw new ValidationError(problems);
  return known;
}

// ids are int4: a larger number names no category (and must not reach PostgreSQL, which refuses it)
const INT4_MAX = 2_147_483_647;

/** The picked categories must exist and be active: a retired one stays on a listing only until it is saved again. */
async function categoryProblems(db: Db, listing: ListingValues): Promise<FieldError[]> {
  const picked = [
    ...(listing.primaryCategoryId ? [{ field: 'primaryCategoryId', id: listing.primaryCategoryId }] : []),
    ...listing.secondaryCategoryIds.map((id, i) => ({ field: `secondaryCategoryIds.${i}`, id })),
  ];
  const found = new Map(
    (
      await findCategoriesByIds(
        db,
        picked.map((p) => Number(p.id)).filter((id) => Number.isInteger(id) && id > 0 && id <= INT4_MAX),
      )
    ).map((c) => [String(c.id), c]),
  );
  return picked.flatMap(({ field, id }) => {
    const category = found.get(id);
    if (!category) return [{ field, message: 'This category does not exist' }];
    return category.retiredAt ? [{ field, message: `The category “${category.name}” is retired: choose another` }] : [];
  });
}

/** The files a listing refers to now. */
async function listingFileIds(db: Db, listingId: number): Promise<number[]> {
  const [listing] = await db.select({ icon: appListings.iconFileId }).from(appListings).where(eq(appListings.id, listingId));
  const benefits = await db
    .select({ id: listingKeyBenefits.imageFileId })
    .from(listingKeyBenefits)
    .where(eq(listingKeyBenefits.listingId, listingId));
  const shots = await db
    .select({ id: listingScreenshots.imageFileId })
    .from(listingScreenshots)
    .where(eq(listingScreenshots.listingId, listingId));
  return [listing?.icon, ...benefits.map((b) => b.id), ...shots.map((s) => s.id)].filter((id): id is number => id != null);
}

/**
 * Writes the listing, its benefits, screenshots and plan features in one transaction; its files stop being temporary
 * and their variants are asked for.
 */
async function writeListing(
  tx: Db,
  appId: number,
  listingId: number | null,
  listing: ListingValues,
  images: ResolvedImages,
  planNames: Map<string, { name: string }>,
) {
  const row = {
    name: listing.name,
    tagLine: listing.tagLine,
    description: listing.description,
    searchTerms: listing.searchTerms,
    integrations: listing.integrations,
    promoVideoUrl: listing.promoVideoUrl,
    includeKeyBenefitsImages: listing.includeKeyBenefitsImages,
    supportEmail: listing.supportEmail,
    supportPhone: listing.supportPhone,
    websiteUrl: listing.websiteUrl,
    privacyPolicyUrl: listing.privacyPolicyUrl,
    termsOfServiceUrl: listing.termsOfServiceUrl,
    showContactDetails: listing.showContactDetails,
    offerDemoRequest: listing.offerDemoRequest,
    iconFileId: images.icon.id,
    updatedAt: new Date(),
  };
  const [saved] =
    listingId === null
      ? await tx
          .insert(appListings)
          .values({ ...row, appId, language: 'en' })
          .returning()
      : await tx.update(appListings).set(row).where(eq(appListings.id, listingId)).returning();
  const id = saved!.id;
  await tx.delete(listingKeyBenefits).where(eq(listingKeyBenefits.listingId, id));
  await tx.delete(listingScreenshots).where(eq(listingScreenshots.listingId, id));
  await tx.delete(listingPricePlans).where(eq(listingPricePlans.listingId, id));
  if (listing.keyBenefits.length) {
    await tx.insert(listingKeyBenefits).values(
      listing.keyBenefits.map((k, position) => ({
        listingId: id,
        position,
        title: k.title,
        description: k.description,
        imageFileId: images.benefits[position]?.id ?? null,
      })),
    );
  }
  if (listing.screenShots.length) {
    await tx.insert(listingScreenshots).values(
      listing.screenShots.map((s, position) => ({
        listingId: id,
        position,
        device: s.type,
        description: s.description,
        imageFileId: images.screenshots[position]!.id,
      })),
    );
  }
  await tx.delete(listingCategories).where(eq(listingCategories.listingId, id));
  const categoryIds = [listing.primaryCategoryId, ...listing.secondaryCategoryIds].filter((c): c is string => c !== null);
  if (categoryIds.length) {
    await tx
      .insert(listingCategories)
      .values(
        categoryIds.map((categoryId, position) => ({ listingId: id, categoryId: Number(categoryId), primary: position === 0, position })),
      );
  }
  const features = listing.pricePlans.filter((p) => planNames.has(p.planId));
  if (features.length) {
    await tx.insert(listingPricePlans).values(
      features.map((p) => ({
        listingId: id,
        pricePlanId: Number(p.planId),
        name: planNames.get(p.planId)!.name,
        features: p.features?.trim() ?? '',
      })),
    );
  }
  const used = [images.icon, ...images.benefits, ...images.screenshots].filter((f): f is FileRow => !!f).map((f) => f.id);
  await keepFiles(tx, used);
  // the store shows right-sized copies once a background job has made them, the originals until then
  await requestImageVariants(tx, [
    { file: images.icon, set: 'ICON' },
    ...[...images.benefits, ...images.screenshots].filter((f): f is FileRow => !!f).map((file) => ({ file, set: 'WIDE' as const })),
  ]);
  return saved!;
}

/** After a save, files the listing no longer refers to are removed, unless something else still uses them. */
async function dropReplacedFiles(deps: UploadDeps, before: number[], listingId: number) {
  const now = new Set(await listingFileIds(deps.db, listingId));
  await deleteUnusedFiles(
    deps,
    before.filter((id) => !now.has(id)),
  );
}

export async function createListing(deps: UploadDeps, viewer: Viewer, appId: string | number, input: unknown): Promise<ListingTableRow> {
  const listing = parseInput(listingSchema, input);
  const app = await findOrganizationApp(deps.db, viewer.organization.id, appId);
  if (!app) throw new NotFoundError(APP_NOT_FOUND);
  const planNames = await checkAgainstApp(deps.db, app, listing);
  const images = await resolveListingImages(deps, viewer.organization.id, listing);
  const saved = await deps.db.transaction(async (tx) => {
    const locked = await findOrganizationApp(tx, viewer.organization.id, app.id, true);
    if (!locked) throw new NotFoundError(APP_NOT_FOUND);
    const [existing] = await tx.select({ id: appListings.id }).from(appListings).where(eq(appListings.appId, app.id));
    if (existing) throw new ConflictError('This app already has a listing in English');
    return writeListing(tx, app.id, null, listing, images, planNames);
  });
  await refreshSearchDocuments(deps.db, { listingId: saved.id });
  await audit(deps.db, viewer, 'listing.create', { type: 'listing', id: saved.id });
  return saved;
}

export async function updateListing(deps: UploadDeps, viewer: Viewer, id: string | number, input: unknown): Promise<AppRow> {
  const listing = parseInput(listingSchema, input);
  const { listing: current, app } = await findOwnListing(deps.db, viewer, id);
  const planNames = await checkAgainstApp(deps.db, app, listing);
  const images = await resolveListingImages(deps, viewer.organization.id, listing);
  const before = await listingFileIds(deps.db, current.id);
  await deps.db.transaction(async (tx) => {
    const { app: locked } = await findOwnListing(tx, viewer, current.id, true);
    if (listingLocked(locked)) throw new ConflictError(LOCKED);
    await writeListing(tx, app.id, current.id, listing, images, planNames);
  });
  await dropReplacedFiles(deps, before, current.id);
  await refreshSearchDocuments(deps.db, { listingId: current.id });
  await audit(deps.db, viewer, 'listing.update', { type: 'listing', id: current.id });
  return app;
}

export async function deleteListing(deps: UploadDeps, viewer: Viewer, id: string | number): Promise<boolean> {
  const { listing, app } = await findOwnListing(deps.db, viewer, id);
  if (listingLocked(app)) throw new ConflictError(LOCKED);
  if (app.type === 'CUSTOM' && app.linkedVendorId !== null) throw new ConflictError('A custom app linked to a vendor keeps its listing');
  const before = await listingFileIds(deps.db, listing.id);
  await deps.db.delete(appListings).where(eq(appListings.id, listing.id));
  await deleteUnusedFiles(deps, before);
  await audit(deps.db, viewer, 'listing.delete', { type: 'listing', id: listing.id });
  return true;
}
