import { eq } from 'drizzle-orm';
import { appSchema, LIMITS } from '@appstore/shared';
import { appAccessSchema, sortScopes } from '@appstore/shared/installations/app-access';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { apps } from '../../db/schema/apps.ts';
import { defineCursor, pageSize, toConnection } from '../../lib/paging.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { decryptSecret, encryptSecret, randomToken } from '../../lib/crypto.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { audit } from '../accounts/viewer.ts';
import {
  countOrganizationApps,
  findOrganizationApp,
  findOrganizationAppPage,
  findOrganizationLeadPublicApp,
  type AppRow,
} from './apps.queries.ts';
import { canDeleteApp, pricingLocked } from './app-rules.ts';
import { insertAppVersion } from './app-versions.queries.ts';

export interface AppDeps {
  db: Db;
  config: Config;
}

export const APP_NOT_FOUND = 'App not found';

/** The viewer's organisation's app; anything else answers exactly as a missing app. */
export async function getOwnApp(db: Db, viewer: Viewer, id: string | number): Promise<AppRow> {
  const app = await findOrganizationApp(db, viewer.organization.id, id);
  if (!app) throw new NotFoundError(APP_NOT_FOUND);
  return app;
}

/** How many apps the viewer's organisation has, and its public app furthest along (getting-started checklist). */
export async function findOwnAppProgress(db: Db, viewer: Viewer): Promise<{ appCount: number; leadPublicApp: AppRow | null }> {
  const [appCount, leadPublicApp] = await Promise.all([
    countOrganizationApps(db, viewer.organization.id),
    findOrganizationLeadPublicApp(db, viewer.organization.id),
  ]);
  return { appCount, leadPublicApp };
}

const APPS_CURSOR = defineCursor('apps', ['id']);

export async function listOwnApps(db: Db, viewer: Viewer, args: { first?: number | null; after?: string | null }) {
  const size = pageSize(args.first, LIMITS.appListPageSize);
  const after = APPS_CURSOR.decode(args.after);
  const { page, total } = await findOrganizationAppPage(db, viewer.organization.id, size, after ? after[0] : null);
  return toConnection(page, size, total, (app) => APPS_CURSOR.encode([app.id]), after !== null);
}

const newApiKey = () => randomToken(18);
const newSecretKey = () => randomToken(32);

/**
 * A new app, and its version 1 of access: the scopes its developer chose (`access`), none when left out. Nothing is
 * asked of vendors by default; the developer adds what the app needs.
 */
export async function createApp(deps: AppDeps, viewer: Viewer, input: unknown, access?: unknown): Promise<AppRow> {
  const values = parseInput(appSchema, { type: 'PUBLIC', chargeType: 'FREE_TO_INSTALL', ...withoutUndefined(input) });
  const scopes = sortScopes(access == null ? [] : parseInput(appAccessSchema, access).scopes);
  return deps.db.transaction(async (tx) => {
    const [app] = await tx
      .insert(apps)
      .values({
        ...values,
        organizationId: viewer.organization.id,
        apiKey: newApiKey(),
        secretKeyEncrypted: encryptSecret(newSecretKey(), deps.config.secretKey),
      })
      .returning();
    await insertAppVersion(tx, { appId: app!.id, version: 1, scopes, createdByUserId: viewer.user.id });
    await audit(tx, viewer, 'app.create', { type: 'app', id: app!.id }, { scopes });
    return app!;
  });
}

/** Fields left out keep their values. The type never changes; pricing is locked while in review or published. */
export async function updateApp(deps: AppDeps, viewer: Viewer, id: string | number, input: unknown): Promise<AppRow> {
  const current = await getOwnApp(deps.db, viewer, id);
  const given = withoutUndefined(input);
  if (given.type != null && given.type !== current.type) {
    throw new ValidationError([{ field: 'type', message: 'The app type cannot be changed after the app is created' }]);
  }
  const values = parseInput(appSchema, {
    name: current.name,
    appUrl: current.appUrl,
    redirectUrlWhitelist: current.redirectUrlWhitelist,
    apiContactEmail: current.apiContactEmail,
    chargeType: current.chargeType,
    oneTimeChargeAmount: current.oneTimeChargeAmount,
    freeTrialDays: current.freeTrialDays,
    installationCountries: current.installationCountries,
    appReviewInstructions: current.appReviewInstructions,
    ...given,
    type: current.type,
  });
  const pricingChanged =
    values.chargeType !== current.chargeType ||
    values.oneTimeChargeAmount !== current.oneTimeChargeAmount ||
    values.freeTrialDays !== current.freeTrialDays;
  if (pricingChanged && pricingLocked(current)) {
    throw new ConflictError('Pricing cannot change while the app is in review or published');
  }
  const [app] = await deps.db
    .update(apps)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(apps.id, current.id))
    .returning();
  await audit(deps.db, viewer, 'app.update', { type: 'app', id: current.id });
  return app!;
}

/**
 * Public apps in DRAFT, REJECTED or UNPUBLISHED and custom apps with no linked vendor. The app is
 * soft-deleted so its installation history and earnings stay.
 */
export async function deleteApp(deps: AppDeps, viewer: Viewer, id: string | number): Promise<boolean> {
  const app = await getOwnApp(deps.db, viewer, id);
  if (!canDeleteApp(app)) {
    throw new ConflictError(
      app.type === 'CUSTOM'
        ? 'A custom app linked to a vendor cannot be deleted'
        : 'Only draft, rejected or unpublished apps can be deleted',
    );
  }
  await deps.db.update(apps).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(apps.id, app.id));
  await audit(deps.db, viewer, 'app.delete', { type: 'app', id: app.id });
  return true;
}

export interface AppCredentials {
  apiKey: string;
  secretKey: string;
}

/** The secret in the clear, on request; each reveal is recorded. */
export async function revealCredentials(deps: AppDeps, viewer: Viewer, id: string | number): Promise<AppCredentials> {
  const app = await getOwnApp(deps.db, viewer, id);
  await audit(deps.db, viewer, 'app.credentials.reveal', { type: 'app', id: app.id });
  return { apiKey: app.apiKey, secretKey: decryptSecret(app.secretKeyEncrypted, deps.config.secretKey) };
}

/** A new secret key; the old one stops working at once (signatures and token exchange use the new one). */
export async function rotateSecretKey(deps: AppDeps, viewer: Viewer, id: string | number): Promise<AppCredentials> {
  const app = await getOwnApp(deps.db, viewer, id);
  const secretKey = newSecretKey();
  await deps.db
    .update(apps)
    .set({ secretKeyEncrypted: encryptSecret(secretKey, deps.config.secretKey), updatedAt: new Date() })
    .where(eq(apps.id, app.id));
  await audit(deps.db, viewer, 'app.credentials.rotate', { type: 'app', id: app.id });
  return { apiKey: app.apiKey, secretKey };
}

/** Shows only the last four characters of a secret. */
export function maskSecret(secret: string): string {
  return `${'•'.repeat(12)}${secret.slice(-4)}`;
}

function withoutUndefined(input: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries((input ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined));
}
