import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { LIMITS, PAYOUT_INVOICE_RULES, PAYOUT_NOT_REJECTED_MESSAGE, PAYOUT_WARNINGS, type PayoutStatus } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { defineCursor, pageSize, toConnection, type Connection } from '../../lib/paging.ts';
import { ConflictError, NotFoundError, ValidationError, type FieldError } from '../../lib/errors.ts';
import { epochMicros, fromEpochMicros } from '../../lib/epoch-micros.ts';
import { csvAmount, type CsvAmount, type CsvExport, type CsvValue } from '../../lib/csv.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { audit, requireAdmin } from '../accounts/viewer.ts';
import { parseId } from '../apps/apps.queries.ts';
import { ensureUploadVerified, findOrganizationFiles, type FileRow, type UploadDeps } from '../files/files.service.ts';
import { claimTempFile, deleteFileRow, fileRowFields, fileRows } from '../files/files.queries.ts';
import { organizationNames } from '../organizations/organizations.queries.ts';
import { claimUnclaimedPayout, findUnclaimedPayout } from './unclaimed-payout.ts';
import { payoutEarnings } from '../billing/earnings.ts';
import { hasValidPayoutSettings } from './payout-settings.service.ts';
import { hasValidTaxForm } from './tax-form.service.ts';

export type PayoutRow = typeof payouts.$inferSelect;
/** A payout with what its screens show beside it: its amount (from the ledger), the invoice file and whose request it is. */
export interface PayoutView extends PayoutRow {
  amount: number;
  /** The same sum as the ledger answers it, exact (exports write it as it is). */
  amountText: string;
  invoice: FileRow | null;
  organization: { id: number; businessName: string };
}

export const PAYOUT_NOT_FOUND = 'Payout not found';
export const NO_UNCLAIMED_PAYOUT = 'There is no unclaimed payout to request.';
export const PAYOUT_ALREADY_REQUESTED = 'A payout request for this period has just been made. Please reload the page.';
const INVOICE_NOT_FOUND = 'Invoice not found';
export const INVOICE_NOT_DELETABLE = 'Only a new invoice or the invoice of a rejected payout request can be deleted.';

const notRejected = () => new ValidationError([{ field: 'id', message: PAYOUT_NOT_REJECTED_MESSAGE }]);
const invoiceRequired = () => new ValidationError([{ field: 'fileInput', message: PAYOUT_INVOICE_RULES.requiredMessage }]);

function selectPayoutViews(db: Db, where: SQL | undefined) {
  return db
    .select({
      payout: payouts,
      invoice: fileRowFields,
      organization: { id: organizationNames.id, businessName: organizationNames.businessName },
      // what the request claimed: the partner's share of the ledger entries it holds, summed per month by the
      // ledger's rollup
      amount: payoutEarnings(payouts.id),
      // the exact time for page cursors
      createdAtMicros: epochMicros(payouts.createdAt),
    })
    .from(payouts)
    .innerJoin(organizationNames, eq(organizationNames.id, payouts.organizationId))
    .leftJoin(fileRows, eq(fileRows.id, payouts.invoiceFileId))
    .where(where);
}

type PayoutJoinRow = Awaited<ReturnType<typeof selectPayoutViews>>[number];
const toView = (r: PayoutJoinRow): PayoutView => ({
  ...r.payout,
  amount: Number(r.amount),
  amountText: r.amount,
  invoice: r.invoice,
  organization: r.organization,
});

/** A payout of any organisation (staff screens and the invoice route check who may see it). */
export async function findPayoutView(db: Db, id: string | number): Promise<PayoutView | null> {
  const payoutId = parseId(id);
  if (payoutId === null) return null;
  const [row] = await selectPayoutViews(db, eq(payouts.id, payoutId));
  return row ? toView(row) : null;
}

/** A payout of the viewer's organisation; another organisation's answers exactly as a missing one. */
export async function getOwnPayout(db: Db, viewer: Viewer, id: string | number): Promise<PayoutView> {
  const payout = await findPayoutView(db, id);
  if (!payout || payout.organizationId !== viewer.organization.id) throw new NotFoundError(PAYOUT_NOT_FOUND);
  return payout;
}

/** The lists of payouts by creation time and id, each with cursors of its own; `newestFirst` walks down from the cursor. */
const PAYOUT_LISTS = {
  own: { cursors: defineCursor('getPayouts', ['micros', 'id']), newestFirst: true },
  all: { cursors: defineCursor('payoutRequests', ['micros', 'id']), newestFirst: true },
  waiting: { cursors: defineCursor('payoutRequests:REQUESTED', ['micros', 'id']), newestFirst: false },
};

