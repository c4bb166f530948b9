import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { pageGraphql } from './support/page-graphql.ts';
import { freePort } from './support/partner-app.ts';
import { startLegacyPartnerApp, type LegacyPartnerApp } from './support/legacy-partner-app.ts';
import { PortalPage } from './pages/portal.ts';
import { VendorPages } from './pages/vendor.ts';

/**
 * The compatibility promise to partners, end to end: an app written to the platform protocol as existing apps are
 * (e2e/support/legacy-partner-app.ts: plain signatures, no PKCE, an exchange of exactly client_id, client_secret
 * and code, once as a form and once as JSON) goes through its whole life against the built product. Any change
 * that breaks an app written to the contract fails here.
 */
const SCOPE = 'VENDOR_USERS_READ,BOOKINGS_READ,BOOKINGS_WRITE,PRODUCTS_READ,LEGACY_API';
const SCOPES = SCOPE.split(',').sort();
/** The answer's `scope`, a comma list in no promised order. */
const grantedScopes = (answer: Record<string, unknown>) => String(answer.scope).split(',').sort();
const icon = join(resolve(import.meta.dirname, '../apps/server/src/seed/assets'), 'icons/demo-draft-one.png');
const name = `Legacy Protocol ${Date.now() % 100000}`;

let browser: Browser;
let legacy: LegacyPartnerApp;
let partner: { context: BrowserContext; page: Page };
let appId = '';
let listingId = '';
let apiKey = '';

async function signedIn(email: string) {
  const session = await newPage(browser);
  await session.page.goto('/developer/login');
  await new PortalPage(session.page).logIn(email, 'demo-pass-1234');
  await session.page.waitForURL((url) => url.pathname === '/extranet');
  return session;
}

