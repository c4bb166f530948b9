import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViewer, readCookie, SESSION_COOKIE, type Viewer } from '../../src/modules/accounts/sessions.ts';
import { installCohortReport } from '../../src/modules/reports/install-cohorts.service.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createTeam } from '../fixtures.ts';
import { CREATE, classification, loginCookie, readyApp } from '../apps-session.ts';
import { at, installAt, installWithHistory, newVendor, uninstallAt } from '../support/ledger-fixtures.ts';

const COHORTS = `query($appId: ID) { installCohorts(appId: $appId) { month installs after1 after3 after6 after12 } }`;
/** The report's clock in these tests: the cohorts are December 2025 to November 2026. */
const NOW = at('2026-11-15T12:00:00Z');

describe('install cohorts', () => {
  let t: TestApp;
  let acme: { cookie: string };
  let globex: { cookie: string };
  let viewer: Viewer;
  let pier: number;
  let tide: number;
  let foreign: number;

  const cohortsAt = (appId: number | null, now = NOW) =>
    installCohortReport(t.db, viewer, { appId: appId === null ? null : String(appId) }, now);
  const monthOf = async (appId: number | null, month: string) => (await cohortsAt(appId)).find((c) => c.month === month);

  beforeAll(async () => {
    t = await createTestApp();
    acme = await loginCookie(t, (await createTeam(t.db, 'Acme Cohorts')).owner.email);
    globex = await loginCookie(t, (await createTeam(t.db, 'Globex Cohorts')).owner.email);
    viewer = (await findViewer(t.db, readCookie(acme.cookie, SESSION_COOKIE)))!;
    pier = Number((await t.gql(CREATE, { a: readyApp('Pier Cohorts') }, acme)).data.appCreate.id);
    tide = Number((await t.gql(CREATE, { a: readyApp('Tide Cohorts') }, acme)).data.appCreate.id);
    foreign = Number((await t.gql(CREATE, { a: readyApp('Not Acme Cohorts') }, globex)).data.appCreate.id);

    // January 2026: 31 Jan + 1 month is 28 Feb; uninstalled at the very start of that day, it still had the app then
    await installWithHistory(t.db, pier, { installedAt: at('2026-01-31T10:00:00Z'), uninstalledAt: at('2026-02-28T00:00:00Z') });
    // gone a second before its day 1 month on (10 Feb)
    await installWithHistory(t.db, pier, { installedAt: at('2026-01-10T09:00:00Z'), uninstalledAt: at('2026-02-09T23:59:59Z') });
    await installWithHistory(t.db, pier, { installedAt: at('2026-01-05T08:00:00Z') });
    // the partner's own test vendor is not a customer
    await installWithHistory(t.db, pier, { installedAt: at('2026-01-06T08:00:00Z'), isTest: true });
    // one vendor, two installs through the install flow: January's ends at the uninstall, March's is a new install
    const returning = await newVendor(t.db, 'DE');
    await installAt(t.db, pier, returning, null, at('2026-01-03T12:00:00Z'));
    await uninstallAt(t.db, pier, returning, at('2026-01-20T12:00:00Z'));
    await installAt(t.db, pier, returning, null, at('2026-03-05T12:00:00Z'));
    // installed before the first cohort month: its uninstall in the window counts nowhere
    await installWithHistory(t.db, pier, { installedAt: at('2025-05-20T08:00:00Z'), uninstalledAt: at('2025-06-02T08:00:00Z') });
    // July 2025: one still there a year on, one gone after eight months
    await installWithHistory(t.db, pier, { installedAt: at('2025-07-10T08:00:00Z') });
    await installWithHistory(t.db, pier, { installedAt: at('2025-07-11T08:00:00Z'), uninstalledAt: at('2026-03-11T08:00:00Z') });
    // October: month + 1 (November) has not ended on 15 November
    await installWithHistory(t.db, pier, { installedAt: at('2026-10-02T08:00:00Z') });
    await installWithHistory(t.db, tide, { installedAt: at('2026-02-14T08:00:00Z') });
    await installWithHistory(t.db, foreign, { installedAt: at('2026-01-15T08:00:00Z') });
  });
  afterAll(() => t.close());

  it('counts who still has the app 1, 3, 6 and 12 months after installing, boundary day included, each install once', async () => {
    expect(await monthOf(pier, '2026-01-01')).toEqual({ month: '2026-01-01', installs: 4, after1: 2, after3: 1, after6: 1, after12: null });
    // the returning vendor's second install
    expect(await monthOf(pier, '2026-03-01')).toEqual({ month: '2026-03-01', installs: 1, after1: 1, after3: 1, after6: 1, after12: null });
    expect(await monthOf(pier, '2025-07-01')).toEqual({ month: '2025-07-01', installs: 2, after1: 2, after3: 2, after6: 2, after12: 1 });
    expect(await monthOf(pier, '2025-06-01')).toEqual({ month: '2025-06-01', installs: 0, after1: 0, after3: 0, after6: 0, after12: 0 });
  });

  it('answers null for an offset whose month has not ended yet, and the last 18 months newest first, empty ones included', async () => {
    const cohorts = await cohortsAt(pier);
    expect(cohorts.map((c) => c.month)).toEqual([
      '2026-11-01',
      '2026-10-01',
      '2026-09-01',
      '2026-08-01',
      '2026-07-01',
      '2026-06-01',
      '2026-05-01',
      '2026-04-01',
      '2026-03-01',
      '2026-02-01',
      '2026-01-01',
      '2025-12-01',
      '2025-11-01',
      '2025-10-01',
      '2025-09-01',
      '2025-08-01',
      '2025-07-01',
      '2025-06-01',
    ]);
    expect(cohorts[0]).toEqual({ month: '2026-11-01', installs: 0, after1: null, after3: null, after6: null, after12: null });
    expect(cohorts[1]).toEqual({ month: '2026-10-01', installs: 1, after1: null, after3: null, after6: null, after12: null });
    // September + 1 (October) has ended: known, though September had nobody
    expect(cohorts[2]).toMatchObject({ installs: 0, after1: 0, after3: null });
    // a month later the October cohort's +1 is known
    expect((await cohortsAt(pier, at('2026-12-01T00:00:00Z'))).find((c) => c.month === '2026-10-01')).toMatchObject({
      after1: 1,
      after3: null,
    });
    // +12 is known for the five oldest of the 18 months (COHORT_MONTHS): their twelfth month after has ended
    expect(cohorts.map((c) => c.after12 !== null)).toEqual([...Array(13).fill(false), ...Array(5).fill(true)]);
  });

  it("sums the organisation's apps when no app is given, and never another organisation's", async () => {
    expect(await monthOf(null, '2026-01-01')).toMatchObject({ installs: 4 }); // not Globex's January install
    expect(await monthOf(null, '2026-02-01')).toMatchObject({ installs: 1, after1: 1 });
    expect(await monthOf(pier, '2026-02-01')).toMatchObject({ installs: 0 });
  });

  it("answers another organisation's app exactly as a missing one, in GraphQL and in the CSV export", async () => {
    const foreignApp = await t.gql(COHORTS, { appId: String(foreign) }, acme);
    const missing = await t.gql(COHORTS, { appId: '999999' }, acme);
    const nonsense = await t.gql(COHORTS, { appId: 'x'.repeat(30) }, acme);
    expect(classification(foreignApp)).toBe('NotFoundError');
    const seen = (r: typeof missing) =>
      r.errors?.map((e: { message: string; extensions: { classification: string } }) => [e.message, e.extensions.classification]);
    expect(seen(foreignApp)).toEqual(seen(missing));
    expect(seen(nonsense)).toEqual(seen(missing));
    expect(classification(await t.gql(COHORTS, {}, {}))).toBe('UnauthorizedError');
    // Globex itself sees its install
    const own = await t.gql(COHORTS, { appId: String(foreign) }, globex);
    expect(own.errors).toBeUndefined();
    expect(own.data.installCohorts.find((c: { month: string }) => c.month === '2026-01-01')?.installs ?? 0).toBe(
      // the months move with the real clock; January 2026 is in them until the end of 2026
      Date.now() < at('2027-01-01T00:00:00Z').getTime() ? 1 : 0,
    );

    const csv = (query: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/appstore/exports/install-cohorts.csv${query}`, headers: { ...acme, ...headers } });
    const foreignCsv = await csv(`?appId=${foreign}`);
    const missingCsv = await csv('?appId=999999');
    expect([foreignCsv.statusCode, foreignCsv.body]).toEqual([404, missingCsv.body]);
    expect(missingCsv.statusCode).toBe(404);
    expect((await csv('', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/appstore/exports/install-cohorts.csv' })).statusCode).toBe(401);
  });

  it('exports the GraphQL table as CSV: UTF-8, a header row, ISO months, empty cells for offsets not reached', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/appstore/exports/install-cohorts.csv?appId=${pier}`, headers: acme });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="install-cohorts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      '"Install month (UTC)","Installs",' +
        '"Still installed after 1 month","Still installed after 1 month (%)","Still installed after 3 months","Still installed after 3 months (%)",' +
        '"Still installed after 6 months","Still installed after 6 months (%)","Still installed after 12 months","Still installed after 12 months (%)"',
    );
    const table = (await t.gql(COHORTS, { appId: String(pier) }, acme)).data.installCohorts as {
      month: string;
      installs: number;
      after1: number | null;
      after3: number | null;
      after6: number | null;
      after12: number | null;
    }[];
    const cell = (n: number | null, installs: number) => (n === null ? ',' : `${n},${installs ? Math.round((n / installs) * 100) : ''}`);
    expect(lines).toEqual(
      table.map(
        (c) =>
          `"${c.month.slice(0, 7)}",${c.installs},${cell(c.after1, c.installs)},${cell(c.after3, c.installs)},${cell(c.after6, c.installs)},${cell(c.after12, c.installs)}`,
      ),
    );
    expect(lines[0]).toMatch(/^"\d{4}-\d{2}",\d+,,,,,,,,$/); // the current month: nothing known yet
  });
});
