import type { Config } from '../../config.ts';
import { decryptSecret } from '../../lib/crypto.ts';
import { formatDay } from '@appstore/shared/dates/format';
import type { AttemptRecord, ClaimedDelivery } from './delivery-queue.ts';
import type { RecordAttempt } from './attempt-writer.ts';
import { MAX_ATTEMPTS, platformRetryDelayMs, retryDelayMs } from './schedule.ts';
import type { Sender, SendResult } from '../webhook-sender/sender.ts';
import { signedWebhookHeaders } from '../webhook-sender/signing.ts';

export interface AttemptOptions {
  config: Pick<Config, 'webhookTimeScale' | 'secretKey'>;
  sender: Sender;
  record: RecordAttempt;
  log: (message: string, err?: unknown) => void;
  now: () => number;
  random: () => number;
  onAttempt?: (delivery: ClaimedDelivery, result: SendResult) => void;
  onOutcome?: (outcome: AttemptRecord['outcome'], latencyMs: number | null) => void;
}

/** Sends one claimed delivery, signed, and records what came of it: sent, to be retried, failed for good, or deferred. */
export function deliveryAttempter(opts: AttemptOptions): (delivery: ClaimedDelivery) => Promise<void> {
  const { config, sender, record, log } = opts;
  const secretOf = secretCache(config.secretKey);
  return async (delivery) => {
    const attemptedAt = new Date(opts.now());
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
      const retryInMs = platformRetryDelayMs(config.webhookTimeScale, opts.random);
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
    const outcome = outcomeOf(delivery, result, attemptedAt, config.webhookTimeScale, opts.random);
    await record(delivery, outcome);
    opts.onAttempt?.(delivery, result);
    opts.onOutcome?.(outcome.outcome, result.latencyMs);
  };
}

/** Each subscription's signing secret, decrypted once (at most 10,000 kept). */
function secretCache(secretKey: string): (sealed: string) => string {
  const secrets = new Map<string, string>();
  return (sealed) => {
    let secret = secrets.get(sealed);
    if (secret === undefined) {
      if (secrets.size > 10_000) secrets.clear();
      secret = decryptSecret(sealed, secretKey);
      secrets.set(sealed, secret);
    }
    return secret;
  };
}

/** A sent attempt's outcome: succeeded, to be retried on the schedule, or failed for good (the subscription disabled). */
function outcomeOf(
  delivery: ClaimedDelivery,
  result: SendResult,
  attemptedAt: Date,
  timeScale: number,
  random: () => number,
): AttemptRecord {
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
  const retryInMs = attemptNumber < MAX_ATTEMPTS ? retryDelayMs(attemptNumber, timeScale, random) : null;
  if (retryInMs !== null) return { ...base, outcome: 'PENDING', retryInMs };
  return {
    ...base,
    outcome: 'FAILED',
    disabledReason: `Disabled on ${formatDay(attemptedAt, 'UTC')} after ${MAX_ATTEMPTS} failed attempts to deliver one event (last: ${result.error ?? 'failed'}).`,
  };
}

/** The reason of a failure in one line (a failed query's own message carries its whole SQL). */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err ?? '');
  return err.cause instanceof Error ? err.cause.message : err.message;
}
