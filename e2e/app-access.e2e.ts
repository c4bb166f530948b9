import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { PortalPage } from './pages/portal.ts';
import { AppsPage } from './pages/apps.ts';
import { checkedAtBothSizes } from './support/look.ts';

/** The scopes the review and the access screens mark: customers' contact details, the old REST API, every *_WRITE. */
const HIGH_RISK = ['BOOKINGS_WRITE', 'CUSTOMERS_CONTACT_READ', 'PRODUCTS_WRITE', 'PRODUCT_AVAILABILITY_WRITE', 'LEGACY_API'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(email: string) {
  const { context, page } = await newPage(browser);
  await page.goto('/developer/login');
  await new PortalPage(page).logIn(email, 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname === '/extranet');
  return { context, page, apps: new AppsPage(page) };
}

const scopesOf = async (list: Locator) => list.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-scope')));

describe("a new app's access", () => {
  it('starts the create form with no scope ticked, each in plain words with the high-risk ones marked, and keeps the ticked ones as version 1', async () => {
    const { context, page, apps } = await signedIn('owner@demo.test');
    await page.goto('/extranet/apps/new');
    const section = page.getByTestId('app-access-section');
    await section.waitFor();
    const boxes = section.locator('input[type="checkbox"]');
    expect(await boxes.count()).toBe(10);
    expect(await boxes.evaluateAll((inputs) => inputs.filter((i) => (i as HTMLInputElement).checked).length)).toBe(0);
    expect(await section.getByTestId('app-access-count').innerText()).toBe(
      "Nothing chosen: the app can read only the vendor's company name.",
    );
    // the consent page's words, and the mark on exactly the high-risk scopes
    expect(await section.getByTestId('access-scope-CUSTOMERS_CONTACT_READ').locator('..').innerText()).toContain(
      "See your customers' e-mail addresses and phone numbers",
    );
    for (const scope of HIGH_RISK)
      expect(await section.locator('label').filter({ hasText: scope }).getByTestId('scope-high-risk').count()).toBe(1);
    expect(await section.getByTestId('scope-high-risk').count()).toBe(HIGH_RISK.length);

    await page.getByTestId('app-name').fill(`Quay Mail ${Date.now() % 100000}`);
    await apps.tickAccess(['BOOKINGS_READ', 'CUSTOMERS_CONTACT_READ']);
    expect(await section.getByTestId('app-access-count').innerText()).toBe('2 chosen, 1 of them high risk.');
    await checkedAtBothSizes(page, 'app-access-create-form', section);

    await apps.save();
    expect(await page.getByTestId('access-prompt').count()).toBe(0);
    const card = page.getByTestId('access-card');
    expect(await scopesOf(card.getByTestId('access-scopes'))).toEqual(['BOOKINGS_READ', 'CUSTOMERS_CONTACT_READ']);
    expect(await card.getByTestId('access-version-1').innerText()).toContain('First version: BOOKINGS_READ, CUSTOMERS_CONTACT_READ');
    await context.close();
  });

  it('prompts on the dashboard of an app created without access, and the prompt opens Change access', async () => {
    const { context, page, apps } = await signedIn('owner@demo.test');
    await page.goto('/extranet/apps/new');
    await page.getByTestId('app-name').fill(`Quay Empty ${Date.now() % 100000}`);
    await apps.save();
    const prompt = page.getByTestId('access-prompt');
    expect(await prompt.innerText()).toContain('Choose what your app may access');
    expect(await page.getByTestId('access-card').getByTestId('access-version-1').innerText()).toContain('First version: no access');
    await checkedAtBothSizes(page, 'app-access-dashboard-prompt', prompt);

    await page.getByTestId('access-prompt-choose').click();
    const dialog = page.getByTestId('access-dialog');
    await dialog.waitFor();
    expect(await dialog.locator('input[type="checkbox"]:checked').count()).toBe(0);
    await dialog.getByTestId('access-scope-PRODUCTS_READ').locator('input').check();
    await dialog.getByTestId('access-scope-BOOKINGS_WRITE').locator('input').check();
    await checkedAtBothSizes(page, 'app-access-dialog', dialog.getByTestId('access-change-summary'));
    await dialog.getByTestId('access-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await prompt.waitFor({ state: 'detached' });
    expect(await scopesOf(page.getByTestId('access-scopes'))).toEqual(['BOOKINGS_WRITE', 'PRODUCTS_READ']);
    await context.close();
  });

  it('shows staff the requested access first on the review page, high-risk scopes marked, and what changed since they approved it', async () => {
    const owner = await signedIn('owner@demo.test');
    // Demo Analytics was approved with every scope and narrowed since (the demo data's versions)
    await owner.apps.openDashboard('Demo Analytics');
    const published = /apps\/(\d+)\/dashboard/.exec(owner.page.url())![1]!;
    const publishedScopes = await scopesOf(owner.page.getByTestId('access-scopes'));
    // two new apps: one asking for a high-risk scope, one created without access
    const created: string[] = [];
    for (const [name, scopes] of [
      ['Quay Contacts', ['BOOKINGS_READ', 'CUSTOMERS_CONTACT_READ']],
      ['Quay Nothing', []],
    ] as const) {
      await owner.page.goto('/extranet/apps/new');
      await owner.page.getByTestId('app-name').fill(`${name} ${Date.now() % 100000}`);
      await owner.apps.tickAccess(scopes);
      await owner.apps.save();
      created.push(/apps\/(\d+)\/dashboard/.exec(owner.page.url())![1]!);
    }
    const [contacts, empty] = created;
    await owner.context.close();

    const { context, page } = await signedIn('admin@demo.test');
    await page.goto(`/extranet/admin/reviews/${published}`);
    const access = page.getByTestId('review-access');
    await access.waitFor();
    // above the app's other details
    const [accessTop, detailsTop] = await Promise.all([access.boundingBox(), page.getByTestId('review-details').boundingBox()]);
    expect(accessTop!.y).toBeLessThan(detailsTop!.y);
    expect(await scopesOf(access.getByTestId('review-access-scopes'))).toEqual(publishedScopes);
    expect(await access.getByTestId('review-access-summary').innerText()).toMatch(/^Asks vendors for \d+ scopes/);
    const since = await access.getByTestId('review-access-since-approval').innerText();
    expect(since).toContain('Changed since staff approved version 1:');
    expect(since).toContain('CUSTOMERS_CONTACT_READ');
    await checkedAtBothSizes(page, 'app-access-review-published', access);

    await page.goto(`/extranet/admin/reviews/${contacts}`);
    await access.getByTestId('review-access-scopes').waitFor();
    expect(await access.getByTestId('review-access-summary').innerText()).toBe('Asks vendors for 2 scopes, 1 of them high risk.');
    const contactItem = access.locator('li[data-scope="CUSTOMERS_CONTACT_READ"]');
    expect(await contactItem.innerText()).toContain("See your customers' e-mail addresses and phone numbers");
    expect(await contactItem.getByTestId('scope-high-risk').count()).toBe(1);
    expect(await access.locator('li[data-scope="BOOKINGS_READ"]').getByTestId('scope-high-risk').count()).toBe(0);
    // never approved: nothing to compare with
    expect(await access.getByTestId('review-access-since-approval').count()).toBe(0);
    await checkedAtBothSizes(page, 'app-access-review-new', access);

    await page.goto(`/extranet/admin/reviews/${empty}`);
    await access.waitFor();
    expect(await access.getByTestId('review-access-summary').innerText()).toBe(
      "Asks for no access: installs can read only the vendor's company name.",
    );
    expect(await access.getByTestId('review-access-since-approval').count()).toBe(0);
    await context.close();
  });
});
