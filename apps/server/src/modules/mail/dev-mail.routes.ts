import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopback } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { findDevMails } from './mail.queries.ts';
import { escapeHtml } from '../../lib/html.ts';

interface DevMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

/**
 * The development mailbox (ARCHITECTURE §4): what the mailer stored instead of sending, for people at
 * /dev/mail and for tests at /dev/mail.json. It shows every user's reset and verification links, so production
 * never has it, and elsewhere only a client on this machine sees it: anyone else gets the answer of a missing
 * route. The socket's own address decides, never X-Forwarded-For (which a client writes itself); a request a
 * proxy forwarded is not from this machine even when the proxy runs on it (nginx in front of 127.0.0.1 serves the
 * whole internet), and one whose Host is not a loopback name came through a name that points here from elsewhere
 * (DNS rebinding: a page the developer visits reading the mailbox of a server on their own machine).
 */
export function registerDevMailbox(app: FastifyInstance, opts: { db: Db; production: boolean }): void {
  if (opts.production) return;

  app.get('/dev/mail.json', async (req, reply) => {
    if (!fromThisMachine(req)) return reply.callNotFound();
    return reply.header('cache-control', 'no-store').send(await listMails(opts.db));
  });

  app.get('/dev/mail', async (req, reply) => {
    if (!fromThisMachine(req)) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(await listMails(opts.db)));
  });
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

function fromThisMachine(req: FastifyRequest): boolean {
  if (!isLoopback(req.socket.remoteAddress ?? '')) return false;
  if (FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  return isLoopbackName(req.headers.host ?? '');
}

/** `localhost`, `127.0.0.1:3000`, `[::1]:5173`: a Host header naming this machine, with or without a port. */
function isLoopbackName(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return name === '[::1]' || name === 'localhost' || name.endsWith('.localhost') || isLoopback(name);
}

async function listMails(db: Db): Promise<DevMail[]> {
  const rows = await findDevMails(db);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

// Inline styles only: the server's CSP allows no scripts and no inline <script>, but does allow style attributes.
function renderPage(mails: DevMail[]): string {
  const items = mails.length
    ? mails.map(renderMail).join('\n')
    : '<p style="color:#52606d;">No mail yet. Mail the server sends appears here while SMTP_URL is not set.</p>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox (${mails.length})</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:system-ui, sans-serif;color:#1f2933;">
<h1 style="margin:0 0 4px;font-size:22px;">Dev mailbox</h1>
<p style="margin:0 0 24px;color:#52606d;">${mails.length} mail${mails.length === 1 ? '' : 's'}, newest first. Also as <a href="/dev/mail.json">JSON</a>.</p>
${items}
</body>
</html>
`;
}

function renderMail(m: DevMail): string {
  const links = m.links.length
    ? `<ul style="margin:8px 0 0;padding-left:20px;">${m.links.map((l) => `<li>${renderLink(l)}</li>`).join('')}</ul>`
    : '<p style="margin:8px 0 0;color:#7b8794;">No links.</p>';
  return `<article id="mail-${m.id}" style="margin:0 0 24px;padding:20px;background:#ffffff;border:1px solid #e4e7eb;border-radius:8px;">
<h2 style="margin:0 0 8px;font-size:18px;">${escapeHtml(m.subject)}</h2>
<div style="font-size:14px;color:#52606d;">To <strong style="color:#1f2933;">${escapeHtml(m.to)}</strong> · <time datetime="${m.createdAt}">${formatTime(m.createdAt)}</time> · #${m.id}</div>
${links}
<div style="display:grid;grid-template-columns:repeat(auto-fit, minmax(360px, 1fr));gap:16px;margin-top:16px;">
<iframe sandbox srcdoc="${escapeHtml(m.html)}" title="HTML part of mail ${m.id}" style="width:100%;height:520px;border:1px solid #e4e7eb;border-radius:4px;background:#ffffff;"></iframe>
<pre style="margin:0;padding:12px;max-height:520px;overflow:auto;white-space:pre-wrap;word-break:break-word;background:#f4f5f7;border-radius:4px;font-size:13px;">${escapeHtml(m.text)}</pre>
</div>
</article>`;
}

/** Only http(s) becomes a clickable anchor, whatever else found its way into the table. */
function renderLink(link: string): string {
  const escaped = escapeHtml(link);
  return /^https?:\/\//i.test(link) ? `<a href="${escaped}" style="word-break:break-all;">${escaped}</a>` : escaped;
}

const formatTime = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
