import { isAppScope, parseRedirectUrls, type AppScope } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { findAppByClientId, type AppRow } from '../apps/apps.queries.ts';
import { findLatestAppVersion } from '../apps/app-versions.queries.ts';
import type { VendorRow } from '../vendors/vendors.queries.ts';

/** A problem with an authorize request: shown as an error page (HTTP 400), never redirected (protocol §1.4). */
export class AuthorizeError extends Error {}

export interface AuthorizeRequest {
  app: AppRow;
  clientId: string;
  redirectUri: string;
  scopes: AppScope[];
  /** The app's latest version, whose access the consent page asks for. */
  appVersion: number;
  state: string | null;
  codeChallenge: string | null;
}

/** Exact string equality, except that an empty path equals `/` (protocol §1.4). */
export function normaliseRedirect(uri: string): string {
  return uri.replace(/^(https?:\/\/[^/?#]+)(?=[?#]|$)/i, '$1/');
}

export function isWhitelisted(app: Pick<AppRow, 'redirectUrlWhitelist'>, redirectUri: string): boolean {
  const wanted = normaliseRedirect(redirectUri);
  return parseRedirectUrls(app.redirectUrlWhitelist).some((u) => normaliseRedirect(u) === wanted);
}

const one = (value: unknown): string | undefined => (typeof value === 'string' ? value : Array.isArray(value) ? undefined : undefined);

export async function parseAuthorizeRequest(db: Db, query: Record<string, unknown>): Promise<AuthorizeRequest> {
  const clientId = one(query.client_id);
  if (!clientId) throw new AuthorizeError('The request has no client_id.');
  const app = await findAppByClientId(db, clientId);
  if (!app) throw new AuthorizeError('There is no app with this client_id.');
  const redirectUri = one(query.redirect_uri);
  if (!redirectUri) throw new AuthorizeError('The request has no redirect_uri.');
  if (!isWhitelisted(app, redirectUri)) throw new AuthorizeError('The redirect_uri is not on the app’s whitelist of redirect URLs.');
  const scopeText = one(query.scope) ?? '';
  const names = scopeText === '' ? [] : scopeText.split(',');
  const unknown = names.filter((n) => !isAppScope(n));
  if (unknown.length) throw new AuthorizeError(`Unknown scope: ${unknown.join(', ')}.`);
  // the app's latest version is what vendors may be asked for: older versions only stay on installations
  const latest = await findLatestAppVersion(db, app.id);
  const undeclared = names.filter((n) => !(latest.scopes as string[]).includes(n));
  if (undeclared.length)
    throw new AuthorizeError(
      `The app asks for scopes it does not declare: ${undeclared.join(', ')}. Its developer sets them under Access on the app’s page in the partner portal.`,
    );
  if (Array.isArray(query.state)) throw new AuthorizeError('The state parameter is given more than once.');
  const state = one(query.state) ?? null;
  if (state !== null && state.length > 2000) throw new AuthorizeError('The state parameter is too long.');
  // control characters would not survive the consent form's round trip unchanged
  if (state !== null && [...state].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    throw new AuthorizeError('The state parameter has control characters.');
  const challenge = one(query.code_challenge) ?? null;
  const method = one(query.code_challenge_method);
  if (challenge !== null || method !== undefined) {
    if (method !== 'S256') throw new AuthorizeError('Only code_challenge_method=S256 is supported.');
    if (!challenge || !/^[A-Za-z0-9_-]{43,128}$/.test(challenge))
      throw new AuthorizeError('The code_challenge is not a valid S256 challenge.');
  }
  return {
    app,
    clientId,
    redirectUri,
    scopes: [...new Set(names)] as AppScope[],
    appVersion: latest.version,
    state,
    codeChallenge: challenge,
  };
}

/** Who may install the app (protocol §1.4): anyone for published public apps, otherwise one chosen vendor. */
export function installRefusal(app: AppRow, vendor: VendorRow): string | null {
  if (app.type === 'CUSTOM') {
    if (app.linkedVendorId !== vendor.id) return 'This custom app is made for another vendor.';
    if (!app.customPublishedAt) return 'This custom app is not published yet.';
    return null;
  }
  if (app.status !== 'PUBLISHED') {
    return vendor.testForOrganizationId === app.organizationId ? null : 'This app is not published in the App Store.';
  }
  if (app.installationCountries.length && !app.installationCountries.includes(vendor.country)) {
    return 'This app is not offered in your country.';
  }
  return null;
}
