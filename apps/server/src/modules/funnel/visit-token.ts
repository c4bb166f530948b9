import { keyedMac, safeEqual } from '../../lib/crypto.ts';

/**
 * A store page's visit token: the page the server sent carries it (in its `app-config`), and the browser's store
 * queries echo it, so that a listing the browser opens after that page counts as a view, and a query no page was
 * served for counts nothing. It names no one (anyone who loads a page gets one, so it is no secret to compress
 * beside other input); it only proves a store page was served within the hour. Answers renew it as it ages, so an
 * open tab keeps counting.
 */
export const VISIT_HEADER = 'x-store-visit';
export const VISIT_TOKEN_MS = 3_600_000;

const mac = (secretKey: string, expires: number) => keyedMac(secretKey, 'store-visit', String(expires)).slice(0, 22);

/**
 * A token good for VISIT_TOKEN_MS from `now`, to the next whole minute: `<expiry in epoch seconds>.<MAC>`. Pages
 * sent within one minute carry the same token, so a page from the cache is the same bytes as its render.
 */
export function issueVisitToken(secretKey: string, now = Date.now()): string {
  const expires = Math.ceil((now + VISIT_TOKEN_MS) / 60_000) * 60;
  return `${expires}.${mac(secretKey, expires)}`;
}

/** Whether `token` is one this server issued and still good; `renew` once it is past half its life. */
export function readVisitToken(secretKey: string, token: string | null | undefined, now = Date.now()): { valid: boolean; renew: boolean } {
  const match = /^(\d{1,12})\.([\w-]{22})$/.exec(token ?? '');
  if (!match) return { valid: false, renew: false };
  const expires = Number(match[1]);
  const left = expires * 1000 - now;
  const valid = left > 0 && left <= VISIT_TOKEN_MS + 60_000 && safeEqual(match[2]!, mac(secretKey, expires));
  return { valid, renew: valid && left < VISIT_TOKEN_MS / 2 };
}
