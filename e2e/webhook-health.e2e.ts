import { createServer, type Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, SIZES } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { freePort, startPartnerApp, type PartnerApp } from './support/partner-app.ts';
import { PortalPage } from './pages/portal.ts';
import { AppsPage } from './pages/apps.ts';
import { VendorPages } from './pages/vendor.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/webhook-health';
const APP_NAME = 'Demo Guest Mail';

let browser: Browser;
let partnerApp: PartnerApp | undefined;
let receiver: Server | undefined;
/** What the receiver answered, in order: the first attempt fails (503), its retry 5 s later succeeds, then all fail. */
const answered: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await partnerApp?.stop();
  await new Promise((r) => (receiver ? receiver.close(r) : r(null)));
  await browser?.close();
});

async function partnerSignedIn(viewport?: (typeof SIZES)[number][1]) {
  const { context, page } = await newPage(browser, viewport);
  await page.goto('/developer/login');
  await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname === '/extranet');
  return { context, page, apps: new AppsPage(page) };
}

async function startFlakyReceiver(port: number) {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const status = answered.length === 1 ? 200 : 503;
      answered.push(status);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'down for maintenance');
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(port, '127.0.0.1', resolve));
}

/** The demo vendor installs the app from its listing and uninstalls it: one APP_UNINSTALL event. */
async function installAndUninstall() {
  const { context, page } = await newPage(browser);
  const vendor = new VendorPages(page);
  await vendor.install(listing);
  await vendor.uninstall(APP_NAME);
  await context.close();
}

async function receivedAtLeast(n: number) {
  for (let i = 0; i < 120 && answered.length < n; i++) await new Promise((r) => setTimeout(r, 250));
}

/** Screenshots for people to look at (the health card in view, and the card alone); assertions never depend on them. */
async function shoot(page: Page, name: string) {
  const card = page.getByTestId('webhook-health');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  await card.screenshot({ path: join(SHOTS, `${name}-card.png`) });
}

let listing = '';

describe('webhook health', () => {
  let editPath = '';

  beforeAll(async () => {
    // a vendor installs and uninstalls the app; its APP_UNINSTALL webhook fails once, then its retry succeeds
    const partner = await partnerSignedIn();
    const [appPort, hookPort] = [await freePort(), await freePort()];
    await startFlakyReceiver(hookPort);
    await partner.apps.openDashboard(APP_NAME);
    const listingHref = (await partner.page.getByTestId('app-public-listing-link').getAttribute('href'))!;
    await partner.page.getByTestId('app-setup-button').click();
    await partner.page.getByTestId('app-url').fill(`http://127.0.0.1:${appPort}/`);
    await partner.page.getByTestId('app-redirect-urls').fill(`http://127.0.0.1:${appPort}/oauth/callback`);
    await partner.apps.save();
    await partner.page.getByTestId('add-webhook').click();
    await partner.page.getByTestId('webhook-topic').click();
    await partner.page.getByTestId('webhook-topic-APP_UNINSTALL').click();
    await partner.page.getByTestId('webhook-url').fill(`http://127.0.0.1:${hookPort}/hooks`);
    await partner.apps.save();
    const row = partner.page.locator('[data-testid^="webhook-row-"]').filter({ hasText: `127.0.0.1:${hookPort}` });
    editPath = new URL((await row.getAttribute('href'))!, baseUrl()).pathname;
    const apiKey = (await partner.page.getByTestId('api-key').innerText()).trim();
    await partner.page.getByTestId('secret-reveal').click();
    await partner.page.locator('[data-testid="secret-key"][data-revealed="true"]').waitFor();
    const secretKey = (await partner.page.getByTestId('secret-key').innerText()).trim();
    partnerApp = await startPartnerApp({ port: appPort, platformUrl: baseUrl(), apiKey, secretKey });
    await partner.context.close();

    listing = listingHref;
    await installAndUninstall();
    await receivedAtLeast(2);
    expect(answered).toEqual([503, 200]);
  }, 120_000);

  async function openHealth(page: Page) {
    await page.goto(editPath);
    await page.getByTestId('delivery-log').waitFor();
    const day = page.getByTestId('webhook-health-LAST_24_HOURS');
    await day.getByTestId('health-success-rate').waitFor();
    return day;
  }

  for (const [size, viewport] of SIZES) {
    it(`shows the partner the success rate, latency and failure reasons beside the delivery log (${size})`, async () => {
      const { context, page } = await partnerSignedIn(viewport);
      const day = await openHealth(page);
      expect(await day.getByTestId('health-success-rate').innerText()).toBe('50 %');
      expect(await day.getByTestId('health-attempts').innerText()).toBe('1 of 2 attempts succeeded');
      expect(await day.getByTestId('health-latency').innerText()).toMatch(/^p50 \d+ ms · p95 \d+ ms$/);
      expect(await day.getByTestId('health-reasons').innerText()).toBe('HTTP 503 · Server error: 1');
      const month = page.getByTestId('webhook-health-LAST_30_DAYS');
      expect(await month.getByTestId('health-success-rate').innerText()).toBe('50 %');
      // the last attempt succeeded: no run of failures to warn about
      expect(await page.getByTestId('webhook-health-run').count()).toBe(0);
      // the log beside it has the one delivery, delivered on its second attempt
      expect(await page.getByTestId('delivery-log').innerText()).toContain('Delivered');

      // health comes right before the log, and at 375 px nothing runs off the side
      const [healthBox, logBox] = [
        await page.getByTestId('webhook-health').boundingBox(),
        await page.getByTestId('delivery-log').boundingBox(),
      ];
      expect(healthBox!.y).toBeLessThan(logBox!.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);

      await shoot(page, `webhook-health-${size}`);
      await context.close();
    });
  }

  it('tells the partner about a run of failures after a re-send from the log beside it fails', async () => {
    // the partner re-sends the delivery: the new first attempt and its retry 5 s later both fail
    const partner = await partnerSignedIn();
    await openHealth(partner.page);
    await partner.page.locator('[data-testid^="delivery-resend-"]').first().click();
    await receivedAtLeast(4);
    await partner.context.close();
    expect(answered).toEqual([503, 200, 503, 503]);
    for (const [size, viewport] of SIZES) {
      const { context, page } = await partnerSignedIn(viewport);
      const day = await openHealth(page);
      expect(await day.getByTestId('health-success-rate').innerText()).toBe('25 %');
      expect(await day.getByTestId('health-reasons').innerText()).toBe('HTTP 503 · Server error: 3');
      const run = page.getByTestId('webhook-health-run');
      expect(await run.innerText()).toBe(
        'The last 2 attempts failed. After 5 failures in a row we e-mail your emergency developer contact; the webhook is disabled when one event fails 8 times.',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `webhook-health-failing-${size}`);
      await context.close();
    }
  });
});