/** One page of one of the PAYOUT_LISTS. */
async function pageOfPayouts(
  db: Db,
  where: SQL | undefined,
  args: { first?: number | null; after?: string | null },
  { cursors, newestFirst }: (typeof PAYOUT_LISTS)[keyof typeof PAYOUT_LISTS],
): Promise<Connection<PayoutView>> {
  const size = pageSize(args.first, LIMITS.payoutsPageSize);
  const after = cursors.decode(args.after);
  const key = sql`(${payouts.createdAt}, ${payouts.id})`;
  const cursor = after ? sql`${key} ${sql.raw(newestFirst ? '<' : '>')} (${fromEpochMicros(after[0])}, ${after[1]}::int)` : undefined;
  const order = newestFirst ? [desc(payouts.createdAt), desc(payouts.id)] : [asc(payouts.createdAt), asc(payouts.id)];
  const [page, [count]] = await Promise.all([
    selectPayoutViews(db, and(where, cursor))
      .orderBy(...order)
      .limit(size + 1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(payouts)
      .where(where),
  ]);
  const connection = toConnection(
    page,
    size,
    Number(count?.n ?? 0),
    (r) => cursors.encode([Number(r.createdAtMicros), r.payout.id]),
    after !== null,
  );
  return { ...connection, edges: connection.edges.map((e) => ({ cursor: e.cursor, node: toView(e.node) })) };
}

/** The organisation's payout requests, newest first. */
export function listPayouts(db: Db, viewer: Viewer, args: { first?: number | null; after?: string | null }) {
  return pageOfPayouts(db, eq(payouts.organizationId, viewer.organization.id), args, PAYOUT_LISTS.own);
}

/** Staff only: every organisation's requests; waiting ones (REQUESTED) the longest-waiting first, others newest first. */
export function listPayoutRequests(
  db: Db,
  viewer: Viewer,
  args: { status?: PayoutStatus | null; first?: number | null; after?: string | null },
) {
  requireAdmin(viewer);
  const list = args.status === 'REQUESTED' ? PAYOUT_LISTS.waiting : PAYOUT_LISTS.all;
  return pageOfPayouts(db, args.status ? eq(payouts.status, args.status) : undefined, args, list);
}

/** Spec §8: a payout is claimed only with valid payout settings and a valid tax form. */
async function assertReadyToClaim(db: Db, organizationId: number) {
  const [settingsValid, taxFormValid] = await Promise.all([
    hasValidPayoutSettings(db, organizationId),
    hasValidTaxForm(db, organizationId),
  ]);
  const problems: FieldError[] = [];
  if (!settingsValid) problems.push({ field: 'payoutSettings', message: PAYOUT_WARNINGS.settingsMissing });
  if (!taxFormValid) problems.push({ field: 'taxForm', message: PAYOUT_WARNINGS.taxFormMissing });
  if (problems.length) throw new ValidationError(problems);
}

export interface FileInputValue {
  s3Key?: string | null;
}

/**
 * The invoice a request is to carry: the organisation's own uploaded, not yet used PDF (or `current`, the
 * request's own invoice, kept as it is). Another organisation's key answers like a missing file.
 */
async function resolveInvoice(
  deps: UploadDeps,
  organizationId: number,
  input: FileInputValue,
  current: FileRow | null = null,
): Promise<FileRow> {
  const key = input.s3Key?.trim();
  if (!key) throw invoiceRequired();
  if (current && current.s3Key === key) return current;
  const file = (await findOrganizationFiles(deps.db, organizationId, [key])).get(key);
  if (!file || file.kind !== 'INVOICE' || !file.temp) throw invoiceRequired();
  return ensureUploadVerified(deps, file, 'fileInput');
}

async function hasPayoutCreatedSince(db: Db, organizationId: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.organizationId, organizationId), gte(payouts.createdAt, since)))
    .limit(1);
  return Boolean(row);
}

/** Makes an upload permanent, unless a concurrent request or delete got to it first. */
async function claimInvoice(tx: Db, file: FileRow) {
  if (!(await claimTempFile(tx, file.id))) throw invoiceRequired();
}

/**
 * Claims the organisation's unclaimed payout with an invoice. When a concurrent request took the payout
 * meanwhile this one is a ConflictError: found before the transaction (the payout is newer than this
 * request's invoice), in it (the unclaimed payout is read again), or by the unique (organisation, period) index.
 */
export async function submitPayoutRequest(deps: UploadDeps, viewer: Viewer, input: FileInputValue): Promise<PayoutView> {
  const organizationId = viewer.organization.id;
  await assertReadyToClaim(deps.db, organizationId);
  const invoice = await resolveInvoice(deps, organizationId, input);
  const unclaimed = await findUnclaimedPayout(deps.db, organizationId);
  if (!unclaimed) {
    // the invoice was prepared while the payout was still unclaimed: someone else's request took it meanwhile
    if (await hasPayoutCreatedSince(deps.db, organizationId, invoice.createdAt)) throw new ConflictError(PAYOUT_ALREADY_REQUESTED);
    throw new ValidationError([{ field: 'payout', message: NO_UNCLAIMED_PAYOUT }]);
  }
  const payoutId = await deps.db.transaction(async (tx) => {
    const claimed = await claimUnclaimedPayout(tx, organizationId, new Date(), { status: 'REQUESTED', invoiceFileId: invoice.id });
    if (!claimed) throw new ConflictError(PAYOUT_ALREADY_REQUESTED);
    await claimInvoice(tx, invoice);
    return claimed.id;
  });
  await audit(deps.db, viewer, 'payout.request', { type: 'payout', id: payoutId });
  return (await findPayoutView(deps.db, payoutId))!;
}

