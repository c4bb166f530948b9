// An example partner app: verifies the signed launch, installs itself through OAuth (with PKCE), calls the
// App API with its token and verifies both webhook signatures. State lives in memory: restart = forget.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { pkcePair, verifyBokunHeaders, verifySignedQuery, verifyStandardWebhook } from './protocol.mjs';
import { aboutPage, escape, html, installedPage, messagePage, scopeList } from './pages.mjs';

const env = process.env;
const PORT = Number(env.PORT ?? 4000);
const HOST = env.HOST || undefined;
const PLATFORM_URL = (env.PLATFORM_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const PUBLIC_URL = (env.PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/$/, '');
const API_KEY = env.APP_API_KEY;
const SECRET_KEY = env.APP_SECRET_KEY;
const SCOPES = env.SCOPES ?? 'PRODUCTS_READ,BOOKINGS_READ';
const REDIRECT_URI = `${PUBLIC_URL}/oauth/callback`;
if (!API_KEY || !SECRET_KEY) {
  console.error('Set APP_API_KEY and APP_SECRET_KEY (the API key and secret key from the app dashboard).');
  process.exit(1);
}
// started by `npm start` beside the App Store: it goes when its parent goes, even one killed outright
if (process.send) process.on('disconnect', () => process.exit(0));

const pending = new Map(); // state → { verifier, createdAt }
const installs = new Map(); // vendor domain → { domain, token, vendorId, vendorName, scope, acceptedVersion, installedBy, uninstalledAt }
const sessions = new Map(); // session id (cookie) → vendor domain: who opened the app through a signed launch
const webhooks = []; // received webhook requests, newest last

const SESSION_COOKIE = 'partner_app_session'; // its own name: the App Store may share this host on another port

const send = (res, status, body, headers = {}) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
};
const redirect = (res, location, headers = {}) => {
  res.writeHead(303, { location, ...headers });
  res.end();
};

