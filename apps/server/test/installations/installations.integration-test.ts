import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { accessTokens, apps, installations, vendors } from '../../src/db/schema/index.ts';
import { EXPLORER_TOKEN_SECONDS } from '../../src/modules/oauth/explorer-token.routes.ts';
import { decryptSecret, encryptSecret, sha256Hex } from '../../src/lib/crypto.ts';
import { findTokenContext } from '../../src/modules/oauth/tokens.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createTeam, installForVendors } from '../fixtures.ts';
import { CREATE_WITH_ACCESS, classification, loginCookie, readyApp } from '../apps-session.ts';
import { authorize, consentForm, decide, exchange, expectedHmac, plainHmac } from '../oauth-support.ts';

const LIST = `query($id: ID!, $after: String) { installations(id: $id, after: $after) { totalCount edges { node { id isTest vendor { name } } } pageInfo { hasNextPage endCursor } } }`;
const DATES = `query($id: ID!, $after: String) { installations(id: $id, after: $after) { edges { node { id creationDate } } pageInfo { hasNextPage endCursor } } }`;
const ONE = `query($id: ID!) { installation(id: $id) { id vendor { name } oldRestApiCredentials { accessKey secretKey } } }`;
const REMOVE = `mutation($id: ID!) { appUninstallTest(id: $id) { id testInstallation { id } } }`;
const REVEAL_REST = `mutation($id: ID!) { installationRestCredentialsReveal(id: $id) { accessKey secretKey } }`;
const LIST_REST = `query($id: ID!) { installations(id: $id) { edges { node { id oldRestApiCredentials { accessKey secretKey } } } } }`;
const AUDIT = `{ auditLog(first: 5) { edges { node { action kind description } } } }`;
const REPORT = `query($id: ID!) { appValidationReport(id: $id) { testInstallationSuccessful items { type valid } } }`;

