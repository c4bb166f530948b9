import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, snapshot, SIZES } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { pageGraphql } from './support/page-graphql.ts';
import { PortalPage } from './pages/portal.ts';
import { VendorPages } from './pages/vendor.ts';

/**
 * axe-core on every screen of the store, the partner area (as the demo partner's owner with
 * data, as a brand-new partner with empty states, as staff) and the vendor pages, at desktop and phone width:
 * no serious or critical violation of WCAG 2 A/AA. Then the keyboard: a visible focus on every stop, actions
 * that Enter and Space trigger, dialogs that keep and give back the focus, and charts with a table behind them.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** One screen to check: where it is, and what shows once it has loaded. */
interface Screen {
  name: string;
  path: string;
  /** A test id that shows once the screen has its data; by default the screen's first heading. */
  ready?: string;
  /** A further CSS selector to wait for (what a screen draws after its test id shows). */
  readyCss?: string;
  /** Saved to test-results/ as `a11y-${shot}-${size}.png`. */
  shot?: string;
}

/** Waits for the screen's content and for every 'Loading...' on it to be gone. */
async function waitForScreen(page: Page, screen: Screen) {
  if (screen.ready) await page.getByTestId(screen.ready).first().waitFor();
  else await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (screen.readyCss) await page.locator(screen.readyCss).first().waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="loading"]') === null, undefined, { timeout: 15_000 });
}

/** Every screen in turn: the violations of all of them, so one run shows everything there is to fix. */
async function violationsOf(page: Page, screens: Screen[], size: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    await page.goto(screen.path);
    await waitForScreen(page, screen).catch((err: Error) => {
      throw new Error(`${screen.name} (${screen.path}) did not finish loading: ${err.message}`);
    });
    if (screen.shot) await snapshot(page, `a11y-${screen.shot}-${size}`);
    const violations = await seriousViolations(page);
    if (violations.length) found[`${screen.name} (${screen.path})`] = violations;
  }
  return found;
}

async function logIn(page: Page, email: string) {
  await page.goto('/developer/login');
  await new PortalPage(page).logIn(email, 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname === '/extranet');
}

interface OwnedApp {
  id: string;
  name: string;
  type: string;
  status: string;
  listings: { id: string }[];
  pricePlans: { id: string }[];
  webhookSubscriptions: { id: string }[];
  testInstallation: { id: string } | null;
}

