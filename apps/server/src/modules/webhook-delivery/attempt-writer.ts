import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { queueMail } from '../mail/outbox.ts';
import { recordAttempts, type AttemptRecord, type ClaimedDelivery, type SubscriptionNotices } from './delivery-queue.ts';
import { webhookDisabledMails, webhookFailingMails } from './disabled-mail.ts';

/** Records one attempt's result; resolves once it is written. */
export type RecordAttempt = (delivery: ClaimedDelivery, result: AttemptRecord) => Promise<void>;

/**
 * Results are written in batches: the first one at once, and whatever finishes while a write is under
 * way goes in the next one. Busy, that is one statement for many deliveries; quiet, no added wait.
 */
export function attemptWriter(db: Db, config: Pick<Config, 'secretKey' | 'publicUrl'>): RecordAttempt {
  // the developer hears of a failing or disabled subscription through the mail outbox, queued in the transaction
  // that marked it warned or disabled
  const queueDisabledMails = async (tx: Db, notices: SubscriptionNotices) =>
    queueMail(tx, config.secretKey, [
      ...(notices.warned.length > 0 ? await webhookFailingMails(tx, config.publicUrl, notices.warned) : []),
      ...(notices.disabled.length > 0 ? await webhookDisabledMails(tx, config.publicUrl, notices.disabled) : []),
    ]);

  const unwritten: { delivery: ClaimedDelivery; record: AttemptRecord; done: (err?: unknown) => void }[] = [];
  let writing = false;
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

  return (delivery, result) =>
    new Promise<void>((resolve, reject) => {
      unwritten.push({ delivery, record: result, done: (err) => (err ? reject(err) : resolve()) });
      void writeResults();
    });
}
