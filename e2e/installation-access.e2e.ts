import { APP_SCOPES } from '@appstore/shared/installations/scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, SIZES } from './support/browser.ts';
import { pageGraphql } from './support/page-graphql.ts';
import { freePort, type PartnerApp } from './support/partner-app.ts';
import { PortalPage } from './pages/portal.ts';
import { AppsPage } from './pages/apps.ts';
import { VendorPages } from './pages/vendor.ts';
import { checkedAtBothSizes } from './support/look.ts';

/**
 * What a partner sees of an installation's access: the old REST API secret (masked until an audited Reveal), and a
 * booking event the platform withdrew because the app lost the scope it needs. Demo Booking Sync, pointed at an
 * example partner app that asks for LEGACY_API and may book; its access, webhook and install are put back at the end.
 */
const APP = 'Demo Booking Sync';
const ALL_SCOPES = APP_SCOPES;
const ACCESS = `mutation($id: ID!, $scopes: [String!]!) { appAccessUpdate(appId: $id, input: { scopes: $scopes }) { id } }`;
const DELIVERIES = `query($id: ID!) { webhookDeliveries(webhookId: $id, first: 5) { edges { node { id status attemptCount } } } }`;
const INSTALLATIONS = `query($id: ID!) { installations(id: $id, first: 50) { edges { node { id vendor { name } } } } }`;

let browser: Browser;
let partnerApp: PartnerApp | undefined;
let partner: { context: BrowserContext; page: Page };
let appId = '';
let webhookId = '';
let installationId = '';

async function partnerSignedIn(viewport?: (typeof SIZES)[number][1]) {
  const { context, page } = await newPage(browser, viewport);
  await page.goto('/developer/login');
  await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname === '/extranet');
  return { context, page };
}

beforeAll(async () => {
  browser = await launchBrowser();
  partner = await partnerSignedIn();
  const apps = new AppsPage(partner.page);
  const started = await apps.pointAtNewPartnerApp(APP, 'BOOKINGS_READ,BOOKINGS_WRITE,PRODUCTS_READ,LEGACY_API');
  partnerApp = started.partnerApp;
  appId = new URL(partner.page.url()).pathname.split('/')[3]!;
  // a webhook for new bookings to an address nobody listens on: its first attempt fails, the retry waits 5 minutes
  const deadPort = await freePort();
  await partner.page.getByTestId('add-webhook').click();
  await partner.page.getByTestId('webhook-topic').click();
  await partner.page.getByTestId('webhook-topic-BOOKINGS_CREATE').click();
  await partner.page.getByTestId('webhook-url').fill(`http://127.0.0.1:${deadPort}/hooks`);
  await apps.save();
  const row = partner.page.locator('[data-testid^="webhook-row-"]').filter({ hasText: `127.0.0.1:${deadPort}` });
  webhookId = (await row.getAttribute('data-testid'))!.replace('webhook-row-', '');

  // the demo vendor installs it (granting LEGACY_API and the booking scopes) and books once from the app
  const { context, page } = await newPage(browser);
  const vendor = new VendorPages(page);
  await vendor.install(started.listingHref);
  await page.getByTestId('partner-app-test-booking').click();
  await page.getByTestId('partner-app-booked').waitFor();
  await context.close();

  const installs = await pageGraphql<{ installations: { edges: { node: { id: string; vendor: { name: string } } }[] } }>(
    partner.page,
    INSTALLATIONS,
    { id: appId },
  );
  installationId = installs.installations.edges.find((e) => e.node.vendor.name === 'Demo Tours')!.node.id;
}, 180_000);

afterAll(async () => {
  // every scope back, the webhook gone, the vendor's install removed: other files use this app as the seed left it
  if (appId) await pageGraphql(partner.page, ACCESS, { id: appId, scopes: ALL_SCOPES }).catch(() => undefined);
  if (webhookId) await pageGraphql(partner.page, `mutation($id: ID!) { webhookDelete(id: $id) }`, { id: webhookId }).catch(() => undefined);
  const { context, page } = await newPage(browser);
  await new VendorPages(page).openApps();
  if ((await new VendorPages(page).appRow(APP).count()) > 0) await new VendorPages(page).uninstall(APP);
  await context.close();
  await partner?.context.close();
  await partnerApp?.stop();
  await browser?.close();
}, 120_000);

describe('an installation’s access, as the partner sees it', () => {
  it('shows the old REST API secret masked, reveals it on request, and the audit log records the reveal', async () => {
    const { page } = partner;
    await page.goto(`/extranet/apps/${appId}/installations/${installationId}`);
    const card = page.getByTestId('installation-rest-credentials');
    await card.waitFor();
    const secret = page.getByTestId('rest-secret-key');
    const masked = await secret.innerText();
    expect(masked).toMatch(/^•{12}\S{4}$/);
    await checkedAtBothSizes(page, 'installation-rest-secret-masked', card);

    await page.getByTestId('rest-secret-reveal').click();
    await page.locator('[data-testid="rest-secret-key"][data-revealed="true"]').waitFor();
    const clear = (await secret.innerText()).trim();
    expect(clear).not.toContain('•');
    expect(clear.slice(-4)).toBe(masked.slice(-4));
    await checkedAtBothSizes(page, 'installation-rest-secret-revealed', card);

    await page.goto('/extranet/audit-log');
    const entry = page.locator('[data-testid="audit-log-row"][data-action="installation.rest_credentials.reveal"]').first();
    await entry.waitFor();
    expect(await entry.getByTestId('audit-log-description').innerText()).toBe(
      `Revealed the old REST API secret key of Demo Tours’s installation of app “${APP}”`,
    );
  });

  it('shows a booking event withdrawn after the app lost BOOKINGS_READ, in plain words, with no re-send', async () => {
    const { page } = partner;
    type Deliveries = { webhookDeliveries: { edges: { node: { id: string; status: string; attemptCount: number } }[] } };
    // the first attempts fail at once (nobody listens): the delivery waits for its next retry
    let deliveries: Deliveries['webhookDeliveries']['edges'] = [];
    for (let i = 0; i < 80 && !deliveries.some((e) => e.node.attemptCount > 0); i++) {
      if (i > 0) await page.waitForTimeout(250);
      deliveries = (await pageGraphql<Deliveries>(page, DELIVERIES, { id: webhookId })).webhookDeliveries.edges;
    }
    expect(deliveries.map((e) => e.node.status)).toEqual(['PENDING']);
    const deliveryId = deliveries[0]!.node.id;

    // the partner takes BOOKINGS_READ away (the Access dialog's save: app-versions.e2e.ts covers the dialog)
    await pageGraphql(page, ACCESS, { id: appId, scopes: ALL_SCOPES.filter((s) => s !== 'BOOKINGS_READ') });

    await page.goto(`/extranet/apps/${appId}/webhooks/${webhookId}/edit`);
    const log = page.getByTestId('delivery-log');
    await page.getByTestId(`delivery-status-${deliveryId}`).waitFor();
    expect(await page.getByTestId(`delivery-status-${deliveryId}`).innerText()).toBe('Withdrawn');
    expect(await page.getByTestId(`delivery-note-${deliveryId}`).innerText()).toBe('The app lost access to this topic');
    expect(await page.getByTestId(`delivery-resend-${deliveryId}`).isDisabled()).toBe(true);
    // 'Re-send all failed' leaves it as it is
    await page.getByTestId('deliveries-resend-failed').click();
    expect(await page.getByTestId('deliveries-notice').innerText()).toBe('There are no failed deliveries to re-send.');
    await checkedAtBothSizes(page, 'webhook-delivery-withdrawn', log);
  });
});
