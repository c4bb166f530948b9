import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentTypeOfKey, isSafeKey } from './storage.ts';
import type { Storage } from '../../lib/storage.ts';

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * S3-compatible object storage. Objects stay private: browsers PUT them with presigned URLs whose signature
 * covers the content type and length, and load them through our /files/* route.
 */
export function createS3Storage(s3: S3Settings, opts: { publicUrl: string }): Storage {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // without these a bucket that accepts connections and never answers holds a request (and a user) forever;
    // failures are retried by the SDK (3 tries), then reported as storage unavailable
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = s3.bucket;
  return {
    driver: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async read(key) {
      if (!isSafeKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { stream: out.Body as Readable, size: Number(out.ContentLength ?? 0), contentType: contentTypeOfKey(key) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async readStart(key, bytes) {
      if (!isSafeKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        const size = Number(head.ContentLength ?? 0);
        if (size === 0) return { head: Buffer.alloc(0), size };
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${Math.min(bytes, size) - 1}` }));
        return { head: Buffer.from(await out.Body!.transformToByteArray()), size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async presignPut({ key, contentType, contentLength, expiresInSeconds }) {
      // a presigned PUT cannot carry a size range: the exact length is signed, and the server has
      // already refused lengths above the limit; without a length the URL would take any body
      if (contentLength === undefined) throw new Error('An S3 upload URL needs the exact content length to sign');
      const command = new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: contentLength });
      const url = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return { url, headers: { 'content-type': contentType } };
    },
    publicUrl: (key) => `${opts.publicUrl}/files/${key}`,
  };
}
