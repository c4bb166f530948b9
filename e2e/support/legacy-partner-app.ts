import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A partner app written to the platform protocol (the shared design's platform-protocol.md) as partners' existing
 * apps were written, and to nothing newer: it verifies the launch and the redirect with the plain signature rule
 * (no escaping), sends no PKCE, exchanges the code with exactly `client_id`, `client_secret` and `code` (no
 * `redirect_uri`, no `grant_type`), calls the App API with `X-Bokun-App-Access-Token`, and checks webhooks by
 * `x-bokun-hmac` alone. Whatever this app does must keep working: a platform change that breaks it breaks every
 * partner app in production. Keep it that way: never teach it a newer rule.
 */

/** Protocol §1.2, the plain way: every other parameter, sorted by name, `name=value` (decoded), joined by `&`. */
function plainQueryHmac(params: URLSearchParams, secret: string): string {
  const byName = new Map<string, string[]>();
  for (const [name, value] of params) if (name !== 'hmac') byName.set(name, [...(byName.get(name) ?? []), value]);
  const message = [...byName.keys()]
    .sort()
    .map((name) => `${name}=${byName.get(name)!.join(',')}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Protocol §3: lowercase hex HMAC over the other `x-bokun-*` headers sorted by name, `name=value` joined by `&`. */
function bokunHeadersHmac(headers: IncomingMessage['headers'], secret: string): string {
  const message = Object.keys(headers)
    .filter((name) => name.startsWith('x-bokun-') && name !== 'x-bokun-hmac')
    .sort()
    .map((name) => `${name}=${String(headers[name])}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type ExchangeEncoding = 'form' | 'json';
/** The contract's token header, or the `Authorization: Bearer` it also accepts. */
export type TokenHeader = 'bokun' | 'bearer';

export interface LegacyInstall {
  domain: string;
  vendorId: string;
  token: string;
  /** The whole answer of the token exchange, as the platform sent it. */
  answer: Record<string, unknown>;
}

export interface LegacyWebhook {
  topic: string;
  vendorId: string;
  /** Every `x-bokun-*` header but the signature, as received. */
  headers: Record<string, string>;
  /** `x-bokun-hmac` matched the plain rule with the app's secret key. */
  valid: boolean;
  body: Record<string, unknown>;
}

export interface LegacyPartnerApp {
  url: string;
  redirectUri: string;
  /** How the next token exchange is sent: the contract allows a form or JSON body. */
  exchangeAs: ExchangeEncoding;
  /** Each callback's exchange: the encoding used, the HTTP status and the answer. */
  exchanges: { encoding: ExchangeEncoding; status: number; body: Record<string, unknown> }[];
  installs: Map<string, LegacyInstall>;
  webhooks: LegacyWebhook[];
  /** `POST /api/graphql` with an installation's token, as the app does it. */
  appApi(token: string, query: string, variables?: Record<string, unknown>, as?: TokenHeader): Promise<{ status: number; body: any }>;
  /** The webhooks received with `topic`, once there is one, or none after 15 s (delivery is asynchronous). */
  webhooksOnceArrived(topic: string, count?: number): Promise<LegacyWebhook[]>;
  stop(): Promise<void>;
}

const page = (res: ServerResponse, status: number, title: string, body: string, testId: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
      `<body><main data-testid="${testId}"><h1>${title}</h1>${body}</main></body></html>`,
  );
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

/** Starts the app on `port` of the loopback address, with the credentials the partner portal gave its app. */
export async function startLegacyPartnerApp(p: {
  port: number;
  platformUrl: string;
  apiKey: string;
  secretKey: string;
  scope: string;
}): Promise<LegacyPartnerApp> {
  const states = new Set<string>();
  const app = {
    exchangeAs: 'form',
    exchanges: [],
    installs: new Map(),
    webhooks: [],
  } as unknown as LegacyPartnerApp;

  const appApi = async (token: string, query: string, variables: Record<string, unknown> = {}, as: TokenHeader = 'bokun') => {
    const auth: Record<string, string> = as === 'bokun' ? { 'X-Bokun-App-Access-Token': token } : { Authorization: `Bearer ${token}` };
    const res = await fetch(`${p.platformUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: await res.json() };
  };

  const launch = (url: URL, res: ServerResponse) => {
    const hmac = url.searchParams.get('hmac') ?? '';
    if (!sameText(hmac, plainQueryHmac(url.searchParams, p.secretKey))) {
      return page(res, 401, 'Invalid launch', '<p>The launch is not signed with this app’s secret key.</p>', 'legacy-invalid');
    }
    const domain = url.searchParams.get('domain')!;
    const installed = app.installs.get(domain);
    if (installed) return page(res, 200, `Welcome back, ${escapeHtml(domain)}`, '', 'legacy-home');
    const state = randomBytes(16).toString('hex');
    states.add(state);
    const authorize = new URL('/appstore/oauth/authorize', p.platformUrl);
    authorize.search = new URLSearchParams({ client_id: p.apiKey, redirect_uri: app.redirectUri, scope: p.scope, state }).toString();
    res.writeHead(302, { location: authorize.toString() });
    res.end();
  };

  const callback = async (url: URL, res: ServerResponse) => {
    const state = url.searchParams.get('state') ?? '';
    if (!states.delete(state)) return page(res, 400, 'Unknown state', '', 'legacy-invalid');
    if (url.searchParams.get('error')) return page(res, 200, 'Installation cancelled', '', 'legacy-cancelled');
    if (!sameText(url.searchParams.get('hmac') ?? '', plainQueryHmac(url.searchParams, p.secretKey))) {
      return page(res, 401, 'Invalid callback', '<p>The redirect is not signed with this app’s secret key.</p>', 'legacy-invalid');
    }
    // exactly the three fields the contract's apps send
    const fields = { client_id: p.apiKey, client_secret: p.secretKey, code: url.searchParams.get('code')! };
    const encoding = app.exchangeAs;
    const answer = await fetch(`${p.platformUrl}/appstore/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded' },
      body: encoding === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    });
    const body = (await answer.json()) as Record<string, unknown>;
    app.exchanges.push({ encoding, status: answer.status, body });
    if (answer.status !== 200) {
      return page(
        res,
        502,
        'Installation failed',
        `<p data-testid="legacy-error">${escapeHtml(JSON.stringify(body))}</p>`,
        'legacy-failed',
      );
    }
    const domain = url.searchParams.get('domain')!;
    const token = String(body.access_token);
    app.installs.set(domain, { domain, vendorId: String(body.vendor_id), token, answer: body });
    const vendor = await appApi(token, '{ vendor { id name domain country } }');
    const name = escapeHtml(String(vendor.body.data?.vendor?.name ?? '?'));
    return page(res, 200, `Installed for ${name}`, `<p data-testid="legacy-vendor">${name}</p>`, 'legacy-installed');
  };

  const webhook = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req);
    const valid = sameText(String(req.headers['x-bokun-hmac'] ?? ''), bokunHeadersHmac(req.headers, p.secretKey));
    const received: LegacyWebhook = {
      topic: String(req.headers['x-bokun-topic'] ?? ''),
      vendorId: String(req.headers['x-bokun-vendor-id'] ?? ''),
      headers: Object.fromEntries(
        Object.entries(req.headers)
          .filter(([name]) => name.startsWith('x-bokun-') && name !== 'x-bokun-hmac')
          .map(([name, value]) => [name, String(value)]),
      ),
      valid,
      body: JSON.parse(raw || '{}'),
    };
    app.webhooks.push(received);
    if (valid && received.topic === 'apps/uninstall') {
      for (const [domain, install] of app.installs) if (install.vendorId === received.vendorId) app.installs.delete(domain);
    }
    res.writeHead(valid ? 200 : 401).end();
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const handle =
      req.method === 'GET' && url.pathname === '/'
        ? Promise.resolve(launch(url, res))
        : req.method === 'GET' && url.pathname === '/oauth/callback'
          ? callback(url, res)
          : req.method === 'POST' && url.pathname === '/webhooks'
            ? webhook(req, res)
            : Promise.resolve(void res.writeHead(404).end());
    handle.catch((err: Error) => {
      if (!res.headersSent) page(res, 500, 'App error', `<pre>${escapeHtml(err.message)}</pre>`, 'legacy-failed');
    });
  });
  await new Promise<void>((done) => server.listen(p.port, '127.0.0.1', done));
  const port = p.port;

  Object.assign(app, {
    url: `http://127.0.0.1:${port}/`,
    redirectUri: `http://127.0.0.1:${port}/oauth/callback`,
    appApi,
    webhooksOnceArrived: async (topic: string, count = 1) => {
      // bounded: 60 looks, 250 ms apart
      for (let i = 0; i < 60; i++) {
        const hooks = app.webhooks.filter((h) => h.topic === topic);
        if (hooks.length >= count) return hooks;
        await new Promise((r) => setTimeout(r, 250));
      }
      return app.webhooks.filter((h) => h.topic === topic);
    },
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  });
  return app;
}
