import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@appstore/shared';
import type { Services } from '../graphql/context.ts';
import { receiveLocalUpload, UploadRejected } from '../modules/uploads/uploads.service.ts';

const ACCEPTED = ['image/png', 'image/jpeg', 'application/pdf'];

/**
 * The local storage driver's presigned PUT target. Only the signed URL authorises the upload; the body is
 * read up to the 20,000,000-byte limit and checked before it is stored.
 */
export function registerUploads(app: FastifyInstance, services: Services) {
  if (services.storage.driver !== 'local') return;
  void app.register(async (scope) => {
    scope.addContentTypeParser(ACCEPTED, { parseAs: 'buffer', bodyLimit: LIMITS.uploadMaxBytes }, (_req, body, done) => done(null, body));
    scope.put<{ Params: { '*': string }; Querystring: Record<string, string | undefined>; Body: Buffer }>(
      '/uploads/*',
      { bodyLimit: LIMITS.uploadMaxBytes },
      async (req, reply) => {
        try {
          const file = await receiveLocalUpload(services, req.params['*'], req.query, req.headers['content-type'], req.body ?? Buffer.alloc(0));
          return reply.send({ s3Key: file.s3Key, size: file.size, width: file.width, height: file.height });
        } catch (err) {
          if (err instanceof UploadRejected) return reply.status(err.status).send({ error: err.message });
          throw err;
        }
      },
    );
  });
}
