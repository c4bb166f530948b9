import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accessTokens, oauthCodes } from '../../db/schema/oauth.ts';
import { decryptSecret, randomToken, safeEqual, sha256Hex } from '../../lib/crypto.ts';
import { toGlobalId } from '../../lib/global-id.ts';
import { findAppByClientId, findAppForShare, type AppRow } from '../apps/apps.queries.ts';
import { findAppVersions } from '../apps/app-versions.queries.ts';
import { versionAfterConsent } from './app-access.ts';
import { scopesWithin } from '@appstore/shared/installations/app-access';
import { findPricePlan } from '../pricing/pricing.queries.ts';
import { findVendorById, findVendorUser } from '../vendors/vendors.queries.ts';
import { installRefusal, type AuthorizeRequest } from './oauth-request.ts';
import { WITHDRAWN_CODE_MESSAGES } from './pending-codes.ts';
import type { VendorRow } from '../vendors/vendors.queries.ts';
import { upsertInstallation } from './installation-flow.ts';
import { issueAccessToken } from './tokens.ts';

const CODE_MINUTES = 10;

/** Install: a single-use code, valid 10 minutes, bound to the app, vendor, redirect, scopes, plan and PKCE challenge. */
export async function createAuthorizationCode(
  db: Db,
  p: { request: AuthorizeRequest; vendor: VendorRow; vendorUserId: number; pricePlanId: number | null },
): Promise<string> {
  const code = randomToken(32);
  await db.insert(oauthCodes).values({
    codeHash: sha256Hex(code),
    appId: p.request.app.id,
    vendorId: p.vendor.id,
    vendorUserId: p.vendorUserId,
    redirectUri: p.request.redirectUri,
    scopes: p.request.scopes,
    appVersion: p.request.appVersion,
    pricePlanId: p.pricePlanId,
    codeChallenge: p.request.codeChallenge,
    expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
  });
  return code;
}

export interface TokenAnswer {
  status: number;
  body: Record<string, unknown>;
}

const oauthError = (status: number, error: string, description: string): TokenAnswer => ({
  status,
  body: { error, error_description: description },
});

const field = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');

/**
 * The contract's apps exchange a code with `client_id`, `client_secret` and `code` only (protocol §1.6), so a
 * missing `redirect_uri` is accepted: the redirect was already matched exactly against the app's whitelist at
 * /authorize, only the client holding the secret can exchange, and PKCE binds the code to the app that asked for
 * it (OAuth 2.1 drops the parameter for that reason). An app that sends it must send exactly the value it sent to
 * /authorize, as RFC 6749 §4.1.3 asks.
 */
function redirectUriRefusal(body: Record<string, unknown>, consented: string): TokenAnswer | null {
  const sent = body.redirect_uri;
  if (sent === undefined || sent === null || sent === '') return null;
  if (typeof sent !== 'string') return oauthError(400, 'invalid_request', 'The redirect_uri must be a single text value.');
  if (sent !== consented)
    return oauthError(400, 'invalid_grant', 'The redirect_uri must be exactly the one sent to /appstore/oauth/authorize for this code.');
  return null;
}

const invalidClient = () => oauthError(401, 'invalid_client', 'The client_id or client_secret is wrong.');

/**
 * `POST /appstore/oauth/access_token` (protocol §1.6): checks the client, then the code (single use, 10
 * minutes, same app, the redirect_uri sent to /authorize when the app repeats it, PKCE), that the vendor has not cancelled or
 * uninstalled since and may still install the app, then installs or updates the installation and answers the
 * token. A refused attempt does not use the code up: only the authenticated client can try, and RFC 6749 counts
 * a code as used once it bought a token. A replay of a used code revokes that token.
 */
