import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import { WEBHOOK_TOPIC_SCOPES, WEBHOOK_WARNING_AFTER_FAILURES, type WebhookFailureReason } from '@appstore/shared';
import { appsSql } from '../apps/apps.queries.ts';
import { installationsSql } from '../installations/installations.queries.ts';

/**
 * The SQL of the delivery queue over the outbox table `webhook_deliveries`. Claims and results are single
 * statements (no transaction held open while a request is in flight), which keeps PGlite's one connection
 * free and lets several processes share the work on PostgreSQL:
 *
 * - a due row is claimed with FOR UPDATE SKIP LOCKED and leased (`locked_until`), so each attempt is sent by
 *   one worker; a worker that dies mid-attempt leaves the lease to run out, and the row is sent again
 *   (at-least-once: only the attempt that was in flight can arrive twice);
 * - the lease's exact value is the fencing token: a result is applied only while the lease is still the
 *   worker's own (a re-send from the portal in between starts a new series and wins, and so does a withdrawal);
 * - what the installation may hear is checked again at each claim, not only when the event was queued: a
 *   delivery of a topic whose scope the vendor's installation no longer grants, or of an installation that has
 *   ended, is withdrawn instead of sent (platform-protocol §3 as amended: docs/platform-protocol-changes.md).
 */
export interface ClaimedDelivery {
  id: number;
  eventId: string;
  subscriptionId: number;
  appId: number;
  url: string;
  topic: string;
  headers: Record<string, string>;
  payload: unknown;
  /** Attempts before this one. */
  attemptCount: number;
  secretKeyEncrypted: string;
  lockToken: string;
}

interface ClaimRow {
  id: number;
  event_id: string;
  subscription_id: number;
  app_id: number;
  url: string;
  topic: string;
  headers: Record<string, string> | string;
  payload: unknown;
  attempt_count: number;
  secret_key_encrypted: string;
  lock_token: string;
}

/** Each topic's scope (null: none) as SQL reads it: `->> topic` is the scope, or null. */
const TOPIC_SCOPES_JSON = JSON.stringify(WEBHOOK_TOPIC_SCOPES);

/**
 * Leases up to `limit` due deliveries of enabled subscriptions, oldest due first. Among the due rows, those whose
 * topic needs a scope that the vendor's live installation of the app no longer grants (taken away by an app
 * version, a re-install with fewer scopes, or an uninstall) are marked WITHDRAWN in the same statement, under the
 * same row locks, and are not returned: they are never sent. Topics that need no scope (APP_UNINSTALL, which goes
 * to an installation that has just ended, and APP_ACCESS_ACCEPT) are sent as queued.
 */
export async function claimDueDeliveries(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const claimed = await rows<ClaimRow & { withdrawn: boolean }>(
    db,
    sql`with due as (
      select d.id, (${TOPIC_SCOPES_JSON}::jsonb ->> d.topic::text) is not null and not exists (
          select 1 from ${installationsSql} i
          where i.app_id = s.app_id and i.vendor_id = d.vendor_id and i.uninstalled_at is null
            and (${TOPIC_SCOPES_JSON}::jsonb ->> d.topic::text) = any(i.scopes)
        ) as withdrawn
      from webhook_deliveries d
      join webhook_subscriptions s on s.id = d.subscription_id
      join ${appsSql} a on a.id = s.app_id
      where d.status = 'PENDING' and d.next_attempt_at <= now()
        and (d.locked_until is null or d.locked_until <= now())
        and s.enabled and s.deleted_at is null and a.deleted_at is null
      order by d.next_attempt_at, d.id
      limit ${limit}
      for update of d skip locked
    )
    update webhook_deliveries d set
      locked_until = case when due.withdrawn then null else now() + ${leaseMs}::double precision * interval '1 millisecond' end,
      status = case when due.withdrawn then 'WITHDRAWN'::webhook_delivery_status else d.status end,
      completed_at = case when due.withdrawn then now() else d.completed_at end
    from due, webhook_subscriptions s, ${appsSql} a
    where d.id = due.id and s.id = d.subscription_id and a.id = s.app_id
    returning d.id, d.event_id::text as event_id, d.subscription_id, s.app_id, s.url, d.topic, d.headers, d.payload,
      d.attempt_count, a.secret_key_encrypted, d.locked_until::text as lock_token, due.withdrawn`,
  );
  return claimed
    .filter((r) => !r.withdrawn)
    .map((r) => ({
      id: r.id,
      eventId: r.event_id,
      subscriptionId: r.subscription_id,
      appId: r.app_id,
      url: r.url,
      topic: r.topic,
      headers: typeof r.headers === 'string' ? JSON.parse(r.headers) : r.headers,
      payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
      attemptCount: r.attempt_count,
      secretKeyEncrypted: r.secret_key_encrypted,
      lockToken: r.lock_token,
    }));
}

