import { eq } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { webhookSubscriptions } from '../../../db/schema/webhooks.ts';
import { findAppEvenIfDeleted } from '../../apps/apps.queries.ts';
import type { Mailer } from '../../mail/mail.service.ts';
import { webhookDisabledMail } from '../../mail/templates.ts';
import { findEmergencyDeveloperEmail } from '../../organizations/organizations.queries.ts';

/** Jobs queue of the "webhook subscription disabled" e-mails, queued with the disabling itself. */
export const WEBHOOK_DISABLED_MAIL_QUEUE = 'webhook-disabled-mail';

export interface DisabledMailJob {
  subscriptionId: number;
}

/** The partner's webhook edit screen, where the delivery log and Re-enable are. */
export function webhookEditLink(publicUrl: string, appId: number, webhookId: number): string {
  return `${publicUrl}/extranet/apps/${appId}/webhooks/${webhookId}/edit`;
}

/**
 * Tells the organisation's emergency developer contact (the app's API contact when the organisation has
 * none) that a subscription was disabled after its last failed delivery.
 */
export async function sendWebhookDisabledMail(
  services: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  job: DisabledMailJob,
) {
  const [row] = await services.db
    .select({
      id: webhookSubscriptions.id,
      appId: webhookSubscriptions.appId,
      topic: webhookSubscriptions.topic,
      url: webhookSubscriptions.url,
    })
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, job.subscriptionId));
  const app = row && (await findAppEvenIfDeleted(services.db, row.appId));
  if (!row || !app) return; // the subscription is gone: nobody to tell about it
  const emergencyEmail = await findEmergencyDeveloperEmail(services.db, app.organizationId);
  await services.mailer.send(
    webhookDisabledMail({
      to: emergencyEmail?.trim() || app.apiContactEmail,
      appName: app.name,
      topic: row.topic,
      url: row.url,
      webhookLink: webhookEditLink(services.config.publicUrl, row.appId, row.id),
    }),
  );
}
