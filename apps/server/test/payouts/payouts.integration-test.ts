import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { LIMITS, PAYOUT_INVOICE_RULES, PAYOUT_NOT_REJECTED_MESSAGE, PAYOUT_WARNINGS, w9Schema } from '@appstore/shared';
import { auditLog, devMails, files, payouts, taxForms } from '../../src/db/schema/index.ts';
import { encryptSecret } from '../../src/lib/crypto.ts';
import { INVOICE_NOT_DELETABLE, NO_UNCLAIMED_PAYOUT } from '../../src/modules/payouts/payouts.service.ts';
import { buildInvoicePdf } from '../../src/seed/invoice-pdf.ts';
import { SEED_REJECTION_REASON, seedPayoutHistory } from '../../src/seed/payout-history.ts';
import { findUnclaimedPayout } from '../../src/modules/payouts/unclaimed-payout.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { mailSent } from '../support/mail.ts';
import { createListedApp, createTeam } from '../fixtures.ts';
import { insertLedgerEntry, payoutTotal } from '../support/ledger-fixtures.ts';
import { w9Form } from '../support/payout-fixtures.ts';
import { classification, fieldMessages, loginCookie } from '../apps-session.ts';
import { png } from '../images.ts';
import { uploadImage } from '../listing-input.ts';

type Cookie = { cookie: string };

const AUTHORIZE_INVOICE = `mutation($ct: String!, $name: String, $size: Int) { s3UploadPayoutInvoice(contentType: $ct, fileName: $name, size: $size) {
  uploadUrl meta { s3Key contentType maxSize fileName headers { name value } } } }`;
const PAYOUT_FIELDS = `id amount displayAmount creationDate invoiceDateFrom invoiceDateTo pdfInvoiceUrl status reason
  payoutInvoice { id fileName fileType s3Key size } organization { id businessName }`;
const SUBMIT = `mutation($f: FileInput!) { submitPayoutRequest(fileInput: $f) { ${PAYOUT_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $f: FileInput!) { updatePayoutRequest(id: $id, fileInput: $f) { ${PAYOUT_FIELDS} } }`;
const DELETE = `mutation($key: String!) { invoiceFileDelete(fileKey: $key) }`;
const PAYOUTS = `query($first: Int, $after: String) { getPayouts(first: $first, after: $after) {
  totalCount edges { cursor node { id status invoiceDateFrom } } pageInfo { hasNextPage endCursor } } }`;
const DETAILS = `query($id: ID!) { getPayoutDetails(id: $id) { ${PAYOUT_FIELDS} } }`;
const REQUESTS = `query($status: PayoutStatus) { payoutRequests(status: $status) { totalCount edges { node { id status organization { businessName } } } } }`;
const MARK_PAID = `mutation($id: ID!) { payoutMarkPaid(id: $id) { ${PAYOUT_FIELDS} } }`;
const REJECT = `mutation($id: ID!, $reason: String!) { payoutReject(id: $id, reason: $reason) { ${PAYOUT_FIELDS} } }`;
const STATUS = `{ appOrgStatus { hasRejectedPayout hasUnclaimedPayout periodFrom periodTo hasValidPayoutSettings hasValidTaxForm
  payoutSettingsPreview { bankAccountNumber payableTo } taxFormPreview { formType name taxIdLast4 } amount displayAmount } }`;
const SETTINGS_UPDATE = `mutation($s: PayoutSettingsInput!) { payoutSettingsUpdate(payoutSettings: $s) { bankAccountNumber } }`;

/** 'YYYY-MM-DD' of the first day of the UTC month `offset` months from now's. */
const monthStart = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
};
const monthEnd = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0)).toISOString().slice(0, 10);
};

