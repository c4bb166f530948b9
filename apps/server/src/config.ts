import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

/** The only reader of process.env. Every variable is documented in .env.example. */
const boolish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** What partners earn of what vendors pay when PARTNER_SHARE is not set (server-behaviour "Money"). */
export const DEFAULT_PARTNER_SHARE = 0.8;

/** An empty value means the default: left empty, the partner's share must not silently become 0. */
const fraction = (message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number(message).min(0, message).max(1, message).optional());

/** `EUR=1.09,ISK=0.0073`: US dollars per unit of each currency, over the built-in table (billing/exchange-rates.ts). */
const exchangeRates = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const rates: Record<string, string> = {};
    for (const pair of (v ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const match = /^([A-Z]{3})=(\d{1,9}(?:\.\d{1,8})?)$/.exec(pair);
      // USD is the ledger's own currency: its rate is 1 by definition
      if (!match || Number(match[2]) <= 0 || match[1] === 'USD') {
        ctx.addIssue({
          code: 'custom',
          message: `"${pair}" is not CODE=rate (e.g. EUR=1.08, a positive number with at most 8 decimals, for a currency other than USD)`,
        });
        return z.NEVER;
      }
      rates[match[1]!] = match[2]!;
    }
    return rates;
  });

/**
 * TRUST_PROXY: `false` (clients connect directly), `true` (trust every X-Forwarded-For hop: only behind a proxy
 * that replaces the header), or the proxies' own addresses, comma-separated (IPs, CIDR ranges, or proxy-addr's
 * `loopback`, `linklocal`, `uniquelocal`): the client is then the first address, from the right, that is not one
 * of them, whatever a client wrote into the header itself.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): boolean | string[] => {
    const value = (v ?? '').trim();
    if (['', 'false', '0'].includes(value)) return false;
    if (['true', '1'].includes(value)) return true;
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.find((e) => !isProxyAddress(e));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `${JSON.stringify(bad)} is not true, false, an IP address or a CIDR range (e.g. 10.0.0.0/8) of your proxies`,
      });
      return z.NEVER;
    }
    return entries;
  });

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A comma-separated list of web origins (`https://host[:port]`, nothing after it); blank means none. */
const originList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const entry of value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      const origin = webOrigin(entry);
      if (origin) origins.push(origin);
      else
        ctx.addIssue({
          code: 'custom',
          message: `${JSON.stringify(entry)} is not an origin such as https://admin.example.com (scheme, host and port only)`,
        });
    }
    return origins;
  });

