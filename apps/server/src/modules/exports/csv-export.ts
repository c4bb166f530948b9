import type { FastifyInstance } from 'fastify';
import { isCrossSite } from '../../http/same-origin.ts';
import { csvStream, type CsvExport } from '../../lib/csv.ts';
import { ForbiddenError, NotFoundError, RateLimitedError, ValidationError } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { type Viewer, viewerOfRequest } from '../accounts/sessions.ts';

export type CsvExportQuery = Record<string, string | undefined>;

/**
 * One home for every CSV download of the portal (`GET /appstore/exports/<name>.csv?…`).
 *
 * - Signed in by the portal session cookie; no session answers 401, another organisation's object 404 (the
 *   export's `produce` checks the organisation and throws NotFoundError like the screens do).
 * - Refused (403) when the browser says another site sent it: the session cookie is SameSite=Lax, so a link or
 *   a top-level navigation from another site would otherwise carry it and start a download of the partner's data
 *   that the partner never asked for. A GET that changes nothing needs no token beyond that.
 * - Never cached, always an attachment with a plain ASCII file name, streamed row by row.
 */
export function registerCsvExport(
  app: FastifyInstance,
  services: Services,
  name: string,
  produce: (viewer: Viewer, query: CsvExportQuery) => Promise<CsvExport>,
) {
  app.get<{ Querystring: CsvExportQuery }>(`/appstore/exports/${name}.csv`, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    // 'none' is a link the user opened themselves (pasted, bookmarked, retried): no other site can send it
    const typedByUser = req.headers['sec-fetch-site'] === 'none';
    if (!typedByUser && isCrossSite(req, services.config.publicUrl)) return reply.status(403).type('text/plain').send('Forbidden');
    const viewer = await viewerOfRequest(services.db, req.headers.cookie);
    if (!viewer) return reply.status(401).type('text/plain').send('Please log in.');
    let file: CsvExport;
    try {
      file = await produce(viewer, req.query);
    } catch (err) {
      if (err instanceof ForbiddenError) return reply.status(403).type('text/plain').send(err.message);
      if (err instanceof NotFoundError) return reply.status(404).type('text/plain').send(err.message);
      if (err instanceof RateLimitedError) {
        const retryAfter = Number(err.extensions.retryAfterSeconds);
        return reply.status(429).header('retry-after', String(retryAfter)).type('text/plain').send(err.message);
      }
      if (err instanceof ValidationError) {
        return reply
          .status(400)
          .type('text/plain')
          .send(err.fields.map((f) => f.message).join('\n'));
      }
      throw err;
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFileName(file.name)}"`)
      .header('x-content-type-options', 'nosniff')
      .send(csvStream(file.header, file.rows));
  });
}

/** `audit-log-2026-11-26.csv`: letters, digits and dashes only, so it cannot break out of the header's quotes. */
export function csvFileName(name: string, now = new Date()): string {
  const base = name.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  return `${base}-${now.toISOString().slice(0, 10)}.csv`;
}
