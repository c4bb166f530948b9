// An example partner app: verifies the signed launch, installs itself through OAuth (with PKCE), calls the
// App API with its token and verifies both webhook signatures. State lives in memory: restart = forget.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { pkcePair, verifyBokunHeaders, verifySignedQuery, verifyStandardWebhook } from './protocol.mjs';

const env = process.env;
const PORT = Number(env.PORT ?? 4000);
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

const pending = new Map(); // state → { verifier, createdAt }
const installs = new Map(); // vendor domain → { token, vendorId, scope, installedBy }
const webhooks = []; // received webhook requests, newest last

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (res, status, title, body) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><meta charset="utf-8"><title>${escape(title)}</title><body style="font-family:system-ui;max-width:640px;margin:40px auto;padding:0 16px"><h1>${escape(title)}</h1>${body}</body>`,
  );
};

async function appApi(token, query, variables = {}) {
  const res = await fetch(`${PLATFORM_URL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bokun-app-access-token': token },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

/** Step 1–3 of the protocol: a signed launch sends the vendor on to the platform's consent page. */
function launch(url, res) {
  if (!verifySignedQuery(url.searchParams, SECRET_KEY))
    return page(res, 401, 'Invalid launch', '<p>The launch signature is not valid.</p>');
  const domain = url.searchParams.get('domain');
  if (installs.has(domain) && url.searchParams.get('reinstall') !== '1') {
    return page(
      res,
      200,
      `Welcome back, ${domain}`,
      `<p data-testid="partner-app-home">The app is installed for <b>${escape(domain)}</b>.</p>`,
    );
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
  res.writeHead(302, { location: authorize.toString() });
  res.end();
}

/** Steps 5–6: check the signed redirect and the state, then exchange the code for a token. */
async function callback(url, res) {
  const state = url.searchParams.get('state');
  const started = pending.get(state);
  if (url.searchParams.get('error') === 'access_denied') {
    pending.delete(state);
    return page(res, 200, 'Installation cancelled', '<p data-testid="partner-app-cancelled">You cancelled the installation.</p>');
  }
  if (!started || !verifySignedQuery(url.searchParams, SECRET_KEY))
    return page(res, 401, 'Invalid callback', '<p>The redirect is not signed or its state is unknown.</p>');
  pending.delete(state);
  const tokenRes = await fetch(`${PLATFORM_URL}/appstore/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // the exchange repeats the very redirect_uri sent to /authorize (RFC 6749 §4.1.3)
    body: JSON.stringify({
      client_id: API_KEY,
      client_secret: SECRET_KEY,
      code: url.searchParams.get('code'),
      redirect_uri: REDIRECT_URI,
      code_verifier: started.verifier,
    }),
  });
  const token = await tokenRes.json();
  if (!tokenRes.ok)
    return page(
      res,
      502,
      'Installation failed',
      `<p data-testid="partner-app-error">${escape(token.error_description ?? token.error)}</p>`,
    );
  const domain = url.searchParams.get('domain');
  installs.set(domain, {
    token: token.access_token,
    vendorId: token.vendor_id,
    scope: token.scope,
    installedBy: token.appInstalledByUserEmail,
  });
  const { data } = await appApi(token.access_token, '{ vendor { id name domain } }');
  return page(
    res,
    200,
    'Installed',
    `<p data-testid="partner-app-installed">Installed for <b data-testid="partner-app-vendor">${escape(data?.vendor?.name ?? domain)}</b> with the scopes ${escape(token.scope)}.</p>`,
  );
}

/** platform-protocol §3: both signatures must hold before the body is trusted. */
function webhook(req, res) {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const raw = Buffer.concat(chunks).toString('utf8');
    const valid = verifyBokunHeaders(req.headers, SECRET_KEY) && verifyStandardWebhook(req.headers, raw, SECRET_KEY);
    webhooks.push({
      topic: req.headers['x-bokun-topic'],
      id: req.headers['webhook-id'],
      valid,
      body: raw,
      receivedAt: new Date().toISOString(),
    });
    res.writeHead(valid ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: valid }));
  });
}

createServer((req, res) => {
  const url = new URL(req.url, PUBLIC_URL);
  const route = `${req.method} ${url.pathname}`;
  const done = (promise) => promise.catch((err) => page(res, 500, 'Error', `<p>${escape(err.message)}</p>`));
  if (route === 'GET /') return launch(url, res);
  if (route === 'GET /oauth/callback') return void done(callback(url, res));
  if (route === 'POST /webhooks') return webhook(req, res);
  if (route === 'GET /status.json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(
      JSON.stringify({
        installs: [...installs.entries()].map(([domain, i]) => ({ domain, vendorId: i.vendorId, scope: i.scope })),
        webhooks,
      }),
    );
  }
  res.writeHead(404).end('Not found');
}).listen(PORT, () => console.log(`partner app on ${PUBLIC_URL} (platform ${PLATFORM_URL})`));
