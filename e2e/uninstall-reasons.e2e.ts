import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, SIZES, snapshot } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import type { PartnerApp } from './support/partner-app.ts';
import { PortalPage } from './pages/portal.ts';
import { AppsPage } from './pages/apps.ts';
import { VendorPages } from './pages/vendor.ts';

/** An app no other browser test installs: Demo Partner's free Demo Guest Mail, pointed at a partner app of this file's own. */
const APP = 'Demo Guest Mail';
/** Markup in a vendor's comment must reach the partner as the text that was typed. */
const COMMENT = 'We went back to <b>paper & pen</b> for the winter.';

let browser: Browser;
let partnerApp: PartnerApp | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await partnerApp?.stop();
  await browser?.close();
});

async function partnerSignedIn(viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, viewport);
  await page.goto('/developer/login');
  await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname === '/extranet');
  return { context, page };
}

/** Points the app at a running example partner app and answers its public listing's address. */
async function preparePartnerApp(): Promise<string> {
  const { context, page } = await partnerSignedIn();
  const started = await new AppsPage(page).pointAtNewPartnerApp(APP);
  partnerApp = started.partnerApp;
  await context.close();
  return started.listingHref;
}

async function checkedAtBothSizes(page: Page, name: string) {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    expect(await seriousViolations(page), `${name} ${size}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} ${size}`).toBeLessThanOrEqual(viewport.width);
    await snapshot(page, `${name}-${size}`);
  }
}

describe('uninstall reasons', () => {
  it(
    'asks the vendor why on uninstalling (keyboard only), refuses nothing it should not, and shows the partner the reason and comment in the reports',
    { timeout: 150_000 },
    async () => {
      const listingHref = await preparePartnerApp();

      const { context, page } = await newPage(browser);
      const vendor = new VendorPages(page);
      await vendor.install(listingHref);
      await vendor.openUninstall(APP);
      const row = vendor.appRow(APP);
      const form = page.getByTestId('uninstall-page');
      expect(await form.locator('h1').innerText()).toBe(`Uninstall ${APP}?`);
      expect(await form.innerText()).toContain('Up to 500 characters');
      await checkedAtBothSizes(page, 'uninstall-reasons-vendor-form');

      // Cancel changes nothing
      await page.getByTestId('uninstall-cancel').click();
      await row.waitFor();
      await row.locator('[data-testid^="vendor-app-uninstall-"]').click();
      await form.waitFor();

      // with the keyboard only: arrows choose within the reasons, Tab reaches the comment and the Uninstall button
      await page.getByTestId('uninstall-reason-NOT_NEEDED').focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await page.getByTestId('uninstall-reason-MISSING_FEATURES').isChecked()).toBe(true);
      expect(await page.getByTestId('uninstall-reason-NOT_NEEDED').isChecked()).toBe(false);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('comment');
      await page.keyboard.type(COMMENT);
      // the browser holds the comment to the limit too
      expect(await page.getByTestId('uninstall-comment').getAttribute('maxlength')).toBe('500');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('uninstall-confirm');
      await page.keyboard.press('Enter');
      await page.getByTestId('vendor-notice').waitFor();
      expect(await row.count()).toBe(0);
      await context.close();

      // the partner reads it in the reports: this month, this app, the reason counted and the comment as typed
      for (const [size, viewport] of SIZES) {
        const partner = await partnerSignedIn(viewport);
        const card = partner.page.getByTestId('uninstall-reasons');
        await card.scrollIntoViewIfNeeded();
        const month = new Date().toUTCString().slice(8, 16); // 'Nov 2026', as the report heads a month
        const block = card.getByRole('article', { name: `${APP} · ${month}` });
        await block.waitFor();
        expect(await block.innerText()).toContain(COMMENT);
        // the comment says its month, never its day: with the day the partner could match it to a vendor's uninstall
        expect(await block.innerText()).toContain(`Missing features · ${month}`);
        expect(await block.innerText()).not.toMatch(/\d{1,2}\. [A-Z][a-z]{2} \d{4}/);
        expect(await block.locator('b').count()).toBe(0);
        expect(await block.getByRole('list', { name: /^Reasons/ }).innerText()).toContain('Missing features');
        expect(await seriousViolations(partner.page), `reports ${size}`).toEqual([]);
        expect(await partner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await block.scrollIntoViewIfNeeded();
        await snapshot(partner.page, `uninstall-reasons-report-${size}`);
        const csv = await partner.page.getByTestId('uninstall-reasons-export').getAttribute('href');
        expect(csv).toMatch(/^\/appstore\/exports\/uninstall-reasons\.csv\?timestampFrom=\d+&timestampTo=\d+$/);
        await partner.context.close();
      }
    },
  );
});
