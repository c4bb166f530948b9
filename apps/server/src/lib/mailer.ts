import type { Db } from '../db/client.ts';

/** Where the product's mail goes: SMTP, or the dev mailbox (modules/mail makes both). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The driver that hands one message over (SMTP, or the dev mailbox): only the mail outbox calls it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * How the product sends mail: it is queued in the database with the action that causes it, and a runner sends it
 * (retrying while the SMTP server does not answer), so neither a user's action nor the mail depends on SMTP being up.
 */
export interface MailOutbox {
  /**
   * Queues the messages through `db`: pass the action's transaction, so that the mail commits with the action
   * (and neither happens without the other).
   */
  queue(db: Db, messages: MailMessage | readonly MailMessage[]): Promise<void>;
  /** After the commit: the runner looks at the queue now rather than at its next poll. */
  wake(): void;
}
