import { escapeHtml as e } from '../mail/templates.ts';

/**
 * The vendor-facing pages (sign-in, installed apps, the OAuth consent page and its error page) are plain
 * server-rendered HTML: they must work in the middle of an OAuth redirect, without the web app.
 */
const STYLE = `
  *{box-sizing:border-box} body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#102a27;background:#f4f7f6}
  main{max-width:560px;margin:0 auto;padding:32px 16px} .card{background:#fff;border:1px solid #dbe5e3;border-radius:16px;padding:24px;margin-bottom:16px}
  h1{font-size:1.5rem;margin:0 0 8px} h2{font-size:1.05rem;margin:0 0 8px} p{margin:0 0 12px} .muted{color:#50625f}
  label{display:block;font-weight:600;margin:12px 0 4px} input[type=email],input[type=password]{width:100%;padding:10px 12px;border:1px solid #b9c9c6;border-radius:8px;font:inherit}
  button,.button{display:inline-block;padding:10px 18px;border-radius:8px;border:1px solid #0f766e;background:#0f766e;color:#fff;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
  .secondary{background:#fff;color:#0f766e} .danger{background:#fff;color:#b42318;border-color:#b42318} .actions{display:flex;gap:8px;flex-wrap:wrap;margin-top:16px}
  ul.scopes{padding-left:20px;margin:0} .app{display:flex;gap:16px;align-items:center;margin-bottom:16px} .app img{width:64px;height:64px;border-radius:14px;border:1px solid #dbe5e3}
  .error{background:#fef3f2;border:1px solid #fda29b;color:#912018;border-radius:8px;padding:10px 12px;margin-bottom:12px}
  table{width:100%;border-collapse:collapse} td{padding:10px 4px;border-top:1px solid #e6eeec;vertical-align:middle} .plans label{font-weight:400;display:flex;gap:8px;align-items:center}
  header{background:#fff;border-bottom:1px solid #dbe5e3;padding:12px 16px;display:flex;justify-content:space-between;align-items:center} header b{color:#0f766e}`;

export function page(title: string, body: string, header = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(title)} · App Store</title><style>${STYLE}</style></head><body>${header}<main>${body}</main></body></html>`;
}

export function vendorHeader(vendorName: string, csrf: string): string {
  return `<header><span><b>App Store</b> · ${e(vendorName)}</span><form method="post" action="/vendor/logout"><input type="hidden" name="csrf" value="${e(csrf)}"><button class="secondary" data-testid="vendor-logout">Log out</button></form></header>`;
}

export function errorPage(title: string, message: string): string {
  return page(
    title,
    `<div class="card" data-testid="platform-error"><h1>${e(title)}</h1><p>${e(message)}</p><p class="muted">Go back to the app and try again, or contact its developer.</p></div>`,
  );
}

export function loginPage(p: { next: string; error?: string; email?: string }): string {
  return page(
    'Vendor sign in',
    `<div class="card"><h1>Sign in to your booking platform account</h1><p class="muted">Sign in as a tour operator to install and manage apps.</p>
${p.error ? `<div class="error" role="alert" data-testid="vendor-login-error">${e(p.error)}</div>` : ''}
<form method="post" action="/vendor/login"><input type="hidden" name="next" value="${e(p.next)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${e(p.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions"><button type="submit" data-testid="vendor-login-submit">Sign in</button></div></form></div>`,
  );
}

export interface InstalledAppView {
  appId: number;
  name: string;
  developer: string;
  installedAt: Date;
  iconUrl: string | null;
}

export function vendorAppsPage(p: { vendorName: string; csrf: string; apps: InstalledAppView[]; notice?: string }): string {
  const rows = p.apps
    .map(
      (
        a,
      ) => `<tr data-testid="vendor-app-${a.appId}"><td>${a.iconUrl ? `<img src="${e(a.iconUrl)}" alt="" width="40" height="40" style="border-radius:10px">` : ''}</td>
<td><b>${e(a.name)}</b><br><span class="muted">By ${e(a.developer)} · installed ${e(a.installedAt.toISOString().slice(0, 10))}</span></td>
<td style="text-align:right;white-space:nowrap"><a class="button secondary" href="/vendor/apps/${a.appId}/open" data-testid="vendor-app-open-${a.appId}">Open</a>
<form method="post" action="/vendor/apps/${a.appId}/uninstall" style="display:inline"><input type="hidden" name="csrf" value="${e(p.csrf)}"><button class="danger" data-testid="vendor-app-uninstall-${a.appId}">Uninstall</button></form></td></tr>`,
    )
    .join('');
  return page(
    'Installed apps',
    `${p.notice ? `<div class="card" role="status" data-testid="vendor-notice">${e(p.notice)}</div>` : ''}<div class="card"><h1>Installed apps</h1>
${p.apps.length ? `<table data-testid="vendor-apps">${rows}</table>` : `<p class="muted" data-testid="vendor-apps-empty">No apps installed yet. Find one in the <a href="/">App Store</a>.</p>`}</div>`,
    vendorHeader(p.vendorName, p.csrf),
  );
}

export interface ConsentView {
  appName: string;
  iconUrl: string | null;
  developer: string;
  vendorName: string;
  scopes: { name: string; description: string }[];
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
  const scopes = v.scopes.length
    ? `<ul class="scopes" data-testid="consent-scopes">${v.scopes.map((s) => `<li data-scope="${e(s.name)}">${e(s.description)}</li>`).join('')}</ul>`
    : '<p class="muted">It asks for no access to your data beyond your company name.</p>';
  const plans = v.plans.length
    ? `<h2>Choose a plan</h2><div class="plans" data-testid="consent-plans">${v.plans
        .map(
          (p, i) =>
            `<label><input type="radio" name="price_plan" value="${p.id}" ${i === 0 ? 'checked' : ''} data-testid="consent-plan-${p.id}"> ${e(p.label)}</label>`,
        )
        .join('')}</div>`
    : '';
  return page(
    `Install ${v.appName}`,
    `<div class="card" data-testid="consent-page">
<div class="app">${v.iconUrl ? `<img src="${e(v.iconUrl)}" alt="">` : ''}<div><h1>Install ${e(v.appName)}</h1><p class="muted">By ${e(v.developer)} · for ${e(v.vendorName)}${v.testInstall ? ' (test installation)' : ''}</p></div></div>
<h2>${e(v.appName)} will be able to:</h2>${scopes}
${v.priceNote ? `<p style="margin-top:12px" data-testid="consent-price">${e(v.priceNote)}</p>` : ''}
<form method="post" action="/appstore/oauth/authorize">${hidden}<input type="hidden" name="csrf" value="${e(v.csrf)}">${plans}
<div class="actions"><button type="submit" name="decision" value="install" data-testid="consent-install">Install</button>
<button type="submit" name="decision" value="cancel" class="secondary" data-testid="consent-cancel">Cancel</button></div></form></div>`,
  );
}

/**
 * After signing in, the browser continues with a fresh navigation: an HTTP redirect would make the sign-in
 * form's submission lead (via the install launch) to the partner's site, which form-action 'self' forbids.
 */
export function continuePage(next: string): string {
  return page(
    'Signed in',
    `<div class="card"><h1>Signed in</h1><p><a href="${e(next)}" data-testid="vendor-continue">Continue</a></p></div>`,
  ).replace('<title>', () => `<meta http-equiv="refresh" content="0;url=${e(next)}"><title>`);
}
