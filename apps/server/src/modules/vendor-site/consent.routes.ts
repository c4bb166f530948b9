import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_SCOPE_DESCRIPTIONS, formatUsdCents, planPriceText, type AppScope } from '@appstore/shared';
import type { Services } from '../../services.ts';
import { decryptSecret } from '../../lib/crypto.ts';
import { findListingIconKeys } from '../listings/listings.queries.ts';
import { findOrganization } from '../organizations/organizations.queries.ts';
import { findPricePlans, type PricePlanRow } from '../pricing/pricing.service.ts';
import { createAuthorizationCode } from '../oauth/oauth-codes.ts';
import { AuthorizeError, installRefusal, parseAuthorizeRequest, type AuthorizeRequest } from '../oauth/oauth-request.ts';
import { consentPage, errorPage } from './pages.ts';
import { withdrawPendingCodes } from '../oauth/pending-codes.ts';
import { findActiveInstallation } from '../installations/installations.queries.ts';
import { withSignedParams } from '../oauth/signing.ts';
import { checkVendorCsrf, vendorCsrfToken, type VendorViewer, vendorViewerOfRequest } from './vendor-sessions.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { sendServerPage, serverPagePolicy } from '../../http/server-page.ts';
import { countConsentShown } from '../funnel/platform-funnel.ts';

const AUTHORIZE_PARAMS = ['client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method'];

// after Install or Cancel the browser follows a redirect to the app: its address must be a form target
const html = (reply: FastifyReply, status: number, body: string, formTargets: string[] = []) =>
  sendServerPage(reply, status, body, serverPagePolicy({ formTargets }));

async function consentDetails(services: Services, request: AuthorizeRequest) {
  const { db, storage } = services;
  const org = await findOrganization(db, request.app.organizationId);
  const iconKey = (await findListingIconKeys(db, [request.app.id])).get(request.app.id);
  const plans = request.app.chargeType === 'RECURRING' ? await findPricePlans(db, [request.app.id]) : [];
  return { developer: org?.businessName ?? 'Developer', iconUrl: iconKey ? storage.publicUrl(iconKey) : null, plans };
}

const planLabel = (p: PricePlanRow): string => `${p.name}: ${planPriceText(p, 'consent')}`;

/** The vendor user, or a redirect to the vendor sign-in that comes back here. */
async function vendorOrLogin(services: Services, req: FastifyRequest, reply: FastifyReply): Promise<VendorViewer | null> {
  const viewer = await vendorViewerOfRequest(services.db, req.headers.cookie);
  if (!viewer) {
    await reply.redirect(`/vendor/login?next=${encodeURIComponent(req.url)}`);
    return null;
  }
  return viewer;
}

/**
 * platform-protocol §1.4: the authorize endpoint with its consent page, a vendor page (the vendor's session and CSRF
 * token); its Install answers the app with a code, which the token endpoint (oauth/oauth.routes.ts) exchanges.
 */
export function registerConsent(app: FastifyInstance, services: Services) {
  void app.register(async (scope) => {
    acceptFormBodies(scope);
    // the consent page holds the vendor's CSRF token beside the app's state and redirect_uri: never compressed
    scope.get<{ Querystring: Record<string, unknown> }>('/appstore/oauth/authorize', { compress: false }, (req, reply) =>
      showConsent(services, req, reply),
    );
    scope.post<{ Body: Record<string, unknown> }>('/appstore/oauth/authorize', { compress: false }, (req, reply) =>
      decideConsent(services, req, reply),
    );
  });
}

