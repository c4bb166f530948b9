import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, MOBILE, newPage, snapshot } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { PortalPage } from './pages/portal.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const rows = (page: import('playwright-core').Page) => page.getByTestId('audit-log-row');

describe('audit log', () => {
  it('shows a member what they just did, filters by kind and person, and exports the filtered log as CSV', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/developer/login');
    await new PortalPage(page).logIn('member@demo.test', 'demo-pass-1234');
    await page.waitForURL((url) => url.pathname === '/extranet');

    // an action: reveal an app's secret key on its dashboard
    await page.goto('/extranet/apps');
    const firstRow = page.locator('[data-testid^="app-row-"]').first();
    const appName = (await firstRow.getByTestId('app-row-name').innerText()).trim();
    await firstRow.locator('[data-testid^="app-open-"]').click();
    await page.getByTestId('secret-reveal').click();
    await page.locator('[data-testid="secret-key"][data-revealed="true"]').waitFor();

    await page.getByTestId('nav-audit-log').click();
    await page.waitForURL('**/extranet/audit-log');
    await expect.poll(() => rows(page).first().getAttribute('data-action')).toBe('app.credentials.reveal');
    expect(await rows(page).first().innerText()).toContain(`Revealed the secret key of app “${appName}”`);
    expect(await rows(page).first().innerText()).toContain('Mark Member');

    await page.getByTestId('audit-filter-kind').click();
    await page.getByRole('option', { name: 'Team' }).click();
    // the fresh demo data may hold no team action yet: an empty list is a right answer too
    await expect
      .poll(async () => ((await rows(page).count()) === 0 ? 'none' : await rows(page).first().getAttribute('data-action')))
      .not.toBe('app.credentials.reveal');
    const teamActions = await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-action')));
    expect(teamActions.every((a) => a?.startsWith('user.'))).toBe(true);

    await page.getByTestId('audit-filter-kind').click();
    await page.getByRole('option', { name: 'API credentials' }).click();
    await page.getByTestId('audit-filter-person').click();
    await page.getByRole('option', { name: 'Mark Member' }).click();
    await expect
      .poll(() => rows(page).evaluateAll((els) => els.every((el) => el.getAttribute('data-action') === 'app.credentials.reveal')))
      .toBe(true);
    expect(await rows(page).count()).toBeGreaterThan(0);

    const download = page.waitForEvent('download');
    await page.getByTestId('audit-log-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFF"Date (UTC)","Person","Email","Platform staff","Kind","Action","Description"');
    expect(lines.slice(1).every((line) => line.includes(',"member@demo.test","no","CREDENTIALS","app.credentials.reveal",'))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);

    await snapshot(page, 'audit-log-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 180_000);

  it('fits a 375 px screen, with no serious accessibility violation', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto('/developer/login');
    await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
    await page.waitForURL((url) => url.pathname === '/extranet');
    await page.goto('/extranet/audit-log');
    await rows(page).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snapshot(page, 'audit-log-375');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 180_000);

  it("gives staff the platform log with every organisation's entries, filtered by organisation", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/developer/login');
    await new PortalPage(page).logIn('admin@demo.test', 'demo-pass-1234');
    await page.waitForURL((url) => url.pathname === '/extranet');
    await page.getByTestId('nav-admin-audit-log').click();
    await page.waitForURL('**/extranet/admin/audit-log');
    await rows(page).first().waitFor();
    await page.getByTestId('audit-filter-organization').click();
    await page.getByRole('option', { name: 'Demo Partner', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('audit-log-organization').evaluateAll((els) => [...new Set(els.map((el) => el.textContent))]))
      .toEqual(['Demo Partner']);
    await snapshot(page, 'platform-audit-log-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // a partner sees the staff notice there, not the log
    const partner = await newPage(browser, MOBILE);
    await partner.page.goto('/developer/login');
    await new PortalPage(partner.page).logIn('owner@demo.test', 'demo-pass-1234');
    await partner.page.waitForURL((url) => url.pathname === '/extranet');
    await partner.page.goto('/extranet/admin/audit-log');
    await partner.page.getByTestId('staff-only-notice').waitFor();
    await partner.context.close();
    await context.close();
  }, 180_000);

  it('downloads the payouts table and the report charts as CSV from their screens', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/developer/login');
    await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
    await page.waitForURL((url) => url.pathname === '/extranet');
    await page.getByTestId('total-installs').waitFor();

    const installs = page.waitForEvent('download');
    await page.getByTestId('installs-export').click();
    const installsCsv = readFileSync((await (await installs).path())!, 'utf8').split('\r\n');
    // every text cell is quoted, the header's too
    expect(installsCsv[0]).toBe('\uFEFF"Period start (daily, UTC)","Installs","Uninstalls"');
    const total = Number((await page.getByTestId('total-installs').innerText()).replace(/,/g, ''));
    const summed = installsCsv
      .slice(1)
      .filter(Boolean)
      .reduce((sum, line) => sum + Number(line.split(',')[1]), 0);
    expect(summed).toBe(total);

    const countries = page.waitForEvent('download');
    await page.getByTestId('countries-export').click();
    const countriesCsv = readFileSync((await (await countries).path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(countriesCsv[0]).toBe('\uFEFF"Country code","Country","Installs"');
    expect(countriesCsv.length).toBeGreaterThan(1);
    await snapshot(page, 'reports-export-desktop');

    await page.goto('/extranet/payouts');
    await page.getByTestId('payouts-page').waitFor();
    // the demo partner has paid payouts (seed/payout-history.ts)
    const payouts = page.waitForEvent('download');
    await page.getByTestId('payouts-export').click();
    const payoutsCsv = readFileSync((await (await payouts).path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(payoutsCsv[0]).toBe('\uFEFF"Period from","Period to","Status","Amount","Currency","Requested at (UTC)","Reason"');
    expect(payoutsCsv[1]).toMatch(/^"\d{4}-\d{2}-\d{2}","\d{4}-\d{2}-\d{2}","[A-Z]+",\d+\.\d{2},"USD",/);
    expect(payoutsCsv.length - 1).toBe(await page.getByTestId('payout-row-period').count());
    await snapshot(page, 'payouts-export-desktop');
    await context.close();
  }, 180_000);
});
