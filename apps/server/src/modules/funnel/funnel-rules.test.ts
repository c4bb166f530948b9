import { describe, expect, it } from 'vitest';
import { answerFunnel, impressionSource, isBot, isPageNavigation, storeReferer, visitSource } from './funnel-rules.ts';

const url = (s: string) => new URL(s, 'http://store.test');

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'WhatsApp/2.23.20.0',
    'TelegramBot (like TwitterBot)',
    'Mozilla/5.0 (Linux) Chrome-Lighthouse',
    'SomeCrawler/1.0',
    'curl/8.5.0',
    'python-requests/2.31.0',
    'Go-http-client/1.1',
    '',
    '   ',
  ])('skips %j', (agent) => expect(isBot(agent)).toBe(true));

  it('skips a request without a User-Agent', () => expect(isBot(undefined)).toBe(true));

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    // the browser tests drive headless Chromium
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  ])('counts %j', (agent) => expect(isBot(agent)).toBe(false));
});

describe('isPageNavigation', () => {
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  it("counts a browser's GET of a document, and one from a browser that does not say what it fetches", () => {
    expect(isPageNavigation('GET', { 'user-agent': browser, 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' })).toBe(true);
    expect(isPageNavigation('GET', { 'user-agent': browser })).toBe(true);
  });

  it('leaves out a bot, a HEAD, a prefetch or prerender, and an image, frame or script request', () => {
    expect(isPageNavigation('GET', { 'user-agent': 'curl/8.5.0' })).toBe(false);
    expect(isPageNavigation('HEAD', { 'user-agent': browser })).toBe(false);
    expect(isPageNavigation('GET', { 'user-agent': browser, 'sec-purpose': 'prefetch;prerender', 'sec-fetch-dest': 'document' })).toBe(
      false,
    );
    expect(isPageNavigation('GET', { 'user-agent': browser, purpose: 'prefetch' })).toBe(false);
    for (const dest of ['image', 'iframe', 'empty', 'script']) {
      expect(isPageNavigation('GET', { 'user-agent': browser, 'sec-fetch-dest': dest }), dest).toBe(false);
    }
  });
});

describe('impressionSource', () => {
  it('calls cards with a term search results, with a category filter a category, a term first', () => {
    expect(impressionSource({ searchTerm: 'tickets' }, null)).toBe('SEARCH');
    expect(impressionSource({ searchTerm: 'tickets', category: 'payments' }, url('/'))).toBe('SEARCH');
    expect(impressionSource({ category: 'payments' }, null)).toBe('CATEGORY');
  });

  it('calls unfiltered cards home on the home page, otherwise direct', () => {
    expect(impressionSource({}, url('/'))).toBe('HOME');
    expect(impressionSource({ searchTerm: '  ' }, url('/?utm_source=x'))).toBe('HOME');
    expect(impressionSource(null, url('/apps'))).toBe('DIRECT');
    expect(impressionSource(undefined, null)).toBe('DIRECT');
  });
});

describe('visitSource', () => {
  it("takes the page's from= first, then the page the visitor came from, else direct", () => {
    expect(visitSource(url('/app-details/3?from=search'), url('/'))).toBe('SEARCH');
    expect(visitSource(url('/app-details/3?from=CATEGORY'), null)).toBe('CATEGORY');
    expect(visitSource(url('/app-details/3'), url('/'))).toBe('HOME');
    expect(visitSource(url('/app-details/3'), url('/apps?q=pier'))).toBe('SEARCH');
    expect(visitSource(url('/app-details/3'), url('/apps?category=payments'))).toBe('CATEGORY');
    expect(visitSource(url('/vendor/install/3'), url('/app-details/3?from=home'))).toBe('HOME');
    expect(visitSource(url('/app-details/3'), url('/apps'))).toBe('DIRECT');
    expect(visitSource(url('/app-details/3?from=nonsense'), url('/developer'))).toBe('DIRECT');
    expect(visitSource(null, null)).toBe('DIRECT');
  });
});

describe('storeReferer', () => {
  it("reads only the store's own pages", () => {
    expect(storeReferer('http://store.test/apps?q=x', 'store.test')?.pathname).toBe('/apps');
    expect(storeReferer('https://elsewhere.example/', 'store.test')).toBeNull();
    expect(storeReferer('not a url at all', 'store.test')).toBeNull();
    expect(storeReferer(undefined, 'store.test')).toBeNull();
    expect(storeReferer('http://store.test/', undefined)).toBeNull();
  });
});

describe('answerFunnel', () => {
  it("reads the cards' apps and a listing with its appId", () => {
    expect(
      answerFunnel({ publicAppListings: { edges: [{ node: { appId: '4' } }, { node: { appId: 9 } }, { node: { id: '1' } }] } }),
    ).toEqual({
      impressions: [4, 9],
      listing: null,
    });
    expect(answerFunnel({ publicAppListing: { id: '12', appId: '4' } })).toEqual({ impressions: [], listing: 4 });
  });

  it('finds no view in the reviews query (the listing without its appId) nor in anything else', () => {
    expect(answerFunnel({ publicAppListing: { id: '12', reviews: {} } })).toEqual({ impressions: [], listing: null });
    expect(answerFunnel({ publicAppListing: null })).toEqual({ impressions: [], listing: null });
    expect(answerFunnel(null)).toEqual({ impressions: [], listing: null });
    expect(answerFunnel({ me: { id: '1' } })).toEqual({ impressions: [], listing: null });
  });
});
