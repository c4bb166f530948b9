import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/db/client.ts';
import {
  files,
  installations,
  jobs,
  ledgerEntries,
  platformSettings,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookSubscriptions,
} from '../../src/db/schema/index.ts';
import { createLocalStorage } from '../../src/modules/files/storage.ts';
import { issueAccessToken } from '../../src/modules/oauth/tokens.ts';
import { runBilling } from '../../src/modules/billing/ledger.ts';
import { MAIL_QUEUE, queueMail } from '../../src/modules/mail/outbox.ts';
import { webhookDisabledMail } from '../../src/modules/mail/templates.ts';
import { MAX_ATTEMPTS } from '../../src/modules/webhook-delivery/schedule.ts';
import { enqueueWebhookEvent } from '../../src/modules/webhook-delivery/outbox.ts';
import { createListedApp, createOrganization, createTeam } from '../fixtures.ts';
import { createTestDatabase, databaseUrlOf } from '../harness.ts';
import { LOGIN, ME } from '../support/accounts.ts';
import { installWithHistory } from '../support/ledger-fixtures.ts';
import {
  buildServerIfStale,
  ready,
  sessionCookie,
  startServer,
  tcpPortOwners,
  until,
  type ServerProcess,
} from '../support/server-processes.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { createWebhookApp } from '../support/webhook-fixtures.ts';
import { startReceiver, verifyStandardSignature, type Received, type Receiver } from '../support/webhook-receiver.ts';

/**
 * Several server processes on one PostgreSQL, over real HTTP: the compiled server that
 * `npm start` runs, started as child processes on a fresh database, with a real webhook receiver and a real
 * SMTP server on loopback. Every wait has a deadline; every loop a bound.
 */

/** Short enough that a test sees a dead process's work taken over, long enough for a 5 s webhook request. */
const LEASE_SECONDS = 8;
const LEASE_MS = LEASE_SECONDS * 1000;
const PASSWORD = 'team-pass-123';
const webDist = fileURLToPath(new URL('../../../web/dist/index.html', import.meta.url));
const ssrEntry = fileURLToPath(new URL('../../../web/dist-ssr/entry-server.js', import.meta.url));
/** The store pages are checked too when the web app is built (CI builds it before the tests; it is not required). */
const webBuilt = existsSync(webDist) && existsSync(ssrEntry);

const SEARCH = `query($q: String) { publicAppListings(filter: { searchTerm: $q }, first: 50) { totalCount edges { node { name } } } }`;

