import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './common.ts';
import { emailTokenPurpose } from './enums.ts';
import { organizations } from './organizations.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountOwner: boolean('account_owner').notNull().default(false),
    adminUser: boolean('admin_user').notNull().default(false),
    emailVerifiedAt: tstz('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`), index('users_org_idx').on(t.organizationId)],
);

/** Server-side sessions: the cookie carries a random token, the table only its hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Staff disguise: the organisation an admin acts for, recorded beside the real user. */
    actingOrganizationId: integer('acting_organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use links sent by e-mail (verification, password reset); only the hash is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId)],
);

/**
 * Fixed-window counters for throttling (failed logins per account and per address, resets, review actions). The key
 * is the SHA-256 of what is counted (`login:account:<e-mail>`…), so no input can make a row long and the table holds
 * no address; a window that has ended counts nothing and is purged (modules/accounts/throttle.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    resetAt: tstz('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);
