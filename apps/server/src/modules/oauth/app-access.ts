import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { WEBHOOK_TOPIC_SCOPES, WEBHOOK_TOPICS, type AppScope, type WebhookTopic } from '@appstore/shared';
import { accessChange, appAccessSchema, scopesAfterAccepting, scopesToAccept, sortScopes } from '@appstore/shared/installations/app-access';
import type { Db } from '../../db/client.ts';
import { accessTokens } from '../../db/schema/oauth.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { audit } from '../accounts/viewer.ts';
import { findAppForShare, findOrganizationApp } from '../apps/apps.queries.ts';
import { enqueueWebhookEvent, withdrawQueuedDeliveries } from '../webhook-delivery/outbox.ts';
import { findAppVersions, insertAppVersion, type AppVersion } from '../apps/app-versions.queries.ts';
import { APP_NOT_FOUND } from '../apps/apps.service.ts';
import type { InstallationRow } from '../installations/installations.queries.ts';
import {
  installationIdsOfApp,
  lockActiveInstallation,
  moveInstallationsToVersion,
  narrowInstallationScopes,
  setInstallationAccess,
} from '../installations/installation-access.queries.ts';

/**
 * App versions (docs/platform-protocol-changes.md §1): the partner changes the scopes an app may
 * ask for; removing applies to every installation (and its tokens) at once, adding waits until a member of each
 * installed vendor accepts. Installations whose accepted version already covered every scope of the new one move
 * to it at once: they have nothing to accept.
 */
export async function changeAppAccess(db: Db, viewer: Viewer, appId: string | number, input: unknown) {
  const wanted = sortScopes(parseInput(appAccessSchema, input).scopes);
  return db.transaction(async (tx) => {
    // the app's row lock orders this against other saves and against token exchanges (which hold it shared)
    const app = await findOrganizationApp(tx, viewer.organization.id, appId, true);
    if (!app) throw new NotFoundError(APP_NOT_FOUND);
    const versions = await findAppVersions(tx, app.id);
    const latest = versions[0]!;
    const change = accessChange(latest.scopes, wanted);
    if (!change.added.length && !change.removed.length)
      throw new ValidationError([{ field: 'scopes', message: 'The app already asks for exactly these scopes' }]);
    const next = await insertAppVersion(tx, {
      appId: app.id,
      version: latest.version + 1,
      scopes: wanted,
      createdByUserId: viewer.user.id,
    });
    if (change.removed.length) {
      await narrowGrants(tx, app.id, wanted);
      // events queued while the scope was granted are not sent after it was taken away
      await withdrawQueuedDeliveries(tx, app.id, topicsNeeding(change.removed));
    }
    const covered = versions.filter((v) => wanted.every((s) => v.scopes.includes(s))).map((v) => v.version);
    await moveInstallationsToVersion(tx, app.id, covered, next.version);
    await audit(tx, viewer, 'app.access.change', { type: 'app', id: app.id }, { version: next.version, ...change });
    return { app, version: next, change };
  });
}

/** The webhook topics an installation hears only with one of `scopes`. */
const topicsNeeding = (scopes: readonly AppScope[]): WebhookTopic[] =>
  WEBHOOK_TOPICS.filter((t) => {
    const needed = WEBHOOK_TOPIC_SCOPES[t];
    return needed !== null && scopes.includes(needed);
  });

/**
 * Every grant of the app, and every token of those grants, keeps only scopes of `allowed`; without LEGACY_API the
 * old REST API credentials go too (as at an install that does not grant it).
 */
async function narrowGrants(tx: Db, appId: number, allowed: readonly AppScope[]) {
  await narrowInstallationScopes(tx, appId, allowed);
  // a PostgreSQL array literal: scope names are plain identifiers (the schema checked them)
  const list = sql`${`{${allowed.join(',')}}`}::text[]`;
  await tx
    .update(accessTokens)
    .set({ scopes: sql`array(select s from unnest(${accessTokens.scopes}) s where s = any(${list}))` })
    .where(
      and(
        isNull(accessTokens.revokedAt),
        sql`not (${accessTokens.scopes} <@ ${list})`,
        inArray(accessTokens.installationId, installationIdsOfApp(appId)),
      ),
    );
}

export interface PendingAccess {
  latest: AppVersion;
  /** Scopes the latest version adds to what the vendor accepted. */
  toAccept: AppScope[];
}

/** The version an installation accepted, among the app's versions (newest first; the last is version 1). */
function versionOf(versions: AppVersion[], version: number): AppVersion {
  return versions.find((v) => v.version === version) ?? versions.at(-1)!;
}

/**
 * The version an install is on after its consent to `consented`: the latest when that asks for nothing the consented
 * one did not (the partner only took access away since), else the consented one, with the rest still to accept.
 */
export function versionAfterConsent(versions: AppVersion[], consented: number): number {
  const latest = versions[0]!;
  return latest.scopes.every((s) => versionOf(versions, consented).scopes.includes(s)) ? latest.version : consented;
}

/** What an installation has not accepted yet, or null when it is on the latest version's access. */
export function pendingAccess(installation: Pick<InstallationRow, 'appVersion'>, versions: AppVersion[]): PendingAccess | null {
  const latest = versions[0]!;
  if (installation.appVersion >= latest.version) return null;
  const accepted = versionOf(versions, installation.appVersion);
  const toAccept = scopesToAccept(accepted.scopes, latest.scopes);
  return toAccept.length ? { latest, toAccept } : null;
}

/**
 * A vendor member accepts the app's latest version: the installation and its live tokens gain the added scopes, and
 * the app hears APP_ACCESS_ACCEPT (its tokens changed without a token exchange it could see).
 * `seenVersion` is the version the page showed: when the partner changed the access meanwhile, nothing is
 * accepted and the caller shows the new request (answers false).
 */
export async function acceptLatestVersion(db: Db, p: { appId: number; vendorId: number; seenVersion: number }): Promise<boolean> {
  return db.transaction(async (tx) => {
    // shared, like a token exchange: a concurrent access change (which takes it exclusively) goes first or after
    if (!(await findAppForShare(tx, p.appId))) throw new NotFoundError('This app is not installed for your company.');
    const installation = await lockActiveInstallation(tx, p.appId, p.vendorId);
    if (!installation) throw new NotFoundError('This app is not installed for your company.');
    const versions = await findAppVersions(tx, p.appId);
    const latest = versions[0]!;
    if (latest.version !== p.seenVersion) return false;
    if (!pendingAccess(installation, versions)) return true;
    const accepted = versionOf(versions, installation.appVersion);
    const scopes = scopesAfterAccepting(installation.scopes, accepted.scopes, latest.scopes);
    await setInstallationAccess(tx, installation.id, { scopes, appVersion: latest.version });
    await tx
      .update(accessTokens)
      .set({ scopes })
      .where(and(eq(accessTokens.installationId, installation.id), isNull(accessTokens.revokedAt)));
    await enqueueWebhookEvent(tx, {
      vendorId: p.vendorId,
      appId: p.appId,
      topic: 'APP_ACCESS_ACCEPT',
      payload: { appVersion: latest.version, scopes },
    });
    return true;
  });
}
