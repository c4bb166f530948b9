import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, snapshot } from './support/browser.ts';
import { freePort, startPartnerApp, type PartnerApp } from './support/partner-app.ts';
import { PortalPage } from './pages/portal.ts';
import { runExampleQuery } from './pages/explorer.ts';
import { AppsPage } from './pages/apps.ts';
import { VendorPages } from './pages/vendor.ts';

let browser: Browser;
const partnerApps: PartnerApp[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const app of partnerApps) await app.stop();
  await browser?.close();
});

async function partnerSignedIn() {
  const { context, page } = await newPage(browser);
  await page.goto('/developer/login');
  await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname === '/extranet');
  return { context, page, apps: new AppsPage(page) };
}

describe('platform', () => {
  it('opens GraphiQL on a test installation and runs a query with its token', async () => {
    const { context, page, apps } = await partnerSignedIn();
    await apps.openDashboard('Demo Draft One');
    const href = (await page.getByTestId('test-open-graphiql').getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/graphiql\/\d+$/);
    await page.goto(href);
    await runExampleQuery(page, 'test-org-');
    expect(await page.locator('.graphiql-response').innerText()).toContain('"domain"');
    await snapshot(page, 'graphiql');
    await context.close();
  });

  it('lets a vendor install a published app from its listing page, open it and uninstall it, and the app hears of it', async () => {
    const partner = await partnerSignedIn();
    const port = await freePort();
    await partner.apps.openDashboard('Demo Booking Sync');
    const listingHref = (await partner.page.getByTestId('app-public-listing-link').getAttribute('href'))!;
    await partner.page.getByTestId('app-setup-button').click();
    await partner.page.getByTestId('app-url').fill(`http://127.0.0.1:${port}/`);
    await partner.page.getByTestId('app-redirect-urls').fill(`http://127.0.0.1:${port}/oauth/callback`);
    await partner.apps.save();
    await partner.page.getByTestId('add-webhook').click();
    await partner.page.getByTestId('webhook-topic').click();
    await partner.page.getByTestId('webhook-topic-APP_UNINSTALL').click();
    await partner.page.getByTestId('webhook-url').fill(`http://127.0.0.1:${port}/webhooks`);
    await partner.apps.save();
    const apiKey = (await partner.page.getByTestId('api-key').innerText()).trim();
    await partner.page.getByTestId('secret-reveal').click();
    await partner.page.locator('[data-testid="secret-key"][data-revealed="true"]').waitFor();
    const secretKey = (await partner.page.getByTestId('secret-key').innerText()).trim();
    const app = await startPartnerApp({ port, platformUrl: baseUrl(), apiKey, secretKey });
    partnerApps.push(app);
    await partner.context.close();

    const { context, page } = await newPage(browser);
    const vendor = new VendorPages(page);
    const consent = await (await vendor.startInstall(listingHref)).innerText();
    expect(consent).toContain('Install Demo Booking Sync');
    expect(consent).toContain('See your bookings');
    await page.getByTestId('consent-install').click();
    await page.getByTestId('partner-app-installed').waitFor();
    expect(await page.getByTestId('partner-app-vendor').innerText()).toBe('Demo Tours');

    await page.goto('/vendor/apps');
    const row = vendor.appRow('Demo Booking Sync');
    await row.locator('[data-testid^="vendor-app-open-"]').click();
    await page.getByTestId('partner-app-home').waitFor();
    await vendor.uninstall('Demo Booking Sync');
    expect(await row.count()).toBe(0);

    // apps/uninstall arrives, signed both ways (the example app checks both signatures)
    const hooks = await app.webhooksOnceArrived();
    expect(hooks).toEqual([expect.objectContaining({ topic: 'apps/uninstall', valid: true })]);
    await context.close();
  });
});
