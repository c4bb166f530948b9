import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, MOBILE, newPage, snapshot, SIZES } from './support/browser.ts';
import type { PartnerApp } from './support/partner-app.ts';
import { seriousViolations } from './support/axe.ts';
import { runExampleQuery } from './pages/explorer.ts';
import { AppsPage } from './pages/apps.ts';
import { PortalPage } from './pages/portal.ts';
import { DEMO_VENDOR } from './pages/vendor.ts';

/**
 * The pages the server renders itself (vendor sign-in, installed apps, OAuth consent and its error page, the tax
 * form in the portal's frame) look like the store and read at 375 px; the query explorer is usable at 375 px.
 */

/** Each test walks several pages through the built product on a shared 2-core machine. */
const SLOW = 180_000;

let browser: Browser;
let partnerApp: PartnerApp | undefined;
/** What the store itself computes for its body text and its primary (contained) button. */
let store: { font: string; text: string; buttonBackground: string; buttonColor: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  await page.goto('/');
  const button = page.getByTestId('my-account-button');
  await button.waitFor({ timeout: 90_000 });
  store = {
    font: await page.evaluate(() => getComputedStyle(document.body).fontFamily),
    text: await page.evaluate(() => getComputedStyle(document.body).color),
    buttonBackground: await button.evaluate((b) => getComputedStyle(b).backgroundColor),
    buttonColor: await button.evaluate((b) => getComputedStyle(b).color),
  };
  await context.close();
}, SLOW);
afterAll(async () => {
  await partnerApp?.stop();
  await browser?.close();
});

/** How far the document scrolls sideways (0 when it fits the window). */
const overflow = (target: Page | Frame) => target.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/**
 * The page has the store's type and colours, fits the window and passes axe. Its main button is filled with the
 * store's primary colour, or (an outlined, secondary one) lettered in it.
 */
async function expectStoreLook(page: Page, name: string, button: { primary: string } | { secondary: string }) {
  expect(await overflow(page), `${name}: sideways scroll`).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), `${name}: font`).toBe(store.font);
  expect(await page.evaluate(() => getComputedStyle(document.body).color), `${name}: text colour`).toBe(store.text);
  if ('primary' in button) {
    const primary = page.locator(button.primary).first();
    expect(await primary.evaluate((b) => getComputedStyle(b).backgroundColor), `${name}: button`).toBe(store.buttonBackground);
    expect(await primary.evaluate((b) => getComputedStyle(b).color), `${name}: button text`).toBe(store.buttonColor);
  } else {
    const secondary = page.locator(button.secondary).first();
    expect(await secondary.evaluate((b) => getComputedStyle(b).color), `${name}: button text`).toBe(store.buttonBackground);
  }
  expect(await seriousViolations(page), name).toEqual([]);
}

async function expectStoreHeader(page: Page) {
  const header = page.getByTestId('site-header');
  expect(await header.getByTestId('logo').innerText()).toBe('App Store');
  expect(await header.getByTestId('logo').getAttribute('href')).toBe('/');
}

async function partnerSignedIn(viewport: { width: number; height: number } = DESKTOP, email = 'owner@demo.test') {
  const { context, page } = await newPage(browser, viewport);
  await page.goto('/developer/login');
  await new PortalPage(page).logIn(email, 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname === '/extranet');
  return { context, page };
}

/** Points Demo Booking Sync at a running example partner app, so a vendor can install it from its listing. */
async function demoAppWithPartnerSite(): Promise<string> {
  const { context, page } = await partnerSignedIn();
  const started = await new AppsPage(page).pointAtNewPartnerApp('Demo Booking Sync');
  partnerApp = started.partnerApp;
  await context.close();
  return started.listingHref;
}

