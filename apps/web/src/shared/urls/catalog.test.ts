import { describe, expect, it } from 'vitest';
import { appDetailsUrl, searchUrl, vendorInstallUrl } from './catalog';

describe('store urls', () => {
  it('builds the search url from a trimmed term, or /apps without one', () => {
    expect(searchUrl('  channel manager ')).toBe('/apps?q=channel%20manager');
    expect(searchUrl('a&b')).toBe('/apps?q=a%26b');
    expect(searchUrl('   ')).toBe('/apps');
    expect(searchUrl()).toBe('/apps');
  });

  it('builds the listing url', () => {
    expect(appDetailsUrl('42')).toBe('/app-details/42');
    expect(appDetailsUrl('42', 'search')).toBe('/app-details/42?from=search');
  });

  it("builds the vendor's install url of an app", () => {
    expect(vendorInstallUrl('7')).toBe('/vendor/install/7');
  });
});