/** The listing's icon, uploaded as the listing form does it: an upload URL from the API, then a PUT. */
async function uploadIcon(page: Page): Promise<string> {
  const bytes = readFileSync(icon);
  const { s3UploadAuthorization: auth } = await pageGraphql<{
    s3UploadAuthorization: { uploadUrl: string; meta: { s3Key: string; headers: { name: string; value: string }[] } };
  }>(
    page,
    `mutation($size: Int) { s3UploadAuthorization(contentType: "image/png", fileName: "icon.png", size: $size) {
      uploadUrl meta { s3Key headers { name value } } } }`,
    { size: bytes.length },
  );
  const headers = Object.fromEntries(auth.meta.headers.map((h) => [h.name, h.value]));
  const put = await fetch(auth.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png', ...headers }, body: bytes });
  expect(put.ok, await put.text()).toBe(true);
  return auth.meta.s3Key;
}

/** Back at the app after Install: installed, or the page that shows the exchange's refusal (then the answer fails the test). */
async function backInTheApp(page: Page) {
  await page.getByTestId('legacy-installed').or(page.getByTestId('legacy-failed')).waitFor();
  expect(legacy.exchanges.at(-1), 'the token exchange').toMatchObject({ status: 200 });
}

const VENDOR_AND_DATA = `{
  vendor { id name domain country }
  vendorUsers(first: 5) { edges { node { id email } } }
  experiences(first: 5) { edges { node { id name currency } } }
  restApiCredentials { accessKey }
}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await legacy?.stop();
  await partner?.context.close();
  await browser?.close();
});

describe('a partner app written to the platform protocol, and to nothing newer', () => {
  it('is set up by its partner and completes a test installation, exchanging its code as a form', { timeout: 120_000 }, async () => {
    partner = await signedIn('owner@demo.test');
    const port = await freePort();
    const created = await pageGraphql<{ appCreate: { id: string } }>(
      partner.page,
      `mutation($a: AppInput!) { appCreate(appInfo: $a) { id } }`,
      {
        a: {
          name,
          appUrl: `http://127.0.0.1:${port}/`,
          redirectUrlWhitelist: `http://127.0.0.1:${port}/oauth/callback`,
          apiContactEmail: 'legacy@demo.test',
        },
      },
    );
    appId = created.appCreate.id;
    // what the app asks vendors for (its access); the partner sets it like any other app setting
    await pageGraphql(partner.page, `mutation($id: ID!, $s: [String!]!) { appAccessUpdate(appId: $id, input: { scopes: $s }) { id } }`, {
      id: appId,
      s: SCOPE.split(','),
    });
    const { appCredentialsReveal: credentials } = await pageGraphql<{ appCredentialsReveal: { apiKey: string; secretKey: string } }>(
      partner.page,
      `mutation($id: ID!) { appCredentialsReveal(id: $id) { apiKey secretKey } }`,
      { id: appId },
    );
    apiKey = credentials.apiKey;
    legacy = await startLegacyPartnerApp({ port, platformUrl: baseUrl(), ...credentials, scope: SCOPE });
    for (const topic of ['BOOKINGS_CREATE', 'BOOKINGS_PAYMENT', 'APP_UNINSTALL']) {
      await pageGraphql(partner.page, `mutation($id: ID!, $w: WebhookInput!) { webhookCreate(appId: $id, webhookInfo: $w) { id } }`, {
        id: appId,
        w: { topic, url: `${legacy.url}webhooks` },
      });
    }
    const listing = await pageGraphql<{ appListingCreate: { id: string } }>(
      partner.page,
      `mutation($id: ID!, $l: AppListingInput!) { appListingCreate(appId: $id, listingInfo: $l) { id } }`,
      {
        id: appId,
        l: {
          name,
          tagLine: 'Bookings in, bookings out',
          description: 'An app written to the platform protocol as existing partner apps are.',
          supportEmail: 'legacy@demo.test',
          icon: { s3Key: await uploadIcon(partner.page) },
          includeKeyBenefitsImages: false,
          showContactDetails: false,
          offerDemoRequest: false,
          keyBenefits: [],
          screenShots: [],
          pricePlans: [],
        },
      },
    );
    listingId = listing.appListingCreate.id;

    // the test installation: the platform launches the app, the app sends the test vendor to consent
    legacy.exchangeAs = 'form';
    await partner.page.goto(`/appstore/test/${appId}`);
    await partner.page.getByTestId('consent-install').click();
    await backInTheApp(partner.page);
    expect(legacy.exchanges).toEqual([{ encoding: 'form', status: 200, body: expect.objectContaining({ token_type: 'bearer' }) }]);
    expect(grantedScopes(legacy.exchanges[0]!.body)).toEqual(SCOPES);
    await partner.page.goto('/extranet');
    const { app } = await pageGraphql<{ app: { validationReport: { testInstallationSuccessful: boolean } } }>(
      partner.page,
      `query($id: ID!) { app(id: $id) { validationReport { testInstallationSuccessful } } }`,
      { id: appId },
    );
    expect(app.validationReport.testInstallationSuccessful).toBe(true);

    // submitted and approved, it is in the store
    await pageGraphql(partner.page, `mutation($id: ID!) { appSubmitForReview(id: $id) { id } }`, { id: appId });
    const staff = await signedIn('admin@demo.test');
    await pageGraphql(staff.page, `mutation($id: ID!) { appReviewApprove(id: $id) { id } }`, { id: appId });
    await staff.context.close();
  });

  it(
    'installs from the store through the vendor’s sign-in and consent, exchanging its code as JSON, then reads and books through the App API and hears the signed webhook',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await newPage(browser);
      const vendor = new VendorPages(page);
      legacy.exchangeAs = 'json';
      // the listing's Install: the platform's signed launch, the vendor's sign-in, then the consent page
      await vendor.startInstall(`/app-details/${listingId}`);
      await page.getByTestId('consent-install').click();
      await backInTheApp(page);
      expect(await page.getByTestId('legacy-vendor').innerText()).toBe('Demo Tours');

      const exchange = legacy.exchanges.at(-1)!;
      expect(exchange).toMatchObject({ encoding: 'json', status: 200 });
      // every field of protocol §1.6's answer (the platform may add more: apps ignore what they do not know)
      expect(grantedScopes(exchange.body)).toEqual(SCOPES);
      expect(exchange.body).toMatchObject({
        access_token: expect.stringMatching(/^\S{22,}$/),
        token_type: 'bearer',
        vendor_id: expect.any(String),
        appInstalledByUserFirstName: expect.any(String),
        appInstalledByUserLastName: expect.any(String),
        appInstalledByUserEmail: 'vendor@demo.test',
        pricing: null,
        legacyApiCredentials: { accessKey: expect.any(String), secretKey: expect.any(String) },
      });
      const install = legacy.installs.get('demo-tours')!;
      expect(install.vendorId).toBe(exchange.body.vendor_id);

      const read = await legacy.appApi(install.token, VENDOR_AND_DATA);
      expect(read.status).toBe(200);
      expect(read.body.errors).toBeUndefined();
      expect(read.body.data.vendor).toEqual({ id: install.vendorId, name: 'Demo Tours', domain: 'demo-tours', country: 'IS' });
      expect(read.body.data.vendorUsers.edges.map((e: any) => e.node.email)).toContain('vendor@demo.test');
      expect(read.body.data.restApiCredentials.accessKey).toBe((exchange.body.legacyApiCredentials as any).accessKey);
      const { id: experienceId, currency } = read.body.data.experiences.edges[0].node;
      // the other header the contract accepts for the same token
      const bearer = await legacy.appApi(install.token, '{ vendor { domain } }', {}, 'bearer');
      expect(bearer.body.data).toEqual({ vendor: { domain: 'demo-tours' } });

      const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const booked = await legacy.appApi(
        install.token,
        `mutation($input: BookingCreateInput!) { bookingCreate(input: $input) { id confirmationCode status } }`,
        { input: { experienceId, date, participants: 2, customer: { firstName: 'Lena', lastName: 'Legacy', email: 'lena@example.com' } } },
      );
      expect(booked.body.errors).toBeUndefined();
      const booking = booked.body.data.bookingCreate;

      const paid = await legacy.appApi(
        install.token,
        `mutation($id: ID!, $input: MoneyInput!) { bookingAddPayment(id: $id, input: $input) { id paidAmount } }`,
        { id: booking.id, input: { amount: 10, currency } },
      );
      expect(paid.body.errors).toBeUndefined();
      expect(paid.body.data.bookingAddPayment.paidAmount).toBe(10);

      const [created] = await legacy.webhooksOnceArrived('bookings/create');
      expect(created).toEqual({
        topic: 'bookings/create',
        // the headers of protocol §3 an app reads (the signature covers them all)
        headers: expect.objectContaining({
          'x-bokun-apikey': apiKey,
          'x-bokun-topic': 'bookings/create',
          'x-bokun-vendor-id': install.vendorId,
          'x-bokun-booking-id': booking.id,
        }),
        vendorId: install.vendorId,
        valid: true,
        body: expect.objectContaining({
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/),
          bookingId: booking.id,
          confirmationCode: booking.confirmationCode,
          status: booking.status,
        }),
      });

      const [payment] = await legacy.webhooksOnceArrived('bookings/payment');
      expect(payment).toMatchObject({
        valid: true,
        body: { bookingId: booking.id, confirmationCode: booking.confirmationCode, amount: 10, currency },
      });

      // opened again from the vendor's apps: a launch the app verifies the plain way, and it knows the vendor
      await page.goto('/vendor/apps');
      await vendor.appRow(name).locator('[data-testid^="vendor-app-open-"]').click();
      await page.getByTestId('legacy-home').waitFor();
      await context.close();
    },
  );

  it('hears apps/uninstall when the vendor uninstalls it, and its token is refused from then on', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser);
    const vendor = new VendorPages(page);
    const token = legacy.installs.get('demo-tours')!.token;
    await vendor.openApps();
    await vendor.uninstall(name);

    const [uninstalled] = await legacy.webhooksOnceArrived('apps/uninstall');
    expect(uninstalled).toMatchObject({ topic: 'apps/uninstall', valid: true, body: { timestamp: expect.any(String) } });
    expect(legacy.installs.has('demo-tours')).toBe(false);

    for (const header of ['bokun', 'bearer'] as const) {
      const refused = await legacy.appApi(token, '{ vendor { id } }', {}, header);
      expect(refused.status, header).toBe(401);
      expect(refused.body.data ?? null).toBeNull();
      expect(refused.body.errors).toHaveLength(1);
    }
    // every webhook the app got was signed by the rule it knows
    expect(legacy.webhooks.every((hook) => hook.valid)).toBe(true);
    await context.close();
  });
});
