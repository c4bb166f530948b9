import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, newPage, snapshot, DESKTOP, MOBILE, SIZES } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { PortalPage } from './pages/portal.ts';

/**
 * A lost connection, errors shown once, limits shown the same way on every field, and
 * 'Passwords must match' as soon as it is true.
 */

const NETWORK_MESSAGE = "Can't reach the server";
/** Longer than the snackbar waits for a screen to take an error (CLAIM_GRACE_MS 150 ms; NETWORK_GRACE_MS 3 s). */
const SNACKBAR_WAIT_MS = 1000;
const NETWORK_SNACKBAR_WAIT_MS = 3500;

// each test signs in, waits out retries on purpose and runs axe at two sizes: more than the default minute on a busy machine
vi.setConfig({ testTimeout: 150_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(viewport: { width: number; height: number }, email = 'owner@demo.test') {
  const { context, page } = await newPage(browser, viewport);
  await page.goto('/developer/login');
  await new PortalPage(page).logIn(email, 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname === '/extranet');
  return { context, page };
}

/** Requests to the store/portal API whose operation text contains `operation`. */
function isOperation(route: Route, operation: string): boolean {
  return route.request().postData()?.includes(operation) === true;
}

/** Answers one operation with `errors`, as the server would, with the id the real server gave the request. */
async function answerWithErrors(page: Page, operation: string, errors: (requestId: string) => object[]) {
  let requestId = '';
  await page.route('**/appstore/graphql', async (route) => {
    if (!isOperation(route, operation)) return route.continue();
    const real = await route.fetch();
    requestId = real.headers()['x-request-id'] ?? '';
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({ data: null, errors: errors(requestId) }),
    });
  });
  return () => requestId;
}

async function noSnackbar(page: Page, waitMs = SNACKBAR_WAIT_MS) {
  await page.waitForTimeout(waitMs);
  expect(await page.getByTestId('error-snackbar').count(), 'the snackbar stays closed').toBe(0);
}

