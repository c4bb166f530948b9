import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  IMAGE_EMPTY_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  imageSidesProblem,
  LIMITS,
  PAYOUT_INVOICE_RULES,
} from '@appstore/shared';
import type { Config } from '../../config.ts';
import { isForeignKeyViolation, type Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { imageDimensions, sniffContentType } from './magic-bytes.ts';
import type { Storage } from '../../lib/storage.ts';
import { verifyUploadGrant } from './upload-signature.ts';

export type FileRow = typeof files.$inferSelect;

export interface UploadDeps {
  db: Db;
  storage: Storage;
  config: Config;
}

/** Presigned URLs expire within 10 minutes (issue: "expire within 10 minutes"). */
export const UPLOAD_URL_SECONDS = 600;
/** Uploads that no saved form took up are removed after a day. */
export const STALE_UPLOAD_MS = 86_400_000;

export const SIZE_REQUIRED_MESSAGE = 'The file size is required';

type FileKind = FileRow['kind'];

/** What each kind of upload accepts and where it is stored; invoices live under a prefix /files/* never serves. */
const UPLOAD_RULES: Record<
  FileKind,
  { types: Record<string, string>; typeMessage: string; sizeMessage: string; prefix: string; defaultName: string }
> = {
  IMAGE: {
    types: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/jpg': 'jpg' },
    typeMessage: IMAGE_TYPE_MESSAGE,
    sizeMessage: IMAGE_SIZE_MESSAGE,
    prefix: 'uploads',
    defaultName: 'image',
  },
  INVOICE: {
    types: { [PAYOUT_INVOICE_RULES.contentType]: PAYOUT_INVOICE_RULES.extension },
    typeMessage: PAYOUT_INVOICE_RULES.typeMessage,
    sizeMessage: PAYOUT_INVOICE_RULES.sizeMessage,
    prefix: 'invoices',
    defaultName: 'invoice',
  },
};

/** Keys of private files (payout invoices): only their own session-checked routes serve them. */
export const isPrivateKey = (key: string) => /^invoices\//i.test(key);

const sizeMessageOf = (kind: FileKind) => UPLOAD_RULES[kind].sizeMessage;
const kindOfContentType = (contentType: string): FileKind => (contentType === PAYOUT_INVOICE_RULES.contentType ? 'INVOICE' : 'IMAGE');

export interface UploadAuthorization {
  uploadUrl: string;
  meta: {
    s3Key: string;
    contentType: string;
    maxSize: number;
    expiresAt: Date;
    fileName: string;
    headers: { name: string; value: string }[];
  };
}

type UploadRequest = { contentType: string; fileName?: string | null; size?: number | null };

/** The key, file row and presigned PUT of one image upload; the server chooses the key. */
export const authorizeImageUpload = (deps: UploadDeps, viewer: Viewer, input: UploadRequest) =>
  authorizeUpload(deps, viewer, 'IMAGE', input);

/** The same for the PDF invoice of a payout request. */
export const authorizeInvoiceUpload = (deps: UploadDeps, viewer: Viewer, input: UploadRequest) =>
  authorizeUpload(deps, viewer, 'INVOICE', input);

async function authorizeUpload(deps: UploadDeps, viewer: Viewer, kind: FileKind, input: UploadRequest): Promise<UploadAuthorization> {
  const rules = UPLOAD_RULES[kind];
  const declared = input.contentType.trim().toLowerCase();
  const contentType = declared === 'image/jpg' ? 'image/jpeg' : declared;
  const ext = rules.types[contentType];
  if (!ext) throw new ValidationError([{ field: 'contentType', message: rules.typeMessage }]);
  // a presigned S3 PUT can bound the body only by signing its exact length; the local driver counts it on arrival
  if (input.size == null && deps.storage.driver === 's3') throw new ValidationError([{ field: 'size', message: SIZE_REQUIRED_MESSAGE }]);
  if (input.size != null && (!Number.isInteger(input.size) || input.size < 1 || input.size > LIMITS.uploadMaxBytes)) {
    throw new ValidationError([{ field: 'size', message: rules.sizeMessage }]);
  }
  const fileName = (input.fileName ?? '').trim().slice(0, 255) || `${rules.defaultName}.${ext}`;
  const s3Key = `${rules.prefix}/org-${viewer.organization.id}/${randomUUID()}.${ext}`;
  await deps.db.insert(files).values({
    organizationId: viewer.organization.id,
    kind,
    s3Key,
    fileName,
    fileType: ext,
    size: input.size ?? 0,
    temp: true,
  });
  const put = await deps.storage.presignPut({
    key: s3Key,
    contentType,
    maxBytes: LIMITS.uploadMaxBytes,
    contentLength: input.size ?? undefined,
    expiresInSeconds: UPLOAD_URL_SECONDS,
  });
  return {
    uploadUrl: put.url,
    meta: {
      s3Key,
      contentType,
      maxSize: LIMITS.uploadMaxBytes,
      expiresAt: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000),
      fileName,
      headers: Object.entries(put.headers).map(([name, value]) => ({ name, value })),
    },
  };
}

