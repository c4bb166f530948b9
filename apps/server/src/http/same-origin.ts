import type { FastifyRequest } from 'fastify';

const originMatches = (origin: string, req: FastifyRequest, publicUrl: string) => {
  if (origin === new URL(publicUrl).origin) return true;
  try {
    // behind the dev proxy the browser names the host the request was sent to
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
};

/** The browser says the request comes from another site (`Sec-Fetch-Site` or `Origin`). */
export function isCrossSite(req: FastifyRequest, publicUrl: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = req.headers.origin;
  return origin !== undefined && !originMatches(origin, req, publicUrl);
}

/** The browser positively says the request comes from this site; a request that says nothing is refused. */
export function isSameOrigin(req: FastifyRequest, publicUrl: string): boolean {
  if (isCrossSite(req, publicUrl)) return false;
  return req.headers.origin !== undefined || req.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * A GET that the browser says one of this site's own pages started (a link or button of the store, the page after
 * signing in): `Sec-Fetch-Site: same-origin`; from a browser too old to send that, an `Origin` or `Referer` of this
 * site. One that says nothing, a link typed or bookmarked (`none`), or one from another site is not.
 */
export function isSameOriginNavigation(req: FastifyRequest, publicUrl: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const from = req.headers.origin ?? req.headers.referer;
  if (from === undefined) return false;
  try {
    return originMatches(new URL(from).origin, req, publicUrl);
  } catch {
    return false;
  }
}
