import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { installations, uninstallReasons } from '../src/db/schema/index.ts';
import type { InstallationRow } from '../src/modules/installations/installations.queries.ts';
import { recordUninstallReason } from '../src/modules/installations/uninstall-reasons.queries.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { createTeam } from './fixtures.ts';
import { CREATE, classification, fieldMessages, loginCookie, readyApp } from './apps-session.ts';
import { signedInVendorUser } from './oauth-support.ts';
import { at, installWithHistory, newVendor } from './support/ledger-fixtures.ts';

const REPORT = `query($from: Float!, $to: Float!, $appId: ID) {
  uninstallReasons(timestampFrom: $from, timestampTo: $to, appId: $appId) {
    appId appName month total skipped counts { reason count } comments { reason comment month }
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
    const from = at('2026-03-01T00:00:00Z').getTime();
    const to = at('2026-04-30T23:59:59Z').getTime();
    const answer = async (appId: number, when: string, reason: string | null, comment: string | null = null, isTest = false) => {
      const row = await installWithHistory(t.db, appId, { installedAt: at('2026-01-02T00:00:00Z'), uninstalledAt: at(when), isTest });
      await recordUninstallReason(t.db, row as InstallationRow, { reason: reason as never, comment }, at(when));
    };

    beforeAll(async () => {
      await answer(pier, '2026-03-03T10:00:00Z', 'TOO_EXPENSIVE', 'First comment');
      await answer(pier, '2026-03-10T10:00:00Z', 'TOO_EXPENSIVE');
      await answer(pier, '2026-03-12T10:00:00Z', 'MISSING_FEATURES', '=HYPERLINK("http://evil")');
      await answer(pier, '2026-03-20T10:00:00Z', null);
      await answer(pier, '2026-04-02T10:00:00Z', 'DID_NOT_WORK', 'Crashed at checkout');
      for (let i = 0; i < 6; i++) await answer(tide, `2026-04-1${i}T10:00:00Z`, 'OTHER', `Comment ${i}`);
      await answer(tide, '2026-04-20T10:00:00Z', 'NOT_NEEDED', 'from the partner’s own test vendor', true);
      await answer(pier, '2026-05-02T10:00:00Z', 'SWITCHED_APP'); // after the range
      await answer(foreign, '2026-03-05T10:00:00Z', 'OTHER', 'Globex only');
    });

    it('counts the reasons per app and month, newest month first, with the newest comments, of the organisation’s apps only', async () => {
      const r = await t.gql(REPORT, { from, to }, acme);
      expect(r.errors).toBeUndefined();
      const months = r.data.uninstallReasons;
      expect(months.map((m: { appName: string; month: string }) => `${m.month} ${m.appName}`)).toEqual([
        '2026-04-01 Pier Sync',
        '2026-04-01 Tide Tables',
        '2026-03-01 Pier Sync',
      ]);
      const march = months[2];
      expect(march).toMatchObject({ appId: String(pier), total: 4, skipped: 1 });
      expect(march.counts).toEqual([
        { reason: 'NOT_NEEDED', count: 0 },
        { reason: 'TOO_EXPENSIVE', count: 2 },
        { reason: 'MISSING_FEATURES', count: 1 },
        { reason: 'DID_NOT_WORK', count: 0 },
        { reason: 'SWITCHED_APP', count: 0 },
        { reason: 'OTHER', count: 0 },
      ]);
      expect(march.comments).toEqual([
        { reason: 'MISSING_FEATURES', comment: '=HYPERLINK("http://evil")', month: '2026-03' },
        { reason: 'TOO_EXPENSIVE', comment: 'First comment', month: '2026-03' },
      ]);
      // the test vendor's answer is left out; five newest comments of six
      const tideApril = months[1];
      expect(tideApril.total).toBe(6);
      expect(tideApril.comments.map((c: { comment: string }) => c.comment)).toEqual([
        'Comment 5',
        'Comment 4',
        'Comment 3',
        'Comment 2',
        'Comment 1',
      ]);
      expect(JSON.stringify(months)).not.toContain('Globex only');

      const onlyTide = await t.gql(REPORT, { from, to, appId: String(tide) }, acme);
      expect(onlyTide.data.uninstallReasons.map((m: { appName: string }) => m.appName)).toEqual(['Tide Tables']);
    });

    it('tells the month of an answer, never its time: a range within a month answers that whole month', async () => {
      // one millisecond around the 12 March answer: were the range exact, narrowing it would find the answer's time
      const instant = at('2026-03-12T10:00:00Z').getTime();
      for (const range of [
        { from: instant, to: instant + 1 },
        { from: at('2026-03-31T23:00:00Z').getTime(), to: at('2026-03-31T23:30:00Z').getTime() },
      ]) {
        const r = await t.gql(REPORT, { ...range, appId: String(pier) }, acme);
        expect(r.errors).toBeUndefined();
        expect(r.data.uninstallReasons.map((m: { month: string; total: number }) => [m.month, m.total])).toEqual([['2026-03-01', 4]]);
      }
      const comments = (await t.gql(REPORT, { from, to }, acme)).data.uninstallReasons.flatMap((m: { comments: object[] }) => m.comments);
      expect(comments.length).toBeGreaterThan(0);
      for (const c of comments) expect(Object.values(c).join(' ')).not.toMatch(/\d{4}-\d{2}-\d{2}|T\d{2}:/);
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
      expect((await t.gql(REPORT, { from, to }, globex)).data.uninstallReasons).toEqual([
        expect.objectContaining({ appName: 'Not Acme', total: 1, comments: [expect.objectContaining({ comment: 'Globex only' })] }),
      ]);
      const reversed = await t.gql(REPORT, { from: to, to: from }, acme);
      expect(fieldMessages(reversed)).toEqual(['timestampTo: The end of the date range must be after its start']);
      const anonymous = await t.gql(REPORT, { from, to });
      expect(classification(anonymous)).toBe('UnauthorizedError');
    });

    it('exports every answer of the range as CSV, formulas neutralised; another organisation’s app 404, another site 403', async () => {
      const csv = (query: string, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'GET', url: `/appstore/exports/uninstall-reasons.csv?${query}`, headers: { ...acme, ...headers } });
      const res = await csv(`timestampFrom=${from}&timestampTo=${to}&appId=${pier}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="uninstall-reasons-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      // no time of day: it would tell which vendor left, beside the uninstall webhook of the same moment
      expect(lines[0]).toBe('"App id","App","Month","Reason","Comment"');
      expect(lines.slice(1)).toEqual([
        `${pier},"Pier Sync","2026-03","Too expensive","First comment"`,
        `${pier},"Pier Sync","2026-03","Too expensive",`,
        `${pier},"Pier Sync","2026-03","Missing features","'=HYPERLINK(""http://evil"")"`,
        `${pier},"Pier Sync","2026-03","No reason given",`,
        `${pier},"Pier Sync","2026-04","Didn't work as expected / bugs","Crashed at checkout"`,
      ]);
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