describe('server-rendered pages', () => {
  let vendor: BrowserContext;
  let consentUrl: string;

  it(
    'signs a vendor in, shows the consent page with no script at all, and lists the installed app, in the store look',
    async () => {
      const listingHref = await demoAppWithPartnerSite();
      ({ context: vendor } = await newPage(browser));
      const page = await vendor.newPage();
      await page.goto(listingHref);
      await page.getByTestId('listing-install').click();
      await page.waitForURL('**/vendor/login**');
      await expectStoreHeader(page);
      await expectStoreLook(page, 'vendor sign-in', { primary: '[data-testid="vendor-login-submit"]' });
      await snapshot(page, 'server-vendor-login-desktop');
      await page.getByLabel('Email').fill(DEMO_VENDOR.email);
      await page.getByLabel('Password').fill(DEMO_VENDOR.password);

      const scripts: string[] = [];
      const styles: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(req.url());
        if (req.resourceType() === 'stylesheet') styles.push(new URL(req.url()).pathname);
      });
      await page.getByTestId('vendor-login-submit').click();
      await page.getByTestId('consent-page').waitFor();
      consentUrl = page.url();
      expect(new URL(consentUrl).pathname).toBe('/appstore/oauth/authorize');
      // the consent page loads nothing of the web app: no script at all, only the server pages' stylesheet
      expect(await page.evaluate(() => document.scripts.length)).toBe(0);
      expect(scripts.filter((url) => new URL(url).origin === baseUrl())).toEqual([]);
      expect(
        styles.every((path) => /^\/appstore\/styles\/pages\.[0-9a-f]+\.css$/.test(path)),
        styles.join(),
      ).toBe(true);
      await expectStoreHeader(page);
      expect(await page.getByTestId('vendor-name').innerText()).toBe('Demo Tours');
      await expectStoreLook(page, 'consent', { primary: '[data-testid="consent-install"]' });
      await snapshot(page, 'server-consent-desktop');

      await page.getByTestId('consent-install').click();
      await page.getByTestId('partner-app-installed').waitFor();
      await page.goto('/vendor/apps');
      await page.getByTestId('vendor-apps').waitFor();
      await expectStoreHeader(page);
      await expectStoreLook(page, 'installed apps', { secondary: '[data-testid^="vendor-app-open-"]' });
      await snapshot(page, 'server-vendor-apps-desktop');
    },
    SLOW,
  );

  it(
    'asks a vendor who follows a link from elsewhere to continue before the app is told who they are',
    async () => {
      const page = await vendor.newPage();
      await page.goto('/vendor/apps');
      const open = page
        .locator('[data-testid^="vendor-app-"]')
        .filter({ hasText: 'Demo Booking Sync' })
        .locator('[data-testid^="vendor-app-open-"]');
      const openPath = (await open.getAttribute('href'))!;
      // a page on another site that links to the vendor's Open
      await page.route('https://elsewhere.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: `<a id="lure" href="${baseUrl()}${openPath}">Open</a>` }),
      );
      await page.goto('https://elsewhere.example/');
      await page.locator('#lure').click();
      const cont = page.getByTestId('launch-continue');
      await cont.waitFor();
      expect(new URL(page.url()).pathname).toBe(openPath);
      expect(await page.locator('h1').innerText()).toBe('Continue to Demo Booking Sync');
      expect(await cont.innerText()).toContain('Opening Demo Booking Sync tells its developer your company and user account.');
      await expectStoreHeader(page);
      expect(await page.getByTestId('vendor-name').innerText()).toBe('Demo Tours');
      await expectStoreLook(page, 'continue', { primary: '[data-testid="launch-continue-submit"]' });
      await snapshot(page, 'server-launch-continue-desktop');
      await page.setViewportSize(MOBILE);
      await expectStoreLook(page, 'continue 375', { primary: '[data-testid="launch-continue-submit"]' });
      await snapshot(page, 'server-launch-continue-375');
      await page.setViewportSize(DESKTOP);

      // one click, and the app opens with the signed launch
      await page.getByTestId('launch-continue-submit').click();
      await page.getByTestId('partner-app-home').waitFor();
      await page.close();
    },
    SLOW,
  );

  it(
    'keeps the vendor sign-in, consent, installed apps and error pages within 375 px',
    async () => {
      const page = await vendor.newPage();
      await page.setViewportSize(MOBILE);
      await page.goto(consentUrl);
      await page.getByTestId('consent-page').waitFor();
      await expectStoreLook(page, 'consent 375', { primary: '[data-testid="consent-install"]' });
      await snapshot(page, 'server-consent-375');

      await page.goto('/vendor/apps');
      const row = page.locator('[data-testid^="vendor-app-"]').filter({ hasText: 'Demo Booking Sync' });
      await row.waitFor();
      await expectStoreLook(page, 'installed apps 375', { secondary: '[data-testid^="vendor-app-open-"]' });
      // the row's actions wrap below its name instead of running off the screen
      const uninstall = await row.locator('[data-testid^="vendor-app-uninstall-"]').boundingBox();
      expect(uninstall!.x + uninstall!.width).toBeLessThanOrEqual(MOBILE.width);
      await snapshot(page, 'server-vendor-apps-375');

      await page.goto('/appstore/oauth/authorize?client_id=no-such-app');
      await page.getByTestId('platform-error').waitFor();
      await expectStoreHeader(page);
      await expectStoreLook(page, 'error page 375', { secondary: '[data-testid="platform-error"] .button' });
      await snapshot(page, 'server-error-375');
      await page.setViewportSize(DESKTOP);
      await snapshot(page, 'server-error-desktop');

      const signIn = await browser.newPage({ viewport: MOBILE });
      await signIn.goto(`${baseUrl()}/vendor/login`);
      await expectStoreLook(signIn, 'vendor sign-in 375', { primary: '[data-testid="vendor-login-submit"]' });
      await snapshot(signIn, 'server-vendor-login-375');
      await signIn.close();
      await vendor.close();
    },
    SLOW,
  );

  for (const [size, viewport] of SIZES) {
    it(
      `shows the tax form page in the portal's frame in the product's look (${size})`,
      async () => {
        // Fresh Partner has no tax form yet: the whole W-8BEN form
        const { context, page } = await partnerSignedIn(viewport, 'newcomer@demo.test');
        await page.goto('/extranet/payouts/tax-form');
        const frame = page.frameLocator('[data-testid="tax-form-frame"]');
        await frame.getByTestId('tax-form').waitFor();
        const framed = page.frames().find((f) => new URL(f.url()).pathname === '/appstore/tax-form')!;
        expect(await overflow(framed), 'tax form frame: sideways scroll').toBeLessThanOrEqual(0);
        expect(await overflow(page), 'portal: sideways scroll').toBeLessThanOrEqual(0);
        // the frame is as tall as its form: the page scrolls once, and the submit button is reachable in it
        await expect
          .poll(async () => {
            const frameHeight = (await page.getByTestId('tax-form-frame').boundingBox())!.height;
            const formHeight = await framed.evaluate(() => document.documentElement.scrollHeight);
            return Math.abs(frameHeight - formHeight);
          })
          .toBeLessThanOrEqual(1);
        await frame.getByTestId('tax-form-submit').scrollIntoViewIfNeeded();
        expect(await frame.getByTestId('tax-form-submit').isVisible()).toBe(true);
        await snapshot(page, `server-tax-form-${size}`);
        // the portal's page names it once: the frame's own heading is there for screen readers only
        expect(await page.getByRole('heading', { level: 1, name: 'Tax form' }).isVisible()).toBe(true);
        expect((await frame.getByRole('heading', { level: 1, name: 'Tax form' }).boundingBox())!.width).toBeLessThanOrEqual(1);

        // the page on its own, as its frame loads it
        await page.goto('/appstore/tax-form');
        await page.getByTestId('tax-form').waitFor();
        await expectStoreLook(page, `tax form ${size}`, { primary: '[data-testid="tax-form-submit"]' });
        // in the portal's frame: no header of its own
        expect(await page.getByTestId('site-header').count()).toBe(0);
        await context.close();
      },
      SLOW,
    );
  }
});

