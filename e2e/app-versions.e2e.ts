import { APP_SCOPES } from '@appstore/shared/installations/scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { pageGraphql } from './support/page-graphql.ts';
import type { PartnerApp } from './support/partner-app.ts';
import { PortalPage } from './pages/portal.ts';
import { AppsPage } from './pages/apps.ts';
import { VendorPages } from './pages/vendor.ts';
import { checkedAtBothSizes } from './support/look.ts';

/**
 * Demo Partner's free Demo Guest Mail, pointed at a partner app of this file's own. Other files use it too: this
 * one uninstalls it again and gives it back every scope at the end.
 */
const APP = 'Demo Guest Mail';
const ALL_SCOPES = APP_SCOPES;

let browser: Browser;
let partnerApp: PartnerApp | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await partnerApp?.stop();
  await browser?.close();
});

async function partnerSignedIn() {
  const { context, page } = await newPage(browser);
  await page.goto('/developer/login');
  await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname === '/extranet');
  return { context, page };
}

/** Opens the Access dialog, sets exactly `scopes`, checks the summary says `expected`, and saves. */
async function saveAccess(page: Page, scopes: string[], expected: RegExp) {
  await page.getByTestId('access-change').click();
  const dialog = page.getByTestId('access-dialog');
  await dialog.waitFor();
  for (const scope of ALL_SCOPES) await dialog.getByTestId(`access-scope-${scope}`).locator('input').setChecked(scopes.includes(scope));
  expect(await dialog.getByTestId('access-change-summary').innerText()).toMatch(expected);
  return dialog;
}

