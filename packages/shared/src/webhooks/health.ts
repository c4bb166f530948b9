/**
 * Webhook health: why a delivery attempt failed, grouped so that a partner sees one line per
 * cause ("the endpoint timed out 40 times"), not one per error text (every refused connection names its address).
 */
export const WEBHOOK_FAILURE_REASONS = [
  'HTTP_4XX',
  'HTTP_5XX',
  'REDIRECT',
  'TIMEOUT',
  'CONNECTION_REFUSED',
  'CONNECTION_RESET',
  'DNS',
  'TLS',
  'INVALID_RESPONSE',
  'TARGET_NOT_ALLOWED',
  'OTHER',
] as const;
export type WebhookFailureReason = (typeof WEBHOOK_FAILURE_REASONS)[number];

/** Reasons whose HTTP status is worth telling apart (a 404 is another fault than a 410). */
export const STATUS_CODE_REASONS: readonly WebhookFailureReason[] = ['HTTP_4XX', 'HTTP_5XX', 'REDIRECT'];

const REASON_LABELS: Record<WebhookFailureReason, string> = {
  HTTP_4XX: 'Client error',
  HTTP_5XX: 'Server error',
  REDIRECT: 'Redirect (not followed)',
  TIMEOUT: 'No answer within 5 seconds',
  CONNECTION_REFUSED: 'Connection refused',
  CONNECTION_RESET: 'Connection closed early',
  DNS: 'Host name not found',
  TLS: 'TLS / certificate error',
  INVALID_RESPONSE: 'Invalid HTTP response',
  TARGET_NOT_ALLOWED: 'Address not allowed',
  OTHER: 'Other error',
};

/** 'HTTP 503 · Server error', 'Connection refused'. */
export function webhookFailureLabel(reason: WebhookFailureReason, statusCode: number | null): string {
  return statusCode !== null && STATUS_CODE_REASONS.includes(reason)
    ? `HTTP ${statusCode} · ${REASON_LABELS[reason]}`
    : REASON_LABELS[reason];
}

/**
 * The early warning: after this many failed attempts in a row (counted across all of a subscription's deliveries,
 * a success ends the run), or when one delivery fails this many times, the emergency developer contact gets one
 * e-mail for the run. A subscription is disabled only when one delivery's 8th attempt fails (platform-protocol
 * §3), so for a single event the warning comes at its 5th failure, about 2 h 35 min after the first, and a day
 * before it would be disabled.
 */
export const WEBHOOK_WARNING_AFTER_FAILURES = 5;

/** The windows the health figures cover. */
export const WEBHOOK_HEALTH_WINDOWS = ['LAST_24_HOURS', 'LAST_30_DAYS'] as const;
export type WebhookHealthWindow = (typeof WEBHOOK_HEALTH_WINDOWS)[number];
export const WEBHOOK_HEALTH_WINDOW_HOURS: Record<WebhookHealthWindow, number> = { LAST_24_HOURS: 24, LAST_30_DAYS: 30 * 24 };
export const WEBHOOK_HEALTH_WINDOW_LABELS: Record<WebhookHealthWindow, string> = {
  LAST_24_HOURS: 'Last 24 hours',
  LAST_30_DAYS: 'Last 30 days',
};

/** How many failure reasons each window lists, most common first. */
export const WEBHOOK_HEALTH_TOP_REASONS = 3;
