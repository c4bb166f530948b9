import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, MOBILE, newPage, snapshot } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { dropFile } from './support/drop-file.ts';
import { freePort, startPartnerApp, type PartnerApp } from './support/partner-app.ts';
import { mailLink, PortalPage } from './pages/portal.ts';
import { AppsPage, approveAsStaff } from './pages/apps.ts';
import { AppDetailsPage } from './pages/catalog.ts';

/**
 * The first hour of a new partner. A brand-new partner signs up with a business name,
 * reads the terms from the boxes it ticks, meets empty screens that each say what to do next, and follows the
 * getting-started checklist (ticked by the server from real state) until it disappears and the listing is in
 * the store 'By' its business, which it then renames. Each screen is saved at desktop and 375 px and checked
 * with axe-core.
 */

const icon = join(resolve(import.meta.dirname, '../apps/server/src/seed/assets'), 'icons/demo-draft-one.png'); // 1200x1200
const PASSWORD = 'first-hour-2026';
const STEPS = ['AGREE_TO_TERMS', 'CREATE_APP', 'SET_UP_APP', 'WRITE_LISTING', 'TEST_INSTALLATION', 'SUBMIT_FOR_REVIEW'];

let browser: Browser;
let partnerApp: PartnerApp | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await partnerApp?.stop();
  await browser?.close();
});

/** The new partner of this file, once signed up and verified by the first test. */
const partner = { email: `ada-${Date.now()}@example.com`, business: `Lovelace Tours ${Date.now() % 100000}` };

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/developer/login');
  await new PortalPage(page).logIn(email, password);
  await page.waitForURL((url) => url.pathname === '/extranet');
}

/** The checklist's steps that are ticked, in order (waits for the checklist first). */
async function doneSteps(page: Page): Promise<string[]> {
  await page.getByTestId('getting-started').waitFor();
  const done: string[] = [];
  for (const step of STEPS) {
    if ((await page.getByTestId(`getting-started-step-${step}`).getAttribute('data-done')) === 'true') done.push(step);
  }
  return done;
}

/** Opens the portal home and waits until the checklist shows `expected` as its ticked steps. */
async function expectDone(page: Page, expected: string[]) {
  await page.goto('/extranet');
  await expect.poll(() => doneSteps(page)).toEqual(expected);
}

/** Saves the screen at desktop size and at 375 px (same session), with no serious axe violation at either. */
async function lookAt(context: BrowserContext, page: Page, path: string, ready: string, name: string) {
  await page.goto(path);
  await page.getByTestId(ready).first().waitFor();
  await snapshot(page, `first-hour-${name}-desktop`);
  expect(await seriousViolations(page), `${name} at desktop size`).toEqual([]);
  const phone = await browser.newContext({ viewport: MOBILE, baseURL: baseUrl(), storageState: await context.storageState() });
  const small = await phone.newPage();
  await small.goto(path);
  await small.getByTestId(ready).first().waitFor();
  await snapshot(small, `first-hour-${name}-375`);
  expect(await seriousViolations(small), `${name} at 375 px`).toEqual([]);
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  await phone.close();
}

/** Each test walks several screens, at two sizes and with axe-core on each: more than the default minute. */
const WALK_TIMEOUT = 240_000;

