import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/client.ts';
import { MAIL_QUEUE } from '../../src/modules/mail/outbox.ts';

/** Mail jobs still queued (not yet sent, or waiting for a retry). */
export async function queuedMailCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.queue, MAIL_QUEUE));
  return Number(row?.n ?? 0);
}

/**
 * Waits until the app's mail outbox has sent everything queued (mail is sent just after the action commits,
 * not inside it), so that a test can read the dev mailbox. Fails after `timeoutMs`.
 */
export async function mailSent(db: Db, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await queuedMailCount(db)) > 0) {
    if (Date.now() > until) throw new Error(`mail still queued after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
