import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE, newPage, snapshot } from './support/browser.ts';
import { PortalPage } from './pages/portal.ts';

/**
 * axe-core on the screens people meet first, at desktop and phone width: no serious or critical violation of
 * WCAG 2 A/AA. Each screen is also saved to test-results/ to be looked at.
 */

// evaluated through the browser's debugging protocol, which the pages' CSP (script-src 'self') does not cover
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
          .join(', ')}`,
    );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SIZES = [
  ['desktop', DESKTOP],
  ['375', MOBILE],
] as const;

describe('accessibility', () => {
  for (const [size, viewport] of SIZES) {
    it(`finds no serious violation on the store, a search, a listing, the developer docs and the 404 page (${size})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/');
      await page.getByTestId('listing-card').first().waitFor();
      expect(await seriousViolations(page), 'home').toEqual([]);

      await page.goto('/apps?q=booking');
      await page.getByTestId('result-count').or(page.getByTestId('empty-result')).first().waitFor();
      expect(await seriousViolations(page), 'search').toEqual([]);

      await page.getByTestId('listing-card').first().click();
      await page.getByTestId('listing-title').waitFor();
      await snapshot(page, `a11y-details-${size}`);
      expect(await seriousViolations(page), 'listing').toEqual([]);

      await page.goto('/developer/docs');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await snapshot(page, `a11y-docs-${size}`);
      expect(await seriousViolations(page), 'docs').toEqual([]);

      await page.goto('/no/such/page');
      await page.getByTestId('not-found-page').waitFor();
      expect(await seriousViolations(page), 'not found').toEqual([]);
      await context.close();
    });

    it(`finds no serious violation on the login page, the app list and the webhook form (${size})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/developer/login');
      await page.getByTestId('login-submit').waitFor();
      expect(await seriousViolations(page), 'login').toEqual([]);

      await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
      await page.waitForURL((url) => url.pathname === '/extranet');
      await page.goto('/extranet/apps');
      const row = page.locator('tr[data-testid^="app-row-"]').first();
      await row.waitFor();
      expect(await seriousViolations(page), 'apps').toEqual([]);

      const appId = (await row.getAttribute('data-testid'))!.replace('app-row-', '');
      await page.goto(`/extranet/apps/${appId}/webhooks/new`);
      await page.getByRole('combobox').or(page.locator('select')).first().waitFor();
      await snapshot(page, `a11y-webhook-form-${size}`);
      expect(await seriousViolations(page), 'webhook form').toEqual([]);
      await context.close();
    });

    it(`finds no serious violation on the app dashboard with its credentials and on the payouts list (${size})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/developer/login');
      await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
      await page.waitForURL((url) => url.pathname === '/extranet');
      await page.goto('/extranet/apps');
      const row = page.locator('tr[data-testid^="app-row-"]').first();
      await row.waitFor();
      const appId = (await row.getAttribute('data-testid'))!.replace('app-row-', '');
      await page.goto(`/extranet/apps/${appId}/dashboard`);
      await page.getByTestId('credentials-card').waitFor();
      await snapshot(page, `a11y-dashboard-${size}`);
      expect(await seriousViolations(page), 'app dashboard').toEqual([]);

      await page.goto('/extranet/payouts');
      await page.getByTestId('payouts-count').or(page.getByTestId('payouts-empty')).first().waitFor();
      await snapshot(page, `a11y-payouts-${size}`);
      expect(await seriousViolations(page), 'payouts').toEqual([]);
      await context.close();
    });
  }
});
