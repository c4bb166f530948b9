import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { PortalPage } from './pages/portal.ts';
import { VendorPages } from './pages/vendor.ts';
import { pageGraphql } from './support/page-graphql.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The product's one way of writing a day (spec §2's 'd. MMM yyyy'). */
const DAY = /\b\d{1,2}\. (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/;
/** The other ways a walk through the product found: '2026-11-26' and 'Nov 26, 2026'. */
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
const US_DAY = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/;

/** Every date the screen shows is written the product's way, and there is at least one. */
async function expectDatesInOneStyle(where: Locator, screen: string) {
  const text = await where.innerText();
  expect(text, `${screen} shows a day`).toMatch(DAY);
  expect(text.match(ISO_DAY)?.[0] ?? null, `${screen}: no 'yyyy-mm-dd' day`).toBeNull();
  expect(text.match(US_DAY)?.[0] ?? null, `${screen}: no 'MMM d, yyyy' day`).toBeNull();
}

/** The id of one of Demo Partner's apps that vendors installed. */
async function appWithInstallations(page: Page): Promise<string> {
  const data = await pageGraphql<{ apps: { edges: { node: { id: string; numberOfInstallations: number } }[] } }>(
    page,
    '{ apps(first: 100) { edges { node { id numberOfInstallations } } } }',
  );
  const app = data.apps.edges.find((e) => e.node.numberOfInstallations > 0);
  if (!app) throw new Error('Demo Partner has no installed app');
  return app.node.id;
}

async function partnerSignedIn(email: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  await page.goto('/developer/login');
  await new PortalPage(page).logIn(email, 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname === '/extranet');
  return { page, close: () => context.close() };
}

describe('dates', () => {
  it('are written one way on every portal screen that shows them', async () => {
    const { page, close } = await partnerSignedIn('owner@demo.test');
    // an app with installations (other tests add apps, so it may not be on the list's first page)
    const installed = await appWithInstallations(page);
    await page.goto(`/extranet/apps/${installed}/dashboard`);
    await page.waitForURL(/\/dashboard$/);
    await page.getByText(/^Created /).waitFor();
    await expectDatesInOneStyle(page.locator('main'), 'app dashboard');
    // something for the audit log to show, whatever ran before
    await page.getByTestId('secret-reveal').click();
    await page.locator('[data-testid="secret-key"][data-revealed="true"]').waitFor();

    await page.goto(`/extranet/apps/${installed}/installations`);
    await page.getByTestId('installations-table').waitFor();
    await expectDatesInOneStyle(page.getByTestId('installations-table'), 'installations');

    for (const [path, ready] of [
      ['/extranet/audit-log', '[data-testid="audit-log-row"]'],
      ['/extranet/reviews', '[data-testid="partner-review"]'],
      ['/extranet/payouts', '[data-testid^="payout-row-"]'],
    ] as const) {
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      await expectDatesInOneStyle(page.locator('main'), path);
    }
    await close();
  });

  it('are written the same way on the staff screens, the vendor pages and the store', async () => {
    const owner = await partnerSignedIn('owner@demo.test');
    const appId = await appWithInstallations(owner.page);
    await owner.close();
    const staff = await partnerSignedIn('admin@demo.test');
    await staff.page.goto(`/extranet/admin/reviews/${appId}`);
    await staff.page
      .getByText(/^Created$/)
      .first()
      .waitFor();
    await expectDatesInOneStyle(staff.page.locator('main'), 'staff app review');
    await staff.close();

    const { context, page } = await newPage(browser);
    const vendor = new VendorPages(page);
    await vendor.openApps();
    await expectDatesInOneStyle(page.getByTestId('vendor-apps'), 'installed apps');

    await page.goto('/');
    await page.getByTestId('card-rating').first().waitFor();
    await page.locator('a:has([data-testid="card-rating"])').first().click();
    await page.getByTestId('review-card').first().waitFor();
    await expectDatesInOneStyle(page.getByTestId('reviews-section'), 'store reviews');
    await context.close();
  });
});
