import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { wakeableSleep } from '../../lib/wakeable-sleep.ts';
import { enforcesPublicTargets, type ResolveAll } from '../webhooks/webhook-targets.ts';
import { claimDueDeliveries, type AttemptRecord, type ClaimedDelivery } from './delivery-queue.ts';
import { deliveryAttempter, describeError } from './attempt.ts';
import { attemptWriter } from './attempt-writer.ts';
import { createSender, DEFAULT_TIMEOUT_MS, type SendResult } from '../webhook-sender/sender.ts';

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
  const limits = workerLimits(opts);
  const log = opts.log ?? ((message, err) => console.error(`[webhooks] ${message}: ${describeError(err)}`));
  const sender = createSender({
    timeoutMs: limits.timeoutMs,
    publicTargetsOnly: enforcesPublicTargets(config),
    resolveAll: opts.resolveAll,
  });
  const attempt = deliveryAttempter({
    config,
    sender,
    record: attemptWriter(db, config),
    log,
    now: opts.now ?? Date.now,
    random: opts.random ?? Math.random,
    onAttempt: opts.onAttempt,
    onOutcome: opts.onOutcome,
  });
  const safeAttempt = (delivery: ClaimedDelivery) =>
    attempt(delivery).catch((err) => log(`could not record delivery ${delivery.id}; it is sent again when its lease ends`, err));

  const loop = deliveryLoop(db, limits, safeAttempt, log);
  const running = opts.poll === false ? Promise.resolve() : loop.run();
  return {
    runOnce: () => sendDueBatch(db, limits, safeAttempt),
    async stop() {
      await loop.stop(running);
      sender.close();
    },
  };
}

interface WorkerLimits {
  concurrency: number;
  batchSize: number;
  pollMs: number;
  timeoutMs: number;
  leaseMs: number;
}

function workerLimits(opts: WebhookWorkerOptions): WorkerLimits {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const leaseMs = opts.leaseMs ?? Math.max(60_000, timeoutMs + 30_000);
  if (leaseMs < timeoutMs + 1_000) throw new Error('leaseMs must outlast timeoutMs by at least a second');
  return { concurrency: opts.concurrency ?? 64, batchSize: opts.batchSize ?? 64, pollMs: opts.pollMs ?? 250, timeoutMs, leaseMs };
}

/** Sends every delivery due now (up to one batch), `concurrency` at a time; answers how many were claimed. */
async function sendDueBatch(
  db: Db,
  { concurrency, batchSize, leaseMs }: WorkerLimits,
  safeAttempt: (delivery: ClaimedDelivery) => Promise<void>,
): Promise<number> {
  const claimed = await claimDueDeliveries(db, batchSize, leaseMs);
  const queue = [...claimed];
  const lanes = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await safeAttempt(next);
  });
  await Promise.all(lanes);
  return claimed.length;
}

/** The background loop: keeps up to `concurrency` requests in flight and claims more as slots free up. */
function deliveryLoop(
  db: Db,
  { concurrency, batchSize, pollMs, leaseMs }: WorkerLimits,
  safeAttempt: (delivery: ClaimedDelivery) => Promise<void>,
  log: (message: string, err?: unknown) => void,
) {
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  const { sleep, wake } = wakeableSleep();
  // claim again once a quarter of the slots are free, not for every single finished request
  const refillAt = Math.max(1, Math.floor(concurrency / 4));

  /** Claims as many due deliveries as there are free slots and starts them; answers whether every slot is taken. */
  async function fill(): Promise<boolean> {
    const free = concurrency - inFlight.size;
    if (free < Math.min(refillAt, batchSize)) return true;
    const limit = Math.min(free, batchSize);
    const claimed = await claimDueDeliveries(db, limit, leaseMs);
    for (const delivery of claimed) {
      const running: Promise<void> = safeAttempt(delivery).finally(() => {
        inFlight.delete(running);
        if (concurrency - inFlight.size >= refillAt) wake();
      });
      inFlight.add(running);
    }
    return claimed.length === limit;
  }

  async function run() {
    // while the database is away every look fails: look again less often (up to every 5 s), not 4 times a second
    let failures = 0;
    while (!stopping) {
      let full = false;
      try {
        full = await fill();
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

  return {
    run,
    /** Stops claiming, waits for the loop (`running`) and for the requests in flight. */
    async stop(running: Promise<void>) {
      stopping = true;
      wake();
      await running;
      await Promise.all(inFlight);
    },
  };
}
