import type { Readable } from 'node:stream';

export interface PresignedPut {
  url: string;
  /** Headers the browser must send with the PUT (the signature covers them). */
  headers: Record<string, string>;
}

/**
 * Where uploaded files live: the local driver keeps them in DATA_DIR/uploads, the S3 driver in a bucket.
 * Either way browsers load them from our /files/* route and upload them with a presigned PUT.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  read(key: string): Promise<{ stream: Readable; size: number; contentType: string } | null>;
  /** The first `bytes` bytes of a stored object and its full size, to check its type and dimensions. */
  readStart(key: string, bytes: number): Promise<{ head: Buffer; size: number } | null>;
  delete(key: string): Promise<void>;
  /**
   * A URL that accepts one PUT of this key, with this content type and at most `maxBytes`, until it expires.
   * The S3 driver signs `contentLength` exactly and needs it; the local driver signs `maxBytes` and counts the body.
   */
  presignPut(p: {
    key: string;
    contentType: string;
    maxBytes: number;
    contentLength?: number;
    expiresInSeconds: number;
  }): Promise<PresignedPut>;
  /** The absolute URL browsers load the file from. */
  publicUrl(key: string): string;
}
