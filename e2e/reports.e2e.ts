import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, MOBILE, newPage, SIZES, snapshot } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { PortalPage } from './pages/portal.ts';
import { StorePage } from './pages/catalog.ts';
import { VendorPages } from './pages/vendor.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('reports overview', () => {
  it("shows the demo partner's installs, uninstalls and top countries, and changes range and split", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/developer/login');
    await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
    await page.waitForURL((url) => url.pathname === '/extranet');

    const total = page.getByTestId('total-installs');
    await total.waitFor();
    const last30 = Number((await total.textContent())!.replace(/,/g, ''));
    expect(last30).toBeGreaterThan(0);
    // ten countries, most first, drawn as bars
    await page.getByTestId('countries-chart').locator('.recharts-bar-rectangle').nth(9).waitFor();

    await page.getByLabel('Date range').click();
    await page.getByRole('option', { name: 'Last 365 days' }).click();
    // longer ranges start monthly (spec §9)
    await expect.poll(() => page.getByTestId('dashboard-split').inputValue()).toBe('MONTHLY');
    await expect.poll(async () => Number((await total.textContent())!.replace(/,/g, ''))).toBeGreaterThan(last30);

    await page.getByLabel('Split').click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await page
      .getByTestId('installs-chart')
      .getByText(/^Week\(\d+\)$/)
      .first()
      .waitFor();
    await context.close();
  });

  it('fits a 375 px screen without sideways scrolling', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto('/developer/login');
    await new PortalPage(page).logIn('member@demo.test', 'demo-pass-1234');
    await page.getByTestId('total-installs').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  describe.each(SIZES)('install cohorts at %s', (size, viewport) => {
    it("shows the demo partner's cohorts as counts and percents, a dash where a month has not ended, and the CSV of the same table", async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/developer/login');
      await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
      const card = page.getByTestId('install-cohorts');
      const table = card.getByRole('table', { name: 'Install cohorts, last 18 months' });
      await table.waitFor();
      await card.scrollIntoViewIfNeeded();

      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => Array.from(tr.children, (cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())),
        );
      expect(rows).toHaveLength(18);
      const now = new Date();
      const monthName = now.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
      // newest first: this month, whose +1 has not come yet
      expect(rows[0]!.slice(0, 1)).toEqual([`${monthName} ${now.getUTCFullYear()}`]);
      const notKnown = (cell: string | undefined) => /^–\s*Not known yet$/.test(cell ?? '');
      expect(rows[0]!.slice(2).map(notKnown)).toEqual([true, true, true, true]);
      // the demo partner had installs months ago, and some of those vendors still have the app a month on
      const known = rows.filter((r) => !notKnown(r[2]) && Number(r[1]!.replace(/,/g, '')) > 0);
      expect(known.length).toBeGreaterThan(0);
      for (const [, installs, after1] of known) {
        const [count, percent] = after1!.split(' ');
        expect(Number(count)).toBeLessThanOrEqual(Number(installs!.replace(/,/g, '')));
        expect(percent).toBe(`${Math.round((Number(count) / Number(installs!.replace(/,/g, ''))) * 100)}%`);
      }
      await expect.poll(() => page.getByTestId('install-cohorts-empty').count()).toBe(0);

      // the link downloads the same table (the session cookie goes with a same-site request)
      const href = await page.getByTestId('install-cohorts-export').getAttribute('href');
      expect(href).toBe('/appstore/exports/install-cohorts.csv');
      const csv = await page.evaluate(async (url) => (await fetch(url)).text(), href!);
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toMatch(/^"Install month \(UTC\)","Installs","Still installed after 1 month",/);
      expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(rows.map((r) => r[1]!.replace(/,/g, '')));
      expect(lines[1]).toMatch(new RegExp(`^"${now.toISOString().slice(0, 7)}",\\d+,,,,,,,,$`));

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page, '[data-testid="install-cohorts"]')).toEqual([]);
      await snapshot(page, `install-cohorts-${size === 'desktop' ? 1280 : 375}`);
      await context.close();
    });
  });

  it('tells a partner without installs what to do next instead of an empty cohort table', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/developer/login');
    await new PortalPage(page).logIn('newcomer@demo.test', 'demo-pass-1234');
    const empty = page.getByTestId('install-cohorts-empty');
    await empty.waitFor();
    expect(await empty.innerText()).toContain('No vendor installed your apps in the last 18 months.');
    expect(await empty.getByRole('link', { name: 'Open your apps' }).getAttribute('href')).toBe('/extranet/apps');
    expect(await page.getByTestId('install-cohorts-table').count()).toBe(0);
    await empty.scrollIntoViewIfNeeded();
    await snapshot(page, 'install-cohorts-empty-1280');
    await context.close();
  });
  describe.each(SIZES)('revenue at %s', (size, viewport) => {
    it("shows the demo partner's revenue month by month from the ledger, per app too, and downloads the same table as CSV", async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/developer/login');
      await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
      const card = page.getByTestId('revenue');
      const table = card.getByRole('table', { name: 'Revenue, last 12 months, in USD' });
      await table.waitFor();
      await card.scrollIntoViewIfNeeded();
      const readRows = () =>
        table
          .locator('tbody tr')
          .evaluateAll((trs) =>
            trs.map((tr) => Array.from(tr.children, (cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())),
          );
      const rows = await readRows();
      expect(rows).toHaveLength(12);
      const now = new Date();
      // the running month is read so far: what subscriptions will still be charged in it is due later, not churned
      expect(rows[0]![0]).toBe(`${now.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${now.getUTCFullYear()} so far`);
      expect(rows[1]![0]).not.toContain('so far');
      // the demo partner's vendors pay: some months have recurring revenue and paying installs
      const paying = rows.filter((r) => r[1] !== '$0.00' && Number(r[7]) > 0);
      expect(paying.length).toBeGreaterThan(0);
      const amount = /^-?\$[\d,]+\.\d{2}$/;
      for (const r of rows) for (const cell of [r[1], r[3], r[4], r[5], r[6], r[10]]) expect(cell).toMatch(amount);
      expect(rows[0]![2]).toMatch(amount);
      for (const r of rows.slice(1)) expect(r[2]).toMatch(/^–\s*Nothing due$/);
      // the running month's movement explains its MRR so far and what is due later, to the cent
      const cents = (cell: string) => Math.round(Number(cell.replace(/[$,]/g, '')) * 100);
      const [mrr, due, added, grown, shrunk, churned] = rows[0]!.slice(1, 7).map(cents);
      expect(added! + grown! - shrunk! - churned!).toBe(mrr! + due! - cents(rows[1]![1]!));
      expect(await card.getByTestId('revenue-empty').count()).toBe(0);

      // the link downloads the same table, in exact decimals with the currency (the session cookie goes with it)
      const href = await page.getByTestId('revenue-export').getAttribute('href');
      expect(href).toBe('/appstore/exports/revenue.csv');
      const csv = await page.evaluate(async (url) => (await fetch(url)).text(), href!);
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        '"Month (UTC)","Currency","MRR","Due later this month","New","Expansion","Contraction","Churned","Paying installs","Trial starts","Trial conversions","Earnings (all charges)"',
      );
      const dollars = (cell: string) => cell.replace(/[$,]/g, '');
      expect(lines.slice(1)).toEqual(
        rows.map((r, n) =>
          [
            `"${new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1)).toISOString().slice(0, 7)}"`,
            '"USD"',
            dollars(r[1]!),
            n === 0 ? dollars(r[2]!) : '0.00',
            ...r.slice(3, 7).map(dollars),
            ...r.slice(7, 10),
            dollars(r[10]!),
          ].join(','),
        ),
      );

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page, '[data-testid="revenue"]')).toEqual([]);
      await snapshot(page, `revenue-${size === 'desktop' ? 1280 : 375}`);

      // one app: its own rows, and its own CSV
      await card.getByLabel('App').click();
      const option = page.getByRole('option').nth(1);
      const appName = (await option.innerText()).trim();
      await option.click();
      // an app that earned nothing says so instead of a table of zeros
      await card
        .getByRole('table', { name: `Revenue of ${appName}, last 12 months, in USD` })
        .or(card.getByTestId('revenue-empty').getByText(`${appName} earned nothing in the last 12 months.`))
        .waitFor();
      expect(await page.getByTestId('revenue-export').getAttribute('href')).toMatch(/^\/appstore\/exports\/revenue\.csv\?appId=\d+$/);
      await context.close();
    });
  });

  it('tells a partner without revenue what to do next instead of a table of zeros', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/developer/login');
    await new PortalPage(page).logIn('newcomer@demo.test', 'demo-pass-1234');
    const empty = page.getByTestId('revenue-empty');
    await empty.waitFor();
    expect(await empty.innerText()).toContain('Your apps earned nothing in the last 12 months.');
    expect(await empty.getByRole('link', { name: 'Open your apps' }).getAttribute('href')).toBe('/extranet/apps');
    expect(await page.getByTestId('revenue-table').count()).toBe(0);
    await empty.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page, '[data-testid="revenue"]')).toEqual([]);
    await snapshot(page, 'revenue-empty-1280');
    await context.close();
  });
});

