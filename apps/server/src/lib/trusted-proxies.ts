import { compile } from '@fastify/proxy-addr';
import { isIP } from 'node:net';

/**
 * Whether a connection's peer is one of the proxies TRUST_PROXY names (`true`: every peer, `false`: none): the same
 * rule (proxy-addr's, named ranges and IPv4-mapped peers included) by which Fastify reads their X-Forwarded-For. Only
 * their headers about the request (its X-Request-Id) are believed; anyone else's are the client's own words.
 */
export function proxyTrust(trustProxy: boolean | readonly string[]): (peer: string | undefined) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const trusted = compile([...trustProxy]);
  return (peer) => peer !== undefined && isIP(peer) !== 0 && trusted(peer, 0);
}
