import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, snapshot, DESKTOP, MOBILE } from './support/browser.ts';
import { PortalPage } from './pages/portal.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('an error shown in the portal names its request', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`shows "Request ID: …" beside the message, the id the server answered with (${name})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/developer/login');
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/appstore/graphql') && r.request().postData()?.includes('appAccountLogin') === true,
      );
      await new PortalPage(page).logIn('owner@demo.test', 'not-the-password-1');
      const requestId = (await answer).headers()['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

      const snackbar = page.getByTestId('error-snackbar');
      await snackbar.waitFor();
      const note = snackbar.getByTestId('error-request-id');
      expect(await note.innerText()).toBe(`Request ID: ${requestId}`);
      // within the screen, on a phone too
      const box = (await note.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await snapshot(page, `error-request-id-${name}`);
      await context.close();
    });
  }
});
