import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../../services.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { sendServerPage } from '../../http/server-page.ts';
import { AppError, RateLimitedError, ValidationError } from '../../lib/errors.ts';
import { errorPage } from '../vendor-site/pages.ts';
import { vendorCsrfToken } from '../vendor-site/vendor-sessions.ts';
import { vendorGuards } from '../vendor-site/vendor-guards.ts';
import { reviewFormPage } from './review-form.page.ts';
import { reviewFormState, submitReview } from './reviews.service.ts';

const html = sendServerPage;

const NOTICES: Record<string, string> = {
  created: 'Thank you! Your review is published in the App Store.',
  updated: 'Your review has been updated.',
};

/** The vendor's "Rate this app" page (server-rendered, like the other vendor pages): GET shows it, POST saves. */
export function registerVendorReviewPages(app: FastifyInstance, services: Services) {
  const { db, config } = services;

  const { requireVendor, requireVendorForm } = vendorGuards(services);

  const notFound = (reply: FastifyReply, err: unknown) => {
    if (err instanceof AppError && err.classification === 'NotFoundError')
      return html(reply, 404, errorPage('App not found', 'This app is not in the App Store.'));
    throw err;
  };

  void app.register(async (scope) => {
    acceptFormBodies(scope);

    // the form carries the vendor's CSRF token: never compressed
    scope.get<{ Params: { appId: string }; Querystring: { notice?: string } }>(
      '/vendor/apps/:appId/review',
      { compress: false },
      async (req, reply) => {
        const viewer = await requireVendor(req, reply);
        if (!viewer) return reply;
        try {
          const state = await reviewFormState(db, viewer.vendor, req.params.appId);
          return html(
            reply,
            200,
            reviewFormPage({
              vendorName: viewer.vendor.name,
              csrf: vendorCsrfToken(config.secretKey, viewer.sessionId),
              appId: state.app.id,
              appName: state.app.name,
              refusal: state.refusal,
              review: state.review,
              notice: req.query.notice && Object.hasOwn(NOTICES, req.query.notice) ? NOTICES[req.query.notice] : undefined,
            }),
          );
        } catch (err) {
          return notFound(reply, err);
        }
      },
    );

    scope.post<{ Params: { appId: string }; Body: Record<string, string> }>(
      '/vendor/apps/:appId/review',
      { compress: false },
      async (req, reply) => {
        const viewer = await requireVendorForm(req, reply);
        if (!viewer) return reply;
        const values = { rating: req.body?.rating, title: req.body?.title, body: req.body?.body };
        try {
          const { created } = await submitReview(
            services,
            { vendor: viewer.vendor, vendorUserId: viewer.user.id },
            req.params.appId,
            values,
          );
          return reply.redirect(
            `/vendor/apps/${encodeURIComponent(req.params.appId)}/review?notice=${created ? 'created' : 'updated'}`,
            303,
          );
        } catch (err) {
          if (err instanceof RateLimitedError) return html(reply, 429, errorPage('Please wait', err.message));
          if (!(err instanceof ValidationError) && !(err instanceof AppError && err.classification === 'ForbiddenError'))
            return notFound(reply, err);
          // bad fields for an app that is missing (or not to be reviewed) answer as the missing app, never a 500
          let state;
          try {
            state = await reviewFormState(db, viewer.vendor, req.params.appId);
          } catch (missing) {
            return notFound(reply, missing);
          }
          const errors = err instanceof ValidationError ? Object.fromEntries(err.fields.map((f) => [f.field, f.message])) : undefined;
          return html(
            reply,
            err instanceof ValidationError ? 400 : 403,
            reviewFormPage({
              vendorName: viewer.vendor.name,
              csrf: vendorCsrfToken(config.secretKey, viewer.sessionId),
              appId: state.app.id,
              appName: state.app.name,
              refusal: state.refusal,
              review: state.review,
              values: { rating: String(values.rating ?? ''), title: String(values.title ?? ''), body: String(values.body ?? '') },
              errors,
            }),
          );
        }
      },
    );
  });
}
