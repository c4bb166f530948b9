/**
 * The soak's own partners, written straight into the database before the servers start: PARTNER organisations,
 * each with a signed-in owner, a published app installed by one vendor ("Soak Tours") with a webhook
 * subscription to bookings/create at the loopback receiver, and a draft app the owner edits in the portal.
 * A booking created through the App API by any of the apps is an event of that vendor, so it fans out to
 * every one of the PARTNER subscriptions.
 */
import { randomBytes } from 'node:crypto';
import { and, ne, notLike } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { apps, installations, organizations, users, vendors, webhookSubscriptions } from '../../src/db/schema/index.ts';
import { encryptSecret } from '../../src/lib/crypto.ts';
import { hashPassword } from '../../src/modules/accounts/passwords.ts';
import { issueAccessToken } from '../../src/modules/oauth/tokens.ts';

export const SOAK_PASSWORD = 'soak-pass-1234';
const SCOPES = ['BOOKINGS_READ', 'BOOKINGS_WRITE', 'PRODUCTS_READ', 'PRODUCTS_WRITE'] as const;

export interface SoakPartner {
  email: string;
  userId: number;
  lastName: string;
  publishedAppId: number;
  draftAppId: number;
  subscriptionId: number;
  /** the App API access token of the published app's installation */
  token: string;
}

export async function createSoakPartners(
  db: Db,
  secretKey: string,
  count: number,
  receiverUrl: string,
): Promise<{ vendorId: number; partners: SoakPartner[] }> {
  const passwordHash = await hashPassword(SOAK_PASSWORD);
  const [vendor] = await db.insert(vendors).values({ name: 'Soak Tours', domain: 'soak-tours', country: 'IS' }).returning();
  const partners: SoakPartner[] = [];
  for (let i = 1; i <= count; i++) {
    const [org] = await db
      .insert(organizations)
      .values({ businessName: `Soak Partner ${i}`, termsApiAgreed: true, termsPartnerAgreed: true })
      .returning();
    const email = `owner@soak-partner-${i}.test`;
    const [user] = await db
      .insert(users)
      .values({
        email,
        firstName: 'Sam',
        lastName: `Soak ${i}`,
        organizationId: org!.id,
        passwordHash,
        accountOwner: true,
        emailVerifiedAt: new Date(),
      })
      .returning();
    const app = (name: string, status: 'PUBLISHED' | 'DRAFT') => ({
      organizationId: org!.id,
      name,
      status,
      apiContactEmail: `api@soak-partner-${i}.test`,
      apiKey: `ak_soak_${i}_${status.toLowerCase()}_${randomBytes(6).toString('hex')}`,
      secretKeyEncrypted: encryptSecret(`sk_soak_${randomBytes(16).toString('hex')}`, secretKey),
    });
    const [published, draft] = await db
      .insert(apps)
      .values([app(`Soak Sync ${i}`, 'PUBLISHED'), app(`Soak Draft ${i}`, 'DRAFT')])
      .returning();
    const [installation] = await db
      .insert(installations)
      .values({ appId: published!.id, vendorId: vendor!.id, scopes: [...SCOPES], tokenExchangedAt: new Date() })
      .returning();
    const [subscription] = await db
      .insert(webhookSubscriptions)
      .values({ appId: published!.id, topic: 'BOOKINGS_CREATE', url: `${receiverUrl}/partner-${i}` })
      .returning();
    const token = await issueAccessToken(db, { installationId: installation!.id, scopes: [...SCOPES] });
    partners.push({
      email,
      userId: user!.id,
      lastName: user!.lastName,
      publishedAppId: published!.id,
      draftAppId: draft!.id,
      subscriptionId: subscription!.id,
      token,
    });
  }
  return { vendorId: vendor!.id, partners };
}

/**
 * Switches off every subscription that does not point at the receiver (the demo seed's, if any): the load must
 * reach loopback only, and no event of the run may be sent anywhere else.
 */
export async function disableOtherSubscriptions(db: Db, receiverUrl: string): Promise<void> {
  await db
    .update(webhookSubscriptions)
    .set({ enabled: false })
    .where(and(ne(webhookSubscriptions.enabled, false), notLike(webhookSubscriptions.url, `${receiverUrl}/%`)));
}
