import type { Page } from 'playwright-core';
import { baseUrl } from '../support/browser.ts';
import { freePort, startPartnerApp, type PartnerApp } from '../support/partner-app.ts';

/** The partner's app screens: list, setup, dashboard, price plan and webhook forms. */
export class AppsPage {
  constructor(readonly page: Page) {}

  /** Opens an app's dashboard from the app list by its name. */
  async openDashboard(name: string) {
    await this.page.goto('/extranet/apps');
    await this.page.locator('[data-testid^="app-row-"]').first().waitFor();
    const row = this.page.locator('[data-testid^="app-row-"]').filter({ hasText: name }).first();
    // the list shows 10 apps at a time, newest first, and other test files add apps to the demo partner
    for (let page = 0; page < 20 && (await row.count()) === 0; page++) {
      const more = this.page.getByTestId('apps-load-more');
      if ((await more.count()) === 0) break;
      const shown = await this.page.locator('[data-testid^="app-row-"]').count();
      await more.click();
      await this.page.waitForFunction((n) => document.querySelectorAll('[data-testid^="app-row-"]').length > n, shown);
    }
    await row.locator('[data-testid^="app-open-"]').click();
    await this.page.waitForURL('**/dashboard');
    await this.page.getByTestId('app-dashboard').waitFor();
  }

  /** Ticks exactly `scopes` in the create form's Access section, where nothing starts ticked. */
  async tickAccess(scopes: readonly string[]) {
    const section = this.page.getByTestId('app-access-section');
    for (const scope of scopes) await section.getByTestId(`access-scope-${scope}`).locator('input').check();
  }

  reportItem(type: string) {
    return this.page.getByTestId(`report-item-${type}`);
  }

  async save() {
    await this.page.getByTestId('form-save').click();
    await this.page.waitForURL('**/dashboard');
    await this.page.getByTestId('app-dashboard').waitFor();
  }

  /** The dashboard's status chip text, e.g. 'Draft', 'In review', 'Custom app'. */
  status() {
    return this.page.getByTestId('app-dashboard').getByTestId('app-status-chip').first().innerText();
  }

  /**
   * Points the app at a running example partner app (a free port, its credentials from the dashboard), so a vendor
   * can install it from its listing: answers the listing's address and the running app, to stop after the tests.
   * `scopes`: what the app asks for (comma-separated; the example app's default otherwise).
   */
  async pointAtNewPartnerApp(appName: string, scopes?: string): Promise<{ listingHref: string; partnerApp: PartnerApp }> {
    const port = await freePort();
    await this.openDashboard(appName);
    const listingHref = (await this.page.getByTestId('app-public-listing-link').getAttribute('href'))!;
    await this.page.getByTestId('app-setup-button').click();
    await this.page.getByTestId('app-url').fill(`http://127.0.0.1:${port}/`);
    await this.page.getByTestId('app-redirect-urls').fill(`http://127.0.0.1:${port}/oauth/callback`);
    await this.save();
    const apiKey = (await this.page.getByTestId('api-key').innerText()).trim();
    await this.page.getByTestId('secret-reveal').click();
    await this.page.locator('[data-testid="secret-key"][data-revealed="true"]').waitFor();
    const secretKey = (await this.page.getByTestId('secret-key').innerText()).trim();
    const partnerApp = await startPartnerApp({ port, platformUrl: baseUrl(), apiKey, secretKey, scopes });
    return { listingHref, partnerApp };
  }
}

/** Platform staff's side: approve an app waiting in the review queue. */
export async function approveAsStaff(page: Page, appName: string) {
  await page.goto('/extranet/admin/reviews');
  await page.getByTestId('review-queue').waitFor();
  await page.locator('[data-testid^="review-row-"]').filter({ hasText: appName }).locator('[data-testid^="review-open-"]').click();
  await page.getByTestId('review-approve').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await page.getByTestId('review-notice').waitFor();
}
