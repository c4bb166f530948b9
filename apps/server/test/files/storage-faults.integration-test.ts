import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appListings, files, jobs } from '../../src/db/schema/index.ts';
import { STORAGE_UNAVAILABLE } from '../../src/lib/errors.ts';
import { IMAGE_VARIANTS_QUEUE, runImageVariantJob } from '../../src/modules/files/image-variants.service.ts';
import { createS3Storage } from '../../src/modules/files/s3-storage.ts';
import { CREATE, loginCookie, readyApp } from '../apps-session.ts';
import { createTeam } from '../fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { png } from '../images.ts';
import { AUTHORIZE, LISTING_CREATE, listingInput, uploadImage } from '../listing-input.ts';

/**
 * An S3 endpoint on loopback that is either a plain proxy to a real S3-compatible server (s3rver) or, switched
 * to failing, answers every request itself with the status S3 uses when it is in trouble (500 or 503).
 */
async function startFaultyS3() {
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 's3rver-faults-')),
    configureBuckets: [{ name: 'appstore' }],
  });
  const { port: upstream } = await s3.run();
  let failing: 500 | 503 | null = null;
  let failed = 0;
  const server: Server = createServer((req, res) => {
    if (failing) {
      failed++;
      req.resume();
      const code = failing === 503 ? 'ServiceUnavailable' : 'InternalError';
      res.writeHead(failing, { 'content-type': 'application/xml' });
      return res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>We encountered an error.</Message></Error>`,
      );
    }
    const forward = httpRequest(
      { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    fail(status: 500 | 503 | null) {
      failing = status;
    },
    failedRequests: () => failed,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await s3.close();
    },
  };
}

const listingsOf = (t: TestApp, appId: number) => t.db.select().from(appListings).where(eq(appListings.appId, appId));
const fileOf = async (t: TestApp, key: string) => (await t.db.select().from(files).where(eq(files.s3Key, key)))[0]!;
/** An answer carries no trace of the machinery behind it. */
const leaksNothing = (body: string) =>
  expect(body).not.toMatch(/stack|at .*\.ts:|ENOTDIR|EACCES|\/tmp\/|s3rver|ServiceUnavailable|InternalError<\/Code>/);

describe('object storage answering errors (S3 driver)', () => {
  let s3: Awaited<ReturnType<typeof startFaultyS3>>;
  let t: TestApp;
  let acme: { cookie: string };

  beforeAll(async () => {
    s3 = await startFaultyS3();
    const settings = { endpoint: s3.endpoint, region: 'us-east-1', bucket: 'appstore', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    t = await createTestApp({ storage: (config) => createS3Storage(settings, { publicUrl: config.publicUrl }) });
    acme = await loginCookie(t, (await createTeam(t.db, 'Acme')).owner.email);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  /** An icon PUT straight to the bucket with its presigned URL, as the browser does. */
  async function uploadIcon() {
    const body = png(1200, 1200);
    const auth = (await t.gql(AUTHORIZE, { ct: 'image/png', size: body.length }, acme)).data.s3UploadAuthorization;
    const headers = Object.fromEntries(auth.meta.headers.map((h: { name: string; value: string }) => [h.name, h.value]));
    const res = await fetch(auth.uploadUrl, { method: 'PUT', headers, body: new Uint8Array(body) });
    expect(res.status).toBe(200);
    return auth.meta.s3Key as string;
  }

  let appId: number;
  let iconKey: string;

  it('refuses to save a listing whose upload storage cannot confirm, with a clear message, and saves nothing', async () => {
    appId = Number((await t.gql(CREATE, { a: readyApp('Stormy') }, acme)).data.appCreate.id);
    iconKey = await uploadIcon();
    s3.fail(503);
    const answer = await t.gql(LISTING_CREATE, { appId, l: listingInput(iconKey) }, acme);
    expect(answer.errors).toEqual([expect.objectContaining({ message: STORAGE_UNAVAILABLE })]);
    expect(answer.errors![0]!.extensions).toEqual({ classification: 'UnavailableError', requestId: answer.headers['x-request-id'] });
    leaksNothing(JSON.stringify(answer));
    expect(s3.failedRequests()).toBeGreaterThan(0);
    // no listing points at the file, which is still an unconfirmed upload
    expect(await listingsOf(t, appId)).toEqual([]);
    expect(await fileOf(t, iconKey)).toMatchObject({ temp: true, uploadedAt: null });
    expect(await t.db.select().from(jobs).where(eq(jobs.queue, IMAGE_VARIANTS_QUEUE))).toEqual([]);

    // storage is back: the same upload saves
    s3.fail(null);
    const saved = await t.gql(LISTING_CREATE, { appId, l: listingInput(iconKey) }, acme);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.appListingCreate.icon).toMatchObject({ s3Key: iconKey, width: 1200, temp: false });
    expect(await listingsOf(t, appId)).toHaveLength(1);
  });

  it('answers a file it cannot read from storage with 503 and the message, never 500, and nothing caches it', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/files/${iconKey}` })).statusCode).toBe(200);
    for (const status of [500, 503] as const) {
      s3.fail(status);
      const res = await t.app.inject({ method: 'GET', url: `/files/${iconKey}` });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe(STORAGE_UNAVAILABLE);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['retry-after']).toBe('30');
      leaksNothing(res.body);
    }
    s3.fail(null);
    expect((await t.app.inject({ method: 'GET', url: `/files/${iconKey}` })).statusCode).toBe(200);
  });

  it('retries image variant jobs while storage fails, past any count of attempts, and makes the variants once it is back', async () => {
    const job = () => t.db.select().from(jobs).where(eq(jobs.queue, IMAGE_VARIANTS_QUEUE));
    const [queued] = await job();
    expect(queued).toBeDefined();
    const dueNow = () =>
      t.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.id, queued!.id));
    s3.fail(500);
    // more failures than the worker used to allow (5) before giving an image up for good
    for (let i = 0; i < 7; i++) {
      await dueNow();
      expect((await runImageVariantJob(t)).jobs).toBe(1);
    }
    const [failing] = await job();
    expect(failing).toMatchObject({ id: queued!.id, attempts: 7 });
    // due again within the hour, not parked for ever
    expect(failing!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect((await fileOf(t, iconKey)).variants).toEqual([]);

    s3.fail(null);
    await dueNow();
    expect(await runImageVariantJob(t)).toMatchObject({ jobs: 1 });
    expect(await job()).toEqual([]);
    expect((await fileOf(t, iconKey)).variants.length).toBeGreaterThan(0);
  });
});

