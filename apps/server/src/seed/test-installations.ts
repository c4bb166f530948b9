import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apps, installations, organizations } from '../db/schema/index.ts';
import { ensureTestVendor } from '../modules/installations/installations.service.ts';

/**
 * Demo Partner's unpublished public apps have completed test installations, as a partner who got that far
 * would have, so their validation reports are complete and they can be submitted for review.
 */
export async function seedTestInstallations(db: Db, organizationId: number, now: Date) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  const vendor = await ensureTestVendor(db, org!);
  const drafts = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.organizationId, organizationId), eq(apps.type, 'PUBLIC'), inArray(apps.status, ['DRAFT', 'REJECTED', 'IN_REVIEW'])));
  if (drafts.length === 0) return;
  await db.insert(installations).values(
    drafts.map((app) => ({
      appId: app.id,
      vendorId: vendor.id,
      isTest: true,
      scopes: ['BOOKINGS_READ', 'PRODUCTS_READ'],
      installedAt: new Date(now.getTime() - 5 * 86_400_000),
      tokenExchangedAt: new Date(now.getTime() - 5 * 86_400_000),
    })),
  );
}
