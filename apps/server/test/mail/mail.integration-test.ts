import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDevMailbox } from '../../src/modules/mail/dev-mail.routes.ts';
import { createMailer } from '../../src/modules/mail/mail.service.ts';
import { passwordResetMail, verificationMail } from '../../src/modules/mail/templates.ts';
import { createTestApp, type TestApp } from '../harness.ts';

const FROM = 'Bókun App Store <no-reply@store.test>';
const VERIFY_LINK = 'http://store.test/appstore/verify-email?token=verify-abc123';
const RESET_LINK = 'http://store.test/developer/reset-password?token=reset-def456';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mail over SMTP', () => {
  let server: SMTPServer;
  let port: number;
  const received: Received[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a multipart/alternative message with both parts and the link', async () => {
    // the SMTP branch never touches the database
    const mailer = createMailer({ db: undefined as never, smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM });
    await mailer.send(verificationMail({ to: 'ann@partner.test', firstName: 'Ann', link: VERIFY_LINK }));

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe('no-reply@store.test');
    expect(mail.to).toEqual(['ann@partner.test']);
    expect(mail.raw).toMatch(/^To: ann@partner\.test\r?$/m);
    expect(mail.raw).toMatch(/^Subject: Verify your e-mail address\r?$/m);
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative;/m);

    const parts = mimeParts(mail.raw);
    const text = parts.find((p) => p.contentType.startsWith('text/plain'));
    const html = parts.find((p) => p.contentType.startsWith('text/html'));
    expect(text?.body).toContain(VERIFY_LINK);
    expect(text?.body).toContain('Bókun App Store');
    expect(html?.body).toContain(`href="${VERIFY_LINK}"`);
  });
});

describe('dev mailbox', () => {
  let t: TestApp;
  let bare: FastifyInstance;
  let production: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    // the routes are registered on a bare instance, so this test does not depend on how app.ts wires them
    bare = Fastify();
    registerDevMailbox(bare, { db: t.db, production: false });
    await bare.ready();
    production = Fastify();
    registerDevMailbox(production, { db: t.db, production: true });
    await production.ready();
  });
  afterAll(async () => {
    await bare?.close();
    await production?.close();
    await t?.close();
  });

  it('stores mail instead of sending it when there is no SMTP URL, and lists it newest first', async () => {
    const mailer = createMailer({ db: t.db, from: FROM });
    await mailer.send(verificationMail({ to: 'ann@partner.test', firstName: 'Ann', link: VERIFY_LINK }));
    await mailer.send(passwordResetMail({ to: 'bo@partner.test', firstName: '<script>alert(1)</script>', link: RESET_LINK }));

    const res = await bare.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const mails = res.json() as Record<string, unknown>[];
    const subjects = mails.map((m) => m.subject);
    expect(subjects.indexOf('Reset your password')).toBeGreaterThanOrEqual(0);
    expect(subjects.indexOf('Reset your password')).toBeLessThan(subjects.indexOf('Verify your e-mail address'));

    const reset = mails.find((m) => m.subject === 'Reset your password')!;
    expect(Object.keys(reset).sort()).toEqual(['createdAt', 'html', 'id', 'links', 'subject', 'text', 'to']);
    expect(reset).toMatchObject({ to: 'bo@partner.test', links: [RESET_LINK] });
    expect(reset.text).toContain(RESET_LINK);
    expect(reset.html).toContain(`href="${RESET_LINK}"`);
    expect(new Date(reset.createdAt as string).toISOString()).toBe(reset.createdAt);
    expect(mails.find((m) => m.subject === 'Verify your e-mail address')).toMatchObject({ links: [VERIFY_LINK] });
  });

  it('shows the mailbox as an HTML page with the mail rendered in a sandboxed frame', async () => {
    const res = await bare.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const page = res.body;
    expect(page.indexOf('Reset your password')).toBeGreaterThan(0);
    expect(page.indexOf('Reset your password')).toBeLessThan(page.indexOf('Verify your e-mail address'));
    expect(page).toContain(`<a href="${RESET_LINK}"`);
    expect(page).toContain('<iframe sandbox srcdoc="&lt;!doctype html&gt;');
    // the hostile name is escaped in the mail's HTML, and that HTML once more inside srcdoc
    expect(page).not.toContain('<script');
    expect(page).toContain('&amp;lt;script&amp;gt;');
  });

  it('answers only a client on this machine, not a proxy forwarding for one nor a foreign host name: the rest get what a missing route answers', async () => {
    // the whole app, behind a proxy it trusts: its request address would be the one the header names
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const ask = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
        proxied.app.inject({ method: 'GET', url, remoteAddress, headers: { accept: 'text/html', ...headers } });
      const missing = await ask('/dev/nothing-here', '203.0.113.7');
      expect(missing.statusCode).toBe(404);
      for (const url of ['/dev/mail', '/dev/mail.json']) {
        for (const [remoteAddress, headers] of [
          ['203.0.113.7', {}],
          ['192.168.1.20', { 'x-forwarded-for': '127.0.0.1' }],
          ['::ffff:10.0.0.8', {}],
          // a proxy on this machine forwarding for someone anywhere (nginx in front of 127.0.0.1)
          ['127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }],
          ['127.0.0.1', { 'x-real-ip': '203.0.113.7' }],
          ['127.0.0.1', { forwarded: 'for=203.0.113.7' }],
          // a name that points here from elsewhere (DNS rebinding from a page the developer has open)
          ['127.0.0.1', { host: 'attacker.example:3000' }],
        ] as const) {
          const res = await ask(url, remoteAddress, headers);
          expect([url, remoteAddress, res.statusCode, res.headers['content-type'], res.body]).toEqual([
            url,
            remoteAddress,
            404,
            missing.headers['content-type'],
            missing.body.replace('/dev/nothing-here', url),
          ]);
        }
        for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
          expect((await ask(url, remoteAddress)).statusCode, `${url} from ${remoteAddress}`).toBe(200);
        }
        // the names the browser uses for this machine: npm start's and the Vite dev server's
        for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost:5173']) {
          expect((await ask(url, '127.0.0.1', { host })).statusCode, `${url} as ${host}`).toBe(200);
        }
      }
    } finally {
      await proxied.close();
    }
  });

  it('does not exist in production', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      expect((await production.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

/** The leaf parts of a MIME message, decoded: enough to read what nodemailer wrote. */
function mimeParts(raw: string): { contentType: string; body: string }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head, ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      const header = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(head)?.[1].trim() ?? '';
      const encoding = header('Content-Transfer-Encoding').toLowerCase();
      return { contentType: header('Content-Type').toLowerCase(), body: decodeBody(body, encoding) };
    });
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    // a QP body is ASCII; each =XX is one byte of the UTF-8 text
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const hex = soft[i] === '=' ? /^[0-9A-F]{2}/i.exec(soft.slice(i + 1, i + 3)) : null;
      if (hex) {
        bytes.push(parseInt(hex[0], 16));
        i += 2;
      } else bytes.push(soft.charCodeAt(i));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}
