import { createHmac } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendorSessions, vendorUsers, vendors } from '../../db/schema/index.ts';
import { deriveKey, randomToken, safeEqual, sha256Hex } from '../../lib/crypto.ts';

export const VENDOR_COOKIE = 'vendor_session';
const SESSION_HOURS = 12;

export interface VendorViewer {
  sessionId: number;
  user: typeof vendorUsers.$inferSelect;
  vendor: typeof vendors.$inferSelect;
}

export async function createVendorSession(db: Db, vendorUserId: number): Promise<string> {
  const token = randomToken(32);
  await db.insert(vendorSessions).values({ tokenHash: sha256Hex(token), vendorUserId, expiresAt: new Date(Date.now() + SESSION_HOURS * 3_600_000) });
  return token;
}

export async function findVendorViewer(db: Db, token: string | undefined): Promise<VendorViewer | null> {
  if (!token) return null;
  const [row] = await db
    .select({ sessionId: vendorSessions.id, user: vendorUsers, vendor: vendors })
    .from(vendorSessions)
    .innerJoin(vendorUsers, eq(vendorUsers.id, vendorSessions.vendorUserId))
    .innerJoin(vendors, eq(vendors.id, vendorUsers.vendorId))
    .where(and(eq(vendorSessions.tokenHash, sha256Hex(token)), gt(vendorSessions.expiresAt, new Date())));
  return row ?? null;
}

export async function deleteVendorSession(db: Db, sessionId: number) {
  await db.delete(vendorSessions).where(eq(vendorSessions.id, sessionId));
}

export function vendorSessionCookie(token: string, secure: boolean): string {
  return `${VENDOR_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_HOURS * 3600}${secure ? '; Secure' : ''}`;
}

export function clearedVendorSessionCookie(secure: boolean): string {
  return `${VENDOR_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

/** The token a vendor page's form carries, tied to the session (SameSite=Lax already stops most forgeries). */
export function vendorCsrfToken(secretKey: string, sessionId: number): string {
  return createHmac('sha256', deriveKey(secretKey, 'vendor-forms')).update(String(sessionId)).digest('base64url');
}

export function checkVendorCsrf(secretKey: string, sessionId: number, given: unknown): boolean {
  return typeof given === 'string' && safeEqual(given, vendorCsrfToken(secretKey, sessionId));
}
