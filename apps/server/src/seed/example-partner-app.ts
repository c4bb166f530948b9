import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apps, appVersions, webhookSubscriptions } from '../db/schema/index.ts';
import { DEMO_PARTNER_APP_SCOPES } from '../demo-partner-app.ts';
import { EXAMPLE_PARTNER_APP_TOPICS, examplePartnerAppWebhookUrl } from './catalogue-data/example-partner-app.ts';

/**
 * The example partner app may ask vendors for what it asks for (its first version is stored, as a developer picks
 * access for a new app), so a partner trying app versions has a scope to add; it hears of the bookings it creates,
 * of its uninstall and of new access accepted, at its own /webhooks.
 */
export async function seedExamplePartnerAppSetup(db: Db, url: string) {
  const [app] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.appUrl, `${url}/`), eq(apps.status, 'PUBLISHED')));
  if (!app) throw new Error(`The demo catalogue has no published app at ${url}/`);
  await db.insert(appVersions).values({ appId: app.id, version: 1, scopes: DEMO_PARTNER_APP_SCOPES.split(',') });
  await db
    .insert(webhookSubscriptions)
    .values(EXAMPLE_PARTNER_APP_TOPICS.map((topic) => ({ appId: app.id, topic, url: examplePartnerAppWebhookUrl(url) })));
}
