import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { devMails } from '../../db/schema/mail.ts';
import type { Mailer } from '../../lib/mailer.ts';

// the driver interface lives with the other infrastructure types; named here too, where the mail module's users look
export type { Mailer, MailMessage, MailOutbox } from '../../lib/mailer.ts';

/**
 * Real SMTP when `smtpUrl` is set; otherwise the development mailbox (the `dev_mails` table behind
 * /dev/mail), so that sign-up and password reset work on a fresh clone and tests can follow the links.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    // one transport for the process: nodemailer keeps its settings (and a pool, if the URL asks for one). Its
    // default time-outs (minutes) would hold a mail job that long on a server that accepts and then says nothing;
    // the URL's own parameters (`?socketTimeout=`) still win
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from: opts.from, to, subject, text, html });
      },
    };
  }
  return {
    async send({ to, subject, text, html }) {
      await opts.db.insert(devMails).values({ to, subject, text, html, links: extractLinks(text, html) });
    },
  };
}

// Stops at whitespace, quotes, angle brackets and backticks: what ends a URL in running text or an attribute.
const URL_PATTERN = /https?:\/\/[^\s"'<>`]+/gi;
// Sentence punctuation written right after a link belongs to the sentence, not to the link.
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/**
 * The unique absolute http(s) URLs of a mail, text part first, in order of appearance. URLs in the HTML
 * part are entity-decoded (`&amp;` in an href is `&` in the link), so both parts yield the same string.
 */
export function extractLinks(text: string, html: string): string[] {
  const found = new Set<string>();
  const collect = (source: string, decode: (s: string) => string) => {
    for (const match of source.matchAll(URL_PATTERN)) {
      const url = trimUnbalancedParen(decode(match[0]).replace(TRAILING_PUNCTUATION, ''));
      if (URL.canParse(url)) found.add(url);
    }
  };
  collect(text, (s) => s);
  collect(html, decodeEntities);
  return [...found];
}

/** "(see https://x/y)" → the closing parenthesis is the prose's, unless the URL opened one itself. */
function trimUnbalancedParen(url: string): string {
  while (url.endsWith(')') && count(url, '(') < count(url, ')')) {
    url = url.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return url;
}

const count = (s: string, ch: string) => s.split(ch).length - 1;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}