function webOrigin(entry: string): string | null {
  try {
    const url = new URL(entry);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === entry.replace(/\/$/, '').toLowerCase() ? url.origin : null;
  } catch {
    return null;
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('App Store <no-reply@appstore.local>'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SUPPORT_EMAIL: z.email().default('support@appstore.local'),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: boolish,
  WEBHOOK_TIME_SCALE: z.coerce.number().positive().max(1).default(1),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z.enum(['auto', 'never']).default('auto'),
  // scripts/start.mjs and scripts/dev.mjs set `on`: only their process runs the demo partner app, not every server
  DEMO_PARTNER_APP: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['on', 'off'], 'DEMO_PARTNER_APP must be on or off').default('off'),
  ),
  DEMO_PARTNER_APP_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number('DEMO_PARTNER_APP_PORT must be a port number from 1 to 65535')
      .int('DEMO_PARTNER_APP_PORT must be a port number from 1 to 65535')
      .min(1, 'DEMO_PARTNER_APP_PORT must be a port number from 1 to 65535')
      .max(65535, 'DEMO_PARTNER_APP_PORT must be a port number from 1 to 65535')
      .optional(),
  ),
  CORS_ALLOWED_ORIGINS: originList,
  PARTNER_SHARE: fraction('PARTNER_SHARE must be a fraction from 0 to 1').default(DEFAULT_PARTNER_SHARE),
  EXCHANGE_RATES: exchangeRates,
  WORKER_LEASE_SECONDS: z.coerce
    .number('WORKER_LEASE_SECONDS must be a whole number of seconds')
    .int('WORKER_LEASE_SECONDS must be a whole number of seconds')
    .min(6, 'WORKER_LEASE_SECONDS must be at least 6 (a webhook request may take 5)')
    .max(3600, 'WORKER_LEASE_SECONDS must be at most 3600')
    .default(60),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 32, 'METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)')
    .refine((v) => v === undefined || /^[\x21-\x7e]+$/.test(v), 'METRICS_TOKEN may hold printable ASCII characters only, no spaces'),
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number('METRICS_PORT must be a port number from 1 to 65535')
      .int('METRICS_PORT must be a port number from 1 to 65535')
      .min(1, 'METRICS_PORT must be a port number from 1 to 65535')
      .max(65535, 'METRICS_PORT must be a port number from 1 to 65535')
      .optional(),
  ),
  METRICS_HOST: z.string().min(1, 'METRICS_HOST must be an address to listen on, e.g. 127.0.0.1').default('127.0.0.1'),
  UPLOAD_MEMORY_MB: z.coerce
    .number('UPLOAD_MEMORY_MB must be a number of megabytes')
    .int()
    .min(20, 'UPLOAD_MEMORY_MB must be at least 20 (one upload)')
    .default(200),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const production = e.APP_ENV === 'production';
  if (production && !e.SECRET_KEY) throw new Error('Invalid configuration:\n  SECRET_KEY: required in production');
  // without it every e-mail, reset and verification links included, would sit unsent in the development mailbox
  if (production && !e.SMTP_URL) throw new Error('Invalid configuration:\n  SMTP_URL: required in production');
  // a metrics listener on a public address answers anyone unless it asks for the token
  if (production && e.METRICS_PORT !== undefined && !e.METRICS_TOKEN && !isLoopback(e.METRICS_HOST)) {
    throw new Error(
      'Invalid configuration:\n  METRICS_TOKEN: required in production when METRICS_HOST is not a loopback address (metrics are never public)',
    );
  }
  // the port after the store's (3001 beside 3000); a store on a random port (PORT=0) gets 3001 too
  const demoPartnerAppPort = e.DEMO_PARTNER_APP_PORT ?? (e.PORT > 0 && e.PORT < 65535 ? e.PORT + 1 : 3001);
  if (demoPartnerAppPort === e.PORT) {
    throw new Error('Invalid configuration:\n  DEMO_PARTNER_APP_PORT: must differ from PORT (the demo partner app is a site of its own)');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new Error('Invalid configuration:\n  METRICS_PORT: must differ from PORT (metrics get a listener of their own)');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    /**
     * Outside production a server is someone's own copy, with the development mailbox's reset links and the demo
     * accounts: only this machine reaches it unless HOST says otherwise. In production, every interface.
     */
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    env: e.APP_ENV,
    production,
    secretKey: e.SECRET_KEY ?? localSecretKey(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          }
        : undefined,
    supportEmail: e.SUPPORT_EMAIL,
    webhookAllowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS || !production,
    webhookTimeScale: e.WEBHOOK_TIME_SCALE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemoData: e.SEED_DEMO_DATA === 'auto' && !production,
    /**
     * examples/partner-app as one of the demo catalogue's apps: `url` is where the demo data points its App URL,
     * redirect URL and webhooks (PUBLIC_URL's host, its own port); `run` is whether this process starts it there.
     * Only the process of `npm start` or `npm run dev` runs it (DEMO_PARTNER_APP=on), and never in production.
     */
    demoPartnerApp: {
      url: `http://${new URL(publicUrl).hostname}:${demoPartnerAppPort}`,
      port: demoPartnerAppPort,
      run: e.DEMO_PARTNER_APP === 'on' && !production,
    },
    partnerShare: e.PARTNER_SHARE,
    exchangeRates: e.EXCHANGE_RATES,
    /** The most upload bodies one process holds at once, in bytes (each body is read whole before it is stored). */
    uploadBytesInFlight: e.UPLOAD_MEMORY_MB * 1024 * 1024,
    /**
     * How long a webhook delivery or job claimed by one process stays reserved for it. A process that dies
     * (kill -9, a lost machine) holds its work this long at most; then any other process takes it over.
     */
    workerLeaseMs: e.WORKER_LEASE_SECONDS * 1000,
    /**
     * Prometheus metrics are never public: served at /metrics on the main port only with `token` (as a bearer
     * token), and on a listener of their own when `port` is set (bound to `host`, loopback by default).
     */
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    /** Besides PUBLIC_URL's own origin, the web origins whose pages may call the store API with the user's session. */
    corsAllowedOrigins: e.CORS_ALLOWED_ORIGINS,
  };
}

/** Outside production a key is generated once and kept in DATA_DIR so sessions and secrets survive restarts. */
function localSecretKey(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** A loopback host name or address, also as an IPv4 address mapped into IPv6 (`::ffff:127.0.0.1`), as sockets give it. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(host);
}
