import type { WebhookTopic } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import type { ExperienceRow } from '../../db/schema/experiences.ts';
import { globalId } from '../../lib/node-ids.ts';
import { enqueueWebhookEvent } from '../webhook-delivery/outbox.ts';

/**
 * The webhook bodies of platform-protocol §3 for experience changes made through the App API. Each is queued
 * through the outbox inside the caller's transaction, so the change and its deliveries are stored together or not at all.
 */

/** How an experience came to be: `API` when an app made it through the App API. */
export const CREATE_METHOD_API = 'API';

/** The part of an experience an update changed, as the vendor's editor names its steps. */
export type ExperienceStep = 'DETAILS' | 'PRICING' | 'ACTIVATION';

export async function experienceEvent(
  tx: Db,
  topic: Extract<WebhookTopic, `EXPERIENCES_${string}`>,
  experience: ExperienceRow,
  extra: Record<string, unknown> = {},
) {
  const experienceId = globalId('Experience', experience.id);
  await enqueueWebhookEvent(tx, {
    vendorId: experience.vendorId,
    topic,
    payload: { experienceId, supplierId: globalId('Vendor', experience.vendorId), ...extra },
    resource: { experienceId },
  });
}
