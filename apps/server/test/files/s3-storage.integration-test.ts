import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { eq } from 'drizzle-orm';
import { files } from '../../src/db/schema/index.ts';
import { createS3Storage } from '../../src/modules/files/s3-storage.ts';
import { runImageVariantJob } from '../../src/modules/files/image-variants.service.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createTeam } from '../fixtures.ts';
import { CREATE, fieldMessages, loginCookie, readyApp } from '../apps-session.ts';
import { jpeg, png } from '../images.ts';
import { AUTHORIZE, LISTING_CREATE, listingInput } from '../listing-input.ts';

/** The S3 driver against a real S3-compatible server (s3rver) on a free port. */
describe('image uploads (S3-compatible storage driver)', () => {
  let s3: S3rver;
  let t: TestApp;
  let acme: { cookie: string };
  let settings: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string };

  beforeAll(async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 's3rver-')),
      configureBuckets: [{ name: 'appstore' }],
    });
    const { port } = await s3.run();
    settings = {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: 'appstore',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    t = await createTestApp({ storage: (config) => createS3Storage(settings, { publicUrl: config.publicUrl }) });
    acme = await loginCookie(t, (await createTeam(t.db, 'Acme')).owner.email);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  async function upload(body: Buffer, contentType = 'image/png', declared = body.length) {
    const auth = (await t.gql(AUTHORIZE, { ct: contentType, size: declared }, acme)).data.s3UploadAuthorization;
    const headers = Object.fromEntries(auth.meta.headers.map((h: { name: string; value: string }) => [h.name, h.value]));
    const res = await fetch(auth.uploadUrl, { method: 'PUT', headers, body: new Uint8Array(body) });
    return { status: res.status, key: auth.meta.s3Key as string, url: auth.uploadUrl as string };
  }

  it('issues 10-minute presigned PUTs to the bucket whose signature covers the content type and length', async () => {
    const ok = await upload(png(1200, 1200));
    expect(ok.status).toBe(200);
    expect(new URL(ok.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(Number(new URL(ok.url).searchParams.get('X-Amz-Expires'))).toBe(600);
    // s3rver does not check V4 signatures, so what binds the upload is asserted on the URL itself; the
    // server checks the stored object's type, size and dimensions again when a listing uses it (next test)
    expect(new URL(ok.url).searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\//);
    expect(new URL(ok.url).pathname).toBe(`/appstore/${ok.key}`);
  });

  it('checks type and dimensions from the stored object when the listing is saved, and serves it through /files', async () => {
    const app = (await t.gql(CREATE, { a: readyApp('Bucketed') }, acme)).data.appCreate;
    const fake = await upload(jpeg(1200, 1200), 'image/png');
    expect(fake.status).toBe(200);
    expect(fieldMessages(await t.gql(LISTING_CREATE, { appId: app.id, l: listingInput(fake.key) }, acme))).toEqual([
      'icon: The file is not a valid PNG or JPEG image',
    ]);
    const small = await upload(png(100, 100));
    expect(fieldMessages(await t.gql(LISTING_CREATE, { appId: app.id, l: listingInput(small.key) }, acme))).toEqual([
      'icon: The app icon must be 1200x1200 px',
    ]);
    const missing = (await t.gql(AUTHORIZE, { ct: 'image/png', size: 10 }, acme)).data.s3UploadAuthorization.meta.s3Key;
    expect(fieldMessages(await t.gql(LISTING_CREATE, { appId: app.id, l: listingInput(missing) }, acme))).toEqual([
      'icon: The upload of image.png did not complete. Please upload it again.',
    ]);

    const icon = await upload(png(1200, 1200));
    const listing = (await t.gql(LISTING_CREATE, { appId: app.id, l: listingInput(icon.key) }, acme)).data.appListingCreate;
    expect(listing.icon).toMatchObject({ s3Key: icon.key, width: 1200, height: 1200, temp: false });
    const served = await t.app.inject({ method: 'GET', url: `/files/${icon.key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, png(1200, 1200))).toBe(0);
  });

  it('stores the image variants in the bucket beside the original, and serves them through /files as immutable', async () => {
    const app = (await t.gql(CREATE, { a: readyApp('Resized') }, acme)).data.appCreate;
    const icon = await upload(png(1200, 1200));
    expect((await t.gql(LISTING_CREATE, { appId: app.id, l: listingInput(icon.key) }, acme)).errors).toBeUndefined();
    // the icon of the listing before this one is queued too
    let made = 0;
    for (let run = await runImageVariantJob(t); run.jobs > 0; run = await runImageVariantJob(t)) made += run.made;
    expect(made).toBe(12);
    const [file] = await t.db.select().from(files).where(eq(files.s3Key, icon.key));
    expect(file!.variants.map((v) => `${v.width} ${v.format}`).sort()).toEqual([
      '128 PNG',
      '128 WEBP',
      '256 PNG',
      '256 WEBP',
      '64 PNG',
      '64 WEBP',
    ]);
    for (const variant of file!.variants) {
      expect(variant.key.startsWith(`${icon.key}.v/`)).toBe(true);
      const stored = await t.storage.readStart(variant.key, 16);
      expect(stored!.size).toBeGreaterThan(0);
      const served = await t.app.inject({ method: 'GET', url: `/files/${variant.key}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(variant.format === 'WEBP' ? 'image/webp' : 'image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.length).toBe(stored!.size);
    }
  });

  it('presigns only uploads whose size is given, within the limit', async () => {
    expect(fieldMessages(await t.gql(AUTHORIZE, { ct: 'image/png' }, acme))).toEqual(['size: The file size is required']);
    expect(fieldMessages(await t.gql(AUTHORIZE, { ct: 'image/png', size: 20_000_001 }, acme))).toEqual([
      'size: Images can be at most 20,000,000 bytes',
    ]);
    const invoice = `mutation($ct: String!) { s3UploadPayoutInvoice(contentType: $ct) { uploadUrl } }`;
    expect(fieldMessages(await t.gql(invoice, { ct: 'application/pdf' }, acme))).toEqual(['size: The file size is required']);
  });

  it('signs the declared length itself: the same URL for another length carries another signature', async () => {
    const declared = 123_456;
    const auth = (await t.gql(AUTHORIZE, { ct: 'image/png', size: declared }, acme)).data.s3UploadAuthorization;
    const url = new URL(auth.uploadUrl);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    // sign the same request again at the same instant, with the declared length and with one byte more
    const stamp = url.searchParams.get('X-Amz-Date')!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
    const client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
    const signatureFor = async (length: number) => {
      const command = new PutObjectCommand({
        Bucket: settings.bucket,
        Key: auth.meta.s3Key,
        ContentType: 'image/png',
        ContentLength: length,
      });
      const again = await getSignedUrl(client, command, {
        expiresIn: 600,
        signingDate: new Date(stamp),
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return new URL(again).searchParams.get('X-Amz-Signature');
    };
    expect(await signatureFor(declared)).toBe(url.searchParams.get('X-Amz-Signature'));
    expect(await signatureFor(declared + 1)).not.toBe(url.searchParams.get('X-Amz-Signature'));
    expect(await signatureFor(20_000_001)).not.toBe(url.searchParams.get('X-Amz-Signature'));
  });
});