export class UploadRejected extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What the bytes must be for the declared type. */
function checkContent(head: Buffer, contentType: string) {
  const actual = sniffContentType(head);
  const expected = contentType === 'application/pdf' ? 'application/pdf' : contentType;
  if (actual !== expected) {
    throw new UploadRejected(415, expected === 'application/pdf' ? 'The file is not a PDF' : IMAGE_UNREADABLE_MESSAGE);
  }
  return expected === 'application/pdf' ? null : imageDimensions(head);
}

/** A PUT that started receiving and then stopped answering gives the upload URL back after this long. */
const UPLOAD_CLAIM_SECONDS = 15 * 60;
/** Bytes of upload bodies this process holds now, from their first byte until they are stored or refused (config uploadBytesInFlight bounds it). */
const inFlight = { bytes: 0 };

/** How many bytes of upload bodies this process holds right now. */
export const uploadBytesHeld = () => inFlight.bytes;

/**
 * The local driver's PUT: checks the signed grant, the declared type and that the upload is still expected,
 * and claims it (one PUT per upload URL at a time) before reading a byte of the body; then reads the body up
 * to the grant's limit (counting what arrives, whatever Content-Length says, and within what this process may
 * hold at once), checks its magic bytes and stores it. A refused or broken upload gives the claim back.
 */
export async function receiveLocalUpload(
  deps: UploadDeps,
  key: string,
  query: Record<string, string | undefined>,
  headers: { contentType?: string; contentLength?: string },
  body: Readable | undefined,
): Promise<FileRow> {
  const check = verifyUploadGrant(deps.config.secretKey, key, query);
  if (!check.ok) throw new UploadRejected(check.status, check.message);
  const { grant } = check;
  if ((headers.contentType ?? '').split(';')[0]!.trim().toLowerCase() !== grant.contentType) {
    throw new UploadRejected(415, 'The content type does not match the upload URL');
  }
  const tooLarge = new UploadRejected(413, sizeMessageOf(kindOfContentType(grant.contentType)));
  if (Number(headers.contentLength) > grant.maxBytes) throw tooLarge;
  const [file] = await deps.db.select().from(files).where(eq(files.s3Key, key));
  if (!file || !file.temp) throw new UploadRejected(404, 'This upload is no longer expected. Please try again.');
  if (file.uploadedAt) throw new UploadRejected(409, 'This file was already uploaded');
  const [claimed] = await deps.db
    .update(files)
    .set({ uploadStartedAt: new Date() })
    .where(
      and(
        eq(files.id, file.id),
        isNull(files.uploadedAt),
        or(isNull(files.uploadStartedAt), lt(files.uploadStartedAt, sql`now() - make_interval(secs => ${UPLOAD_CLAIM_SECONDS})`)),
      ),
    )
    .returning({ id: files.id });
  if (!claimed) throw new UploadRejected(409, 'This file is being uploaded already');
  const held = { bytes: 0 };
  try {
    const bytes = body ? await readAtMost(body, grant.maxBytes, { held, limit: deps.config.uploadBytesInFlight }) : Buffer.alloc(0);
    if (bytes === null) throw tooLarge;
    if (bytes.length === 0) throw new UploadRejected(400, IMAGE_EMPTY_MESSAGE);
    const dims = checkContent(bytes.subarray(0, 512 * 1024), grant.contentType);
    const sides = dims && imageSidesProblem(dims);
    if (sides) throw new UploadRejected(422, sides);
    await deps.storage.put(key, bytes, grant.contentType);
    const [row] = await deps.db
      .update(files)
      .set({ size: bytes.length, width: dims?.width ?? null, height: dims?.height ?? null, uploadedAt: new Date() })
      .where(eq(files.id, file.id))
      .returning();
    return row!;
  } catch (err) {
    await deps.db
      .update(files)
      .set({ uploadStartedAt: null })
      .where(and(eq(files.id, file.id), isNull(files.uploadedAt)));
    throw err;
  } finally {
    inFlight.bytes -= held.bytes;
  }
}

