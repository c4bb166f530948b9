import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apps, webhookSubscriptions } from '../db/schema/index.ts';
import { EXAMPLE_PARTNER_APP_TOPICS, examplePartnerAppWebhookUrl } from './catalogue-data/example-partner-app.ts';

/** The example partner app hears of the bookings it creates, of its uninstall and of new access accepted, at its own /webhooks. */
export async function seedExamplePartnerAppWebhooks(db: Db, url: string) {
  const [app] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.appUrl, `${url}/`), eq(apps.status, 'PUBLISHED')));
  if (!app) throw new Error(`The demo catalogue has no published app at ${url}/`);
  await db
    .insert(webhookSubscriptions)
    .values(EXAMPLE_PARTNER_APP_TOPICS.map((topic) => ({ appId: app.id, topic, url: examplePartnerAppWebhookUrl(url) })));
}
