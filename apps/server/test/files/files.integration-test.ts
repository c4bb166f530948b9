import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS } from '@appstore/shared';
import { files } from '../../src/db/schema/index.ts';
import { signUploadUrl } from '../../src/modules/files/upload-signature.ts';
import { deleteStaleUploads, uploadBytesHeld } from '../../src/modules/files/files.service.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createTeam } from '../fixtures.ts';
import { classification, fieldMessages, loginCookie } from '../apps-session.ts';
import { jpeg, png } from '../images.ts';
import { AUTHORIZE, uploadImage } from '../listing-input.ts';

describe('image uploads (local storage driver)', () => {
  let t: TestApp;
  let acme: { cookie: string };

  const put = (url: string, body: Buffer, contentType = 'image/png') => {
    const u = new URL(url);
    return t.app.inject({ method: 'PUT', url: u.pathname + u.search, headers: { 'content-type': contentType }, payload: body });
  };
  const authorize = async (ct = 'image/png', size?: number) => (await t.gql(AUTHORIZE, { ct, size }, acme)).data.s3UploadAuthorization;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await loginCookie(t, (await createTeam(t.db, 'Acme')).owner.email);
  });
  afterAll(() => t.close());

  it('authorises jpg and png only, up to 20,000,000 bytes, for signed-in partners', async () => {
    expect(classification(await t.gql(AUTHORIZE, { ct: 'image/png' }))).toBe('UnauthorizedError');
    expect(fieldMessages(await t.gql(AUTHORIZE, { ct: 'image/gif' }, acme))).toEqual([
      'contentType: Only jpg, jpeg or png images can be uploaded',
    ]);
    expect(fieldMessages(await t.gql(AUTHORIZE, { ct: 'image/png', size: LIMITS.uploadMaxBytes + 1 }, acme))).toEqual([
      'size: Images can be at most 20,000,000 bytes',
    ]);
    const auth = await authorize('image/jpeg');
    expect(auth.meta).toMatchObject({
      contentType: 'image/jpeg',
      maxSize: 20_000_000,
      headers: [{ name: 'content-type', value: 'image/jpeg' }],
    });
    expect(auth.meta.s3Key).toMatch(/^uploads\/org-\d+\/[0-9a-f-]{36}\.jpg$/);
    const expiresIn = new Date(auth.meta.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    expect(new URL(auth.uploadUrl).pathname).toBe(`/uploads/${auth.meta.s3Key}`);
  });

  it('stores a PUT image with its real size and serves it with its type and nosniff', async () => {
    const up = await uploadImage(t, acme, png(1200, 1200));
    expect(up.status).toBe(200);
    expect(up.json).toMatchObject({ s3Key: up.key, width: 1200, height: 1200 });
    const [row] = await t.db.select().from(files).where(eq(files.s3Key, up.key));
    expect(row).toMatchObject({ temp: true, width: 1200, height: 1200, size: png(1200, 1200).length });
    expect(row!.uploadedAt).toBeInstanceOf(Date);
    const res = await t.app.inject({ method: 'GET', url: `/files/${up.key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.rawPayload, png(1200, 1200))).toBe(0);
    expect((await put(up.uploadUrl, png(1200, 1200))).statusCode).toBe(409);
  });

  it('refuses expired and tampered URLs', async () => {
    const auth = await authorize();
    const expired = signUploadUrl(t.config.secretKey, 'http://store.test/uploads/' + auth.meta.s3Key, {
      key: auth.meta.s3Key,
      contentType: 'image/png',
      maxBytes: LIMITS.uploadMaxBytes,
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    expect((await put(expired, png(10, 10))).statusCode).toBe(410);
    const url = new URL(auth.uploadUrl);
    const tampered = [
      auth.uploadUrl.replace(auth.meta.s3Key, auth.meta.s3Key.replace(/\.png$/, '-x.png')),
      `${url.origin}${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), maxBytes: '99999999999' })}`,
      `${url.origin}${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), expires: String(Math.floor(Date.now() / 1000) + 86_400) })}`,
      `${url.origin}${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), signature: 'x'.repeat(43) })}`,
    ];
    for (const bad of tampered) expect((await put(bad, png(10, 10))).statusCode, bad).toBe(403);
    // the URL still works after all of that
    expect((await put(auth.uploadUrl, png(10, 10))).statusCode).toBe(200);
  });

  it('refuses another content type, wrong magic bytes, empty and oversize bodies', async () => {
    const auth = await authorize('image/png');
    expect((await put(auth.uploadUrl, jpeg(10, 10), 'image/jpeg')).statusCode).toBe(415);
    const wrongBytes = await put(auth.uploadUrl, jpeg(10, 10), 'image/png');
    expect(wrongBytes.statusCode).toBe(415);
    expect(wrongBytes.json()).toEqual({ error: 'The file is not a valid PNG or JPEG image' });
    expect((await put(auth.uploadUrl, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png')).statusCode).toBe(415);
    expect((await put(auth.uploadUrl, Buffer.alloc(0), 'image/png')).statusCode).toBe(400);
    const huge = Buffer.alloc(LIMITS.uploadMaxBytes + 1);
    png(10, 10).copy(huge);
    expect((await put(auth.uploadUrl, huge)).statusCode).toBe(413);
    const [row] = await t.db.select().from(files).where(eq(files.s3Key, auth.meta.s3Key));
    expect(row!.uploadedAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/files/${auth.meta.s3Key}` })).statusCode).toBe(404);
  });

  it('removes temporary uploads after a day, and keeps saved files', async () => {
    const old = await uploadImage(t, acme, png(20, 20));
    const kept = await uploadImage(t, acme, png(20, 20));
    const saved = await uploadImage(t, acme, png(20, 20));
    const dayAgo = new Date(Date.now() - 86_400_000 - 1000);
    await t.db.update(files).set({ createdAt: dayAgo }).where(eq(files.s3Key, old.key));
    await t.db.update(files).set({ createdAt: dayAgo, temp: false }).where(eq(files.s3Key, saved.key));
    expect(await deleteStaleUploads(t)).toBeGreaterThanOrEqual(1);
    const keys = (await t.db.select({ key: files.s3Key }).from(files)).map((f) => f.key);
    expect(keys).not.toContain(old.key);
    expect(keys).toEqual(expect.arrayContaining([kept.key, saved.key]));
    expect((await t.app.inject({ method: 'GET', url: `/files/${old.key}` })).statusCode).toBe(404);
  });
});

