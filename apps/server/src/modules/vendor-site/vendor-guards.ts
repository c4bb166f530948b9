import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isCrossSite, isSameOriginNavigation } from '../../http/same-origin.ts';
import { sendServerPage } from '../../http/server-page.ts';
import { isLaunchPath, launchVouchCookie } from './launch-vouch.ts';
import { errorPage } from './pages.ts';
import { checkVendorCsrf, type VendorViewer, vendorViewerOfRequest } from './vendor-sessions.ts';

/**
 * The checks every vendor page makes, in one place: a signed-in vendor user (else the sign-in, coming back
 * here), and for a form's POST also the same-site check and the session's CSRF token (else a 403 page).
 * Each answers the viewer, or null once the reply is sent.
 */
export function vendorGuards(deps: { db: Db; config: Config }) {
  const requireVendor = async (req: FastifyRequest, reply: FastifyReply): Promise<VendorViewer | null> => {
    const viewer = await vendorViewerOfRequest(deps.db, req.headers.cookie);
    if (!viewer) {
      // a launch our own page asked for goes on at once after the sign-in; any other asks first (launch-vouch.ts)
      if (isLaunchPath(req.url) && isSameOriginNavigation(req, deps.config.publicUrl)) {
        reply.header('set-cookie', launchVouchCookie(deps.config.secretKey, req.url, deps.config.production));
      }
      await reply.redirect(`/vendor/login?next=${encodeURIComponent(req.url)}`);
    }
    return viewer;
  };
  const requireVendorForm = async (req: FastifyRequest<{ Body: Record<string, string> }>, reply: FastifyReply) => {
    const viewer = await requireVendor(req, reply);
    if (!viewer) return null;
    if (isCrossSite(req, deps.config.publicUrl) || !checkVendorCsrf(deps.config.secretKey, viewer.sessionId, req.body?.csrf)) {
      await sendServerPage(reply, 403, errorPage('Please try again', 'The form expired.'));
      return null;
    }
    return viewer;
  };
  return { requireVendor, requireVendorForm };
}