// Several processes share one database only on PostgreSQL: this suite exists only in the PostgreSQL run.
if (process.env.TEST_DB === 'postgres')
  describe('two server processes on one PostgreSQL', () => {
    let database: Database;
    let db: Db;
    let databaseUrl: string;
    let dataDir: string;
    let receiver: Receiver;
    let smtp: SmtpSink;
    const secretKey = randomBytes(32).toString('hex');
    const servers: ServerProcess[] = [];
    let a: ServerProcess;
    let b: ServerProcess;

    /** What every process of the platform shares; only its name (in SMTP's EHLO) differs. */
    const envOf = (name: string, overrides: Record<string, string> = {}) => ({
      APP_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SECRET_KEY: secretKey,
      PUBLIC_URL: 'https://store.example',
      // one machine: the local file store is shared through one DATA_DIR (several machines would use S3)
      DATA_DIR: dataDir,
      SMTP_URL: smtp.smtpUrl(`${name}.processes.test`),
      MAIL_FROM: 'App Store <no-reply@store.example>',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_TIME_SCALE: '0.001',
      WORKER_LEASE_SECONDS: String(LEASE_SECONDS),
      ...overrides,
    });
    /** Starts the named processes at the same moment and waits until each answers /readyz. */
    async function startTogether(...names: string[]): Promise<ServerProcess[]> {
      const started = await Promise.all(names.map((name) => startServer(name, envOf(name))));
      servers.push(...started);
      await Promise.all(started.map((s) => ready(s)));
      return started;
    }

    beforeAll(async () => {
      await buildServerIfStale();
      // empty: the processes migrate it themselves, both at once
      database = await createTestDatabase({ migrate: false });
      db = database.db;
      databaseUrl = await databaseUrlOf(database);
      dataDir = mkdtempSync(join(tmpdir(), 'appstore-processes-'));
      receiver = await startReceiver();
      smtp = await startSmtpSink();
      [a, b] = await startTogether('a', 'b');
    }, 240_000);

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await receiver?.close();
      await smtp?.close();
      await database?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('both start at once on an empty database, which each migration reaches once', async () => {
      const applied = await database.rawQuery<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      expect(applied.length).toBeGreaterThan(10);
      expect(new Set(applied.map((m) => m.hash)).size).toBe(applied.length);
      expect(await db.select().from(platformSettings)).toHaveLength(1);
    }, 90_000);

    it.runIf(webBuilt)(
      'warm their store pages at start: the first visitor to the home page gets it ready-made',
      async () => {
        for (const s of [a, b]) {
          const res = await fetch(`${s.url}/`, { signal: AbortSignal.timeout(20_000) });
          expect(res.status).toBe(200);
          // rendered by the process itself before anyone came: kept, or still being rendered and shared, never a
          // render of this request's own
          expect(res.headers.get('server-timing'), s.name).toMatch(/^page;desc="(cache|shared)"/);
        }
      },
      90_000,
    );

    it('share sessions: one signed in on A is signed in on B, and signing out on B ends it on both', async () => {
      const team = await createTeam(db, 'Shared Sessions');
      const login = await a.gql(LOGIN, { account: { email: team.owner.email, password: PASSWORD } });
      expect(login.errors).toBeUndefined();
      const cookie = sessionCookie(login.headers);

      for (const s of [b, a]) expect((await s.gql(ME, {}, cookie)).data.me).toMatchObject({ email: team.owner.email });
      expect((await b.gql('mutation { appAccountLogout }', {}, cookie)).data.appAccountLogout).toBe(true);
      for (const s of [a, b]) expect((await s.gql(ME, {}, cookie)).data.me, s.name).toBeNull();
    }, 90_000);

    it('count failed logins made on both together against one limit', async () => {
      const team = await createTeam(db, 'Throttled Team');
      const wrong = { account: { email: team.owner.email, password: 'not-the-password' } };
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => [a, b][i % 2]!.gql(LOGIN, wrong)));
      const outcomes = answers.map((r) => r.errors?.[0]?.extensions.classification ?? 'signed in');
      // 5 per account and address in 15 minutes, whichever process is asked
      expect(answers.filter((r) => r.errors?.[0]?.message === 'Invalid email or password')).toHaveLength(5);
      expect(outcomes.filter((c) => c === 'RateLimitedError')).toHaveLength(7);
      // and now neither lets even the right password be tried
      const right = { account: { email: team.owner.email, password: PASSWORD } };
      for (const s of [a, b]) expect((await s.gql(LOGIN, right)).errors?.[0]?.extensions.classification, s.name).toBe('RateLimitedError');
    }, 90_000);

    it("show a listing approved through one in the other's search at once, and a removed one disappears from both", async () => {
      const staff = await createTeam(db, 'Review Desk', { ownerAdmin: true });
      const partner = await createOrganization(db, 'Quokka Labs');
      const { app } = await createListedApp(db, {
        organizationId: partner.id,
        name: 'Quokka Planner',
        status: 'IN_REVIEW',
        searchTerms: ['quokka'],
      });
      const names = async (s: ServerProcess) =>
        (await s.gql(SEARCH, { q: 'quokka' })).data.publicAppListings.edges.map((e: { node: { name: string } }) => e.node.name);
      const page = async (s: ServerProcess) => {
        const res = await fetch(`${s.url}/apps?q=quokka`, { signal: AbortSignal.timeout(20_000) });
        expect(res.status).toBe(200);
        return res.text();
      };
      // both have answered (and kept) the search and its page before the change
      for (const s of [a, b]) {
        expect(await names(s)).toEqual([]);
        if (webBuilt) expect(await page(s)).not.toContain('Quokka Planner');
      }

      const cookie = sessionCookie((await a.gql(LOGIN, { account: { email: staff.owner.email, password: PASSWORD } })).headers);
      const approved = await a.gql(`mutation($id: ID!) { appReviewApprove(id: $id) { status } }`, { id: app.id }, cookie);
      expect(approved.data.appReviewApprove.status).toBe('PUBLISHED');
      // no wait, no retry: the very next request to the other process shows it
      expect(await names(b)).toEqual(['Quokka Planner']);
      if (webBuilt) expect(await page(b)).toContain('Quokka Planner');

      const removed = await b.gql(`mutation($id: ID!) { appUnpublish(id: $id) { status } }`, { id: app.id }, cookie);
      expect(removed.data.appUnpublish.status).toBe('UNPUBLISHED');
      for (const s of [a, b]) {
        expect(await names(s), s.name).toEqual([]);
        if (webBuilt) expect(await page(s), s.name).not.toContain('Quokka Planner');
      }
    }, 90_000);

    it('deliver 1,000 webhook events exactly once each between them, a retry with the same webhook-id', async () => {
      const hook = await createWebhookApp(db, secretKey, { url: receiver.url('/relay'), topic: 'EXPERIENCES_CREATE' });
      const [installation] = await db
        .update(installations)
        .set({ scopes: ['PRODUCTS_READ', 'PRODUCTS_WRITE'] })
        .where(eq(installations.appId, hook.app.id))
        .returning();
      const token = await issueAccessToken(db, { installationId: installation!.id, scopes: ['PRODUCTS_READ', 'PRODUCTS_WRITE'] });
      // about one event in eight fails its first attempt; every other answer is 200
      const answered = new Map<string, number[]>();
      receiver.setHandler((r) => {
        if (r.path !== '/relay') return { status: 200 };
        const id = String(r.headers['webhook-id']);
        const earlier = answered.get(id) ?? [];
        const status = earlier.length === 0 && parseInt(id.slice(-2), 16) % 8 === 0 ? 500 : 200;
        answered.set(id, [...earlier, status]);
        return { status };
      });

      // the events come in through the App API of both processes, eight requests at a time
      const total = 1000;
      let next = 0;
      const lanes = Array.from({ length: 8 }, async () => {
        for (let i = next++; i < total; i = next++) {
          const res = await fetch(`${[a, b][i % 2]!.url}/api/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-bokun-app-access-token': token },
            body: JSON.stringify({
              query: 'mutation($input: ExperienceCreateInput!) { experienceCreate(input: $input) { id } }',
              variables: { input: { name: `Tour ${i}`, price: 10 + i } },
            }),
            signal: AbortSignal.timeout(20_000),
          });
          const body = await res.json();
          if (body.errors) throw new Error(`experienceCreate ${i}: ${JSON.stringify(body.errors)}`);
        }
      });
      await Promise.all(lanes);

      const succeeded = () =>
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.subscriptionId, hook.subscription.id), eq(webhookDeliveries.status, 'SUCCEEDED')))
          .then(([row]) => Number(row!.n));
      await until(async () => (await succeeded()) === total, 120_000, `${total} deliveries succeeded`, 250);
      // which process sent what: by the sender's port, while the keep-alive connections are still open
      const owners = tcpPortOwners([a.child.pid!, b.child.pid!]);

      const deliveries = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, hook.subscription.id));
      expect(deliveries).toHaveLength(total);
      const arrivals = receiver.requests.filter((r) => r.path === '/relay');
      // each event's webhook-id is its delivery's, and each was answered 2xx exactly once
      expect(new Set(arrivals.map((r) => String(r.headers['webhook-id'])))).toEqual(new Set(deliveries.map((d) => d.eventId)));
      const statuses = [...answered.values()];
      expect(statuses.filter((s) => s.filter((code) => code === 200).length !== 1)).toEqual([]);
      const retried = statuses.filter((s) => s.length > 1);
      expect(retried.length).toBeGreaterThan(50);
      expect(retried.every((s) => s.join() === '500,200')).toBe(true);
      // a retry is the same event: same webhook-id, same body, signed anew
      const idsByBody = new Map<string, Set<string>>();
      for (const r of arrivals) idsByBody.set(r.body, (idsByBody.get(r.body) ?? new Set()).add(String(r.headers['webhook-id'])));
      expect(idsByBody.size).toBe(total);
      expect([...idsByBody.values()].every((ids) => ids.size === 1)).toBe(true);
      expect(arrivals.every((r) => verifyStandardSignature(r, hook.secret))).toBe(true);

      const [attempts] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookDeliveryAttempts)
        .where(
          inArray(
            webhookDeliveryAttempts.deliveryId,
            deliveries.map((d) => d.id),
          ),
        );
      expect(Number(attempts!.n)).toBe(total + retried.length);
      // both workers took part (skipped where /proc cannot tell)
      if (owners.size > 0) {
        const senders = new Set(arrivals.map((r) => owners.get(r.remotePort)).filter((pid) => pid !== undefined));
        expect(senders).toEqual(new Set([a.child.pid, b.child.pid]));
      }
    }, 240_000);

    it('after kill -9 of one while it delivers, the other sends all the dead one had claimed within about the lease', async () => {
      const hook = await createWebhookApp(db, secretKey, { url: receiver.url('/slow') });
      // slow answers keep each process's 64 request slots busy, so the killed one dies with requests in flight
      receiver.setHandler((r) => (r.path === '/slow' ? { status: 200, delayMs: 1_000 } : { status: 200 }));
      const total = 400;
      await db.transaction(async (tx) => {
        for (let i = 0; i < total; i++) {
          await enqueueWebhookEvent(tx as unknown as Db, {
            vendorId: hook.vendor.id,
            topic: 'BOOKINGS_CREATE',
            payload: { bookingId: `kill-${i}`, status: 'CONFIRMED' },
          });
        }
      });
      const slow = () => receiver.requests.filter((r) => r.path === '/slow');
      await until(async () => slow().length >= 100, 60_000, '100 deliveries arrived');
      a.child.kill('SIGKILL');
      const killedAt = Date.now();
      expect(await a.exit).toBeNull();

      await until(
        async () => {
          const [row] = await db
            .select({ n: sql<number>`count(*)::int` })
            .from(webhookDeliveries)
            .where(and(eq(webhookDeliveries.subscriptionId, hook.subscription.id), eq(webhookDeliveries.status, 'SUCCEEDED')));
          return Number(row!.n) === total;
        },
        LEASE_MS + 60_000,
        'every delivery succeeded after the kill',
        200,
      );
      const recovered = Date.now() - killedAt;
      // the dead process's claims wait out their lease (8 s here), then the survivor sends them
      expect(recovered).toBeLessThan(LEASE_MS + 20_000);

      const deliveries = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, hook.subscription.id));
      const byBody = new Map<string, Received[]>();
      for (const r of slow()) byBody.set(r.body, [...(byBody.get(r.body) ?? []), r]);
      // none lost: every event arrived
      expect(byBody.size).toBe(total);
      // what was in flight when it died arrived again, with the same webhook-id
      const again = [...byBody.values()].filter((rs) => rs.length > 1);
      expect(again.length).toBeGreaterThan(0);
      const eventIds = new Set(deliveries.map((d) => d.eventId));
      for (const rs of byBody.values()) {
        expect(new Set(rs.map((r) => r.headers['webhook-id'])).size).toBe(1);
        expect(eventIds.has(String(rs[0]!.headers['webhook-id']))).toBe(true);
      }
      // only the requests in flight at the kill (at most its 64 slots) arrived twice
      expect(again.length).toBeLessThanOrEqual(64);
      receiver.setHandler(() => ({ status: 200 }));
    }, 180_000);

    it('refuses to start a third process whose SECRET_KEY differs, saying so, and changes nothing', async () => {
      const before = await db.select().from(platformSettings);
      const wrong = await startServer('wrong-key', envOf('wrong-key', { SECRET_KEY: randomBytes(32).toString('hex') }));
      servers.push(wrong);
      const code = await Promise.race([wrong.exit, new Promise((r) => setTimeout(() => r('still running'), 60_000))]);
      expect(code).toBe(1);
      expect(wrong.output()).toContain('SECRET_KEY does not match the key this database');
      expect(wrong.output()).not.toContain(secretKey);
      expect(await db.select().from(platformSettings)).toEqual(before);
    }, 90_000);

    describe('scheduled work started on two processes at the same moment', () => {
      let c: ServerProcess;
      let d: ServerProcess;
      let team: Awaited<ReturnType<typeof createTeam>>;
      const hooks: Awaited<ReturnType<typeof createWebhookApp>>[] = [];
      const stale: string[] = [];
      const DAY = 86_400_000;
      let storage: ReturnType<typeof createLocalStorage>;

      beforeAll(async () => {
        await b.stop();
        // billing: recurring installs whose trial ended 86 days ago (3 monthly charges each), installs still in
        // their trial (none yet), one-time installs (one charge each)
        team = await createTeam(db, 'Billing Partner');
        const { app: recurring, plans } = await createListedApp(db, {
          organizationId: team.org.id,
          name: 'Monthly Sync',
          chargeType: 'RECURRING',
          freeTrialDays: 14,
          plans: [{ name: 'Monthly', type: 'MONTHLY_CHARGE', monthlyAmount: 10 }],
        });
        const { app: oneTime } = await createListedApp(db, {
          organizationId: team.org.id,
          name: 'Setup Wizard',
          chargeType: 'ONE_TIME',
          oneTimeChargeAmount: 25,
        });
        const now = Date.now();
        for (let i = 0; i < 20; i++)
          await installWithHistory(db, recurring.id, { installedAt: new Date(now - 100 * DAY), planId: plans[0]!.id });
        for (let i = 0; i < 5; i++)
          await installWithHistory(db, recurring.id, { installedAt: new Date(now - 5 * DAY), planId: plans[0]!.id });
        for (let i = 0; i < 10; i++) await installWithHistory(db, oneTime.id, { installedAt: new Date(now - 40 * DAY) });

        // webhook subscriptions whose one delivery is down to its last attempt, at a receiver that is gone
        receiver.setHandler((r) => (r.path === '/gone' ? { status: 410 } : { status: 200 }));
        for (let i = 0; i < 6; i++) {
          const hook = await createWebhookApp(db, secretKey, { url: receiver.url('/gone'), emergencyEmail: `oncall-${i}@billing.test` });
          hooks.push(hook);
          await db.transaction((tx) =>
            enqueueWebhookEvent(tx as unknown as Db, {
              vendorId: hook.vendor.id,
              topic: 'BOOKINGS_CREATE',
              payload: { bookingId: `last-${i}` },
            }),
          );
          await db
            .update(webhookDeliveries)
            .set({ attemptCount: MAX_ATTEMPTS - 1 })
            .where(eq(webhookDeliveries.subscriptionId, hook.subscription.id));
        }

        // uploads nobody saved, from two days ago, and one from now
        storage = createLocalStorage({ dataDir, publicUrl: 'https://store.example', secretKey });
        for (let i = 0; i <= 4; i++) {
          const key = `uploads/stale-${i}-${randomBytes(4).toString('hex')}.png`;
          await storage.put(key, Buffer.from('not really a png'), 'image/png');
          await db.insert(files).values({
            kind: 'IMAGE',
            s3Key: key,
            fileName: 'stale.png',
            fileType: 'png',
            size: 16,
            temp: true,
            createdAt: new Date(now - (i === 4 ? 0 : 2 * DAY)),
          });
          stale.push(key);
        }

        [c, d] = await startTogether('c', 'd');
      }, 240_000);

      it('bills every due charge once: monthly charges after each ended trial, none during a trial, one-time charges', async () => {
        const entries = () => db.select().from(ledgerEntries).where(eq(ledgerEntries.organizationId, team.org.id));
        await until(async () => (await entries()).length >= 70, 60_000, '70 ledger entries');
        await new Promise((r) => setTimeout(r, 1_000)); // a second run finishing late would show now
        const written = await entries();
        expect(written.filter((e) => e.kind === 'RECURRING')).toHaveLength(60);
        expect(written.filter((e) => e.kind === 'ONE_TIME')).toHaveLength(10);
        expect(new Set(written.map((e) => e.sourceKey)).size).toBe(70);
        expect(written.reduce((sum, e) => sum + Math.round(e.partnerAmount * 100), 0)).toBe(60 * 800 + 10 * 2000);
        // nothing was left for another run
        expect(await runBilling(db, { now: new Date(), partnerShare: 0.8 })).toBe(0);
        for (const s of [c, d]) expect(s.output(), s.name).not.toMatch(/billing failed/);

        // the partner's unclaimed payout reads the same through either process
        const cookie = sessionCookie((await c.gql(LOGIN, { account: { email: team.owner.email, password: PASSWORD } })).headers);
        const [ended] = await database.rawQuery<{ cents: number }>(
          `select coalesce(sum(partner_amount), 0) * 100 as cents from ledger_entries
           where organization_id = $1 and period_month < date_trunc('month', now() at time zone 'UTC')::date`,
          [team.org.id],
        );
        const status = await Promise.all([c, d].map((s) => s.gql('{ appOrgStatus { amount } }', {}, cookie)));
        for (const answer of status) expect(Math.round(answer.data.appOrgStatus.amount * 100)).toBe(Number(ended!.cents));
      }, 90_000);

      it('sends each final webhook attempt once, disables each subscription once, and mails each developer once', async () => {
        const expected = hooks.map((_, i) => `oncall-${i}@billing.test`).sort();
        const disabledMails = () => smtp.accepted.filter((m) => m.subject.startsWith('Webhook disabled for'));
        await until(async () => disabledMails().length >= expected.length, 60_000, `${expected.length} webhook-disabled mails`);
        await new Promise((r) => setTimeout(r, 2_000)); // room for a second copy to arrive, were one sent
        expect(
          disabledMails()
            .flatMap((m) => m.to)
            .sort(),
        ).toEqual(expected);
        expect(receiver.requests.filter((r) => r.path === '/gone')).toHaveLength(hooks.length);
        const subscriptions = await db
          .select()
          .from(webhookSubscriptions)
          .where(
            inArray(
              webhookSubscriptions.id,
              hooks.map((h) => h.subscription.id),
            ),
          );
        expect(subscriptions.every((s) => !s.enabled && s.disabledReason?.includes('8 failed attempts'))).toBe(true);
        expect(await db.select().from(jobs).where(eq(jobs.queue, MAIL_QUEUE))).toEqual([]);
      }, 90_000);

      it('cleans up stale uploads once, rows and stored files, and keeps a fresh one', async () => {
        const left = () => db.select().from(files).where(inArray(files.s3Key, stale));
        await until(async () => (await left()).length === 1, 30_000, 'stale uploads removed');
        expect((await left()).map((f) => f.s3Key)).toEqual([stale[4]]);
        for (const key of stale.slice(0, 4)) expect(await storage.read(key), key).toBeNull();
        expect(await storage.read(stale[4]!)).not.toBeNull();
        for (const s of [c, d]) expect(s.output(), s.name).not.toMatch(/upload cleanup failed/);
      }, 90_000);

      it('after kill -9 of one with mail jobs claimed, the other sends every one of them within about the lease, once', async () => {
        // 30 queued mails (as 30 disabled subscriptions would queue them), one per API contact
        const recipients = Array.from({ length: 30 }, (_, i) => `api-burst-${i}@mail.test`);
        // C's mail never gets an answer (it dies holding its claims); D's is slow, so C claims some too
        smtp.setPolicy((client) => (client.startsWith('c.') ? 'hold' : { delayMs: 300 }));
        await queueMail(
          db,
          secretKey,
          recipients.map((to, i) =>
            webhookDisabledMail({
              to,
              appName: `Burst ${i}`,
              topic: 'BOOKINGS_CREATE',
              url: receiver.url('/burst'),
              webhookLink: 'https://store.example/x',
            }),
          ),
        );

        await until(async () => smtp.held.some((m) => m.client.startsWith('c.')), 30_000, 'C sending a mail');
        c.child.kill('SIGKILL');
        const killedAt = Date.now();
        expect(await c.exit).toBeNull();

        const burst = () => smtp.accepted.filter((m) => m.to.some((to) => recipients.includes(to)));
        await until(async () => burst().length >= recipients.length, LEASE_MS + 60_000, 'every burst mail sent', 200);
        expect(Date.now() - killedAt).toBeLessThan(LEASE_MS + 20_000);
        await new Promise((r) => setTimeout(r, 1_500)); // room for a second copy to arrive, were one sent
        expect(
          burst()
            .flatMap((m) => m.to)
            .sort(),
        ).toEqual([...recipients].sort());
        expect(burst().every((m) => m.client.startsWith('d.'))).toBe(true);
        expect(await db.select().from(jobs).where(eq(jobs.queue, MAIL_QUEUE))).toEqual([]);
        smtp.setPolicy(() => ({}));
      }, 180_000);
    });
  });
