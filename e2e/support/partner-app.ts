import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const server = resolve(import.meta.dirname, '../../examples/partner-app/server.mjs');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

export interface ReceivedWebhook {
  topic: string;
  valid: boolean;
  body: string;
}

export interface PartnerApp {
  url: string;
  status(): Promise<{ installs: { domain: string; scope: string }[]; webhooks: ReceivedWebhook[] }>;
  /** The webhooks received with `topic` (any when not given), once there is one, or none after 15 s. */
  webhooksOnceArrived(topic?: string): Promise<ReceivedWebhook[]>;
  stop(): Promise<void>;
}

/** Runs examples/partner-app for one app's credentials, as a partner would run it. */
export async function startPartnerApp(p: {
  port: number;
  platformUrl: string;
  apiKey: string;
  secretKey: string;
  scopes?: string;
}): Promise<PartnerApp> {
  const url = `http://127.0.0.1:${p.port}`;
  const child: ChildProcess = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(p.port),
      PUBLIC_URL: url,
      PLATFORM_URL: p.platformUrl,
      APP_API_KEY: p.apiKey,
      APP_SECRET_KEY: p.secretKey,
      SCOPES: p.scopes ?? 'PRODUCTS_READ,BOOKINGS_READ',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/status.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`partner app exited: ${output.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const status = async () => (await fetch(`${url}/status.json`)).json();
  return {
    url,
    status,
    webhooksOnceArrived: async (topic) => {
      let hooks: ReceivedWebhook[] = [];
      // delivery is asynchronous (the platform's outbox workers): bounded at 60 looks, 250 ms apart
      for (let i = 0; i < 60 && hooks.length === 0; i++) {
        if (i > 0) await new Promise((r) => setTimeout(r, 250));
        hooks = ((await status()).webhooks as ReceivedWebhook[]).filter((h) => topic === undefined || h.topic === topic);
      }
      return hooks;
    },
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}
