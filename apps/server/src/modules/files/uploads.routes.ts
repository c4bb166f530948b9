import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { StorageUnavailableError } from '../../lib/errors.ts';
import { receiveLocalUpload, UploadRejected } from './files.service.ts';
import { storageUnavailable } from './files.routes.ts';

/**
 * The local storage driver's presigned PUT target. Only the signed URL authorises the upload: it is checked
 * before the body is read, and the body is then read only up to the size limit the URL signs.
 */
export function registerUploads(app: FastifyInstance, services: Services) {
  if (services.storage.driver !== 'local') return;
  void app.register(async (scope) => {
    // the body stays a stream whatever its type: the handler decides whether to read it, and how far
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    scope.put<{ Params: { '*': string }; Querystring: Record<string, string | undefined>; Body: Readable | undefined }>(
      '/uploads/*',
      async (req, reply) => {
        try {
          const headers = { contentType: req.headers['content-type'], contentLength: req.headers['content-length'] };
          const file = await receiveLocalUpload(services, req.params['*'], req.query, headers, req.body);
          return reply.send({ s3Key: file.s3Key, size: file.size, width: file.width, height: file.height });
        } catch (err) {
          // a refused body may still be arriving: the connection closes after the answer instead of reading it
          if (err instanceof UploadRejected) return reply.status(err.status).header('connection', 'close').send({ error: err.message });
          // the bytes arrived but could not be stored: the upload URL stays good for another try
          if (err instanceof StorageUnavailableError) return storageUnavailable(reply, err, 'json');
          throw err;
        }
      },
    );
  });
}
