import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the sink accepted (answered 250 after DATA), and who sent it. */
export interface SmtpMessage {
  /** The name the sending process gave in EHLO (SMTP_URL's `?name=`). */
  client: string;
  to: string[];
  subject: string;
  at: number;
}

/** What the sink does with a message from `client`: accept it now, after a while, or never answer it. */
export type SmtpPolicy = (client: string) => { delayMs?: number } | 'hold';

/**
 * A real SMTP server on loopback, as the mail tests use, for server processes to send to. Each process names
 * itself in EHLO (`smtpUrl(name)`), so a test can tell which sent a message and hold one process's mail. On
 * `port` when given (a test that starts it where the processes' SMTP_URL already points).
 */
export async function startSmtpSink(opts: { port?: number } = {}) {
  const accepted: SmtpMessage[] = [];
  const held: SmtpMessage[] = [];
  let policy: SmtpPolicy = () => ({});
  const timers = new Set<NodeJS.Timeout>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const message: SmtpMessage = {
          client: String(session.hostNameAppearsAs || ''),
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          at: Date.now(),
        };
        const decision = policy(message.client);
        if (decision === 'hold') {
          // never answered: the sender waits until it gives up or dies, and the message is not delivered
          held.push(message);
          return;
        }
        const accept = () => {
          accepted.push({ ...message, at: Date.now() });
          callback();
        };
        if (!decision.delayMs) return accept();
        const timer = setTimeout(() => {
          timers.delete(timer);
          accept();
        }, decision.delayMs);
        timers.add(timer);
      });
    },
  });
  server.on('error', () => undefined); // a sender killed mid-message drops its connection
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    accepted,
    held,
    /** SMTP_URL for a server process that names itself `name`. */
    smtpUrl: (name: string) => `smtp://127.0.0.1:${port}/?name=${encodeURIComponent(name)}`,
    setPolicy(next: SmtpPolicy) {
      policy = next;
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      await Promise.race([new Promise<void>((resolve) => server.close(() => resolve())), new Promise((r) => setTimeout(r, 2_000))]);
    },
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