describe('test installations, installations and the explorer token', () => {
  let t: TestApp;
  let acme: { cookie: string };
  let globex: { cookie: string };
  let appId: string;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await loginCookie(t, (await createTeam(t.db, 'Acme')).owner.email);
    globex = await loginCookie(t, (await createTeam(t.db, 'Globex')).owner.email);
    const a = { ...readyApp('Tester'), redirectUrlWhitelist: 'https://app.example.com/oauth/callback' };
    appId = (await t.gql(CREATE_WITH_ACCESS, { a, access: { scopes: ['PRODUCTS_READ'] } }, acme)).data.appCreate.id;
  });
  afterAll(() => t.close());

  it('test-installs a draft through the real flow on the organisation’s own test vendor', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/appstore/test/${appId}` })).headers.location).toBe('/developer/login');
    expect((await t.app.inject({ method: 'GET', url: `/appstore/test/${appId}`, headers: globex })).statusCode).toBe(404);

    const start = await t.app.inject({ method: 'GET', url: `/appstore/test/${appId}`, headers: acme });
    expect(start.statusCode).toBe(302);
    const launch = new URL(String(start.headers.location));
    expect(launch.origin + launch.pathname).toBe('https://app.example.com/launch');
    const [row] = await t.db
      .select()
      .from(apps)
      .where(eq(apps.id, Number(appId)));
    const secret = decryptSecret(row!.secretKeyEncrypted, t.config.secretKey);
    // what the platform generates has no %, & or =: receivers verifying the plain or the escaped way agree
    expect(launch.searchParams.get('hmac')).toBe(expectedHmac(launch.searchParams, secret));
    expect(launch.searchParams.get('hmac')).toBe(plainHmac(launch.searchParams, secret));
    expect(launch.searchParams.get('domain')).toMatch(/^test-org-\d+$/);
    const vendorCookie = String([start.headers['set-cookie']].flat()[0]).split(';')[0]!;

    // the app starts the OAuth install; the consent page says it is a test installation
    const page = await authorize(t, vendorCookie, {
      client_id: row!.apiKey,
      redirect_uri: 'https://app.example.com/oauth/callback',
      scope: 'PRODUCTS_READ',
      state: 'st',
    });
    expect(page.body).toContain('(test installation)');
    const code = new URL(String((await decide(t, vendorCookie, consentForm(page.body), 'install')).headers.location)).searchParams.get(
      'code',
    )!;
    expect((await t.gql(REPORT, { id: appId }, acme)).data.appValidationReport.testInstallationSuccessful).toBe(false);
    const token = await exchange(t, {
      client_id: row!.apiKey,
      client_secret: secret,
      code,
      redirect_uri: 'https://app.example.com/oauth/callback',
    });
    expect(token.status).toBe(200);

    const report = (await t.gql(REPORT, { id: appId }, acme)).data.appValidationReport;
    expect(report.testInstallationSuccessful).toBe(true);
    expect(report.items.find((i: { type: string }) => i.type === 'TEST_INSTALLATION').valid).toBe(true);
    const list = (await t.gql(LIST, { id: appId }, acme)).data.installations;
    expect(list.edges).toEqual([{ node: { id: expect.any(String), isTest: true, vendor: { name: 'Acme (test vendor)' } } }]);

    // the explorer's token: only for the owning organisation, with the installation's scopes
    const installId = list.edges[0].node.id;
    expect((await t.app.inject({ method: 'GET', url: `/api/graphql/token/${installId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/graphql/token/${installId}`, headers: globex })).statusCode).toBe(404);
    const explorer = await t.app.inject({ method: 'GET', url: `/api/graphql/token/${installId}`, headers: acme });
    expect(await findTokenContext(t.db, explorer.json().accessToken)).toMatchObject({
      installationId: Number(installId),
      scopes: ['PRODUCTS_READ'],
    });
    // explorer tokens expire after a working day; the install flow's token does not
    const [issued] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, sha256Hex(explorer.json().accessToken)));
    expect(issued!.expiresAt!.getTime() - Date.now()).toBeGreaterThan(EXPLORER_TOKEN_SECONDS * 1000 - 60_000);
    expect(issued!.expiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(EXPLORER_TOKEN_SECONDS * 1000);
    const [installed] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, sha256Hex(token.body.access_token)));
    expect(installed!.expiresAt).toBeNull();
    await t.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, issued!.id));
    expect(await findTokenContext(t.db, explorer.json().accessToken)).toBeNull();
    // the next visit's token works, and the expired one's row is gone
    const again = await t.app.inject({ method: 'GET', url: `/api/graphql/token/${installId}`, headers: acme });
    expect(await findTokenContext(t.db, again.json().accessToken)).not.toBeNull();
    expect(await t.db.select().from(accessTokens).where(eq(accessTokens.id, issued!.id))).toEqual([]);

    expect(classification(await t.gql(REMOVE, { id: appId }, globex))).toBe('NotFoundError');
    expect((await t.gql(REMOVE, { id: appId }, acme)).data.appUninstallTest.testInstallation).toBeNull();
    expect(await findTokenContext(t.db, token.body.access_token)).toBeNull();
    expect(await findTokenContext(t.db, explorer.json().accessToken)).toBeNull();
    expect((await t.gql(REPORT, { id: appId }, acme)).data.appValidationReport.testInstallationSuccessful).toBe(false);
    expect(classification(await t.gql(REMOVE, { id: appId }, acme))).toBe('NotFoundError');
  });

  it('lists installations newest first, 10 a page, and hides other organisations’ installations', async () => {
    await installForVendors(t.db, Number(appId), 12);
    const first = (await t.gql(LIST, { id: appId }, acme)).data.installations;
    expect(first.totalCount).toBe(12);
    expect(first.edges).toHaveLength(10);
    const second = (await t.gql(LIST, { id: appId, after: first.pageInfo.endCursor }, acme)).data.installations;
    expect(second.edges).toHaveLength(2);
    expect(second.pageInfo.hasNextPage).toBe(false);
    // newest installation first by its date, which the list shows, whatever order the rows were made in
    const ids = [...first.edges, ...second.edges].map((e: { node: { id: string } }) => Number(e.node.id));
    const dayMs = 86_400_000;
    for (const [i, id] of [...ids].sort((a, b) => a - b).entries()) {
      // the rows made first are the newest, two of them at the same moment (ties go by id, newest id first)
      await t.db
        .update(installations)
        .set({ installedAt: new Date(Date.UTC(2026, 0, 1) - Math.max(i, 1) * dayMs) })
        .where(eq(installations.id, id));
    }
    const byDate: { id: string; creationDate: string }[] = [];
    for (let after: string | undefined, page; (page = (await t.gql(DATES, { id: appId, after }, acme)).data.installations);) {
      byDate.push(...page.edges.map((e: { node: { id: string; creationDate: string } }) => e.node));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const made = [...ids].sort((a, b) => a - b);
    expect(byDate.map((n) => Number(n.id))).toEqual([made[1], made[0], ...made.slice(2)]);
    expect(byDate.map((n) => n.creationDate)).toEqual([...byDate.map((n) => n.creationDate)].sort().reverse());
    const one = first.edges[0].node.id;
    expect((await t.gql(ONE, { id: one }, acme)).data.installation).toMatchObject({ id: one, oldRestApiCredentials: null });
    expect(classification(await t.gql(ONE, { id: one }, globex))).toBe('NotFoundError');
    expect(classification(await t.gql(LIST, { id: appId }, globex))).toBe('NotFoundError');
    const [vendor] = await t.db
      .select()
      .from(vendors)
      .innerJoin(installations, eq(installations.vendorId, vendors.id))
      .where(eq(installations.id, Number(one)));
    expect((await t.gql(ONE, { id: one }, acme)).data.installation.vendor.name).toBe(vendor!.vendors.name);
  });

  it('shows an installation’s old REST API secret masked, and in the clear only on a reveal, which the audit log records', async () => {
    const [installation] = await t.db
      .select({ id: installations.id, vendorId: installations.vendorId })
      .from(installations)
      .where(and(eq(installations.appId, Number(appId)), isNull(installations.uninstalledAt), eq(installations.isTest, false)))
      .limit(1);
    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.id, installation!.vendorId));
    const secret = 'legacy-secret-0123456789abcdef';
    await t.db
      .update(installations)
      .set({
        scopes: ['LEGACY_API'],
        legacyAccessKey: 'legacy-access-key',
        legacySecretKeyEncrypted: encryptSecret(secret, t.config.secretKey),
      })
      .where(eq(installations.id, installation!.id));
    const id = String(installation!.id);

    // the detail and the list answer the secret masked: its last four characters only
    const one = (await t.gql(ONE, { id }, acme)).data.installation.oldRestApiCredentials;
    expect(one).toEqual({ accessKey: 'legacy-access-key', secretKey: `${'•'.repeat(12)}cdef` });
    const listed = (await t.gql(LIST_REST, { id: appId }, acme)).data.installations.edges.map((e: any) => e.node);
    expect(listed.find((n: { id: string }) => n.id === id).oldRestApiCredentials.secretKey).toBe(`${'•'.repeat(12)}cdef`);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const revealed = await t.gql(REVEAL_REST, { id }, acme);
    expect(revealed.errors).toBeUndefined();
    expect(revealed.data.installationRestCredentialsReveal).toEqual({ accessKey: 'legacy-access-key', secretKey: secret });
    const [entry] = (await t.gql(AUDIT, {}, acme)).data.auditLog.edges.map((e: any) => e.node);
    expect(entry).toEqual({
      action: 'installation.rest_credentials.reveal',
      kind: 'CREDENTIALS',
      description: `Revealed the old REST API secret key of ${vendor!.name}’s installation of app “Tester”`,
    });

    // another organisation's installation, and one without credentials, answer as missing and record nothing
    const foreign = await t.gql(REVEAL_REST, { id }, globex);
    const missing = await t.gql(REVEAL_REST, { id: '999999' }, globex);
    expect(classification(foreign)).toBe('NotFoundError');
    expect(foreign.errors![0]!.message).toBe(missing.errors![0]!.message);
    const other = listed.find((n: { id: string }) => n.id !== id).id;
    expect(classification(await t.gql(REVEAL_REST, { id: other }, acme))).toBe('NotFoundError');
    expect(classification(await t.gql(REVEAL_REST, { id }))).toBe('UnauthorizedError');
    const entries = (await t.gql(AUDIT, {}, acme)).data.auditLog.edges.map((e: any) => e.node.action);
    expect(entries.filter((a: string) => a === 'installation.rest_credentials.reveal')).toHaveLength(1);
  });

  it('asks for a real app URL before a test installation of an app on an example address', async () => {
    await t.db
      .update(apps)
      .set({ appUrl: 'https://app.tourcast.example/bokun' })
      .where(eq(apps.id, Number(appId)));
    const start = await t.app.inject({ method: 'GET', url: `/appstore/test/${appId}`, headers: acme });
    expect(start.statusCode).toBe(409);
    expect(start.headers.location).toBeUndefined();
    expect(start.body).toContain('app.tourcast.example is an example address that never exists');
    // sent like every platform page, with its content security policy
    expect(String(start.headers['content-security-policy'])).toContain("default-src 'none'");
    await t.db
      .update(apps)
      .set({ appUrl: 'https://app.example.com/launch' })
      .where(eq(apps.id, Number(appId)));
    expect((await t.app.inject({ method: 'GET', url: `/appstore/test/${appId}`, headers: acme })).statusCode).toBe(302);
  });

  it('refuses a test installation for apps in review or published', async () => {
    await t.db
      .update(apps)
      .set({ status: 'IN_REVIEW' })
      .where(eq(apps.id, Number(appId)));
    expect((await t.app.inject({ method: 'GET', url: `/appstore/test/${appId}`, headers: acme })).statusCode).toBe(409);
  });
});
