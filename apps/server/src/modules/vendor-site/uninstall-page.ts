import { UNINSTALL_COMMENT_MAX, UNINSTALL_REASON_LABELS, UNINSTALL_REASONS } from '@appstore/shared/installations/uninstall-reasons';
import { escapeHtml as e } from '../../lib/html.ts';
import { serverPage } from '../../http/server-page.ts';
import { vendorHeader } from './pages.ts';

export interface UninstallPageView {
  vendorName: string;
  csrf: string;
  app: { id: number; name: string; developer: string; iconUrl: string | null };
  /** What the vendor sent, shown again with the messages when it was refused. */
  answer?: { reason?: string; comment?: string };
  errors?: { reason?: string; comment?: string };
}

/**
 * The vendor's uninstall confirmation: asks why, optionally, before the app is uninstalled.
 * "Uninstall" sends the answer; "Uninstall without answering" skips the question; Cancel changes nothing.
 */
export function uninstallPage(v: UninstallPageView): string {
  const { app, answer = {}, errors = {} } = v;
  const invalid = (field: keyof typeof errors) => (errors[field] ? ' aria-invalid="true"' : '');
  const errorText = (field: keyof typeof errors) =>
    errors[field] ? `<p class="field-error" id="${field}-error" data-testid="uninstall-${field}-error">${e(errors[field])}</p>` : '';
  const radios = UNINSTALL_REASONS.map(
    (reason) =>
      `<label class="choice"><input type="radio" name="reason" value="${reason}"${answer.reason === reason ? ' checked' : ''}${invalid('reason')} data-testid="uninstall-reason-${reason}"> ${e(UNINSTALL_REASON_LABELS[reason])}</label>`,
  ).join('');
  const summary = Object.values(errors).filter(Boolean);
  const commentDescribedBy = ['comment-hint', errors.comment ? 'comment-error' : ''].filter(Boolean).join(' ');
  return serverPage({
    title: `Uninstall ${app.name}`,
    header: vendorHeader(v.vendorName, v.csrf),
    body: `<div class="card" data-testid="uninstall-page">
<div class="app">${app.iconUrl ? `<img class="app-icon" src="${e(app.iconUrl)}" alt="" width="64" height="64">` : ''}<div><h1>Uninstall ${e(app.name)}?</h1><p class="muted">By ${e(app.developer)}</p></div></div>
<p>${e(app.name)} will stop reaching your data at once, and its plan ends. You can install it again from the App Store.</p>
${summary.length ? `<div class="alert alert-error" role="alert" data-testid="uninstall-error">Nothing was uninstalled. ${summary.map((m) => e(m)).join(' ')}</div>` : ''}
<form method="post" action="/vendor/apps/${app.id}/uninstall"><input type="hidden" name="csrf" value="${e(v.csrf)}">
<fieldset${errors.reason ? ' aria-describedby="reason-error"' : ''}><legend class="legend">Why are you uninstalling it? (optional)</legend>${radios}${errorText('reason')}</fieldset>
<div class="field"><label for="comment">Anything else the developer should know? (optional)</label>
<textarea id="comment" name="comment" rows="4" maxlength="${UNINSTALL_COMMENT_MAX}" aria-describedby="${commentDescribedBy}"${invalid('comment')} data-testid="uninstall-comment">${e(answer.comment ?? '')}</textarea>
<p class="muted field-hint" id="comment-hint">Up to ${UNINSTALL_COMMENT_MAX} characters. Only the app's developer sees your answer, without your company's name; it is never shown in public.</p>${errorText('comment')}</div>
<div class="actions"><button type="submit" name="decision" value="uninstall" class="button danger-solid" data-testid="uninstall-confirm">Uninstall</button>
<button type="submit" name="decision" value="skip" class="button secondary" data-testid="uninstall-skip">Uninstall without answering</button>
<a class="button secondary" href="/vendor/apps" data-testid="uninstall-cancel">Cancel</a></div></form></div>`,
  });
}
