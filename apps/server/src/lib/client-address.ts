import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a request's address (`req.ip`, which honours TRUST_PROXY) that names one client, for counting per
 * client: an IPv4 address as it is, an IPv6 address by its /64 (a household or a host is given a whole /64, so
 * each of its addresses is the same client). An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is the IPv4 one.
 */
export function clientOf(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros (`2001:db8::1` → 2001, db8, 0, …, 1). */
function ipv6Groups(address: string): string[] {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  let text = address.toLowerCase();
  if (dotted) {
    // an embedded IPv4 tail is the last two groups
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => (parseInt(group, 16) || 0).toString(16));
}
