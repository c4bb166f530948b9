import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tstz } from './common.ts';
import { organizations } from './organizations.ts';

/** Tour operators on the booking platform. A partner organisation's test vendor has `testForOrganizationId`. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    domain: text('domain').notNull().unique(),
    /** ISO 3166-1 alpha-2 */
    country: text('country').notNull(),
    testForOrganizationId: integer('test_for_organization_id').references(() => organizations.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendors_test_org_key').on(t.testForOrganizationId),
    index('vendors_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const vendorUsers = pgTable(
  'vendor_users',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isAdmin: boolean('is_admin').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendor_users_email_lower_key').on(sql`lower(${t.email})`), index('vendor_users_vendor_idx').on(t.vendorId)],
);

/** Vendor users' sign-in sessions (the vendor pages and the OAuth consent page); the cookie holds the token. */
export const vendorSessions = pgTable(
  'vendor_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    vendorUserId: integer('vendor_user_id')
      .notNull()
      .references(() => vendorUsers.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_sessions_user_idx').on(t.vendorUserId)],
);
