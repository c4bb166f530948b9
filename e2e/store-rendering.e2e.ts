import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, MOBILE, baseUrl, launchBrowser } from './support/browser.ts';

/**
 * The public store's pages come rendered from the server with their data, paint without script,
 * and hydrate without fetching that data again or changing what is on screen.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const fetchHtml = async (path: string) => {
  const response = await fetch(baseUrl() + path, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
};

/** Loads a page with script and records what hydration would reveal: console errors and GraphQL requests. */
async function hydrate(path: string, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  const errors: string[] = [];
  const graphqlRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 404')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) graphqlRequests.push(request.postData() ?? request.url());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { context, page, errors, graphqlRequests };
}

/** The first card's listing name and id as the home page's HTML holds them. */
async function firstListing() {
  const { html } = await fetchHtml('/');
  const match = /href="\/app-details\/(\d+)(?:\?from=home)?"[\s\S]*?data-testid="listing-name"[^>]*>([^<]+)</.exec(html);
  if (!match) throw new Error('no listing card in the home page HTML');
  return { id: match[1]!, name: match[2]! };
}

describe('server-rendered store pages', () => {
  it('sends the home page with its cards, developers-facing text and price labels in the HTML itself', async () => {
    const { status, html } = await fetchHtml('/');
    expect(status).toBe(200);
    expect(html.match(/data-testid="listing-card"/g)).toHaveLength(50);
    expect(html.match(/data-testid="price-label"/g)).toHaveLength(50);
    expect(html).toContain('Latest apps');
    // the styles of the first view come with it, and the data the page was rendered from
    expect(html).toMatch(/<style data-emotion="css /);
    expect(html).toContain('<script type="application/json" id="store-data">');
  });

  it('renders a search with its result count, and a listing page with its name, developer, price and head fields', async () => {
    const { html: search } = await fetchHtml('/apps?q=channel');
    expect(search).toContain('<title>Search: channel | App Store</title>');
    expect(search).toMatch(/data-testid="result-count"[^>]*>\d+ results? for &quot;channel&quot;</);

    const listing = await firstListing();
    const { status, html } = await fetchHtml(`/app-details/${listing.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${listing.name} | App Store</title>`);
    expect(html).toContain(`<meta property="og:title" content="${listing.name} | App Store">`);
    expect(html).toMatch(/data-testid="listing-title"[^>]*>/);
    // the listing page's chunks are announced with the HTML, so the browser does not wait for the entry to ask
    // at low priority: the listing page preloads its main image, which comes first (store-images.e2e.ts)
    expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/AppDetailsView-[\w-]+\.js">/);
  });

  it('answers an unknown path and a missing listing with 404 and the rendered error page', async () => {
    const unknown = await fetchHtml('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('data-testid="not-found-page"');
    const missing = await fetchHtml('/app-details/987654');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Sorry we could not find the page you were looking for.');
    expect(missing.html).toContain('<title>Page not found | App Store</title>');
  });

  it('renders only store pages on the server: the partner area, in any letter case, goes out as the empty shell', async () => {
    for (const path of ['/extranet', '/Extranet', '/DEVELOPER/login']) {
      const { status, html } = await fetchHtml(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  it('is rendered by the production builds of React, MUI and emotion (the class names the browser makes)', async () => {
    const { html } = await fetchHtml('/');
    expect(html).toMatch(/class="[^"]*\bcss-[a-z0-9]+"/);
    expect(html).not.toMatch(/css-[a-z0-9]+-Mui[A-Za-z]+-root/);
  });

  it('shows the store and follows its links with script turned off', async () => {
    const context = await browser.newContext({ viewport: MOBILE, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByTestId('listing-card').count()).toBe(50);
    const name = await page.getByTestId('listing-name').first().innerText();
    await page.getByTestId('listing-card').first().locator('a').first().click();
    await page.waitForURL('**/app-details/*');
    expect(await page.getByTestId('listing-title').innerText()).toBe(name);
    // the search form is a plain GET form until the script takes over
    await page.goto('/');
    await page.getByTestId('search-input').fill('channel');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL('**/apps?q=channel');
    await page.getByTestId('result-count').waitFor();
    await context.close();
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`hydrates home, search and a listing at ${viewport.width} px without fetching their data again or a hydration error`, async () => {
      const listing = await firstListing();
      for (const path of ['/', '/apps?q=channel', `/app-details/${listing.id}`]) {
        const { context, page, errors, graphqlRequests } = await hydrate(path, viewport);
        expect(errors, path).toEqual([]);
        expect(graphqlRequests, path).toEqual([]);
        // hydrated: a client-side navigation works (no full page load: the same document stays)
        await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
        await page.getByRole('link', { name: 'App Store' }).first().click();
        await page.waitForURL((url) => url.pathname === '/');
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
        await context.close();
      }
    });
  }

  it('loads the next page of the home grid in the browser after hydration', async () => {
    const { context, page } = await hydrate('/');
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="listing-card"]').length > 50);
    await context.close();
  });
});
