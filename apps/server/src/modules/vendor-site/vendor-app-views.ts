import { sortScopes } from '@appstore/shared/installations/app-access';
import type { Services } from '../../services.ts';
import { findAnyApp, findLiveAppNames, type AppRow } from '../apps/apps.queries.ts';
import { findAppVersions, findAppVersionsOf } from '../apps/app-versions.queries.ts';
import { findActiveInstallation, findVendorInstallations } from '../installations/installations.queries.ts';
import { findListingIconKeys } from '../listings/listings.queries.ts';
import { pendingAccess } from '../oauth/app-access.ts';
import { vendorAccessPath } from '../oauth/launch.ts';
import { findOrganizationNames } from '../organizations/organizations.queries.ts';
import { vendorCsrfToken, type VendorViewer } from './vendor-sessions.ts';

/** What the vendor pages show of apps and their installations, read for the signed-in vendor. */

/** The app and the vendor's active installation of it, or null when either is missing. */
export async function activeInstallation({ db }: Services, viewer: VendorViewer, appId: string) {
  const target = await findAnyApp(db, appId);
  if (!target) return null;
  const installation = await findActiveInstallation(db, target.id, viewer.vendor.id);
  return installation ? { app: target, installation } : null;
}

export type ActiveInstallation = NonNullable<Awaited<ReturnType<typeof activeInstallation>>>;

/** The page header's vendor and CSRF token, and the app's card: name, developer and icon. */
export async function appCardView(services: Services, viewer: VendorViewer, target: AppRow) {
  const [developers, icons] = await Promise.all([
    findOrganizationNames(services.db, [target.organizationId]),
    findListingIconKeys(services.db, [target.id]),
  ]);
  const iconKey = icons.get(target.id);
  return {
    vendorName: viewer.vendor.name,
    csrf: vendorCsrfToken(services.config.secretKey, viewer.sessionId),
    app: {
      id: target.id,
      name: target.name,
      developer: developers.get(target.organizationId)!,
      iconUrl: iconKey ? services.storage.publicUrl(iconKey) : null,
    },
  };
}

/** The access page's view: what the installation grants, and what the app's latest version asks for beyond it. */
export async function accessView(services: Services, viewer: VendorViewer, installed: ActiveInstallation) {
  const pending = pendingAccess(installed.installation, await findAppVersions(services.db, installed.app.id));
  return {
    ...(await appCardView(services, viewer, installed.app)),
    granted: sortScopes(installed.installation.scopes),
    request: pending ? { version: pending.latest.version, toAccept: pending.toAccept } : null,
  };
}

/** The vendor's installed apps that still exist, newest install first, with developer and icon. */
export async function installedApps({ db }: Services, viewer: VendorViewer) {
  const installed = await findVendorInstallations(db, viewer.vendor.id);
  const appIds = installed.map((i) => i.appId);
  const [names, icons, versions] = await Promise.all([
    findLiveAppNames(db, appIds),
    findListingIconKeys(db, appIds),
    findAppVersionsOf(db, appIds),
  ]);
  const pending = new Map(installed.map((i) => [i.appId, pendingAccess(i, versions.get(i.appId)!)] as const));
  const developers = await findOrganizationNames(db, [...new Set([...names.values()].map((a) => a.organizationId))]);
  return installed.flatMap((i) => {
    const app = names.get(i.appId);
    if (!app) return [];
    return [
      {
        appId: i.appId,
        name: app.name,
        developer: developers.get(app.organizationId)!,
        installedAt: i.installedAt,
        iconKey: icons.get(i.appId) ?? null,
        accessRequest: pending.get(i.appId) ? { href: vendorAccessPath(i.appId), scopeCount: pending.get(i.appId)!.toAccept.length } : null,
      },
    ];
  });
}
