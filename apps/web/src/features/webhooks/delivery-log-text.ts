import { formatMoment } from '@appstore/shared/dates/format';
import type { WebhookDeliveriesQuery, WebhookDeliveryFieldsFragment, WebhookDeliveryStatus } from '../../gql/graphql';

/** The delivery log's page size ('Load more' asks for the next one). */
export const DELIVERY_LOG_PAGE_SIZE = 20;

/** Excerpts longer than this are cut in the table and open in full on request. */
export const EXCERPT_PREVIEW_CHARS = 80;

export type ChipColor = 'default' | 'success' | 'warning' | 'error';

/** The status chip: delivered, failed for good, withdrawn by the platform, waiting for a retry, or not tried yet. */
export function deliveryStatusChip(status: WebhookDeliveryStatus, attemptCount: number): { label: string; color: ChipColor } {
  if (status === 'SUCCEEDED') return { label: 'Delivered', color: 'success' };
  if (status === 'FAILED') return { label: 'Failed', color: 'error' };
  if (status === 'WITHDRAWN') return { label: 'Withdrawn', color: 'default' };
  return attemptCount > 0 ? { label: 'Retrying', color: 'warning' } : { label: 'Queued', color: 'default' };
}

/** Why a withdrawn delivery was not sent, in the words the log shows under its chip. */
export const WITHDRAWN_NOTE = 'The app lost access to this topic';

/**
 * The line under the chip: how many attempts, and when the next one is due; for a withdrawn delivery, why it was
 * not sent (the vendor's installation no longer grants the topic's scope, or was uninstalled).
 */
export function attemptsText(delivery: Pick<WebhookDeliveryFieldsFragment, 'attemptCount' | 'nextAttemptAt' | 'status'>): string {
  if (delivery.status === 'WITHDRAWN') return WITHDRAWN_NOTE;
  const tries = delivery.attemptCount === 1 ? '1 attempt' : `${delivery.attemptCount} attempts`;
  if (delivery.status === 'PENDING' && delivery.attemptCount > 0 && delivery.nextAttemptAt) {
    return `${tries} · next ${formatMoment(delivery.nextAttemptAt, { seconds: true })}`;
  }
  return tries;
}

/** A withdrawn delivery is never sent again: the server refuses it, so the log offers no Re-send. */
export const canResendDelivery = (status: WebhookDeliveryStatus) => status !== 'WITHDRAWN';

/** The response cell of a delivery with no attempt: not sent yet, or never to be sent. */
export const noAttemptText = (status: WebhookDeliveryStatus) => (status === 'WITHDRAWN' ? 'Not sent' : 'Not sent yet');

/** '85 ms', '1.2 s'; '—' before the first attempt. */
export function latencyText(latencyMs: number | null | undefined): string {
  if (latencyMs == null) return '—';
  return latencyMs < 1000 ? `${latencyMs} ms` : `${(latencyMs / 1000).toFixed(1)} s`;
}

/** What the receiver answered: the failure reason, else the HTTP status; null before the first attempt. */
export function responseHeadline(attempt: WebhookDeliveryFieldsFragment['lastAttempt']): string | null {
  if (!attempt) return null;
  return attempt.error ?? (attempt.statusCode != null ? `HTTP ${attempt.statusCode}` : 'No answer');
}

/** The excerpt as the table shows it before it is opened. */
export function excerptPreview(excerpt: string | null | undefined): { text: string; cut: boolean } {
  const flat = (excerpt ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_PREVIEW_CHARS ? { text: `${flat.slice(0, EXCERPT_PREVIEW_CHARS)}…`, cut: true } : { text: flat, cut: false };
}

/** The notice after 'Re-send all failed'. */
export function resendFailedNotice(count: number): string {
  if (count === 0) return 'There are no failed deliveries to re-send.';
  return count === 1 ? '1 failed delivery is being sent again.' : `${count} failed deliveries are being sent again.`;
}

/**
 * 'Load more': the next page after the rows on screen. Without a cache policy for `webhookDeliveries`, the
 * growing list stays under the first page's variables; a delivery queued meanwhile shifts the pages (newest
 * first), so a row is never shown twice.
 */
export function appendDeliveriesPage(previous: WebhookDeliveriesQuery, next: WebhookDeliveriesQuery): WebhookDeliveriesQuery {
  const shown = new Set(previous.webhookDeliveries.edges.map((edge) => edge.node.id));
  return {
    ...next,
    webhookDeliveries: {
      ...next.webhookDeliveries,
      edges: [...previous.webhookDeliveries.edges, ...next.webhookDeliveries.edges.filter((edge) => !shown.has(edge.node.id))],
    },
  };
}
