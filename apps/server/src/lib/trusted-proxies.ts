import { BlockList, isIP } from 'node:net';

/** proxy-addr's names for address ranges, as TRUST_PROXY accepts them (config.ts). */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether a connection's peer is one of the proxies TRUST_PROXY names (`true`: every peer, `false`: none), the
 * same proxies whose X-Forwarded-For Fastify reads. Only their headers about the request (its X-Request-Id) are
 * believed; anyone else's are the client's own words. IPv4 ranges also match IPv4-mapped IPv6 peers.
 */
export function proxyTrust(trustProxy: boolean | readonly string[]): (peer: string | undefined) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const trusted = new BlockList();
  for (const entry of trustProxy.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, Number(prefix), type);
  }
  return (peer) => {
    const family = isIP(peer ?? '');
    return family !== 0 && trusted.check(peer!, family === 6 ? 'ipv6' : 'ipv4');
  };
}
