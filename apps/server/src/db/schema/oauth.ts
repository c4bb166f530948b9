import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tstz } from './common.ts';
import { apps } from './apps.ts';
import { installations } from './installations.ts';
import { pricePlans } from './pricing.ts';
import { vendorUsers, vendors } from './vendors.ts';

export const oauthCodes = pgTable(
  'oauth_codes',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    vendorUserId: integer('vendor_user_id').references(() => vendorUsers.id),
    redirectUri: text('redirect_uri').notNull(),
    scopes: text('scopes').array().notNull(),
    /** The app version the consent page showed (app_versions); null for codes made before versions existed. */
    appVersion: integer('app_version'),
    pricePlanId: integer('price_plan_id').references(() => pricePlans.id),
    codeChallenge: text('code_challenge'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    /** Set when the vendor cancelled or uninstalled after consent: the code can no longer be exchanged. */
    withdrawnBecause: text('withdrawn_because').$type<'CANCELLED' | 'UNINSTALLED'>(),
    createdAt: createdAt(),
  },
  // a Cancel or an uninstall withdraws the vendor's pending codes of that app
  (t) => [
    index('oauth_codes_pending_idx')
      .on(t.appId, t.vendorId)
      .where(sql`${t.usedAt} is null`),
  ],
);

/** App API access tokens, stored only as SHA-256 hashes. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id),
    oauthCodeId: integer('oauth_code_id').references(() => oauthCodes.id),
    tokenHash: text('token_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    revokedAt: tstz('revoked_at'),
    /** Null for the tokens apps get from the install flow; set for the query explorer's short-lived ones. */
    expiresAt: tstz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('access_tokens_installation_idx').on(t.installationId)],
);
