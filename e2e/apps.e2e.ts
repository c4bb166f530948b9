import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, MOBILE, newPage, snapshot } from './support/browser.ts';
import { PortalPage } from './pages/portal.ts';
import { AppsPage } from './pages/apps.ts';
import { StorePage } from './pages/catalog.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What sticks out to the right of a narrow window, for the failure message. */
async function overflow(page: import('playwright-core').Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName} ${el.getAttribute('data-testid') ?? ''} ${el.textContent?.slice(0, 40)}`)
      .join('; '),
  );
}

async function signedIn(email: string, viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, viewport);
  await page.goto('/developer/login');
  await new PortalPage(page).logIn(email, 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname === '/extranet');
  return { context, page, apps: new AppsPage(page) };
}

/** The newest mail to `to` whose subject contains `text`. */
async function mailWithSubject(to: string, text: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mails = (await (await fetch(`${baseUrl()}/dev/mail.json`)).json()) as { to: string; subject: string; text: string }[];
    const mail = mails.find((m) => m.to === to && m.subject.includes(text));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} about ${text}`);
}

describe('apps', () => {
  it('creates a public app, adds a recurring plan and a webhook, and sees the validation report', async () => {
    const { context, page, apps } = await signedIn('owner@demo.test');
    const name = `Harbour Sync ${Date.now() % 100000}`;
    await page.goto('/extranet/apps');
    await page.getByTestId('app-create-button').click();
    await page.waitForURL('**/extranet/apps/new');
    await page.getByTestId('app-name').fill(name);
    await page.getByTestId('app-url').fill('https://harbour.example/launch');
    await page.getByTestId('app-charge-type').selectOption('RECURRING');
    await page.getByTestId('app-free-trial-days').fill('14');
    await apps.save();
    expect(await apps.status()).toBe('Draft');
    // no redirect URL, no listing and no plan yet: the report says so and submitting is not possible
    expect(await apps.reportItem('REDIRECT_URL').getAttribute('data-valid')).toBe('false');
    expect(await apps.reportItem('LISTING').getAttribute('data-valid')).toBe('false');
    expect(await apps.reportItem('PRICE_PLAN').getAttribute('data-valid')).toBe('false');
    expect(await page.getByTestId('submit-for-review').isDisabled()).toBe(true);

    await page.getByTestId('add-price-plan').click();
    await page.waitForURL('**/priceplans/new');
    await page.getByTestId('plan-name').fill('Pro');
    await page.getByTestId('plan-type-MONTHLY_CHARGE').check();
    await page.getByTestId('plan-monthly-amount').fill('0');
    await page.getByTestId('form-save').click();
    await page.getByText('Monthly amount must be larger than zero').first().waitFor();
    await page.getByTestId('plan-monthly-amount').fill('19');
    await apps.save();
    expect(await page.getByTestId('price-plans-card').innerText()).toContain('$19.00 / month');
    expect(await apps.reportItem('PRICE_PLAN').getAttribute('data-valid')).toBe('true');

    // a new app asks for nothing: the dashboard says to choose, and booking webhooks need BOOKINGS_READ
    await page.getByTestId('access-prompt-choose').click();
    const dialog = page.getByTestId('access-dialog');
    await dialog.getByTestId('access-scope-BOOKINGS_READ').locator('input').check();
    await dialog.getByTestId('access-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('access-prompt').waitFor({ state: 'detached' });
    expect(await page.getByTestId('access-scopes').innerText()).toBe('See your bookings BOOKINGS_READ');

    await page.getByTestId('add-webhook').click();
    await page.waitForURL('**/webhooks/new');
    await page.getByTestId('webhook-topic').click();
    await page.getByTestId('webhook-topic-BOOKINGS_CREATE').click();
    await page.getByTestId('webhook-url').fill('https://harbour.example/hooks/bookings');
    await apps.save();
    expect(await page.getByTestId('webhooks-card').innerText()).toContain('https://harbour.example/hooks/bookings');

    const masked = await page.getByTestId('secret-key').innerText();
    expect(masked).toContain('•');
    await page.getByTestId('secret-reveal').click();
    await page.locator('[data-testid="secret-key"][data-revealed="true"]').waitFor();
    const secret = await page.getByTestId('secret-key').innerText();
    expect(secret).not.toContain('•');
    expect(secret.slice(-4)).toBe(masked.slice(-4));
    await snapshot(page, 'app-dashboard');
    await context.close();
  });

  it('lets staff approve a submitted app, which then appears in the store, and reject another with a reason', async () => {
    const owner = await signedIn('owner@demo.test');
    await owner.apps.openDashboard('Demo Draft Two');
    await owner.page.getByTestId('submit-for-review').click();
    await owner.page.locator('[data-testid="app-review-notice"][data-status="IN_REVIEW"]').waitFor();
    expect(await owner.apps.status()).toBe('In review');

    const staff = await signedIn('admin@demo.test');
    await staff.page.getByTestId('nav-admin-reviews').click();
    await staff.page.getByTestId('review-queue').waitFor();
    await staff.page
      .locator('[data-testid^="review-row-"]')
      .filter({ hasText: 'Demo Draft Two' })
      .locator('[data-testid^="review-open-"]')
      .click();
    await staff.page.getByTestId('review-validation').waitFor();
    await staff.page
      .getByTestId('review-listing-preview')
      .getByText('Key benefits')
      .or(staff.page.getByTestId('review-listing-preview').getByText('About the app'))
      .first()
      .waitFor();
    await staff.page.getByTestId('review-approve').click();
    await staff.page.getByTestId('confirm-dialog-confirm').click();
    await staff.page.getByTestId('review-notice').waitFor();

    const store = new StorePage(owner.page);
    await store.openSearch('Demo Draft Two');
    expect(await store.cardNames()).toContain('Demo Draft Two');
    expect((await mailWithSubject('owner@demo.test', 'Demo Draft Two')).text).toContain('/dashboard');

    // Demo In Review waits in the queue: staff reject it, and the partner reads why
    await staff.page.goto('/extranet/admin/reviews');
    await staff.page
      .locator('[data-testid^="review-row-"]')
      .filter({ hasText: 'Demo In Review' })
      .locator('[data-testid^="review-open-"]')
      .click();
    await staff.page.getByTestId('review-reject').click();
    await staff.page.getByTestId('review-reject-confirm').click();
    await staff.page.getByTestId('review-reject-dialog').getByText('Please give a reason').waitFor();
    await staff.page.getByTestId('review-reject-reason').fill('The install flow fails with a redirect URI error.');
    await staff.page.getByTestId('review-reject-confirm').click();
    await staff.page.getByTestId('review-notice').waitFor();
    await owner.apps.openDashboard('Demo In Review');
    // the reason is shown once, on the readiness card; the notice above links to it
    expect(await owner.page.getByTestId('readiness-review-reason').innerText()).toContain(
      'The install flow fails with a redirect URI error.',
    );
    expect(await owner.apps.status()).toBe('Rejected');
    await owner.context.close();
    await staff.context.close();
  });

  it('links a custom app to a vendor after confirming, then publishes it', async () => {
    const { context, page, apps } = await signedIn('owner@demo.test');
    await apps.openDashboard('Demo Custom');
    expect(await apps.status()).toBe('Custom app');
    await page.getByTestId('custom-link-button').click();
    await page.getByTestId('custom-link-dialog').waitFor();
    await page.getByTestId('vendor-search-input').fill('Demo Tours');
    const option = page.locator('[data-testid^="vendor-option-"]').filter({ hasText: 'Demo Tours' }).first();
    await option.click();
    const confirmText = await page.getByTestId('custom-link-dialog').innerText();
    expect(confirmText).toContain('Demo Tours');
    expect(confirmText).toMatch(/ID \d+/);
    await page.getByTestId('custom-link-confirm').click();
    await page.getByTestId('linked-vendor').waitFor();
    expect(await page.getByTestId('linked-vendor').innerText()).toContain('Demo Tours');

    await page.getByTestId('custom-publish-button').click();
    await page.getByTestId('custom-publish-dialog').getByTestId('confirm-dialog-confirm').click();
    await page.getByTestId('custom-installation-status').waitFor();
    expect(await page.getByTestId('custom-installation-status').getAttribute('data-installed')).toBe('false');
    expect(await page.getByTestId('custom-publish-button').count()).toBe(0);
    await context.close();
  });

  it('shows the app list and dashboard at 375 px without horizontal scrolling', async () => {
    const { context, page, apps } = await signedIn('owner@demo.test', MOBILE);
    await page.goto('/extranet/apps');
    await page.getByTestId('apps-table').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), await overflow(page)).toBeLessThanOrEqual(375);
    await apps.openDashboard('Demo Draft One');
    await page.getByTestId('credentials-card').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), await overflow(page)).toBeLessThanOrEqual(375);
    await snapshot(page, 'app-dashboard-375');
    await context.close();
  });
});
