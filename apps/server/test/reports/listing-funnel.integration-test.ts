import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelDaily } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createTeam } from '../fixtures.ts';
import { CREATE, classification, loginCookie, readyApp } from '../apps-session.ts';

const FUNNEL = `query($appId: ID!, $from: String!, $to: String!) {
  listingFunnel(appId: $appId, from: $from, to: $to) {
    appId appName period { from to } previousPeriod { from to }
    steps { step count conversion previousCount previousConversion sources { source count } }
  }
}`;

type Step = { step: string; count: number; conversion: number | null; previousCount: number; previousConversion: number | null };

describe('the listing funnel report', () => {
  let t: TestApp;
  let acme: { cookie: string };
  let globex: { cookie: string };
  let pier: number;
  let foreign: number;

  const row = (appId: number, day: string, step: string, source: string, count: number) => ({ appId, day, step, source, count });

  beforeAll(async () => {
    t = await createTestApp();
    acme = await loginCookie(t, (await createTeam(t.db, 'Acme Funnel')).owner.email);
    globex = await loginCookie(t, (await createTeam(t.db, 'Globex Funnel')).owner.email);
    pier = Number((await t.gql(CREATE, { a: readyApp('Pier Funnel') }, acme)).data.appCreate.id);
    foreign = Number((await t.gql(CREATE, { a: readyApp('Not Acme Funnel') }, globex)).data.appCreate.id);
    await t.db.insert(funnelDaily).values([
      // the period asked for: 1-10 March 2026, both ends included
      row(pier, '2026-03-01', 'IMPRESSION', 'HOME', 600),
      row(pier, '2026-03-10', 'IMPRESSION', 'SEARCH', 400),
      row(pier, '2026-03-05', 'LISTING_VIEW', 'SEARCH', 150),
      row(pier, '2026-03-05', 'LISTING_VIEW', 'DIRECT', 50),
      row(pier, '2026-03-06', 'INSTALL_CLICK', 'SEARCH', 40),
      row(pier, '2026-03-06', 'CONSENT_SHOWN', 'DIRECT', 30),
      row(pier, '2026-03-06', 'INSTALL_COMPLETED', 'DIRECT', 27),
      // the ten days before: 19-28 February
      row(pier, '2026-02-19', 'IMPRESSION', 'HOME', 500),
      row(pier, '2026-02-28', 'LISTING_VIEW', 'HOME', 100),
      row(pier, '2026-02-28', 'INSTALL_CLICK', 'HOME', 10),
      // outside both
      row(pier, '2026-02-18', 'IMPRESSION', 'HOME', 9999),
      row(pier, '2026-03-11', 'IMPRESSION', 'HOME', 9999),
      row(foreign, '2026-03-05', 'IMPRESSION', 'HOME', 77),
    ]);
  });
  afterAll(() => t.close());

  it('gives each step, its conversion from the step before, and the same for the previous period of equal length', async () => {
    const res = await t.gql(FUNNEL, { appId: String(pier), from: '2026-03-01', to: '2026-03-10' }, acme);
    expect(res.errors).toBeUndefined();
    const report = res.data.listingFunnel;
    expect(report).toMatchObject({
      appId: String(pier),
      appName: 'Pier Funnel',
      period: { from: '2026-03-01', to: '2026-03-10' },
      previousPeriod: { from: '2026-02-19', to: '2026-02-28' },
    });
    expect(
      report.steps.map(({ step, count, conversion, previousCount, previousConversion }: Step) => [
        step,
        count,
        conversion,
        previousCount,
        previousConversion,
      ]),
    ).toEqual([
      ['IMPRESSION', 1000, null, 500, null],
      ['LISTING_VIEW', 200, 20, 100, 20],
      ['INSTALL_CLICK', 40, 20, 10, 10],
      ['CONSENT_SHOWN', 30, 75, 0, 0],
      ['INSTALL_COMPLETED', 27, 90, 0, null],
    ]);
    expect(report.steps[1].sources).toEqual([
      { source: 'HOME', count: 0 },
      { source: 'SEARCH', count: 150 },
      { source: 'CATEGORY', count: 0 },
      { source: 'DIRECT', count: 50 },
    ]);
  });

  it('takes one day, and a leap year of 366 days, but refuses a longer or reversed period and no real day, with the field', async () => {
    const ask = (from: string, to: string) => t.gql(FUNNEL, { appId: String(pier), from, to }, acme);
    const oneDay = await ask('2026-03-10', '2026-03-10');
    expect(oneDay.data.listingFunnel.steps[0].count).toBe(400);
    expect(oneDay.data.listingFunnel.previousPeriod).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect((await ask('2027-03-01', '2028-02-29')).errors).toBeUndefined();
    const fieldsOf = (r: Awaited<ReturnType<typeof ask>>) => [classification(r), r.errors?.[0]?.extensions.fields];
    expect(fieldsOf(await ask('2027-03-01', '2028-03-01'))).toEqual([
      'ValidationError',
      [{ field: 'to', message: 'The period can be at most 366 days' }],
    ]);
    expect(fieldsOf(await ask('2026-03-10', '2026-03-09'))).toEqual([
      'ValidationError',
      [{ field: 'to', message: 'The period must end on or after its first day' }],
    ]);
    expect(fieldsOf(await ask('2026-02-30', 'yesterday'))).toEqual([
      'ValidationError',
      [
        { field: 'from', message: "Give the first day of the period as 'YYYY-MM-DD'" },
        { field: 'to', message: "Give the last day of the period as 'YYYY-MM-DD'" },
      ],
    ]);
  });

  it("answers another organisation's app exactly as a missing one, in GraphQL and in the CSV export", async () => {
    const period = { from: '2026-03-01', to: '2026-03-10' };
    const foreignApp = await t.gql(FUNNEL, { appId: String(foreign), ...period }, acme);
    const missing = await t.gql(FUNNEL, { appId: '999999', ...period }, acme);
    expect(classification(foreignApp)).toBe('NotFoundError');
    const seen = (r: typeof missing) => r.errors?.map((e) => [e.message, e.extensions.classification]);
    expect(seen(foreignApp)).toEqual(seen(missing));
    expect(classification(await t.gql(FUNNEL, { appId: String(pier), ...period }, {}))).toBe('UnauthorizedError');
    const own = await t.gql(FUNNEL, { appId: String(foreign), ...period }, globex);
    expect(own.data.listingFunnel.steps[0].count).toBe(77);

    const csv = (query: string) => t.app.inject({ method: 'GET', url: `/appstore/exports/funnel.csv${query}`, headers: acme });
    const foreignCsv = await csv(`?appId=${foreign}&from=2026-03-01&to=2026-03-10`);
    const missingCsv = await csv('?appId=999999&from=2026-03-01&to=2026-03-10');
    expect(missingCsv.statusCode).toBe(404);
    expect([foreignCsv.statusCode, foreignCsv.body]).toEqual([404, missingCsv.body]);
  });

  it('exports the table as CSV: a row per step with its sources', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/appstore/exports/funnel.csv?appId=${pier}&from=2026-03-01&to=2026-03-10`,
      headers: acme,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="funnel-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      '"Step","Count 2026-03-01 to 2026-03-10 (UTC)","Conversion from the step before (%)","Count 2026-02-19 to 2026-02-28 (UTC)","Conversion then (%)","From home page","From search","From category","From direct"',
      '"Store impressions",1000,,500,,600,400,0,0',
      '"Listing page views",200,20,100,20,0,150,0,50',
      '"Install clicks",40,20,10,10,0,40,0,0',
      '"Consents shown",30,75,0,0,0,0,0,30',
      '"Installs completed",27,90,0,,0,0,0,27',
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/appstore/exports/funnel.csv?appId=${pier}&from=2026-03-10&to=2026-03-01`,
      headers: acme,
    });
    expect(bad.statusCode).toBe(400);
  });
});
