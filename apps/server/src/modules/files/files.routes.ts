import type { FastifyInstance, FastifyReply } from 'fastify';
import { StorageUnavailableError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { isPrivateKey } from './files.service.ts';
import { isVariantKey } from './image-variants.ts';

/**
 * Serves stored files with their real type; nosniff stops a browser from reading them as anything else.
 * Private files (payout invoices) answer as missing here: their own routes check the session. Image variants
 * are named by their content, so browsers and caches may keep them for good; an original keeps a day.
 */
export function registerFiles(app: FastifyInstance, storage: Storage) {
  app.get<{ Params: { '*': string } }>('/files/*', async (req, reply) => {
    const key = req.params['*'];
    let file: Awaited<ReturnType<Storage['read']>>;
    try {
      file = isPrivateKey(key) ? null : await storage.read(key);
    } catch (err) {
      if (err instanceof StorageUnavailableError) return storageUnavailable(reply, err);
      throw err;
    }
    if (!file) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', isVariantKey(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.stream);
  });
}

/**
 * A 503 for a route that could not reach storage: the guarded driver's message, a short Retry-After, and nothing
 * any cache keeps (the file is likely there, and served again once storage answers).
 */
export function storageUnavailable(reply: FastifyReply, err: StorageUnavailableError, as: 'text' | 'json' = 'text') {
  reply.status(503).header('retry-after', '30').header('cache-control', 'no-store');
  return as === 'json' ? reply.send({ error: err.message }) : reply.type('text/plain; charset=utf-8').send(err.message);
}
