import type { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { imageMimeType, LIMITS, variantWidths, type ImageVariantSet } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { files, type StoredImageVariant } from '../../db/schema/files.ts';
import { jobsSql, runJobs } from '../../jobs/queue.ts';
import type { Storage } from '../../lib/storage.ts';
import { contentDigest, encodeImageVariants, UnusableImageError, variantKey } from './image-variants.ts';

export const IMAGE_VARIANTS_QUEUE = 'image-variants';

export interface ImageVariantJob {
  fileId: number;
  set: ImageVariantSet;
}

/** What deciding whether an image still needs its variants takes of its file row. */
export interface VariantRequest {
  file: { id: number; kind: string; width: number | null; variants: StoredImageVariant[] };
  set: ImageVariantSet;
}

/** True when the image has every WebP width of the set (the fallbacks are made with them). */
function hasVariants({ file, set }: VariantRequest): boolean {
  if (!file.width) return false;
  return variantWidths(set, file.width).every((width) => file.variants.some((v) => v.width === width && v.format === 'WEBP'));
}

/**
 * Asks for the variants of images a listing now shows, as icon or as a wide image, to be made in this order; call
 * it in the transaction that saves the listing, so the request commits with it. Images that have their variants, and requests already
 * queued or already tried, are left out: an image that could not be read is not tried on every save.
 */
export async function requestImageVariants(tx: Db, requests: VariantRequest[]): Promise<void> {
  const payloads = new Set<string>();
  for (const request of requests) {
    if (request.file.kind !== 'IMAGE' || hasVariants(request)) continue;
    payloads.add(JSON.stringify({ fileId: request.file.id, set: request.set } satisfies ImageVariantJob));
  }
  if (payloads.size === 0) return;
  const values = sql.join(
    [...payloads].map((p, i) => sql`(${p}::jsonb, ${i}::int)`),
    sql`, `,
  );
  // in the order asked (jobs run by id): the anti-join alone may hand the rows over in any order
  await tx.execute(sql`insert into ${jobsSql} (queue, payload)
    select ${IMAGE_VARIANTS_QUEUE}, r.payload from (values ${values}) as r(payload, n)
    where not exists (select 1 from ${jobsSql} j where j.queue = ${IMAGE_VARIANTS_QUEUE} and j.payload = r.payload)
    order by r.n`);
}

/** The whole stored object, refused past `max` bytes (an original is at most the upload limit). */
async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.destroy();
      throw new UnusableImageError(`The image is larger than ${max} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Makes the variants one job asks for: reads the original from storage, encodes the widths it lacks, stores
 * them beside it and adds them to the file's row. Answers how many it made. A file deleted meanwhile needs
 * nothing (and what was stored for it is removed again); an original that cannot be decoded or encoded throws UnusableImageError.
 */
export async function makeImageVariants(deps: { db: Db; storage: Storage }, job: ImageVariantJob): Promise<number> {
  const [file] = await deps.db.select().from(files).where(eq(files.id, job.fileId));
  if (!file || file.kind !== 'IMAGE') return 0;
  const stored = await deps.storage.read(file.s3Key);
  // the row commits before a listing can use it, and the object was checked then: a missing one is storage trouble
  if (!stored) throw new Error(`The original ${file.s3Key} is missing from storage`);
  const original = await readAll(stored.stream, LIMITS.uploadMaxBytes);
  const digest = contentDigest(original);
  const existing = new Set(file.variants.map((v) => v.key));
  const encoded = await encodeImageVariants(original, job.set, (width, format) =>
    existing.has(variantKey(file.s3Key, digest, width, format)),
  );
  if (encoded.length === 0) return 0;
  const made: StoredImageVariant[] = [];
  for (const variant of encoded) {
    const key = variantKey(file.s3Key, digest, variant.width, variant.format);
    await deps.storage.put(key, variant.body, imageMimeType(variant.format));
    made.push({ width: variant.width, height: variant.height, format: variant.format, key });
  }
  // merged in one statement: another process may add the other set's variants to the same row at the same time
  const updated = await deps.db
    .update(files)
    .set({
      variants: sql`(select coalesce(jsonb_agg(distinct v), '[]'::jsonb)
        from jsonb_array_elements(${files.variants} || ${JSON.stringify(made)}::jsonb) v)`,
    })
    .where(and(eq(files.id, file.id), eq(files.s3Key, file.s3Key)))
    .returning({ id: files.id });
  if (updated.length === 0) {
    // deleted while its variants were made: its delete could not know these objects
    for (const v of made) await deps.storage.delete(v.key).catch(() => undefined);
    return 0;
  }
  return made.length;
}

export interface VariantRunResult {
  /** Jobs claimed (0: none was due). */
  jobs: number;
  /** Variants stored. */
  made: number;
}

/** Wait before the next try of a job that failed `failures` times: soon at first, then hourly. */
export function imageVariantRetryDelayMs(failures: number): number {
  return Math.min(3_600_000, 10_000 * 2 ** (failures - 1));
}

/**
 * Tries of one job before it is given up: the back-off reaches an hour after nine, so this is about a day of
 * storage trouble. A job given up is kept with its error (the queue's `failed` figure) and the listing shows the
 * original until the image is replaced.
 */
export const IMAGE_VARIANT_MAX_ATTEMPTS = 30;

/**
 * Claims one due job (in the database, so each runs in one server process) and makes its variants. A job that
 * failed because the image cannot be decoded or encoded is kept with its error and never runs again; any other
 * failure (storage down or answering errors) is retried, hourly at the longest, up to IMAGE_VARIANT_MAX_ATTEMPTS.
 */
export async function runImageVariantJob(
  deps: { db: Db; storage: Storage },
  onError: (err: unknown, job: { id: number; payload: unknown }) => void = () => {},
): Promise<VariantRunResult> {
  let made = 0;
  const jobs = await runJobs<ImageVariantJob>(
    deps.db,
    IMAGE_VARIANTS_QUEUE,
    async (job) => {
      made += await makeImageVariants(deps, job);
    },
    {
      limit: 1,
      leaseMs: 300_000,
      maxAttempts: IMAGE_VARIANT_MAX_ATTEMPTS,
      backoffMs: imageVariantRetryDelayMs,
      isPermanent: (err) => err instanceof UnusableImageError,
      onError,
    },
  );
  return { jobs, made };
}
