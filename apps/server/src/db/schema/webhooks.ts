import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './common.ts';
import { webhookTopic } from './enums.ts';
import { apps } from './apps.ts';

export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    topic: webhookTopic('topic').notNull(),
    url: text('url').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledAt: tstz('disabled_at'),
    disabledReason: text('disabled_reason'),
    /** Failed attempts since the last success, across all deliveries (the early warning's run). */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** When the current run's warning e-mail was queued; cleared by a success or re-enabling, so each run warns once. */
    failureWarningSentAt: tstz('failure_warning_sent_at'),
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_subscriptions_app_idx').on(t.appId, t.topic)],
);
