import type { CORSOptions } from 'graphql-yoga';
import type { Config } from '../config.ts';

/**
 * CORS of the store and portal API, which acts on the session cookie: a page may read its answers only from the
 * product's own origin (PUBLIC_URL) or one of CORS_ALLOWED_ORIGINS. Any other origin gets no CORS headers at
 * all, in the preflight or the answer, so a page on another site can neither send the API's CSRF header nor read
 * the signed-in user's data. The other cookie-authenticated routes (pages, forms, files) send no CORS headers.
 */
export function sessionApiCors(config: Pick<Config, 'publicUrl' | 'corsAllowedOrigins'>) {
  const allowed = new Set([new URL(config.publicUrl).origin, ...config.corsAllowedOrigins]);
  return (request: Request): CORSOptions => {
    const origin = request.headers.get('origin');
    if (origin === null || !allowed.has(origin)) return false;
    return { origin: [origin], credentials: true, methods: ['GET', 'POST'], maxAge: 600 };
  };
}
