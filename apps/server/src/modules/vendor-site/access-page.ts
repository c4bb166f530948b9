import { APP_SCOPE_DESCRIPTIONS, type AppScope } from '@appstore/shared';
import { escapeHtml as e } from '../../lib/html.ts';
import { serverPage } from '../../http/server-page.ts';
import { vendorHeader } from './pages.ts';

export interface AccessPageView {
  vendorName: string;
  csrf: string;
  app: { id: number; name: string; developer: string; iconUrl: string | null };
  /** What the installation may do now. */
  granted: AppScope[];
  /** Null when there is nothing to accept (any more). */
  request: { version: number; toAccept: AppScope[] } | null;
  /** Shown above the request, e.g. when it changed while the vendor was reading it. */
  notice?: string;
}

const scopeList = (scopes: AppScope[], testid: string) =>
  `<ul class="scopes" data-testid="${testid}">${scopes.map((s) => `<li data-scope="${e(s)}">${e(APP_SCOPE_DESCRIPTIONS[s])}</li>`).join('')}</ul>`;

/**
 * A member of the vendor reviews what a newer version of an installed app asks for. Until they
 * accept, the app keeps the access it had; "Not now" changes nothing.
 */
export function accessPage(v: AccessPageView): string {
  const { app } = v;
  const now = v.granted.length
    ? `<h2>It can now:</h2>${scopeList(v.granted, 'access-granted')}`
    : `<p class="muted" data-testid="access-granted-none">It has no access to your data now beyond your company name.</p>`;
  const body = v.request
    ? `<p>${e(app.name)} has a new version that needs more access. Until you accept, it keeps the access you gave it.</p>
${now}<h2>The new version also asks to:</h2>${scopeList(v.request.toAccept, 'access-requested')}
<form method="post" action="/vendor/apps/${app.id}/access"><input type="hidden" name="csrf" value="${e(v.csrf)}"><input type="hidden" name="version" value="${v.request.version}">
<div class="actions"><button type="submit" class="button" data-testid="access-accept">Accept</button><a class="button secondary" href="/vendor/apps" data-testid="access-not-now">Not now</a></div></form>
<p class="muted">If you do not want to give this access, you can keep the app as it is or <a href="/vendor/apps/${app.id}/uninstall">uninstall it</a>.</p>`
    : `<p data-testid="access-nothing">${e(app.name)} has nothing new for you to accept.</p>${now}<div class="actions"><a class="button secondary" href="/vendor/apps">Back to installed apps</a></div>`;
  return serverPage({
    title: `New access for ${app.name}`,
    header: vendorHeader(v.vendorName, v.csrf),
    body: `<div class="card" data-testid="access-page">
<div class="app">${app.iconUrl ? `<img class="app-icon" src="${e(app.iconUrl)}" alt="" width="64" height="64">` : ''}<div><h1>Review new access for ${e(app.name)}</h1><p class="muted">By ${e(app.developer)} · for ${e(v.vendorName)}</p></div></div>
${v.notice ? `<div class="alert alert-info" role="status" data-testid="access-notice">${e(v.notice)}</div>` : ''}${body}</div>`,
  });
}