describe('listing funnel', () => {
  const APP = 'Demo Booking Sync';

  /** The card's counts as its tables show them: each step's count, and each source's row. */
  async function funnelFigures(page: import('playwright-core').Page) {
    const card = page.getByTestId('listing-funnel');
    await card.getByTestId('listing-funnel-table').waitFor();
    const number = async (testId: string, cell: number) =>
      Number((await card.getByTestId(testId).locator('td').nth(cell).innerText()).replace(/,/g, ''));
    return {
      views: await number('funnel-step-LISTING_VIEW', 0),
      clicks: await number('funnel-step-INSTALL_CLICK', 0),
      searchImpressions: await number('funnel-source-SEARCH', 0),
      searchViews: await number('funnel-source-SEARCH', 1),
      searchClicks: await number('funnel-source-SEARCH', 2),
    };
  }

  async function openFunnel(page: import('playwright-core').Page) {
    await page.goto('/developer/login');
    await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
    const card = page.getByTestId('listing-funnel');
    await card.waitFor();
    await card.getByRole('combobox', { name: /^App\b/ }).click();
    await page.getByRole('option', { name: APP, exact: true }).click();
    await expect.poll(() => card.getByTestId('listing-funnel-app').inputValue()).not.toBe('');
    await card.getByTestId('listing-funnel-table').waitFor();
    return card;
  }

  it("counts a visitor's search, listing view and Install click in the partner's funnel", async () => {
    const partner = await newPage(browser);
    await openFunnel(partner.page);
    // the demo data's year of counts is there before anyone visits
    const before = await funnelFigures(partner.page);
    expect(before.views).toBeGreaterThan(0);

    // a signed-in vendor searches the store, opens the app from its card and clicks Install. Each step counts once
    // a day per visitor address, and other tests visit the store too: this visitor comes from an address of its own
    const context = await browser.newContext({
      viewport: DESKTOP,
      baseURL: baseUrl(),
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.28' },
    });
    const visitor = { context, page: await context.newPage() };
    await visitor.page.goto('/vendor/login?next=/vendor/apps');
    await new VendorPages(visitor.page).signIn();
    await visitor.page.waitForURL('**/vendor/apps');
    const store = new StorePage(visitor.page);
    await store.openHome();
    await store.search(APP);
    await store.waitForResults(APP);
    await store.card(APP).click();
    await visitor.page.waitForURL(/\/app-details\/\d+\?from=search$/);
    await visitor.page.getByTestId('listing-install').click();
    await visitor.page.waitForURL('**/vendor/install/**');
    await visitor.context.close();

    // counted within a second or so; other tests may visit the store too, so at least one more of each
    await expect
      .poll(
        async () => {
          await partner.page.reload();
          await partner.page
            .getByTestId('listing-funnel')
            .getByRole('combobox', { name: /^App\b/ })
            .click();
          await partner.page.getByRole('option', { name: APP, exact: true }).click();
          const after = await funnelFigures(partner.page);
          return [
            after.searchImpressions > before.searchImpressions,
            after.searchViews > before.searchViews,
            after.searchClicks > before.searchClicks,
            after.views > before.views,
            after.clicks > before.clicks,
          ];
        },
        { timeout: 20_000, interval: 1_500 },
      )
      .toEqual([true, true, true, true, true]);
    await partner.context.close();
  });

  describe.each(SIZES)('at %s', (size, viewport) => {
    it('shows each step with its conversion and change against the period before, fits the screen and passes axe', async () => {
      const { context, page } = await newPage(browser, viewport);
      const card = await openFunnel(page);
      const rows = await card
        .getByTestId('listing-funnel-table')
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => Array.from(tr.children, (cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())),
        );
      // what the counts can and cannot prove
      expect(await card.getByTestId('listing-funnel-caveat').innerText()).toMatch(/counts once a day.*cannot prove how many people came/s);
      expect(rows.map((r) => r[0])).toEqual([
        'Store impressions',
        'Listing page views',
        'Install clicks',
        'Consents shown',
        'Installs completed',
      ]);
      // the first step has no conversion; the others are a share of the step before
      expect(rows[0]![2]).toMatch(/^–\s*First step$/);
      for (const row of rows.slice(1)) expect(row[2]).toMatch(/^\d+(\.\d)?%$|^–/);
      for (const row of rows) expect(row[4]).toMatch(/^([+−]\d+%|No change|New|–.*)$/);
      const href = await page.getByTestId('listing-funnel-export').getAttribute('href');
      expect(href).toMatch(/^\/appstore\/exports\/funnel\.csv\?appId=\d+&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
      const csv = await page.evaluate(async (url) => (await fetch(url)).text(), href!);
      expect(csv.replace(/^\uFEFF/, '').split('\r\n')[1]).toMatch(/^"Store impressions",\d+,/);

      await card.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page, '[data-testid="listing-funnel"]')).toEqual([]);
      await snapshot(page, `listing-funnel-${size === 'desktop' ? 1280 : 375}`);
      await context.close();
    });
  });
});
