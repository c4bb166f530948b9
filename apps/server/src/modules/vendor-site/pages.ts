import { escapeHtml as e } from '../../lib/html.ts';
import { serverPage, siteHeader } from '../../http/server-page.ts';
import { formatDay } from '@appstore/shared/dates/format';

/**
 * The vendor-facing pages (sign-in, installed apps, the OAuth consent page and its error page) are plain
 * server-rendered HTML in the store's look (http/server-page.ts): they must work in the middle of an OAuth
 * redirect, without the web app.
 */
function page(title: string, body: string, header?: string): string {
  return serverPage({ title, body, header });
}

export function vendorHeader(vendorName: string, csrf: string): string {
  return siteHeader(
    `<span class="header-context" data-testid="vendor-name">${e(vendorName)}</span><form class="header-form" method="post" action="/vendor/logout"><input type="hidden" name="csrf" value="${e(csrf)}"><button class="button secondary small" data-testid="vendor-logout">Log out</button></form>`,
  );
}

export function errorPage(title: string, message: string): string {
  return page(
    title,
    `<div class="card" data-testid="platform-error"><h1>${e(title)}</h1><p>${e(message)}</p><p class="muted">Go back to the app and try again, or contact its developer.</p>
<div class="actions"><a class="button secondary" href="/">Open the App Store</a></div></div>`,
  );
}

/**
 * Instead of the browser's DNS error: the app's site is on an example address (the demo catalogue's apps), so
 * it cannot be opened or installed. Points to the example partner app when this process runs it.
 */
export function exampleSitePage(p: { appName: string; host: string; exampleAppSearch: string | null }): string {
  const tryExample = p.exampleAppSearch
    ? `<p>Example Partner App runs for real here: install it to see the whole flow, from launch and consent to the App API call and the webhook.</p>
<div class="actions"><a class="button" href="${e(p.exampleAppSearch)}" data-testid="example-site-try">Find Example Partner App</a><a class="button secondary" href="/">Open the App Store</a></div>`
    : `<div class="actions"><a class="button secondary" href="/">Open the App Store</a></div>`;
  return page(
    `${p.appName} cannot be opened`,
    `<div class="card" data-testid="example-site"><h1>${e(p.appName)} cannot be opened</h1><p>Its site, <b>${e(p.host)}</b>, is an example address that never exists: the app is sample data in this catalogue, or its developer has not set a real app URL yet.</p>
${tryExample}</div>`,
  );
}

export function loginPage(p: { next: string; error?: string; email?: string }): string {
  return page(
    'Vendor sign in',
    `<div class="card"><h1>Sign in to your booking platform account</h1><p class="muted">Sign in as a tour operator to install and manage apps.</p>
${p.error ? `<div class="alert alert-error" role="alert" data-testid="vendor-login-error">${e(p.error)}</div>` : ''}
<form method="post" action="/vendor/login"><input type="hidden" name="next" value="${e(p.next)}">
<div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${e(p.email ?? '')}"></div>
<div class="field"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required></div>
<div class="actions"><button type="submit" class="button" data-testid="vendor-login-submit">Sign in</button></div></form></div>`,
  );
}

export interface InstalledAppView {
  appId: number;
  name: string;
  developer: string;
  installedAt: Date;
  iconUrl: string | null;
  /** A newer version of the app asks for access the vendor has not accepted: it keeps the scopes it had until they accept. */
  accessRequest: { href: string; scopeCount: number } | null;
}

/** The banner over the installed apps when any of them waits for the vendor to accept more access. */
function accessBanner(apps: InstalledAppView[]): string {
  const waiting = apps.filter((a) => a.accessRequest);
  if (!waiting.length) return '';
  const links = waiting
    .map((a) => `<li><a href="${e(a.accessRequest!.href)}" data-testid="access-banner-link-${a.appId}">${e(a.name)}</a></li>`)
    .join('');
  return `<div class="alert alert-info" role="status" data-testid="access-banner"><b>${waiting.length === 1 ? 'An app asks' : `${waiting.length} apps ask`} for more access.</b> Until you review and accept, ${waiting.length === 1 ? 'it keeps' : 'they keep'} the access you gave ${waiting.length === 1 ? 'it' : 'them'}.<ul class="banner-list">${links}</ul></div>`;
}

export function vendorAppsPage(p: { vendorName: string; csrf: string; apps: InstalledAppView[]; notice?: string }): string {
  const rows = p.apps
    .map(
      (
        a,
      ) => `<li class="app-row" data-testid="vendor-app-${a.appId}">${a.iconUrl ? `<img class="app-icon small" src="${e(a.iconUrl)}" alt="" width="40" height="40">` : ''}
<div class="info"><b>${e(a.name)}</b><br><span class="muted">By ${e(a.developer)} · installed ${e(formatDay(a.installedAt, 'UTC'))}</span></div>
<div class="row-actions">${a.accessRequest ? `<a class="button small" href="${e(a.accessRequest.href)}" data-testid="vendor-app-access-${a.appId}">Review new access</a>` : ''}<a class="button secondary small" href="/vendor/apps/${a.appId}/review" data-testid="review-app-${a.appId}">Rate this app</a><a class="button secondary small" href="/vendor/apps/${a.appId}/open" data-testid="vendor-app-open-${a.appId}">Open</a>
<a class="button danger small" href="/vendor/apps/${a.appId}/uninstall" data-testid="vendor-app-uninstall-${a.appId}">Uninstall</a></div></li>`,
    )
    .join('');
  return page(
    'Installed apps',
    `${p.notice ? `<div class="alert alert-success" role="status" data-testid="vendor-notice">${e(p.notice)}</div>` : ''}${accessBanner(p.apps)}<div class="card"><h1>Installed apps</h1>
${p.apps.length ? `<ul class="app-list" data-testid="vendor-apps">${rows}</ul>` : `<p class="muted" data-testid="vendor-apps-empty">No apps installed yet. Find one in the <a href="/">App Store</a>.</p>`}</div>`,
    vendorHeader(p.vendorName, p.csrf),
  );
}

