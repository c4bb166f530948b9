import type { FastifyInstance } from 'fastify';
import { StorageUnavailableError } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { storageUnavailable } from '../files/files.routes.ts';
import { viewerOfRequest } from '../accounts/sessions.ts';
import { findPayoutView } from './payouts.service.ts';

/** A file name that cannot break out of the header's quotes or smuggle another header in. */
export function safeInvoiceFileName(name: string): string {
  const base = name
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .replace(/^[ ._]+|[ ._]+$/g, '')
    .slice(0, 100);
  return `${base || 'invoice'}.pdf`;
}

/**
 * `GET /appstore/payouts/:id/invoice`: the payout's PDF invoice, for the users of its organisation and for
 * staff. Anyone else, signed in or not, gets the same 404 as for a missing payout; invoices are private, so
 * nothing may cache them. No CSP `sandbox`: Chrome will not run its PDF viewer in a sandboxed document; the
 * bytes were checked to be a PDF on upload and the type is pinned, so the browser never reads them as a page.
 */
export function registerPayoutInvoice(app: FastifyInstance, services: Services) {
  app.get<{ Params: { id: string } }>('/appstore/payouts/:id/invoice', async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const viewer = await viewerOfRequest(services.db, req.headers.cookie);
    const payout = viewer ? await findPayoutView(services.db, req.params.id) : null;
    const allowed = payout && viewer && (payout.organizationId === viewer.organization.id || viewer.user.adminUser);
    let file: Awaited<ReturnType<Services['storage']['read']>>;
    try {
      file = allowed && payout.invoice ? await services.storage.read(payout.invoice.s3Key) : null;
    } catch (err) {
      if (err instanceof StorageUnavailableError) return storageUnavailable(reply, err);
      throw err;
    }
    if (!file || !payout?.invoice) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', file.size)
      .header('content-disposition', `inline; filename="${safeInvoiceFileName(payout.invoice.fileName)}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
      .send(file.stream);
  });
}
