import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, newPage, snapshot } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { StorePage } from './pages/catalog.ts';
import { VendorPages } from './pages/vendor.ts';

/**
 * The Example Partner App that `npm start` runs beside the store (examples/partner-app on DEMO_PARTNER_APP_PORT,
 * which the global setup chose): a newcomer installs it into Demo Tours and sees every step of the protocol.
 */
const partnerAppUrl = () => inject('demoPartnerAppUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function lookAt(page: Page, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  await snapshot(page, `${name}-desktop`);
  await page.setViewportSize(MOBILE);
  expect(await seriousViolations(page), `${name} at 375 px`).toEqual([]);
  // nothing wider than the phone's screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  await snapshot(page, `${name}-375`);
  const hooks = page.getByTestId('partner-app-webhooks');
  if ((await hooks.count()) > 0) {
    await hooks.scrollIntoViewIfNeeded();
    await snapshot(page, `${name}-375-webhooks`);
  }
  await page.setViewportSize(DESKTOP);
}

describe('the demo partner app', () => {
  it('tells a visitor who opens it directly to open it from the App Store', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${partnerAppUrl()}/`);
    expect(await page.locator('h1').innerText()).toBe('Open this app from the App Store');
    expect(await page.getByRole('link', { name: 'Go to the App Store' }).getAttribute('href')).toMatch(/\/apps$/);
    await lookAt(page, 'demo-partner-app-about');
    await context.close();
  });

  it('sends a vendor who installs a demo app on an example address to the app that runs for real', async () => {
    const { context, page } = await newPage(browser);
    const store = new StorePage(page);
    await store.openSearch('Ledger Sync');
    await store.card('Ledger Sync').click();
    await page.getByTestId('listing-install').click();
    await page.waitForURL('**/vendor/login**');
    await new VendorPages(page).signIn();

    // not the browser's DNS error for app.ledgerline.example
    const explained = page.getByTestId('example-site');
    await explained.waitFor();
    expect(await page.locator('h1').innerText()).toBe('Ledger Sync cannot be opened');
    expect(await explained.innerText()).toContain('is an example address that never exists');
    await lookAt(page, 'demo-example-site');

    await page.getByTestId('example-site-try').click();
    await store.card('Example Partner App').waitFor();
    await context.close();
  });

  it(
    "installs from the store's listing as the demo vendor: consent, back in the app with the vendor read through the App API, then a test booking's webhook arrives",
    {
      timeout: 150_000,
    },
    async () => {
      const { context, page } = await newPage(browser);
      const store = new StorePage(page);
      await store.openSearch('Example Partner App');
      await store.card('Example Partner App').click();
      await page.getByTestId('listing-title').waitFor();
      await snapshot(page, 'demo-partner-app-listing');
      await page.getByTestId('listing-install').click();
      await page.waitForURL('**/vendor/login**');
      const vendor = new VendorPages(page);
      await vendor.signIn();

      await page.getByTestId('consent-page').waitFor();
      expect(await page.getByTestId('consent-page').innerText()).toContain('Install Example Partner App');
      await page.getByTestId('consent-install').click();

      // back at the partner app: installed, and the vendor as the App API answered the app's token
      await page.getByTestId('partner-app-installed').waitFor();
      expect(page.url()).toBe(`${partnerAppUrl()}/app?installed=1`);
      expect(await page.locator('h1').innerText()).toBe('Installed for Demo Tours');
      expect(await page.getByTestId('partner-app-installed').innerText()).toContain('Installation complete');
      expect(await page.getByTestId('partner-app-vendor').innerText()).toBe('Demo Tours');
      expect(await page.getByTestId('partner-app-vendor-details').innerText()).toContain('demo-tours');
      expect(await page.getByTestId('partner-app-no-webhooks').isVisible()).toBe(true);
      await lookAt(page, 'demo-partner-app-installed');

      // a booking made through the App API fires bookings/create back to the app, signed both ways
      await page.getByTestId('partner-app-test-booking').click();
      await page.getByTestId('partner-app-booked').waitFor();
      const code = (await page.getByTestId('partner-app-booked').locator('b').innerText()).trim();
      expect(code).not.toBe('');
      const received = page.getByTestId('partner-app-webhook').filter({ hasText: code });
      for (let i = 0; i < 40 && (await received.count()) === 0; i++) {
        await new Promise((r) => setTimeout(r, 250));
        await page.goto(`${partnerAppUrl()}/app`);
      }
      expect(await received.innerText()).toMatch(/bookings\/create\s+Booking .+ \(CONFIRMED\)[\s\S]*Valid/);
      await lookAt(page, 'demo-partner-app-webhooks');

      // opened again from the vendor's apps, the app knows the installation
      await page.goto('/vendor/apps');
      await vendor.appRow('Example Partner App').locator('[data-testid^="vendor-app-open-"]').click();
      await page.getByTestId('partner-app-home').waitFor();
      expect(page.url()).toBe(`${partnerAppUrl()}/app`);
      expect(await page.getByTestId('partner-app-webhook').filter({ hasText: code }).count()).toBe(1);

      // uninstalled in the store's vendor pages: the app hears apps/uninstall and its token no longer works
      await vendor.uninstall('Example Partner App');
      const uninstall = page.getByTestId('partner-app-webhook').filter({ hasText: 'apps/uninstall' });
      for (let i = 0; i < 40 && (await uninstall.count()) === 0; i++) {
        await page.goto(`${partnerAppUrl()}/app`);
        if ((await uninstall.count()) === 0) await new Promise((r) => setTimeout(r, 250));
      }
      expect(await uninstall.innerText()).toMatch(/The vendor uninstalled the app[\s\S]*Valid/);
      expect(await page.locator('h1').innerText()).toBe('Uninstalled from Demo Tours');
      expect(await page.getByTestId('partner-app-uninstalled').innerText()).toContain('The platform revoked its token');
      expect(await page.getByTestId('partner-app-test-booking').count()).toBe(0);
      await lookAt(page, 'demo-partner-app-uninstalled');
      await context.close();
    },
  );
});
