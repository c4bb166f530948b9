import { sql } from 'drizzle-orm';
import { DEMO_SEED_LOCK, rows, type Db } from '../db/client.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { refreshSearchDocuments } from '../modules/listings/search-documents.ts';
import type { Storage } from '../lib/storage.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts } from './accounts.ts';
import { apps as catalogue, developers } from './catalogue-data.ts';
import { seedApps, seedDevelopers } from './catalogue.ts';
import { seedCategories } from './categories.ts';
import { seededRandom } from './random.ts';
import { seedVendors } from './vendors.ts';
import { seedTestInstallations } from './test-installations.ts';
import { seedUninstallReasons } from './uninstall-reasons.ts';
import { seedExperiencesAndBookings } from './experiences.ts';
import { DEFAULT_PARTNER_SHARE } from '../config.ts';
import { runBilling } from '../modules/billing/ledger.ts';
import { seedPayoutHistory } from './payout-history.ts';
import { seedPayoutSettingsAndTaxForm } from './payout-settings.ts';
import { examplePartnerApp } from './catalogue-data/example-partner-app.ts';
import { seedExamplePartnerAppSetup } from './example-partner-app.ts';
import { seedReviews } from './reviews.ts';
import { seedAuditHistory } from './audit-history.ts';
import { seedFunnel } from './funnel.ts';
import { seedAppVersions } from './app-versions.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export interface SeedOptions {
  db: Db;
  storage: Storage;
  secretKey: string;
  log?: (message: string) => void;
  now?: Date;
  /** The partner's share of the seeded charges (config PARTNER_SHARE). */
  partnerShare?: number;
  /** Where `npm start` runs examples/partner-app (config.demoPartnerApp.url): the seeded app's URLs point there. */
  demoPartnerAppUrl?: string;
}

/** config.demoPartnerApp.url for the default PORT, for seeds run outside a server (tests, benchmarks). */
export const DEFAULT_DEMO_PARTNER_APP_URL = 'http://localhost:3001';

/** Seeds the demo data of ARCHITECTURE §4 into an empty database, in one transaction; answers whether it did. */
export async function seedDemoDataIfEmpty(opts: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(opts.db))) return false;
  return seedDemoData(opts, { onlyIfEmpty: true });
}

const isEmpty = async (db: Db) => {
  const [row] = await rows<{ count: number }>(db, sql`select count(*)::int as count from organizations`);
  return Number(row?.count) === 0;
};

export async function seedDemoData(
  {
    db,
    storage,
    secretKey,
    log = () => {},
    now = new Date(),
    partnerShare = DEFAULT_PARTNER_SHARE,
    demoPartnerAppUrl = DEFAULT_DEMO_PARTNER_APP_URL,
  }: SeedOptions,
  opts: { onlyIfEmpty?: boolean } = {},
): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const random = seededRandom(20261121);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (opts.onlyIfEmpty) {
      // Several servers starting together on one empty PostgreSQL database would each seed it (and all but
      // one fail on the demo accounts): they take turns, and a later one finds the data there.
      await waitForSeedLock(t);
      if (!(await isEmpty(t))) return false;
    }
    const developerIds = await seedDevelopers(t, developers);
    const demoPartnerId = developerIds.get('demo');
    if (!demoPartnerId) throw new Error('The demo catalogue must have a developer with key "demo"');
    await seedAccounts(t, passwordHash, demoPartnerId);
    const vendors = await seedVendors(t, random, passwordHash);
    await seedExperiencesAndBookings(t, vendors, { now });
    const apps = [...catalogue, examplePartnerApp(demoPartnerAppUrl)];
    log(`seeding ${apps.length} apps`);
    await seedApps({ db: t, storage, secretKey, random, developerIds, vendors, now }, apps);
    await seedCategories(t, apps);
    await seedExamplePartnerAppSetup(t, demoPartnerAppUrl);
    await seedTestInstallations(t, demoPartnerId, now);
    log(`seeded ${await seedUninstallReasons(t, demoPartnerId)} uninstall reasons`);
    log(`seeded ${await seedFunnel(t, demoPartnerId, now)} listing funnel counters`);
    // payouts: the installations' charges first, so Demo Partner has earnings in ended months; payout
    // history, settings and tax form come after, as they depend on those earnings
    const entries = await runBilling(t, { now, partnerShare });
    log(`seeded ${entries} ledger entries`);
    await seedPayoutHistory(t, storage, demoPartnerId, now);
    await seedPayoutSettingsAndTaxForm(t, secretKey, demoPartnerId, now);
    // after billing: the demo vendor's one free install charges nothing and changes no earnings
    const reviewCount = await seedReviews(t, random, now, { partnerId: demoPartnerId, demoVendorId: vendors[0]!.id });
    log(`seeded ${reviewCount} reviews`);
    log(`seeded ${await seedAppVersions(t, { partnerId: demoPartnerId, demoVendorId: vendors[0]!.id }, now)} app versions`);
    log(`seeded ${await seedAuditHistory(t, demoPartnerId, now)} audit log entries`);
    await refreshSearchDocuments(t, 'all');
    return true;
  });
}

/** How often a server that found another one seeding asks again, and for how long at most. */
export const SEED_LOCK_POLL_MS = 250;
export const SEED_LOCK_WAIT_MS = 15 * 60_000;

/**
 * Takes the seed's transaction lock by asking, not by waiting in one statement: the other server's seed can take
 * minutes on a slow machine, longer than any one statement may run (POSTGRES_QUERY_TIMEOUT_MS), and a start that
 * failed on that would leave a second process down for nothing.
 */
async function waitForSeedLock(t: Db): Promise<void> {
  const giveUpAt = Date.now() + SEED_LOCK_WAIT_MS;
  for (;;) {
    const [row] = await rows<{ locked: boolean }>(t, sql`select pg_try_advisory_xact_lock(${DEMO_SEED_LOCK.toString()}::bigint) as locked`);
    if (row?.locked) return;
    if (Date.now() >= giveUpAt)
      throw new Error(`Another process has been seeding the demo data for over ${SEED_LOCK_WAIT_MS / 60_000} minutes`);
    await new Promise((done) => setTimeout(done, SEED_LOCK_POLL_MS));
  }
}
