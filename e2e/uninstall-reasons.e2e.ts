import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, SIZES, snapshot } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import type { PartnerApp } from './support/partner-app.ts';
import { PortalPage } from './pages/portal.ts';
import { AppsPage } from './pages/apps.ts';
import { VendorPages } from './pages/vendor.ts';
import { checkedAtBothSizes } from './support/look.ts';

/** An app no other browser test installs: Demo Partner's free Demo Guest Mail, pointed at a partner app of this file's own. */
const APP = 'Demo Guest Mail';
/** A comment given this month, with markup: the partner must not see it before the month is over (then as text). */
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

describe('uninstall reasons', () => {
  it(
    'asks the vendor why on uninstalling (keyboard only), refuses nothing it should not, and shows the partner only months that are over, in groups of at least 5',
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

      // the partner reads the months that are over, in groups of at least 5; this month's answer, just given,
      // waits until the month is over, as with the partner's own uninstall webhook it would name its vendor
      const thisMonth = new Date().toUTCString().slice(8, 16); // 'Dec 2026', as the report heads a month
      for (const [size, viewport] of SIZES) {
        const partner = await partnerSignedIn(viewport);
        const card = partner.page.getByTestId('uninstall-reasons');
        await card.scrollIntoViewIfNeeded();
        const blocks = card.getByRole('article');
        await blocks.first().waitFor();
        expect(await card.getByTestId('uninstall-reasons-rule').innerText()).toBe(
          'A month shows once it is over and has at least 5 uninstalls; smaller months are combined into their quarter, or left out, so no answer can be traced to a vendor.',
        );
        expect(await card.innerText()).not.toContain('paper & pen');
        expect(await card.locator('b').count()).toBe(0);
        const headings = await blocks.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
        for (const heading of headings) {
          expect(heading).toMatch(/ · ([A-Z][a-z]{2}|Q[1-4]) \d{4}$/);
          expect(heading).not.toContain(thisMonth);
        }
        // each block counts at least 5 uninstalls, and its comments say no day or month
        for (const text of await blocks.allInnerTexts()) {
          expect(Number(/([\d,]+) uninstalls?/.exec(text)![1]!.replace(/,/g, ''))).toBeGreaterThanOrEqual(5);
          expect(text).not.toMatch(/\d{1,2}\. [A-Z][a-z]{2} \d{4}/);
        }
        expect(
          await blocks
            .first()
            .getByRole('list', { name: /^Reasons/ })
            .innerText(),
        ).not.toBe('');
        expect(await seriousViolations(partner.page), `reports ${size}`).toEqual([]);
        expect(await partner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await card.getByTestId('uninstall-reasons-rule').scrollIntoViewIfNeeded();
        await snapshot(partner.page, `uninstall-reasons-report-${size}`);
        const csv = await partner.page.getByTestId('uninstall-reasons-export').getAttribute('href');
        expect(csv).toMatch(/^\/appstore\/exports\/uninstall-reasons\.csv\?timestampFrom=\d+&timestampTo=\d+$/);
        const lines = (await partner.page.evaluate(async (url) => (await fetch(url)).text(), csv!)).trimEnd().split('\r\n');
        expect(lines[0]!.replace(/^\uFEFF/, '')).toBe('"App id","App","Period","Reason","Comment"');
        expect(lines.length - 1).toBeGreaterThanOrEqual(5 * headings.length);
        expect(lines.join('\n')).not.toContain('paper & pen');

        // a year: older months of fewer than 5 combine into their quarter, or are left out
        await partner.page.getByLabel('Date range').click();
        await partner.page.getByRole('option', { name: 'Last 365 days' }).click();
        await expect.poll(() => blocks.count()).toBeGreaterThan(headings.length);
        expect(await seriousViolations(partner.page), `reports, a year, ${size}`).toEqual([]);
        const quarter = card.getByRole('article', { name: /· Q[1-4] \d{4}$/ }).first();
        if (await quarter.count()) {
          expect(await quarter.innerText()).toMatch(/uninstalls from months with fewer than 5/);
          await quarter.scrollIntoViewIfNeeded();
        }
        await snapshot(partner.page, `uninstall-reasons-report-year-${size}`);
        await partner.context.close();
      }
    },
  );
});
