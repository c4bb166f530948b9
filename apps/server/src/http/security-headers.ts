import type { FastifyInstance } from 'fastify';

/**
 * The whole product is same-origin: scripts, styles and API calls come from us; images and the promo-video
 * frames are the only outside content a listing may show. The one frame of our own is the tax form page.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // 'self': the portal frames its own tax form page (/appstore/tax-form)
  "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance, opts: { production: boolean }) {
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (opts.production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