export interface AttemptRecord {
  attemptedAt: Date;
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  /** Null for a success (and a DEFERRED try, which is not logged). */
  failureReason: WebhookFailureReason | null;
  /**
   * SUCCEEDED, PENDING again (retry after `retryInMs`), or FAILED after the last attempt: what the receiver
   * did. DEFERRED: nothing was sent, for a reason on the platform's side; tried again after `retryInMs`,
   * neither counted nor logged as one of the subscription's attempts.
   */
  outcome: 'SUCCEEDED' | 'PENDING' | 'FAILED' | 'DEFERRED';
  retryInMs?: number;
  /** Shown on the disabled subscription when this was the last attempt. */
  disabledReason?: string;
}

/** Subscriptions a batch of results disabled, and those whose failure run has just earned the early warning. */
export interface SubscriptionNotices {
  disabled: number[];
  warned: number[];
}

/**
 * Logs attempts and moves their deliveries on, many at once, in one statement (one round trip per batch, not
 * per delivery). A DEFERRED one only waits for its next try: the partner's log and counts never see it. After a
 * delivery's last failed attempt it also disables the subscription; a failure run long enough for the early
 * warning marks the subscription warned. `onNotices` queues the e-mails in the same transaction, so a crash can
 * neither disable (or mark warned) without telling nor tell twice. A result whose lease is no longer the worker's
 * own is logged (and counts in the run) but moves nothing.
 */
export async function recordAttempts(
  db: Db,
  items: { delivery: ClaimedDelivery; record: AttemptRecord }[],
  onNotices: (tx: Db, notices: SubscriptionNotices) => Promise<void>,
): Promise<void> {
  if (items.length === 0) return;
  // only a failure can disable or warn: a batch of successes needs no transaction around the statement and e-mails
  if (!items.some((i) => i.record.outcome === 'FAILED' || i.record.outcome === 'PENDING')) {
    await recordStatement(db, items);
    return;
  }
  await db.transaction(async (tx) => {
    const notices = await recordStatement(tx, items);
    if (notices.disabled.length > 0 || notices.warned.length > 0) await onNotices(tx, notices);
  });
}

/**
 * The statement of `recordAttempts`. Beside the deliveries and the log it keeps each subscription's failure run
 * (`consecutive_failures`: failed attempts since its last success, in the order they were made) and sets
 * `failure_warning_sent_at` once per run, when the run reaches WEBHOOK_WARNING_AFTER_FAILURES or one delivery
 * fails that many times, unless this very batch disables the subscription (its own e-mail says more). The row
 * lock (taken in id order, so two processes cannot deadlock) makes concurrent batches count one after another;
 * a batch of successes on a subscription with no run locks and writes nothing there.
 */
