import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devMails } from '../../db/schema/mail.ts';

/** The dev mailbox, newest first; id breaks ties, as mails sent within one request share a timestamp. */
export async function findDevMails(db: Db) {
  return db.select().from(devMails).orderBy(desc(devMails.createdAt), desc(devMails.id));
}
