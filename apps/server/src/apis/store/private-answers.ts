import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The store API answers both the public catalogue and the signed-in portal on one URL. An answer that read a
 * session (the partner's, or a vendor user's on the store's Helpful and Report) or sets a session cookie is that
 * user's own: `private, no-store` keeps it out of shared caches and off the browser's disk. Anonymous answers,
 * the catalogue's, keep the caching they have (no header).
 */
export function privateAnswers() {
  const readSession = new WeakSet<FastifyRequest>();
  return {
    /** The request's context read a session cookie. */
    markSessionRead(request: FastifyRequest) {
      readSession.add(request);
    },
    /** The route's onSend hook. */
    async onSend(request: FastifyRequest, reply: FastifyReply) {
      if (readSession.has(request) || reply.hasHeader('set-cookie')) reply.header('cache-control', 'private, no-store');
    },
  };
}