describe('the first hour of a new partner', () => {
  it(
    'links both terms boxes to the terms, in a new tab, at sign-up and in Account settings',
    async () => {
      const { context, page } = await newPage(browser);
      await page.goto('/developer/signup');
      for (const [field, path, title] of [
        ['termsApiAgreed', '/developer/terms/api', 'API Terms'],
        ['termsPartnerAgreed', '/developer/terms/partner', 'Partner Terms'],
      ] as const) {
        const link = page.getByTestId(`${field}-link`);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
        const [terms] = await Promise.all([context.waitForEvent('page'), link.click()]);
        await terms.waitForURL(`**${path}`);
        await terms.getByRole('heading', { level: 1, name: title }).waitFor();
        await terms.close();
      }
      // following a link leaves the boxes as they were, and the form where it was
      expect(await page.getByLabel('I agree to the API Terms').isChecked()).toBe(false);
      expect(page.url()).toMatch(/\/developer\/signup$/);
      await lookAt(context, page, '/developer/signup', 'signup-form', 'signup');
      await lookAt(context, page, '/developer/terms/partner', 'terms-page', 'partner-terms');
      // the Partner Terms state the share the server pays (PARTNER_SHARE, 80 % by default)
      expect(await page.getByTestId('terms-page').innerText()).toContain('You earn 80 % of what vendors are charged');
      await context.close();

      const owner = await newPage(browser);
      await logIn(owner.page, 'owner@demo.test', 'demo-pass-1234');
      await owner.page.goto('/extranet/account');
      const link = owner.page.getByTestId('termsPartnerAgreed-link');
      expect(await link.getAttribute('target')).toBe('_blank');
      const [terms] = await Promise.all([owner.context.waitForEvent('page'), link.click()]);
      await terms.getByRole('heading', { level: 1, name: 'Partner Terms' }).waitFor();
      await owner.context.close();
    },
    WALK_TIMEOUT,
  );

  it(
    'asks for the business name at sign-up and shows it in Account settings',
    async () => {
      const { context, page } = await newPage(browser);
      await page.goto('/developer/signup');
      await page.getByTestId('signup-submit').click();
      await page.getByText('Business name is required').waitFor();

      await page.getByLabel('Email').fill(partner.email);
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Business name').fill(partner.business);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('I agree to the API Terms').check();
      await page.getByLabel('I agree to the Partner Terms').check();
      await page.getByTestId('signup-submit').click();
      await page.waitForURL('**/developer/validate-email');
      await page.goto(await mailLink(baseUrl(), partner.email, '/appstore/verify-email'));
      await page.waitForURL('**/developer/login?validated=true');
      await new PortalPage(page).logIn(partner.email, PASSWORD);
      await page.waitForURL((url) => url.pathname === '/extranet');

      await page.goto('/extranet/account');
      expect(await page.getByLabel('Business name').inputValue()).toBe(partner.business);
      await new PortalPage(page).openUserMenu();
      expect(await page.getByTestId('user-menu-org').innerText()).toContain(partner.business);
      await context.close();
    },
    WALK_TIMEOUT,
  );

  it(
    'shows the next step on the empty screens of the new partner',
    async () => {
      const { context, page } = await newPage(browser);
      await logIn(page, partner.email, PASSWORD);

      // the home page: the checklist (terms agreed at sign-up) and a word on the empty charts
      expect(await doneSteps(page)).toEqual(['AGREE_TO_TERMS']);
      expect(await page.getByTestId('getting-started-action-CREATE_APP').getAttribute('href')).toBe('/extranet/apps/new');
      await page.getByTestId('reports-empty').waitFor();
      expect(await page.getByTestId('reports-empty-action').getAttribute('href')).toBe('/extranet/apps');
      await lookAt(context, page, '/extranet', 'getting-started', 'home');

      await lookAt(context, page, '/extranet/apps', 'apps-empty', 'apps-empty');
      expect(await page.getByTestId('apps-empty').getByTestId('app-create-button').getAttribute('href')).toBe('/extranet/apps/new');

      await lookAt(context, page, '/extranet/payouts', 'payouts-empty', 'payouts-empty');
      expect(await page.getByTestId('payouts-next-step').innerText()).toContain('bank details');
      expect(await page.getByTestId('payouts-empty-action').getAttribute('href')).toBe('/extranet/payouts/settings');

      await lookAt(context, page, '/extranet/team', 'team-only-member', 'team');
      expect(await page.getByTestId('team-add-colleague').getAttribute('href')).toBe('/extranet/team/add');
      await page.getByRole('searchbox', { name: 'Search users' }).fill('nobody-like-this');
      await page.getByTestId('team-clear-search').click();
      await page.getByTestId('team-only-member').waitFor();

      // a new app: its installation list says how the first install comes
      await page.goto('/extranet/apps/new');
      await page.getByTestId('app-name').fill('Empty Pier');
      await new AppsPage(page).save();
      // created without access: the dashboard asks for it first
      await page.getByTestId('access-prompt').waitFor();
      expect(await page.getByTestId('access-none').count()).toBe(1);
      const appId = /apps\/(\d+)\/dashboard/.exec(page.url())![1]!;
      await lookAt(context, page, `/extranet/apps/${appId}/installations`, 'installations-empty', 'installations-empty');
      expect(await page.getByTestId('installations-next-step').innerText()).toContain('Run a test installation');
      expect(await page.getByTestId('installations-empty-action').getAttribute('href')).toBe(`/extranet/apps/${appId}/dashboard`);
      // the checklist follows the new app from here on
      await page.goto('/extranet');
      expect(await page.getByTestId('getting-started-action-SET_UP_APP').getAttribute('href')).toBe(`/extranet/apps/${appId}/edit`);
      // gone again, so the next test starts from no app
      await page.goto(`/extranet/apps/${appId}/edit`);
      await page.getByTestId('form-delete').click();
      await page.getByTestId('confirm-dialog-confirm').click();
      await page.waitForURL('**/extranet/apps');
      await context.close();
    },
    WALK_TIMEOUT,
  );

  it(
    'ticks the checklist off as each step is done, hides it at the end, and lists the app "By" the business name',
    async () => {
      const { context, page } = await newPage(browser);
      const apps = new AppsPage(page);
      await logIn(page, partner.email, PASSWORD);
      await expectDone(page, ['AGREE_TO_TERMS']);

      // each step's button leads to where it is done
      await page.getByTestId('getting-started-action-CREATE_APP').click();
      await page.waitForURL('**/extranet/apps/new');
      const name = `Pier Pass ${Date.now() % 100000}`;
      await page.getByTestId('app-name').fill(name);
      // the example partner app's scopes: nothing is ticked for a new app
      await apps.tickAccess(['BOOKINGS_READ', 'PRODUCTS_READ']);
      await apps.save();
      expect(await page.getByTestId('access-prompt').count()).toBe(0);
      await expectDone(page, ['AGREE_TO_TERMS', 'CREATE_APP']);

      await page.getByTestId('getting-started-action-SET_UP_APP').click();
      await page.waitForURL('**/edit');
      const port = await freePort();
      await page.getByTestId('app-url').fill(`http://127.0.0.1:${port}/`);
      await page.getByTestId('app-redirect-urls').fill(`http://127.0.0.1:${port}/oauth/callback`);
      await apps.save();
      const dashboardUrl = page.url();
      await expectDone(page, ['AGREE_TO_TERMS', 'CREATE_APP', 'SET_UP_APP']);

      await page.getByTestId('getting-started-action-WRITE_LISTING').click();
      await page.waitForURL('**/listings/new');
      await page.getByTestId('listing-tagline').fill('Passes for every pier');
      await page.getByTestId('listing-description').fill('Pier Pass sells passes for the piers of the bay.');
      await dropFile(page, 'image-upload-icon', icon);
      await page.getByTestId('image-upload-preview-icon').waitFor();
      await apps.save();
      await expectDone(page, ['AGREE_TO_TERMS', 'CREATE_APP', 'SET_UP_APP', 'WRITE_LISTING']);

      await page.getByTestId('getting-started-action-TEST_INSTALLATION').click();
      await page.waitForURL('**/dashboard');
      await page.getByTestId('app-dashboard').waitFor();
      // a partner without an app server of its own is told where one is
      expect(await page.getByTestId('test-install-example-hint').innerText()).toContain('examples/partner-app');
      const apiKey = (await page.getByTestId('api-key').innerText()).trim();
      await page.getByTestId('secret-reveal').click();
      await page.locator('[data-testid="secret-key"][data-revealed="true"]').waitFor();
      const secretKey = (await page.getByTestId('secret-key').innerText()).trim();
      partnerApp = await startPartnerApp({ port, platformUrl: baseUrl(), apiKey, secretKey });
      await page.getByTestId('test-install-button').click();
      await page.getByTestId('consent-install').click();
      await page.getByTestId('partner-app-installed').waitFor();
      await expectDone(page, ['AGREE_TO_TERMS', 'CREATE_APP', 'SET_UP_APP', 'WRITE_LISTING', 'TEST_INSTALLATION']);
      await snapshot(page, 'first-hour-checklist-almost-done');

      await page.getByTestId('getting-started-action-SUBMIT_FOR_REVIEW').click();
      await page.waitForURL(dashboardUrl);
      await page.getByTestId('submit-for-review').click();
      await page.locator('[data-testid="app-review-notice"][data-status="IN_REVIEW"]').waitFor();
      const editHref = (await page.getByTestId('app-listing-button').getAttribute('href'))!;
      const listingId = /listings\/(\d+)\/edit/.exec(editHref)![1]!;

      // all done: the home page has no checklist any more
      await page.goto('/extranet');
      await page.getByTestId('reports-overview').waitFor();
      await page.getByTestId('total-installs').waitFor();
      expect(await page.getByTestId('getting-started').count()).toBe(0);

      const staff = await newPage(browser);
      await logIn(staff.page, 'admin@demo.test', 'demo-pass-1234');
      await approveAsStaff(staff.page, name);
      await staff.context.close();

      const details = new AppDetailsPage(page);
      await page.goto(`/app-details/${listingId}`);
      await details.developerChip().waitFor();
      expect(await details.developerChip().innerText()).toBe(`By ${partner.business}`);

      // renamed in Account settings: the listing follows
      await page.goto('/extranet/account');
      const renamed = `${partner.business} & Co`;
      await page.getByLabel('Business name').fill(renamed);
      await page.getByLabel('Emergency developer phone number').fill('+354 555 0199');
      await page.getByTestId('form-save').click();
      await page.getByTestId('form-notice').waitFor();
      await lookAt(context, page, '/extranet/account', 'account-settings-form', 'account-settings');
      await page.goto(`/app-details/${listingId}`);
      await details.developerChip().waitFor();
      expect(await details.developerChip().innerText()).toBe(`By ${renamed}`);
      await context.close();
    },
    WALK_TIMEOUT,
  );
});
