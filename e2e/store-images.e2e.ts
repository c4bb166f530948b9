import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from './support/browser.ts';

/**
 * The store shows right-sized images: small WebP icons on the cards, `srcset` copies on the listing page,
 * the main image preloaded as the copy the page picks, and images below the fold fetched only when they come near.
 */
let browser: Browser;
let listingId: string;

/** A demo listing with two screenshots, key-benefit images and no promo video (the one bench:web measures). */
const APP_NAME = 'OTA Connect';

async function storeQuery<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseUrl()}/appstore/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-protection': '1' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** The server makes the demo's variants in the background after it starts: wait until this listing's are there. */
async function waitForVariants(id: string, timeoutMs: number) {
  const query = `query($id: ID!) { publicAppListing(id: $id) {
    icon { variants { width } } screenShots { image { variants { width } } } keyBenefits { image { variants { width } } } } }`;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { publicAppListing: l } = await storeQuery<{ publicAppListing: any }>(query, { id });
    const images = [l.icon, ...l.screenShots.map((s: any) => s.image), ...l.keyBenefits.map((k: any) => k.image)].filter(Boolean);
    if (images.every((image: any) => image.variants.length > 0)) return;
    if (Date.now() > until) throw new Error(`the variants of listing ${id} were not made within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  const found = await storeQuery<{ publicAppListings: { edges: { node: { id: string; name: string } }[] } }>(
    `query($q: String) { publicAppListings(filter: { searchTerm: $q }, first: 5) { edges { node { id name } } } }`,
    { q: APP_NAME },
  );
  listingId = found.publicAppListings.edges.find((e) => e.node.name === APP_NAME)!.node.id;
  // on a busy two-core machine the demo's 188 images take a few minutes; later images are queued after the icons
  await waitForVariants(listingId, 300_000);
}, 330_000);
afterAll(() => browser?.close());

describe('store images', () => {
  it('shows small WebP icons on the cards, sized in the markup, and preloads no image on home', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).not.toMatch(/<link rel="preload" as="image"/);

    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    const icons = await page.$$eval('[data-testid="listing-card"] img', (images) =>
      images.map((img) => ({
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        decoding: img.getAttribute('decoding'),
        currentSrc: (img as HTMLImageElement).currentSrc,
        inPicture: img.parentElement?.tagName === 'PICTURE',
      })),
    );
    expect(icons.length).toBe(50);
    expect(icons.every((i) => i.width === '64' && i.height === '64' && i.loading === 'lazy' && i.decoding === 'async')).toBe(true);
    // the first card is above the fold and loaded: a 2x screen takes the 128 px WebP copy, not the 1200 px original
    expect(icons[0]!.inPicture).toBe(true);
    expect(icons[0]!.currentSrc).toMatch(/\.v\/[0-9a-f]{16}-128w\.webp$/);
    await context.close();
  });

  it('preloads the listing page’s main image as the WebP copy its <picture> picks, and fetches it once', async () => {
    const html = await (await fetch(`${baseUrl()}/app-details/${listingId}`)).text();
    const preload =
      /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" type="image\/webp">/.exec(
        html,
      );
    expect(preload, 'an image preload with srcset in the head').not.toBeNull();
    expect(preload![2]).toMatch(/-480w\.webp 480w, .*-960w\.webp 960w, .*-1440w\.webp 1440w$/);
    // the promo image's <picture> offers the same copies for the same sizes
    expect(html.toLowerCase()).toContain(`<source type="image/webp" srcset="${preload![2]}" sizes="${preload![3]}"`);

    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`/app-details/${listingId}`, { waitUntil: 'networkidle' });
    const promo = page.getByTestId('promo-image');
    const promoSrc = await promo.evaluate((img) => (img as HTMLImageElement).currentSrc);
    expect(promoSrc).toMatch(/\.webp$/);
    expect(preload![2].split(', ').map((c) => c.split(' ')[0])).toContain(promoSrc);
    expect(await promo.getAttribute('fetchpriority')).toBe('high');
    expect(await promo.getAttribute('loading')).toBe('eager');
    // one fetch of the main image: the preload and the <picture> chose the same copy
    const webpFetches = requested.filter((url) => preload![2].includes(url));
    expect(webpFetches).toEqual([promoSrc]);
    // and no JPEG or PNG fallback of an image that has WebP copies, not even one started and dropped (an element
    // between a <source> and its <img> made the preload scanner fetch the fallbacks of the icon and main image)
    expect(requested.filter((url) => /\/files\/.*\.v\/[0-9a-f]{16}-\d+w\.(jpg|png)$/.test(url))).toEqual([]);
    await context.close();
  });

  it('sends the listing page’s scripts at low priority after its main image, which shares the link with nothing', async () => {
    const html = await (await fetch(`${baseUrl()}/app-details/${listingId}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const image = head.indexOf('<link rel="preload" as="image"');
    const scripts = [...head.matchAll(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.every((tag) => tag.includes('fetchpriority="low"'))).toBe(true);
    expect(image).toBeGreaterThan(-1);
    expect(image).toBeLessThan(head.indexOf('<link rel="modulepreload"'));
    // home has no image preload: its scripts keep their priority
    const home = await (await fetch(`${baseUrl()}/`)).text();
    expect(home.slice(0, home.indexOf('</head>'))).not.toContain('fetchpriority="low"');
  });

  it('loads images below the fold lazily, from srcset copies, and only when they come near', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 400 }, deviceScaleFactor: 1, baseURL: baseUrl() });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`/app-details/${listingId}`, { waitUntil: 'networkidle' });
    const thumbs = page.getByTestId('screenshot-thumbnail').locator('img');
    expect(await thumbs.count()).toBeGreaterThanOrEqual(2);
    const last = thumbs.last();
    expect(await last.getAttribute('loading')).toBe('lazy');
    expect(await last.getAttribute('decoding')).toBe('async');
    expect(await last.getAttribute('width')).toMatch(/^\d+$/);
    const webpSet = await last.evaluate(
      (img) => img.parentElement?.querySelector('source[type="image/webp"]')?.getAttribute('srcset') ?? '',
    );
    expect(webpSet).toMatch(/-480w\.webp 480w/);
    const copies = webpSet.split(', ').map((c) => c.split(' ')[0]!);
    // far below the fold (further than the 1,250 px ahead that Chromium fetches lazy images on a fast link): none
    // of its copies fetched yet
    expect((await last.boundingBox())!.y).toBeGreaterThan(400 + 1500);
    expect(requested.filter((url) => copies.includes(url))).toEqual([]);
    await last.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await last.elementHandle(),
    );
    const loaded = await last.evaluate((img) => (img as HTMLImageElement).currentSrc);
    // a thumbnail about 200 CSS px wide on a 1x screen takes the 480 px copy
    expect(loaded).toMatch(/-480w\.webp$/);
    expect(requested).toContain(loaded);
    await context.close();
  });
});
