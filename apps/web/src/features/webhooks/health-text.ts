import { WEBHOOK_HEALTH_WINDOW_LABELS, type WebhookHealthWindow } from '@appstore/shared';
import { latencyText } from './delivery-log-text';
import { formatMoment } from '@appstore/shared/dates/format';

export const healthWindowLabel = (window: WebhookHealthWindow) => WEBHOOK_HEALTH_WINDOW_LABELS[window];

/** '97.5 %'; whole numbers without decimals ('100 %'); '—' without attempts. */
export function successRateText(rate: number | null | undefined): string {
  if (rate == null) return '—';
  const percent = Math.floor(rate * 1000) / 10; // rounded down: 99.96 % is not "100 %" while anything failed
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)} %`;
}

/** '1,234 of 1,268 attempts succeeded'; 'No attempts'. */
export function attemptsSummary(succeeded: number, attempts: number): string {
  if (attempts === 0) return 'No attempts';
  return `${succeeded.toLocaleString('en-US')} of ${attempts.toLocaleString('en-US')} ${attempts === 1 ? 'attempt' : 'attempts'} succeeded`;
}

/** 'p50 120 ms · p95 1.2 s'; '—' when nothing was answered. */
export function latencySummary(p50: number | null | undefined, p95: number | null | undefined): string {
  if (p50 == null || p95 == null) return '—';
  return `p50 ${latencyText(p50)} · p95 ${latencyText(p95)}`;
}

/** The current run of failures in words; null when the last attempt succeeded. */
export function failureRunText(run: number, warnAfter: number, warningSentAt: string | null | undefined): string | null {
  if (run === 0) return null;
  const last = run === 1 ? 'The last attempt failed.' : `The last ${run} attempts failed.`;
  if (warningSentAt) return `${last} We e-mailed your emergency developer contact on ${formatMoment(warningSentAt, { seconds: true })}.`;
  return `${last} After ${warnAfter} failures in a row we e-mail your emergency developer contact; the webhook is disabled when one event fails 8 times.`;
}
