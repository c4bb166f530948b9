import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendorSessions, vendorUsers, vendors } from '../../db/schema/vendors.ts';

export interface VendorSessionRow {
  sessionId: number;
  user: typeof vendorUsers.$inferSelect;
  vendor: typeof vendors.$inferSelect;
}

export async function insertVendorSession(db: Db, p: { tokenHash: string; vendorUserId: number; expiresAt: Date }): Promise<void> {
  await db.insert(vendorSessions).values(p);
}

/** The unexpired session with this token hash, with its user and vendor (one round trip: every vendor page asks). */
export async function findVendorSession(db: Db, tokenHash: string): Promise<VendorSessionRow | null> {
  const [row] = await db
    .select({ sessionId: vendorSessions.id, user: vendorUsers, vendor: vendors })
    .from(vendorSessions)
    .innerJoin(vendorUsers, eq(vendorUsers.id, vendorSessions.vendorUserId))
    .innerJoin(vendors, eq(vendors.id, vendorUsers.vendorId))
    .where(and(eq(vendorSessions.tokenHash, tokenHash), gt(vendorSessions.expiresAt, new Date())));
  return row ?? null;
}

export async function deleteVendorSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(vendorSessions).where(eq(vendorSessions.id, sessionId));
}