/** A REJECTED request with a new (or the same) invoice goes back to REQUESTED; a replaced invoice is removed. */
export async function updatePayoutRequest(
  deps: UploadDeps,
  viewer: Viewer,
  id: string | number,
  input: FileInputValue,
): Promise<PayoutView> {
  const payout = await getOwnPayout(deps.db, viewer, id);
  if (payout.status !== 'REJECTED') throw notRejected();
  const invoice = await resolveInvoice(deps, viewer.organization.id, input, payout.invoice);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payouts)
      .set({ status: 'REQUESTED', reason: null, invoiceFileId: invoice.id, decidedByUserId: null, decidedAt: null, updatedAt: new Date() })
      // conditional: a concurrent resubmit has already taken it out of REJECTED
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'REJECTED')))
      .returning({ id: payouts.id });
    if (!row) throw notRejected();
    if (invoice.temp) await claimInvoice(tx, invoice);
  });
  if (payout.invoice && payout.invoice.id !== invoice.id) await deleteUnusedFile(deps, payout.invoice);
  await audit(deps.db, viewer, 'payout.resubmit', { type: 'payout', id: payout.id });
  return (await findPayoutView(deps.db, payout.id))!;
}

/** Removes a file row no payout points at any more (with `onlyTemp`, only while still temporary), then its object. */
async function deleteUnusedFile(deps: UploadDeps, file: FileRow, opts: { onlyTemp?: boolean } = {}): Promise<boolean> {
  if (!(await deleteFileRow(deps.db, file.id, opts))) return false;
  await deps.storage.delete(file.s3Key).catch(() => undefined);
  return true;
}

/**
 * Spec §7 invoiceFileDelete: removes an uploaded invoice not yet sent, or the invoice of a REJECTED request
 * (which then has none until it is resubmitted). Invoices of waiting or paid requests stay.
 */
export async function deleteInvoiceFile(deps: UploadDeps, viewer: Viewer, fileKey: string): Promise<boolean> {
  const key = fileKey.trim();
  const file = (await findOrganizationFiles(deps.db, viewer.organization.id, [key])).get(key);
  if (!file) throw new NotFoundError(INVOICE_NOT_FOUND);
  const notDeletable = new ValidationError([{ field: 'fileKey', message: INVOICE_NOT_DELETABLE }]);
  if (file.kind !== 'INVOICE') throw notDeletable;
  if (file.temp) {
    // only while still temporary: a submit may have just made it a request's invoice
    if (!(await deleteUnusedFile(deps, file, { onlyTemp: true }))) throw notDeletable;
  } else {
    const cleared = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .update(payouts)
        .set({ invoiceFileId: null, updatedAt: new Date() })
        .where(and(eq(payouts.organizationId, viewer.organization.id), eq(payouts.invoiceFileId, file.id), eq(payouts.status, 'REJECTED')))
        .returning({ id: payouts.id });
      if (rows.length === 0) return false;
      await deleteFileRow(tx, file.id);
      return true;
    });
    if (!cleared) throw notDeletable;
    await deps.storage.delete(file.s3Key).catch(() => undefined);
  }
  await audit(deps.db, viewer, 'payout.invoice.delete', { type: 'file', id: file.id }, { key });
  return true;
}

/**
 * `payouts.csv`: the organisation's payout requests as the Payouts table lists them (the same query, page by
 * page by its keyset), with the amount exactly as the ledger sums it.
 */
export function payoutsExport(db: Db, viewer: Viewer): CsvExport {
  async function* rows(): AsyncGenerator<(CsvValue | CsvAmount)[]> {
    let after: string | null = null;
    for (;;) {
      const page: Connection<PayoutView> = await listPayouts(db, viewer, { first: LIMITS.maxPageSize, after });
      for (const { node: p } of page.edges) {
        yield [p.periodFrom, p.periodTo, p.status, csvAmount(p.amountText), 'USD', p.createdAt, p.reason];
      }
      if (!page.pageInfo.hasNextPage) return;
      after = page.pageInfo.endCursor;
    }
  }
  return {
    name: 'payouts',
    header: ['Period from', 'Period to', 'Status', 'Amount', 'Currency', 'Requested at (UTC)', 'Reason'],
    rows: rows(),
  };
}
