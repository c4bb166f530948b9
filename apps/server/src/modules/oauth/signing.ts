import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto.ts';

/**
 * platform-protocol §1.2: lowercase hex HMAC-SHA256 over every other parameter, sorted by name, written
 * `name=value` with the decoded value and joined with `&`; repeated names have their values joined with `,`.
 * `%` and `&` are escaped in names and values and `=` in names first, so that no value (a partner's `state`)
 * can be read back as further parameters. Values without those characters sign the same string as before.
 */
export function signParams(params: Iterable<[string, string]>, secret: string): string {
  const byName = new Map<string, string[]>();
  for (const [name, value] of params) {
    if (name === 'hmac') continue;
    byName.set(name, [...(byName.get(name) ?? []), value]);
  }
  const message = [...byName.keys()]
    .sort()
    .map((name) => `${escapeName(name)}=${byName.get(name)!.map(escapeValue).join(',')}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

const escapeValue = (text: string) => text.replaceAll('%', '%25').replaceAll('&', '%26');
const escapeName = (text: string) => escapeValue(text).replaceAll('=', '%3D');

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
