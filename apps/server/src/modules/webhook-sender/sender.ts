import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import type { WebhookFailureReason } from '@appstore/shared';
import { reasonOfError, reasonOfStatus } from './failure-reason.ts';
import {
  assertConnectableUrl,
  publicOnlyLookup,
  systemResolveAll,
  WebhookTargetError,
  type ResolveAll,
} from '../webhooks/webhook-targets.ts';

/** platform-protocol §3: success is any 2xx within 5 seconds. */
export const DEFAULT_TIMEOUT_MS = 5_000;
/** What the delivery log keeps of a response body. */
export const EXCERPT_BYTES = 1024;
// A body is read to its end so that the keep-alive connection can be reused, but no further than this.
const MAX_BODY_BYTES = 64 * 1024;

export interface SendRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  /** Null for a success; the grouped cause of a failure. */
  failureReason: WebhookFailureReason | null;
}

export interface Sender {
  send(request: SendRequest): Promise<SendResult>;
  close(): void;
}

export interface SenderOptions {
  timeoutMs?: number;
  /** Production rule: https only, public addresses only, checked on every connection. */
  publicTargetsOnly: boolean;
  resolveAll?: ResolveAll;
  /** Connections kept per receiver host. */
  maxSocketsPerHost?: number;
}

/**
 * POSTs one signed delivery with node:http(s): redirects are answers (never followed), the time limit covers
 * connecting, the status and the body, and in production the socket connects only to checked addresses.
 */
export function createSender(opts: SenderOptions): Sender {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const agentOptions = { keepAlive: true, maxSockets: opts.maxSocketsPerHost ?? 64, scheduling: 'lifo' as const };
  const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };
  const lookup = opts.publicTargetsOnly ? publicOnlyLookup(opts.resolveAll ?? systemResolveAll) : undefined;

  function send({ url, headers, body }: SendRequest): Promise<SendResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const failure = (
      error: string,
      failureReason: WebhookFailureReason,
      statusCode: number | null = null,
      excerpt: string | null = null,
    ): SendResult => ({
      ok: false,
      statusCode,
      latencyMs: elapsed(),
      responseExcerpt: excerpt,
      error,
      failureReason,
    });
    let target: URL;
    try {
      target = new URL(url);
      if (opts.publicTargetsOnly) assertConnectableUrl(target);
      else if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new WebhookTargetError('URL must be http or https');
    } catch (err) {
      return Promise.resolve(failure(err instanceof WebhookTargetError ? err.message : 'URL must be valid', 'TARGET_NOT_ALLOWED'));
    }
    const client = target.protocol === 'https:' ? https : http;
    const payload = Buffer.from(body, 'utf8');

    return new Promise<SendResult>((resolve) => {
      let settled = false;
      let statusCode: number | null = null;
      const chunks: Buffer[] = [];
      let received = 0;
      const finish = (result: SendResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const answered = () => {
        const excerpt = excerptOf(Buffer.concat(chunks));
        if (statusCode! >= 200 && statusCode! < 300)
          finish({ ok: true, statusCode, latencyMs: elapsed(), responseExcerpt: excerpt, error: null, failureReason: null });
        else if (statusCode! >= 300 && statusCode! < 400)
          finish(failure(`Redirect not followed (HTTP ${statusCode})`, 'REDIRECT', statusCode, excerpt));
        else finish(failure(`HTTP ${statusCode}`, reasonOfStatus(statusCode!), statusCode, excerpt));
      };

      const request = client.request(target, {
        method: 'POST',
        agent: agents[target.protocol as 'http:' | 'https:'],
        headers: { ...headers, 'content-length': String(payload.length) },
        lookup,
      });
      const timer = setTimeout(() => {
        // the status arrived in time: keep it, with whatever of the body came, and drop the slow connection
        if (statusCode !== null) answered();
        else finish(failure(`Timed out after ${timeoutMs} ms`, 'TIMEOUT'));
        request.destroy();
      }, timeoutMs);

      request.on('response', (response) => {
        statusCode = response.statusCode ?? 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received <= EXCERPT_BYTES + chunk.length) chunks.push(chunk);
          if (received > MAX_BODY_BYTES) {
            answered();
            response.destroy();
          }
        });
        response.on('end', answered);
        response.on('error', answered);
        response.on('aborted', answered);
      });
      request.on('error', (err: NodeJS.ErrnoException) => {
        if (statusCode !== null) return answered();
        const reason = err.code === 'EWEBHOOKTARGET' ? err.message : `${err.code ? `${err.code}: ` : ''}${err.message}`;
        finish(failure(reason, reasonOfError(err.code, err.message)));
      });
      request.end(payload);
    });
  }

  return {
    send,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

/**
 * At most EXCERPT_BYTES of the body as text, without a character cut in half at the end and without NUL
 * characters (PostgreSQL text cannot hold them; a receiver's binary answer must not break the log).
 */
export function excerptOf(body: Buffer): string | null {
  if (body.length === 0) return null;
  let text = body.subarray(0, EXCERPT_BYTES).toString('utf8');
  if (body.length > EXCERPT_BYTES) text = text.replace(/\uFFFD+$/, '');
  return text.replaceAll('\u0000', '');
}
