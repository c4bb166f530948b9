import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS } from '@appstore/shared';
import { files } from '../src/db/schema/index.ts';
import { signUploadUrl } from '../src/modules/uploads/upload-signature.ts';
import { deleteStaleUploads } from '../src/modules/uploads/uploads.service.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { createTeam } from './fixtures.ts';
import { classification, fieldMessages, loginCookie } from './apps-session.ts';
import { jpeg, png } from './images.ts';
import { AUTHORIZE, uploadImage } from './listing-input.ts';

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
    expect(fieldMessages(await t.gql(AUTHORIZE, { ct: 'image/gif' }, acme))).toEqual(['contentType: Only jpg, jpeg or png images can be uploaded']);
    expect(fieldMessages(await t.gql(AUTHORIZE, { ct: 'image/png', size: LIMITS.uploadMaxBytes + 1 }, acme))).toEqual(['size: Images can be at most 20,000,000 bytes']);
    const auth = await authorize('image/jpeg');
    expect(auth.meta).toMatchObject({ contentType: 'image/jpeg', maxSize: 20_000_000, headers: [{ name: 'content-type', value: 'image/jpeg' }] });
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
