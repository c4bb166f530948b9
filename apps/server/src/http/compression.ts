import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Responses smaller than this go out as they are: below a kilobyte compression saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/** Brotli quality for on-the-fly compression: 4 is several times faster than 11 and still beats gzip -6. */
export const ON_THE_FLY_BROTLI_QUALITY = 4;

/**
 * Compresses every dynamic response (HTML, both GraphQL APIs, the vendor pages, JSON) above the threshold with
 * brotli or gzip, whichever the client prefers (`Accept-Encoding`), and says so (`Content-Encoding`,
 * `Vary: accept-encoding`); a client that accepts neither gets the plain bytes. What is compressed already is left
 * alone: images and PDFs by their type, the web app's hashed assets because @fastify/static sends their build-time
 * `.br`/`.gz` copies with a `Content-Encoding` (http/spa.ts), and `text/event-stream`.
 *
 * Streams (a streamed HTML page) are compressed as they flow, flushed after every chunk so that the browser gets
 * each part of the page when the server writes it rather than when the page ends.
 *
 * A route whose answer holds a secret (a CSRF token, an access token) beside input another site can choose opts
 * out with `{ compress: false }`: the compressed length would tell an observer of the traffic how much of a
 * guessed secret matches (BREACH; docs/SECURITY.md lists the routes). Request bodies are never decompressed: a compressed body would get past the
 * byte limits that are checked while a body is read.
 *
 * Must be registered before the routes: it attaches itself to each route as the route is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY },
      flush: constants.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { level: 6, flush: constants.Z_SYNC_FLUSH },
  });
}
