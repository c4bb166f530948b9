import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  NO_REASON_LABEL,
  UNINSTALL_REASON_LABELS,
  UNINSTALL_REASONS,
  type UninstallReason,
} from '@appstore/shared/installations/uninstall-reasons';
import { installations, uninstallReasons, vendors } from '../../src/db/schema/index.ts';
import type { InstallationRow } from '../../src/modules/installations/installations.queries.ts';
import { recordUninstallReason } from '../../src/modules/installations/uninstall-reasons.queries.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createTeam } from '../fixtures.ts';
import { CREATE, classification, fieldMessages, loginCookie, readyApp } from '../apps-session.ts';
import { signedInVendorUser } from '../oauth-support.ts';
import { at, installWithHistory, newVendor } from '../support/ledger-fixtures.ts';

const REPORT = `query($from: Float!, $to: Float!, $appId: ID) {
  uninstallReasons(timestampFrom: $from, timestampTo: $to, appId: $appId) {
    appId appName period total skipped counts { reason count } comments { reason comment }
  }
}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** What a browser accepts: the answers that hold the CSRF token must still come uncompressed (BREACH). */
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)![1]!;

describe('uninstall reasons', () => {
  let t: TestApp;
  let acme: { cookie: string };
  let globex: { cookie: string };
  let pier: number;
  let tide: number;
  let foreign: number;
  let vendorCookie: string;
  let vendorId: number;

  const installedRow = async (appId: number) =>
    (await t.db.select().from(installations).where(eq(installations.appId, appId))).find((i) => i.vendorId === vendorId)!;
  const reasonsOf = (installationId: number) =>
    t.db.select().from(uninstallReasons).where(eq(uninstallReasons.installationId, installationId));
  const install = (appId: number) => installWithHistory(t.db, appId, { installedAt: at('2026-01-05T10:00:00Z'), vendorId });
  const page = (appId: number, cookie = vendorCookie) =>
    t.app.inject({ method: 'GET', url: `/vendor/apps/${appId}/uninstall`, headers: { cookie, ...ACCEPT } });
  const post = (appId: number, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/vendor/apps/${appId}/uninstall`,
      headers: { cookie: vendorCookie, ...FORM, ...ACCEPT, ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    t = await createTestApp();
    acme = await loginCookie(t, (await createTeam(t.db, 'Acme Reasons')).owner.email);
    globex = await loginCookie(t, (await createTeam(t.db, 'Globex Reasons')).owner.email);
    pier = Number((await t.gql(CREATE, { a: readyApp('Pier Sync') }, acme)).data.appCreate.id);
    tide = Number((await t.gql(CREATE, { a: readyApp('Tide Tables') }, acme)).data.appCreate.id);
    foreign = Number((await t.gql(CREATE, { a: readyApp('Not Acme') }, globex)).data.appCreate.id);
    vendorId = (await newVendor(t.db, 'IS')).id;
    vendorCookie = await signedInVendorUser(t, vendorId, 'vera@reasons.test');
  });
  afterAll(() => t.close());

  it('leads Uninstall to a page that asks why, and stores the reason and comment with the uninstall, its app and month', async () => {
    await install(pier);
    const list = await t.app.inject({ method: 'GET', url: '/vendor/apps', headers: { cookie: vendorCookie } });
    expect(list.body).toContain(`href="/vendor/apps/${pier}/uninstall"`);
    const form = await page(pier);
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-encoding']).toBeUndefined(); // holds the CSRF token (BREACH)
    expect(form.body).toContain('Uninstall Pier Sync?');
    expect(form.body.match(/type="radio" name="reason"/g)).toHaveLength(6);
    expect(form.body).toContain('maxlength="500"');
    expect(form.body).toContain('Up to 500 characters');

    const res = await post(pier, {
      csrf: csrfOf(form.body),
      decision: 'uninstall',
      reason: 'TOO_EXPENSIVE',
      comment: ' Half the price at\r\nPierCo ',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/vendor/apps?notice=uninstalled');
    const row = await installedRow(pier);
    expect(row.uninstalledAt).not.toBeNull();
    const [stored, ...more] = await reasonsOf(row.id);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      appId: pier,
      reason: 'TOO_EXPENSIVE',
      comment: 'Half the price at\nPierCo',
      month: row.uninstalledAt!.toISOString().slice(0, 8) + '01',
      isTest: false,
    });

    // a second post (a double click) finds the app uninstalled already and stores nothing more
    expect((await post(pier, { csrf: csrfOf(form.body), decision: 'uninstall', reason: 'OTHER' })).statusCode).toBe(303);
    expect(await reasonsOf(row.id)).toHaveLength(1);
  });

  it('uninstalls without a reason when the vendor skips the question, whatever the form held', async () => {
    await install(tide);
    const csrf = csrfOf((await page(tide)).body);
    const res = await post(tide, { csrf, decision: 'skip', reason: 'NOT_A_REASON', comment: 'x'.repeat(600) });
    expect(res.statusCode).toBe(303);
    const row = await installedRow(tide);
    expect(row.uninstalledAt).not.toBeNull();
    expect(await reasonsOf(row.id)).toEqual([expect.objectContaining({ reason: null, comment: null })]);
  });

  it('shows the form again with a clear message and uninstalls nothing for an unknown reason, a too long comment or a comment without a reason', async () => {
    const row = await install(foreign);
    const csrf = csrfOf((await page(foreign)).body);
    const cases: [Record<string, string>, string][] = [
      [{ reason: 'HATE_IT' }, 'Choose one of the reasons in the list'],
      [{ reason: 'OTHER', comment: '<b>bad</b>'.repeat(60) }, 'Keep the comment to 500 characters or fewer'],
      [{ comment: '<script>alert(1)</script>' }, 'Choose the reason your comment is about (or Other)'],
    ];
    for (const [fields, message] of cases) {
      const res = await post(foreign, { csrf, decision: 'uninstall', ...fields });
      expect(res.statusCode, message).toBe(400);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toContain('Nothing was uninstalled.');
      expect(res.body).toContain(message);
      // what the vendor typed comes back escaped, never as markup
      expect(res.body).not.toContain('<script>alert(1)</script>');
      expect(res.body).not.toContain('<b>bad</b>');
    }
    const again = await post(foreign, { csrf, decision: 'uninstall', comment: '<script>alert(1)</script>' });
    expect(again.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</textarea>');
    expect((await installedRow(foreign)).uninstalledAt).toBeNull();
    expect(await reasonsOf(row.id)).toEqual([]);
  });

  it('refuses a post without the page’s token or sent from another site, changing nothing; an app not installed is not found', async () => {
    const csrf = csrfOf((await page(foreign)).body);
    expect((await post(foreign, { decision: 'uninstall', reason: 'OTHER' })).statusCode).toBe(403);
    expect((await post(foreign, { csrf: 'forged', decision: 'uninstall', reason: 'OTHER' })).statusCode).toBe(403);
    expect((await post(foreign, { csrf, decision: 'uninstall', reason: 'OTHER' }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(
      403,
    );
    expect((await post(foreign, { csrf, decision: 'uninstall' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const row = await installedRow(foreign);
    expect(row.uninstalledAt).toBeNull();
    expect(await reasonsOf(row.id)).toEqual([]);

    expect((await page(pier)).statusCode).toBe(404); // uninstalled above
    expect((await page(999_999)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/vendor/apps/${foreign}/uninstall` });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toContain('/vendor/login');
  });

  describe('in the partner’s reports', () => {
    const from = at('2026-01-01T00:00:00Z').getTime();
    const to = at('2026-09-30T23:59:59Z').getTime();
    const answer = async (appId: number, when: string, reason: string | null, comment: string | null = null, isTest = false) => {
      const row = await installWithHistory(t.db, appId, { installedAt: at('2025-12-02T00:00:00Z'), uninstalledAt: at(when), isTest });
      await recordUninstallReason(t.db, row as InstallationRow, { reason: reason as never, comment }, at(when));
    };
    /** Pier Sync's March answers, in the order the vendors left: the order of the partner's `apps/uninstall` webhooks. */
    const PIER_MARCH: [string, string | null, string | null][] = [
      ['2026-03-02T10:00:00Z', 'OTHER', 'Went with a bigger suite'],
      ['2026-03-04T10:00:00Z', 'TOO_EXPENSIVE', 'Half the price at PierCo'],
      ['2026-03-09T10:00:00Z', 'MISSING_FEATURES', '=HYPERLINK("http://evil")'],
      ['2026-03-12T10:00:00Z', null, null],
      ['2026-03-20T10:00:00Z', 'TOO_EXPENSIVE', 'Budget cut for winter'],
      ['2026-03-27T10:00:00Z', 'NOT_NEEDED', 'Season is over'],
      ['2026-03-30T10:00:00Z', 'SWITCHED_APP', 'Our channel manager does it'],
    ];
    /** The same answers by reason (the form's order, skipped last), then text. */
    const PIER_MARCH_LISTED = [
      ['NOT_NEEDED', 'Season is over'],
      ['TOO_EXPENSIVE', 'Budget cut for winter'],
      ['TOO_EXPENSIVE', 'Half the price at PierCo'],
      ['MISSING_FEATURES', '=HYPERLINK("http://evil")'],
      ['SWITCHED_APP', 'Our channel manager does it'],
      ['OTHER', 'Went with a bigger suite'],
      [null, null],
    ];
    type Period = { appName: string; period: string; total: number; skipped: number; comments: { reason: string; comment: string }[] };
    const report = async (range: { from: number; to: number; appId?: string }, cookie = acme) => {
      const r = await t.gql(REPORT, range, cookie);
      expect(r.errors).toBeUndefined();
      return r.data.uninstallReasons as Period[];
    };
    const csv = (query: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/appstore/exports/uninstall-reasons.csv?${query}`, headers: { ...acme, ...headers } });
    const csvRows = async (query: string) => {
      const res = await csv(query);
      expect(res.statusCode).toBe(200);
      const [header, ...lines] = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(header).toBe('"App id","App","Period","Reason","Comment"');
      return lines;
    };

    beforeAll(async () => {
      for (const [when, reason, comment] of PIER_MARCH) await answer(pier, when, reason, comment);
      // Pier Sync's only answer of January: its quarter's other months are March's own group, so it stays alone
      await answer(pier, '2026-01-15T10:00:00Z', 'DID_NOT_WORK', 'Pier January alone');
      // Tide Tables: January and February have 2 and 3, which make a group for the quarter
      await answer(tide, '2026-01-07T10:00:00Z', 'OTHER', 'Tide January');
      await answer(tide, '2026-01-20T10:00:00Z', 'NOT_NEEDED');
      for (const day of ['03', '11', '25']) await answer(tide, `2026-02-${day}T10:00:00Z`, 'TOO_EXPENSIVE', `Tide February ${day}`);
      // April and May have 3 and 1: 4 together, too few to show
      for (const day of ['06', '16', '26']) await answer(tide, `2026-04-${day}T10:00:00Z`, 'DID_NOT_WORK', `Tide April ${day}`);
      await answer(tide, '2026-05-14T10:00:00Z', 'SWITCHED_APP', 'Tide May alone');
      for (let i = 0; i < 6; i++) await answer(tide, `2026-06-1${i}T10:00:00Z`, 'OTHER', `Tide June ${i}`);
      // the partner's own test vendor is not a customer
      for (let i = 0; i < 5; i++) await answer(tide, `2026-07-1${i}T10:00:00Z`, 'NOT_NEEDED', 'from the partner’s own test vendor', true);
      await answer(pier, '2026-10-02T10:00:00Z', 'SWITCHED_APP'); // after the range
      await answer(foreign, '2026-03-05T10:00:00Z', 'OTHER', 'Globex only');
      for (let i = 0; i < 4; i++) await answer(foreign, `2026-03-0${i + 6}T10:00:00Z`, 'NOT_NEEDED');
    });

    it('counts the reasons per app and period of at least 5 uninstalls, newest first, of the organisation’s apps only', async () => {
      const periods = await report({ from, to });
      expect(periods.map((m) => `${m.period} ${m.appName} ${m.total}`)).toEqual([
        '2026-06 Tide Tables 6',
        '2026-03 Pier Sync 7',
        // January and February combined: the quarter's months of fewer than 5
        '2026-Q1 Tide Tables 5',
      ]);
      const [, march, tideQ1] = periods as [Period, Period & { counts: object[] }, Period & { counts: object[] }];
      expect(march.skipped).toBe(1);
      expect(march.counts).toEqual([
        { reason: 'NOT_NEEDED', count: 1 },
        { reason: 'TOO_EXPENSIVE', count: 2 },
        { reason: 'MISSING_FEATURES', count: 1 },
        { reason: 'DID_NOT_WORK', count: 0 },
        { reason: 'SWITCHED_APP', count: 1 },
        { reason: 'OTHER', count: 1 },
      ]);
      expect(tideQ1.counts).toEqual([
        { reason: 'NOT_NEEDED', count: 1 },
        { reason: 'TOO_EXPENSIVE', count: 3 },
        { reason: 'MISSING_FEATURES', count: 0 },
        { reason: 'DID_NOT_WORK', count: 0 },
        { reason: 'SWITCHED_APP', count: 0 },
        { reason: 'OTHER', count: 1 },
      ]);
      expect(tideQ1.comments).toEqual([
        { reason: 'TOO_EXPENSIVE', comment: 'Tide February 03' },
        { reason: 'TOO_EXPENSIVE', comment: 'Tide February 11' },
        { reason: 'TOO_EXPENSIVE', comment: 'Tide February 25' },
        { reason: 'OTHER', comment: 'Tide January' },
      ]);
      const text = JSON.stringify(periods);
      for (const hidden of ['Globex only', 'test vendor', 'Pier January alone', 'Tide April', 'Tide May alone'])
        expect(text).not.toContain(hidden);

      const onlyTide = await report({ from, to, appId: String(tide) });
      expect(onlyTide.map((m) => m.period)).toEqual(['2026-06', '2026-Q1']);
    });

    it('lists a period’s answers by reason then text, in the report and the CSV, never in the order its vendors left', async () => {
      const webhookOrder = PIER_MARCH.map(([, reason, comment]) => [reason, comment]);
      const march = (await report({ from, to, appId: String(pier) })).find((m) => m.period === '2026-03')!;
      const comments = march.comments.map((c) => [c.reason, c.comment]);
      // five of the six comments, the first by reason and text: neither the first nor the last five vendors to leave
      expect(comments).toEqual(PIER_MARCH_LISTED.slice(0, 5));
      const withComment = webhookOrder.filter(([, c]) => c !== null);
      expect(comments).not.toEqual(withComment.slice(0, 5));
      expect(comments).not.toEqual(withComment.reverse().slice(0, 5));

      const lines = await csvRows(`timestampFrom=${from}&timestampTo=${to}&appId=${pier}`);
      const label = (reason: string | null) => (reason ? UNINSTALL_REASON_LABELS[reason as UninstallReason] : NO_REASON_LABEL);
      // as the CSV writes them: quoted, a formula neutralised
      const text = (comment: string | null) => (comment === null ? '' : `"${comment.replace(/^=/, "'=").replace(/"/g, '""')}"`);
      const row = ([reason, comment]: (string | null)[]) =>
        `${pier},"Pier Sync","2026-03","${label(reason ?? null)}",${text(comment ?? null)}`;
      expect(lines).toEqual(PIER_MARCH_LISTED.map(row));
      expect(lines).not.toEqual(webhookOrder.map(row));
      expect(lines).not.toEqual(webhookOrder.reverse().map(row));
    });

    it('shows nothing of a month of 1 to 4 uninstalls on its own: its quarter’s small months together when they reach 5, else nothing', async () => {
      const range = (fromIso: string, toIso: string, appId: number) => ({
        from: at(fromIso).getTime(),
        to: at(toIso).getTime(),
        appId: String(appId),
      });
      // Tide Tables' April (3) and May (1): 4 together
      const aprilMay = range('2026-04-01T00:00:00Z', '2026-05-31T23:59:59Z', tide);
      expect(await report(aprilMay)).toEqual([]);
      expect(await csvRows(`timestampFrom=${aprilMay.from}&timestampTo=${aprilMay.to}&appId=${tide}`)).toEqual([]);
      // Pier Sync's January (1), beside March's own group
      const january = range('2026-01-01T00:00:00Z', '2026-01-31T23:59:59Z', pier);
      expect(await report(january)).toEqual([]);
      expect(await csvRows(`timestampFrom=${january.from}&timestampTo=${january.to}&appId=${pier}`)).toEqual([]);
      // a quarter's group is whole whatever part of it is asked for: two ranges never differ by one month's answers
      const februaryOnly = await report(range('2026-02-01T00:00:00Z', '2026-02-28T23:59:59Z', tide));
      const wholeQuarter = await report(range('2026-01-01T00:00:00Z', '2026-03-31T23:59:59Z', tide));
      expect(februaryOnly.map((m) => [m.period, m.total])).toEqual([['2026-Q1', 5]]);
      expect(wholeQuarter).toEqual(februaryOnly);
    });

    it('counts a vendor once in a group: installing and uninstalling again cannot make up a group around another vendor’s answer', async () => {
      const reef = Number((await t.gql(CREATE, { a: readyApp('Reef Log') }, acme)).data.appCreate.id);
      // the vendor the partner wants to name, and one that installs and uninstalls four times in the same month
      await answer(reef, '2025-08-20T10:00:00Z', 'TOO_EXPENSIVE', 'The one we want to read');
      const accomplice = await installWithHistory(t.db, reef, { installedAt: at('2025-08-01T00:00:00Z') });
      for (const day of ['03', '05', '07', '09']) {
        await recordUninstallReason(
          t.db,
          accomplice as InstallationRow,
          { reason: 'OTHER', comment: `Known answer ${day}` },
          at(`2025-08-${day}T10:00:00Z`),
        );
      }
      const august = { from: at('2025-08-01T00:00:00Z').getTime(), to: at('2025-08-31T23:59:59Z').getTime(), appId: String(reef) };
      expect(await report(august)).toEqual([]);
      expect(await csvRows(`timestampFrom=${august.from}&timestampTo=${august.to}&appId=${reef}`)).toEqual([]);
      // three more vendors make the five; the accomplice counts with its last answer only
      for (const day of ['21', '22', '23']) await answer(reef, `2025-08-${day}T10:00:00Z`, 'NOT_NEEDED');
      const [group] = await report(august);
      expect(group).toMatchObject({ period: '2025-08', total: 5 });
      expect(group!.comments.map((c) => c.comment)).toEqual(['The one we want to read', 'Known answer 09']);
    });

    it('shows a month only once it is over, so that it never grows by one vendor’s answer between two looks', async () => {
      const now = Date.now();
      const thisMonth = { from: now - 60_000, to: now, appId: String(tide) };
      const before = await report(thisMonth);
      for (let i = 0; i < 5; i++) await answer(tide, new Date(now - 1000 * (i + 1)).toISOString(), 'OTHER', `Left this month ${i}`);
      expect(before).toEqual([]);
      expect(await report(thisMonth)).toEqual([]);
      expect(await csvRows(`timestampFrom=${thisMonth.from}&timestampTo=${thisMonth.to}&appId=${tide}`)).toEqual([]);
    });

    it('tells the period of an answer, never its time: a range within a month answers that whole month', async () => {
      // one millisecond around the 9 March answer: were the range exact, narrowing it would find the answer's time
      const instant = at('2026-03-09T10:00:00Z').getTime();
      for (const range of [
        { from: instant, to: instant + 1 },
        { from: at('2026-03-31T23:00:00Z').getTime(), to: at('2026-03-31T23:30:00Z').getTime() },
      ]) {
        const periods = await report({ ...range, appId: String(pier) });
        expect(periods.map((m) => [m.period, m.total])).toEqual([['2026-03', 7]]);
      }
      const comments = (await report({ from, to })).flatMap((m) => m.comments);
      expect(comments.length).toBeGreaterThan(0);
      for (const c of comments) expect(Object.keys(c).sort()).toEqual(['comment', 'reason']);
    });

    it('answers another organisation’s app exactly as a missing one, and refuses a bad range and a logged-out caller', async () => {
      const foreignApp = await t.gql(REPORT, { from, to, appId: String(foreign) }, acme);
      const missingApp = await t.gql(REPORT, { from, to, appId: '999999' }, acme);
      expect(classification(foreignApp)).toBe('NotFoundError');
      // the same error and text (each answer has its own request id)
      const withoutRequestId = (r: typeof foreignApp) =>
        r.errors!.map(({ extensions: { classification, fields }, message }) => ({ classification, fields, message }));
      expect(withoutRequestId(foreignApp)).toEqual(withoutRequestId(missingApp));
      expect(foreignApp.data).toEqual(missingApp.data);
      expect(await report({ from, to }, globex)).toEqual([
        expect.objectContaining({ appName: 'Not Acme', total: 5, comments: [expect.objectContaining({ comment: 'Globex only' })] }),
      ]);
      const reversed = await t.gql(REPORT, { from: to, to: from }, acme);
      expect(fieldMessages(reversed)).toEqual(['timestampTo: The end of the date range must be after its start']);
      const anonymous = await t.gql(REPORT, { from, to });
      expect(classification(anonymous)).toBe('UnauthorizedError');
    });

    it('streams a period of more than one batch in the same order, each answer once', async () => {
      const wave = Number((await t.gql(CREATE, { a: readyApp('Wave Charts') }, acme)).data.appCreate.id);
      const texts = [null, 'Same', 'Same', 'Zebra', 'apple', 'Éclair', 'éclair', 'Ünïcode', 'a"quote', ';=SUM(A1)'];
      const reasons: (UninstallReason | null)[] = [...UNINSTALL_REASONS, null];
      const answers = Array.from({ length: 2_345 }, (_, i) => {
        const reason = reasons[i % reasons.length]!;
        return { reason, comment: reason === null ? null : (texts[(i * 7) % texts.length] ?? null) };
      });
      // one vendor each (a vendor counts once in a group)
      const many = await t.db
        .insert(vendors)
        .values(answers.map((_, i) => ({ name: `Wave vendor ${i}`, domain: `wave-vendor-${i}`, country: 'IS' })))
        .returning({ id: vendors.id });
      const installed = await t.db
        .insert(installations)
        .values(
          many.map((v) => ({
            appId: wave,
            vendorId: v.id,
            scopes: ['BOOKINGS_READ'],
            installedAt: at('2025-10-01T00:00:00Z'),
            uninstalledAt: at('2025-11-02T00:00:00Z'),
          })),
        )
        .returning({ id: installations.id });
      // created in one order; the export lists them by reason, then the text's bytes, across batches of 1,000
      await t.db.insert(uninstallReasons).values(
        answers.map((a, i) => ({
          installationId: installed[i]!.id,
          appId: wave,
          month: '2025-11-01',
          reason: a.reason,
          comment: a.comment,
          createdAt: new Date(at('2025-11-01T00:00:00Z').getTime() + i * 1000),
        })),
      );
      const place = (r: UninstallReason | null) => (r === null ? reasons.length : reasons.indexOf(r));
      const listed = [...answers].sort(
        (a, b) => place(a.reason) - place(b.reason) || Buffer.compare(Buffer.from(a.comment ?? ''), Buffer.from(b.comment ?? '')),
      );
      const csvCellOf = (comment: string | null) => (comment === null ? '' : `"${comment.replace(/^;=/, ";'=").replace(/"/g, '""')}"`);
      const november = `timestampFrom=${at('2025-11-01T00:00:00Z').getTime()}&timestampTo=${at('2025-11-30T00:00:00Z').getTime()}`;
      const lines = await csvRows(`${november}&appId=${wave}`);
      expect(lines).toEqual(
        listed.map(
          (a) =>
            `${wave},"Wave Charts","2025-11","${a.reason ? UNINSTALL_REASON_LABELS[a.reason] : NO_REASON_LABEL}",${csvCellOf(a.comment)}`,
        ),
      );
    });

    it('exports the answers of the report’s groups as CSV, formulas neutralised; another organisation’s app 404, another site 403', async () => {
      const res = await csv(`timestampFrom=${from}&timestampTo=${to}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="uninstall-reasons-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = await csvRows(`timestampFrom=${from}&timestampTo=${to}`);
      // the report's groups in its order, each with every answer: 6 + 7 + 5
      expect(lines.map((l) => l.split(',').slice(1, 3).join(' '))).toEqual([
        ...Array(6).fill('"Tide Tables" "2026-06"'),
        ...Array(7).fill('"Pier Sync" "2026-03"'),
        ...Array(5).fill('"Tide Tables" "2026-Q1"'),
      ]);
      expect(lines).toContain(`${pier},"Pier Sync","2026-03","Missing features","'=HYPERLINK(""http://evil"")"`);
      expect(lines).toContain(`${tide},"Tide Tables","2026-Q1","Other","Tide January"`);
      expect(res.body).not.toMatch(/Pier January alone|Tide April|Tide May alone|Globex only|test vendor/);

      const foreignCsv = await csv(`timestampFrom=${from}&timestampTo=${to}&appId=${foreign}`);
      const missingCsv = await csv(`timestampFrom=${from}&timestampTo=${to}&appId=999999`);
      expect([foreignCsv.statusCode, foreignCsv.body]).toEqual([404, missingCsv.body]);
      expect((await csv(`timestampFrom=${from}&timestampTo=${to}`, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: `/appstore/exports/uninstall-reasons.csv?timestampFrom=${from}&timestampTo=${to}`,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
