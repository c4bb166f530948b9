import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { Config } from '../../config.ts';
import { ValidationError } from '../../lib/errors.ts';
import { nonPublicReason, parseIp } from './webhook-addresses.ts';

/**
 * platform-protocol §3: in production a webhook target must be https and must resolve to public unicast
 * addresses only; checked when the subscription is saved and again on every connection (the address the
 * socket connects to is the one that was checked, so a DNS answer that changes in between — DNS
 * rebinding — cannot point a delivery at the internal network). WEBHOOK_ALLOW_PRIVATE_TARGETS (and any
 * environment other than production) lifts the rule for local development.
 */
export type TargetConfig = Pick<Config, 'production' | 'webhookAllowPrivateTargets'>;

export const enforcesPublicTargets = (config: TargetConfig) => config.production && !config.webhookAllowPrivateTargets;

/** Resolves every address of a host name (as `dns.lookup` with `all: true`); replaceable in tests. */
export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolveAll: ResolveAll = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

export class WebhookTargetError extends Error {}

/**
 * The public addresses of the host of `url`, or a WebhookTargetError saying why it may not be used. Every
 * address a name resolves to must be public: an attacker's name could answer with a public and a private one.
 */
export async function resolvePublicTarget(url: string, resolveAll: ResolveAll = systemResolveAll): Promise<LookupAddress[]> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookTargetError('URL must be valid');
  }
  if (parsed.protocol !== 'https:') throw new WebhookTargetError('URL must use https');
  return checkedAddresses(parsed.hostname, resolveAll);
}

async function checkedAddresses(hostname: string, resolveAll: ResolveAll): Promise<LookupAddress[]> {
  const literal = parseIp(hostname);
  let addresses: LookupAddress[];
  if (literal) {
    addresses = [{ address: hostname.replace(/^\[|\]$/g, ''), family: literal.family }];
  } else {
    try {
      addresses = await resolveAll(hostname);
    } catch {
      throw new WebhookTargetError(`URL host ${hostname} could not be resolved`);
    }
    if (addresses.length === 0) throw new WebhookTargetError(`URL host ${hostname} could not be resolved`);
  }
  for (const { address } of addresses) {
    const reason = nonPublicReason(address);
    if (reason) throw new WebhookTargetError(`URL must not point to a ${reason} address (${address})`);
  }
  return addresses;
}

/**
 * Save-time check for webhookCreate / webhookUpdate: a ValidationError on `url` when the target is not
 * allowed; nothing outside production or with WEBHOOK_ALLOW_PRIVATE_TARGETS.
 */
export async function checkWebhookTarget(url: string, config: TargetConfig, resolveAll: ResolveAll = systemResolveAll): Promise<void> {
  if (!enforcesPublicTargets(config)) return;
  try {
    await resolvePublicTarget(url, resolveAll);
  } catch (err) {
    if (err instanceof WebhookTargetError) throw new ValidationError([{ field: 'url', message: err.message }]);
    throw err;
  }
}

/**
 * The connect-time part that no lookup sees: the scheme, and a host written as an IP address (sockets do
 * not resolve those, so `publicOnlyLookup` is never asked about them).
 */
export function assertConnectableUrl(url: URL): void {
  if (url.protocol !== 'https:') throw new WebhookTargetError('URL must use https');
  if (parseIp(url.hostname)) {
    const reason = nonPublicReason(url.hostname);
    if (reason) throw new WebhookTargetError(`URL must not point to a ${reason} address (${url.hostname.replace(/^\[|\]$/g, '')})`);
  }
}

/**
 * A `lookup` for http(s).request that resolves the host itself and hands the socket only addresses that
 * passed the rule: the connection goes to exactly the address that was checked.
 */
export function publicOnlyLookup(resolveAll: ResolveAll = systemResolveAll): LookupFunction {
  return (hostname, options, callback) => {
    checkedAddresses(hostname, resolveAll).then(
      (addresses) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = family ? addresses.filter((a) => a.family === family) : addresses;
        if (usable.length === 0) {
          callback(Object.assign(new Error(`no IPv${family} address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        } else if (options.all) {
          (callback as unknown as (err: null, addresses: LookupAddress[]) => void)(null, usable);
        } else {
          callback(null, usable[0]!.address, usable[0]!.family);
        }
      },
      (err: Error) => callback(Object.assign(err, { code: err instanceof WebhookTargetError ? 'EWEBHOOKTARGET' : 'ENOTFOUND' }), '', 0),
    );
  };
}
