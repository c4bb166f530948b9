import { sql } from 'drizzle-orm';
import {
  STATUS_CODE_REASONS,
  WEBHOOK_HEALTH_TOP_REASONS,
  WEBHOOK_HEALTH_WINDOW_HOURS,
  WEBHOOK_HEALTH_WINDOWS,
  webhookFailureLabel,
  type WebhookFailureReason,
  type WebhookHealthWindow,
} from '@appstore/shared';
import { rows, type Db } from '../../db/client.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { getOwnWebhook } from '../webhooks/webhooks.service.ts';

export interface FailureCount {
  reason: WebhookFailureReason;
  /** Only for HTTP answers (a 404 and a 410 are different faults); null for the others. */
  statusCode: number | null;
  label: string;
  count: number;
}

export interface WindowFigures {
  window: WebhookHealthWindow;
  attempts: number;
  succeeded: number;
  /** Share of attempts that succeeded (0..1); null without attempts. */
  successRate: number | null;
  /** Latency of the attempts that got an HTTP answer (time-outs and refused connections would say nothing of the receiver's speed). */
  latencyP50Ms: number | null;
  latencyP95Ms: number | null;
  topFailureReasons: FailureCount[];
}

export interface WebhookHealth {
  webhookId: number;
  consecutiveFailures: number;
  failureWarningSentAt: Date | null;
  windows: WindowFigures[];
}

type Num = number | string | null;

/** One group of the health statement: attempts alike in everything the figures tell apart. */
interface AttemptGroup {
  latency_ms: Num;
  answered: boolean;
  reason: WebhookFailureReason | null;
  status_code: Num;
  recent: boolean;
  n: Num;
}

const SHORT = WEBHOOK_HEALTH_WINDOW_HOURS.LAST_24_HOURS;
const LONG = WEBHOOK_HEALTH_WINDOW_HOURS.LAST_30_DAYS;

/**
 * The health figures of one of the organisation's webhooks (another organisation's answers exactly as a missing
 * one), over the last 24 hours and 30 days, from its logged attempts. One statement reads one range of
 * `webhook_delivery_attempts_health_idx` (the subscription's last 30 days, index only) and answers the attempts
 * grouped by latency, reason and window: a few hundred rows, from which the counts and the exact p50/p95
 * (`percentile_disc`'s definition) are worked out here. A hash aggregate instead of a sort per percentile keeps a
 * busy subscription's figures within the 100 ms budget (bench:webhook-health).
 */
export async function webhookHealth(db: Db, viewer: Viewer, webhookId: string | number): Promise<WebhookHealth> {
  const webhook = await getOwnWebhook(db, viewer, webhookId);
  const since = (hours: number) => sql`now() - ${hours}::int * interval '1 hour'`;
  const statusReasons = sql.join(
    STATUS_CODE_REASONS.map((r) => sql`${r}`),
    sql`, `,
  );
  const groups = await rows<AttemptGroup>(
    db,
    sql`select latency_ms, status_code is not null as answered, failure_reason as reason,
        case when failure_reason in (${statusReasons}) then status_code end as status_code,
        attempted_at >= ${since(SHORT)} as recent, count(*)::int as n
      from webhook_delivery_attempts
      where subscription_id = ${webhook.id} and attempted_at >= ${since(LONG)}
      group by 1, 2, 3, 4, 5`,
  );
  const [shortWindow, longWindow] = WEBHOOK_HEALTH_WINDOWS;
  return {
    webhookId: webhook.id,
    consecutiveFailures: webhook.consecutiveFailures,
    failureWarningSentAt: webhook.failureWarningSentAt,
    windows: [
      windowFigures(
        shortWindow,
        groups.filter((g) => g.recent),
      ),
      windowFigures(longWindow, groups),
    ],
  };
}

function windowFigures(window: WebhookHealthWindow, groups: AttemptGroup[]): WindowFigures {
  let attempts = 0;
  let succeeded = 0;
  const latencies = new Map<number, number>();
  const failures = new Map<string, FailureCount>();
  for (const g of groups) {
    const n = Number(g.n);
    attempts += n;
    if (g.reason === null) succeeded += n;
    else {
      const statusCode = g.status_code === null ? null : Number(g.status_code);
      const key = `${g.reason}:${statusCode ?? ''}`;
      const entry = failures.get(key) ?? { reason: g.reason, statusCode, label: webhookFailureLabel(g.reason, statusCode), count: 0 };
      entry.count += n;
      failures.set(key, entry);
    }
    if (g.answered) latencies.set(Number(g.latency_ms), (latencies.get(Number(g.latency_ms)) ?? 0) + n);
  }
  const sorted = [...latencies.entries()].sort((a, b) => a[0] - b[0]);
  return {
    window,
    attempts,
    succeeded,
    successRate: attempts === 0 ? null : succeeded / attempts,
    latencyP50Ms: percentileDisc(sorted, 0.5),
    latencyP95Ms: percentileDisc(sorted, 0.95),
    topFailureReasons: [...failures.values()]
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
      .slice(0, WEBHOOK_HEALTH_TOP_REASONS),
  };
}

/**
 * PostgreSQL's percentile_disc over a distribution of (value, count) in ascending order: the first value whose
 * cumulative count reaches ceil(p × total); null when empty.
 */
export function percentileDisc(distribution: [value: number, count: number][], p: number): number | null {
  const total = distribution.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const [value, n] of distribution) {
    seen += n;
    if (seen >= rank) return value;
  }
  return distribution[distribution.length - 1]![0];
}