describe('the saved tax form in the portal', () => {
  it('takes the height of its summary, in one card under one heading', async () => {
    const { context, page } = await partnerSignedIn(DESKTOP, 'owner@demo.test');
    await page.goto('/extranet/payouts/tax-form');
    const frame = page.frameLocator('[data-testid="tax-form-frame"]');
    await frame.getByTestId('tax-form-summary').waitFor();
    const framed = page.frames().find((f) => new URL(f.url()).pathname === '/appstore/tax-form')!;
    const summaryBottom = await framed.evaluate(() => document.querySelector('main')!.getBoundingClientRect().bottom);
    // not the first guess at the frame's height (a document is never shorter than its frame)
    await expect
      .poll(async () => (await page.getByTestId('tax-form-frame').boundingBox())!.height)
      .toBeLessThanOrEqual(Math.ceil(summaryBottom) + 1);
    // inside the portal's card the summary is no card of its own
    expect(await frame.getByTestId('tax-form-summary').evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('0px');
    await snapshot(page, 'server-tax-form-saved-desktop');
    await context.close();
  });
});

describe('query explorer', () => {
  for (const [size, viewport] of SIZES) {
    it(
      `shows the editor and the result side by side or stacked, each usable, without sideways scrolling (${size})`,
      async () => {
        const { context, page } = await partnerSignedIn();
        await new AppsPage(page).openDashboard('Demo Draft One');
        const href = (await page.getByTestId('test-open-graphiql').getAttribute('href'))!;
        await page.setViewportSize(viewport);
        await page.goto(href);
        await runExampleQuery(page, 'test-org-');
        const wide = await page.evaluate(() =>
          Array.from(document.querySelectorAll('body *'))
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 5)
            .map(
              (el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} ${Math.round(el.getBoundingClientRect().right)}`,
            ),
        );
        expect(await overflow(page), `elements past the window's edge: ${wide.join(', ')}`).toBeLessThanOrEqual(0);
        const editor = (await page.locator('.graphiql-query-editor').boundingBox())!;
        const response = (await page.locator('.graphiql-response').boundingBox())!;
        // each pane at least 80% of a phone's width (side by side at 375 px each had less than a third)
        const minWidth = Math.min(viewport.width, 375) * 0.8;
        expect(editor.width).toBeGreaterThanOrEqual(minWidth);
        expect(response.width).toBeGreaterThanOrEqual(minWidth);
        for (const box of [editor, response]) {
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
          expect(box.y + Math.min(box.height, 120)).toBeLessThanOrEqual(viewport.height);
          expect(box.height).toBeGreaterThanOrEqual(120);
        }
        if (viewport.width < 600) expect(response.y).toBeGreaterThanOrEqual(editor.y + editor.height - 1);
        await page.locator('.graphiql-response').getByText('"domain"').first().waitFor();
        // the title is whole at every width (the back button is shorter on a phone)
        const title = page.getByTestId('explorer-title');
        expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        expect(await page.getByRole('link', { name: 'Back to Partner portal' }).count()).toBe(1);
        await snapshot(page, `explorer-${size}`);
        await context.close();
      },
      SLOW,
    );
  }
});
