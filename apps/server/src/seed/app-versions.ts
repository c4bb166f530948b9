import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apps, appVersions, installations } from '../db/schema/index.ts';
import { listedApp } from '../modules/apps/listed-in-store.ts';
import { seededRandom } from './random.ts';

const DAY = 86_400_000;

/**
 * App versions on a fresh start: Demo Partner's first published app narrowed its access and later
 * asked for one more scope, which most of its vendors accepted; Demo Tours' third-party app asks for one more
 * scope than Demo Tours accepted, so the vendor's installed-apps page shows the banner. After the installations.
 */
export async function seedAppVersions(db: Db, demo: { partnerId: number; demoVendorId: number }, now: Date): Promise<number> {
  const random = seededRandom(20261127);
  const [partnerApp] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.organizationId, demo.partnerId), listedApp))
    .orderBy(asc(apps.id))
    .limit(1);
  let versions = 0;
  if (partnerApp) {
    await db.insert(appVersions).values([
      {
        appId: partnerApp.id,
        version: 2,
        scopes: ['VENDOR_USERS_READ', 'BOOKINGS_READ', 'PRODUCTS_READ'],
        createdAt: new Date(now.getTime() - 90 * DAY),
      },
      {
        appId: partnerApp.id,
        version: 3,
        scopes: ['VENDOR_USERS_READ', 'BOOKINGS_READ', 'CUSTOMERS_READ', 'PRODUCTS_READ'],
        createdAt: new Date(now.getTime() - 12 * DAY),
      },
    ]);
    versions += 2;
    const live = await db
      .select({ id: installations.id })
      .from(installations)
      .where(and(eq(installations.appId, partnerApp.id), isNull(installations.uninstalledAt), eq(installations.isTest, false)));
    const accepted = live.filter(() => random.next() < 0.7).map((i) => i.id);
    await db.update(installations).set({ appVersion: 2 }).where(eq(installations.appId, partnerApp.id));
    if (accepted.length)
      await db
        .update(installations)
        .set({ appVersion: 3, scopes: sql`array_append(${installations.scopes}, 'CUSTOMERS_READ')` })
        .where(sql`${installations.id} = any(${`{${accepted.join(',')}}`}::int[])`);
  }
  const [vendorApp] = await db
    .select({ appId: installations.appId, installedAt: installations.installedAt })
    .from(installations)
    .innerJoin(apps, eq(apps.id, installations.appId))
    .where(and(eq(installations.vendorId, demo.demoVendorId), isNull(installations.uninstalledAt)))
    .orderBy(asc(installations.id))
    .limit(1);
  if (vendorApp) {
    await db.insert(appVersions).values([
      { appId: vendorApp.appId, version: 2, scopes: ['BOOKINGS_READ'], createdAt: new Date(vendorApp.installedAt.getTime() - 5 * DAY) },
      { appId: vendorApp.appId, version: 3, scopes: ['BOOKINGS_READ', 'PRODUCTS_READ'], createdAt: new Date(now.getTime() - 2 * DAY) },
    ]);
    versions += 2;
    // its vendors installed version 2; the newer one waits for each of them
    await db
      .update(installations)
      .set({ appVersion: 2, scopes: ['BOOKINGS_READ'] })
      .where(eq(installations.appId, vendorApp.appId));
  }
  return versions;
}
