import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { imageSize } from 'image-size';
import { rows } from '../../src/db/client.ts';
import { apps, files } from '../../src/db/schema/index.ts';
import type { Storage } from '../../src/lib/storage.ts';
import {
  IMAGE_VARIANT_MAX_ATTEMPTS,
  IMAGE_VARIANTS_QUEUE,
  makeImageVariants,
  requestImageVariants,
  runImageVariantJob,
} from '../../src/modules/files/image-variants.service.ts';
import { MAX_INPUT_PIXELS } from '../../src/modules/files/image-variants.ts';
import { startImageVariantWorker } from '../../src/modules/files/image-variants.worker.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createTeam } from '../fixtures.ts';
import { CREATE, fieldMessages, loginCookie, readyApp } from '../apps-session.ts';
import { jpeg, png } from '../images.ts';
import { LISTING_CREATE, LISTING_UPDATE, listingInput, uploadImage } from '../listing-input.ts';

/** A real picture (a gradient, so it does not compress to nothing) of the given size and format. */
async function picture(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x + y) * 97) % 256;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

const PUBLIC_LISTING = `query($id: ID!) { publicAppListing(id: $id) {
  icon { sourceUrl variants { url width height format } small: variants(maxWidth: 128) { width format } }
  screenShots { image { sourceUrl variants { url width height format } } }
  keyBenefits { image { sourceUrl variants { url width height format } } } } }`;

interface Variant {
  url: string;
  width: number;
  height: number;
  format: string;
}

