import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { completeTestInstallation, createTeam } from '../fixtures.ts';
import { CREATE, classification, fieldMessages, loginCookie, readyApp } from '../apps-session.ts';
import { at, installWithHistory } from '../support/ledger-fixtures.ts';

const DASHBOARD = `query($from: Float!, $to: Float!, $split: Split!) {
  appDashboard(timestampFrom: $from, timestampTo: $to, split: $split) {
    installations { label amount } uninstallations { label amount } installationsByCountry { label amount }
  }
}`;

/** A vendor in `country` that installed the app at `installedAt` and, if given, uninstalled it later. */
const history = (db: Db, appId: number, country: string, installedAt: Date, uninstalledAt?: Date, isTest = false) =>
  installWithHistory(db, appId, { country, installedAt, uninstalledAt, isTest });

describe('the reports dashboard (appDashboard)', () => {
  let t: TestApp;
  let acme: { cookie: string };
  let globex: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await loginCookie(t, (await createTeam(t.db, 'Acme Reports')).owner.email);
    globex = await loginCookie(t, (await createTeam(t.db, 'Globex Reports')).owner.email);
    const first = Number((await t.gql(CREATE, { a: readyApp('Counter') }, acme)).data.appCreate.id);
    const second = Number((await t.gql(CREATE, { a: readyApp('Second') }, acme)).data.appCreate.id);
    const other = Number((await t.gql(CREATE, { a: readyApp('Not Acme') }, globex)).data.appCreate.id);

    await history(t.db, first, 'IS', at('2026-10-01T00:00:00Z'), at('2026-10-03T23:59:59Z'));
    await history(t.db, first, 'IS', at('2026-10-01T12:00:00Z'));
    await history(t.db, second, 'US', at('2026-10-02T08:00:00Z'));
    await history(t.db, second, 'DE', at('2026-09-30T23:59:59Z')); // before the range
    await history(t.db, other, 'FR', at('2026-10-02T09:00:00Z')); // another organisation's app
    await history(t.db, first, 'GB', at('2026-10-02T10:00:00Z'), undefined, true); // a test installation
    await completeTestInstallation(t.db, { id: first });
  });
  afterAll(() => t.close());

  it('counts installs and uninstalls per UTC day with empty days present, only of the organisation’s apps', async () => {
    const r = await t.gql(
      DASHBOARD,
      { from: at('2026-10-01T00:00:00Z').getTime(), to: at('2026-10-04T23:59:59Z').getTime(), split: 'DAILY' },
      acme,
    );
    expect(r.errors).toBeUndefined();
    const d = r.data.appDashboard;
    expect(d.installations).toEqual([
      { label: '2026-10-01', amount: 2 },
      { label: '2026-10-02', amount: 1 },
      { label: '2026-10-03', amount: 0 },
      { label: '2026-10-04', amount: 0 },
    ]);
    expect(d.uninstallations.map((e: { amount: number }) => e.amount)).toEqual([0, 0, 1, 0]);
    expect(d.installationsByCountry).toEqual([
      { label: 'IS', amount: 2 },
      { label: 'US', amount: 1 },
    ]);
  });

  it('buckets by ISO week (Monday) and by month', async () => {
    const weekly = (
      await t.gql(
        DASHBOARD,
        { from: at('2026-09-28T00:00:00Z').getTime(), to: at('2026-10-11T00:00:00Z').getTime(), split: 'WEEKLY' },
        acme,
      )
    ).data.appDashboard.installations;
    expect(weekly).toEqual([
      { label: '2026-09-28', amount: 4 },
      { label: '2026-10-05', amount: 0 },
    ]);
    const monthly = (
      await t.gql(
        DASHBOARD,
        { from: at('2026-09-01T00:00:00Z').getTime(), to: at('2026-11-20T00:00:00Z').getTime(), split: 'MONTHLY' },
        acme,
      )
    ).data.appDashboard.installations;
    expect(monthly).toEqual([
      { label: '2026-09-01', amount: 1 },
      { label: '2026-10-01', amount: 3 },
      { label: '2026-11-01', amount: 0 },
    ]);
  });

  it('shows another organisation only its own installs', async () => {
    const d = (
      await t.gql(
        DASHBOARD,
        { from: at('2026-10-01T00:00:00Z').getTime(), to: at('2026-10-04T00:00:00Z').getTime(), split: 'DAILY' },
        globex,
      )
    ).data.appDashboard;
    expect(d.installationsByCountry).toEqual([{ label: 'FR', amount: 1 }]);
  });

  it('refuses a reversed or too long range and a logged-out caller, without data', async () => {
    const reversed = await t.gql(DASHBOARD, { from: 2_000_000, to: 1_000_000, split: 'DAILY' }, acme);
    expect(classification(reversed)).toBe('ValidationError');
    expect(fieldMessages(reversed)).toEqual(['timestampTo: The end of the date range must be after its start']);
    const tooLong = await t.gql(DASHBOARD, { from: 0, to: 400 * 86_400_000, split: 'DAILY' }, acme);
    expect(fieldMessages(tooLong)).toEqual(['timestampTo: The date range can be at most 365 days']);
    const anonymous = await t.gql(DASHBOARD, { from: 0, to: 86_400_000, split: 'DAILY' });
    expect(classification(anonymous)).toBe('UnauthorizedError');
    expect(anonymous.data?.appDashboard ?? null).toBeNull();
  });

  it('answers a start beyond the dates it can count with a ValidationError, not a server error', async () => {
    const day = 86_400_000;
    // beyond what a JavaScript date holds, and beyond year 9999 (which no database date format writes alike)
    for (const from of [1e16, 8.64e15 - day, Date.UTC(10000, 0, 1), Date.UTC(9999, 11, 31)]) {
      const r = await t.gql(DASHBOARD, { from, to: from + day, split: 'DAILY' }, acme);
      expect(fieldMessages(r), String(from)).toEqual(['timestampFrom: Choose a valid start of the date range']);
    }
    // the latest start whose longest range still ends before year 10000
    const lastDays = await t.gql(DASHBOARD, { from: Date.UTC(9998, 11, 28), to: Date.UTC(9998, 11, 29), split: 'DAILY' }, acme);
    expect(lastDays.errors).toBeUndefined();
    expect(lastDays.data.appDashboard.installations).toEqual([
      { label: '9998-12-28', amount: 0 },
      { label: '9998-12-29', amount: 0 },
    ]);
  });
});
