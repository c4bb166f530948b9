import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SIZES, launchBrowser, newPage } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { pageGraphql } from './support/page-graphql.ts';
import { StorePage } from './pages/catalog.ts';
import { PortalPage } from './pages/portal.ts';
import { AppsPage } from './pages/apps.ts';

/** Screenshots of the changed screens for people to look at (assertions never depend on them). */
const SHOTS = '/work/shots/categories';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function logIn(page: Page, email: string) {
  await page.goto('/developer/login');
  await new PortalPage(page).logIn(email, 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname.startsWith('/extranet'));
}

const resultNames = (page: Page) => page.getByTestId('listing-name').allTextContents();

describe.each(SIZES)('categories in the store at %s', (size, viewport) => {
  it('browses by category from home, combines filters with search, and shares the URL', async () => {
    const { context, page } = await newPage(browser, viewport);
    const store = new StorePage(page);
    await store.openHome();
    const payments = page.getByTestId('category-link-payments');
    await payments.waitFor();
    const count = Number((await payments.locator('span').textContent())?.trim());
    expect(count).toBeGreaterThan(0);
    await shot(page, `home-${size}`);
    expect(await seriousViolations(page)).toEqual([]);

    await payments.scrollIntoViewIfNeeded();
    await payments.click();
    await page.waitForURL((url) => url.pathname === '/apps' && url.search === '?category=payments');
    await page.getByTestId('search-heading').getByText('Payments').waitFor();
    await page.getByTestId('result-count').getByText(`${count} app`).waitFor();
    expect(await store.cards().count()).toBe(count);

    // pricing and sort combine with the category, and the URL keeps every choice
    await page.getByTestId('filter-pricing').selectOption('PAID');
    await page.waitForURL((url) => url.search === '?category=payments&pricing=paid');
    await page.getByTestId('filter-sort').selectOption('POPULAR');
    await page.waitForURL((url) => url.search === '?category=payments&pricing=paid&sort=installs');
    await page.getByTestId('filter-country').selectOption('IS');
    await page.waitForURL((url) => url.search === '?category=payments&pricing=paid&country=IS&sort=installs');
    await store.waitForResultsOf('?category=payments&pricing=paid&country=IS&sort=installs');
    const filtered = await resultNames(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(count);
    // install counts are rounded buckets, never exact
    for (const text of await page.getByTestId('install-bucket').allTextContents()) expect(text).toMatch(/^[\d,]+\+ installs$/);

    // a search term narrows the same filters further
    await store.search('pay');
    await page.waitForURL((url) => url.searchParams.get('q') === 'pay');
    expect(new URL(page.url()).search).toBe('?q=pay&category=payments&pricing=paid&country=IS');
    await page.getByTestId('result-count').filter({ hasText: '"pay"' }).waitFor();
    await shot(page, `apps-filtered-${size}`);
    expect(await seriousViolations(page)).toEqual([]);

    // the shared link is rendered on the server with the same results, before any script runs
    const shared = page.url();
    const html = await (await fetch(shared, { headers: { accept: 'text/html' } })).text();
    const shown = await resultNames(page);
    for (const name of shown) expect(html).toContain(name.replace(/&/g, '&amp;'));
    expect(html).toContain('data-testid="store-filters"');
    const reloaded = await context.newPage();
    await reloaded.goto(shared);
    await reloaded.getByTestId('result-count').filter({ hasText: '"pay"' }).waitFor();
    expect(await resultNames(reloaded)).toEqual(shown);
    expect(await reloaded.getByTestId('filter-pricing').inputValue()).toBe('PAID');

    await page.getByTestId('clear-filters').click();
    await page.waitForURL((url) => url.search === '?q=pay');
    await context.close();
  });
});

describe('categories in the partner area', () => {
  it('lets a partner pick categories in the listing editor, and the store shows the app under them', async () => {
    const { context, page } = await newPage(browser, SIZES[0][1]);
    await logIn(page, 'owner@demo.test');
    // other test files add apps to the demo partner: the list may need paging to reach this one
    await new AppsPage(page).openDashboard('Demo Guest Mail');
    const appId = /\/extranet\/apps\/(\d+)\/dashboard/.exec(page.url())![1];
    await page.getByTestId('app-listing-button').click();
    const section = page.getByTestId('listing-categories-section');
    await section.waitFor();
    const primary = page.getByTestId('listing-primary-category');
    // the choices come in their own query: the saved one shows once they are there
    await expect.poll(() => primary.locator('option:checked').textContent()).toBe('Marketing & e-mail');

    // up to two secondary ones; the rest are disabled once two are picked
    const secondary = page.getByTestId('listing-secondary-categories');
    // start from none: the demo data picked two already
    const checked = secondary.locator('input[type="checkbox"]:checked');
    while ((await checked.count()) > 0) await checked.first().uncheck();
    await secondary.getByLabel('CRM', { exact: true }).check();
    await secondary.getByLabel('Communication', { exact: true }).check();
    expect(await secondary.getByLabel('Reporting', { exact: true }).isDisabled()).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'listing-editor-desktop');
    await page.setViewportSize(SIZES[1][1]);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'listing-editor-375');
    expect(await seriousViolations(page, '[data-testid="listing-categories-section"]')).toEqual([]);
    await page.setViewportSize(SIZES[0][1]);
    await page.getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === `/extranet/apps/${appId}/dashboard`);

    const store = await context.newPage();
    await store.goto('/apps?category=crm');
    await store.getByTestId('result-count').waitFor();
    expect(await resultNames(store)).toContain('Demo Guest Mail');
    await context.close();
  });

  it('lets staff add, rename and retire a category; a partner is told the screen is for staff', async () => {
    const name = `Tour photos ${Date.now() % 100000}`;
    const { context, page } = await newPage(browser, SIZES[0][1]);
    await logIn(page, 'admin@demo.test');
    await page.goto('/extranet/admin/categories');
    await page.getByTestId('category-table').waitFor();

    await page.getByTestId('category-add').click();
    await page.getByTestId('category-name-save').click();
    await page.getByText('Category name is required').waitFor();
    await page.getByTestId('category-name').fill('Payments');
    await page.getByTestId('category-name-save').click();
    await page.getByTestId('category-name-dialog').getByText('A category with this name exists already').waitFor();
    await page.getByTestId('category-name').fill(name);
    await page.getByTestId('category-name-save').click();
    await page.getByTestId('category-notice').getByText(`Added “${name}”`).waitFor();
    const slug = name.toLowerCase().replace(/ /g, '-');
    const row = page.getByTestId(`category-row-${slug}`);
    await row.waitFor();

    await row.getByTestId('category-rename').click();
    await page.getByTestId('category-name').fill(`${name} and video`);
    await page.getByTestId('category-name-save').click();
    await row.getByTestId('category-row-name').getByText(`${name} and video`).waitFor();
    await shot(page, 'staff-categories-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // offered in the store under its first address until retired
    const store = await context.newPage();
    await store.goto('/');
    await store.getByTestId(`category-link-${slug}`).getByText(`${name} and video`).waitFor();

    await row.getByTestId('category-retire').click();
    await page.getByTestId('category-retire-dialog').getByRole('button', { name: 'Retire' }).click();
    await row.getByTestId('category-retired-chip').waitFor();
    await store.reload();
    await store.getByTestId('category-link-payments').waitFor();
    expect(await store.getByTestId(`category-link-${slug}`).count()).toBe(0);

    await page.setViewportSize(SIZES[1][1]);
    await shot(page, 'staff-categories-375');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const partner = await newPage(browser, SIZES[0][1]);
    await logIn(partner.page, 'owner@demo.test');
    await partner.page.goto('/extranet/admin/categories');
    await partner.page.getByText('Staff only').waitFor();
    expect(await partner.page.getByTestId('category-table').count()).toBe(0);
    await partner.context.close();
  }, 120_000);
});