/** Every route of apps/web/src/app/portal/PortalRoutes.tsx, with the demo partner's objects in its paths. */
async function demoPartnerScreens(page: Page): Promise<Screen[]> {
  const { apps } = await pageGraphql<{ apps: { edges: { node: OwnedApp }[] } }>(
    page,
    `{ apps(first: 100) { edges { node { id name type status listings { id } pricePlans { id } webhookSubscriptions { id } testInstallation { id } } } } }`,
  );
  const owned = apps.edges.map((e) => e.node);
  const withListing = owned.find((a) => a.listings.length > 0)!;
  const withPlan = owned.find((a) => a.pricePlans.length > 0)!;
  const webhookApp = owned.find((a) => a.webhookSubscriptions.length > 0) ?? withListing;
  // the demo data has no webhook: the edit screen gets one
  const webhookId =
    webhookApp.webhookSubscriptions[0]?.id ??
    (
      await pageGraphql<{ webhookCreate: { id: string } }>(
        page,
        `mutation($appId: ID!) { webhookCreate(appId: $appId, webhookInfo: { topic: BOOKINGS_CREATE, url: "https://example.com/hooks" }) { id } }`,
        { appId: webhookApp.id },
      )
    ).webhookCreate.id;
  const custom = owned.find((a) => a.type === 'CUSTOM')!;
  const tested = owned.find((a) => a.testInstallation !== null)!;
  let installation: { appId: string; id: string } | undefined;
  for (const candidate of owned) {
    const { installations } = await pageGraphql<{ installations: { edges: { node: { id: string } }[] } }>(
      page,
      `query($id: ID!) { installations(id: $id, first: 1) { edges { node { id } } } }`,
      { id: candidate.id },
    );
    installation = installations.edges[0] && { appId: candidate.id, id: installations.edges[0].node.id };
    if (installation) break;
  }
  const { appAccountUserList } = await pageGraphql<{ appAccountUserList: { edges: { node: { id: string; email: string } }[] } }>(
    page,
    `{ appAccountUserList(first: 50) { edges { node { id email } } } }`,
  );
  const member = appAccountUserList.edges.find((e) => e.node.email === 'member@demo.test')!.node;
  const { getPayouts } = await pageGraphql<{ getPayouts: { edges: { node: { id: string; status: string } }[] } }>(
    page,
    `{ getPayouts(first: 100) { edges { node { id status } } } }`,
  );
  const payout = (getPayouts.edges.find((e) => e.node.status === 'REJECTED') ?? getPayouts.edges[0]!).node;
  const app = `/extranet/apps/${withListing.id}`;
  return [
    { name: 'reports overview', path: '/extranet', ready: 'total-installs', shot: 'reports' },
    { name: 'my profile', path: '/extranet/userprofile' },
    { name: 'team', path: '/extranet/team', ready: 'team-row' },
    { name: 'create user', path: '/extranet/team/add' },
    { name: 'edit user', path: `/extranet/team/${member.id}` },
    { name: 'account settings', path: '/extranet/account' },
    { name: 'apps', path: '/extranet/apps', ready: 'app-row-' + withListing.id },
    { name: 'create app', path: '/extranet/apps/new' },
    { name: 'app dashboard', path: `${app}/dashboard`, ready: 'credentials-card', shot: 'dashboard' },
    { name: 'custom app dashboard', path: `/extranet/apps/${custom.id}/dashboard`, ready: 'app-dashboard' },
    { name: 'app setup', path: `${app}/edit` },
    { name: 'create listing', path: `${app}/listings/new` },
    { name: 'edit listing', path: `${app}/listings/${withListing.listings[0]!.id}/edit` },
    { name: 'create price plan', path: `/extranet/apps/${withPlan.id}/priceplans/new`, shot: 'price-plan' },
    { name: 'edit price plan', path: `/extranet/apps/${withPlan.id}/priceplans/${withPlan.pricePlans[0]!.id}/edit` },
    { name: 'create webhook', path: `/extranet/apps/${webhookApp.id}/webhooks/new`, shot: 'webhook-form' },
    { name: 'edit webhook', path: `/extranet/apps/${webhookApp.id}/webhooks/${webhookId}/edit` },
    { name: 'installations', path: `/extranet/apps/${installation!.appId}/installations` },
    { name: 'installation', path: `/extranet/apps/${installation!.appId}/installations/${installation!.id}`, shot: 'installation' },
    { name: 'payouts', path: '/extranet/payouts', ready: 'payouts-count', shot: 'payouts' },
    { name: 'payout settings', path: '/extranet/payouts/settings' },
    { name: 'tax form', path: '/extranet/payouts/tax-form' },
    { name: 'create payout request', path: '/extranet/payouts/request/create' },
    { name: 'payout request', path: `/extranet/payouts/request/${payout.id}` },
    { name: 'staff screen as a partner', path: '/extranet/admin/reviews', ready: 'staff-only-notice' },
    { name: 'unknown portal page', path: '/extranet/no/such/page', ready: 'not-found-page' },
    { name: 'query explorer', path: `/api/graphiql/${tested.testInstallation!.id}`, ready: 'graphiql', readyCss: '.graphiql-tab' },
  ];
}

