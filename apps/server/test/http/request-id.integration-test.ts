import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { requestLog } from '../../src/lib/request-scope.ts';
import { createTestApp, type TestApp } from '../harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>App Store</title><!--app-head--></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

/** A service a few awaits away from the route, handed no request: it logs with the process's logger as fallback. */
async function deepService(fallback: FastifyBaseLogger) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  await Promise.resolve();
  requestLog(fallback).info({ step: 'deep' }, 'deep service ran');
}

function logCapture() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return {
    stream,
    /** The JSON lines written since `mark`. */
    linesSince: (mark: number) =>
      text
        .slice(mark)
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { reqId?: string; clientRequestId?: string; msg: string }),
    mark: () => text.length,
  };
}

describe('every answer names its request (X-Request-Id)', () => {
  let t: TestApp;
  const webDist = join(tmpdir(), `web-dist-request-id-${process.pid}-${Date.now()}`);
  const log = logCapture();

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'assets', 'index-abc.js'), 'export {};');
    t = await createTestApp({
      webDist,
      logStream: log.stream,
      env: { LOG_LEVEL: 'info' },
      extend: (app) => {
        app.get('/test/fails', async () => {
          throw new Error('boom at /test/fails (a bug)');
        });
        app.post('/test/deep', async () => {
          await deepService(app.log);
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('on a success, a 404, an error, the pages, a static file and GraphQL answers', async () => {
    const answers = {
      health: await t.app.inject({ method: 'GET', url: '/healthz' }),
      unknownJson: await t.app.inject({ method: 'GET', url: '/no/such/thing' }),
      unknownPost: await t.app.inject({ method: 'POST', url: '/no/such/thing', payload: {} }),
      notFoundPage: await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } }),
      portalPage: await t.app.inject({ method: 'GET', url: '/extranet/apps', headers: { accept: 'text/html' } }),
      storePage: await t.app.inject({ method: 'GET', url: '/apps', headers: { accept: 'text/html' } }),
      asset: await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' }),
      serverError: await t.app.inject({ method: 'GET', url: '/test/fails' }),
      graphql: await t.app.inject({
        method: 'POST',
        url: '/appstore/graphql',
        headers: { 'content-type': 'application/json', 'x-csrf-protection': '1' },
        payload: JSON.stringify({ query: '{ __typename }' }),
      }),
      badBody: await t.app.inject({
        method: 'POST',
        url: '/appstore/graphql',
        headers: { 'content-type': 'application/json', 'x-csrf-protection': '1' },
        payload: '{"query": ',
      }),
    };
    expect(answers.notFoundPage.statusCode).toBe(404);
    expect(answers.serverError.statusCode).toBe(500);
    // a failure of ours: no message of its own in the answer, the id to quote instead
    expect(answers.serverError.body).not.toContain('boom');
    expect(answers.serverError.json()).toMatchObject({ statusCode: 500, requestId: answers.serverError.headers['x-request-id'] });
    // a malformed body is the client's: it is told so
    expect(answers.badBody.statusCode).toBe(400);
    const ids = Object.entries(answers).map(([name, res]) => [name, String(res.headers['x-request-id'])] as const);
    for (const [name, id] of ids) expect(id, name).toMatch(UUID);
    expect(new Set(ids.map(([, id]) => id)).size).toBe(ids.length);
  });

  it('gives each GraphQL error the id in extensions.requestId, the same as the header', async () => {
    const res = await t.gql('query Broken { noSuchField }');
    expect(res.errors).toHaveLength(1);
    const error = res.errors![0]!.extensions as { classification: string; requestId?: string };
    expect(error.classification).toBe('ValidationError');
    expect(error.requestId).toMatch(UUID);
    expect(error.requestId).toBe(res.headers['x-request-id']);

    const denied = await t.gql('{ me { email } appReviewQueue { totalCount } }');
    expect(denied.errors![0]!.extensions).toMatchObject({ classification: 'UnauthorizedError', requestId: denied.headers['x-request-id'] });
  });

  it("answers a client's own id back, but logs and names the request under an id of the platform's, with the client's beside it", async () => {
    const mark = log.mark();
    const res = await t.gql('query Broken { noSuchField }', {}, { 'x-request-id': 'edge-7f3a.91_b:2' });
    // the contract: a request that sends its own X-Request-Id gets it back
    expect(res.headers['x-request-id']).toBe('edge-7f3a.91_b:2');
    const requestId = (res.errors![0]!.extensions as { requestId?: string }).requestId!;
    expect(requestId).toMatch(UUID);
    const lines = log.linesSince(mark);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect([line.reqId, line.clientRequestId], line.msg).toEqual([requestId, 'edge-7f3a.91_b:2']);
    // two requests with the same id of the client's are two requests in the log
    const again = await t.gql('query Broken { noSuchField }', {}, { 'x-request-id': 'edge-7f3a.91_b:2' });
    expect((again.errors![0]!.extensions as { requestId?: string }).requestId).not.toBe(requestId);
    const page = await t.app.inject({ method: 'GET', url: '/nope', headers: { accept: 'text/html', 'x-request-id': 'lb-0001' } });
    expect(page.headers['x-request-id']).toBe('lb-0001');
  });

  it('replaces an id that could forge log lines or markup, or is too long, with one of its own', async () => {
    for (const bad of ['x" ,"admin":true', '<script>alert(1)</script>', 'a'.repeat(65), '../../etc', 'two words']) {
      const mark = log.mark();
      const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], bad).toMatch(UUID);
      const written = log.linesSince(mark);
      expect(JSON.stringify(written)).not.toContain(bad.slice(0, 12));
    }
  });

  it('writes the id on every log line of the request, a service deep down and the request lines alike', async () => {
    const mark = log.mark();
    const res = await t.app.inject({ method: 'POST', url: '/test/deep', headers: { 'x-request-id': 'trace-me-4711' }, payload: { a: 1 } });
    expect(res.statusCode).toBe(200);
    const lines = log.linesSince(mark);
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'deep service ran', 'request completed']));
    const [first] = lines;
    expect(first!.reqId).toMatch(UUID);
    for (const line of lines) expect([line.reqId, line.clientRequestId], line.msg).toEqual([first!.reqId, 'trace-me-4711']);
  });
});