async function appApi(token, query, variables = {}) {
  const res = await fetch(`${PLATFORM_URL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bokun-app-access-token': token },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

/** The vendor's browser may use the app once a signed launch or OAuth redirect proved who it is. */
function startSession(domain) {
  const id = randomBytes(24).toString('base64url');
  sessions.set(id, domain);
  return `${SESSION_COOKIE}=${id}; HttpOnly; SameSite=Lax; Path=/`;
}

function sessionInstall(req) {
  const cookie = (req.headers.cookie ?? '').split(/;\s*/).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const domain = cookie && sessions.get(cookie.slice(SESSION_COOKIE.length + 1));
  return domain ? installs.get(domain) : undefined;
}

/** Step 1–3 of the protocol: a signed launch sends the vendor on to the platform's consent page. */
function launch(url, req, res) {
  if (!url.searchParams.has('hmac')) {
    if (sessionInstall(req)) return redirect(res, '/app');
    return send(res, 200, aboutPage({ platformUrl: PLATFORM_URL, installCount: installs.size, hookCount: webhooks.length }));
  }
  if (!verifySignedQuery(url.searchParams, SECRET_KEY))
    return send(
      res,
      401,
      messagePage(
        'Invalid launch',
        // the usual cause: a partner pointed a new app's App URL at this copy, which checks the signature with
        // another app's secret key
        'The launch signature is not valid. This copy of the example app checks launches with the secret key of the app it was started for. To try an app of your own, start your own copy with that app’s API key and secret key, as <code>examples/partner-app/README.md</code> shows, and set the app’s App URL to it.',
      ),
    );
  const domain = url.searchParams.get('domain');
  const known = installs.get(domain);
  if (known && !known.uninstalledAt && url.searchParams.get('reinstall') !== '1') {
    return redirect(res, '/app', { 'set-cookie': startSession(domain) });
  }
  const state = randomBytes(16).toString('base64url');
  const { verifier, challenge } = pkcePair();
  pending.set(state, { verifier, createdAt: Date.now() });
  const authorize = new URL(`${PLATFORM_URL}/appstore/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: API_KEY,
    redirect_uri: REDIRECT_URI,
    scope: SCOPES,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  redirect(res, authorize.toString());
}

/** Steps 5–6: check the signed redirect and the state, then exchange the code for a token. */
async function callback(url, res) {
  const state = url.searchParams.get('state');
  const started = pending.get(state);
  if (url.searchParams.get('error') === 'access_denied') {
    pending.delete(state);
    return send(
      res,
      200,
      html('Installation cancelled', '<section><p data-testid="partner-app-cancelled">You cancelled the installation.</p></section>'),
    );
  }
  if (!started || !verifySignedQuery(url.searchParams, SECRET_KEY))
    return send(res, 401, messagePage('Invalid callback', 'The redirect is not signed or its state is unknown.'));
  pending.delete(state);
  const tokenRes = await fetch(`${PLATFORM_URL}/appstore/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // optional at the exchange; sent, it must be the very redirect_uri sent to /authorize (RFC 6749 §4.1.3)
    body: JSON.stringify({
      client_id: API_KEY,
      client_secret: SECRET_KEY,
      code: url.searchParams.get('code'),
      redirect_uri: REDIRECT_URI,
      code_verifier: started.verifier,
    }),
  });
  const token = await tokenRes.json();
  if (!tokenRes.ok) return send(res, 502, messagePage('Installation failed', escape(token.error_description ?? token.error)));
  const domain = url.searchParams.get('domain');
  installs.set(domain, {
    domain,
    token: token.access_token,
    vendorId: token.vendor_id,
    scope: token.scope,
    installedBy: token.appInstalledByUserEmail,
  });
  redirect(res, '/app?installed=1', { 'set-cookie': startSession(domain) });
}

/** The app's own page: the vendor read through the App API with the installation's token, and the webhooks. */
async function home(url, req, res) {
  const install = sessionInstall(req);
  if (!install) return send(res, 401, messagePage('Open the app from the App Store', 'This page needs a launch from the App Store.'));
  const hooks = webhooks.filter((h) => h.vendorId === install.vendorId);
  if (install.uninstalledAt) return send(res, 200, installedPage({ install, hooks }));
  const { data, errors } = await appApi(
    install.token,
    '{ vendor { id name domain country } appAccess { version scopes latestVersion pendingScopes acceptUrl } }',
  );
  if (data?.vendor) install.vendorName = data.vendor.name;
  // what the token may do now: a vendor may have accepted a newer version since the install, or lost a scope
  if (data?.appAccess) {
    install.scope = data.appAccess.scopes.join(',');
    install.acceptedVersion = data.appAccess.version;
  }
  const booked = url.searchParams.get('booked');
  const notice = url.searchParams.has('installed')
    ? {
        testId: 'partner-app-installed',
        html: `Installation complete: the app exchanged the code for a token (scopes ${escape(scopeList(install.scope))}) and read <b>${escape(install.vendorName ?? install.domain)}</b> below through the App API.`,
      }
    : booked
      ? {
          testId: 'partner-app-booked',
          html: `Booking <b>${escape(booked)}</b> created. Its webhook arrives below within seconds (reload the page).`,
        }
      : null;
  send(
    res,
    200,
    installedPage({
      install,
      vendor: data?.vendor,
      access: data?.appAccess,
      apiError: `The App API refused the token: ${errors?.[0]?.message ?? 'no answer'}`,
      hooks,
      notice,
      canBook: install.scope.split(',').includes('BOOKINGS_WRITE'),
    }),
  );
}

/** Books one seat of the vendor's first activated experience for tomorrow: the platform fires bookings/create. */
async function testBooking(req, res) {
  const install = sessionInstall(req);
  // a form posted from another site carries no session cookie (SameSite=Lax); the Origin check says it twice
  if (!install || install.uninstalledAt || (req.headers.origin && req.headers.origin !== PUBLIC_URL))
    return send(res, 403, messagePage('Not allowed', 'Open the app from the App Store first.'));
  const experiences = await appApi(install.token, '{ experiences(filter: { activated: true }, first: 1) { edges { node { id name } } } }');
  const experience = experiences.data?.experiences.edges[0]?.node;
  if (!experience)
    return send(
      res,
      409,
      messagePage('No experience to book', escape(experiences.errors?.[0]?.message ?? 'The vendor has no activated experience.')),
    );
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const created = await appApi(
    install.token,
    'mutation ($input: BookingCreateInput!) { bookingCreate(input: $input) { confirmationCode } }',
    {
      input: {
        experienceId: experience.id,
        date: tomorrow,
        participants: 1,
        customer: { firstName: 'Test', lastName: 'Guest', email: 'test.guest@example.com' },
      },
    },
  );
  const code = created.data?.bookingCreate.confirmationCode;
  if (!code) return send(res, 502, messagePage('Booking failed', escape(created.errors?.[0]?.message ?? 'No answer')));
  redirect(res, `/app?booked=${encodeURIComponent(code)}`);
}

/** platform-protocol §3: both signatures must hold before the body is trusted. */
function webhook(req, res) {
  const chunks = [];
  let size = 0;
  req.on('data', (c) => {
    size += c.length;
    // the platform's webhook bodies are a few KB; anything far larger is not from it
    if (size > MAX_WEBHOOK_BYTES) {
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify({ ok: false }));
      req.destroy();
    } else chunks.push(c);
  });
  req.on('end', () => {
    if (size > MAX_WEBHOOK_BYTES) return;
    const raw = Buffer.concat(chunks).toString('utf8');
    const valid = verifyBokunHeaders(req.headers, SECRET_KEY) && verifyStandardWebhook(req.headers, raw, SECRET_KEY);
    if (valid) applyToInstalls(req.headers['x-bokun-topic'], req.headers['x-bokun-vendor-id'], raw);
    // the page shows the latest ones; an app that never forgets would grow without bound
    if (webhooks.length >= MAX_KEPT_WEBHOOKS) webhooks.shift();
    webhooks.push({
      topic: req.headers['x-bokun-topic'],
      id: req.headers['webhook-id'],
      vendorId: req.headers['x-bokun-vendor-id'],
      valid,
      body: raw,
      receivedAt: new Date().toISOString(),
    });
    res.writeHead(valid ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: valid }));
  });
}

/** What a verified webhook changes in the vendor's live installs of this app. */
function applyToInstalls(topic, vendorId, raw) {
  const live = [...installs.values()].filter((install) => install.vendorId === vendorId && !install.uninstalledAt);
  // the platform revoked the token: forget it, and install anew on the vendor's next launch
  if (topic === 'apps/uninstall') {
    for (const install of live) {
      install.uninstalledAt = new Date().toISOString();
      install.token = null;
    }
  }
  // the vendor accepted new access on the platform: the token got these scopes; deliveries are not ordered, so an
  // older version's event changes nothing (and the app reads appAccess when the vendor opens it)
  const accepted = topic === 'apps/access_accept' ? parseAccessAccept(raw) : null;
  for (const install of accepted ? live : []) {
    if (accepted.appVersion <= (install.acceptedVersion ?? 0)) continue;
    install.acceptedVersion = accepted.appVersion;
    install.scope = accepted.scopes.join(',');
  }
}

/** `{ appVersion, scopes }` of an apps/access_accept body, or null when the body does not have them. */
function parseAccessAccept(raw) {
  try {
    const { appVersion, scopes } = JSON.parse(raw);
    const valid = Number.isInteger(appVersion) && Array.isArray(scopes) && scopes.every((s) => typeof s === 'string');
    return valid ? { appVersion, scopes } : null;
  } catch {
    return null;
  }
}

const MAX_WEBHOOK_BYTES = 64 * 1024;
const MAX_KEPT_WEBHOOKS = 100;

createServer((req, res) => {
  let url;
  try {
    url = new URL(req.url, PUBLIC_URL);
  } catch {
    return send(res, 400, messagePage('Bad request', 'This address cannot be read.'));
  }
  const route = `${req.method} ${url.pathname}`;
  const done = (promise) => promise.catch((err) => send(res, 500, messagePage('Error', escape(err.message))));
  if (route === 'GET /') return launch(url, req, res);
  if (route === 'GET /oauth/callback') return void done(callback(url, res));
  if (route === 'GET /app') return void done(home(url, req, res));
  if (route === 'POST /app/test-booking') return void done(testBooking(req, res));
  if (route === 'POST /webhooks') return webhook(req, res);
  if (route === 'GET /status.json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(
      JSON.stringify({
        installs: [...installs.values()].map((i) => ({
          domain: i.domain,
          vendorId: i.vendorId,
          scope: i.scope,
          uninstalledAt: i.uninstalledAt ?? null,
        })),
        webhooks,
      }),
    );
  }
  send(res, 404, messagePage('Not found', 'This app has no such page.'));
}).listen(PORT, HOST, () => console.log(`partner app on ${PUBLIC_URL} (platform ${PLATFORM_URL})`));
