import { describe, expect, it } from 'vitest';
import { reservedAppHost, safeNext } from './launch.ts';

describe('reservedAppHost', () => {
  it('names hosts under the names reserved never to exist (RFC 2606)', () => {
    expect(reservedAppHost('https://app.tourcast.example/bokun')).toBe('app.tourcast.example');
    expect(reservedAppHost('https://PARTNER.EXAMPLE./launch')).toBe('partner.example');
    expect(reservedAppHost('http://shop.invalid')).toBe('shop.invalid');
  });

  it('leaves real and local hosts alone', () => {
    for (const url of [
      'https://app.example.com/launch',
      'https://example.org',
      'http://127.0.0.1:4556/',
      'https://myexample/x',
      'https://examples.io',
    ])
      expect(reservedAppHost(url)).toBeNull();
    expect(reservedAppHost(null)).toBeNull();
    expect(reservedAppHost('not a url')).toBeNull();
  });
});

describe('safeNext', () => {
  it('follows only our own relative paths', () => {
    expect(safeNext('/vendor/apps', '/')).toBe('/vendor/apps');
    expect(safeNext('//evil.example/x', '/')).toBe('/');
    expect(safeNext('https://evil.example', '/')).toBe('/');
  });
});
