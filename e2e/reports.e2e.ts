import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, MOBILE, newPage } from './support/browser.ts';
import { PortalPage } from './pages/portal.ts';

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
});