describe('accessibility', () => {
  for (const [size, viewport] of SIZES) {
    it(`finds no serious violation on any store screen (${size})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/');
      const listingHref = (await page.getByTestId('listing-card').first().locator('a').first().getAttribute('href'))!;
      const screens: Screen[] = [
        { name: 'home', path: '/', ready: 'listing-card' },
        { name: 'search', path: '/apps?q=booking', ready: 'result-count' },
        { name: 'empty search', path: '/apps?q=zzqqxxnothing', ready: 'empty-result' },
        { name: 'listing', path: listingHref, ready: 'listing-title', shot: 'details' },
        { name: 'developer landing', path: '/developer' },
        { name: 'developer docs', path: '/developer/docs', shot: 'docs' },
        { name: 'login', path: '/developer/login', ready: 'login-submit' },
        { name: 'signup', path: '/developer/signup', shot: 'signup' },
        { name: 'validate e-mail', path: '/developer/validate-email' },
        { name: 'forgot password', path: '/developer/forgot-password' },
        { name: 'reset password', path: '/developer/reset-password?token=not-a-token' },
        { name: 'not found', path: '/no/such/page', ready: 'not-found-page' },
        { name: 'public query explorer', path: '/reference/graphiql', ready: 'graphiql', readyCss: '.graphiql-tab', shot: 'explorer' },
      ];
      expect(await violationsOf(page, screens, size)).toEqual({});
      await context.close();
    }, 240_000);

    it(`finds no serious violation on any partner screen as the demo partner's owner (${size})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await logIn(page, 'owner@demo.test');
      expect(await violationsOf(page, await demoPartnerScreens(page), size)).toEqual({});
      await context.close();
    }, 300_000);

    it(`finds no serious violation on the empty screens of a brand-new partner (${size})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await logIn(page, 'newcomer@demo.test');
      const screens: Screen[] = [
        { name: 'reports overview', path: '/extranet', ready: 'total-installs', shot: 'new-partner-home' },
        { name: 'apps', path: '/extranet/apps' },
        { name: 'team', path: '/extranet/team', ready: 'team-row' },
        { name: 'account settings', path: '/extranet/account' },
        { name: 'payouts', path: '/extranet/payouts', ready: 'payouts-empty' },
        { name: 'payout settings', path: '/extranet/payouts/settings' },
        { name: 'tax form', path: '/extranet/payouts/tax-form' },
        { name: 'create payout request', path: '/extranet/payouts/request/create' },
        { name: 'my profile', path: '/extranet/userprofile' },
      ];
      expect(await violationsOf(page, screens, size)).toEqual({});
      await context.close();
    }, 240_000);

    it(`finds no serious violation on the staff screens (${size})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await logIn(page, 'admin@demo.test');
      const { appReviewQueue } = await pageGraphql<{ appReviewQueue: { edges: { node: { id: string } }[] } }>(
        page,
        `{ appReviewQueue(first: 1) { edges { node { id } } } }`,
      );
      const screens: Screen[] = [
        { name: 'reports overview', path: '/extranet' },
        { name: 'review queue', path: '/extranet/admin/reviews', ready: 'review-queue', shot: 'review-queue' },
        { name: 'review an app', path: `/extranet/admin/reviews/${appReviewQueue.edges[0]!.node.id}`, shot: 'review-app' },
        { name: 'payout requests', path: '/extranet/admin/payouts' },
      ];
      expect(await violationsOf(page, screens, size)).toEqual({});
      await context.close();
    }, 240_000);

    it(`finds no serious violation on the vendor pages and the consent page (${size})`, async () => {
      // the consent page of a demo app, asked for as its launch would ask: its API key and a whitelisted redirect URL
      const partner = await newPage(browser, viewport);
      await logIn(partner.page, 'owner@demo.test');
      const { apps } = await pageGraphql<{
        apps: {
          edges: {
            node: {
              type: string;
              status: string;
              apiCredentials: { apiKey: string };
              redirectUrls: string[];
              installationCountries: string[];
            };
          }[];
        };
      }>(
        partner.page,
        `{ apps(first: 100) { edges { node { type status apiCredentials { apiKey } redirectUrls installationCountries } } } }`,
      );
      // one the demo vendor (in Iceland) may install
      const published = apps.edges
        .map((e) => e.node)
        .find(
          (a) =>
            a.type === 'PUBLIC' &&
            a.status === 'PUBLISHED' &&
            a.redirectUrls.length > 0 &&
            (a.installationCountries.length === 0 || a.installationCountries.includes('IS')),
        )!;
      await partner.context.close();
      const authorize = `/appstore/oauth/authorize?${new URLSearchParams({
        client_id: published.apiCredentials.apiKey,
        redirect_uri: published.redirectUrls[0]!,
        scope: 'BOOKINGS_READ',
        state: 'a11y',
      })}`;

      const { context, page } = await newPage(browser, viewport);
      const found: Record<string, string[]> = {};
      const check = async (name: string) => {
        const violations = await seriousViolations(page);
        if (violations.length) found[name] = violations;
      };
      await page.goto('/appstore/oauth/authorize?client_id=no-such-app');
      await page.getByTestId('platform-error').waitFor();
      await check('install error page');
      await page.goto(authorize);
      await page.getByTestId('vendor-login-submit').waitFor();
      await snapshot(page, `a11y-vendor-login-${size}`);
      await check('vendor sign-in');
      await new VendorPages(page).signIn();
      await page.getByTestId('consent-page').waitFor();
      await snapshot(page, `a11y-consent-${size}`);
      await check('consent page');
      await page.goto('/vendor/apps');
      await page.getByTestId('vendor-apps').or(page.getByTestId('vendor-apps-empty')).waitFor();
      await snapshot(page, `a11y-vendor-apps-${size}`);
      await check('installed apps');
      expect(found).toEqual({});
      await context.close();
    }, 120_000);
  }

  it('shows a visible focus on every stop when tabbing through the store home, the partner home and an app dashboard', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const unseen: string[] = [];
    const tabThrough = async (screen: string, stops: number) => {
      for (let i = 0; i < stops; i++) {
        await page.keyboard.press('Tab');
        const focus = await focusState(page);
        if (focus && !focus.visible) unseen.push(`${screen}: ${focus.what}`);
      }
    };
    await page.goto('/');
    await page.getByTestId('listing-card').first().waitFor();
    await tabThrough('store home', 20);
    await logIn(page, 'owner@demo.test');
    await page.getByTestId('total-installs').waitFor();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await tabThrough('partner home', 25);
    const { apps } = await pageGraphql<{ apps: { edges: { node: { id: string } }[] } }>(
      page,
      '{ apps(first: 1) { edges { node { id } } } }',
    );
    await page.goto(`/extranet/apps/${apps.edges[0]!.node.id}/dashboard`);
    await page.getByTestId('credentials-card').waitFor();
    await tabThrough('app dashboard', 40);
    expect(unseen).toEqual([]);
    await context.close();
  });

  it('triggers the key actions with Enter and Space: search, open a listing, the account menu, revealing the secret', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByTestId('search-input').focus();
    await page.keyboard.type('booking');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/apps' && url.searchParams.get('q') === 'booking');
    await page.getByTestId('result-count').waitFor();
    await page.waitForLoadState('networkidle');
    const link = page.getByTestId('listing-card').first().locator('a').first();
    await link.focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href') ?? '')).toContain('/app-details/');
    await page.keyboard.press('Enter');
    await page.getByTestId('listing-title').waitFor();

    await logIn(page, 'owner@demo.test');
    await page.getByTestId('user-menu-button').focus();
    await page.keyboard.press('Space');
    await page.getByTestId('user-menu').getByRole('menuitem').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu').waitFor({ state: 'hidden' });
    expect(await focusedTestId(page)).toBe('user-menu-button');

    const { apps } = await pageGraphql<{ apps: { edges: { node: { id: string } }[] } }>(
      page,
      '{ apps(first: 1) { edges { node { id } } } }',
    );
    await page.goto(`/extranet/apps/${apps.edges[0]!.node.id}/dashboard`);
    await page.getByTestId('secret-reveal').focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="secret-key"][data-revealed="true"]').waitFor();
    // the button stays focused while the secret is fetched, so Space hides it again without looking for the button
    expect(await focusedTestId(page)).toBe('secret-reveal');
    await page.keyboard.press('Space');
    await page.locator('[data-testid="secret-key"][data-revealed="false"]').waitFor();
    await context.close();
  });

  it('keeps the focus inside a dialog and gives it back to its opener: remove a user, rotate the secret, disguise', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await logIn(page, 'owner@demo.test');
    await page.goto('/extranet/team');
    const remove = new PortalPage(page).teamRow('member@demo.test').getByTestId('team-remove');
    await remove.focus();
    await page.keyboard.press('Enter');
    await expectFocusTrapped(page, page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedTestId(page)).toBe('team-remove');

    const { apps } = await pageGraphql<{ apps: { edges: { node: { id: string } }[] } }>(
      page,
      '{ apps(first: 1) { edges { node { id } } } }',
    );
    await page.goto(`/extranet/apps/${apps.edges[0]!.node.id}/dashboard`);
    await page.getByTestId('secret-rotate').focus();
    await page.keyboard.press('Enter');
    await expectFocusTrapped(page, page.getByTestId('secret-rotate-dialog').getByRole('dialog'));
    await page.getByTestId('secret-rotate-dialog').getByTestId('confirm-dialog-cancel').press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedTestId(page)).toBe('secret-rotate');
    await context.close();

    const staff = await newPage(browser, DESKTOP);
    await logIn(staff.page, 'admin@demo.test');
    await staff.page.getByTestId('user-menu-button').focus();
    await staff.page.keyboard.press('Enter');
    await staff.page.getByTestId('disguise-menu-item').waitFor();
    await staff.page.getByTestId('disguise-menu-item').focus();
    await staff.page.keyboard.press('Enter');
    const dialog = staff.page.getByTestId('disguise-dialog').getByRole('dialog');
    await expectFocusTrapped(staff.page, dialog);
    await staff.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // the menu item that opened it is gone with its menu: the focus goes back to the menu's button
    expect(await focusedTestId(staff.page)).toBe('user-menu-button');
    await staff.context.close();
  });

  for (const [size, viewport] of SIZES) {
    it(`shows each chart of the reports overview as a table of the same numbers (${size})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await logIn(page, 'owner@demo.test');
      const total = Number((await page.getByTestId('total-installs').innerText()).replace(/,/g, ''));
      expect(total).toBeGreaterThan(0);

      await page.getByTestId('installs-view-toggle').focus();
      await page.keyboard.press('Enter');
      const installs = page.getByRole('table', { name: /Installs and uninstalls/ });
      await installs.waitFor();
      const rows = await installs
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent ?? '')));
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.reduce((sum, [, count]) => sum + Number(count!.replace(/,/g, '')), 0)).toBe(total);
      expect(await page.getByTestId('installs-view-toggle').innerText()).toBe('View as chart');

      await page.getByTestId('countries-view-toggle').click();
      const countries = page.getByRole('table', { name: /Top 10 installations by country/ });
      await countries.waitFor();
      const amounts = await countries.locator('tbody tr td').allInnerTexts();
      expect(amounts.length).toBeGreaterThan(0);
      expect(amounts.length).toBeLessThanOrEqual(10);
      const numbers = amounts.map((a) => Number(a.replace(/,/g, '')));
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      await snapshot(page, `a11y-reports-tables-${size}`);

      await page.getByTestId('installs-view-toggle').click();
      await page.getByTestId('installs-chart').locator('svg.recharts-surface').first().waitFor();
      expect(await installs.count()).toBe(0);
      await context.close();
    });
  }
});

/** What has the focus, and whether it shows it: an outline, a ring, or the MUI field frame that thickens around an input. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const field = el.closest('.Mui-focused') !== null;
    const what = `${el.tagName.toLowerCase()} ${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40)}`;
    return { what, visible: outline || ring || field };
  });
}

function focusedTestId(page: Page) {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? null);
}

/** The dialog holds the focus, and Tab and Shift+Tab go round inside it. */
async function expectFocusTrapped(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await dialog.waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') != null);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null), `focus after ${key}`).toBe(true);
  }
}
