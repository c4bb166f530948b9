import { eq } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { apps, organizations, webhookSubscriptions } from '../../../db/schema/index.ts';
import type { Mailer } from '../../mail/mail.service.ts';
import { webhookDisabledMail } from '../../mail/templates.ts';

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
export async function sendWebhookDisabledMail(services: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> }, job: DisabledMailJob) {
  const [row] = await services.db
    .select({
      id: webhookSubscriptions.id,
      appId: apps.id,
      topic: webhookSubscriptions.topic,
      url: webhookSubscriptions.url,
      appName: apps.name,
      apiContactEmail: apps.apiContactEmail,
      emergencyEmail: organizations.emergencyDeveloperEmail,
    })
    .from(webhookSubscriptions)
    .innerJoin(apps, eq(apps.id, webhookSubscriptions.appId))
    .innerJoin(organizations, eq(organizations.id, apps.organizationId))
    .where(eq(webhookSubscriptions.id, job.subscriptionId));
  if (!row) return; // the subscription is gone: nobody to tell about it
  await services.mailer.send(
    webhookDisabledMail({
      to: row.emergencyEmail?.trim() || row.apiContactEmail,
      appName: row.appName,
      topic: row.topic,
      url: row.url,
      webhookLink: webhookEditLink(services.config.publicUrl, row.appId, row.id),
    }),
  );
}