export async function exchangeCode(deps: { db: Db; config: Config }, body: Record<string, unknown>): Promise<TokenAnswer> {
  const clientId = field(body, 'client_id');
  const client = clientId ? await findAppByClientId(deps.db, clientId) : null;
  if (!client || !safeEqual(field(body, 'client_secret'), decryptSecret(client.secretKeyEncrypted, deps.config.secretKey)))
    return invalidClient();
  const code = field(body, 'code');
  if (!code) return oauthError(400, 'invalid_request', 'The request has no code.');
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(oauthCodes)
      .where(eq(oauthCodes.codeHash, sha256Hex(code)))
      .for('update');
    if (!row || row.appId !== client.id) return oauthError(400, 'invalid_grant', 'The code is not valid for this app.');
    if (row.usedAt) {
      // a replayed code: whatever it bought is taken back (RFC 6749 §4.1.2)
      await tx
        .update(accessTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(accessTokens.oauthCodeId, row.id), isNull(accessTokens.revokedAt)));
      return oauthError(400, 'invalid_grant', 'The code was already used.');
    }
    if (row.expiresAt.getTime() < Date.now()) return oauthError(400, 'invalid_grant', 'The code has expired.');
    const redirectRefusal = redirectUriRefusal(body, row.redirectUri);
    if (redirectRefusal) return redirectRefusal;
    if (row.codeChallenge) {
      const verifier = field(body, 'code_verifier');
      const expected = createHash('sha256').update(verifier).digest('base64url');
      if (!verifier || !safeEqual(expected, row.codeChallenge))
        return oauthError(400, 'invalid_grant', 'The code_verifier does not match the code_challenge.');
    }
    if (row.withdrawnBecause) return oauthError(400, 'invalid_grant', WITHDRAWN_CODE_MESSAGES[row.withdrawnBecause]);
    // the app as it is now, held against a concurrent unpublish or delete until this exchange commits
    const app = await findAppForShare(tx, client.id);
    if (!app || app.deletedAt) return invalidClient();
    const vendor = await findVendorById(tx, row.vendorId);
    const refusal = installRefusal(app, vendor!);
    if (refusal) return oauthError(400, 'invalid_grant', refusal);
    await tx.update(oauthCodes).set({ usedAt: new Date() }).where(eq(oauthCodes.id, row.id));
    // access the partner took away after the consent is not granted; access added since waits to be accepted
    const versions = await findAppVersions(tx, app.id);
    const scopes = scopesWithin(row.scopes, versions[0]!.scopes);
    const appVersion = versionAfterConsent(versions, row.appVersion ?? versions[0]!.version);
    const user = row.vendorUserId ? await findVendorUser(tx, row.vendorUserId) : null;
    const installation = await upsertInstallation(tx, {
      appId: app.id,
      vendor: vendor!,
      vendorUserId: row.vendorUserId,
      scopes,
      appVersion,
      pricePlanId: row.pricePlanId,
      legacy: scopes.includes('LEGACY_API'),
      secretKey: deps.config.secretKey,
      partnerShare: deps.config.partnerShare,
    });
    const token = await issueAccessToken(tx, { installationId: installation.id, scopes, oauthCodeId: row.id });
    const plan = row.pricePlanId ? await findPricePlan(tx, row.pricePlanId) : null;
    return {
      status: 200,
      body: {
        access_token: token,
        token_type: 'bearer',
        scope: scopes.join(','),
        vendor_id: toGlobalId('Vendor', vendor!.id),
        appInstalledByUserFirstName: user?.firstName ?? null,
        appInstalledByUserLastName: user?.lastName ?? null,
        appInstalledByUserEmail: user?.email ?? null,
        pricing: pricingAnswer(app, plan),
        ...(scopes.includes('LEGACY_API') && installation.legacyAccessKey
          ? {
              legacyApiCredentials: {
                accessKey: installation.legacyAccessKey,
                secretKey: decryptSecret(installation.legacySecretKeyEncrypted!, deps.config.secretKey),
              },
            }
          : {}),
      },
    };
  });
}

/** The token answer's `pricing`: null for an app free to install, else its charge type and the plan the vendor chose. */
function pricingAnswer(app: Pick<AppRow, 'chargeType'>, plan: Awaited<ReturnType<typeof findPricePlan>>) {
  if (app.chargeType === 'FREE_TO_INSTALL') return null;
  return {
    chargeType: app.chargeType,
    pricePlan: plan
      ? {
          id: toGlobalId('PricePlan', plan.id),
          name: plan.name,
          type: plan.type,
          monthlyAmount: plan.monthlyAmount,
          yearlyAmount: plan.yearlyAmount,
        }
      : null,
  };
}