async function recordStatement(db: Db, items: { delivery: ClaimedDelivery; record: AttemptRecord }[]): Promise<SubscriptionNotices> {
  const input = items.map(({ delivery, record: r }) => ({
    id: delivery.id,
    subscription_id: delivery.subscriptionId,
    token: delivery.lockToken,
    outcome: r.outcome,
    attempt_number: delivery.attemptCount + 1,
    retry_ms: r.retryInMs ?? 0,
    attempted_at: r.attemptedAt.toISOString(),
    status_code: r.statusCode,
    latency_ms: r.latencyMs,
    excerpt: r.responseExcerpt,
    error: r.error,
    failure_reason: r.failureReason,
    reason: r.disabledReason ?? null,
  }));
  // the common case, a batch of successes: nothing to count, only runs to end (a cheaper statement; bench:webhooks)
  if (items.every((i) => i.record.outcome === 'SUCCEEDED' || i.record.outcome === 'DEFERRED')) {
    await successStatement(db, input);
    return { disabled: [], warned: [] };
  }
  const changed = await rows<{ id: number; disabled: boolean; warned: boolean }>(
    db,
    sql`with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as t(id int, subscription_id int, token timestamptz,
        outcome text, attempt_number int, retry_ms double precision, attempted_at timestamptz, status_code int, latency_ms int,
        excerpt text, error text, failure_reason text, reason text)
    ), upd as (
      update webhook_deliveries d set
        status = case when i.outcome = 'DEFERRED' then d.status else i.outcome::webhook_delivery_status end,
        attempt_count = d.attempt_count + case when i.outcome = 'DEFERRED' then 0 else 1 end,
        next_attempt_at = case when i.outcome in ('PENDING', 'DEFERRED') then now() + i.retry_ms * interval '1 millisecond'
          else d.next_attempt_at end,
        locked_until = null,
        completed_at = case when i.outcome in ('PENDING', 'DEFERRED') then null else now() end
      from input i
      where d.id = i.id and d.locked_until = i.token
      returning d.subscription_id, d.status, i.reason
    ), attempt as (
      insert into webhook_delivery_attempts (delivery_id, subscription_id, attempted_at, status_code, latency_ms, response_excerpt,
        error, failure_reason)
      select id, subscription_id, attempted_at, status_code, latency_ms, excerpt, error, failure_reason from input
      where outcome <> 'DEFERRED'
    ), logged as (
      select i.*, max(i.attempted_at) filter (where i.outcome = 'SUCCEEDED') over (partition by i.subscription_id) as last_success
      from input i where i.outcome <> 'DEFERRED'
    ), tally as (
      select l.subscription_id, bool_or(l.outcome = 'SUCCEEDED') as succeeded,
        count(*) filter (where l.outcome <> 'SUCCEEDED' and l.attempted_at > coalesce(l.last_success, '-infinity')) as failures,
        bool_or(l.outcome <> 'SUCCEEDED' and l.attempt_number = ${WEBHOOK_WARNING_AFTER_FAILURES}
          and l.attempted_at > coalesce(l.last_success, '-infinity')) as nth_failure,
        (select f.reason from upd f where f.subscription_id = l.subscription_id and f.status = 'FAILED' limit 1) as disabled_reason
      from logged l group by l.subscription_id
    ), old as (
      select s.id, s.enabled, s.consecutive_failures, s.failure_warning_sent_at from webhook_subscriptions s
      join tally t on t.subscription_id = s.id
      where t.failures > 0 or t.disabled_reason is not null or s.consecutive_failures > 0 or s.failure_warning_sent_at is not null
      order by s.id
      for update of s
    ), next as (
      select o.id, o.enabled and t.disabled_reason is not null as disabling, t.disabled_reason,
        case when t.succeeded then t.failures else o.consecutive_failures + t.failures end as run,
        case when t.succeeded then null else o.failure_warning_sent_at end as warned_at, t.nth_failure
      from old o join tally t on t.subscription_id = o.id
    ), subs as (
      update webhook_subscriptions s set
        consecutive_failures = n.run,
        failure_warning_sent_at = case
          when n.warned_at is null and not n.disabling and (n.run >= ${WEBHOOK_WARNING_AFTER_FAILURES} or n.nth_failure) then now()
          else n.warned_at end,
        enabled = s.enabled and not n.disabling,
        disabled_at = case when n.disabling then now() else s.disabled_at end,
        disabled_reason = case when n.disabling then n.disabled_reason else s.disabled_reason end,
        updated_at = case when n.disabling then now() else s.updated_at end
      from next n
      where s.id = n.id
      returning s.id, n.disabling as disabled, n.warned_at is null and s.failure_warning_sent_at is not null as warned
    )
    select id, disabled, warned from subs where disabled or warned`,
  );
  return {
    disabled: changed.filter((c) => c.disabled).map((c) => Number(c.id)),
    warned: changed.filter((c) => c.warned).map((c) => Number(c.id)),
  };
}

/** `recordStatement` for a batch without failures: log, move on, and end the failure runs of the subscriptions that had one. */
async function successStatement(db: Db, input: Record<string, unknown>[]): Promise<void> {
  await db.execute(
    sql`with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as t(id int, subscription_id int, token timestamptz,
        outcome text, retry_ms double precision, attempted_at timestamptz, status_code int, latency_ms int, excerpt text, error text)
    ), upd as (
      update webhook_deliveries d set
        status = case when i.outcome = 'DEFERRED' then d.status else i.outcome::webhook_delivery_status end,
        attempt_count = d.attempt_count + case when i.outcome = 'DEFERRED' then 0 else 1 end,
        next_attempt_at = case when i.outcome = 'DEFERRED' then now() + i.retry_ms * interval '1 millisecond' else d.next_attempt_at end,
        locked_until = null,
        completed_at = case when i.outcome = 'DEFERRED' then null else now() end
      from input i
      where d.id = i.id and d.locked_until = i.token
    ), attempt as (
      insert into webhook_delivery_attempts (delivery_id, subscription_id, attempted_at, status_code, latency_ms, response_excerpt, error)
      select id, subscription_id, attempted_at, status_code, latency_ms, excerpt, error from input where outcome = 'SUCCEEDED'
    )
    update webhook_subscriptions s set consecutive_failures = 0, failure_warning_sent_at = null
    where s.id in (select subscription_id from input where outcome = 'SUCCEEDED')
      and (s.consecutive_failures > 0 or s.failure_warning_sent_at is not null)`,
  );
}

/** Deliveries of enabled subscriptions due now and not leased, and how long the oldest has waited (operator metrics). */
export async function dueDeliveryBacklog(db: Db): Promise<{ due: number; oldestDueSeconds: number }> {
  const [row] = await rows<{ due: string | number; oldest_due_seconds: string | number | null }>(
    db,
    sql`select count(*) as due, extract(epoch from now() - min(d.next_attempt_at)) as oldest_due_seconds
      from webhook_deliveries d
      join webhook_subscriptions s on s.id = d.subscription_id
      join ${appsSql} a on a.id = s.app_id
      where d.status = 'PENDING' and d.next_attempt_at <= now()
        and (d.locked_until is null or d.locked_until <= now())
        and s.enabled and s.deleted_at is null and a.deleted_at is null`,
  );
  return { due: Number(row?.due ?? 0), oldestDueSeconds: Math.max(0, Number(row?.oldest_due_seconds ?? 0)) };
}
