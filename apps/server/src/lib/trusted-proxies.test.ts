import { describe, expect, it } from 'vitest';
import { proxyTrust } from './trusted-proxies.ts';

describe('proxyTrust', () => {
  it('trusts every peer or none when TRUST_PROXY is true or false', () => {
    expect(proxyTrust(true)('203.0.113.9')).toBe(true);
    expect(proxyTrust(false)('127.0.0.1')).toBe(false);
  });

  it('trusts only the listed addresses, ranges and named ranges, IPv4-mapped peers included', () => {
    const trusted = proxyTrust(['10.1.2.3', '192.0.2.0/24', 'loopback', '2001:db8::/32']);
    for (const peer of ['10.1.2.3', '192.0.2.77', '127.0.0.1', '::1', '::ffff:192.0.2.5', '2001:db8::1'])
      expect(trusted(peer), peer).toBe(true);
    for (const peer of ['10.1.2.4', '192.0.3.1', '203.0.113.9', '::ffff:203.0.113.9', '2001:db9::1', '', undefined, 'not-an-ip']) {
      expect(trusted(peer), String(peer)).toBe(false);
    }
  });
});
