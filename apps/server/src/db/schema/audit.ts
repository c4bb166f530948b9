import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './common.ts';
import { organizations } from './organizations.ts';

/** Who did what, with the real user even while an admin is disguised as another organisation. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_org_idx').on(t.organizationId, t.createdAt),
    // the logs and their exports read newest first by id (keyset pages), per organisation and per person
    index('audit_log_org_id_idx').on(t.organizationId, t.id),
    index('audit_log_actor_id_idx').on(t.actorUserId, t.id),
  ],
);
