/**
 * Bytes a page load put on the wire, split the way the web benchmark (scripts/bench-web.mjs) reports them.
 * A resource is classified by the type Chromium's DevTools protocol gives it, then by its MIME type for the types
 * that say nothing (Other, Prefetch, ...): a favicon is an image, a JSON answer is data.
 */

export const BYTE_KINDS = /** @type {const} */ (['html', 'js', 'css', 'images', 'data', 'other']);

/** @typedef {(typeof BYTE_KINDS)[number]} ByteKind */

/** @type {Record<string, ByteKind>} CDP Network.ResourceType → kind */
const BY_TYPE = {
  Document: 'html',
  Script: 'js',
  Stylesheet: 'css',
  Image: 'images',
  XHR: 'data',
  Fetch: 'data',
  EventSource: 'data',
  WebSocket: 'data',
  // a CORS preflight exists only for a data request
  Preflight: 'data',
  Font: 'other',
  Media: 'other',
  Manifest: 'other',
  TextTrack: 'other',
};

/**
 * The kind of one resource.
 * @param {{ type?: string, mimeType?: string }} resource CDP resource type and response MIME type
 * @returns {ByteKind}
 */
export function resourceKind({ type, mimeType }) {
  const byType = type ? BY_TYPE[type] : undefined;
  if (byType) return byType;
  const mime = (mimeType ?? '').split(';')[0].trim().toLowerCase();
  if (mime === 'text/html' || mime === 'application/xhtml+xml') return 'html';
  if (/^(text|application)\/(x-)?(javascript|ecmascript)$/.test(mime)) return 'js';
  if (mime === 'text/css') return 'css';
  if (mime.startsWith('image/')) return 'images';
  if (mime === 'application/json' || mime.endsWith('+json') || mime === 'multipart/mixed') return 'data';
  return 'other';
}

/** @returns {Record<ByteKind, number>} */
export function emptyBytes() {
  return Object.fromEntries(BYTE_KINDS.map((kind) => [kind, 0]));
}

/** What a phone must fetch before the page is usable, images aside: HTML + JS + CSS + data. */
export function bytesBeforeUsable(bytes) {
  return bytes.html + bytes.js + bytes.css + bytes.data;
}

export function totalBytes(bytes) {
  return BYTE_KINDS.reduce((sum, kind) => sum + bytes[kind], 0);
}
