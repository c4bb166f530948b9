import { joinErrorMessages } from '../errors/error-messages';
import { claimError } from '../errors/shown-here';
import { STORAGE_UNAVAILABLE_MESSAGE } from '@appstore/shared/files/messages';
import { IMAGE_EMPTY_MESSAGE, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from './validate-image';

/** An image a form refers to: uploaded now (temp) or saved before. */
export interface UploadedImage {
  s3Key: string;
  /** Where to show it: the stored file, or the chosen file itself (a blob: URL) right after upload. */
  sourceUrl: string;
  fileName: string;
  width: number | null;
  height: number | null;
  size: number | null;
  /** Uploaded but not yet saved with the form (spec §4 "Files"). */
  temp: boolean;
}

/** A document a form refers to (e.g. a payout invoice): uploaded now (temp) or saved before. */
export interface UploadedFile {
  s3Key: string;
  fileName: string;
  /** The content type it was uploaded as. */
  fileType: string;
  size: number;
  temp: boolean;
}

/** What `s3UploadAuthorization` (and `s3UploadPayoutInvoice`) answer (spec §7 "Uploads"). */
export interface UploadAuthorization {
  uploadUrl: string;
  meta: { s3Key: string; headers: readonly { name: string; value: string }[] };
}

export type AuthorizeUpload = (file: { contentType: string; fileName: string; size: number }) => Promise<UploadAuthorization>;

export class UploadFailed extends Error {
  constructor(
    message: string,
    /** The PUT's HTTP status; 0 when the request did not get an answer. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadFailed';
  }
}

/** The parts of XMLHttpRequest a PUT uses, so tests can hand in a fake one. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export interface PutOptions {
  /** Called with 0–100 while the body is being sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  createXhr?: () => XhrLike;
  /** The words for a refused file type (415) and size (413) when the file is not an image. */
  refusal?: UploadRefusalMessages;
}

export interface UploadRefusalMessages {
  type: string;
  size: string;
}

const IMAGE_REFUSAL: UploadRefusalMessages = { type: IMAGE_TYPE_MESSAGE, size: IMAGE_SIZE_MESSAGE };

// The browser sets these itself and refuses to be told them.
const FORBIDDEN_HEADERS = new Set(['content-length', 'host', 'connection']);

/**
 * PUTs a file to a presigned URL. XMLHttpRequest rather than fetch: only it reports upload progress.
 * Any 2xx is success: the local driver answers JSON, S3 answers nothing useful.
 */
export function putFile(url: string, body: Blob, headers: UploadAuthorization['meta']['headers'], options: PutOptions = {}): Promise<void> {
  const { onProgress, signal, refusal, createXhr = () => new XMLHttpRequest() as unknown as XhrLike } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadFailed('The upload was cancelled', 0));
      return;
    }
    const xhr = createXhr();
    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('PUT', url);
    for (const { name, value } of headers) {
      if (!FORBIDDEN_HEADERS.has(name.toLowerCase())) xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
      } else {
        reject(new UploadFailed(uploadErrorMessage(xhr.status, xhr.responseText, refusal), xhr.status));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new UploadFailed(uploadErrorMessage(0, ''), 0));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadFailed('The upload was cancelled', 0));
    };
    xhr.send(body);
  });
}

/**
 * The message of a failed PUT: the local driver's `{ error }`, else one by status (S3 answers XML).
 */
export function uploadErrorMessage(status: number, responseText: string, refusal: UploadRefusalMessages = IMAGE_REFUSAL): string {
  try {
    const body = JSON.parse(responseText) as { error?: unknown };
    if (typeof body.error === 'string' && body.error.trim()) return body.error.trim();
  } catch {
    // not JSON: say it by status
  }
  switch (status) {
    case 0:
      return 'The upload failed. Please check your connection and try again.';
    case 400:
      return IMAGE_EMPTY_MESSAGE;
    case 403:
      return 'The upload was refused. Please try again.';
    case 410:
      return 'The upload URL has expired. Please try again.';
    case 413:
      return refusal.size;
    case 415:
      return refusal.type;
    // the bucket (or the proxy in front of it) is in trouble: nothing was stored
    case 500:
    case 502:
    case 503:
    case 504:
      return STORAGE_UNAVAILABLE_MESSAGE;
    default:
      return `The upload failed (HTTP ${status}). Please try again.`;
  }
}

/** Spec §7: the authorization, then the PUT of the file with its headers. Answers the stored key. */
export async function uploadFile(
  file: Blob & { name: string },
  contentType: string,
  authorize: AuthorizeUpload,
  options: PutOptions = {},
): Promise<{ s3Key: string }> {
  const { uploadUrl, meta } = await authorize({ contentType, fileName: file.name, size: file.size });
  await putFile(uploadUrl, file, meta.headers, options);
  return { s3Key: meta.s3Key };
}

/** A failed upload (authorization or PUT) as one line under the drop zone. */
export function uploadFailureText(error: unknown): string {
  if (error instanceof UploadFailed) return error.message;
  // shown under the drop zone, so not in the snackbar as well
  const messages = claimError(error).map((e) => e.message);
  // one message reads as the server wrote it; several are joined like the banner's
  return messages.length === 1 ? messages[0] : joinErrorMessages(messages);
}