describe('X-Request-Id behind the platform’s own proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  const log = logCapture();
  // requests injected in tests come from 127.0.0.1: the proxy, here
  beforeAll(async () => (t = await createTestApp({ logStream: log.stream, env: { LOG_LEVEL: 'info', TRUST_PROXY: 'loopback' } })));
  afterAll(() => t.close());

  it("takes the proxy's short safe id as the request's own: answered, logged and named in errors", async () => {
    const mark = log.mark();
    const res = await t.gql('query Broken { noSuchField }', {}, { 'x-request-id': 'lb-7f3a.91_b:2' });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.91_b:2');
    expect((res.errors![0]!.extensions as { requestId?: string }).requestId).toBe('lb-7f3a.91_b:2');
    const lines = log.linesSince(mark);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect([line.reqId, line.clientRequestId], line.msg).toEqual(['lb-7f3a.91_b:2', undefined]);
    // an unsafe one from the proxy is still replaced
    const bad = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'x" ,"admin":true' } });
    expect(bad.headers['x-request-id']).toMatch(UUID);
  });
});

describe('a GraphQL resolver that fails on the platform side', () => {
  let t: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    t = await createTestApp({ logStream: log.stream, env: { LOG_LEVEL: 'info' }, catalogCache: false });
    // the store's listings can no longer be read: the resolver throws an SQL error
    await t.db.execute(sql`alter table app_listings rename to app_listings_gone`);
  });
  afterAll(() => t.close());

  it('answers InternalError with the request id, and logs the failure under that id', async () => {
    const mark = log.mark();
    const res = await t.gql('query StoreHome { publicAppListings(first: 1) { totalCount } }');
    expect(res.errors![0]!.extensions).toMatchObject({ classification: 'InternalError', requestId: res.headers['x-request-id'] });
    expect(JSON.stringify(res.errors)).not.toContain('app_listings');
    const lines = log.linesSince(mark);
    const failure = lines.find((l) => l.msg === 'GraphQL resolver failed');
    expect(failure, JSON.stringify(lines.map((l) => l.msg))).toBeDefined();
    for (const line of lines) expect(line.reqId, line.msg).toBe(res.headers['x-request-id']);
  });
});
