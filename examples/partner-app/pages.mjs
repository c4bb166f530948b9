// The example app's HTML: one small stylesheet, no scripts, readable from 320 px up.

export const escape = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const style = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2330;background:#f4f6f9}
header{background:#12355b;color:#fff;padding:14px 0}
header p{margin:0 auto;max-width:760px;padding:0 16px;font-weight:600;letter-spacing:.01em}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px;overflow-wrap:break-word}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 16px}
h2{font-size:1.15rem;margin:0 0 12px}
section{background:#fff;border:1px solid #dde3ea;border-radius:12px;padding:20px;margin:0 0 16px}
section>:first-child{margin-top:0}
section>:last-child{margin-bottom:0}
.notice{border-color:#8fc9a3;background:#eef8f1}
.error{border-color:#e3a3a3;background:#fcf0f0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}
dt{color:#51606f}
dd{margin:0;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{text-align:left;padding:8px 6px;border-bottom:1px solid #e6eaef;vertical-align:top}
th{color:#51606f;font-weight:600}
button{font:inherit;font-weight:600;color:#fff;background:#12355b;border:0;border-radius:8px;padding:10px 18px;cursor:pointer;min-height:44px}
button:focus-visible,a:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
a{color:#0b5cad}
.muted{color:#51606f}
.ok{color:#1d6b36;font-weight:600}
.bad{color:#a11d1d;font-weight:600}
@media (max-width:480px){dl{grid-template-columns:1fr}dt{margin-top:6px}thead{display:none}table,tbody,tr,td{display:block}tr{padding:8px 0;border-bottom:1px solid #e6eaef}td{border:0;padding:2px 0}td::before{content:attr(data-label) ": ";color:#51606f;font-weight:400}}
`;

/** A whole page: the app's own header, a heading and the body's sections. */
export function html(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)} · Example partner app</title><style>${style}</style></head><body><header><p>Example partner app</p></header><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

export const section = (inner, attrs = '') => `<section ${attrs}>${inner}</section>`;

/** `A,B` as `A, B`, so a narrow screen can wrap the list. */
export const scopeList = (scope) =>
  String(scope ?? '')
    .split(',')
    .join(', ');

const when = (iso) => escape(new Date(iso).toISOString().replace('T', ' ').slice(0, 19) + ' UTC');

/** What a webhook said, in a few words: the booking's confirmation code when there is one. */
function summary(hook) {
  if (hook.topic === 'apps/uninstall') return 'The vendor uninstalled the app';
  try {
    const body = JSON.parse(hook.body);
    if (hook.topic === 'apps/access_accept') return `The vendor accepted version ${body.appVersion}`;
    return body.confirmationCode ? `Booking ${body.confirmationCode} (${body.status})` : '';
  } catch {
    return '';
  }
}

export function webhookTable(hooks) {
  if (hooks.length === 0)
    return '<p data-testid="partner-app-no-webhooks" class="muted">No webhooks yet. Create a test booking, or uninstall the app in the App Store: the platform tells this app of both.</p>';
  const rows = hooks
    .slice()
    .reverse()
    .map(
      (h) =>
        `<tr data-testid="partner-app-webhook"><td data-label="Topic">${escape(h.topic)}</td><td data-label="Event">${escape(summary(h) || '–')}</td><td data-label="Received">${when(h.receivedAt)}</td><td data-label="Signatures" class="${h.valid ? 'ok' : 'bad'}">${h.valid ? 'Valid' : 'Invalid'}</td></tr>`,
    )
    .join('');
  return `<p class="muted">Newest first; both signatures are checked.</p><table><thead><tr><th scope="col">Topic</th><th scope="col">Event</th><th scope="col">Received</th><th scope="col">Signatures</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The page a vendor sees in the app: the installation, the vendor as the App API reads it now, the webhooks. */
export function installedPage({ install, vendor, access, apiError, hooks, notice, canBook }) {
  const hooksHtml = section(`<h2>Webhooks received</h2><div data-testid="partner-app-webhooks">${webhookTable(hooks)}</div>`);
  if (install.uninstalledAt) {
    return html(
      `Uninstalled from ${install.vendorName ?? install.domain}`,
      section(
        `<p data-testid="partner-app-uninstalled">The vendor uninstalled the app (${when(install.uninstalledAt)}). The platform revoked its token, so the app no longer reads this vendor's data. Installing it again from the App Store starts a new installation.</p>`,
        'data-testid="partner-app-home"',
      ) + hooksHtml,
    );
  }
  const noticeHtml = notice ? section(`<p data-testid="${notice.testId}">${notice.html}</p>`, 'class="notice" role="status"') : '';
  const vendorHtml = vendor
    ? `<dl data-testid="partner-app-vendor-details"><dt>Name</dt><dd data-testid="partner-app-vendor">${escape(vendor.name)}</dd><dt>Domain</dt><dd>${escape(vendor.domain)}</dd><dt>Country</dt><dd>${escape(vendor.country)}</dd><dt>Vendor id</dt><dd>${escape(vendor.id)}</dd></dl>`
    : `<p data-testid="partner-app-api-error" class="bad">${escape(apiError)}</p>`;
  // a newer version of this app asks for more: the platform's page lets a user of the vendor accept it
  const accessHtml = access?.acceptUrl
    ? section(
        `<p data-testid="partner-app-access-pending">Version ${escape(String(access.latestVersion))} of this app also asks for: ${escape(scopeList(access.pendingScopes.join(',')))}. Until you accept, the app keeps its current access.</p><p><a href="${escape(access.acceptUrl)}" data-testid="partner-app-access-accept">Review and accept on the platform</a></p>`,
        'class="notice" role="status"',
      )
    : '';
  const book = canBook
    ? `<form method="post" action="/app/test-booking"><p class="muted">Books one seat of the vendor's first activated experience for tomorrow through the App API. The platform then sends this app the bookings/create webhook.</p><button type="submit" data-testid="partner-app-test-booking">Create a test booking</button></form>`
    : '<p class="muted">This installation did not grant BOOKINGS_WRITE, so the app cannot create a test booking.</p>';
  return html(
    `Installed for ${install.vendorName ?? install.domain}`,
    noticeHtml +
      accessHtml +
      section(
        `<h2>The vendor, read through the App API</h2>${vendorHtml}<p class="muted">Scopes granted: ${escape(scopeList(install.scope))}. Installed by ${escape(install.installedBy ?? 'a vendor user')}.</p>`,
        'data-testid="partner-app-home"',
      ) +
      section(`<h2>Try it</h2>${book}`) +
      hooksHtml,
  );
}

const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** GET / without a launch: what this app is and how to open it. */
export function aboutPage({ platformUrl, installCount, hookCount }) {
  return html(
    'Open this app from the App Store',
    section(
      `<p>This is the example partner app from <code>examples/partner-app</code>. A vendor opens it from the App Store: the platform signs the launch, the app sends the vendor to the consent page, exchanges the code for a token and reads the vendor through the App API.</p><p><a href="${escape(platformUrl)}/apps">Go to the App Store</a></p><p class="muted" data-testid="partner-app-counts">${count(installCount, 'installation')} and ${count(hookCount, 'webhook')} since this app started.</p>`,
    ),
  );
}

export const messagePage = (title, message, testId = 'partner-app-error') =>
  html(title, section(`<p data-testid="${testId}">${message}</p>`, 'class="error"'));
