import type { FastifyInstance } from 'fastify';

/**
 * Behind a proxy TRUST_PROXY does not name, every visitor has the proxy's address: one counter for everyone's
 * sign-ups and logins, one visitor in the listing funnel, one render budget for the whole store. The server cannot
 * tell that from a client writing the header itself, so it says so once per process, at the first request that
 * carries X-Forwarded-For from an address it does not trust, and goes on counting by the socket's address.
 */
export function warnOfUntrustedForwarding(app: FastifyInstance, fromTrustedProxy: (address: string | undefined) => boolean): void {
  let warned = false;
  app.addHook('onRequest', async (req) => {
    if (warned || req.headers['x-forwarded-for'] === undefined || fromTrustedProxy(req.socket.remoteAddress)) return;
    warned = true;
    req.log.warn(
      { peer: req.socket.remoteAddress },
      'a request carries X-Forwarded-For from an address TRUST_PROXY does not name: if a proxy runs in front of this server, ' +
        'set TRUST_PROXY to its address, or every client is counted as the proxy (throttles, the listing funnel, render budgets)',
    );
  });
}