/** PUTs over a real connection: a body the client streams and may never finish, or a Content-Length that lies. */
describe('image uploads over HTTP (local storage driver)', () => {
  let t: TestApp;
  let acme: { cookie: string };
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await loginCookie(t, (await createTeam(t.db, 'Acme')).owner.email);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t.close();
  });

  const authorize = async () =>
    (await t.gql(AUTHORIZE, { ct: 'image/png' }, acme)).data.s3UploadAuthorization as { uploadUrl: string; meta: { s3Key: string } };
  const local = (url: string, to = origin) => to + new URL(url).pathname + new URL(url).search;
  const uploaded = async (key: string) => (await t.db.select().from(files).where(eq(files.s3Key, key)))[0]!;

  /** Starts a PUT and writes `body`; ends it only when asked, so the answer must come while it is still open. */
  function startPut(url: string, body: Buffer, opts: { headers?: Record<string, string | number>; end?: boolean; origin?: string } = {}) {
    const req = httpRequest(local(url, opts.origin), { method: 'PUT', headers: { 'content-type': 'image/png', ...opts.headers } });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
    const timeout = new Promise<never>((_r, reject) =>
      setTimeout(() => reject(new Error('no answer while the body was still being sent')), 5000).unref(),
    );
    req.write(body);
    if (opts.end) req.end();
    const raced = Promise.race([answer, timeout]);
    // a PUT broken off before its answer has none: that is no failure of the test
    return { answer: raced, abort: () => (raced.catch(() => undefined), req.destroy()) };
  }

  /** A PNG head followed by zeros, `size` bytes in all. */
  const pngOf = (size: number) => {
    const body = Buffer.alloc(size);
    png(10, 10).copy(body);
    return body;
  };

  it('refuses a tampered URL before reading the body', async () => {
    const auth = await authorize();
    const tampered = auth.uploadUrl.replace(/signature=[^&]+/, `signature=${'x'.repeat(43)}`);
    const put = startPut(tampered, pngOf(64 * 1024), { headers: { 'transfer-encoding': 'chunked' } });
    expect((await put.answer).status).toBe(403);
    put.abort();
  });

  it('stops a chunked body at the signed limit, while it is still being sent, and stores nothing', async () => {
    const auth = await authorize();
    const put = startPut(auth.uploadUrl, pngOf(LIMITS.uploadMaxBytes + 1), { headers: { 'transfer-encoding': 'chunked' } });
    const answer = await put.answer;
    put.abort();
    expect(answer).toEqual({ status: 413, body: JSON.stringify({ error: 'Images can be at most 20,000,000 bytes' }) });
    expect((await uploaded(auth.meta.s3Key)).uploadedAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/files/${auth.meta.s3Key}` })).statusCode).toBe(404);
    // the URL still takes a body within the limit
    expect((await startPut(auth.uploadUrl, png(10, 10), { end: true }).answer).status).toBe(200);
  });

  it('enforces the limit the URL signs, not only the route’s', async () => {
    const auth = await authorize();
    const grant = { key: auth.meta.s3Key, contentType: 'image/png', maxBytes: 1000, expires: Math.floor(Date.now() / 1000) + 600 };
    const small = signUploadUrl(t.config.secretKey, `${origin}/uploads/${auth.meta.s3Key}`, grant);
    const put = startPut(small, pngOf(2000), { headers: { 'transfer-encoding': 'chunked' } });
    expect((await put.answer).status).toBe(413);
    put.abort();
    const declared = startPut(small, pngOf(500), { headers: { 'content-length': 1001 } });
    expect((await declared.answer).status).toBe(413);
    declared.abort();
    expect((await uploaded(auth.meta.s3Key)).uploadedAt).toBeNull();
  });

  it('takes one PUT per upload URL at a time, and gives the URL back when that PUT breaks off', async () => {
    const auth = await authorize();
    const first = startPut(auth.uploadUrl, pngOf(64 * 1024), { headers: { 'transfer-encoding': 'chunked' } });
    await until(async () => (await uploaded(auth.meta.s3Key)).uploadStartedAt !== null);
    const second = await startPut(auth.uploadUrl, png(10, 10), { end: true }).answer;
    expect(second).toEqual({ status: 409, body: JSON.stringify({ error: 'This file is being uploaded already' }) });
    first.abort();
    await until(async () => (await uploaded(auth.meta.s3Key)).uploadStartedAt === null);
    expect((await startPut(auth.uploadUrl, png(10, 10), { end: true }).answer).status).toBe(200);
  });

  it('refuses an upload with 503 while this process holds its limit of upload bodies', async () => {
    const small = await createTestApp({ env: { UPLOAD_MEMORY_MB: '20' } });
    try {
      await small.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(small.app.server.address() as AddressInfo).port}`;
      const owner = await loginCookie(small, (await createTeam(small.db, 'Busy')).owner.email);
      const put = async (bytes: number) => {
        const auth = (await small.gql(AUTHORIZE, { ct: 'image/png' }, owner)).data.s3UploadAuthorization as {
          uploadUrl: string;
          meta: { s3Key: string };
        };
        return startPut(auth.uploadUrl, pngOf(bytes), { headers: { 'transfer-encoding': 'chunked' }, origin: base });
      };
      // 15 MB held by an upload still being sent: another 15 MB would pass the 20 MB this process may hold
      const holding = await put(15 * 1024 * 1024);
      await until(async () => uploadBytesHeld() >= 15 * 1024 * 1024);
      const busy = await put(15 * 1024 * 1024);
      expect(await busy.answer).toEqual({
        status: 503,
        body: JSON.stringify({ error: 'The server is busy receiving other files. Please try again in a minute.' }),
      });
      busy.abort();
      holding.abort();
    } finally {
      small.app.server.closeAllConnections();
      await small.close();
    }
  });
});

/** Waits (at most 5 s) until `condition` holds. */
async function until(condition: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the condition never held');
}
