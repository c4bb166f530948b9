import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { apps, appVersions, webhookSubscriptions } from '../../src/db/schema/index.ts';
import { startDemoPartnerApp, DEMO_PARTNER_APP_SCOPES, type DemoPartnerApp } from '../../src/demo-partner-app.ts';
import { launchUrl } from '../../src/modules/oauth/launch.ts';
import { EXAMPLE_PARTNER_APP_NAME } from '../../src/seed/catalogue-data/example-partner-app.ts';
import { seedDemoData } from '../../src/seed/seed.ts';
import { createTestApp, type TestApp } from '../harness.ts';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

describe('the demo partner app (examples/partner-app run by npm start)', () => {
  let t: TestApp;
  let running: DemoPartnerApp | null = null;
  beforeAll(async () => {
    const port = await freePort();
    let partnerPort = await freePort();
    while (partnerPort === port) partnerPort = await freePort();
    // the environment of `npm start` (scripts/start.mjs turns DEMO_PARTNER_APP on) as the e2e setup gives it
    t = await createTestApp({
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DEMO_PARTNER_APP: 'on',
        DEMO_PARTNER_APP_PORT: String(partnerPort),
      },
    });
    await seedDemoData({ db: t.db, storage: t.storage, secretKey: t.config.secretKey, demoPartnerAppUrl: t.config.demoPartnerApp.url });
  }, 240_000);
  afterAll(async () => {
    await running?.stop();
    await t?.close();
  });

  it("seeds a published app of Demo Partner whose App URL, redirect URL, webhooks and access are the partner app's", async () => {
    const url = t.config.demoPartnerApp.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(t.config.demoPartnerApp.run).toBe(true);
    const [app] = await t.db
      .select()
      .from(apps)
      .where(and(eq(apps.name, EXAMPLE_PARTNER_APP_NAME), isNull(apps.deletedAt)));
    expect(app).toMatchObject({ status: 'PUBLISHED', type: 'PUBLIC', appUrl: `${url}/`, redirectUrlWhitelist: `${url}/oauth/callback` });
    const hooks = await t.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.appId, app!.id));
    expect(hooks.map((h) => [h.topic, h.url, h.enabled]).sort()).toEqual([
      ['APP_ACCESS_ACCEPT', `${url}/webhooks`, true],
      ['APP_UNINSTALL', `${url}/webhooks`, true],
      ['BOOKINGS_CREATE', `${url}/webhooks`, true],
    ]);
    // it may ask for what the partner app asks for, so a partner trying app versions (README) has scopes to add
    const [access] = await t.db.select().from(appVersions).where(eq(appVersions.appId, app!.id));
    expect(access).toMatchObject({ version: 1, scopes: DEMO_PARTNER_APP_SCOPES.split(',') });
    const listed = await t.gql(
      `{ publicAppListings(filter: { searchTerm: "Example Partner App" }, first: 5) { edges { node { name } } } }`,
    );
    expect(listed.data.publicAppListings.edges.map((e: any) => e.node.name)).toContain(EXAMPLE_PARTNER_APP_NAME);
  });

  it('runs the partner app at that URL with the credentials in the database: it accepts a signed launch and sends the vendor to consent', async () => {
    running = await startDemoPartnerApp(t.db, t.config, silentLog);
    expect(running?.url).toBe(t.config.demoPartnerApp.url);
    const [app] = await t.db
      .select()
      .from(apps)
      .where(eq(apps.appUrl, `${t.config.demoPartnerApp.url}/`));
    let about: Response | null = null;
    for (let i = 0; i < 100 && !about; i++) {
      about = await fetch(`${running!.url}/`).catch(() => null);
      if (!about) await new Promise((r) => setTimeout(r, 100));
    }
    expect(about?.status).toBe(200);

    const launch = await fetch(launchUrl(app!, { domain: 'demo-tours' }, 1, t.config.secretKey)!, { redirect: 'manual' });
    expect(launch.status).toBe(303);
    const authorize = new URL(launch.headers.get('location')!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${t.config.publicUrl}/appstore/oauth/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(app!.apiKey);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${t.config.demoPartnerApp.url}/oauth/callback`);
    expect(authorize.searchParams.get('scope')).toBe(DEMO_PARTNER_APP_SCOPES);

    // a launch signed with another key is refused: the app holds this app's secret, not any
    const forged = new URL(`${running!.url}/?domain=demo-tours&timestamp=${Math.floor(Date.now() / 1000)}&user=1&hmac=${'0'.repeat(64)}`);
    expect((await fetch(forged, { redirect: 'manual' })).status).toBe(401);

    await running!.stop();
    await expect(fetch(`${running!.url}/`)).rejects.toThrow();
    running = null;
  });
});