/**
 * The whole body, or null as soon as more than `maxBytes` have arrived; refused (503) when this process would
 * hold more than `memory.limit` bytes of bodies. What it holds is counted in `memory.held` (the caller gives
 * it back). The stream is then only paused, not destroyed: destroying a request closes its connection before the
 * refusal can be sent.
 */
function readAtMost(body: Readable, maxBytes: number, memory: { held: { bytes: number }; limit: number }): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: () => void) => {
      body.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return finish(() => (body.pause(), resolve(null)));
      if (inFlight.bytes + chunk.length > memory.limit) {
        return finish(
          () => (body.pause(), reject(new UploadRejected(503, 'The server is busy receiving other files. Please try again in a minute.'))),
        );
      }
      inFlight.bytes += chunk.length;
      memory.held.bytes += chunk.length;
      chunks.push(chunk);
    };
    const onEnd = () => finish(() => resolve(Buffer.concat(chunks, size)));
    const onError = (err: Error) => finish(() => reject(err));
    const onClose = () => finish(() => reject(new UploadRejected(400, 'The upload was interrupted')));
    body.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/**
 * Makes sure an upload that went straight to object storage arrived and is what it claims; the local driver
 * checked it on arrival. Answers the file with its real size and dimensions.
 */
export async function ensureUploadVerified(deps: UploadDeps, file: FileRow, field: string): Promise<FileRow> {
  if (file.uploadedAt || !file.temp) return file;
  const stored = await deps.storage.readStart(file.s3Key, 512 * 1024);
  if (!stored) throw new ValidationError([{ field, message: `The upload of ${file.fileName} did not complete. Please upload it again.` }]);
  if (stored.size > LIMITS.uploadMaxBytes) throw new ValidationError([{ field, message: sizeMessageOf(file.kind) }]);
  let dims: { width: number; height: number } | null;
  try {
    dims = checkContent(stored.head, file.kind === 'INVOICE' ? 'application/pdf' : file.fileType === 'png' ? 'image/png' : 'image/jpeg');
  } catch (err) {
    throw new ValidationError([{ field, message: (err as Error).message }]);
  }
  const [row] = await deps.db
    .update(files)
    .set({ size: stored.size, width: dims?.width ?? null, height: dims?.height ?? null, uploadedAt: new Date() })
    .where(eq(files.id, file.id))
    .returning();
  return row!;
}

/** Files of the organisation by key; other organisations' keys are simply not found. */
export async function findOrganizationFiles(db: Db, organizationId: number, keys: string[]): Promise<Map<string, FileRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.organizationId, organizationId), inArray(files.s3Key, keys)));
  return new Map(rows.map((f) => [f.s3Key, f]));
}

/**
 * Removes each of these files that nothing refers to any more: its row, then its stored object and variants. One upload
 * may be used by several listings (or twice in one), so a file is removed only when its last user lets it
 * go. The foreign keys know every user, including one that commits meanwhile: a file still referred to
 * refuses the delete and is simply kept. Never inside a transaction: a refused statement would abort it.
 */
export async function deleteUnusedFiles(deps: { db: Db; storage: Storage }, fileIds: number[]): Promise<number> {
  let removed = 0;
  for (const id of new Set(fileIds)) {
    let rows: { s3Key: string; variants: { key: string }[] }[];
    try {
      rows = await deps.db.delete(files).where(eq(files.id, id)).returning({ s3Key: files.s3Key, variants: files.variants });
    } catch (err) {
      if (isForeignKeyViolation(err)) continue;
      throw err;
    }
    for (const row of rows) {
      for (const key of [row.s3Key, ...row.variants.map((v) => v.key)]) await deps.storage.delete(key).catch(() => undefined);
    }
    removed += rows.length;
  }
  return removed;
}

/** Temporary uploads older than a day that no saved form took up. */
export async function deleteStaleUploads(deps: { db: Db; storage: Storage }, now = new Date()): Promise<number> {
  const stale = await deps.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.temp, true), lt(files.createdAt, new Date(now.getTime() - STALE_UPLOAD_MS))))
    .limit(1000);
  return deleteUnusedFiles(
    deps,
    stale.map((f) => f.id),
  );
}

/** Runs the stale-upload cleanup now and then every hour; answers a function that stops it. */
export function scheduleStaleUploadCleanup(deps: { db: Db; storage: Storage }, log: (err: unknown) => void): () => void {
  const run = () => void deleteStaleUploads(deps).catch(log);
  run();
  const timer = setInterval(run, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
