import type { AppRow } from '../apps/apps.queries.ts';
import { decryptSecret } from '../../lib/crypto.ts';
import { withSignedParams } from './signing.ts';

/** platform-protocol §1.1: open the app at its URL with `domain`, `timestamp`, `user` and `hmac`. */
export function launchUrl(app: AppRow, vendor: { domain: string }, vendorUserId: number, secretKey: string): string | null {
  if (!app.appUrl) return null;
  const secret = decryptSecret(app.secretKeyEncrypted, secretKey);
  return withSignedParams(
    app.appUrl,
    { domain: vendor.domain, timestamp: String(Math.floor(Date.now() / 1000)), user: String(vendorUserId) },
    secret,
  );
}

/**
 * The host of an app URL on a name reserved never to exist (RFC 2606: '.example', '.invalid'), as the demo
 * catalogue's partner sites are: sending a vendor there would end on the browser's DNS error. Null otherwise.
 */
export function reservedAppHost(appUrl: string | null): string | null {
  if (!appUrl) return null;
  try {
    const host = new URL(appUrl).hostname.toLowerCase().replace(/\.$/, '');
    return /(^|\.)(example|invalid)$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

/** Only our own relative paths are followed after sign-in. */
export function safeNext(next: unknown, fallback: string): string {
  return typeof next === 'string' && /^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/.test(next) ? next : fallback;
}

/** The vendor's page to review and accept what an app's newer version asks for: an added scope waits for the vendor's yes. */
export const vendorAccessPath = (appId: number): string => `/vendor/apps/${appId}/access`;
