import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { decryptSecret } from '../../../lib/crypto.ts';
import { wakeableSleep } from '../../../lib/wakeable-sleep.ts';
import { queueMail } from '../../mail/outbox.ts';
import { enforcesPublicTargets, type ResolveAll } from '../webhook-targets.ts';
import {
  claimDueDeliveries,
  recordAttempts,
  type AttemptRecord,
  type ClaimedDelivery,
  type SubscriptionNotices,
} from './delivery-queue.ts';
import { webhookDisabledMails, webhookFailingMails } from './disabled-mail.ts';
import { MAX_ATTEMPTS, platformRetryDelayMs, retryDelayMs } from './schedule.ts';
import { createSender, DEFAULT_TIMEOUT_MS, type SendResult } from './sender.ts';
import { signedWebhookHeaders } from './signing.ts';
import { formatDay } from '@appstore/shared/dates/format';

export interface WebhookWorkerOptions {
  /** Requests in flight at once, across all receivers (default 64). */
  concurrency?: number;
  /** Most rows one claim takes (default 64). */
  batchSize?: number;
  /** Wait between looks at the queue when it was empty (default 250 ms). */
  pollMs?: number;
  /** Per-request limit (default 5 s, the contract's); tests shorten it. */
  timeoutMs?: number;
  /**
   * How long a claimed row stays reserved for this worker; must outlast a request (default 60 s).
   * A process killed mid-way holds its claims this long, then another process sends them.
   */
  leaseMs?: number;
  /** false: no background loop, the caller drives `runOnce` (tests). */
  poll?: boolean;
  log?: (message: string, err?: unknown) => void;
  /** Called after each attempt is recorded (metrics, tests). */
  onAttempt?: (delivery: ClaimedDelivery, result: SendResult) => void;
  /**
   * Called with the outcome of every attempt once it is recorded, a deferred one (not sent, for a reason on the
   * platform's side) included; `latencyMs` is the receiver's, null when nothing was sent (operator metrics).
   */
  onOutcome?: (outcome: AttemptRecord['outcome'], latencyMs: number | null) => void;
  /** Test seams. */
  random?: () => number;
  now?: () => number;
  resolveAll?: ResolveAll;
}

export interface WebhookWorker {
  /** Stops claiming, waits for requests in flight and records them. */
  stop(): Promise<void>;
  /** Sends every delivery due now (up to one batch); answers the attempts made. */
  runOnce(): Promise<number>;
}

export interface WorkerServices {
  config: Pick<Config, 'production' | 'webhookAllowPrivateTargets' | 'webhookTimeScale' | 'secretKey' | 'publicUrl'>;
  db: Db;
}

/**
 * The webhook delivery worker of platform-protocol §3. Every server process may run one: they share the
 * outbox through row leases, so each attempt is sent once. Deliveries are sent as they are claimed, up to
 * `concurrency` at a time, so one slow receiver does not hold up the others' batch.
 */
