import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { nonPublicReason, parseIp } from './webhook-addresses.ts';
import { assertConnectableUrl, checkWebhookTarget, publicOnlyLookup, resolvePublicTarget, type ResolveAll } from './webhook-targets.ts';

const PRODUCTION = { production: true, webhookAllowPrivateTargets: false };

/** A resolver with fixed answers, so no test depends on real DNS. */
const fakeDns =
  (answers: Record<string, string[]>): ResolveAll =>
  async (hostname) => {
    const list = answers[hostname];
    if (!list) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return list.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('webhook target addresses', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared (carrier-grade NAT)'],
    ['100.127.255.254', 'shared (carrier-grade NAT)'],
    ['0.0.0.0', 'reserved ("this network")'],
    ['0.1.2.3', 'reserved ("this network")'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.99', 'documentation'],
    ['198.18.0.1', 'reserved (benchmarking)'],
    ['192.0.0.8', 'reserved (IETF protocol assignments)'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback (IPv4-mapped)'],
    ['::ffff:7f00:1', 'loopback (IPv4-mapped)'],
    ['::ffff:10.0.0.1', 'private (IPv4-mapped)'],
    ['::ffff:169.254.169.254', 'link-local (IPv4-mapped)'],
    ['::127.0.0.1', 'reserved'],
    ['64:ff9b::a00:1', 'reserved'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2002:7f00:1::1', 'reserved (6to4)'],
    ['2001:0:4136:e378::1', 'reserved (IETF protocol assignments, Teredo)'],
    ['example.com', 'not an IP address'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(nonPublicReason(address)).toBe(reason);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.1.1',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '[2606:4700::1]',
  ])('accepts the public address %s', (address) => {
    expect(nonPublicReason(address)).toBeNull();
  });

  it('reads IPv6 in every spelling to the same number', () => {
    expect(parseIp('::ffff:127.0.0.1')).toEqual(parseIp('0:0:0:0:0:ffff:7f00:0001'));
    expect(parseIp('2001:DB8::1')).toEqual(parseIp('2001:db8:0:0:0:0:0:1'));
    expect(parseIp('not-an-ip')).toBeNull();
  });
});

describe('webhook targets at save time', () => {
  const dns = fakeDns({
    'hooks.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    'internal.example.com': ['10.0.0.5'],
    'mixed.example.com': ['93.184.216.34', '127.0.0.1'],
    localhost: ['127.0.0.1', '::1'],
  });
  const messageOf = async (url: string) =>
    checkWebhookTarget(url, PRODUCTION, dns).then(
      () => null,
      (err) => err.extensions.fields.map((f: { field: string; message: string }) => `${f.field}: ${f.message}`).join('; '),
    );

  it('accepts an https URL whose host resolves to public addresses only', async () => {
    expect(await messageOf('https://hooks.example.com/in')).toBeNull();
    expect(await messageOf('https://93.184.216.34:8443/in')).toBeNull();
  });

  it('refuses plain http, private, loopback and mixed answers, and unknown hosts, with a field message', async () => {
    expect(await messageOf('http://hooks.example.com/in')).toBe('url: URL must use https');
    expect(await messageOf('https://internal.example.com/in')).toBe('url: URL must not point to a private address (10.0.0.5)');
    expect(await messageOf('https://mixed.example.com/in')).toBe('url: URL must not point to a loopback address (127.0.0.1)');
    expect(await messageOf('https://localhost:8443/in')).toBe('url: URL must not point to a loopback address (127.0.0.1)');
    expect(await messageOf('https://127.1/in')).toBe('url: URL must not point to a loopback address (127.0.0.1)');
    expect(await messageOf('https://0x7f000001/in')).toBe('url: URL must not point to a loopback address (127.0.0.1)');
    expect(await messageOf('https://[::ffff:169.254.169.254]/latest')).toBe(
      'url: URL must not point to a link-local (IPv4-mapped) address (::ffff:a9fe:a9fe)',
    );
    expect(await messageOf('https://nowhere.example.com/in')).toBe('url: URL host nowhere.example.com could not be resolved');
  });

  it('lets anything through outside production or with WEBHOOK_ALLOW_PRIVATE_TARGETS', async () => {
    await expect(
      checkWebhookTarget('http://localhost:3000/in', { production: false, webhookAllowPrivateTargets: true }, dns),
    ).resolves.toBeUndefined();
    await expect(
      checkWebhookTarget('http://10.0.0.5/in', { production: true, webhookAllowPrivateTargets: true }, dns),
    ).resolves.toBeUndefined();
  });
});

describe('webhook targets at connect time', () => {
  it('checks the scheme and literal addresses, which no lookup sees', () => {
    expect(() => assertConnectableUrl(new URL('https://93.184.216.34/in'))).not.toThrow();
    expect(() => assertConnectableUrl(new URL('http://93.184.216.34/in'))).toThrow('URL must use https');
    expect(() => assertConnectableUrl(new URL('https://[::1]/in'))).toThrow('loopback');
  });

  it('hands the socket only checked addresses, and fails the connection when a name now points inside', async () => {
    let answer = ['93.184.216.34'];
    const lookup = publicOnlyLookup(async () => answer.map((address) => ({ address, family: 4 })));
    const call = (all: boolean) =>
      new Promise<unknown>((resolve) =>
        lookup('rebind.example.com', { all }, (err, address, family) => resolve(err ? err.message : { address, family })),
      );
    expect(await call(false)).toEqual({ address: '93.184.216.34', family: 4 });
    expect(await call(true)).toEqual({ address: [{ address: '93.184.216.34', family: 4 }], family: undefined });
    answer = ['169.254.169.254'];
    expect(await call(false)).toBe('URL must not point to a link-local address (169.254.169.254)');
  });

  it('resolvePublicTarget answers the checked addresses', async () => {
    const addresses = await resolvePublicTarget('https://hooks.example.com/', fakeDns({ 'hooks.example.com': ['93.184.216.34'] }));
    expect(addresses).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });
});
