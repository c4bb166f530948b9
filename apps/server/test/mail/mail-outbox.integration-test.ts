import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { jobs, users } from '../../src/db/schema/index.ts';
import { createLocalStorage } from '../../src/modules/files/storage.ts';
import { MAIL_QUEUE } from '../../src/modules/mail/outbox.ts';
import { createListedApp, createTeam } from '../fixtures.ts';
import { createTestDatabase } from '../harness.ts';
import { RESET_REQUEST, SIGNUP, signupInput } from '../support/accounts.ts';

/** A real SMTP server on loopback whose answers the test chooses: accept, "try later" (451) or "no such user" (550). */
async function startSink(port: number) {
  const accepted: { to: string[]; raw: string }[] = [];
  const counts = { tempFailed: 0, refused: 0 };
  let tempFailures = 0;
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse.has(address.address)) return callback();
      counts.refused++;
      callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (tempFailures > 0) {
          tempFailures--;
          counts.tempFailed++;
          return callback(Object.assign(new Error('Too busy, try again later'), { responseCode: 451 }));
        }
        accepted.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    accepted,
    counts,
    /** The next `n` messages are answered 451 after DATA. */
    tempFail(n: number) {
      tempFailures = n;
    },
    refuseRecipient(address: string) {
      refuse.add(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port where nothing listens (yet): connecting to it is refused at once. */
async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function until<T>(check: () => Promise<T | null | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Quoted-printable soft breaks and `=3D` undone: enough to read a link out of a raw message. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('mail while the SMTP server is down', () => {
  let database: Database;
  let dataDir: string;
  let port: number;
  let sink: Awaited<ReturnType<typeof startSink>> | null = null;
  let current: FastifyInstance | null = null;

  /** One server process: a fresh app on the shared database, sending to SMTP_URL, retrying every 150 ms. */
  async function startProcess() {
    const config = loadConfig({
      APP_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://store.test',
      LOG_LEVEL: 'silent',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    const app = await buildApp({
      config,
      database,
      storage: createLocalStorage({ dataDir, publicUrl: config.publicUrl, secretKey: config.secretKey }),
      logger: false,
      webDist: join(dataDir, 'no-web'),
      mailOutbox: { pollMs: 50, retryDelayMs: () => 150 },
    });
    await app.ready();
    current = app;
    return app;
  }

  const gql = async (query: string, variables: Record<string, unknown>, cookie?: string) => {
    const res = await current!.inject({
      method: 'POST',
      url: '/appstore/graphql',
      headers: { 'content-type': 'application/json', 'x-csrf-protection': '1', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify({ query, variables }),
    });
    return { ...res.json(), headers: res.headers } as { headers: Record<string, unknown>; data: any; errors?: { message: string }[] };
  };
  const login = async (email: string) => {
    const r = await gql(`mutation($a: AppAccountLoginInput!) { appAccountLogin(account: $a) { id } }`, {
      a: { email, password: 'team-pass-123' },
    });
    return String([r.headers['set-cookie']].flat()[0]).split(';')[0]!;
  };
  const mailJobs = () => database.db.select().from(jobs).where(eq(jobs.queue, MAIL_QUEUE));

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'appstore-mail-outbox-'));
    port = await unusedPort();
  });
  afterAll(async () => {
    await current?.close();
    await sink?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let expected: { to: string; subject: string }[] = [];

  it('answers sign-up, password reset and a review decision with success, and keeps retrying their mail', async () => {
    await startProcess();
    const acme = await createTeam(database.db, 'Acme');
    const staff = await createTeam(database.db, 'Staff', { ownerAdmin: true });
    const { app } = await createListedApp(database.db, { organizationId: acme.org.id, name: 'Queued App', status: 'IN_REVIEW' });

    expect((await gql(SIGNUP, { account: signupInput('new@partner.test') })).data).toEqual({ appAccountSignup: true });
    expect((await gql(RESET_REQUEST, { email: acme.member.email })).data).toEqual({ appAccountPasswordResetRequest: true });
    const approved = await gql(
      `mutation($id: ID!) { appReviewApprove(id: $id) { status } }`,
      { id: String(app.id) },
      await login(staff.owner.email),
    );
    expect(approved.errors).toBeUndefined();
    expect(approved.data.appReviewApprove.status).toBe('PUBLISHED');

    // the actions happened: the account exists, the app is published
    expect(await database.db.select().from(users).where(eq(users.email, 'new@partner.test'))).toHaveLength(1);
    // verification, reset, and the decision (to the owner, who is also the business e-mail)
    const queued = await until(async () => {
      const rows = await mailJobs();
      return rows.length >= 3 && rows.every((j) => j.attempts >= 2) ? rows : null;
    }, 'every mail job to fail twice');
    expect(queued).toHaveLength(3);
    for (const job of queued) expect(job.lastError).toMatch(/ECONNREFUSED/);
    // still due again: nothing was given up
    for (const job of queued) expect(job.runAt.getTime()).toBeLessThan(Date.now() + 60_000);
    // the links are credentials: a queued job does not show them, nor whom it is for
    const payloads = JSON.stringify(queued.map((j) => j.payload));
    expect(payloads).not.toMatch(/token|reset-password|verify-email|partner\.test|Queued App/);

    expected = [
      { to: 'new@partner.test', subject: 'Verify your e-mail address' },
      { to: acme.member.email, subject: 'Reset your password' },
      { to: acme.owner.email, subject: 'Queued App has been approved' },
    ];
  });

  it('is sent by a new process on the same database once the SMTP server answers, each mail exactly once', async () => {
    // the first process stops (a restart) with its mail still queued
    await current!.close();
    current = null;
    sink = await startSink(port);
    await startProcess();

    await until(async () => (await mailJobs()).length === 0, 'the queue to empty');
    await new Promise((r) => setTimeout(r, 500)); // room for a second copy, were one sent
    expect(sink.accepted).toHaveLength(3);
    for (const { to, subject } of expected) {
      const copies = sink.accepted.filter((m) => m.to.includes(to) && m.raw.includes(`Subject: ${subject}`));
      expect(copies, `${subject} to ${to}`).toHaveLength(1);
    }
    // the link written when the user signed up still works
    const verification = unfold(sink.accepted.find((m) => m.to.includes('new@partner.test'))!.raw);
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(verification)![1]!;
    const followed = await current!.inject({ method: 'GET', url: `/appstore/verify-email?token=${token}` });
    expect(followed.headers.location).toBe('/developer/login?validated=true');
  });

  it('retries a message the server answers with 451 (busy) until it is accepted, and delivers it once', async () => {
    const team = await createTeam(database.db, 'Busy Mail');
    sink!.tempFail(3);
    const before = sink!.accepted.length;
    expect((await gql(RESET_REQUEST, { email: team.owner.email })).data).toEqual({ appAccountPasswordResetRequest: true });
    await until(async () => sink!.accepted.length > before, 'the reset mail to be accepted');
    await new Promise((r) => setTimeout(r, 500));
    expect(sink!.counts.tempFailed).toBe(3);
    expect(sink!.accepted.slice(before).map((m) => m.to)).toEqual([[team.owner.email]]);
    expect(await mailJobs()).toEqual([]);
  });

  it('keeps a mail whose recipient the server refuses for good (550) with its reason, and does not retry it', async () => {
    sink!.refuseRecipient('gone@partner.test');
    expect((await gql(SIGNUP, { account: signupInput('gone@partner.test') })).data).toEqual({ appAccountSignup: true });
    const [job] = await until(async () => {
      const rows = await mailJobs();
      return rows.length === 1 && rows[0]!.attempts === 1 ? rows : null;
    }, 'the refused mail to be recorded');
    expect(job!.lastError).toMatch(/550/);
    await new Promise((r) => setTimeout(r, 600)); // four retry delays
    expect(sink!.counts.refused).toBe(1);
    const [kept] = await database.db
      .select({ attempts: jobs.attempts, never: sql<boolean>`${jobs.runAt} = 'infinity'::timestamptz` })
      .from(jobs)
      .where(eq(jobs.id, job!.id));
    expect(kept).toEqual({ attempts: 1, never: true });
  });

  it('queues the mail of a reset it has just answered even when the server is stopped at once (a deploy)', async () => {
    const team = await createTeam(database.db, 'Stopped Right After');
    await database.db.delete(jobs).where(eq(jobs.queue, MAIL_QUEUE));
    expect((await gql(RESET_REQUEST, { email: team.owner.email })).data).toEqual({ appAccountPasswordResetRequest: true });
    // stopped in the same tick as the answer: the mail is queued (after the answer) before the app has closed,
    // so the database a stopping process closes next never loses it
    await current!.close();
    current = null;
    expect(await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.queue, MAIL_QUEUE))).toHaveLength(1);
  });
});