export function startWebhookWorker(services: WorkerServices, opts: WebhookWorkerOptions = {}): WebhookWorker {
  const { config, db } = services;
  const concurrency = opts.concurrency ?? 64;
  const batchSize = opts.batchSize ?? 64;
  const pollMs = opts.pollMs ?? 250;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const leaseMs = opts.leaseMs ?? Math.max(60_000, timeoutMs + 30_000);
  if (leaseMs < timeoutMs + 1_000) throw new Error('leaseMs must outlast timeoutMs by at least a second');
  const log = opts.log ?? ((message, err) => console.error(`[webhooks] ${message}: ${describeError(err)}`));
  const now = opts.now ?? Date.now;
  const random = opts.random ?? Math.random;
  const sender = createSender({ timeoutMs, publicTargetsOnly: enforcesPublicTargets(config), resolveAll: opts.resolveAll });
  const secrets = new Map<string, string>();

  const secretOf = (sealed: string) => {
    let secret = secrets.get(sealed);
    if (secret === undefined) {
      if (secrets.size > 10_000) secrets.clear();
      secret = decryptSecret(sealed, config.secretKey);
      secrets.set(sealed, secret);
    }
    return secret;
  };

  async function attempt(delivery: ClaimedDelivery): Promise<void> {
    const attemptedAt = new Date(now());
    const body = JSON.stringify(delivery.payload);
    let result: SendResult;
    try {
      const headers = signedWebhookHeaders({
        headers: delivery.headers,
        eventId: delivery.eventId,
        body,
        secretKey: secretOf(delivery.secretKeyEncrypted),
        nowMs: attemptedAt.getTime(),
      });
      // the sender answers every receiver-side failure (status, time-out, refused connection, a target
      // that may not be reached) as a result; only the platform's own failures are thrown
      result = await sender.send({ url: delivery.url, headers, body });
    } catch (err) {
      // The platform could not send it (a signing key it cannot decrypt, a bug): the receiver did nothing
      // wrong, so this must not use up its retries or disable its subscription. Tried again later, uncounted.
      const retryInMs = platformRetryDelayMs(config.webhookTimeScale, random);
      log(`delivery ${delivery.id} not sent for a reason on the platform's side; tried again in ${retryInMs} ms, not counted`, err);
      await record(delivery, {
        attemptedAt,
        statusCode: null,
        latencyMs: 0,
        responseExcerpt: null,
        error: describeError(err),
        failureReason: null,
        outcome: 'DEFERRED',
        retryInMs,
      });
      opts.onOutcome?.('DEFERRED', null);
      return;
    }
    const outcome = outcomeOf(delivery, result, attemptedAt);
    await record(delivery, outcome);
    opts.onAttempt?.(delivery, result);
    opts.onOutcome?.(outcome.outcome, result.latencyMs);
  }

  // the developer hears of a failing or disabled subscription through the mail outbox, queued in the transaction
  // that marked it warned or disabled
  const queueDisabledMails = async (tx: Db, notices: SubscriptionNotices) =>
    queueMail(tx, config.secretKey, [
      ...(notices.warned.length > 0 ? await webhookFailingMails(tx, config.publicUrl, notices.warned) : []),
      ...(notices.disabled.length > 0 ? await webhookDisabledMails(tx, config.publicUrl, notices.disabled) : []),
    ]);

  // Results are written in batches: the first one at once, and whatever finishes while a write is under
  // way goes in the next one. Busy, that is one statement for many deliveries; quiet, no added wait.
  const unwritten: { delivery: ClaimedDelivery; record: AttemptRecord; done: (err?: unknown) => void }[] = [];
  let writing = false;
  function record(delivery: ClaimedDelivery, result: AttemptRecord): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      unwritten.push({ delivery, record: result, done: (err) => (err ? reject(err) : resolve()) });
      void writeResults();
    });
  }
  async function writeResults() {
    if (writing) return;
    writing = true;
    try {
      while (unwritten.length > 0) {
        // let the answers that already arrived join this batch (PGlite runs queries on this thread, so
        // nothing else is read from the network while one is under way)
        await new Promise((resolve) => setImmediate(resolve));
        const batch = unwritten.splice(0, 500);
        try {
          await recordAttempts(db, batch, queueDisabledMails);
          for (const item of batch) item.done();
        } catch (err) {
          if (batch.length === 1) {
            batch[0]!.done(err);
            continue;
          }
          // one bad row must not leave the whole batch to be sent again: write them one by one
          for (const item of batch) await recordAttempts(db, [item], queueDisabledMails).then(() => item.done(), item.done);
        }
      }
    } finally {
      writing = false;
    }
  }

  function outcomeOf(delivery: ClaimedDelivery, result: SendResult, attemptedAt: Date): AttemptRecord {
    const base = {
      attemptedAt,
      statusCode: result.statusCode,
      latencyMs: result.latencyMs,
      responseExcerpt: result.responseExcerpt,
      error: result.error,
      failureReason: result.failureReason,
    };
    if (result.ok) return { ...base, outcome: 'SUCCEEDED' };
    const attemptNumber = delivery.attemptCount + 1;
    const retryInMs = attemptNumber < MAX_ATTEMPTS ? retryDelayMs(attemptNumber, config.webhookTimeScale, random) : null;
    if (retryInMs !== null) return { ...base, outcome: 'PENDING', retryInMs };
    return {
      ...base,
      outcome: 'FAILED',
      disabledReason: `Disabled on ${formatDay(attemptedAt, 'UTC')} after ${MAX_ATTEMPTS} failed attempts to deliver one event (last: ${result.error ?? 'failed'}).`,
    };
  }

  const safeAttempt = (delivery: ClaimedDelivery) =>
    attempt(delivery).catch((err) => log(`could not record delivery ${delivery.id}; it is sent again when its lease ends`, err));

  async function runOnce(): Promise<number> {
    const claimed = await claimDueDeliveries(db, batchSize, leaseMs);
    const queue = [...claimed];
    const lanes = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await safeAttempt(next);
    });
    await Promise.all(lanes);
    return claimed.length;
  }

  // the background loop: keeps up to `concurrency` requests in flight and claims more as slots free up
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  const { sleep, wake } = wakeableSleep();
  // claim again once a quarter of the slots are free, not for every single finished request
  const refillAt = Math.max(1, Math.floor(concurrency / 4));

  async function loop() {
    // while the database is away every look fails: look again less often (up to every 5 s), not 4 times a second
    let failures = 0;
    while (!stopping) {
      let full = false;
      try {
        const free = concurrency - inFlight.size;
        if (free >= Math.min(refillAt, batchSize)) {
          const limit = Math.min(free, batchSize);
          const claimed = await claimDueDeliveries(db, limit, leaseMs);
          for (const delivery of claimed) {
            const running: Promise<void> = safeAttempt(delivery).finally(() => {
              inFlight.delete(running);
              if (concurrency - inFlight.size >= refillAt) wake();
            });
            inFlight.add(running);
          }
          full = claimed.length === limit;
        } else {
          full = true;
        }
        failures = 0;
      } catch (err) {
        failures += 1;
        log('delivery loop error', err);
      }
      if (stopping) break;
      if (failures > 0) {
        await sleep(Math.min(5_000, pollMs * 2 ** failures));
        continue;
      }
      if (full && concurrency - inFlight.size >= refillAt) continue;
      await sleep(full ? 60_000 : pollMs); // a freed slot wakes it early
    }
  }

  const running = opts.poll === false ? Promise.resolve() : loop();

  return {
    runOnce,
    async stop() {
      stopping = true;
      wake();
      await running;
      await Promise.all(inFlight);
      sender.close();
    },
  };
}

/** The reason of a failure in one line (a failed query's own message carries its whole SQL). */
function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err ?? '');
  return err.cause instanceof Error ? err.cause.message : err.message;
}