/** The consent page of a valid authorize request, for a signed-in vendor that may install the app. */
async function showConsent(services: Services, req: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply) {
  let request: AuthorizeRequest;
  try {
    request = await parseAuthorizeRequest(services.db, req.query);
  } catch (err) {
    if (err instanceof AuthorizeError) return html(reply, 400, errorPage('This app cannot be installed', err.message));
    throw err;
  }
  const viewer = await vendorOrLogin(services, req, reply);
  if (!viewer) return reply;
  const refusal = installRefusal(request.app, viewer.vendor);
  if (refusal) return html(reply, 403, errorPage('This app cannot be installed', refusal));
  const [details, installed] = await Promise.all([
    consentDetails(services, request),
    findActiveInstallation(services.db, request.app.id, viewer.vendor.id),
  ]);
  countConsentShown(services.funnel, req, request.app.id, viewer.vendor);
  const params = Object.fromEntries(
    AUTHORIZE_PARAMS.filter((n) => typeof req.query[n] === 'string').map((n) => [n, req.query[n] as string]),
  );
  const priceNote =
    request.app.chargeType === 'ONE_TIME'
      ? `One time fee of ${formatUsdCents(request.app.oneTimeChargeAmount)}, charged when you install.`
      : request.app.chargeType === 'RECURRING'
        ? `Billed in USD${request.app.freeTrialDays ? ` after a ${request.app.freeTrialDays} day free trial` : ''}.`
        : 'Free to install.';
  return html(
    reply,
    200,
    consentPage({
      appName: request.app.name,
      iconUrl: details.iconUrl,
      developer: details.developer,
      vendorName: viewer.vendor.name,
      scopes: request.scopes.map((s: AppScope) => ({ name: s, description: APP_SCOPE_DESCRIPTIONS[s] })),
      granted: installed ? installed.scopes : null,
      params,
      csrf: vendorCsrfToken(services.config.secretKey, viewer.sessionId),
      priceNote,
      plans: details.plans.map((p) => ({ id: p.id, label: planLabel(p) })),
      testInstall: viewer.vendor.testForOrganizationId !== null,
    }),
    [new URL(request.redirectUri).origin],
  );
}

/** The vendor's decision: Cancel withdraws its pending codes; Install answers the app with a code and the chosen plan. */
async function decideConsent(services: Services, req: FastifyRequest<{ Body: Record<string, unknown> }>, reply: FastifyReply) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  let request: AuthorizeRequest;
  try {
    request = await parseAuthorizeRequest(services.db, body);
  } catch (err) {
    if (err instanceof AuthorizeError) return html(reply, 400, errorPage('This app cannot be installed', err.message));
    throw err;
  }
  const viewer = await vendorViewerOfRequest(services.db, req.headers.cookie);
  if (!viewer || !checkVendorCsrf(services.config.secretKey, viewer.sessionId, body.csrf)) {
    return html(
      reply,
      403,
      errorPage('Please try again', 'Your session ended or the form expired. Start the installation again from the app.'),
    );
  }
  if (body.decision !== 'install') {
    await withdrawPendingCodes(services.db, { appId: request.app.id, vendorId: viewer.vendor.id, because: 'CANCELLED' });
    return reply.redirect(
      withParams(request.redirectUri, { error: 'access_denied', ...(request.state !== null ? { state: request.state } : {}) }),
    );
  }
  const refusal = installRefusal(request.app, viewer.vendor);
  if (refusal) return html(reply, 403, errorPage('This app cannot be installed', refusal));
  const { plans } = await consentDetails(services, request);
  const chosen = plans.find((p) => String(p.id) === body.price_plan) ?? null;
  if (plans.length && !chosen) return html(reply, 400, errorPage('Choose a plan', 'Please choose one of the app’s price plans.'));
  const code = await createAuthorizationCode(services.db, {
    request,
    vendor: viewer.vendor,
    vendorUserId: viewer.user.id,
    pricePlanId: chosen?.id ?? null,
  });
  const secret = decryptSecret(request.app.secretKeyEncrypted, services.config.secretKey);
  return reply.redirect(
    withSignedParams(
      request.redirectUri,
      {
        code,
        ...(request.state !== null ? { state: request.state } : {}),
        domain: viewer.vendor.domain,
        timestamp: String(Math.floor(Date.now() / 1000)),
      },
      secret,
    ),
  );
}

function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.append(name, value);
  return target.toString();
}
