import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './common.ts';

/** A small Postgres-backed queue (FOR UPDATE SKIP LOCKED) that runs on PGlite and PostgreSQL alike. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: tstz('run_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.queue, t.runAt)],
);
