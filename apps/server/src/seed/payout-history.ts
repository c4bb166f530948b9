import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { formatUsdCents } from '@appstore/shared';
import type { Db } from '../db/client.ts';
import { files, ledgerEntries, organizations, users } from '../db/schema/index.ts';
import { firstDayOfMonth } from '../modules/billing/earnings.ts';
import { claimUnclaimedPayout, findUnclaimedPayout } from '../modules/payouts/unclaimed-payout.ts';
import type { Storage } from '../lib/storage.ts';
import { buildInvoicePdf } from './invoice-pdf.ts';
import { formatDay } from '@appstore/shared/dates/format';

const DAY_MS = 86_400_000;
/** How many months each paid payout covers, in turn: partners claim every month or two, sometimes later. */
const MONTHS_PER_PAYOUT = [2, 1, 3, 1, 2];
export const SEED_REJECTION_REASON = 'The invoice total does not match the payout amount.';

interface Month {
  month: string;
}

const lastDayOf = (month: string) => {
  const d = new Date(`${month}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
};
const dayAfter = (date: string, days: number) => new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS + 10 * 3_600_000);

/**
 * Demo Partner's payout history from its ledger: paid payouts (1–3 months each, with an invoice) for the
 * older ended months, then one rejected request; the last two ended months stay unclaimed. Deterministic
 * for a given ledger and `now`.
 */
export async function seedPayoutHistory(db: Db, storage: Storage, organizationId: number, now: Date) {
  const twoMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
  const months: Month[] = await db
    .select({ month: sql<string>`to_char(${ledgerEntries.periodMonth}, 'YYYY-MM-DD')` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.organizationId, organizationId), lt(ledgerEntries.periodMonth, firstDayOfMonth(twoMonthsAgo))))
    .groupBy(ledgerEntries.periodMonth)
    .orderBy(asc(ledgerEntries.periodMonth));
  if (months.length === 0) return;
  const [org] = await db.select({ name: organizations.businessName }).from(organizations).where(eq(organizations.id, organizationId));
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.adminUser, true)).orderBy(asc(users.id)).limit(1);

  const rejected = months.pop()!;
  const groups: Month[][] = [];
  for (let i = 0; months.length > 0; i++) groups.push(months.splice(0, MONTHS_PER_PAYOUT[i % MONTHS_PER_PAYOUT.length]!));

  const addPayout = async (covered: Month[], status: 'PAID' | 'REJECTED') => {
    const requestedAt = dayAfter(lastDayOf(covered.at(-1)!.month), 4);
    // requested a few days after its last month ended, the payout claims exactly these months' earnings
    const unclaimed = await findUnclaimedPayout(db, organizationId, requestedAt);
    if (!unclaimed) return;
    const { periodFrom, periodTo, amount } = unclaimed;
    const pdf = buildInvoicePdf([
      `Invoice ${periodFrom.slice(0, 7)}`,
      `From: ${org?.name ?? 'Demo Partner'}`,
      'To: Bokun App Store',
      `Period: ${formatDay(periodFrom, 'UTC')} - ${formatDay(periodTo, 'UTC')}`,
      // the rejected request's invoice is the one whose total is wrong
      `Total: ${formatUsdCents(status === 'REJECTED' ? amount + 10 : amount)}`,
    ]);
    const key = `invoices/org-${organizationId}/seed-${periodFrom}.pdf`;
    await storage.put(key, pdf, 'application/pdf');
    const [file] = await db
      .insert(files)
      .values({
        organizationId,
        kind: 'INVOICE',
        s3Key: key,
        fileName: `invoice-${periodFrom.slice(0, 7)}.pdf`,
        fileType: 'pdf',
        size: pdf.length,
        temp: false,
        uploadedAt: requestedAt,
        createdAt: requestedAt,
      })
      .returning({ id: files.id });
    const decidedAt = new Date(requestedAt.getTime() + 6 * DAY_MS);
    await claimUnclaimedPayout(db, organizationId, requestedAt, {
      status,
      reason: status === 'REJECTED' ? SEED_REJECTION_REASON : null,
      invoiceFileId: file!.id,
      decidedByUserId: staff?.id ?? null,
      decidedAt,
      createdAt: requestedAt,
      updatedAt: decidedAt,
    });
  };
  for (const group of groups) await addPayout(group, 'PAID');
  await addPayout([rejected], 'REJECTED');
}