describe('payout requests and staff review', () => {
  let t: TestApp;
  let teams: Record<'acme' | 'globex' | 'initech' | 'staff', Awaited<ReturnType<typeof createTeam>>>;
  let as: Record<'acme' | 'acmeMember' | 'globex' | 'initech' | 'staff', Cookie>;
  let entrySeq = 0;

  const put = (url: string, body: Buffer, contentType: string) => {
    const u = new URL(url);
    return t.app.inject({ method: 'PUT', url: u.pathname + u.search, headers: { 'content-type': contentType }, payload: body });
  };
  const pdf = (label = 'Invoice') => buildInvoicePdf([label, 'Total: $100.00']);
  /** Authorises an invoice upload and PUTs the bytes, as the web app does. */
  const uploadInvoice = async (cookie: Cookie, body: Buffer = pdf(), name = 'invoice.pdf') => {
    const auth = await t.gql(AUTHORIZE_INVOICE, { ct: 'application/pdf', name, size: body.length }, cookie);
    if (auth.errors) throw new Error(auth.errors[0]!.message);
    const { uploadUrl, meta } = auth.data.s3UploadPayoutInvoice;
    const res = await put(uploadUrl, body, 'application/pdf');
    expect(res.statusCode).toBe(200);
    return meta.s3Key as string;
  };
  /** One ledger entry for the partner, of an app of its own so that nothing else touches it. */
  const addEarnings = async (
    organizationId: number,
    periodMonth: string,
    partnerAmount: number,
    more: { platformAmount?: number; payoutId?: number } = {},
  ) => {
    const { app } = await createListedApp(t.db, { organizationId, name: `Earner ${++entrySeq}` });
    await insertLedgerEntry(t.db, { organizationId, appId: app.id, kind: 'ONE_TIME', periodMonth, partnerAmount, ...more });
  };
  /** A payout written straight to the table with one ledger entry of `amount` for the partner, as if claimed. */
  const insertPayout = async ({
    amount,
    ...values
  }: Omit<typeof payouts.$inferInsert, 'id' | 'createdAt'> & { amount: number; createdAt?: Date | SQL }) => {
    const [payout] = await t.db.insert(payouts).values(values).returning();
    await addEarnings(values.organizationId, values.periodFrom, amount, { platformAmount: 0, payoutId: payout!.id });
    return payout!;
  };
  const payoutAmount = (payoutId: number) => payoutTotal(t.db, payoutId);
  /** Valid payout settings through the settings mutation, and a signed W-9. */
  const completeSettingsAndTaxForm = async (cookie: Cookie, organizationId: number) => {
    const settings = await t.gql(
      SETTINGS_UPDATE,
      {
        s: {
          payableTo: 'Acme ehf.',
          payoutContactEmail: 'pay@acme.test',
          payoutContactPhoneNumber: '+354 555 0100',
          paymentType: 'WIRE',
          currencyCode: 'USD',
          bankName: 'Landsbankinn',
          bankAccountNumber: '0101-26-123456',
          isUsResident: false,
          nonUSBankInput: { swift: 'NBIIISRE', iban: 'IS140159260076545510730339', bankId: '0101' },
        },
      },
      cookie,
    );
    expect(settings.errors).toBeUndefined();
    const form = w9Schema.parse(w9Form('Olive Owner'));
    await t.db.insert(taxForms).values({
      organizationId,
      formType: 'W9',
      dataEncrypted: encryptSecret(JSON.stringify(form), t.config.secretKey),
      signedName: 'Olive Owner',
      signedAt: new Date(),
    });
  };
  const mailsTo = async (to: string) => {
    await mailSent(t.db);
    return (await t.db.select().from(devMails).orderBy(desc(devMails.id))).filter((m) => m.to === to);
  };
  const download = (id: string | number, cookie?: Cookie) =>
    t.app.inject({ method: 'GET', url: `/appstore/payouts/${id}/invoice`, headers: cookie ? { cookie: cookie.cookie } : {} });
  const fileRow = async (key: string) => (await t.db.select().from(files).where(eq(files.s3Key, key)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    teams = {
      acme: await createTeam(t.db, 'Acme'),
      globex: await createTeam(t.db, 'Globex'),
      initech: await createTeam(t.db, 'Initech'),
      staff: await createTeam(t.db, 'Staff', { ownerAdmin: true }),
    };
    as = {
      acme: await loginCookie(t, teams.acme.owner.email),
      acmeMember: await loginCookie(t, teams.acme.member.email),
      globex: await loginCookie(t, teams.globex.owner.email),
      initech: await loginCookie(t, teams.initech.owner.email),
      staff: await loginCookie(t, teams.staff.owner.email),
    };
  });
  afterAll(() => t.close());

  it('authorises one PDF of at most 20,000,000 bytes, checks its bytes and never serves it from /files', async () => {
    expect(classification(await t.gql(AUTHORIZE_INVOICE, { ct: 'application/pdf' }))).toBe('UnauthorizedError');
    expect(fieldMessages(await t.gql(AUTHORIZE_INVOICE, { ct: 'image/png' }, as.acme))).toEqual([
      `contentType: ${PAYOUT_INVOICE_RULES.typeMessage}`,
    ]);
    expect(fieldMessages(await t.gql(AUTHORIZE_INVOICE, { ct: 'application/pdf', size: LIMITS.uploadMaxBytes + 1 }, as.acme))).toEqual([
      'size: The invoice can be at most 20,000,000 bytes',
    ]);
    const auth = (await t.gql(AUTHORIZE_INVOICE, { ct: 'application/pdf', name: 'March.pdf' }, as.acme)).data.s3UploadPayoutInvoice;
    expect(auth.meta).toMatchObject({ contentType: 'application/pdf', maxSize: 20_000_000, fileName: 'March.pdf' });
    expect(auth.meta.s3Key).toMatch(new RegExp(`^invoices/org-${teams.acme.org.id}/[0-9a-f-]{36}\\.pdf$`));

    const notPdf = await put(auth.uploadUrl, png(10, 10), 'application/pdf');
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toEqual({ error: 'The file is not a PDF' });
    expect((await put(auth.uploadUrl, pdf(), 'application/pdf')).statusCode).toBe(200);
    expect(await fileRow(auth.meta.s3Key)).toMatchObject({ kind: 'INVOICE', temp: true, fileType: 'pdf', size: pdf().length });

    for (const url of [
      `/files/${auth.meta.s3Key}`,
      `/files/${auth.meta.s3Key.replace('/', '%2F')}`,
      `/files/${auth.meta.s3Key.replace('invoices', 'INVOICES')}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('asks for payout settings and a tax form, then for an unclaimed payout, then for the own uploaded invoice', async () => {
    const invoice = await uploadInvoice(as.acme);
    const missing = await t.gql(SUBMIT, { f: { s3Key: invoice } }, as.acme);
    expect(fieldMessages(missing)).toEqual([
      `payoutSettings: ${PAYOUT_WARNINGS.settingsMissing}`,
      `taxForm: ${PAYOUT_WARNINGS.taxFormMissing}`,
    ]);

    await completeSettingsAndTaxForm(as.acme, teams.acme.org.id);
    expect(fieldMessages(await t.gql(SUBMIT, { f: { s3Key: invoice } }, as.acme))).toEqual([`payout: ${NO_UNCLAIMED_PAYOUT}`]);

    // earnings of an ended month only: this month's do not count yet
    await addEarnings(teams.acme.org.id, monthStart(0), 5);
    expect(fieldMessages(await t.gql(SUBMIT, { f: { s3Key: invoice } }, as.acme))).toEqual([`payout: ${NO_UNCLAIMED_PAYOUT}`]);
    await addEarnings(teams.acme.org.id, monthStart(-3), 40.1);
    await addEarnings(teams.acme.org.id, monthStart(-2), 60.25);

    const required = [`fileInput: ${PAYOUT_INVOICE_RULES.requiredMessage}`];
    expect(fieldMessages(await t.gql(SUBMIT, { f: { s3Key: ' ' } }, as.acme))).toEqual(required);
    expect(fieldMessages(await t.gql(SUBMIT, { f: { s3Key: await uploadInvoice(as.globex) } }, as.acme))).toEqual(required);
    expect(fieldMessages(await t.gql(SUBMIT, { f: { s3Key: (await uploadImage(t, as.acme, png(20, 20))).key } }, as.acme))).toEqual(
      required,
    );
    const notSent = (await t.gql(AUTHORIZE_INVOICE, { ct: 'application/pdf', name: 'late.pdf' }, as.acme)).data.s3UploadPayoutInvoice.meta
      .s3Key;
    expect(fieldMessages(await t.gql(SUBMIT, { f: { s3Key: notSent } }, as.acme))).toEqual([
      'fileInput: The upload of late.pdf did not complete. Please upload it again.',
    ]);
    expect(await t.db.select().from(payouts).where(eq(payouts.organizationId, teams.acme.org.id))).toEqual([]);
  });

  it('submits the unclaimed payout with the invoice: REQUESTED, its amount and period, nothing left to claim', async () => {
    const before = (await t.gql(STATUS, {}, as.acme)).data.appOrgStatus;
    expect(before).toMatchObject({
      hasUnclaimedPayout: true,
      hasRejectedPayout: false,
      periodFrom: monthStart(-3),
      periodTo: monthEnd(-1),
      amount: 100.35,
      displayAmount: '$100.35',
      hasValidPayoutSettings: true,
      hasValidTaxForm: true,
      payoutSettingsPreview: { bankAccountNumber: '•••• 3456', payableTo: 'Acme ehf.' },
      taxFormPreview: { formType: 'W9', name: 'Olive Owner', taxIdLast4: '6789' },
    });

    const invoice = await uploadInvoice(as.acme, pdf('March'), 'acme-march.pdf');
    const r = await t.gql(SUBMIT, { f: { s3Key: invoice, fileName: 'ignored.pdf', temp: false } }, as.acme);
    expect(r.errors).toBeUndefined();
    const payout = r.data.submitPayoutRequest;
    expect(payout).toMatchObject({
      amount: 100.35,
      displayAmount: '$100.35',
      invoiceDateFrom: monthStart(-3),
      invoiceDateTo: monthEnd(-1),
      status: 'REQUESTED',
      reason: null,
      pdfInvoiceUrl: `/appstore/payouts/${payout.id}/invoice`,
      payoutInvoice: { s3Key: invoice, fileName: 'acme-march.pdf', fileType: 'pdf', size: pdf('March').length },
      organization: { id: String(teams.acme.org.id), businessName: 'Acme' },
    });
    expect(Date.now() - new Date(payout.creationDate).getTime()).toBeLessThan(60_000);
    expect((await fileRow(invoice))!.temp).toBe(false);

    const after = (await t.gql(STATUS, {}, as.acme)).data.appOrgStatus;
    expect(after).toMatchObject({ hasUnclaimedPayout: false, periodFrom: null, periodTo: null, amount: 0, displayAmount: '$0.00' });
    expect(fieldMessages(await t.gql(SUBMIT, { f: { s3Key: await uploadInvoice(as.acme) } }, as.acme))).toEqual([
      `payout: ${NO_UNCLAIMED_PAYOUT}`,
    ]);
  });

  it('creates exactly one payout when the same payout is submitted twice at once', async () => {
    await completeSettingsAndTaxForm(as.initech, teams.initech.org.id);
    await addEarnings(teams.initech.org.id, monthStart(-1), 12.5);
    const [a, b] = [await uploadInvoice(as.initech), await uploadInvoice(as.initech)];
    const results = await Promise.all([t.gql(SUBMIT, { f: { s3Key: a } }, as.initech), t.gql(SUBMIT, { f: { s3Key: b } }, as.initech)]);
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost.map(classification)).toEqual(['ConflictError']);
    const rows = await t.db.select().from(payouts).where(eq(payouts.organizationId, teams.initech.org.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ periodFrom: monthStart(-1), status: 'REQUESTED' });
    expect(await payoutAmount(rows[0]!.id)).toBe(12.5);
    // the loser's upload stays temporary (the stale-upload cleanup removes it)
    const loserKey = won[0]!.data.submitPayoutRequest.payoutInvoice.s3Key === a ? b : a;
    expect((await fileRow(loserKey))!.temp).toBe(true);
  });

  it("lists the organisation's payouts newest first and answers another organisation's as missing", async () => {
    const [acmePayout] = await t.db.select().from(payouts).where(eq(payouts.organizationId, teams.acme.org.id));
    // an older, already paid payout of Acme, for the order and the paging
    await insertPayout({
      organizationId: teams.acme.org.id,
      amount: 10,
      periodFrom: monthStart(-6),
      periodTo: monthEnd(-6),
      status: 'PAID',
      createdAt: new Date(Date.now() - 90 * 86_400_000),
    });
    const all = (await t.gql(PAYOUTS, {}, as.acme)).data.getPayouts;
    expect(all.totalCount).toBe(2);
    // by creation time, not by id: the older payout was written last
    expect(all.edges.map((e: any) => e.node.invoiceDateFrom)).toEqual([monthStart(-3), monthStart(-6)]);
    const first = (await t.gql(PAYOUTS, { first: 1 }, as.acme)).data.getPayouts;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await t.gql(PAYOUTS, { first: 1, after: first.pageInfo.endCursor }, as.acme)).data.getPayouts;
    expect([...first.edges, ...second.edges].map((e: any) => e.node.id)).toEqual(all.edges.map((e: any) => e.node.id));
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(classification(await t.gql(PAYOUTS, { first: 101 }, as.acme))).toBe('ValidationError');

    expect((await t.gql(DETAILS, { id: acmePayout!.id }, as.acmeMember)).data.getPayoutDetails).toMatchObject({
      id: String(acmePayout!.id),
      status: 'REQUESTED',
    });
    expect((await t.gql(PAYOUTS, {}, as.globex)).data.getPayouts.totalCount).toBe(0);
    const foreign = await t.gql(DETAILS, { id: acmePayout!.id }, as.globex);
    const missing = await t.gql(DETAILS, { id: 999_999 }, as.globex);
    expect(classification(foreign)).toBe('NotFoundError');
    expect(foreign.errors![0]!.message).toBe(missing.errors![0]!.message);
    expect(classification(await t.gql(DETAILS, { id: 'x' }, as.globex))).toBe('NotFoundError');
    expect(classification(await t.gql(PAYOUTS, {}))).toBe('UnauthorizedError');
  });

  it('opens the invoice for its organisation and staff only, privately, as a PDF that runs no scripts of ours', async () => {
    const [payout] = await t.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.organizationId, teams.acme.org.id), eq(payouts.status, 'REQUESTED')));
    for (const cookie of [as.acme, as.acmeMember, as.staff]) {
      const res = await download(payout!.id, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': 'inline; filename="acme-march.pdf"',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      // no `sandbox`: Chrome refuses to show PDFs in sandboxed documents
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
      expect(Buffer.compare(res.rawPayload, pdf('March'))).toBe(0);
    }
    const missing = await download(999_999, as.acme);
    expect(missing.statusCode).toBe(404);
    for (const res of [await download(payout!.id, as.globex), await download(payout!.id), await download('abc', as.acme)]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    // a paid payout without an invoice has nothing to open
    const [old] = await t.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.organizationId, teams.acme.org.id), eq(payouts.status, 'PAID')));
    expect((await download(old!.id, as.acme)).statusCode).toBe(404);
    expect((await t.gql(DETAILS, { id: old!.id }, as.acme)).data.getPayoutDetails).toMatchObject({
      pdfInvoiceUrl: null,
      payoutInvoice: null,
    });
  });

  it("deletes only new invoices and those of rejected requests; another organisation's key is missing", async () => {
    const [payout] = await t.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.organizationId, teams.acme.org.id), eq(payouts.status, 'REQUESTED')));
    const sent = (await t.db.select().from(files).where(eq(files.id, payout!.invoiceFileId!)))[0]!;
    expect(classification(await t.gql(DELETE, { key: sent.s3Key }, as.globex))).toBe('NotFoundError');
    expect(classification(await t.gql(DELETE, { key: 'invoices/org-1/nope.pdf' }, as.acme))).toBe('NotFoundError');
    expect(fieldMessages(await t.gql(DELETE, { key: sent.s3Key }, as.acme))).toEqual([`fileKey: ${INVOICE_NOT_DELETABLE}`]);
    const image = (await uploadImage(t, as.acme, png(20, 20))).key;
    expect(fieldMessages(await t.gql(DELETE, { key: image }, as.acme))).toEqual([`fileKey: ${INVOICE_NOT_DELETABLE}`]);

    const fresh = await uploadInvoice(as.acme);
    expect((await t.gql(DELETE, { key: fresh }, as.acme)).data.invoiceFileDelete).toBe(true);
    expect(await fileRow(fresh)).toBeUndefined();
    expect(await t.storage.read(fresh)).toBeNull();
    expect(await t.storage.read(sent.s3Key)).not.toBeNull();
  });

  it('keeps staff operations for staff', async () => {
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.organizationId, teams.acme.org.id));
    for (const [query, vars] of [
      [REQUESTS, {}],
      [MARK_PAID, { id: payout!.id }],
      [REJECT, { id: payout!.id, reason: 'No.' }],
    ] as const) {
      expect(classification(await t.gql(query, vars, as.acme))).toBe('ForbiddenError');
    }
    expect((await t.db.select().from(payouts).where(eq(payouts.id, payout!.id)))[0]!.status).toBe('REQUESTED');
    const queue = (await t.gql(REQUESTS, { status: 'REQUESTED' }, as.staff)).data.payoutRequests;
    expect(queue.edges.map((e: any) => e.node.organization.businessName).sort()).toEqual(['Acme', 'Initech']);
    expect(queue.edges.every((e: any) => e.node.status === 'REQUESTED')).toBe(true);
    expect((await t.gql(REQUESTS, {}, as.staff)).data.payoutRequests.totalCount).toBe(3);
  });

  it('rejects with a reason and e-mails it; the partner replaces the invoice and resubmits; staff mark it paid', async () => {
    const [payout] = await t.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.organizationId, teams.acme.org.id), eq(payouts.status, 'REQUESTED')));
    const id = payout!.id;
    const oldInvoice = (await t.db.select().from(files).where(eq(files.id, payout!.invoiceFileId!)))[0]!;

    expect(fieldMessages(await t.gql(UPDATE, { id, f: { s3Key: await uploadInvoice(as.acme) } }, as.acme))).toEqual([
      `id: ${PAYOUT_NOT_REJECTED_MESSAGE}`,
    ]);
    expect(fieldMessages(await t.gql(REJECT, { id, reason: '  ' }, as.staff))).toEqual(['reason: Please give a reason']);
    expect(fieldMessages(await t.gql(REJECT, { id, reason: 'x'.repeat(1001) }, as.staff))).toEqual(['reason: Max 1000 chars']);
    expect(classification(await t.gql(REJECT, { id: 999_999, reason: 'No.' }, as.staff))).toBe('NotFoundError');

    const reason = 'The invoice total does not match the payout amount. <b>Fix</b>';
    const rejected = await t.gql(REJECT, { id, reason }, as.staff);
    expect(rejected.data.payoutReject).toMatchObject({ status: 'REJECTED', reason });
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, id));
    expect(row).toMatchObject({ decidedByUserId: teams.staff.owner.id });
    expect(row!.decidedAt).toBeInstanceOf(Date);
    const [logged] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.reject'), eq(auditLog.targetId, String(id))));
    expect(logged).toMatchObject({ actorUserId: teams.staff.owner.id });
    const [mail] = await mailsTo(teams.acme.owner.email);
    expect(mail!.subject).toContain('rejected');
    expect(mail!.text).toContain(reason);
    expect(mail!.text).toContain(`http://store.test/extranet/payouts/request/${id}`);
    expect(mail!.text).toContain('$100.35');
    expect(mail!.html).toContain('&lt;b&gt;Fix&lt;/b&gt;');
    expect(await mailsTo(teams.acme.member.email)).toEqual([]);
    // the payout contact of the payout settings hears about it too
    expect((await mailsTo('pay@acme.test'))[0]!.text).toContain(reason);
    expect(classification(await t.gql(REJECT, { id, reason: 'Again' }, as.staff))).toBe('ConflictError');
    expect((await t.gql(STATUS, {}, as.acme)).data.appOrgStatus.hasRejectedPayout).toBe(true);

    // another organisation's upload is no invoice of Acme's
    const required = [`fileInput: ${PAYOUT_INVOICE_RULES.requiredMessage}`];
    expect(fieldMessages(await t.gql(UPDATE, { id, f: { s3Key: await uploadInvoice(as.globex) } }, as.acme))).toEqual(required);
    expect(classification(await t.gql(UPDATE, { id, f: { s3Key: await uploadInvoice(as.globex) } }, as.globex))).toBe('NotFoundError');
    // the rejected request's invoice may be removed; the request then has none
    expect((await t.gql(DELETE, { key: oldInvoice.s3Key }, as.acme)).data.invoiceFileDelete).toBe(true);
    expect(await fileRow(oldInvoice.s3Key)).toBeUndefined();
    expect((await t.gql(DETAILS, { id }, as.acme)).data.getPayoutDetails).toMatchObject({
      status: 'REJECTED',
      pdfInvoiceUrl: null,
      payoutInvoice: null,
    });
    expect(fieldMessages(await t.gql(UPDATE, { id, f: { s3Key: '' } }, as.acme))).toEqual(required);

    const corrected = await uploadInvoice(as.acme, pdf('Corrected'), 'corrected.pdf');
    const resubmitted = (await t.gql(UPDATE, { id, f: { s3Key: corrected } }, as.acme)).data.updatePayoutRequest;
    expect(resubmitted).toMatchObject({
      status: 'REQUESTED',
      reason: null,
      amount: 100.35,
      payoutInvoice: { s3Key: corrected, fileName: 'corrected.pdf' },
    });
    expect((await fileRow(corrected))!.temp).toBe(false);
    expect((await t.gql(STATUS, {}, as.acme)).data.appOrgStatus.hasRejectedPayout).toBe(false);
    expect(fieldMessages(await t.gql(UPDATE, { id, f: { s3Key: corrected } }, as.acme))).toEqual([`id: ${PAYOUT_NOT_REJECTED_MESSAGE}`]);

    // rejected again, resubmitted with yet another invoice: the replaced one is removed
    await t.gql(REJECT, { id, reason: 'Wrong bank' }, as.staff);
    const third = await uploadInvoice(as.acme, pdf('Third'), 'third.pdf');
    expect((await t.gql(UPDATE, { id, f: { s3Key: third } }, as.acme)).data.updatePayoutRequest.status).toBe('REQUESTED');
    expect(await fileRow(corrected)).toBeUndefined();
    expect(await t.storage.read(corrected)).toBeNull();

    const paid = (await t.gql(MARK_PAID, { id }, as.staff)).data.payoutMarkPaid;
    expect(paid).toMatchObject({ status: 'PAID', reason: null });
    const [paidMail] = await mailsTo(teams.acme.owner.email);
    expect(paidMail!.subject).toContain('paid');
    expect(paidMail!.text).toContain('http://store.test/extranet/payouts');
    expect(paidMail!.text).not.toContain('/extranet/payouts/request/');
    expect(classification(await t.gql(MARK_PAID, { id }, as.staff))).toBe('ConflictError');
    expect(fieldMessages(await t.gql(UPDATE, { id, f: { s3Key: await uploadInvoice(as.acme) } }, as.acme))).toEqual([
      `id: ${PAYOUT_NOT_REJECTED_MESSAGE}`,
    ]);
    expect(fieldMessages(await t.gql(DELETE, { key: third }, as.acme))).toEqual([`fileKey: ${INVOICE_NOT_DELETABLE}`]);
    expect(
      (
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'payout.paid'), eq(auditLog.targetId, String(id))))
      ).length,
    ).toBe(1);
  });

  it('seeds a payout history: paid payouts with invoices, one rejected request, the last two ended months unclaimed', async () => {
    const org = (await createTeam(t.db, 'Seeded')).org;
    for (let offset = -9; offset <= 0; offset++) await addEarnings(org.id, monthStart(offset), 10 + -offset);
    await seedPayoutHistory(t.db, t.storage, org.id, new Date());
    const rows = await t.db.select().from(payouts).where(eq(payouts.organizationId, org.id)).orderBy(asc(payouts.periodFrom));
    const rejected = rows.filter((p) => p.status === 'REJECTED');
    expect(rejected).toEqual([
      expect.objectContaining({ periodFrom: monthStart(-3), periodTo: monthEnd(-3), reason: SEED_REJECTION_REASON }),
    ]);
    expect(await payoutAmount(rejected[0]!.id)).toBe(13);
    const paid = rows.filter((p) => p.status === 'PAID');
    expect(paid[0]!.periodFrom).toBe(monthStart(-9));
    expect(paid.at(-1)!.periodTo).toBe(monthEnd(-4));
    // 1–3 months each, back to back, each the sum of its months' earnings
    for (const [i, p] of paid.entries()) {
      const months = Math.round((Date.parse(p.periodTo) - Date.parse(p.periodFrom)) / (30.4 * 86_400_000));
      expect(months).toBeGreaterThanOrEqual(1);
      expect(months).toBeLessThanOrEqual(3);
      if (i > 0) expect(Date.parse(p.periodFrom) - Date.parse(paid[i - 1]!.periodTo)).toBe(86_400_000);
      let expected = 0;
      for (let offset = -9; offset <= -4; offset++)
        if (monthStart(offset) >= p.periodFrom && monthStart(offset) <= p.periodTo) expected += 10 - offset;
      expect(await payoutAmount(p.id)).toBe(expected);
      expect(p.decidedAt!.getTime()).toBeLessThan(Date.now());
    }
    expect(await findUnclaimedPayout(t.db, org.id)).toEqual({ amount: 12 + 11, periodFrom: monthStart(-2), periodTo: monthEnd(-1) });
    for (const p of rows) {
      const res = await download(p.id, as.staff);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const [file] = await t.db.select().from(files).where(eq(files.id, p.invoiceFileId!));
      expect(file).toMatchObject({ kind: 'INVOICE', temp: false, size: res.rawPayload.length });
    }
  });

  it('pages exactly at the microsecond and answers a forged cursor with a ValidationError, never a database error', async () => {
    const pager = await createTeam(t.db, 'Pager');
    const cookie = await loginCookie(t, pager.owner.email);
    // three requests a microsecond apart: a cursor that rounded to milliseconds would skip or repeat one
    for (const [i, micros] of ['455', '456', '457'].entries()) {
      await insertPayout({
        organizationId: pager.org.id,
        amount: i + 1,
        periodFrom: monthStart(-10 - i),
        periodTo: monthEnd(-10 - i),
        status: 'PAID',
        createdAt: sql`${`2026-01-05 10:00:00.123${micros}+00`}::timestamptz`,
      });
    }
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: any = (await t.gql(PAYOUTS, { first: 1, after }, cookie)).data.getPayouts;
      seen.push(...page.edges.map((e: any) => e.node.invoiceDateFrom));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual([monthStart(-12), monthStart(-11), monthStart(-10)]);

    const forged = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
    for (const after of [
      forged(['1', 5]),
      forged(['Jan 1', 5]),
      forged([Date.now() * 1000, 3_000_000_000]),
      forged([1.5, 5]),
      forged([1e300, 5]),
      forged([true, true]),
      'x',
    ]) {
      for (const [query, who] of [
        [PAYOUTS, cookie],
        [`query($after: String) { payoutRequests(after: $after) { totalCount } }`, as.staff],
      ] as const) {
        const r = await t.gql(query, { after }, who);
        expect(fieldMessages(r), Buffer.from(after, 'base64url').toString()).toEqual(['after: Invalid cursor']);
      }
    }
  });
});
