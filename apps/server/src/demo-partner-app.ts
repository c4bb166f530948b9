import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import { isLoopback, type Config } from './config.ts';
import type { Db } from './db/client.ts';
import { apps } from './db/schema/index.ts';
import { decryptSecret } from './lib/crypto.ts';
import { liveApp } from './modules/apps/apps.queries.ts';

/** examples/partner-app's entry; dist/main.js sits at the same depth as src/, so one path fits both. */
export const examplePartnerAppEntry = fileURLToPath(new URL('../../../examples/partner-app/server.mjs', import.meta.url));

/** What the demo installation asks for: enough to read the vendor and its experiences and make a test booking. */
export const DEMO_PARTNER_APP_SCOPES = 'PRODUCTS_READ,BOOKINGS_READ,BOOKINGS_WRITE';

const STOP_WAIT_MS = 2_000;

export interface DemoPartnerApp {
  url: string;
  stop(): Promise<void>;
}

interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Runs examples/partner-app, as a partner would run it, for the app whose App URL is config.demoPartnerApp.url
 * (the demo data seeds one there), with that app's API key and secret key as they are in the database now.
 * A child process with only the variables it needs (no DATABASE_URL, no SECRET_KEY); it ends with this process.
 */
export async function startDemoPartnerApp(db: Db, config: Config, log: Log): Promise<DemoPartnerApp | null> {
  const { url, port } = config.demoPartnerApp;
  const [app] = await db
    .select({ apiKey: apps.apiKey, secretKeyEncrypted: apps.secretKeyEncrypted })
    .from(apps)
    .where(and(eq(apps.appUrl, `${url}/`), liveApp))
    .orderBy(asc(apps.id))
    .limit(1);
  if (!app) {
    log.warn(
      `demo partner app: no app has the App URL ${url}/ (was the demo data seeded with another PORT or DEMO_PARTNER_APP_PORT?); not started`,
    );
    return null;
  }
  const child = spawn(process.execPath, [examplePartnerAppEntry], {
    env: {
      PORT: String(port),
      // reachable only from this machine unless its address says otherwise: its status page lists every webhook it got
      HOST: isLoopback(new URL(url).hostname) ? '127.0.0.1' : config.host,
      PUBLIC_URL: url,
      PLATFORM_URL: config.publicUrl,
      APP_API_KEY: app.apiKey,
      APP_SECRET_KEY: decryptSecret(app.secretKeyEncrypted, config.secretKey),
      SCOPES: DEMO_PARTNER_APP_SCOPES,
    },
    // the IPC channel closes when this process dies, however it dies, and the app then exits (server.mjs)
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let stopping = false;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      if (!stopping) log.error(`demo partner app stopped (${signal ?? `exit code ${code}`}); is port ${port} taken?`);
      done();
    }),
  );
  child.once('error', (err) => log.error(`demo partner app could not start: ${err.message}`));
  return {
    url,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref())]);
    },
  };
}
