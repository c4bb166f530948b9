import { isIP } from 'node:net';

/**
 * Which IP addresses a production webhook may reach: public unicast only (platform-protocol §3). Kept apart
 * from the DNS and URL handling in webhook-targets.ts so that the address rules are plain, testable data.
 */

interface Range {
  base: bigint;
  bits: number;
  label: string;
}

const V4_BLOCKED: [string, string][] = [
  ['0.0.0.0/8', 'reserved ("this network")'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared (carrier-grade NAT)'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved (IETF protocol assignments)'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', 'reserved (6to4 relay)'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved (benchmarking)'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'], // includes the broadcast address 255.255.255.255
];

// IPv6 outside 2000::/3 (global unicast) is never public: ::, ::1, fc00::/7, fe80::/10, ff00::/8, NAT64, ...
// IPv4-mapped addresses (::ffff:a.b.c.d) are judged by their IPv4 address instead.
const V6_GLOBAL_UNICAST = '2000::/3';
const V6_BLOCKED_INSIDE_GLOBAL: [string, string][] = [
  ['2001::/23', 'reserved (IETF protocol assignments, Teredo)'],
  ['2001:db8::/32', 'documentation'],
  ['2002::/16', 'reserved (6to4)'],
  ['3fff::/20', 'documentation'],
];
const V6_LABELS: [string, string][] = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['ff00::/8', 'multicast'],
];

/** The address as a number and its family, or null when it is not an IP address. */
export function parseIp(address: string): { family: 4 | 6; value: bigint } | null {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''); // brackets of URLs, zone ids (fe80::1%eth0)
  const family = isIP(plain);
  if (family === 4) return { family: 4, value: v4ToBigInt(plain) };
  if (family === 6) return { family: 6, value: v6ToBigInt(plain) };
  return null;
}

function v4ToBigInt(address: string): bigint {
  return address.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function v6ToBigInt(address: string): bigint {
  let text = address.toLowerCase();
  // a trailing dotted IPv4 part (::ffff:1.2.3.4) is two 16-bit groups
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = v4ToBigInt(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g, 16)), 0n);
}

function toRanges(list: [string, string][], family: 4 | 6): Range[] {
  return list.map(([cidr, label]) => {
    const [base, bits] = cidr.split('/') as [string, string];
    const parsed = parseIp(base)!;
    if (parsed.family !== family) throw new Error(`bad range ${cidr}`);
    return { base: parsed.value, bits: Number(bits), label };
  });
}

function inRange(value: bigint, range: Range, width: number): boolean {
  const shift = BigInt(width - range.bits);
  return value >> shift === range.base >> shift;
}

const V4_RANGES = toRanges(V4_BLOCKED, 4);
const V6_GLOBAL = toRanges([[V6_GLOBAL_UNICAST, 'global unicast']], 6)[0]!;
const V6_BLOCKED = toRanges(V6_BLOCKED_INSIDE_GLOBAL, 6);
const V6_NAMED = toRanges(V6_LABELS, 6);
const V4_MAPPED = toRanges([['::ffff:0:0/96', 'IPv4-mapped']], 6)[0]!;

/**
 * Why the address may not be a production webhook target ('private', 'loopback', ...), or null when it is a
 * public unicast address. Anything that is not an IP address at all is refused too.
 */
export function nonPublicReason(address: string): string | null {
  const ip = parseIp(address);
  if (!ip) return 'not an IP address';
  if (ip.family === 4) return V4_RANGES.find((r) => inRange(ip.value, r, 32))?.label ?? null;
  if (inRange(ip.value, V4_MAPPED, 128)) {
    const v4 = ip.value & 0xffffffffn;
    const reason = V4_RANGES.find((r) => inRange(v4, r, 32))?.label;
    return reason ? `${reason} (IPv4-mapped)` : null;
  }
  if (!inRange(ip.value, V6_GLOBAL, 128)) return V6_NAMED.find((r) => inRange(ip.value, r, 128))?.label ?? 'reserved';
  return V6_BLOCKED.find((r) => inRange(ip.value, r, 128))?.label ?? null;
}
