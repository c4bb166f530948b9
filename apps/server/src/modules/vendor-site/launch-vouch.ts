import { keyedMac, safeEqual } from '../../lib/crypto.ts';
import { readCookie } from '../accounts/sessions.ts';

/**
 * A launch tells the app's developer who the vendor is, so it runs at once only when one of the store's own pages
 * asked for it (vendor-pages.routes.ts). A signed-out vendor goes through the sign-in first, and the page after it
 * is ours whoever sent the vendor there: so the launch request that had to sign in first leaves this short-lived
 * cookie when our own page sent it, and the sign-in goes straight on only with it. Another site cannot set it (it
 * is made only for a request the browser says came from this site) and cannot read it (HttpOnly).
 */
const COOKIE = 'vendor_launch';
const MINUTES = 15;

/** `/vendor/install/12?from=search` or `/vendor/apps/12/open`: a path that launches an app. */
export const isLaunchPath = (path: string) => /^\/vendor\/(install\/\d+|apps\/\d+\/open)(\?|$)/.test(path);

const signature = (secretKey: string, path: string, expires: number) => keyedMac(secretKey, 'vendor-launch', `${path}\n${expires}`);

/** The Set-Cookie value that vouches for launching `path` after signing in, for 15 minutes. */
export function launchVouchCookie(secretKey: string, path: string, secure: boolean, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + MINUTES * 60;
  const value = `${expires}.${signature(secretKey, path, expires)}`;
  return `${COOKIE}=${value}; Path=/vendor/login; HttpOnly; SameSite=Lax; Max-Age=${MINUTES * 60}${secure ? '; Secure' : ''}`;
}

export function clearedLaunchVouchCookie(secure: boolean): string {
  return `${COOKIE}=; Path=/vendor/login; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

/** Whether the request carries an unexpired vouch for launching exactly `path`. */
export function isVouchedLaunch(cookieHeader: string | undefined, secretKey: string, path: string, now = Date.now()): boolean {
  const [expiresText, mac] = (readCookie(cookieHeader, COOKIE) ?? '').split('.');
  const expires = Number(expiresText);
  if (!mac || !Number.isInteger(expires) || expires * 1000 < now) return false;
  return safeEqual(mac, signature(secretKey, path, expires));
}
