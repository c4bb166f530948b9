import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, snapshot, DESKTOP, MOBILE } from './support/browser.ts';
import { PortalPage } from './pages/portal.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(viewport: { width: number; height: number }) {
  const { context, page } = await newPage(browser, viewport);
  await page.goto('/developer/login');
  await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname === '/extranet');
  return { context, page };
}

/**
 * The server fails one operation unexpectedly: the real request is sent, and its answer is replaced by the
 * InternalError the server gives for a failure nobody expected, with the id the server gave the request.
 */
async function failUnexpectedly(page: Page, operation: string): Promise<() => string> {
  let requestId = '';
  await page.route('**/appstore/graphql', async (route) => {
    if (!route.request().postData()?.includes(operation)) return route.continue();
    const real = await route.fetch();
    requestId = real.headers()['x-request-id'] ?? '';
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({
        data: null,
        errors: [{ message: 'Unexpected error.', extensions: { classification: 'InternalError', requestId } }],
      }),
    });
  });
  return () => requestId;
}

async function expectWithinScreen(note: import('playwright-core').Locator, width: number) {
  const box = (await note.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

describe('an unexpected error shown in the portal names its request', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`shows "Request ID: …" in the snackbar for a failure no screen shows itself (${name})`, async () => {
      const { context, page } = await signedIn(viewport);
      // the session check of the portal's frame: no screen of its own shows what went wrong with it
      const requestId = await failUnexpectedly(page, 'query Me');
      await page.goto('/extranet/apps');

      const snackbar = page.getByTestId('error-snackbar');
      await snackbar.waitFor();
      expect(requestId()).toMatch(/^[0-9a-f-]{36}$/);
      const note = snackbar.getByTestId('error-request-id');
      expect(await note.innerText()).toBe(`Request ID: ${requestId()}`);
      await expectWithinScreen(note, viewport.width);
      await snapshot(page, `error-request-id-${name}`);
      await context.close();
    });

    it(`shows "Request ID: …" in the form's banner, the one place a failed save shows (${name})`, async () => {
      const { context, page } = await signedIn(viewport);
      await page.goto('/extranet/account');
      const requestId = await failUnexpectedly(page, 'appOrgUpdate');
      // a value the form does not hold yet, so Save is enabled
      await page.getByLabel('Website', { exact: true }).fill(`https://demo-partner.example/${Date.now()}`);
      await page.getByTestId('form-save').click();

      const banner = page.getByTestId('form-error');
      await banner.waitFor();
      expect(requestId()).toMatch(/^[0-9a-f-]{36}$/);
      const note = banner.getByTestId('error-request-id');
      expect(await note.innerText()).toBe(`Request ID: ${requestId()}`);
      await expectWithinScreen(note, viewport.width);
      await page.waitForTimeout(1000);
      expect(await page.getByTestId('error-snackbar').count(), 'not in the snackbar as well').toBe(0);
      await snapshot(page, `error-request-id-form-${name}`);
      await context.close();
    });
  }
});