describe('app versions', () => {
  it(
    'lets the partner narrow and then widen a published app’s access, and the vendor accept the new version from the app or the banner',
    { timeout: 180_000 },
    async () => {
      const partner = await partnerSignedIn();
      const apps = new AppsPage(partner.page);
      const started = await apps.pointAtNewPartnerApp(APP);
      partnerApp = started.partnerApp;
      const appId = new URL(partner.page.url()).pathname.split('/')[3]!;

      const { context, page } = await newPage(browser);
      const vendor = new VendorPages(page);
      await vendor.startInstall(started.listingHref);
      // the consent page's address: the vendor goes through it again below, once the app asks for more
      const authorizeUrl = page.url();
      await page.getByTestId('consent-install').click();
      await page.getByTestId('partner-app-installed').waitFor();

      // narrowing applies at once: the installation moves to the new version
      await partner.page.reload();
      const card = partner.page.getByTestId('access-card');
      await card.waitFor();
      const before = Number((await card.getByTestId('access-version-installations').first().innerText()).split('\n')[0]);
      expect(before).toBeGreaterThanOrEqual(1);
      const dialog = await saveAccess(
        partner.page,
        ['BOOKINGS_READ', 'PRODUCTS_READ'],
        /^Removes VENDOR_USERS_READ, .*every installation loses them at once\.\nInstallations that hold them now: VENDOR_USERS_READ 0, BOOKINGS_WRITE 0, /,
      );
      await checkedAtBothSizes(partner.page, 'app-versions-dialog');
      await dialog.getByTestId('access-save').click();
      await dialog.waitFor({ state: 'hidden' });
      await card.getByText('Version 2: what vendors can be asked for when they install').waitFor();
      expect((await card.getByTestId('access-scopes').innerText()).split(/\n+/)).toEqual([
        'See your bookings BOOKINGS_READ',
        'See your experiences and their prices PRODUCTS_READ',
      ]);
      expect(await card.getByTestId('access-waiting').count()).toBe(0);
      expect(await card.getByTestId('access-version-2').getByTestId('access-version-installations').innerText()).toBe(String(before));

      // widening makes a version the vendor must accept
      const widen = await saveAccess(
        partner.page,
        ['BOOKINGS_READ', 'PRODUCTS_READ', 'CUSTOMERS_READ'],
        /^Adds CUSTOMERS_READ: a new version/,
      );
      expect(await widen.getByTestId('access-save').innerText()).toBe('Save as version 3');
      await widen.getByTestId('access-save').click();
      await widen.waitFor({ state: 'hidden' });
      await card.getByTestId('access-waiting').waitFor();
      // every installation waits: the demo vendors of the app, and the one this test made
      const waiting = Number(
        /^(\d+) installations? ha(s|ve) not accepted version 3 yet/.exec(await card.getByTestId('access-waiting').innerText())?.[1],
      );
      expect(waiting).toBe(before);
      await checkedAtBothSizes(partner.page, 'app-versions-card', card);

      // sent through the install again, the vendor is told the app is installed already, and what would be new
      const again = new URL(authorizeUrl);
      again.searchParams.set('scope', 'BOOKINGS_READ,PRODUCTS_READ,CUSTOMERS_READ');
      await page.goto(again.href);
      await page.getByTestId('consent-installed').waitFor();
      expect(await page.getByTestId('consent-installed').innerText()).toMatch(
        new RegExp(`^${APP} is installed for .+ already\\. .*with what is marked new`),
      );
      expect(await page.getByTestId('consent-scope-new').count()).toBe(1);
      expect(
        await page.locator('[data-testid="consent-scopes"] li:has([data-testid="consent-scope-new"])').getAttribute('data-scope'),
      ).toBe('CUSTOMERS_READ');
      await checkedAtBothSizes(page, 'app-versions-consent-again');

      // the app learns of it through the App API and sends the vendor to the platform's page
      await page.goto('/vendor/apps');
      // the demo data has another app waiting for Demo Tours too
      expect(await page.getByTestId('access-banner').innerText()).toMatch(/^(An app asks|\d+ apps ask) for more access\./);
      expect(await page.getByTestId(`access-banner-link-${appId}`).innerText()).toBe(APP);
      await checkedAtBothSizes(page, 'app-versions-vendor-banner');
      await vendor.appRow(APP).locator('[data-testid^="vendor-app-open-"]').click();
      await page.getByTestId('partner-app-access-pending').waitFor();
      expect(await page.getByTestId('partner-app-access-pending').innerText()).toContain('CUSTOMERS_READ');
      await page.getByTestId('partner-app-access-accept').click();
      const review = page.getByTestId('access-page');
      await review.waitFor();
      expect(await review.getByTestId('access-requested').innerText()).toBe('See the names of your customers');
      expect(await review.getByTestId('access-granted').innerText()).toBe('See your bookings\nSee your experiences and their prices');
      await checkedAtBothSizes(page, 'app-versions-vendor-review');

      // the app listens for the vendor's accept
      const hook = await pageGraphql<{ webhookCreate: { id: string } }>(
        partner.page,
        `mutation($id: ID!) { webhookCreate(appId: $id, webhookInfo: { topic: APP_ACCESS_ACCEPT, url: "${started.partnerApp.url}/webhooks" }) { id } }`,
        { id: appId },
      );

      // "Not now" changes nothing; Accept (by keyboard) gives the app the new scope
      await page.getByTestId('access-not-now').click();
      await page.getByTestId('access-banner').waitFor();
      await page.getByTestId(`access-banner-link-${appId}`).click();
      await review.waitFor();
      await page.getByTestId('access-accept').focus();
      await page.keyboard.press('Enter');
      expect(await page.getByTestId('vendor-notice').innerText()).toBe('Done: the app has the new access from now on.');
      expect(await page.getByTestId(`access-banner-link-${appId}`).count()).toBe(0);
      // apps/access_accept arrives, signed both ways, with the scopes the app's token has now
      const hooks = await started.partnerApp.webhooksOnceArrived('apps/access_accept');
      expect(hooks).toEqual([expect.objectContaining({ valid: true })]);
      expect(JSON.parse(hooks[0]!.body)).toMatchObject({ appVersion: 3, scopes: ['BOOKINGS_READ', 'CUSTOMERS_READ', 'PRODUCTS_READ'] });
      await vendor.appRow(APP).locator('[data-testid^="vendor-app-open-"]').click();
      await page.getByTestId('partner-app-home').waitFor();
      expect(await page.getByTestId('partner-app-home').innerText()).toContain(
        'Scopes granted: BOOKINGS_READ, CUSTOMERS_READ, PRODUCTS_READ',
      );
      expect(await page.getByTestId('partner-app-access-pending').count()).toBe(0);
      expect(await page.getByTestId('partner-app-webhook').filter({ hasText: 'apps/access_accept' }).innerText()).toContain(
        'The vendor accepted version 3',
      );

      // the partner sees the installation on version 3
      await partner.page.reload();
      await card.waitFor();
      expect(await card.getByTestId('access-waiting').innerText()).toMatch(
        new RegExp(`^${waiting - 1} installations? ha(s|ve) not accepted`),
      );
      expect(
        Number(await card.getByTestId('access-version-3').getByTestId('access-version-installations').innerText()),
      ).toBeGreaterThanOrEqual(1);

      // leave the app as other files expect it: not installed by the demo vendor, asking for every scope, no webhook
      await vendor.uninstall(APP);
      await pageGraphql(partner.page, 'mutation($id: ID!) { webhookDelete(id: $id) }', { id: hook.webhookCreate.id });
      await pageGraphql(partner.page, 'mutation($id: ID!, $s: [String!]!) { appAccessUpdate(appId: $id, input: { scopes: $s }) { id } }', {
        id: appId,
        s: ALL_SCOPES,
      });
      await context.close();
      await partner.context.close();
    },
  );
});
