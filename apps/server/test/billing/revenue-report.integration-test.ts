import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViewer, readCookie, SESSION_COOKIE, type Viewer } from '../../src/modules/accounts/sessions.ts';
import { runBilling } from '../../src/modules/billing/ledger.ts';
import { revenueReport, type RevenueMonth } from '../../src/modules/reports/revenue.service.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createTeam } from '../fixtures.ts';
import { CREATE, classification, fieldMessages, loginCookie, readyApp } from '../apps-session.ts';
import { at, insertLedgerEntry, installAt, newVendor, paidApp, SHARE, uninstallAt } from '../support/ledger-fixtures.ts';

const REVENUE = `query($appId: ID, $months: Int) { revenueReport(appId: $appId, months: $months) {
  month monthToDate currency mrr dueLater newRevenue expansion contraction churned payingInstalls trialStarts trialConversions earnings } }`;

const viewerOf = (organizationId: number) => ({ organization: { id: organizationId } }) as Viewer;

describe('revenue report', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads MRR, its movement, paying installs and trials from what billing wrote, a yearly charge spread over 12 months', async () => {
    // $30 a month or $240 a year, a week's free trial; the partner keeps 80 %: $24.00 a month, $192.00 a year
    const { org, app, plans } = await paidApp(t.db, {
      chargeType: 'RECURRING',
      freeTrialDays: 7,
      plans: [
        { type: 'MONTHLY_CHARGE', monthlyAmount: 30 },
        { type: 'YEARLY_CHARGE', yearlyAmount: 240 },
      ],
    });
    const [monthly, yearly] = [plans[0]!.id, plans[1]!.id];
    // charged at the trial's end (17 Jan) and every 30 days: 16 Feb, 18 Mar; gone before 17 Apr
    const a = await newVendor(t.db);
    await installAt(t.db, app.id, a, monthly, at('2026-01-10T00:00:00Z'));
    await uninstallAt(t.db, app.id, a, at('2026-03-20T00:00:00Z'));
    // one yearly charge on 12 Feb: $16.00 in each month from February on
    await installAt(t.db, app.id, await newVendor(t.db), yearly, at('2026-02-05T00:00:00Z'));
    // gone during its trial: a trial start, never a conversion
    const c = await newVendor(t.db);
    await installAt(t.db, app.id, c, monthly, at('2026-03-28T00:00:00Z'));
    await uninstallAt(t.db, app.id, c, at('2026-04-02T00:00:00Z'));
    await runBilling(t.db, { now: at('2026-05-15T00:00:00Z'), partnerShare: SHARE });

    const report = await revenueReport(
      t.db,
      viewerOf(org.id),
      { appId: String(app.id), months: 5 },
      { partnerShare: SHARE, now: at('2026-05-15T00:00:00Z') },
    );
    const row = (month: string, mrr: string, moves: string[], paying: number, trials: number[], earnings: string): RevenueMonth => ({
      month,
      mrr,
      dueLater: '0.00',
      monthToDate: month === '2026-05-01',
      newRevenue: moves[0]!,
      expansion: moves[1]!,
      contraction: moves[2]!,
      churned: moves[3]!,
      payingInstalls: paying,
      trialStarts: trials[0]!,
      trialConversions: trials[1]!,
      earnings,
    });
    const none = ['0.00', '0.00', '0.00', '0.00'];
    expect(report).toEqual([
      row('2026-05-01', '16.00', none, 1, [0, 0], '0.00'),
      row('2026-04-01', '16.00', ['0.00', '0.00', '0.00', '24.00'], 1, [0, 0], '0.00'),
      row('2026-03-01', '40.00', none, 2, [1, 0], '24.00'),
      row('2026-02-01', '40.00', ['16.00', '0.00', '0.00', '0.00'], 2, [1, 1], '216.00'),
      row('2026-01-01', '24.00', ['24.00', '0.00', '0.00', '0.00'], 1, [1, 1], '24.00'),
    ]);
    // the organisation's whole report is the same: it has one app
    expect(await revenueReport(t.db, viewerOf(org.id), { months: 5 }, { partnerShare: SHARE, now: at('2026-05-15T00:00:00Z') })).toEqual(
      report,
    );
  });

  it('reads the running month so far: a subscription whose charge in it is still to come is due later, not churned', async () => {
    // $30 a month, the partner keeps $24.00 of each charge (every 30 days)
    const { org, app, plans } = await paidApp(t.db, { chargeType: 'RECURRING', plans: [{ type: 'MONTHLY_CHARGE', monthlyAmount: 30 }] });
    const monthly = plans[0]!.id;
    // charged 10 Oct and 9 Nov: December's charge comes on the 9th
    await installAt(t.db, app.id, await newVendor(t.db), monthly, at('2026-10-10T00:00:00Z'));
    // charged 2 Nov and 2 Dec: December's charge is made (the next comes on 1 Jan)
    await installAt(t.db, app.id, await newVendor(t.db), monthly, at('2026-11-02T00:00:00Z'));
    // charged 5 Oct and 4 Nov, gone on 30 Nov: churned in December
    const gone = await newVendor(t.db);
    await installAt(t.db, app.id, gone, monthly, at('2026-10-05T00:00:00Z'));
    await uninstallAt(t.db, app.id, gone, at('2026-11-30T00:00:00Z'));

    // two days into December, after its second day's charges
    const twoDaysIn = at('2026-12-03T00:00:00Z');
    await runBilling(t.db, { now: twoDaysIn, partnerShare: SHARE });
    const [december, november] = await revenueReport(t.db, viewerOf(org.id), { months: 2 }, { partnerShare: SHARE, now: twoDaysIn });
    expect(november).toMatchObject({ month: '2026-11-01', mrr: '72.00', dueLater: '0.00', monthToDate: false, payingInstalls: 3 });
    expect(december).toEqual({
      month: '2026-12-01',
      monthToDate: true,
      mrr: '24.00',
      dueLater: '24.00',
      newRevenue: '0.00',
      expansion: '0.00',
      contraction: '0.00',
      churned: '24.00',
      payingInstalls: 2,
      trialStarts: 0,
      trialConversions: 0,
      earnings: '24.00',
    });

    // once December is over its charges are made: the same movement, nothing due
    const january = at('2027-01-02T00:00:00Z');
    await runBilling(t.db, { now: january, partnerShare: SHARE });
    const [, closed] = await revenueReport(t.db, viewerOf(org.id), { months: 2 }, { partnerShare: SHARE, now: january });
    expect(closed).toEqual({ ...december, monthToDate: false, mrr: '48.00', dueLater: '0.00', earnings: '48.00' });
  });

  describe('access', () => {
    let acme: { cookie: string };
    let globex: { cookie: string };
    let pier: number;
    let foreign: number;

    beforeAll(async () => {
      const acmeTeam = await createTeam(t.db, 'Acme Revenue');
      acme = await loginCookie(t, acmeTeam.owner.email);
      globex = await loginCookie(t, (await createTeam(t.db, 'Globex Revenue')).owner.email);
      pier = Number((await t.gql(CREATE, { a: readyApp('Pier Revenue') }, acme)).data.appCreate.id);
      foreign = Number((await t.gql(CREATE, { a: readyApp('Not Acme Revenue') }, globex)).data.appCreate.id);
      const thisMonth = new Date().toISOString().slice(0, 8) + '01';
      const viewer = (await findViewer(t.db, readCookie(acme.cookie, SESSION_COOKIE)))!;
      await insertLedgerEntry(t.db, { organizationId: viewer.organization.id, appId: pier, periodMonth: thisMonth, partnerAmount: 12.5 });
      await insertLedgerEntry(t.db, {
        organizationId: viewer.organization.id,
        appId: pier,
        periodMonth: thisMonth,
        partnerAmount: -0.25,
        kind: 'BOOKING_FEE_REVERSAL',
      });
    });

    it("answers another organisation's app exactly as a missing one, in GraphQL and in the CSV export", async () => {
      const seen = (r: { errors?: { message: string; extensions: { classification: string } }[] }) =>
        r.errors?.map((e) => [e.message, e.extensions.classification]);
      const foreignApp = await t.gql(REVENUE, { appId: String(foreign) }, acme);
      const missing = await t.gql(REVENUE, { appId: '999999' }, acme);
      expect(classification(foreignApp)).toBe('NotFoundError');
      expect(seen(foreignApp)).toEqual(seen(missing));
      expect(seen(await t.gql(REVENUE, { appId: 'x'.repeat(30) }, acme))).toEqual(seen(missing));
      expect(classification(await t.gql(REVENUE, {}, {}))).toBe('UnauthorizedError');
      // Globex sees its own app, and none of Acme's money
      const own = await t.gql(REVENUE, { appId: String(foreign) }, globex);
      expect(own.errors).toBeUndefined();
      expect(own.data.revenueReport[0]).toMatchObject({ earnings: '0.00', mrr: '0.00' });
      expect((await t.gql(REVENUE, {}, globex)).data.revenueReport[0]).toMatchObject({ earnings: '0.00', mrr: '0.00' });

      const csv = (query: string, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'GET', url: `/appstore/exports/revenue.csv${query}`, headers: { ...acme, ...headers } });
      const foreignCsv = await csv(`?appId=${foreign}`);
      const missingCsv = await csv('?appId=999999');
      expect(missingCsv.statusCode).toBe(404);
      expect([foreignCsv.statusCode, foreignCsv.body]).toEqual([404, missingCsv.body]);
      expect((await csv('', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/appstore/exports/revenue.csv' })).statusCode).toBe(401);
    });

    it('refuses a number of months outside 1–36 with a clear message, in GraphQL and in the CSV export', async () => {
      for (const months of [0, 37, -3]) {
        const res = await t.gql(REVENUE, { months }, acme);
        expect(classification(res)).toBe('ValidationError');
        expect(fieldMessages(res)).toEqual(['months: Choose between 1 and 36 months.']);
      }
      for (const months of ['0', 'abc', '1.5']) {
        const res = await t.app.inject({ method: 'GET', url: `/appstore/exports/revenue.csv?months=${months}`, headers: acme });
        expect([res.statusCode, res.body]).toEqual([400, 'Choose between 1 and 36 months.']);
      }
      expect((await t.gql(REVENUE, { months: 36 }, acme)).data.revenueReport).toHaveLength(36);
    });

    it('has no throttle of its own now that it reads the rollup: two by aliases in one request, and more than the old 120 in 10 minutes', async () => {
      const twice = await t.gql(`{ a: revenueReport(months: 36) { mrr } b: revenueReport(months: 36) { mrr } }`, {}, acme);
      expect(twice.errors).toBeUndefined();
      expect(twice.data.a).toEqual(twice.data.b);
      const team = await createTeam(t.db, 'Busy Revenue');
      const busy = await loginCookie(t, team.owner.email);
      for (let n = 0; n < 65; n++) {
        expect((await t.gql(REVENUE, { months: 1 }, busy)).errors).toBeUndefined();
        expect((await t.app.inject({ method: 'GET', url: '/appstore/exports/revenue.csv?months=1', headers: busy })).statusCode).toBe(200);
      }
    });

    it('exports the GraphQL table as CSV: UTF-8, a header row, ISO months, exact amounts with their currency', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/appstore/exports/revenue.csv?appId=${pier}&months=3`, headers: acme });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="revenue-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const [header, ...lines] = res.body.slice(1).trimEnd().split('\r\n');
      expect(header).toBe(
        '"Month (UTC)","Currency","MRR","Due later this month","New","Expansion","Contraction","Churned","Paying installs","Trial starts","Trial conversions","Earnings (all charges)"',
      );
      const table = (await t.gql(REVENUE, { appId: String(pier), months: 3 }, acme)).data.revenueReport as (RevenueMonth & {
        currency: string;
      })[];
      expect(lines).toEqual(
        table.map((m) =>
          [
            `"${m.month.slice(0, 7)}"`,
            `"${m.currency}"`,
            m.mrr,
            m.dueLater,
            m.newRevenue,
            m.expansion,
            m.contraction,
            m.churned,
            m.payingInstalls,
            m.trialStarts,
            m.trialConversions,
            m.earnings,
          ].join(','),
        ),
      );
      // this month: the recurring charge and the reversed fee, to the cent
      expect(lines[0]).toBe(`"${new Date().toISOString().slice(0, 7)}","USD",12.50,0.00,12.50,0.00,0.00,0.00,1,0,0,12.25`);
    });
  });
});
