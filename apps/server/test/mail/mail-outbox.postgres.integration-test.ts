import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/processes.mjs';
import type { Database } from '../../src/db/client.ts';
import { jobs } from '../../src/db/schema/index.ts';
import { MAIL_QUEUE } from '../../src/modules/mail/outbox.ts';
import { createTeam } from '../fixtures.ts';
import { createTestDatabase, databaseUrlOf } from '../harness.ts';
import { RESET_REQUEST, SIGNUP, signupInput } from '../support/accounts.ts';
import { buildServerIfStale, ready, startServer, until, type ServerProcess } from '../support/server-processes.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';

const LEASE_SECONDS = 8;

// Real server processes on one PostgreSQL database: only in the PostgreSQL run.
if (process.env.TEST_DB === 'postgres')
  describe('mail while SMTP is down, across real server processes on PostgreSQL', () => {
    let database: Database;
    let databaseUrl: string;
    let dataDir: string;
    let smtpPort: number;
    let smtp: SmtpSink | null = null;
    const secretKey = randomBytes(32).toString('hex');
    const servers: ServerProcess[] = [];

    async function start(name: string) {
      const server = await startServer(name, {
        APP_ENV: 'production',
        DATABASE_URL: databaseUrl,
        SECRET_KEY: secretKey,
        PUBLIC_URL: 'https://store.example',
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?name=${name}.mail.test`,
        MAIL_FROM: 'App Store <no-reply@store.example>',
        WORKER_LEASE_SECONDS: String(LEASE_SECONDS),
      });
      servers.push(server);
      await ready(server);
      return server;
    }

    beforeAll(async () => {
      await buildServerIfStale();
      database = await createTestDatabase();
      databaseUrl = await databaseUrlOf(database);
      dataDir = mkdtempSync(join(tmpdir(), 'appstore-mail-processes-'));
      // nothing listens here until the test starts the SMTP server: every connection is refused
      smtpPort = await freePort();
    }, 240_000);
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await smtp?.close();
      await database?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('answers sign-up and reset at once, keeps their mail through a kill -9, and another process delivers each once', async () => {
      const [a, b] = await Promise.all([start('a'), start('b')]);
      const team = await createTeam(database.db, 'Mail Outage');

      const began = Date.now();
      const signup = await a.gql(SIGNUP, { account: signupInput('outage@partner.test') });
      const reset = await b.gql(RESET_REQUEST, { email: team.member.email });
      expect(signup.data).toEqual({ appAccountSignup: true });
      expect(reset.data).toEqual({ appAccountPasswordResetRequest: true });
      // the answers did not wait for an SMTP server that is not there
      expect(Date.now() - began).toBeLessThan(5_000);

      const mailJobs = () => database.db.select().from(jobs).where(eq(jobs.queue, MAIL_QUEUE));
      const failing = await until(
        async () => {
          const rows = await mailJobs();
          return rows.length === 2 && rows.every((j) => j.attempts >= 1) ? rows : null;
        },
        30_000,
        'both mails to fail once',
      );
      for (const job of failing) expect(job.lastError).toMatch(/ECONNREFUSED/);

      // one process dies without a word; the SMTP server comes back; a new process starts
      a.child.kill('SIGKILL');
      expect(await a.exit).toBeNull();
      smtp = await startSmtpSink({ port: smtpPort });
      await start('c');

      const delivered = () => smtp!.accepted.filter((m) => m.to.includes('outage@partner.test') || m.to.includes(team.member.email));
      // the retry delays so far are 5, 10 and 20 s: each mail is tried again within about half a minute
      await until(async () => delivered().length >= 2, 60_000, 'both mails delivered', 200);
      await new Promise((r) => setTimeout(r, 2_000)); // room for a second copy, were one sent
      expect(
        delivered()
          .map((m) => `${m.to.join()} ${m.subject}`)
          .sort(),
      ).toEqual([`${team.member.email} Reset your password`, 'outage@partner.test Verify your e-mail address'].sort());
      expect(await mailJobs()).toEqual([]);
    }, 180_000);
  });
