import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, snapshot } from './support/browser.ts';
import { dropFile } from './support/drop-file.ts';
import { freePort, startPartnerApp, type PartnerApp } from './support/partner-app.ts';
import { PortalPage } from './pages/portal.ts';
import { runExampleQuery } from './pages/explorer.ts';
import { AppsPage, approveAsStaff } from './pages/apps.ts';
import { AppDetailsPage } from './pages/catalog.ts';

const assets = resolve(import.meta.dirname, '../apps/server/src/seed/assets');
const icon = join(assets, 'icons/demo-draft-one.png'); // 1200x1200
const benefitImages = [join(assets, 'benefits/sync.jpg'), join(assets, 'benefits/calendar.jpg')]; // 1600x1200
const screenshots = [join(assets, 'screenshots/guide-schedule.jpg'), join(assets, 'screenshots/channel-dashboard.jpg')];

let browser: Browser;
let partnerApp: PartnerApp | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await partnerApp?.stop();
  await browser?.close();
});

async function signedIn(email: string) {
  const { context, page } = await newPage(browser);
  await page.goto('/developer/login');
  await new PortalPage(page).logIn(email, 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname === '/extranet');
  return { context, page };
}

describe('listings', () => {
  it('writes a listing with images dropped in, test-installs the app through the example partner app, queries it in GraphiQL, and shows it in the store once approved', async () => {
    const { context, page } = await signedIn('owner@demo.test');
    const apps = new AppsPage(page);
    const name = `Pier Tickets ${Date.now() % 100000}`;
    await page.goto('/extranet/apps/new');
    await page.getByTestId('app-name').fill(name);
    const port = await freePort();
    await page.getByTestId('app-url').fill(`http://127.0.0.1:${port}/`);
    await page.getByTestId('app-redirect-urls').fill(`http://127.0.0.1:${port}/oauth/callback`);
    // what the example partner app asks for at install: a new app asks for nothing unless ticked
    await apps.tickAccess(['BOOKINGS_READ', 'PRODUCTS_READ']);
    await apps.save();
    const dashboardUrl = page.url();
    const apiKey = await page.getByTestId('api-key').innerText();
    await page.getByTestId('secret-reveal').click();
    await page.locator('[data-testid="secret-key"][data-revealed="true"]').waitFor();
    partnerApp = await startPartnerApp({
      port,
      platformUrl: baseUrl(),
      apiKey: apiKey.trim(),
      secretKey: (await page.getByTestId('secret-key').innerText()).trim(),
    });

    await page.getByTestId('app-add-listing-button').click();
    await page.waitForURL('**/listings/new');
    await page.getByTestId('listing-tagline').fill('Sell pier tickets from every channel');
    await page.getByTestId('listing-description').fill('Pier Tickets sells boat tickets.\n\nIt syncs every sale.');

    // a wrong-sized icon is refused before any upload
    await dropFile(page, 'image-upload-icon', benefitImages[0]!);
    expect(await page.getByTestId('image-upload-error-icon').innerText()).toContain('1200x1200');
    await dropFile(page, 'image-upload-icon', icon);
    await page.getByTestId('image-upload-preview-icon').waitFor();

    await page.getByTestId('listing-include-benefit-images').check();
    for (const [i, file] of benefitImages.entries()) {
      await page.getByTestId('add-key-benefit').click();
      await page.getByTestId(`benefit-title-${i}`).fill(`Benefit ${i + 1}`);
      await page.getByTestId(`benefit-description-${i}`).fill(`What benefit ${i + 1} brings`);
      await dropFile(page, `image-upload-benefit-${i}`, file);
      await page.getByTestId(`image-upload-preview-benefit-${i}`).waitFor();
    }
    for (const [i, file] of screenshots.entries()) {
      await page.getByTestId('add-screenshot').click();
      await page.getByTestId(`screenshot-description-${i}`).fill(`Screen ${i + 1}`);
      await page.getByTestId(`screenshot-device-${i}-${i === 0 ? 'DESKTOP' : 'MOBILE'}`).check();
      await dropFile(page, `image-upload-screenshot-${i}`, file);
      await page.getByTestId(`image-upload-preview-screenshot-${i}`).waitFor();
    }

    await page.getByTestId('form-preview').click();
    const preview = page.getByTestId('preview-drawer');
    await preview.getByText('Sell pier tickets from every channel').waitFor();
    await preview.getByText('Benefit 2', { exact: true }).waitFor();
    await page.getByTestId('preview-size-large').click();
    await snapshot(page, 'listing-preview');
    await page.getByTestId('preview-close').click();

    await apps.save();
    expect(await apps.reportItem('LISTING').getAttribute('data-valid')).toBe('true');
    expect(await apps.reportItem('TEST_INSTALLATION').getAttribute('data-valid')).toBe('false');

    // the test installation runs through the example partner app: launch, consent, token exchange
    await page.getByTestId('test-install-button').click();
    await page.getByTestId('consent-page').waitFor();
    expect(await page.getByTestId('consent-page').innerText()).toContain('(test installation)');
    await page.getByTestId('consent-install').click();
    await page.getByTestId('partner-app-installed').waitFor();
    expect((await partnerApp!.status()).installs).toHaveLength(1);
    await page.goto(dashboardUrl);
    await page.getByTestId('app-dashboard').waitFor();
    await page.locator('[data-testid="test-installation-status"][data-completed="true"]').waitFor();
    expect(await apps.reportItem('TEST_INSTALLATION').getAttribute('data-valid')).toBe('true');

    // the query explorer runs with a token of that test installation
    await page.goto((await page.getByTestId('test-open-graphiql').getAttribute('href'))!);
    await runExampleQuery(page, 'test-org-');
    await page.goto(dashboardUrl);
    await page.getByTestId('app-dashboard').waitFor();
    const editHref = (await page.getByTestId('app-listing-button').getAttribute('href'))!;
    const listingId = /listings\/(\d+)\/edit/.exec(editHref)![1]!;
    await page.getByTestId('submit-for-review').click();
    await page.locator('[data-testid="app-review-notice"][data-status="IN_REVIEW"]').waitFor();

    const staff = await signedIn('admin@demo.test');
    await approveAsStaff(staff.page, name);
    await staff.context.close();

    const details = new AppDetailsPage(page);
    await page.goto(`/app-details/${listingId}`);
    await details.title().waitFor();
    expect(await details.title().innerText()).toBe(name);
    expect(await details.developerChip().innerText()).toBe('By Demo Partner');
    await details.section('Key benefits').waitFor();
    expect(await details.thumbnails().count()).toBe(2);
    const text = await page.getByTestId('app-details').innerText();
    for (const expected of ['Sell pier tickets from every channel', 'Benefit 1', 'Benefit 2', 'It syncs every sale.'])
      expect(text).toContain(expected);
    // the icon, both key-benefit images and the screenshots come from this upload, not the seed
    expect(await page.locator('[data-testid="app-details"] img[src*="/files/uploads/org-"]').count()).toBeGreaterThanOrEqual(4);
    await context.close();
  });
});
