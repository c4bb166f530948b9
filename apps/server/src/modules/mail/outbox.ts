import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import type { Reseal } from '../../db/reseal-column.ts';
import { jobsSql, MAX_JOB_ATTEMPTS, runJobs } from '../../jobs/queue.ts';
import { decryptSecret, encryptSecret } from '../../lib/crypto.ts';
import { wakeableSleep } from '../../lib/wakeable-sleep.ts';
import type { Mailer, MailMessage, MailOutbox } from '../../lib/mailer.ts';

/**
 * The one queue of every e-mail the product sends (sign-up, reset, team, review and payout decisions, webhook
 * disabled). A job is one message, rendered when it was queued: its links and wording are those of the moment
 * the action happened, and sending needs nothing but the message, whatever became of the rows behind it.
 */
export const MAIL_QUEUE = 'mail';

/**
 * The message is sealed under SECRET_KEY: verification and reset links are credentials, and a job waits in
 * the table (and in backups) for as long as SMTP is down.
 */
interface MailJob {
  sealed: string;
}

/** Queues messages through `db` (the action's transaction); whatever process runs the outbox sends them. */
export async function queueMail(db: Db, secretKey: string, messages: MailMessage | readonly MailMessage[]): Promise<void> {
  const list = Array.isArray(messages) ? messages : [messages as MailMessage];
  if (list.length === 0) return;
  const values = list.map(
    (m) => sql`(${MAIL_QUEUE}, ${JSON.stringify({ sealed: encryptSecret(JSON.stringify(m), secretKey) } satisfies MailJob)}::jsonb)`,
  );
  await db.execute(sql`insert into ${jobsSql} (queue, payload) values ${sql.join(values, sql`, `)}`);
}

/** Short at first (a restarting SMTP server is back in seconds), then every 15 minutes. */
export function mailRetryDelayMs(failures: number): number {
  return Math.min(15 * 60_000, 5_000 * 2 ** (failures - 1));
}

/** The most any job may take (about three days of retries at the longest delay): longer than any SMTP outage worth waiting out. */
export const MAIL_MAX_ATTEMPTS = MAX_JOB_ATTEMPTS;

/**
 * Failures that sending again cannot mend: the server refused the recipient for good (5xx to RCPT TO) or the
 * address is not one (nodemailer's own check). The job is kept with its error. Everything else (no answer, 4xx,
 * refused log-in, TLS trouble) is the platform's or the server's side and is retried.
 */
export function isPermanentMailFailure(err: unknown): boolean {
  const e = err as { code?: string; command?: string; responseCode?: number };
  if (e?.code !== 'EENVELOPE') return false;
  return e.command === 'API' || (e.command === 'RCPT TO' && (e.responseCode ?? 0) >= 500);
}

export interface MailOutboxOptions {
  /** Wait between looks at the queue when nothing woke it (default 1 s). */
  pollMs?: number;
  /** Wait before the next try after `failures` failed ones (tests shorten it). */
  retryDelayMs?: (failures: number) => number;
  /** How long a claimed job stays this process's; renewed while a message is being sent (default 60 s). */
  leaseMs?: number;
  /** false: no background loop; the caller drives `runOnce` (tests). */
  poll?: boolean;
  log?: (message: string, err?: unknown) => void;
}

export interface MailOutboxRunner extends MailOutbox {
  /** Sends what is due now (one batch); answers how many jobs it claimed. */
  runOnce(): Promise<number>;
  /** Finishes the message under way, hands back the claimed ones not started, then stops. */
  stop(): Promise<void>;
}

const BATCH = 10;

/**
 * Every server process runs one: jobs are claimed in the database (FOR UPDATE SKIP LOCKED with a lease), so each
 * message is sent by one process, and a message whose process died is sent by another once its lease ends.
 * Mail is sent at least once: a process that dies after the SMTP server accepted a message but before it
 * deleted the job leaves it to be sent again.
 */
export function startMailOutbox(deps: { db: Db; mailer: Mailer; secretKey: string }, opts: MailOutboxOptions = {}): MailOutboxRunner {
  const pollMs = opts.pollMs ?? 1_000;
  const leaseMs = opts.leaseMs ?? 60_000;
  const log = opts.log ?? ((message, err) => console.error(`[mail] ${message}: ${err instanceof Error ? err.message : String(err ?? '')}`));

  // stopping hands back the jobs claimed but not started: another process sends them at once, not after the lease
  const stopped = new AbortController();
  const runOnce = () =>
    runJobs<MailJob>(deps.db, MAIL_QUEUE, (job) => deps.mailer.send(JSON.parse(decryptSecret(job.sealed, deps.secretKey)) as MailMessage), {
      limit: BATCH,
      leaseMs,
      maxAttempts: MAIL_MAX_ATTEMPTS,
      backoffMs: opts.retryDelayMs ?? mailRetryDelayMs,
      isPermanent: isPermanentMailFailure,
      onError: (err, job) =>
        log(`mail job ${job.id} not sent (failure ${job.attempts + 1}); it is retried unless the recipient was refused`, err),
      signal: stopped.signal,
    });

  let stopping = false;
  // a wake that arrives while a run is under way must not be lost: the run may have claimed before the commit
  let woken = false;
  const pause = wakeableSleep();
  const wake = () => {
    woken = true;
    pause.wake();
  };
  const sleep = pause.sleep;

  async function loop() {
    while (!stopping) {
      woken = false;
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (err) {
        log('mail queue error', err);
      }
      if (stopping) break;
      if (claimed === BATCH || woken) continue;
      await sleep(pollMs);
    }
  }

  const running = opts.poll === false ? Promise.resolve() : loop();
  return {
    queue: (db, messages) => queueMail(db, deps.secretKey, messages),
    wake,
    runOnce,
    async stop() {
      stopping = true;
      stopped.abort();
      pause.wake();
      await running;
    },
  };
}

/**
 * SECRET_KEY rotation: every queued message, sent or not yet, re-sealed under the new key (a job's lease or
 * failures are left as they are). Locks them, so a sender still running waits and then opens the new ones.
 */
export async function resealQueuedMail(tx: Db, reseal: Reseal): Promise<number> {
  const queued = await rows<{ id: string | number; sealed: string }>(
    tx,
    sql`select id, payload->>'sealed' as sealed from ${jobsSql} where queue = ${MAIL_QUEUE} order by id for update`,
  );
  if (queued.length === 0) return 0;
  const resealed = queued.map((job) => ({ id: Number(job.id), sealed: reseal(job.sealed) }));
  await tx.execute(sql`update ${jobsSql} j set payload = jsonb_set(j.payload, '{sealed}', to_jsonb(v.sealed))
    from jsonb_to_recordset(${JSON.stringify(resealed)}::jsonb) as v(id bigint, sealed text)
    where j.id = v.id`);
  return resealed.length;
}
