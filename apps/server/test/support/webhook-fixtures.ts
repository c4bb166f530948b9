import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { WEBHOOK_TOPIC_SCOPES, type WebhookTopic } from '@appstore/shared';
import type { Db } from '../../src/db/client.ts';
import { apps, installations, organizations, vendors, webhookDeliveries, webhookSubscriptions } from '../../src/db/schema/index.ts';
import { encryptSecret } from '../../src/lib/crypto.ts';
import { enqueueWebhookEvent } from '../../src/modules/webhook-delivery/outbox.ts';
import { createTeam } from '../fixtures.ts';

let seq = 0;

/**
 * An organisation (owner and member, password 'team-pass-123') with an app whose secret key is known and
 * sealed under this server's SECRET_KEY, installed by a vendor with the topic's scope, with a subscription to
 * `topic` at `url`.
 */
export async function createWebhookApp(
  db: Db,
  secretKey: string,
  opts: { url: string; topic?: WebhookTopic; emergencyEmail?: string | null; teamName?: string },
) {
  const n = ++seq;
  const team = await createTeam(db, opts.teamName ?? `Hooks ${n} ${randomBytes(3).toString('hex')}`);
  if (opts.emergencyEmail !== undefined) {
    await db.update(organizations).set({ emergencyDeveloperEmail: opts.emergencyEmail }).where(eq(organizations.id, team.org.id));
  }
  const secret = `sk_${randomBytes(16).toString('hex')}`;
  const [app] = await db
    .insert(apps)
    .values({
      organizationId: team.org.id,
      name: `Hook App ${n}`,
      status: 'PUBLISHED',
      apiContactEmail: `api-${n}@example.com`,
      apiKey: `ak_${randomBytes(12).toString('hex')}`,
      secretKeyEncrypted: encryptSecret(secret, secretKey),
    })
    .returning();
  const [vendor] = await db
    .insert(vendors)
    .values({ name: `Vendor ${n}`, domain: `hook-vendor-${n}-${randomBytes(3).toString('hex')}`, country: 'IS' })
    .returning();
  const topic = opts.topic ?? 'BOOKINGS_CREATE';
  const neededScope = WEBHOOK_TOPIC_SCOPES[topic];
  await db.insert(installations).values({ appId: app!.id, vendorId: vendor!.id, scopes: neededScope ? [neededScope] : [] });
  const [subscription] = await db.insert(webhookSubscriptions).values({ appId: app!.id, topic, url: opts.url }).returning();
  return { ...team, app: app!, vendor: vendor!, subscription: subscription!, secret };
}

/** `count` booking events of the vendor, each in its own transaction as the App API writes them. */
export async function fireBookingEvents(db: Db, vendorId: number, count = 1): Promise<void> {
  for (let i = 0; i < count; i++) {
    await db.transaction(async (tx) => {
      await enqueueWebhookEvent(tx as unknown as Db, {
        vendorId,
        topic: 'BOOKINGS_CREATE',
        payload: { bookingId: `Qm9va2luZzo${i}`, confirmationCode: `ABC-${i}`, status: 'CONFIRMED' },
        resource: { bookingId: `Qm9va2luZzo${i}` },
      });
    });
  }
}

export async function deliveriesOf(db: Db, subscriptionId: number) {
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, subscriptionId)).orderBy(webhookDeliveries.id);
}

export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const result = await db
    .select({ status: webhookDeliveries.status, n: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .groupBy(webhookDeliveries.status);
  return Object.fromEntries(result.map((r) => [r.status, Number(r.n)]));
}
