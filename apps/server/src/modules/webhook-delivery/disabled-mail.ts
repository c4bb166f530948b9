import type { Db } from '../../db/client.ts';
import { findAppEvenIfDeleted } from '../apps/apps.queries.ts';
import type { MailMessage } from '../mail/mail.service.ts';
import { webhookDisabledMail, webhookFailingMail } from '../mail/templates.ts';
import { findEmergencyDeveloperEmail } from '../organizations/organizations.queries.ts';
import { findSubscriptionsById } from '../webhooks/webhooks.queries.ts';

/** The partner's webhook edit screen, where the delivery log and Re-enable are. */
export function webhookEditLink(publicUrl: string, appId: number, webhookId: number): string {
  return `${publicUrl}/extranet/apps/${appId}/webhooks/${webhookId}/edit`;
}

interface MailSubject {
  to: string;
  appName: string;
  topic: string;
  url: string;
  webhookLink: string;
}

/**
 * The e-mails that tell each organisation's emergency developer contact (the app's API contact when the
 * organisation has none) that a subscription was disabled after its last failed delivery. Read through `db`,
 * the transaction that disabled them, and queued in it.
 */
export async function webhookDisabledMails(db: Db, publicUrl: string, subscriptionIds: number[]): Promise<MailMessage[]> {
  return (await mailSubjects(db, publicUrl, subscriptionIds)).map((s) => webhookDisabledMail(s));
}

/** The early warnings (WEBHOOK_WARNING_AFTER_FAILURES), to the same contact, queued in the transaction that marked the run warned. */
export async function webhookFailingMails(db: Db, publicUrl: string, subscriptionIds: number[]): Promise<MailMessage[]> {
  return (await mailSubjects(db, publicUrl, subscriptionIds)).map((s) => webhookFailingMail(s));
}

async function mailSubjects(db: Db, publicUrl: string, subscriptionIds: number[]): Promise<MailSubject[]> {
  const subscriptions = await findSubscriptionsById(db, subscriptionIds);
  const mails: MailSubject[] = [];
  for (const row of subscriptions) {
    const app = await findAppEvenIfDeleted(db, row.appId);
    if (!app) continue; // nobody to tell about it
    const emergencyEmail = await findEmergencyDeveloperEmail(db, app.organizationId);
    mails.push({
      to: emergencyEmail?.trim() || app.apiContactEmail,
      appName: app.name,
      topic: row.topic,
      url: row.url,
      webhookLink: webhookEditLink(publicUrl, row.appId, row.id),
    });
  }
  return mails;
}
