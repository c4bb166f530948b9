import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { webhookSubscriptions } from '../../../db/schema/webhooks.ts';
import { findAppEvenIfDeleted } from '../../apps/apps.queries.ts';
import type { MailMessage } from '../../mail/mail.service.ts';
import { webhookDisabledMail } from '../../mail/templates.ts';
import { findEmergencyDeveloperEmail } from '../../organizations/organizations.queries.ts';

/** The partner's webhook edit screen, where the delivery log and Re-enable are. */
export function webhookEditLink(publicUrl: string, appId: number, webhookId: number): string {
  return `${publicUrl}/extranet/apps/${appId}/webhooks/${webhookId}/edit`;
}

/**
 * The e-mails that tell each organisation's emergency developer contact (the app's API contact when the
 * organisation has none) that a subscription was disabled after its last failed delivery. Read through `db`,
 * the transaction that disabled them, and queued in it.
 */
export async function webhookDisabledMails(db: Db, publicUrl: string, subscriptionIds: number[]): Promise<MailMessage[]> {
  const subscriptions = await db
    .select({
      id: webhookSubscriptions.id,
      appId: webhookSubscriptions.appId,
      topic: webhookSubscriptions.topic,
      url: webhookSubscriptions.url,
    })
    .from(webhookSubscriptions)
    .where(inArray(webhookSubscriptions.id, subscriptionIds));
  const mails: MailMessage[] = [];
  for (const row of subscriptions) {
    const app = await findAppEvenIfDeleted(db, row.appId);
    if (!app) continue; // nobody to tell about it
    const emergencyEmail = await findEmergencyDeveloperEmail(db, app.organizationId);
    mails.push(
      webhookDisabledMail({
        to: emergencyEmail?.trim() || app.apiContactEmail,
        appName: app.name,
        topic: row.topic,
        url: row.url,
        webhookLink: webhookEditLink(publicUrl, row.appId, row.id),
      }),
    );
  }
  return mails;
}
