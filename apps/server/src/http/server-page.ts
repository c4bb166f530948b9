import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BRAND, FONT_FAMILY } from '@appstore/shared/brand/brand';
import { escapeHtml as e } from '../lib/html.ts';

/**
 * The one layout of the pages the server renders itself (vendor sign-in and installed apps, the OAuth consent
 * page and its errors, the tax form in the portal's frame). They stay plain HTML without the web app's bundle,
 * so they load at once, even in the middle of an OAuth redirect, and they look like the store: its colours and
 * type (packages/shared brand), its header, MUI's spacing, buttons, inputs and alerts.
 *
 * The styles are one small file served under a name that carries its hash (immutable, cached for a year), so the
 * pages' policies allow `style-src 'self'` and no inline style at all.
 */
/**
 * The policy of every server-rendered page: no script unless the page names its one nonce, styles only from the
 * stylesheet below, images from us or https, forms only to us and to `formTargets` (the consent page's redirect
 * back to an app: Chrome checks a form's redirect against form-action), framed by nobody unless `framedBySelf`
 * (the tax form in the portal). `ownImagesOnly` for a page holding data worth stealing through an injected image.
 */
export function serverPagePolicy(
  opts: { formTargets?: string[]; scriptNonce?: string; framedBySelf?: boolean; ownImagesOnly?: boolean } = {},
): string {
  return [
    "default-src 'none'",
    ...(opts.scriptNonce ? [`script-src 'nonce-${opts.scriptNonce}'`] : []),
    "style-src 'self'",
    opts.ownImagesOnly ? "img-src 'self' data:" : "img-src 'self' https: data:",
    ['form-action', "'self'", ...(opts.formTargets ?? [])].join(' '),
    `frame-ancestors ${opts.framedBySelf ? "'self'" : "'none'"}`,
    "base-uri 'none'",
  ].join('; ');
}

/** Sends a server-rendered page, never cached, under the server pages' policy (the strict one unless given). */
export function sendServerPage(reply: FastifyReply, status: number, body: string, policy = serverPagePolicy()) {
  return reply
    .status(status)
    .header('content-security-policy', policy)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:${FONT_FAMILY};font-size:1rem;line-height:1.5;color:${BRAND.text};background:${BRAND.background};-webkit-font-smoothing:antialiased;overflow-wrap:anywhere}