describe('a lost connection (item 3)', () => {
  for (const [size, viewport] of SIZES) {
    it(`says the server is out of reach with Retry instead of "Failed to fetch", and loads on Retry (${size})`, async () => {
      const { context, page } = await signedIn(viewport);
      // the screen also retries by itself: the network stays away until the test clicks Retry
      let offline = true;
      await page.route('**/appstore/graphql', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
      await page.goto('/extranet/team');

      const notice = page.getByTestId('connection-problem');
      await notice.waitFor();
      expect(await notice.innerText()).toContain(NETWORK_MESSAGE);
      expect(await page.locator('body').innerText()).not.toContain('Failed to fetch');
      expect(await page.getByTestId('loading').count(), 'no endless Loading').toBe(0);
      await noSnackbar(page, NETWORK_SNACKBAR_WAIT_MS);
      await snapshot(page, `connection-problem-${size}`);
      expect(await seriousViolations(page)).toEqual([]);

      const retry = page.getByTestId('connection-retry');
      await retry.waitFor();
      offline = false;
      await retry.click();
      await page.getByTestId('team-row').first().waitFor();
      expect(await page.getByTestId('connection-problem').count()).toBe(0);
      await context.close();
    });
  }

  it('recovers by itself when the browser is back online', async () => {
    const { context, page } = await signedIn(DESKTOP);
    await page.getByTestId('total-installs').waitFor();
    await context.setOffline(true);
    // a range not loaded yet: its query goes out while offline
    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: 'Last 93 days' }).click();
    // the overview's own notice comes first; the cards below (funnel, uninstall reasons) may say it too
    await page.getByTestId('connection-problem').first().waitFor();
    expect(await page.getByTestId('total-installs').count()).toBe(0);

    await context.setOffline(false);
    await page.getByTestId('total-installs').waitFor({ timeout: 5000 });
    // every card that said so comes back by itself, not only the overview
    await expect.poll(() => page.getByTestId('connection-problem').count(), { timeout: 5000 }).toBe(0);
    await context.close();
  });

  it('opens a screen not visited yet once the browser is back online (its code could not be downloaded offline)', async () => {
    const { context, page } = await signedIn(DESKTOP);
    await page.getByTestId('total-installs').waitFor();
    await context.setOffline(true);
    await page.getByTestId('nav-team').click();
    // the screen's code, or else its data, could not be fetched: either way the page says so, in words
    await page.getByTestId('screen-load-failed').or(page.getByTestId('connection-problem')).first().waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/Failed to fetch|dynamically imported module/);
    await snapshot(page, 'screen-load-failed-desktop');
    await context.setOffline(false);
    await page.getByTestId('team-row').first().waitFor({ timeout: 10000 });
    await context.close();
  });

  for (const [size, viewport] of SIZES) {
    it(`keeps what was typed when Save cannot reach the server, and Retry saves it (${size})`, async () => {
      const { context, page } = await signedIn(viewport);
      await page.goto('/extranet/account');
      const phone = page.getByLabel('Phone number', { exact: true });
      const typed = `+354 555 ${String(Date.now() % 10000).padStart(4, '0')}`;
      await phone.fill(typed);
      await page.route('**/appstore/graphql', (route) =>
        isOperation(route, 'appOrgUpdate') ? route.abort('internetdisconnected') : route.continue(),
      );
      await page.getByTestId('form-save').click();

      const banner = page.getByTestId('form-error');
      await banner.waitFor();
      expect(await banner.innerText()).toContain(NETWORK_MESSAGE);
      expect(await phone.inputValue()).toBe(typed);
      await noSnackbar(page, NETWORK_SNACKBAR_WAIT_MS);
      await snapshot(page, `form-network-error-${size}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.unroute('**/appstore/graphql');
      await page.getByTestId('form-error-retry').click();
      await page.getByTestId('form-notice').waitFor();
      expect(await page.getByTestId('form-error').count()).toBe(0);
      await page.reload();
      expect(await page.getByLabel('Phone number', { exact: true }).inputValue()).toBe(typed);
      await context.close();
    });
  }
});

describe('each error once, where the user looks (item 4)', () => {
  it("shows a server's field message under the field only: no banner, no snackbar", async () => {
    const { context, page } = await signedIn(DESKTOP);
    await page.goto('/extranet/account');
    const message = 'This business name is already taken';
    await answerWithErrors(page, 'appOrgUpdate', (requestId) => [
      { message, extensions: { classification: 'ValidationError', fields: [{ field: 'businessName', message }], requestId } },
    ]);
    // a value the form does not hold yet, so Save is enabled
    await page.getByLabel('Website', { exact: true }).fill(`https://demo-partner.example/${Date.now()}`);
    await page.getByTestId('form-save').click();

    await page.getByText(message).waitFor();
    await noSnackbar(page);
    expect(await page.getByTestId('form-error').count(), 'no banner').toBe(0);
    expect(await page.getByText(message).count(), 'the message shows once').toBe(1);
    const field = page.getByLabel('Business name', { exact: true });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  for (const [size, viewport] of SIZES) {
    it(`shows a login failure once, in the form's banner, not in the snackbar too (${size})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/developer/login');
      // an unknown address gets the same answer, and no demo account is throttled for the other tests
      await new PortalPage(page).logIn(`nobody-${size}@demo.test`, 'not-the-password-1');
      const banner = page.getByTestId('form-error');
      await banner.waitFor();
      expect(await banner.innerText()).toContain('Invalid email or password');
      await noSnackbar(page);
      expect(await page.getByText('Invalid email or password').count()).toBe(1);
      await snapshot(page, `login-error-once-${size}`);
      await context.close();
    });
  }
});

describe('limits are shown the same way on every field (item 5)', () => {
  for (const [size, viewport] of SIZES) {
    it(`counts, lets the user pass the limit, and says the spec's message: app name, search terms, integrations (${size})`, async () => {
      const { context, page } = await signedIn(viewport);
      await page.goto('/extranet/apps/new');
      const name = page.getByTestId('app-name');
      await name.fill('x'.repeat(30));
      const nameField = page.getByTestId('app-details-section');
      expect(await nameField.getByTestId('length-counter').first().innerText()).toBe('30/30');
      expect(await page.getByText('Max 30 chars', { exact: true }).count()).toBe(0);
      // the 31st character is kept (not cut), and the message shows while typing, before leaving the field
      await name.press('y');
      expect(await name.inputValue()).toHaveLength(31);
      await page.getByText('Max 30 chars', { exact: true }).waitFor();
      expect(await nameField.getByTestId('length-counter').first().innerText()).toBe('31/30');
      await snapshot(page, `limit-app-name-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
      await name.press('Backspace');
      await page.getByText('Max 30 chars', { exact: true }).waitFor({ state: 'detached' });

      await name.fill(`Limits ${size} ${Date.now() % 100000}`);
      await page.getByTestId('app-url').fill('https://limits.example.com/');
      await page.getByTestId('app-redirect-urls').fill('https://limits.example.com/oauth/callback');
      await page.getByTestId('form-save').click();
      await page.waitForURL('**/dashboard');
      await page.getByTestId('app-add-listing-button').click();
      await page.waitForURL('**/listings/new');

      const terms = page.getByTestId('listing-search-terms');
      for (const term of ['tours', 'tickets', 'boats', 'whales', 'harbour']) await terms.fill(term).then(() => terms.press('Enter'));
      expect(await page.getByText('Max 5 terms.', { exact: true }).count()).toBe(0);
      // a sixth is accepted by the field (no lock), and the spec's message says what to do
      expect(await terms.getAttribute('readonly')).toBeNull();
      await terms.fill('puffins');
      await terms.press('Enter');
      await page.getByTestId('listing-search-terms-chip-5').waitFor();
      await page.getByText('Max 5 terms.', { exact: true }).waitFor();
      const termsSection = page.getByTestId('listing-search-terms-section');
      expect(await termsSection.getByTestId('length-counter').innerText()).toBe('6/5');

      const integrations = page.getByTestId('listing-integrations');
      for (const integration of ['Stripe', 'Xero', 'Mailchimp', 'Zapier', 'Slack', 'HubSpot', 'Shopify']) {
        await integrations.fill(integration);
        await integrations.press('Enter');
      }
      await page.getByText('Max 6 integrations.', { exact: true }).waitFor();
      await termsSection.scrollIntoViewIfNeeded();
      await snapshot(page, `limit-search-terms-${size}`);
      expect(await seriousViolations(page)).toEqual([]);

      // taking one back takes the message away
      await page.getByTestId('listing-search-terms-chip-5').locator('.MuiChip-deleteIcon').click();
      await page.getByText('Max 5 terms.', { exact: true }).waitFor({ state: 'detached' });
      await context.close();
    });
  }

  it('does not cut a payout text field at 255 characters: it says Max 255 chars', async () => {
    const { context, page } = await signedIn(DESKTOP);
    await page.goto('/extranet/payouts/settings');
    const payableTo = page.getByTestId('payout-payableTo');
    await payableTo.fill('p'.repeat(256));
    expect(await payableTo.inputValue()).toHaveLength(256);
    await page.getByText('Max 255 chars', { exact: true }).waitFor();
    await context.close();
  });
});

describe("'Passwords must match' as soon as both are typed and differ (item 6)", () => {
  for (const [size, viewport] of SIZES) {
    it(`says so on Create user while the names and e-mail are still empty (${size})`, async () => {
      const { context, page } = await signedIn(viewport);
      await page.goto('/extranet/team/add');
      await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
      await page.getByLabel('Confirm password', { exact: true }).fill('long-enough-2');
      await page.getByLabel('Confirm password', { exact: true }).press('Tab');
      await page.getByText('Passwords must match', { exact: true }).waitFor();
      await snapshot(page, `passwords-must-match-${size}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('Confirm password', { exact: true }).fill('long-enough-1');
      await page.getByText('Passwords must match', { exact: true }).waitFor({ state: 'detached' });
      await context.close();
    });
  }

  it('says so on the reset-password form while the new password is still too short', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/developer/reset-password?token=any-token');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password', { exact: true }).fill('other');
    await page.getByLabel('Confirm new password', { exact: true }).press('Tab');
    await page.getByText('Passwords must match', { exact: true }).waitFor();
    expect(await page.getByText('Password must be at least 8 chars').count()).toBe(1);
    await context.close();
  });

  it('says "Password doesn\'t match" on My Profile while the first name is missing', async () => {
    const { context, page } = await signedIn(DESKTOP, 'member@demo.test');
    await page.goto('/extranet/userprofile');
    await page.getByLabel('First name', { exact: true }).fill('');
    await page.getByLabel('New password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm new password', { exact: true }).fill('long-enough-2');
    await page.getByLabel('Confirm new password', { exact: true }).press('Tab');
    await page.getByText("Password doesn't match", { exact: true }).waitFor();
    await context.close();
  });

  it('keeps the field being typed in above the form bar on a phone, with its error', async () => {
    const { context, page } = await signedIn(MOBILE, 'member@demo.test');
    await page.goto('/extranet/userprofile');
    const newPassword = page.getByLabel('New password', { exact: true });
    await newPassword.fill('long-enough-1');
    // the page scrolled so that the next field starts behind the bar, inside the window: the browser takes a
    // field in the window as visible and does not scroll to it, so the bar covers it (as the walk found it)
    await page.getByLabel('Confirm new password', { exact: true }).evaluate((field) => {
      const bar = document.querySelector('[data-testid="form-bottom-bar"]')!.getBoundingClientRect();
      window.scrollBy(0, field.getBoundingClientRect().top - (bar.top + 8));
    });
    // with the keyboard, as the walk found it
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    const confirmFocused = () => confirm.evaluate((el) => el === document.activeElement);
    // past the show-password toggle
    for (let i = 0; i < 4 && !(await confirmFocused()); i++) await page.keyboard.press('Tab');
    expect(await confirmFocused()).toBe(true);
    const barTop = async () => (await page.getByTestId('form-bottom-bar').boundingBox())!.y;
    const bottomOf = async (box: { y: number; height: number } | null) => box!.y + box!.height;
    expect(await bottomOf(await confirm.boundingBox())).toBeLessThanOrEqual(await barTop());
    await page.keyboard.type('long-enough-2');
    await page.keyboard.press('Tab');
    const error = page.getByText("Password doesn't match", { exact: true });
    await error.waitFor();
    for (let i = 0; i < 4 && !(await confirmFocused()); i++) await page.keyboard.press('Shift+Tab');
    expect(await confirmFocused()).toBe(true);
    expect(await bottomOf(await confirm.boundingBox())).toBeLessThanOrEqual(await barTop());
    expect(await bottomOf(await error.boundingBox())).toBeLessThanOrEqual(await barTop());
    await snapshot(page, 'field-above-form-bar-375');
    await context.close();
  });
});
