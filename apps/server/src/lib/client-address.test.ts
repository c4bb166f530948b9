import { describe, expect, it } from 'vitest';
import { clientOf } from './client-address.ts';

describe('clientOf', () => {
  it('keeps an IPv4 address, also one written as IPv6', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('names an IPv6 client by its /64, however the address is written', () => {
    const client = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:9', '2001:db8:1:2::1%eth0']) {
      expect(clientOf(ip), ip).toBe(client);
    }
    expect(clientOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientOf('64:ff9b:1:2::192.0.2.1')).toBe('64:ff9b:1:2::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientOf('')).toBe('');
    expect(clientOf('unknown')).toBe('unknown');
  });
});