describe('image variants', () => {
  let t: TestApp;
  let acme: { cookie: string };
  let listingId: string;
  let appId: number;
  let keys: { icon: string; shot: string; benefit: string };

  const jobs = () =>
    rows<{ payload: { fileId: number; set: string }; attempts: number; last_error: string | null; run_at: string }>(
      t.db,
      sql`select payload, attempts, last_error, run_at::text from jobs where queue = ${IMAGE_VARIANTS_QUEUE} order by id`,
    );
  const fileOf = async (key: string) => (await t.db.select().from(files).where(eq(files.s3Key, key)))[0]!;
  const get = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  /** The listing with an icon, a key-benefit image and a screenshot. */
  const withAllImages = () =>
    listingInput(keys.icon, {
      includeKeyBenefitsImages: true,
      keyBenefits: [{ title: 'Fast', description: 'Very fast.', image: { s3Key: keys.benefit } }],
      screenShots: [{ type: 'DESKTOP', description: 'Calendar', image: { s3Key: keys.shot } }],
    });
  const runAll = async (storage: Storage = t.storage) => {
    let ran = 0;
    while ((await runImageVariantJob({ db: t.db, storage })).jobs > 0) ran++;
    return ran;
  };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await loginCookie(t, (await createTeam(t.db, 'Acme')).owner.email);
    const app = (await t.gql(CREATE, { a: readyApp('Variants') }, acme)).data.appCreate;
    appId = Number(app.id);
    keys = {
      icon: (await uploadImage(t, acme, await picture(1200, 1200, 'png'))).key,
      shot: (await uploadImage(t, acme, await picture(1000, 625, 'jpeg'), 'image/jpeg')).key,
      benefit: (await uploadImage(t, acme, await picture(1600, 1200, 'jpeg'), 'image/jpeg')).key,
    };
    const created = await t.gql(
      LISTING_CREATE,
      {
        appId: app.id,
        l: withAllImages(),
      },
      acme,
    );
    expect(created.errors).toBeUndefined();
    listingId = created.data.appListingCreate.id;
    await t.db.update(apps).set({ status: 'PUBLISHED', publishedAt: new Date() }).where(eq(apps.id, appId));
  });
  afterAll(() => t?.close());

  it('queues them when a listing is saved, once, and the store shows the originals until they are made', async () => {
    const queued = await jobs();
    const ids = { icon: (await fileOf(keys.icon)).id, shot: (await fileOf(keys.shot)).id, benefit: (await fileOf(keys.benefit)).id };
    expect(queued.map((j) => j.payload)).toEqual([
      { fileId: ids.icon, set: 'ICON' },
      { fileId: ids.benefit, set: 'WIDE' },
      { fileId: ids.shot, set: 'WIDE' },
    ]);
    const saved = await t.gql(
      LISTING_UPDATE,
      {
        id: listingId,
        l: withAllImages(),
      },
      acme,
    );
    expect(saved.errors).toBeUndefined();
    expect(await jobs()).toHaveLength(3);

    const listing = (await t.gql(PUBLIC_LISTING, { id: listingId })).data.publicAppListing;
    expect(listing.icon.variants).toEqual([]);
    expect(listing.screenShots[0].image.variants).toEqual([]);
    expect((await get(listing.icon.sourceUrl)).statusCode).toBe(200);
  });

  it('makes each width in WebP and the original format, never wider than the original, and serves them as immutable', async () => {
    expect(await runAll()).toBe(3);
    expect(await jobs()).toEqual([]);
    const listing = (await t.gql(PUBLIC_LISTING, { id: listingId })).data.publicAppListing;
    const shape = (variants: Variant[]) => variants.map((v) => `${v.width}x${v.height} ${v.format}`);
    expect(shape(listing.icon.variants)).toEqual(['64x64 PNG', '64x64 WEBP', '128x128 PNG', '128x128 WEBP', '256x256 PNG', '256x256 WEBP']);
    expect(listing.icon.small).toEqual([
      { width: 64, format: 'PNG' },
      { width: 64, format: 'WEBP' },
      { width: 128, format: 'PNG' },
      { width: 128, format: 'WEBP' },
    ]);
    // 1000 px wide: 1440 would be an upscale, so the widest copy is the original's width
    expect(shape(listing.screenShots[0].image.variants)).toEqual([
      '480x300 JPEG',
      '480x300 WEBP',
      '960x600 JPEG',
      '960x600 WEBP',
      '1000x625 JPEG',
      '1000x625 WEBP',
    ]);
    expect(shape(listing.keyBenefits[0].image.variants)).toEqual([
      '480x360 JPEG',
      '480x360 WEBP',
      '960x720 JPEG',
      '960x720 WEBP',
      '1440x1080 JPEG',
      '1440x1080 WEBP',
    ]);

    for (const variant of [...listing.icon.variants, ...listing.screenShots[0].image.variants] as Variant[]) {
      expect(variant.url).toMatch(
        /^http:\/\/store\.test\/files\/uploads\/org-\d+\/[0-9a-f-]{36}\.(png|jpg)\.v\/[0-9a-f]{16}-\d+w\.(webp|png|jpg)$/,
      );
      const res = await get(variant.url);
      expect(res.statusCode, variant.url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toBe({ WEBP: 'image/webp', PNG: 'image/png', JPEG: 'image/jpeg' }[variant.format]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // read from the header: this process decodes only PNG and JPEG (sharp.block)
      const stored = imageSize(res.rawPayload);
      expect([stored.type, stored.width, stored.height]).toEqual([
        { WEBP: 'webp', PNG: 'png', JPEG: 'jpg' }[variant.format],
        variant.width,
        variant.height,
      ]);
    }
    // the small icon is a small file: the card's 2x copy is a fraction of the 1200 px original
    const original = await get(listing.icon.sourceUrl);
    expect(original.headers['cache-control']).toBe('public, max-age=86400');
    const card = listing.icon.variants.find((v: Variant) => v.width === 128 && v.format === 'WEBP');
    expect((await get(card.url)).rawPayload.length).toBeLessThan(original.rawPayload.length / 10);
  });

  it('makes them once: a later save or a repeated job adds nothing', async () => {
    const before = (await fileOf(keys.icon)).variants;
    const saved = await t.gql(LISTING_UPDATE, { id: listingId, l: listingInput(keys.icon) }, acme);
    expect(saved.errors).toBeUndefined();
    expect(await jobs()).toEqual([]);
    const icon = await fileOf(keys.icon);
    expect(await makeImageVariants({ db: t.db, storage: t.storage }, { fileId: icon.id, set: 'ICON' })).toBe(0);
    expect((await fileOf(keys.icon)).variants).toEqual(before);
  });

  it('are made in the background by the worker every server process starts, which reports each burst and stops cleanly', async () => {
    const image = await fileOf((await uploadImage(t, acme, await picture(1200, 1200, 'png'))).key);
    await requestImageVariants(t.db, [{ file: image, set: 'ICON' }]);
    const said: string[] = [];
    const worker = startImageVariantWorker({ db: t.db, storage: t.storage }, { pollMs: 20, info: (m) => said.push(m) });
    try {
      for (let waited = 0; said.length === 0 && waited < 15_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await worker.stop();
    }
    expect(said).toEqual([expect.stringMatching(/^image variants: made 6 variants of 1 images in \d+\.\d s$/)]);
    expect((await fileOf(image.s3Key)).variants).toHaveLength(6);
  });

  it('shares the work between processes: each job is claimed once, and two sets of one image both land', async () => {
    const image = await fileOf((await uploadImage(t, acme, await picture(1200, 1200, 'png'))).key);
    await t.db.update(files).set({ temp: false }).where(eq(files.id, image.id));
    // one image used as an icon and as a screenshot: two jobs that write the same row
    await requestImageVariants(t.db, [
      { file: image, set: 'ICON' },
      { file: image, set: 'WIDE' },
    ]);
    const puts: string[] = [];
    const counting: Storage = { ...t.storage, put: (key, body, type) => (puts.push(key), t.storage.put(key, body, type)) };
    const results = await Promise.all([1, 2, 3].map(() => runImageVariantJob({ db: t.db, storage: counting })));
    expect(results.map((r) => r.jobs).sort()).toEqual([0, 1, 1]);
    expect(new Set(puts).size).toBe(puts.length);
    const widths = (await fileOf(image.s3Key)).variants.map((v) => `${v.width} ${v.format}`).sort();
    expect(widths).toEqual([
      '1200 PNG',
      '1200 WEBP',
      '128 PNG',
      '128 WEBP',
      '256 PNG',
      '256 WEBP',
      '480 PNG',
      '480 WEBP',
      '64 PNG',
      '64 WEBP',
      '960 PNG',
      '960 WEBP',
    ]);
    expect(puts).toHaveLength(12);
  });

  it('fails an unreadable image cleanly: the job keeps its error and is not retried, the original is still served', async () => {
    // a JPEG header with dimensions and no picture: it passes the upload's checks, and no decoder can read it
    const broken = (await uploadImage(t, acme, jpeg(1000, 625), 'image/jpeg')).key;
    const good = (await uploadImage(t, acme, await picture(800, 500, 'jpeg'), 'image/jpeg')).key;
    const saved = await t.gql(
      LISTING_UPDATE,
      {
        id: listingId,
        l: listingInput(keys.icon, {
          screenShots: [
            { type: 'DESKTOP', description: 'Broken', image: { s3Key: broken } },
            { type: 'DESKTOP', description: 'Good', image: { s3Key: good } },
          ],
        }),
      },
      acme,
    );
    expect(saved.errors).toBeUndefined();
    const errors: unknown[] = [];
    expect(await runImageVariantJob({ db: t.db, storage: t.storage }, (err) => errors.push(err))).toEqual({ jobs: 1, made: 0 });
    expect(errors).toHaveLength(1);
    const [failed] = await jobs();
    expect(failed).toMatchObject({ attempts: 1, run_at: 'infinity' });
    expect(failed!.last_error).toMatch(/^The image could not be read/);
    // the next image is made as usual, and the broken one is never claimed again
    expect(await runAll()).toBe(1);
    expect((await fileOf(good)).variants).toHaveLength(4);
    expect((await fileOf(broken)).variants).toEqual([]);
    expect((await get(`http://store.test/files/${broken}`)).statusCode).toBe(200);
    const listing = (await t.gql(PUBLIC_LISTING, { id: listingId })).data.publicAppListing;
    expect(listing.screenShots.map((s: any) => s.image.variants.length)).toEqual([0, 4]);
    // saving again does not queue it again
    expect(
      (
        await t.gql(
          LISTING_UPDATE,
          {
            id: listingId,
            l: listingInput(keys.icon, {
              screenShots: saved.data.appListingUpdate.listings[0].screenShots.map((s: any) => ({
                type: s.type,
                description: s.description,
                image: { s3Key: s.image.s3Key },
              })),
            }),
          },
          acme,
        )
      ).errors,
    ).toBeUndefined();
    expect(await jobs()).toHaveLength(1);
  });

  it(`refuses to decode an image of more than ${MAX_INPUT_PIXELS.toLocaleString('en-US')} pixels (limitInputPixels)`, async () => {
    // a few kilobytes of PNG that would decode to 30 million pixels
    const bomb = png(6000, 5000);
    expect(bomb.length).toBeLessThan(200_000);
    const file = await fileOf((await uploadImage(t, acme, bomb)).key);
    await t.db.update(files).set({ temp: false }).where(eq(files.id, file.id));
    await t.db.execute(sql`delete from jobs`);
    await requestImageVariants(t.db, [{ file, set: 'WIDE' }]);
    const started = Date.now();
    expect(await runImageVariantJob({ db: t.db, storage: t.storage })).toEqual({ jobs: 1, made: 0 });
    expect(Date.now() - started).toBeLessThan(5_000);
    const [failed] = await jobs();
    expect(failed).toMatchObject({ attempts: 1, run_at: 'infinity' });
    expect(failed!.last_error).toMatch(/pixel limit/i);
    expect((await fileOf(file.s3Key)).variants).toEqual([]);
  });

  it('refuses an image with a side over 16,383 px at upload and at save: no variant of it could ever be made', async () => {
    const message = 'Images can be at most 16,383 px wide and high';
    // the local driver's upload: refused before it is stored
    for (const [width, height] of [
      [1, 16_384],
      [16_384, 1],
    ] as const) {
      const refused = await uploadImage(t, acme, png(width, height));
      expect([refused.status, refused.json]).toEqual([422, { error: message }]);
      expect(await t.storage.read(refused.key)).toBeNull();
    }
    // an upload that went straight to object storage is checked when the listing is saved, and so is an image
    // uploaded before the rule
    const orgId = (await t.db.select({ id: files.organizationId }).from(files).where(eq(files.s3Key, keys.icon)))[0]!.id!;
    const direct = `uploads/org-${orgId}/direct-tall.png`;
    await t.storage.put(direct, png(100, 16_384), 'image/png');
    const earlier = `uploads/org-${orgId}/earlier-tall.png`;
    await t.storage.put(earlier, png(16_400, 10), 'image/png');
    await t.db.insert(files).values([
      { organizationId: orgId, kind: 'IMAGE', s3Key: direct, fileName: 'tall.png', fileType: 'png', size: 0, temp: true },
      {
        organizationId: orgId,
        kind: 'IMAGE',
        s3Key: earlier,
        fileName: 'wide.png',
        fileType: 'png',
        size: 100,
        width: 16_400,
        height: 10,
        temp: true,
        uploadedAt: new Date(),
      },
    ]);
    await t.db.execute(sql`delete from jobs`);
    const shots = [direct, earlier].map((key, i) => ({ type: 'DESKTOP', description: `Shot ${i}`, image: { s3Key: key } }));
    const saved = await t.gql(LISTING_UPDATE, { id: listingId, l: listingInput(keys.icon, { screenShots: shots }) }, acme);
    expect(fieldMessages(saved)).toEqual([`screenShots.0.image: ${message}`, `screenShots.1.image: ${message}`]);
    expect(await jobs()).toEqual([]);
  });

  it('gives up at once on an image no encoder can write (taller than WebP allows), kept with its error', async () => {
    // as uploaded before the rule above, or replaced in object storage after its check
    const orgId = (await t.db.select({ id: files.organizationId }).from(files).where(eq(files.s3Key, keys.icon)))[0]!.id!;
    const key = `uploads/org-${orgId}/too-tall.png`;
    await t.storage.put(key, png(100, 17_000), 'image/png');
    const [file] = await t.db
      .insert(files)
      .values({
        organizationId: orgId,
        kind: 'IMAGE',
        s3Key: key,
        fileName: 'tall.png',
        fileType: 'png',
        size: 1,
        width: 100,
        height: 17_000,
        temp: false,
      })
      .returning();
    await t.db.execute(sql`delete from jobs`);
    await requestImageVariants(t.db, [{ file: file!, set: 'WIDE' }]);
    expect(await runImageVariantJob({ db: t.db, storage: t.storage })).toEqual({ jobs: 1, made: 0 });
    const [failed] = await jobs();
    expect(failed).toMatchObject({ attempts: 1, run_at: 'infinity' });
    expect(failed!.last_error).toMatch(/^The image could not be encoded/);
    expect(await runImageVariantJob({ db: t.db, storage: t.storage })).toEqual({ jobs: 0, made: 0 });
  });

  it(`gives up an image after ${IMAGE_VARIANT_MAX_ATTEMPTS} failures of storage, instead of trying it every hour for ever`, async () => {
    const file = await fileOf((await uploadImage(t, acme, await picture(600, 400, 'png'))).key);
    await t.db.execute(sql`delete from jobs`);
    await requestImageVariants(t.db, [{ file, set: 'WIDE' }]);
    const down: Storage = {
      ...t.storage,
      read: async () => {
        throw new Error('storage is down');
      },
    };
    expect(await runImageVariantJob({ db: t.db, storage: down })).toEqual({ jobs: 1, made: 0 });
    expect((await jobs())[0]).toMatchObject({ attempts: 1, last_error: 'storage is down' });
    expect((await jobs())[0]!.run_at).not.toBe('infinity');
    // the storage stays down: the job's last try is given up for good
    await t.db.execute(sql`update jobs set attempts = ${IMAGE_VARIANT_MAX_ATTEMPTS - 1}, run_at = now()`);
    expect(await runImageVariantJob({ db: t.db, storage: down })).toEqual({ jobs: 1, made: 0 });
    expect((await jobs())[0]).toMatchObject({ attempts: IMAGE_VARIANT_MAX_ATTEMPTS, run_at: 'infinity' });
  });

  it('keeps private files exactly as inaccessible: no variants of invoices, nothing served under their prefix', async () => {
    const [invoice] = await t.db
      .insert(files)
      .values({ kind: 'INVOICE', s3Key: 'invoices/org-1/secret.pdf', fileName: 'i.pdf', fileType: 'pdf', size: 5, temp: false })
      .returning();
    await t.db.execute(sql`delete from jobs`);
    await requestImageVariants(t.db, [{ file: invoice!, set: 'WIDE' }]);
    expect(await jobs()).toEqual([]);
    expect(await makeImageVariants({ db: t.db, storage: t.storage }, { fileId: invoice!.id, set: 'WIDE' })).toBe(0);
    // even an object stored under a variant's name below the private prefix answers as missing
    const key = 'invoices/org-1/secret.pdf.v/0123456789abcdef-480w.webp';
    await t.storage.put(
      key,
      await sharp(await picture(10, 10, 'png'))
        .webp()
        .toBuffer(),
      'image/webp',
    );
    for (const path of [key, key.replace('invoices', 'INVOICES')]) {
      expect((await t.app.inject({ method: 'GET', url: `/files/${path}` })).statusCode, path).toBe(404);
    }
  });

  it('removes the variants with the image', async () => {
    const icon = await fileOf(keys.icon);
    expect(icon.variants).toHaveLength(6);
    const replacement = (await uploadImage(t, acme, await picture(1200, 1200, 'png'))).key;
    expect((await t.gql(LISTING_UPDATE, { id: listingId, l: listingInput(replacement) }, acme)).errors).toBeUndefined();
    expect(await t.db.select().from(files).where(eq(files.id, icon.id))).toEqual([]);
    for (const key of [icon.s3Key, ...icon.variants.map((v) => v.key)]) {
      expect((await t.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode, key).toBe(404);
    }
  });
});
