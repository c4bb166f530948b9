import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client.ts';
import { appsSql } from '../../apps/apps.queries.ts';

/**
 * The SQL of the delivery queue over the outbox table `webhook_deliveries`. Claims and results are single
 * statements (no transaction held open while a request is in flight), which keeps PGlite's one connection
 * free and lets several processes share the work on PostgreSQL:
 *
 * - a due row is claimed with FOR UPDATE SKIP LOCKED and leased (`locked_until`), so each attempt is sent by
 *   one worker; a worker that dies mid-attempt leaves the lease to run out, and the row is sent again
 *   (at-least-once: only the attempt that was in flight can arrive twice);
 * - the lease's exact value is the fencing token: a result is applied only while the lease is still the
 *   worker's own (a re-send from the portal in between starts a new series and wins).
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

/** Leases up to `limit` due deliveries of enabled subscriptions, oldest due first. */
export async function claimDueDeliveries(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const claimed = await rows<ClaimRow>(
    db,
    sql`with due as (
      select d.id from webhook_deliveries d
      join webhook_subscriptions s on s.id = d.subscription_id
      join ${appsSql} a on a.id = s.app_id
      where d.status = 'PENDING' and d.next_attempt_at <= now()
        and (d.locked_until is null or d.locked_until <= now())
        and s.enabled and s.deleted_at is null and a.deleted_at is null
      order by d.next_attempt_at, d.id
      limit ${limit}
      for update of d skip locked
    )
    update webhook_deliveries d set locked_until = now() + ${leaseMs}::double precision * interval '1 millisecond'
    from due, webhook_subscriptions s, ${appsSql} a
    where d.id = due.id and s.id = d.subscription_id and a.id = s.app_id
    returning d.id, d.event_id::text as event_id, d.subscription_id, s.app_id, s.url, d.topic, d.headers, d.payload,
      d.attempt_count, a.secret_key_encrypted, d.locked_until::text as lock_token`,
  );
  return claimed.map((r) => ({
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

/**
 * Logs attempts and moves their deliveries on, many at once, in one statement (one round trip per batch, not
 * per delivery). A DEFERRED one only waits for its next try: the partner's log and counts never see it. After a
 * delivery's last failed attempt it also disables the subscription, and `onDisabled` queues the e-mail to the
 * developer in the same transaction, so a crash can neither disable without telling nor tell twice. A result
 * whose lease is no longer the worker's own is logged but moves nothing.
 */
export async function recordAttempts(
  db: Db,
  items: { delivery: ClaimedDelivery; record: AttemptRecord }[],
  onDisabled: (tx: Db, subscriptionIds: number[]) => Promise<void>,
): Promise<void> {
  if (items.length === 0) return;
  // a last attempt is rare: only a batch with one needs a transaction around the statement and the e-mail
  if (!items.some((i) => i.record.outcome === 'FAILED')) {
    await recordStatement(db, items);
    return;
  }
  await db.transaction(async (tx) => {
    const disabled = await recordStatement(tx, items);
    if (disabled.length > 0) await onDisabled(tx, disabled);
  });
}

/** The statement of `recordAttempts`; answers the subscriptions it disabled. */
async function recordStatement(db: Db, items: { delivery: ClaimedDelivery; record: AttemptRecord }[]): Promise<number[]> {
  const input = items.map(({ delivery, record: r }) => ({
    id: delivery.id,
    token: delivery.lockToken,
    outcome: r.outcome,
    retry_ms: r.retryInMs ?? 0,
    attempted_at: r.attemptedAt.toISOString(),
    status_code: r.statusCode,
    latency_ms: r.latencyMs,
    excerpt: r.responseExcerpt,
    error: r.error,
    reason: r.disabledReason ?? null,
  }));
  const disabled = await rows<{ id: number }>(
    db,
    sql`with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as t(id int, token timestamptz, outcome text,
        retry_ms double precision, attempted_at timestamptz, status_code int, latency_ms int, excerpt text, error text, reason text)
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
      insert into webhook_delivery_attempts (delivery_id, attempted_at, status_code, latency_ms, response_excerpt, error)
      select id, attempted_at, status_code, latency_ms, excerpt, error from input where outcome <> 'DEFERRED'
    ), disabled as (
      update webhook_subscriptions s set enabled = false, disabled_at = now(), disabled_reason = f.reason, updated_at = now()
      from (select distinct on (subscription_id) subscription_id, reason from upd where status = 'FAILED') f
      where s.id = f.subscription_id and s.enabled
      returning s.id
    )
    select id from disabled`,
  );
  return disabled.map((d) => Number(d.id));
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
