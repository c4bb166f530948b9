import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';

/** The development mailbox: mail that would have gone out when no SMTP_URL is set. */
export const devMails = pgTable('dev_mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});
