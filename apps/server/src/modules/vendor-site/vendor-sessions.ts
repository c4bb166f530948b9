import type { Db } from '../../db/client.ts';
import { keyedMac, safeEqual, sha256Hex } from '../../lib/crypto.ts';
import { newSessionToken, readSessionToken } from '../accounts/sessions.ts';
import { findVendorSession, insertVendorSession, type VendorSessionRow } from '../vendors/vendor-sessions.queries.ts';

export { deleteVendorSession } from '../vendors/vendor-sessions.queries.ts';

export const VENDOR_COOKIE = 'vendor_session';
const SESSION_HOURS = 12;

export type VendorViewer = VendorSessionRow;

export async function createVendorSession(db: Db, vendorUserId: number): Promise<string> {
  const token = newSessionToken();
  await insertVendorSession(db, { tokenHash: sha256Hex(token), vendorUserId, expiresAt: new Date(Date.now() + SESSION_HOURS * 3_600_000) });
  return token;
}

export async function findVendorViewer(db: Db, token: string | undefined): Promise<VendorViewer | null> {
  if (!token) return null;
  return findVendorSession(db, sha256Hex(token));
}

export function vendorSessionCookie(token: string, secure: boolean): string {
  return `${VENDOR_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_HOURS * 3600}${secure ? '; Secure' : ''}`;
}

export function clearedVendorSessionCookie(secure: boolean): string {
  return `${VENDOR_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

/** The token a vendor page's form carries, tied to the session (SameSite=Lax already stops most forgeries). */
export function vendorCsrfToken(secretKey: string, sessionId: number): string {
  return keyedMac(secretKey, 'vendor-forms', String(sessionId));
}

export function checkVendorCsrf(secretKey: string, sessionId: number, given: unknown): boolean {
  return typeof given === 'string' && safeEqual(given, vendorCsrfToken(secretKey, sessionId));
}

/** The vendor user whose session the request's cookie names, or null: how every route reads the vendor session. */
export function vendorViewerOfRequest(db: Db, cookieHeader: string | undefined): Promise<VendorViewer | null> {
  return findVendorViewer(db, readSessionToken(cookieHeader, VENDOR_COOKIE));
}