body.framed{background:${BRAND.paper}}
a{color:${BRAND.primary}} a:hover{color:${BRAND.primaryDark}}
:focus-visible{outline:3px solid rgba(15,118,110,.55);outline-offset:2px}
img{max-width:100%}
.site-header{position:sticky;top:0;z-index:10;background:rgba(255,255,255,.92);border-bottom:1px solid ${BRAND.divider}}
.container{width:100%;max-width:1200px;margin:0 auto;padding:0 16px}
.site-header .container{display:flex;align-items:center;gap:8px;min-height:60px}
.logo{display:inline-flex;align-items:center;gap:10px;color:${BRAND.text};text-decoration:none;font-weight:800;font-size:1.15rem;letter-spacing:-.02em;white-space:nowrap;border-radius:6px;flex:none}
.logo:hover{color:${BRAND.text}}
.spacer{flex:1}
.header-context{color:${BRAND.textSecondary};font-size:.875rem;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.header-form{margin:0;flex:none}
main{width:100%;max-width:600px;margin:0 auto;padding:32px 16px 48px}
main.wide{max-width:760px}
body.framed main{max-width:760px;margin:0;padding:24px}
body.framed h1{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
body.framed .card{border:0;border-radius:0;padding:0;background:none}
h1{font-size:1.75rem;font-weight:800;letter-spacing:-.02em;line-height:1.2;margin:0 0 8px}
h2{font-size:1.125rem;font-weight:700;margin:24px 0 8px}
.card h2:first-child,.card>h2.top{margin-top:0}
p{margin:0 0 12px}
.muted{color:${BRAND.textSecondary};font-size:.875rem}
.card{background:${BRAND.paper};border:1px solid ${BRAND.divider};border-radius:16px;padding:24px;margin-bottom:16px}
@media (max-width:599px){.card{padding:16px} h1{font-size:1.5rem} main{padding-top:24px} body.framed main{padding:16px}}
.field{margin:0 0 16px}
label,.legend{display:block;font-size:.875rem;font-weight:600;margin:0 0 6px}
input[type=text],input[type=email],input[type=password],input[type=date],select,textarea{display:block;width:100%;max-width:100%;min-height:44px;padding:10px 14px;border:1px solid rgba(0,0,0,.23);border-radius:10px;font:inherit;font-size:1rem;background:${BRAND.paper};color:inherit}
textarea{min-height:140px;resize:vertical;line-height:1.5}
input:hover,select:hover,textarea:hover{border-color:${BRAND.text}}
input:focus,select:focus,textarea:focus{outline:0;border-color:${BRAND.primary};box-shadow:0 0 0 1px ${BRAND.primary}}
input[type=radio],input[type=checkbox]{width:18px;height:18px;accent-color:${BRAND.primary};margin:3px 0 0;flex:none}
fieldset{border:0;margin:0 0 16px;padding:0;min-width:0} legend{padding:0}
.choice{display:flex;gap:10px;align-items:flex-start;font-weight:400;font-size:1rem;margin:6px 0}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 16px} @media (max-width:480px){.row{grid-template-columns:1fr}}
[aria-invalid=true]{border-color:#d32f2f!important}
.field-error{color:#d32f2f;font-size:.8125rem;margin:4px 0 0}
.alert{border-radius:10px;padding:10px 16px;margin-bottom:16px;font-size:.875rem}
.alert-error{background:#fdeded;color:#5f2120} .alert-success{background:#edf7ed;color:#1e4620} .alert-info{background:#e5f6fd;color:#014361}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:40px;padding:8px 18px;border-radius:10px;border:1px solid ${BRAND.primary};background:${BRAND.primary};color:#fff;font:inherit;font-size:.9375rem;font-weight:600;line-height:1.5;cursor:pointer;text-decoration:none;white-space:nowrap}
.button:hover{background:${BRAND.primaryDark};border-color:${BRAND.primaryDark};color:#fff}
.button.secondary{background:${BRAND.paper};color:${BRAND.primary};border-color:rgba(15,118,110,.5)}
.button.secondary:hover{background:rgba(15,118,110,.06);color:${BRAND.primary}}
.button.danger{background:${BRAND.paper};color:#b42318;border-color:rgba(180,35,24,.5)}
.button.danger:hover{background:#fef3f2;color:#b42318}
.button.danger-solid{background:#b42318;border-color:#b42318;color:#fff} .button.danger-solid:hover{background:#912018;border-color:#912018;color:#fff}
textarea{resize:vertical;line-height:1.5}
.field-hint{margin:6px 0 0}
.button.small{min-height:34px;padding:4px 12px;font-size:.875rem}
.actions{display:flex;gap:8px;flex-wrap:wrap;align-items:center;margin-top:16px}
.app{display:flex;gap:16px;align-items:center;margin-bottom:16px}
.app-icon{width:64px;height:64px;border-radius:14px;border:1px solid ${BRAND.divider};flex:none;object-fit:cover}
.app-icon.small{width:40px;height:40px;border-radius:10px}
ul.scopes{padding-left:20px;margin:0 0 12px} ul.scopes li{margin:4px 0}
.tag-new{display:inline-block;margin-left:6px;padding:0 8px;border-radius:999px;background:#e5f6fd;color:#014361;font-size:.75rem;font-weight:600;line-height:1.6}
.plans .choice{padding:10px 12px;border:1px solid ${BRAND.divider};border-radius:10px;margin:0 0 8px}
.price{margin-top:12px}
.app-list{list-style:none;margin:0;padding:0}
.app-row{display:flex;flex-wrap:wrap;gap:12px;align-items:center;padding:12px 0;border-top:1px solid ${BRAND.divider}}
.app-row:first-child{border-top:0;padding-top:4px}
.app-row .info{flex:1 1 180px;min-width:0}
.app-row .row-actions{display:flex;gap:8px;flex:none;margin-left:auto}
.app-row form{margin:0}
.banner-list{margin:6px 0 0;padding-left:20px}
@media (max-width:480px){.app-row .row-actions{flex:1 1 100%;flex-wrap:wrap;margin-left:0}}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0} dt{color:${BRAND.textSecondary}} dd{margin:0;overflow-wrap:anywhere}
@media (max-width:400px){dl{grid-template-columns:1fr} dd{margin-bottom:6px}}
.stars{color:#b45309;letter-spacing:1px}
.review-box{border-top:1px solid ${BRAND.divider};padding-top:12px;margin-top:12px}
.certify{background:${BRAND.background};border:1px solid ${BRAND.divider};border-radius:10px;padding:12px;font-size:.875rem;margin-bottom:8px}
`.trim();

const CSS_HASH = createHash('sha256').update(CSS).digest('hex').slice(0, 12);

/** The stylesheet's URL: a new name whenever its content changes, so it can be cached for good. */
export const SERVER_PAGE_CSS_PATH = `/appstore/styles/pages.${CSS_HASH}.css`;

export function registerServerPageStyles(app: FastifyInstance) {
  app.get(SERVER_PAGE_CSS_PATH, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').type('text/css; charset=utf-8').send(CSS),
  );
}

/** The store's logo (apps/web LogoMark and Logo): the mark and 'App Store', linking to the store. */
const LOGO = `<a class="logo" href="/" data-testid="logo"><svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
<rect width="32" height="32" rx="8" fill="${BRAND.primary}"/><rect x="7" y="7" width="8" height="8" rx="2" fill="#fff"/>
<rect x="17" y="7" width="8" height="8" rx="2" fill="#fff" opacity="0.7"/><rect x="7" y="17" width="8" height="8" rx="2" fill="#fff" opacity="0.7"/>
<rect x="17" y="17" width="8" height="8" rx="4" fill="${BRAND.accent}"/></svg><span>App Store</span></a>`;

/** The store's header bar, with what the page adds on the right (HTML, already escaped). */
export function siteHeader(right = ''): string {
  return `<header class="site-header" data-testid="site-header"><div class="container">${LOGO}<span class="spacer"></span>${right}</div></header>`;
}

export interface ServerPageOptions {
  title: string;
  /** The page's content (HTML, already escaped). */
  body: string;
  /** The header bar: the store's by default; none for a page shown in the portal's frame. */
  header?: string | null;
  /** A wider column, for forms. */
  wide?: boolean;
  /** More head tags (HTML, already escaped). */
  head?: string;
  /** One inline script and the nonce the page's policy allows it by. */
  script?: { nonce: string; source: string };
}

export function serverPage(p: ServerPageOptions): string {
  const header = p.header === undefined ? siteHeader() : p.header;
  const framed = p.header === null;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="${BRAND.primary}"><link rel="icon" type="image/svg+xml" href="/favicon.svg">${p.head ?? ''}
<title>${e(p.title)} · App Store</title><link rel="stylesheet" href="${SERVER_PAGE_CSS_PATH}"></head>
<body${framed ? ' class="framed"' : ''}>${header ?? ''}<main id="main"${p.wide ? ' class="wide"' : ''}>${p.body}</main>${
    p.script ? `<script nonce="${e(p.script.nonce)}">${p.script.source}</script>` : ''
  }</body></html>`;
}