describe.each(SIZES)('categories on the app page at %s', (size, viewport) => {
  // Sage Connect: primary Accounting, secondary Payments in the demo data; no other test changes them
  it('links each category to its filtered list, rendered with the page', async () => {
    const { context, page } = await newPage(browser, viewport);
    const store = new StorePage(page);
    await store.openSearch('Sage Connect');
    await store.card('Sage Connect').getByTestId('listing-name').click();
    await page.waitForURL((url) => url.pathname.startsWith('/app-details/'));
    const accounting = page.getByTestId('listing-category-accounting');
    await accounting.waitFor();
    expect(await accounting.textContent()).toBe('Accounting');
    expect(await accounting.getAttribute('href')).toBe('/apps?category=accounting');
    expect(await page.getByTestId('listing-category-payments').getAttribute('href')).toBe('/apps?category=payments');
    // primary first: the same order as the partner picked them
    const glance = accounting.locator('xpath=ancestor::dd[1]');
    expect(await glance.innerText()).toBe('Accounting, Payments');
    expect(
      await page
        .getByRole('term')
        .filter({ hasText: /^Categories$/i })
        .count(),
    ).toBe(1);

    // on the server, before any script runs
    const html = await (await fetch(page.url(), { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('href="/apps?category=accounting"');
    expect(html).toContain('data-testid="listing-category-payments"');

    await accounting.scrollIntoViewIfNeeded();
    await shot(page, `app-page-categories-${size}`);
    expect(await seriousViolations(page)).toEqual([]);

    await accounting.click();
    await page.waitForURL((url) => url.pathname === '/apps' && url.search === '?category=accounting');
    await page.getByTestId('search-heading').getByText('Accounting').waitFor();
    await page.getByTestId('result-count').waitFor();
    expect(await resultNames(page)).toContain('Sage Connect');
    await context.close();
  });
});

describe("categories on staff's review screen", () => {
  it('shows the primary and secondary categories the partner chose, a retired one marked', async () => {
    const name = `Retiring soon ${Date.now() % 100000}`;
    const staff = await newPage(browser, SIZES[0][1]);
    await logIn(staff.page, 'admin@demo.test');
    const { categoryCreate: added } = await pageGraphql<{ categoryCreate: { id: string; slug: string } }>(
      staff.page,
      `mutation($name: String!) { categoryCreate(categoryInfo: { name: $name }) { id slug } }`,
      { name },
    );

    // the partner picks it as the only secondary category of the app waiting for review (or rejected already,
    // when apps.e2e.ts ran first: staff see the same details either way)
    const owner = await newPage(browser, SIZES[0][1]);
    await logIn(owner.page, 'owner@demo.test');
    await new AppsPage(owner.page).openDashboard('Demo In Review');
    const appId = /\/extranet\/apps\/(\d+)\/dashboard/.exec(owner.page.url())![1];
    await owner.page.getByTestId('app-listing-button').click();
    const secondary = owner.page.getByTestId('listing-secondary-categories');
    // the options arrive after the form: the demo's picks are checked only once they are there
    const mine = secondary.getByLabel(name, { exact: true });
    await mine.waitFor();
    const checked = secondary.locator('input[type="checkbox"]:checked');
    while ((await checked.count()) > 0) await checked.first().uncheck();
    await mine.check();
    await owner.page.getByTestId('form-save').click();
    await owner.page.waitForURL((url) => url.pathname === `/extranet/apps/${appId}/dashboard`);
    await owner.context.close();

    await pageGraphql(staff.page, `mutation($id: ID!) { categorySetRetired(id: $id, retired: true) { id } }`, { id: added.id });
    await staff.page.goto(`/extranet/admin/reviews/${appId}`);
    const row = staff.page.getByTestId('review-detail-categories');
    await row.waitFor();
    expect(await row.getByTestId('review-primary-category').innerText()).toMatch(/^Primary:\s*Guides & staff$/);
    const picked = row.getByTestId('review-secondary-categories').getByTestId(`review-category-${added.slug}`);
    expect(await picked.innerText()).toMatch(new RegExp(`^${name}\\s*Retired$`));
    expect(await picked.getByTestId('review-category-retired').count()).toBe(1);
    expect(await row.getByTestId('review-category-guides-and-staff').getByTestId('review-category-retired').count()).toBe(0);
    // the preview of the store page names it without a link: the store no longer offers it
    const preview = staff.page.getByTestId('review-listing-preview');
    await preview.getByText(`${name} (retired)`).waitFor();
    expect(await preview.getByTestId(`listing-category-${added.slug}`).count()).toBe(0);
    expect(await preview.getByTestId('listing-category-guides-and-staff').getAttribute('href')).toBe('/apps?category=guides-and-staff');

    await row.scrollIntoViewIfNeeded();
    await shot(staff.page, 'review-categories-desktop');
    expect(await seriousViolations(staff.page)).toEqual([]);
    await staff.page.setViewportSize(SIZES[1][1]);
    await row.scrollIntoViewIfNeeded();
    await shot(staff.page, 'review-categories-375');
    expect(await seriousViolations(staff.page)).toEqual([]);
    await staff.context.close();
  }, 120_000);
});
