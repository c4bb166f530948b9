import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto.ts';

/**
 * platform-protocol §1.2: lowercase hex HMAC-SHA256 over every other parameter, sorted by name, written
 * `name=value` with the decoded value and joined with `&`; repeated names have their values joined with `,`.
 */
export function signParams(params: Iterable<[string, string]>, secret: string): string {
  const byName = new Map<string, string[]>();
  for (const [name, value] of params) {
    if (name === 'hmac') continue;
    byName.set(name, [...(byName.get(name) ?? []), value]);
  }
  const message = [...byName.keys()]
    .sort()
    .map((name) => `${name}=${byName.get(name)!.join(',')}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function verifySignedParams(params: URLSearchParams, secret: string): boolean {
  const given = params.get('hmac');
  return !!given && safeEqual(given, signParams(params.entries(), secret));
}

/** `url` with the parameters added and signed (its own query parameters are covered too). */
export function withSignedParams(url: string, params: Record<string, string>, secret: string): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.append(name, value);
  target.searchParams.append('hmac', signParams(target.searchParams.entries(), secret));
  return target.toString();
}
