import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMaskedSecret, maskSecret, taxFormSchema, TAX_FORM_TYPES, type TaxFormData, type TaxFormType } from '@appstore/shared';
import type { Services } from '../../services.ts';
import { keyedMac, randomToken, safeEqual } from '../../lib/crypto.ts';
import { type Viewer, viewerOfRequest } from '../accounts/sessions.ts';
import { getPayoutSettingsView } from './payout-settings.service.ts';
import { loggedOutPage, taxFormPage, type TaxFormPageView } from './tax-form.page.ts';
import { canSignTaxForm, findTaxForm, saveTaxForm, toTaxFormPreview, type SavedTaxForm } from './tax-form.service.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { isSameOrigin } from '../../http/same-origin.ts';
import { sendServerPage, serverPagePolicy } from '../../http/server-page.ts';

export const TAX_FORM_PATH = '/appstore/tax-form';

/** The identification numbers: shown masked once saved, and a mask sent back keeps the saved number. */
const TIN_FIELDS = ['tin', 'usTin', 'foreignTin'] as const;

/** Tied to the portal session, so a form from another session (or another site) is refused. */
export function taxFormCsrfToken(secretKey: string, sessionId: number): string {
  return keyedMac(secretKey, 'tax-form', String(sessionId));
}

/** Framed by the portal only; the one inline script (telling the portal the form was saved) runs by its nonce. */
function send(reply: FastifyReply, status: number, body: string, nonce = randomToken(16)) {
  return sendServerPage(
    reply.header('x-frame-options', 'SAMEORIGIN'),
    status,
    body,
    serverPagePolicy({ scriptNonce: nonce, framedBySelf: true, ownImagesOnly: true }),
  );
}

const isFormType = (v: unknown): v is TaxFormType => TAX_FORM_TYPES.includes(v as TaxFormType);

/** A saved form as the page's fields, numbers masked; certification and signature are given anew. */
function valuesOf(data: TaxFormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string') values[key] = (TIN_FIELDS as readonly string[]).includes(key) ? maskSecret(value) : value;
    if (value === true && key !== 'certify') values[key] = 'on';
  }
  delete values.signatureName;
  return values;
}

/** Replaces a mask sent back with the saved number it stands for; a mask of anything else counts as empty. */
function unmask(body: Record<string, string>, saved: SavedTaxForm | null): Record<string, string> {
  const out = { ...body };
  const stored = saved?.data.formType === body.formType ? (saved.data as Record<string, unknown>) : {};
  for (const field of TIN_FIELDS) {
    const sent = out[field]?.trim();
    if (!sent || !isMaskedSecret(sent)) continue;
    const kept = stored[field];
    out[field] = typeof kept === 'string' && maskSecret(kept) === sent ? kept : '';
  }
  return out;
}

function stringsOf(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** `GET|POST /appstore/tax-form` (ARCHITECTURE §5): the W-9 / W-8BEN page in the portal's frame. */
export function registerTaxForm(app: FastifyInstance, services: Services) {
  const { db, config } = services;
  const viewerOf = (req: FastifyRequest) => viewerOfRequest(db, req.headers.cookie);

  async function render(
    reply: FastifyReply,
    viewer: Viewer,
    opts: {
      status?: number;
      formType?: unknown;
      edit?: boolean;
      justSaved?: boolean;
      values?: Record<string, string>;
      errors?: Record<string, string>;
    },
  ) {
    const saved = await findTaxForm(db, config, viewer.organization.id);
    // the form asked for, else the one on file (updating it), else the one the payout settings' residency needs
    const settings = isFormType(opts.formType) || saved ? null : await getPayoutSettingsView(db, config, viewer.organization.id);
    const formType: TaxFormType = isFormType(opts.formType)
      ? opts.formType
      : (saved?.data.formType ?? (settings?.usResident ? 'W9' : 'W8BEN'));
    const canSign = canSignTaxForm(viewer);
    const editing = canSign && Boolean(saved) && (opts.edit ?? false);
    const nonce = randomToken(16);
    const view: TaxFormPageView = {
      formType,
      saved: saved && toTaxFormPreview(saved),
      canSign,
      editing,
      justSaved: Boolean(opts.justSaved && saved),
      values: opts.values ?? (editing && saved?.data.formType === formType ? valuesOf(saved.data) : {}),
      errors: opts.errors ?? {},
      csrf: taxFormCsrfToken(config.secretKey, viewer.sessionId),
      nonce,
    };
    return send(reply, opts.status ?? 200, taxFormPage(view), nonce);
  }

  void app.register(async (scope) => {
    acceptFormBodies(scope);

    // the page holds a CSRF token and the form's values: never compressed
    scope.get<{ Querystring: { form?: string; edit?: string; saved?: string } }>(TAX_FORM_PATH, { compress: false }, async (req, reply) => {
      const viewer = await viewerOf(req);
      if (!viewer) return send(reply, 401, loggedOutPage());
      return render(reply, viewer, { formType: req.query.form, edit: req.query.edit === '1', justSaved: req.query.saved === '1' });
    });

    scope.post(TAX_FORM_PATH, { compress: false }, async (req, reply) => {
      const viewer = await viewerOf(req);
      if (!viewer) return send(reply, 401, loggedOutPage());
      const body = stringsOf(req.body);
      const tokenOk = typeof body.csrf === 'string' && safeEqual(body.csrf, taxFormCsrfToken(config.secretKey, viewer.sessionId));
      if (!isSameOrigin(req, config.publicUrl) || !tokenOk) {
        req.log.warn({ organizationId: viewer.organization.id }, 'tax form post refused (origin or token)');
        return render(reply, viewer, {
          status: 403,
          formType: body.formType,
          errors: { form: 'This form has expired. Reload the page and try again.' },
        });
      }
      if (!canSignTaxForm(viewer)) return render(reply, viewer, { status: 403, formType: body.formType });
      const { csrf: _csrf, ...values } = body;
      const saved = await findTaxForm(db, config, viewer.organization.id);
      const result = taxFormSchema.safeParse(unmask(values, saved));
      if (!result.success) {
        const errors: Record<string, string> = {};
        for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
        // the values as sent: a masked number stays masked, never the saved one in clear
        return render(reply, viewer, { status: 422, formType: values.formType, edit: true, values, errors });
      }
      await saveTaxForm(db, config, viewer, result.data);
      return reply.redirect(`${TAX_FORM_PATH}?saved=1`, 303);
    });
  });
}