/**
 * Before a signed launch that the vendor's browser did not start from one of our own pages (a link on another
 * site, a bookmark): the launch tells the app's developer who the vendor is, so it waits for one click here.
 */
export function launchContinuePage(p: {
  vendorName: string;
  csrf: string;
  app: { name: string; developer: string; iconUrl: string | null };
  action: string;
  cancelHref: string;
}): string {
  return page(
    `Continue to ${p.app.name}`,
    `<div class="card" data-testid="launch-continue">
<div class="app">${p.app.iconUrl ? `<img class="app-icon" src="${e(p.app.iconUrl)}" alt="" width="64" height="64">` : ''}<div><h1>Continue to ${e(p.app.name)}</h1><p class="muted">By ${e(p.app.developer)}</p></div></div>
<p>Opening ${e(p.app.name)} tells its developer your company and user account. Continue only if you meant to open it.</p>
<form method="post" action="${e(p.action)}"><input type="hidden" name="csrf" value="${e(p.csrf)}">
<div class="actions"><button type="submit" class="button" data-testid="launch-continue-submit">Continue</button><a class="button secondary" href="${e(p.cancelHref)}" data-testid="launch-continue-cancel">Cancel</a></div></form></div>`,
    vendorHeader(p.vendorName, p.csrf),
  );
}

export interface ConsentView {
  appName: string;
  iconUrl: string | null;
  developer: string;
  vendorName: string;
  scopes: { name: string; description: string }[];
  /** When the vendor has the app installed already: the scopes it holds, so the page can mark what is new. */
  granted: string[] | null;
  /** The original authorize parameters, sent back with the decision. */
  params: Record<string, string>;
  csrf: string;
  priceNote: string | null;
  plans: { id: number; label: string }[];
  testInstall: boolean;
}

export function consentPage(v: ConsentView): string {
  const hidden = Object.entries(v.params)
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join('');
  const isNew = (scope: string) => v.granted !== null && !v.granted.includes(scope);
  const scopes = v.scopes.length
    ? `<ul class="scopes" data-testid="consent-scopes">${v.scopes
        .map(
          (s) =>
            `<li data-scope="${e(s.name)}">${e(s.description)}${isNew(s.name) ? ' <span class="tag-new" data-testid="consent-scope-new">New</span>' : ''}</li>`,
        )
        .join('')}</ul>`
    : '<p class="muted">It asks for no access to your data beyond your company name.</p>';
  const installedNote =
    v.granted !== null
      ? `<p data-testid="consent-installed">${e(v.appName)} is installed for ${e(v.vendorName)} already. Installing again gives it the access below${v.scopes.some((s) => isNew(s.name)) ? ', with what is marked new' : ''}, in place of what it has now.</p>`
      : '';
  const plans = v.plans.length
    ? `<fieldset><legend class="legend">Choose a plan</legend><div class="plans" data-testid="consent-plans">${v.plans
        .map(
          (p, i) =>
            `<label class="choice"><input type="radio" name="price_plan" value="${p.id}" ${i === 0 ? 'checked' : ''} data-testid="consent-plan-${p.id}"> ${e(p.label)}</label>`,
        )
        .join('')}</div></fieldset>`
    : '';
  return page(
    `Install ${v.appName}`,
    `<div class="card" data-testid="consent-page">
<div class="app">${v.iconUrl ? `<img class="app-icon" src="${e(v.iconUrl)}" alt="" width="64" height="64">` : ''}<div><h1>Install ${e(v.appName)}</h1><p class="muted">By ${e(v.developer)} · for ${e(v.vendorName)}${v.testInstall ? ' (test installation)' : ''}</p></div></div>
${installedNote}<h2>${e(v.appName)} will be able to:</h2>${scopes}
${v.priceNote ? `<p class="price" data-testid="consent-price">${e(v.priceNote)}</p>` : ''}
<form method="post" action="/appstore/oauth/authorize">${hidden}<input type="hidden" name="csrf" value="${e(v.csrf)}">${plans}
<div class="actions"><button type="submit" name="decision" value="install" class="button" data-testid="consent-install">Install</button>
<button type="submit" name="decision" value="cancel" class="button secondary" data-testid="consent-cancel">Cancel</button></div></form></div>`,
    siteHeader(`<span class="header-context" data-testid="vendor-name">${e(v.vendorName)}</span>`),
  );
}

/**
 * After signing in, the browser continues with a fresh navigation: an HTTP redirect would make the sign-in
 * form's submission lead (via the install launch) to the partner's site, which form-action 'self' forbids.
 */
export function continuePage(next: string): string {
  return serverPage({
    title: 'Signed in',
    body: `<div class="card"><h1>Signed in</h1><p><a href="${e(next)}" data-testid="vendor-continue">Continue</a></p></div>`,
    head: `<meta http-equiv="refresh" content="0;url=${e(next)}">`,
  });
}