describe('a disk that cannot be written (local driver)', () => {
  let t: TestApp;
  let acme: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await loginCookie(t, (await createTeam(t.db, 'Acme')).owner.email);
  });
  afterAll(() => t.close());

  it('answers the upload PUT with 503 and the message, keeps the upload URL usable, and no listing can use the missing file', async () => {
    // a file where the uploads directory should be: no directory can be made there, whoever the process runs as
    const blocked = join(t.dataDir, 'uploads', 'uploads');
    mkdirSync(join(t.dataDir, 'uploads'), { recursive: true });
    writeFileSync(blocked, 'in the way');

    const failed = await uploadImage(t, acme, png(1200, 1200));
    expect(failed.status).toBe(503);
    expect(failed.json).toEqual({ error: STORAGE_UNAVAILABLE });
    leaksNothing(JSON.stringify(failed.json));
    // nothing half saved: the upload is neither done nor held by the failed PUT
    expect(await fileOf(t, failed.key)).toMatchObject({ temp: true, uploadedAt: null, uploadStartedAt: null });

    const appId = Number((await t.gql(CREATE, { a: readyApp('Diskless') }, acme)).data.appCreate.id);
    const refused = await t.gql(LISTING_CREATE, { appId, l: listingInput(failed.key) }, acme);
    expect(refused.errors?.[0]?.extensions.fields).toEqual([
      { field: 'icon', message: 'The upload of image.png did not complete. Please upload it again.' },
    ]);
    expect(await listingsOf(t, appId)).toEqual([]);

    // the disk is writable again: the same URL takes the upload, and the listing saves
    rmSync(blocked);
    const url = new URL(failed.uploadUrl);
    const retried = await t.app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers: { 'content-type': 'image/png' },
      payload: png(1200, 1200),
    });
    expect(retried.statusCode).toBe(200);
    const saved = await t.gql(LISTING_CREATE, { appId, l: listingInput(failed.key) }, acme);
    expect(saved.errors).toBeUndefined();
    const [row] = await t.db
      .select()
      .from(files)
      .where(and(eq(files.s3Key, failed.key), eq(files.temp, false)));
    expect(row?.uploadedAt).toBeInstanceOf(Date);
  });
});
