import { and, eq, inArray, isNotNull, not } from 'drizzle-orm';
import { UNINSTALL_REASONS, type UninstallReason } from '@appstore/shared/installations/uninstall-reasons';
import type { Db } from '../db/client.ts';
import { apps, installations, uninstallReasons } from '../db/schema/index.ts';
import { monthOf } from '../modules/installations/uninstall-reason-periods.ts';
import { chunks, seededRandom } from './random.ts';

/** How often each reason is picked (the list's order), and how often a vendor skips the question. */
const WEIGHTS: Record<UninstallReason, number> = {
  NOT_NEEDED: 5,
  TOO_EXPENSIVE: 4,
  MISSING_FEATURES: 3,
  DID_NOT_WORK: 2,
  SWITCHED_APP: 2,
  OTHER: 1,
};
const SKIPPED_SHARE = 0.25;
const COMMENT_SHARE = 0.35;

const COMMENTS: Record<UninstallReason, string[]> = {
  NOT_NEEDED: ['The season is over; we will be back in spring.', 'We only needed it for one big group booking.'],
  TOO_EXPENSIVE: ['Too much for a company of our size.', 'The monthly plan costs more than the bookings it brings us.'],
  MISSING_FEATURES: ['We need it in Spanish and German too.', 'No way to export the reports to our accountant.'],
  DID_NOT_WORK: ['Bookings did not sync for two days.', 'The calendar showed the wrong time zone for our tours.'],
  SWITCHED_APP: ['Our channel manager does this now.', 'Moved to a tool our guides already use.'],
  OTHER: ['Setting up again after we merge with a partner company.', 'Our new owner chose other tools.'],
};

function weightedReason(next: () => number): UninstallReason {
  const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  let left = next() * total;
  for (const reason of UNINSTALL_REASONS) {
    left -= WEIGHTS[reason];
    if (left < 0) return reason;
  }
  return 'OTHER';
}

/**
 * Demo Partner's ended installations get the answers vendors gave on the uninstall page, so the
 * reports' 'Uninstall reasons' card shows something on a fresh start. A generator of its own keeps the rest of
 * the demo data as it was.
 */
export async function seedUninstallReasons(db: Db, organizationId: number): Promise<number> {
  const random = seededRandom(20261126);
  const ended = await db
    .select({ id: installations.id, appId: installations.appId, uninstalledAt: installations.uninstalledAt })
    .from(installations)
    .where(
      and(
        inArray(installations.appId, db.select({ id: apps.id }).from(apps).where(eq(apps.organizationId, organizationId))),
        isNotNull(installations.uninstalledAt),
        not(installations.isTest),
      ),
    )
    .orderBy(installations.id);
  const rows = ended.map((i) => {
    const at = i.uninstalledAt!;
    const reason = random.next() < SKIPPED_SHARE ? null : weightedReason(random.next);
    const comment = reason && random.next() < COMMENT_SHARE ? random.pick(COMMENTS[reason]) : null;
    return { installationId: i.id, appId: i.appId, month: monthOf(at), reason, comment, createdAt: at };
  });
  for (const part of chunks(rows, 500)) await db.insert(uninstallReasons).values(part);
  return rows.length;
}
