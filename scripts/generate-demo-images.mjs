#!/usr/bin/env node
// Renders the demo seed images (app icons, product screenshots, benefit illustrations)
// from HTML/CSS/SVG templates with a system Chromium via playwright-core.
//
//   node scripts/generate-demo-images.mjs            # everything
//   node scripts/generate-demo-images.mjs icons      # one group: icons | screenshots | benefits
//   node scripts/generate-demo-images.mjs screenshots crm-contacts   # single files
//
// No network is used: only system fonts (Inter / DejaVu Sans) and inline SVG/CSS.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { execSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const assetsDir = resolve(root, 'apps/server/src/seed/assets');

const ICONS = new Map(); // slug -> { bg: [c1, c2], glyph: svg markup }
const SCREENS = new Map(); // name -> { mobile: boolean, html: () => string }
const BENEFITS = new Map(); // name -> () => string

const FONT = "'Inter', 'DejaVu Sans', 'Liberation Sans', sans-serif";

/** Wraps a body in a full document with a reset and the base font. */
function doc(body, css = '', { w, h, bg = '#fff' } = {}) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${w}px;height:${h}px;overflow:hidden;background:${bg}}
body{font-family:${FONT};color:#1f2937;-webkit-font-smoothing:antialiased;font-size:14px;line-height:1.35}
${css}</style></head><body>${body}</body></html>`;
}

/** Escapes text for HTML. */
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log('Chromium missing: installing the Debian package…');
  execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
}

async function main() {
  const [group, ...only] = process.argv.slice(2);
  const want = (g, name) => (!group || group === g) && (only.length === 0 || only.includes(name));
  ensureChromium();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const pages = new Map(); // one reusable tab per viewport size
  const render = async (html, w, h, path, opts) => {
    let page = pages.get(`${w}x${h}`);
    if (!page) {
      page = await browser.newPage({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
      pages.set(`${w}x${h}`, page);
    }
    await page.setContent(html, { waitUntil: 'load' });
    const shot = await page.screenshot(opts);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, opts.type === 'png' ? shrinkPng(shot) : shot);
  };
  let count = 0;
  try {
    for (const [slug, icon] of ICONS) {
      if (!want('icons', slug)) continue;
      await render(iconHtml(icon), 1200, 1200, resolve(assetsDir, 'icons', `${slug}.png`), {
        type: 'png',
        omitBackground: true,
      });
      count++;
    }
    for (const [name, s] of SCREENS) {
      if (!want('screenshots', name)) continue;
      const [w, h] = s.mobile ? [750, 1334] : [1600, 1000];
      const html = s.mobile ? mobileDoc(s.html()) : desktopDoc(s.html());
      await render(html, w, h, resolve(assetsDir, 'screenshots', `${name}.jpg`), { type: 'jpeg', quality: 80 });
      count++;
    }
    for (const [name, fn] of BENEFITS) {
      if (!want('benefits', name)) continue;
      await render(fn(), 1600, 1200, resolve(assetsDir, 'benefits', `${name}.jpg`), { type: 'jpeg', quality: 80 });
      count++;
    }
  } finally {
    await browser.close();
  }
  console.log(`Rendered ${count} image(s) into ${assetsDir}`);
}

// ---------------------------------------------------------------------------
// Icons
// ---------------------------------------------------------------------------

/** Mixes two #rrggbb colours (t = share of the second). */
function mix(c1, c2, t) {
  const n = (c, i) => parseInt(c.slice(1 + i * 2, 3 + i * 2), 16);
  return (
    '#' +
    [0, 1, 2]
      .map((i) =>
        Math.round(n(c1, i) * (1 - t) + n(c2, i) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** A rounded brand tile (transparent corners) with a white glyph drawn in a 100×100 SVG box. */
function iconHtml({ bg: [c1, c2], glyph, angle = 145 }) {
  const base = mix(c1, c2, 0.55);
  // Flat tones with hard curved edges in the corners, away from the glyph
  // (no CSS gradients: Chromium dithers them, which bloats the PNG tenfold).
  const flip = angle % 2 === 1;
  return doc(
    `<div class="tile" style="--k:${base}"><div class="hi"></div><div class="lo"></div><svg viewBox="0 0 100 100" class="g">${glyph}</svg></div>`,
    `.tile{position:absolute;inset:0;border-radius:264px;overflow:hidden;background:${base};display:flex;align-items:center;justify-content:center}
.hi,.lo{position:absolute;border-radius:50%}
.hi{width:760px;height:760px;background:${c1};${flip ? 'right:-330px' : 'left:-330px'};top:-380px}
.lo{width:900px;height:900px;background:${mix(c1, c2, 0.85)};${flip ? 'left:-420px' : 'right:-420px'};bottom:-520px}
.g{position:relative;width:660px;height:660px;overflow:visible}
.g text{font-family:${FONT};font-weight:900;fill:#fff}`,
    { w: 1200, h: 1200, bg: 'transparent' },
  );
}

// Shared SVG attribute snippets for the glyphs (white strokes, round caps).
const S = (w = 8) => `fill="none" stroke="#fff" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
const F = 'fill="#fff"';
// "Cut-out" stroke in the tile's own colour (set as --k on the tile).
const K = (w = 8) => `fill="none" style="stroke:var(--k)" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
const mono = (t, size = 56) =>
  `<text x="50" y="50" text-anchor="middle" dominant-baseline="central" font-size="${size}" letter-spacing="-2">${esc(t)}</text>`;

// ---------------------------------------------------------------------------
// Screenshots (filled in below)
// ---------------------------------------------------------------------------

const icon = (slug, c1, c2, glyph, angle) => ICONS.set(slug, { bg: [c1, c2], glyph, angle });

// Glyph library (100×100 box, white).
const G = {
  broadcast: `<circle cx="50" cy="54" r="9" ${F}/><path d="M34 70a22 22 0 0 1 0-32M66 38a22 22 0 0 1 0 32M22 82a39 39 0 0 1 0-56M78 26a39 39 0 0 1 0 56" ${S(8)}/>`,
  bridge: `<path d="M30 16v70M70 16v70M6 64h88" ${S(8)}/><path d="M6 52C18 52 26 34 30 20c8 26 32 26 40 0 4 14 12 32 24 32" ${S(6)}/><path d="M42 40v24M50 44v20M58 40v24" ${S(4)}/>`,
  rings: `<circle cx="36" cy="50" r="22" ${S(9)}/><circle cx="64" cy="50" r="22" ${S(9)}/>`,
  sync: `<path d="M78 42A29 29 0 0 0 25 34M22 58a29 29 0 0 0 53 8" ${S(9)}/><path d="M80 20v22H58M20 80V58h22" ${S(9)}/>`,
  link: `<path d="M44 56a14 14 0 0 0 20 0l14-14a14 14 0 0 0-20-20l-6 6M56 44a14 14 0 0 0-20 0L22 58a14 14 0 0 0 20 20l6-6" ${S(9)}/>`,
  exchange: `<path d="M16 34h64M64 18l16 16-16 16M84 66H20M36 50L20 66l16 16" ${S(9)}/>`,
  globe: `<circle cx="50" cy="50" r="36" ${S(7)}/><ellipse cx="50" cy="50" rx="15" ry="36" ${S(6)}/><path d="M14 50h72M20 32h60M20 68h60" ${S(6)}/>`,
  house: `<path d="M14 50L50 18l36 32" ${S(9)}/><path d="M24 42v40h52V42" ${S(9)}/><path d="M42 82V62h16v20" ${S(8)}/>`,
  pin: `<path d="M50 90S20 58 20 38a30 30 0 0 1 60 0c0 20-30 52-30 52z" ${F}/><circle cx="50" cy="38" r="11" style="fill:var(--k)"/>`,
  card: `<rect x="10" y="24" width="80" height="54" rx="9" ${S(7)}/><rect x="10" y="35" width="80" height="10" fill="#fff"/><path d="M22 64h20" ${S(7)}/>`,
  contactless: `<path d="M30 30a28 28 0 0 1 0 40M45 20a42 42 0 0 1 0 60M60 12a56 56 0 0 1 0 76" ${S(8)}/><circle cx="17" cy="50" r="7" ${F}/>`,
  split: `<circle cx="50" cy="50" r="36" ${S(8)}/><path d="M50 14v72" ${S(8)}/><path d="M50 14a36 36 0 0 1 0 72z" fill="rgba(255,255,255,.55)"/>`,
  shield: `<path d="M50 10l34 12v24c0 22-14 36-34 44C30 82 16 68 16 46V22z" ${S(8)}/><path d="M35 50l10 10 20-22" ${S(9)}/>`,
  coin: `<circle cx="50" cy="50" r="38" ${S(7)}/><path d="M62 36c-2-5-7-8-12-8-8 0-13 4-13 10 0 13 26 7 26 21 0 6-6 11-13 11-6 0-11-3-13-8M50 20v8M50 70v10" ${S(7)}/>`,
  starUp: `<path d="M50 10l11 23 25 3-18 17 5 25-23-12-23 12 5-25-18-17 25-3z" ${F}/>`,
  stars: `<g ${F}>${[18, 50, 82].map((x, i) => `<path transform="translate(${x} ${i === 1 ? 44 : 56}) scale(${i === 1 ? 0.62 : 0.42})" d="M0-40l11 23 25 3-18 17 5 25-23-12-23 12 5-25-18-17 25-3z"/>`).join('')}</g><path d="M14 86h72" ${S(7)}/>`,
  radar: `<circle cx="50" cy="50" r="38" ${S(6)}/><circle cx="50" cy="50" r="24" ${S(6)}/><circle cx="50" cy="50" r="10" ${S(6)}/><path d="M50 50L80 24" ${S(7)}/><circle cx="68" cy="34" r="6" ${F}/>`,
  chatSpark: `<path d="M16 22h58a8 8 0 0 1 8 8v32a8 8 0 0 1-8 8H40L24 84V70h-8a8 8 0 0 1-8-8V30a8 8 0 0 1 8-8z" ${F}/><path d="M46 32l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" style="fill:var(--k)"/>`,
  loop: `<path d="M50 50c-10-12-18-18-27-18a18 18 0 0 0 0 36c9 0 17-6 27-18s18-18 27-18a18 18 0 0 1 0 36c-9 0-17-6-27-18z" ${S(9)}/>`,
  envelope: `<rect x="12" y="24" width="76" height="54" rx="8" ${S(7)}/><path d="M14 28l36 28 36-28" ${S(7)}/>`,
  envWave: `<rect x="12" y="16" width="76" height="50" rx="8" ${S(7)}/><path d="M14 20l36 26 36-26" ${S(7)}/><path d="M12 84c8-8 17-8 25 0s17 8 25 0 17-8 26 0" ${S(7)}/>`,
  phoneMsg: `<rect x="26" y="8" width="48" height="84" rx="10" ${S(7)}/><path d="M36 32h28M36 46h20" ${S(7)}/><circle cx="50" cy="78" r="4" ${F}/>`,
  compass: `<circle cx="50" cy="50" r="38" ${S(7)}/><path d="M64 36L56 56 36 64l8-20z" ${F}/>`,
  heart: `<path d="M50 84S12 62 12 36a19 19 0 0 1 38-6 19 19 0 0 1 38 6c0 26-38 48-38 48z" ${F}/>`,
  pulse: `<path d="M8 54h18l9-22 14 44 12-36 7 14h24" ${S(8)}/>`,
  ledger: `<path d="M18 14h52a10 10 0 0 1 10 10v62H28a10 10 0 0 1-10-10z" ${S(7)}/><path d="M18 76a10 10 0 0 1 10-10h52M34 32h30M34 46h22" ${S(7)}/>`,
  receipt: `<path d="M22 10h56v80l-9-6-9 6-10-6-10 6-9-6-9 6z" ${S(7)}/><path d="M38 60l24-24" ${S(7)}/><circle cx="39" cy="38" r="4" ${F}/><circle cx="61" cy="58" r="4" ${F}/>`,
  calendar: `<rect x="12" y="18" width="76" height="70" rx="10" ${S(7)}/><path d="M12 38h76M32 10v14M68 10v14" ${S(7)}/><g ${F}><rect x="24" y="48" width="12" height="10" rx="2"/><rect x="44" y="48" width="12" height="10" rx="2"/><rect x="64" y="48" width="12" height="10" rx="2"/><rect x="24" y="66" width="12" height="10" rx="2"/><rect x="44" y="66" width="12" height="10" rx="2" opacity=".5"/></g>`,
  people: `<circle cx="36" cy="34" r="13" ${F}/><path d="M12 82c0-16 11-26 24-26s24 10 24 26z" ${F}/><circle cx="68" cy="38" r="10" fill="rgba(255,255,255,.6)"/><path d="M62 82c0-10-2-16-6-20 3-3 7-4 12-4 11 0 20 9 20 24z" fill="rgba(255,255,255,.6)"/>`,
  matrix: `<g ${F}>${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${14 + c * 26}" y="${14 + r * 26}" width="20" height="20" rx="5" opacity="${(r + c) % 2 ? 0.5 : 1}"/>`).join('')).join('')}</g>`,
  clock: `<circle cx="50" cy="50" r="38" ${S(7)}/><path d="M50 26v24l16 10" ${S(8)}/>`,
  docCheck: `<path d="M24 8h36l18 18v66H24z" ${S(7)}/><path d="M58 8v20h20" ${S(6)}/><path d="M36 58l9 9 18-20" ${S(8)}/>`,
  checkCircle: `<circle cx="50" cy="50" r="38" ${F}/><path d="M32 51l12 12 24-26" ${K(10)}/>`,
};

Object.assign(G, {
  qr: `<g ${F}><path d="M10 10h32v32H10zM58 10h32v32H58zM10 58h32v32H10z" fill-rule="evenodd"/></g><g style="fill:var(--k)"><rect x="18" y="18" width="16" height="16"/><rect x="66" y="18" width="16" height="16"/><rect x="18" y="66" width="16" height="16"/></g><g ${F}><rect x="58" y="58" width="12" height="12"/><rect x="78" y="58" width="12" height="12"/><rect x="68" y="70" width="12" height="10"/><rect x="58" y="80" width="10" height="10"/><rect x="80" y="82" width="10" height="8"/></g>`,
  gate: `<path d="M14 90V36a36 26 0 0 1 72 0v54" ${S(7)}/><path d="M32 90V44M50 90V34M68 90V44M14 62h72" ${S(6)}/>`,
  bars: `<g ${F}><rect x="14" y="52" width="16" height="34" rx="4"/><rect x="42" y="30" width="16" height="56" rx="4"/><rect x="70" y="12" width="16" height="74" rx="4"/></g>`,
  trend: `<path d="M10 78l24-26 16 14 34-40" ${S(9)}/><path d="M64 24h22v22" ${S(9)}/>`,
  funnel: `<path d="M10 16h80L60 52v30l-20 10V52z" ${F}/><path d="M24 32h52" ${K(6)}/>`,
  cursor: `<rect x="8" y="22" width="70" height="36" rx="18" ${S(7)}/><path d="M52 44l34 12-14 4 12 14-8 6-12-14-6 14z" ${F} stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`,
  browser: `<rect x="8" y="14" width="84" height="72" rx="10" ${S(7)}/><path d="M8 32h84" ${S(7)}/><g ${F}><circle cx="19" cy="23" r="3"/><circle cx="29" cy="23" r="3"/><rect x="20" y="44" width="26" height="30" rx="4"/><rect x="54" y="44" width="26" height="10" rx="3"/><rect x="54" y="62" width="18" height="10" rx="3"/></g>`,
  chat: `<path d="M50 14c22 0 40 14 40 32S72 78 50 78c-5 0-10-1-14-2L16 86l6-16c-8-6-12-14-12-24 0-18 18-32 40-32z" ${F}/><g style="fill:var(--k)"><circle cx="34" cy="46" r="5"/><circle cx="50" cy="46" r="5"/><circle cx="66" cy="46" r="5"/></g>`,
  phoneChat: `<path d="M50 10a38 38 0 0 1 0 76c-7 0-13-2-19-5L12 88l7-18A38 38 0 0 1 50 10z" ${S(7)}/><path d="M36 34c0 14 12 28 28 30l5-7-8-6-5 4c-5-3-9-7-11-12l4-5-6-8z" ${F}/>`,
  gift: `<rect x="12" y="36" width="76" height="18" rx="4" ${F}/><path d="M18 54h64v34H18z" ${F}/><path d="M50 36v52" ${K(8)}/><path d="M50 34c-4-14-22-20-24-8s20 8 24 8c4 0 26 4 24-8s-20-6-24 8z" ${S(6)}/>`,
  ticket: `<path d="M10 30a6 6 0 0 1 6-6h68a6 6 0 0 1 6 6v10a10 10 0 0 0 0 20v10a6 6 0 0 1-6 6H16a6 6 0 0 1-6-6V60a10 10 0 0 0 0-20z" ${F}/><path d="M40 60l20-20" ${K(6)}/><g style="fill:var(--k)"><circle cx="40" cy="41" r="4"/><circle cx="60" cy="59" r="4"/></g>`,
  bolt: `<path d="M56 6L18 56h26l-6 38 40-52H52z" ${F}/>`,
  plane: `<path d="M88 12L10 44l30 10 8 30 12-20 20 12z" ${S(7)}/><path d="M40 54l48-42" ${S(6)}/>`,
  bus: `<rect x="14" y="12" width="72" height="64" rx="12" ${S(7)}/><path d="M14 46h72M30 12v34M70 12v34" ${S(6)}/><g ${F}><circle cx="30" cy="62" r="5"/><circle cx="70" cy="62" r="5"/><rect x="22" y="76" width="12" height="12" rx="3"/><rect x="66" y="76" width="12" height="12" rx="3"/></g>`,
  route: `<path d="M24 78h36a14 14 0 0 0 0-28H40a14 14 0 0 1 0-28h36" ${S(7)} stroke-dasharray="2 12"/><circle cx="22" cy="78" r="10" ${F}/><path d="M78 34s-12-10-12-18a12 12 0 0 1 24 0c0 8-12 18-12 18z" ${F}/>`,
  cloudSun: `<circle cx="64" cy="34" r="14" ${F}/><path d="M64 8v6M84 16l-4 4M90 34h-6M44 16l4 4" ${S(5)}/><path d="M26 84a18 18 0 0 1-2-36 24 24 0 0 1 46 4 16 16 0 0 1 2 32z" ${F} style="stroke:var(--k)" stroke-width="5"/>`,
  tide: `<path d="M64 12a22 22 0 1 0 22 30 18 18 0 0 1-22-30z" ${F}/><path d="M8 62c7-7 14-7 21 0s14 7 21 0 14-7 21 0 14 7 21 0M8 82c7-7 14-7 21 0s14 7 21 0 14-7 21 0 14 7 21 0" ${S(7)}/>`,
  umbrella: `<path d="M10 50a40 40 0 0 1 80 0c-6-6-14-6-20 0-6-6-14-6-20 0-6-6-14-6-20 0-6-6-14-6-20 0z" ${F}/><path d="M50 50v30a8 8 0 0 1-16 0M50 10v4" ${S(7)}/>`,
  calX: `<rect x="12" y="18" width="76" height="70" rx="10" ${S(7)}/><path d="M12 38h76M32 10v14M68 10v14M40 52l20 22M60 52L40 74" ${S(7)}/>`,
  camera: `<path d="M10 34a8 8 0 0 1 8-8h12l6-10h28l6 10h12a8 8 0 0 1 8 8v42a8 8 0 0 1-8 8H18a8 8 0 0 1-8-8z" ${F}/><circle cx="50" cy="54" r="18" ${K(7)}/><circle cx="78" cy="38" r="3" style="fill:var(--k)"/>`,
  drone: `<rect x="38" y="42" width="24" height="16" rx="6" ${F}/><path d="M38 46L22 30M62 46l16-16M38 54L22 70M62 54l16 16" ${S(6)}/><g ${F}><ellipse cx="20" cy="26" rx="14" ry="4"/><ellipse cx="80" cy="26" rx="14" ry="4"/><ellipse cx="20" cy="74" rx="14" ry="4"/><ellipse cx="80" cy="74" rx="14" ry="4"/></g><path d="M50 58v14M44 78h12" ${S(5)}/>`,
  access: `<circle cx="52" cy="14" r="8" ${F}/><path d="M48 28v26h24l10 22" ${S(8)}/><path d="M34 44a24 24 0 1 0 32 30M48 40h18" ${S(8)}/>`,
  leaf: `<path d="M84 14C34 12 14 36 16 62c1 12 8 20 16 24 4-26 20-40 38-48-16 12-28 26-32 50 30 2 50-18 46-74z" ${F}/>`,
  clipboard: `<rect x="18" y="14" width="64" height="78" rx="8" ${S(7)}/><rect x="36" y="8" width="28" height="14" rx="5" ${F}/><g ${F}><circle cx="32" cy="42" r="4"/><circle cx="32" cy="58" r="4"/><circle cx="32" cy="74" r="4"/></g><path d="M44 42h24M44 58h24M44 74h16" ${S(6)}/>`,
  pickup: `<path d="M30 58S8 38 8 24a22 22 0 0 1 44 0c0 14-22 34-22 34z" ${F}/><circle cx="30" cy="24" r="8" style="fill:var(--k)"/><path d="M30 68v2a12 12 0 0 0 12 12h6" ${S(6)} stroke-dasharray="1 10"/><rect x="54" y="58" width="40" height="30" rx="7" ${F}/><path d="M60 68h28" ${K(5)}/><g style="fill:var(--k)"><circle cx="64" cy="84" r="4"/><circle cx="84" cy="84" r="4"/></g>`,
  lock: `<rect x="18" y="42" width="64" height="48" rx="10" ${F}/><path d="M32 42V30a18 18 0 0 1 36 0v12" ${S(9)}/><circle cx="50" cy="62" r="6" style="fill:var(--k)"/><path d="M50 66v10" ${K(6)}/>`,
  hourglass: `<path d="M24 10h52M24 90h52M30 10c0 24 40 26 40 40S30 66 30 90M70 10c0 24-40 26-40 40s40 16 40 40" ${S(7)}/><path d="M38 80c4-8 20-8 24 0z" ${F}/>`,
  xCircle: `<circle cx="50" cy="50" r="38" ${F}/><path d="M36 36l28 28M64 36L36 64" ${K(10)}/>`,
  sparkle: `<path d="M44 10l8 24 24 8-24 8-8 24-8-24-24-8 24-8z" ${F}/><path d="M76 60l4 12 12 4-12 4-4 12-4-12-12-4 12-4z" ${F}/>`,
  pencil: `<path d="M64 14l22 22-48 48H16V62z" ${S(7)}/><path d="M54 24l22 22" ${S(7)}/>`,
});

// Two-stop brand gradients.
const P = {
  indigo: ['#6366f1', '#3730a3'],
  blue: ['#3b82f6', '#1e40af'],
  sky: ['#38bdf8', '#0369a1'],
  teal: ['#2dd4bf', '#0f766e'],
  emerald: ['#34d399', '#047857'],
  green: ['#4ade80', '#15803d'],
  lime: ['#a3e635', '#3f6212'],
  amber: ['#fbbf24', '#c2410c'],
  orange: ['#fb923c', '#c2410c'],
  red: ['#f87171', '#b91c1c'],
  rose: ['#fb7185', '#be123c'],
  pink: ['#f472b6', '#9d174d'],
  fuchsia: ['#e879f9', '#86198f'],
  purple: ['#c084fc', '#6b21a8'],
  violet: ['#a78bfa', '#5b21b6'],
  slate: ['#64748b', '#1e293b'],
  navy: ['#3b5bdb', '#0b1f4f'],
  coral: ['#fb7185', '#ea580c'],
  sunset: ['#fbbf24', '#e11d48'],
  ocean: ['#22d3ee', '#1d4ed8'],
  aurora: ['#34d399', '#0e7490'],
  grape: ['#a78bfa', '#db2777'],
  night: ['#4f46e5', '#111827'],
};

[
  ['tourcast', 'indigo', G.broadcast],
  ['channel-bridge', 'ocean', G.bridge],
  ['ota-connect', 'orange', G.rings],
  ['viator-sync', 'teal', G.sync],
  ['gyg-link', 'red', G.link],
  ['expedia-xchange', 'navy', G.exchange],
  ['trip-sync-pro', 'emerald', G.globe],
  ['airbnb-experiences-link', 'rose', G.house],
  ['google-things-to-do', 'blue', G.pin],
  ['pay-harbor', 'violet', G.card],
  ['tap-to-pay', 'aurora', G.contactless],
  ['split-pay', 'amber', G.split],
  ['deposit-guard', 'night', G.shield],
  ['currency-flex', 'green', G.coin],
  ['review-booster', 'sunset', G.starUp],
  ['reviews-widget', 'purple', G.stars],
  ['reputation-radar', 'sky', G.radar],
  ['review-replies-ai', 'fuchsia', G.chatSpark],
  ['feedback-loop', 'coral', G.loop],
  ['mail-tide', 'blue', G.envWave],
  ['sms-reminders', 'green', G.phoneMsg],
  ['crm-compass', 'amber', G.compass],
  ['loyalty-lagoon', 'pink', G.heart],
  ['social-pulse', 'violet', G.pulse],
  ['ledger-sync', 'emerald', G.ledger],
  ['xero-bridge', 'sky', mono('X', 84)],
  ['quickbooks-export', 'green', mono('QB', 52)],
  ['sage-connect', 'lime', mono('S', 74)],
  ['tax-tally', 'orange', G.receipt],
  ['guide-planner', 'indigo', G.calendar],
  ['crew-roster', 'coral', G.people],
  ['skill-matrix', 'purple', G.matrix],
  ['payroll-hours', 'slate', G.clock],
  ['waiver-desk', 'teal', G.docCheck],
  ['check-in-go', 'aurora', G.checkCircle],
  ['ticket-scan', 'night', G.qr],
  ['gate-keeper', 'sunset', G.gate],
  ['insight-deck', 'blue', G.bars],
  ['revenue-radar', 'green', G.trend],
  ['funnel-lens', 'grape', G.funnel],
  ['book-now-button', 'orange', G.cursor],
  ['site-builder-tours', 'indigo', G.browser],
  ['chat-concierge', 'sky', G.chat],
  ['whatsapp-bookings', 'emerald', G.phoneChat],
  ['gift-voucher-studio', 'rose', G.gift],
  ['promo-codes-plus', 'fuchsia', G.ticket],
  ['dynamic-fare', 'amber', G.bolt],
  ['yield-pilot', 'violet', G.plane],
  ['fleet-track', 'teal', G.bus],
  ['route-ready', 'red', G.route],
  ['weather-watch', 'sky', G.cloudSun],
  ['tide-times', 'navy', G.tide],
  ['translate-tours', 'purple', mono('Aa', 54)],
  ['multi-lingo', 'pink', G.globe],
  ['trip-insure', 'indigo', G.umbrella],
  ['cancel-cover', 'red', G.calX],
  ['photo-memories', 'sunset', G.camera],
  ['drone-deliver', 'slate', G.drone],
  ['accessibility-atlas', 'blue', G.access],
  ['eco-footprint', 'lime', G.leaf],
  ['guest-manifest', 'violet', G.clipboard],
  ['pickup-planner', 'orange', G.pickup],
  ['resource-lock', 'night', G.lock],
  ['demo-analytics', 'sky', G.bars],
  ['demo-booking-sync', 'grape', G.sync],
  ['demo-guest-mail', 'amber', G.envelope],
  ['demo-draft-one', 'slate', mono('D1', 54)],
  ['demo-draft-two', 'teal', mono('D2', 54)],
  ['demo-in-review', 'sunset', G.hourglass],
  ['demo-rejected', 'red', G.xCircle],
  ['demo-custom', 'fuchsia', G.sparkle],
  ['example-partner-app', 'emerald', G.link],
  ['demo-withdrawn', 'slate', G.lock],
].forEach(([slug, pal, glyph], i) => icon(slug, ...P[pal], glyph, 125 + ((i * 23) % 50)));

// ---------------------------------------------------------------------------
// PNG shrinking: Chromium writes 32-bit RGBA with fast zlib settings. Icons are flat art with
// a few hundred anti-aliasing shades, so we rewrite them as an 8-bit palette PNG (the 256 most
// common colours; rare edge shades map to their nearest palette entry) at zlib level 9.
// ---------------------------------------------------------------------------

function paeth(a, b, c) {
  const p = a + b - c,
    pa = Math.abs(p - a),
    pb = Math.abs(p - b),
    pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Decodes an 8-bit RGBA, non-interlaced PNG (what Chromium writes) into raw pixels. */
function decodeRgbaPng(buf) {
  let o = 8,
    ihdr = null;
  const idat = [];
  while (o < buf.length) {
    const len = buf.readUInt32BE(o),
      type = buf.toString('latin1', o + 4, o + 8);
    if (type === 'IHDR') ihdr = buf.subarray(o + 8, o + 8 + len);
    else if (type === 'IDAT') idat.push(buf.subarray(o + 8, o + 8 + len));
    o += 12 + len;
  }
  const w = ihdr.readUInt32BE(0),
    h = ihdr.readUInt32BE(4);
  if (ihdr[8] !== 8 || ihdr[9] !== 6 || ihdr[12] !== 0) return null;
  const raw = inflateSync(Buffer.concat(idat)),
    stride = w * 4,
    px = Buffer.alloc(h * stride);
  for (let y = 0; y < h; y++) {
    const f = raw[y * (stride + 1)],
      src = y * (stride + 1) + 1,
      dst = y * stride;
    for (let i = 0; i < stride; i++) {
      const a = i >= 4 ? px[dst + i - 4] : 0,
        b = y ? px[dst - stride + i] : 0;
      const c = y && i >= 4 ? px[dst - stride + i - 4] : 0;
      const p = f === 1 ? a : f === 2 ? b : f === 3 ? (a + b) >> 1 : f === 4 ? paeth(a, b, c) : 0;
      px[dst + i] = (raw[src + i] + p) & 255;
    }
  }
  return { w, h, px };
}

function pngChunk(type, data) {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([head, body, crc]);
}

/** Returns a smaller palette PNG for the given Chromium PNG (or the input if that is not smaller). */
function shrinkPng(buf) {
  const img = decodeRgbaPng(buf);
  if (!img) return buf;
  const { w, h, px } = img;
  const counts = new Map();
  for (let i = 0; i < px.length; i += 4) {
    const k = px[i + 3] === 0 ? 0 : px.readUInt32BE(i); // all fully transparent pixels are one colour
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const palette = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 256)
    .map(([k]) => k);
  const index = new Map(palette.map((k, i) => [k, i]));
  const ch = (k, s) => (k >>> s) & 255;
  const nearest = (k) => {
    let best = 0,
      bestD = Infinity;
    palette.forEach((q, i) => {
      const d = (ch(k, 24) - ch(q, 24)) ** 2 + (ch(k, 16) - ch(q, 16)) ** 2 + (ch(k, 8) - ch(q, 8)) ** 2 + 2 * (ch(k, 0) - ch(q, 0)) ** 2;
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    });
    return best;
  };
  const out = Buffer.alloc(h * (w + 1)); // filter type 0 on every row suits palette data
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4,
        k = px[i + 3] === 0 ? 0 : px.readUInt32BE(i);
      let idx = index.get(k);
      if (idx === undefined) index.set(k, (idx = nearest(k)));
      out[y * (w + 1) + 1 + x] = idx;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // indexed colour
  const plte = Buffer.alloc(palette.length * 3),
    trns = Buffer.alloc(palette.length);
  palette.forEach((k, i) => {
    plte[i * 3] = ch(k, 24);
    plte[i * 3 + 1] = ch(k, 16);
    plte[i * 3 + 2] = ch(k, 8);
    trns[i] = ch(k, 0);
  });
  const res = Buffer.concat([
    buf.subarray(0, 8),
    pngChunk('IHDR', ihdr),
    pngChunk('PLTE', plte),
    pngChunk('tRNS', trns),
    pngChunk('IDAT', deflateSync(out, { level: 9, memLevel: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return res.length < buf.length ? res : buf;
}

// ---------------------------------------------------------------------------
// Screenshot UI kit
// ---------------------------------------------------------------------------

const UI_CSS = `
.row{display:flex;gap:20px}.col{display:flex;flex-direction:column;gap:20px}.grow{flex:1;min-width:0}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:20px;box-shadow:0 1px 2px rgba(16,24,40,.04)}
.card h3{font-size:15px;font-weight:650;color:#111827;margin-bottom:14px;display:flex;align-items:center;justify-content:space-between}
.card h3 small{font-size:12px;font-weight:500;color:#6b7280}
.muted{color:#6b7280}.tiny{font-size:12px}.b{font-weight:650}.r{text-align:right}
.stat .label{font-size:12.5px;color:#6b7280;font-weight:500}
.stat .value{font-size:28px;font-weight:700;color:#111827;margin:6px 0 4px;letter-spacing:-.5px}
.up{color:#059669;font-size:12.5px;font-weight:600}.down{color:#dc2626;font-size:12.5px;font-weight:600}
table{width:100%;border-collapse:collapse;font-size:13.5px}
th{text-align:left;font-size:11.5px;text-transform:uppercase;letter-spacing:.04em;color:#6b7280;font-weight:600;padding:10px 12px;border-bottom:1px solid #e5e7eb;background:#f9fafb}
td{padding:11px 12px;border-bottom:1px solid #f1f5f9;white-space:nowrap;color:#1f2937}
tr:last-child td{border-bottom:0}
.badge{display:inline-block;padding:3px 9px;border-radius:999px;font-size:11.5px;font-weight:600}
.g{background:#dcfce7;color:#166534}.y{background:#fef3c7;color:#92400e}.rd{background:#fee2e2;color:#991b1b}
.bl{background:#dbeafe;color:#1e40af}.gr{background:#f3f4f6;color:#374151}.pu{background:#ede9fe;color:#5b21b6}
.btn{display:inline-flex;align-items:center;gap:6px;padding:9px 16px;border-radius:8px;font-size:13.5px;font-weight:600;border:1px solid #d1d5db;background:#fff;color:#374151}
.btn.p{background:var(--brand);border-color:var(--brand);color:#fff}
.av{width:30px;height:30px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;color:#fff;font-size:11.5px;font-weight:700;flex:none}
.who{display:flex;align-items:center;gap:10px}
.dot{display:inline-block;width:8px;height:8px;border-radius:50%;margin-right:6px}
.bar{height:8px;border-radius:99px;background:#eef2f7;overflow:hidden}.bar i{display:block;height:100%;border-radius:99px;background:var(--brand)}
.field{display:flex;flex-direction:column;gap:6px;margin-bottom:14px}
.field label{font-size:12.5px;font-weight:600;color:#374151}
.input{border:1px solid #d1d5db;border-radius:8px;padding:10px 12px;font-size:14px;color:#111827;background:#fff}
.toggle{display:inline-block;vertical-align:middle;width:38px;height:22px;border-radius:99px;background:#d1d5db;position:relative;flex:none}
.toggle::after{content:'';position:absolute;top:3px;left:3px;width:16px;height:16px;border-radius:50%;background:#fff}
.toggle.on{background:var(--brand)}.toggle.on::after{left:19px}
.tabs{display:flex;gap:4px;border-bottom:1px solid #e5e7eb;margin-bottom:18px}
.tabs span{padding:10px 14px;font-size:13.5px;font-weight:600;color:#6b7280;border-bottom:2px solid transparent;margin-bottom:-1px}
.tabs span.on{color:var(--brand);border-color:var(--brand)}
.chip{display:inline-block;padding:5px 11px;border-radius:999px;border:1px solid #e5e7eb;font-size:12.5px;font-weight:600;color:#374151;background:#fff}
.chip.on{background:var(--brand);color:#fff;border-color:var(--brand)}
.stars{color:#f59e0b;letter-spacing:1px}
`;

const DESKTOP_CSS = `
body{background:#f4f6fa}
.app{display:flex;height:1000px}
.side{width:236px;flex:none;background:var(--side);color:#cbd5e1;padding:20px 14px;display:flex;flex-direction:column;gap:4px}
.brand{display:flex;align-items:center;gap:10px;color:#fff;font-weight:700;font-size:16px;white-space:nowrap;letter-spacing:-.2px;padding:4px 8px 22px}
.logo{width:34px;height:34px;border-radius:9px;background:var(--brand);display:flex;align-items:center;justify-content:center;flex:none}
.logo svg{width:22px;height:22px}
.nav{display:flex;align-items:center;gap:11px;padding:9px 10px;border-radius:8px;font-size:14px;font-weight:500}
.nav i{width:16px;height:16px;border-radius:4px;border:2px solid currentColor;opacity:.7;flex:none}
.nav.on{background:rgba(255,255,255,.1);color:#fff}.nav.on i{opacity:1;background:var(--brand);border-color:var(--brand)}
.side .sec{font-size:11px;text-transform:uppercase;letter-spacing:.08em;color:#64748b;padding:18px 10px 6px}
.side .foot{margin-top:auto;display:flex;align-items:center;gap:10px;padding:12px 8px;border-top:1px solid rgba(255,255,255,.08);font-size:13px}
.main{flex:1;display:flex;flex-direction:column;min-width:0}
.top{height:62px;background:#fff;border-bottom:1px solid #e5e7eb;display:flex;align-items:center;padding:0 28px;gap:16px;flex:none}
.search{width:360px;border:1px solid #e5e7eb;background:#f9fafb;border-radius:8px;padding:8px 12px;color:#9ca3af;font-size:13.5px}
.top .sp{flex:1}.bell{width:34px;height:34px;border-radius:8px;border:1px solid #e5e7eb;position:relative}
.bell::after{content:'';position:absolute;top:7px;right:8px;width:7px;height:7px;border-radius:50%;background:#ef4444}
.content{padding:24px 28px;display:flex;flex-direction:column;gap:20px;flex:1;min-height:0}
.head{display:flex;align-items:flex-end;justify-content:space-between}
.head h1{font-size:24px;font-weight:700;color:#111827;letter-spacing:-.3px}
.head p{font-size:13.5px;color:#6b7280;margin-top:4px}
.head .acts{display:flex;gap:10px}
`;

function desktopDoc(inner) {
  return doc(inner, UI_CSS + DESKTOP_CSS, { w: 1600, h: 1000, bg: '#f4f6fa' });
}

const LOGO = `<svg viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">`;
const logoSvg = (d) => `${LOGO}${d}</svg>`;

/** Desktop product chrome: sidebar with brand and navigation, top bar and a page header. */
function shell({
  app,
  brand = '#4f46e5',
  side = '#0f172a',
  logo = '<path d="M5 12l5 5 9-10"/>',
  nav,
  active,
  title,
  sub = '',
  acts = '',
  body,
  user = ['Sigrún Jónsdóttir', 'Operations'],
}) {
  const navHtml = nav
    .map((n) =>
      n.startsWith('#')
        ? `<div class="sec">${esc(n.slice(1))}</div>`
        : `<div class="nav${n === active ? ' on' : ''}"><i></i>${esc(n)}</div>`,
    )
    .join('');
  return `<div class="app" style="--brand:${brand};--side:${side}">
<aside class="side"><div class="brand"><div class="logo">${logoSvg(logo)}</div>${esc(app)}</div>${navHtml}
<div class="foot">${avatar(user[0], brand)}<div><div style="color:#fff;font-weight:600">${esc(user[0])}</div><div class="tiny" style="color:#94a3b8">${esc(user[1])}</div></div></div></aside>
<div class="main"><div class="top"><div class="search">Search bookings, guests, tours…</div><div class="sp"></div>
<span class="tiny muted">Arctic Trails ehf. · Reykjavík</span><div class="bell"></div>${avatar('Sigrún Jónsdóttir', '#334155')}</div>
<div class="content"><div class="head"><div><h1>${esc(title)}</h1>${sub ? `<p>${esc(sub)}</p>` : ''}</div><div class="acts">${acts}</div></div>${body}</div></div></div>`;
}

const AV_COLORS = ['#6366f1', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#ec4899', '#8b5cf6', '#14b8a6', '#f97316'];
function avatar(name, color) {
  const initials = name
    .split(' ')
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
  const c = color ?? AV_COLORS[[...name].reduce((a, ch) => a + ch.charCodeAt(0), 0) % AV_COLORS.length];
  return `<span class="av" style="background:${c}">${esc(initials)}</span>`;
}
const who = (name, sub) =>
  `<div class="who">${avatar(name)}<div><div class="b">${esc(name)}</div>${sub ? `<div class="tiny muted">${esc(sub)}</div>` : ''}</div></div>`;
const badge = (text, tone = 'g') => `<span class="badge ${tone}">${esc(text)}</span>`;
const btn = (text, primary = false) => `<span class="btn${primary ? ' p' : ''}">${esc(text)}</span>`;
/** A KPI card; up = true/false shows a trend arrow against last month ('dg': a good decrease), null shows the note alone. */
const stat = (label, value, delta, up = true) =>
  `<div class="card stat grow"><div class="label">${esc(label)}</div><div class="value">${esc(value)}</div>${
    up === null
      ? `<div class="tiny muted" style="font-weight:500">${esc(delta)}</div>`
      : `<div class="${up ? 'up' : 'down'}">${up === 'dg' ? '▼' : up ? '▲' : '▼'} ${esc(delta)} <span class="muted" style="font-weight:500">vs last month</span></div>`
  }</div>`;
const card = (title, inner, extra = '', style = '') => `<div class="card" style="${style}"><h3>${esc(title)}${extra}</h3>${inner}</div>`;
/** A table; cells are raw HTML. */
const table = (heads, rows) =>
  `<table><thead><tr>${heads.map((h) => `<th${h.startsWith('>') ? ' class="r"' : ''}>${esc(h.replace(/^>/, ''))}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c, i) => `<td${heads[i]?.startsWith('>') ? ' class="r"' : ''}>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
const tcard = (title, heads, rows, extra = '') =>
  `<div class="card" style="padding:0;overflow:hidden">${title ? `<h3 style="padding:18px 20px 0">${esc(title)}${extra}</h3>` : ''}${table(heads, rows)}</div>`;

/** Rounds an axis maximum up to a tidy 1/2/2.5/5/10 × 10^k value. */
function niceMax(v) {
  const p = 10 ** Math.floor(Math.log10(v * 1.05));
  return [1, 2, 2.5, 4, 5, 10].map((m) => m * p).find((m) => m >= v * 1.05);
}

/** Vertical CSS bar chart. values: numbers (or [a, b] stacked pairs); labels under the bars. */
function barChart(values, labels, { h = 220, color = 'var(--brand)', color2 = '#c7d2fe', max, unit = '' } = {}) {
  const total = (v) => (Array.isArray(v) ? v[0] + v[1] : v);
  const top = max ?? niceMax(Math.max(...values.map(total)));
  const grid = [1, 0.75, 0.5, 0.25, 0]
    .map(
      (f) =>
        `<div style="position:absolute;left:0;right:0;top:${(1 - f) * h}px;border-top:1px dashed #e5e7eb"><span class="tiny muted" style="position:absolute;left:0;top:-16px;background:#fff;padding-right:4px">${unit}${Math.round(top * f).toLocaleString('en-US')}</span></div>`,
    )
    .join('');
  const bars = values
    .map((v, i) => {
      const [a, b] = Array.isArray(v) ? v : [v, 0];
      return `<div style="flex:1;display:flex;flex-direction:column;align-items:center;gap:8px"><div style="height:${h}px;width:58%;display:flex;flex-direction:column;justify-content:flex-end">
<div style="height:${(b / top) * h}px;background:${color2};border-radius:5px 5px 0 0"></div><div style="height:${(a / top) * h}px;background:${color};border-radius:${b ? 0 : '5px 5px'} 0 0"></div></div>
<span class="tiny muted">${esc(labels[i] ?? '')}</span></div>`;
    })
    .join('');
  return `<div style="position:relative;padding-left:44px;margin-top:20px"><div style="position:absolute;left:0;right:0;top:0;height:${h}px">${grid}</div><div style="position:relative;display:flex;gap:4px">${bars}</div></div>`;
}

/** SVG line chart with optional area fill. series: [{ data, color, fill }]. */
function lineChart(series, labels, { w = 900, h = 240, max, min = 0, unit = '' } = {}) {
  const top = max ?? niceMax(Math.max(...series.flatMap((s) => s.data)));
  const n = series[0].data.length,
    pad = 46;
  const x = (i) => pad + (i * (w - pad - 10)) / (n - 1),
    y = (v) => 10 + (1 - (v - min) / (top - min)) * (h - 40);
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map((f) => min + (top - min) * f)
    .map(
      (v) =>
        `<line x1="${pad}" x2="${w}" y1="${y(v)}" y2="${y(v)}" stroke="#e5e7eb" stroke-dasharray="4 4"/><text x="${pad - 8}" y="${y(v) + 4}" text-anchor="end" font-size="11" fill="#6b7280">${unit}${Math.round(v).toLocaleString('en-US')}</text>`,
    )
    .join('');
  const xl = labels
    .map((l, i) => (l ? `<text x="${x(i)}" y="${h - 8}" text-anchor="middle" font-size="11" fill="#6b7280">${esc(l)}</text>` : ''))
    .join('');
  const lines = series
    .map(({ data, color, fill, dash }) => {
      const pts = data.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
      const area = fill ? `<polygon points="${x(0)},${y(min)} ${pts} ${x(n - 1)},${y(min)}" fill="${color}" opacity=".12"/>` : '';
      return `${area}<polyline points="${pts}" fill="none" stroke="${color}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"${dash ? ' stroke-dasharray="6 6"' : ''}/>`;
    })
    .join('');
  return `<svg viewBox="0 0 ${w} ${h}" width="100%" height="${h}" preserveAspectRatio="none" style="display:block;font-family:inherit">${grid}${xl}${lines}</svg>`;
}

/** SVG donut with a legend. segments: [label, value, color]. */
function donut(segments, centre, { size = 170 } = {}) {
  const total = segments.reduce((a, s) => a + s[1], 0),
    r = 60,
    c = 2 * Math.PI * r;
  let off = 0;
  const arcs = segments
    .map(([, v, col]) => {
      const len = (v / total) * c;
      const el = `<circle cx="80" cy="80" r="${r}" fill="none" stroke="${col}" stroke-width="22" stroke-dasharray="${len} ${c - len}" stroke-dashoffset="${-off}" transform="rotate(-90 80 80)"/>`;
      off += len;
      return el;
    })
    .join('');
  const legend = segments
    .map(
      ([l, v, col]) =>
        `<div style="display:flex;align-items:center;justify-content:space-between;gap:16px;font-size:13px;margin-bottom:9px"><span><span class="dot" style="background:${col}"></span>${esc(l)}</span><b>${Math.round((v / total) * 100)}%</b></div>`,
    )
    .join('');
  return `<div style="display:flex;align-items:center;gap:28px"><svg viewBox="0 0 160 160" width="${size}" height="${size}">${arcs}<text x="80" y="78" text-anchor="middle" font-size="20" font-weight="700" fill="#111827">${esc(centre[0])}</text><text x="80" y="97" text-anchor="middle" font-size="10.5" fill="#6b7280">${esc(centre[1])}</text></svg><div class="grow">${legend}</div></div>`;
}

const spark = (data, color = 'var(--brand)') => {
  const max = Math.max(...data),
    min = Math.min(...data);
  const pts = data.map((v, i) => `${(i * 100) / (data.length - 1)},${28 - ((v - min) / (max - min || 1)) * 24}`).join(' ');
  return `<svg viewBox="0 0 100 30" width="100" height="30" preserveAspectRatio="none"><polyline points="${pts}" fill="none" style="stroke:${color}" stroke-width="2"/></svg>`;
};

// Shared demo data.
const TOURS = [
  ['Golden Circle Day Tour', 129],
  ['Sunset Kayak Paddle', 89],
  ['Northern Lights Hunt', 115],
  ['Glacier Hike & Ice Cave', 199],
  ['Whale Watching Express', 99],
  ['Reykjavík Food Walk', 79],
  ['South Coast Waterfalls', 145],
  ['Snorkel Silfra Fissure', 179],
  ['Lava Tunnel Explorer', 69],
  ['Horse Riding by the Fjord', 110],
];
const GUESTS = [
  'Emma Thompson',
  'Lucas Martin',
  'Sofia Rossi',
  'Noah Williams',
  'Mia Schneider',
  'Liam O’Connor',
  'Aiko Tanaka',
  'Carlos Mendes',
  'Olivia Brown',
  'Henrik Larsen',
  'Chloé Dubois',
  'Ethan Park',
  'Isabella García',
  'Jonas Weber',
  'Priya Sharma',
  'Daniel Kim',
];
const usd2 = (n) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usd = (n) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const screen = (name, html, mobile = false) => SCREENS.set(name, { html, mobile });

// --- Channel manager (TourCast) ----------------------------------------------
const CHANNEL_NAV = [
  'Dashboard',
  'Channels',
  'Product mapping',
  'Availability',
  'Rates',
  'Bookings',
  '#Settings',
  'Connections',
  'Sync log',
  'Team',
];
const CHANNELS = [
  ['Viator', '#0f766e', 412, 'Connected'],
  ['GetYourGuide', '#dc2626', 356, 'Connected'],
  ['Expedia', '#1e40af', 187, 'Connected'],
  ['Airbnb Experiences', '#e11d48', 124, 'Syncing'],
  ['Google Things to Do', '#2563eb', 96, 'Connected'],
  ['Tripadvisor', '#059669', 41, 'Needs attention'],
];
const tone = (st) =>
  ({
    Connected: 'g',
    Confirmed: 'g',
    Paid: 'g',
    Active: 'g',
    Published: 'g',
    Sent: 'g',
    Synced: 'g',
    Signed: 'g',
    'Checked in': 'g',
    Approved: 'g',
    Delivered: 'g',
  })[st] ??
  {
    Syncing: 'bl',
    Pending: 'y',
    Scheduled: 'bl',
    Draft: 'gr',
    'Needs attention': 'y',
    Overdue: 'rd',
    Failed: 'rd',
    Refunded: 'gr',
    Cancelled: 'rd',
    'No-show': 'rd',
    Unsigned: 'y',
    Open: 'y',
    Waiting: 'y',
    'In transit': 'bl',
    Review: 'pu',
  }[st] ??
  'gr';

screen('channel-dashboard', () =>
  shell({
    app: 'TourCast',
    brand: '#4f46e5',
    logo: '<circle cx="12" cy="13" r="2.5"/><path d="M7.5 17.5a6 6 0 0 1 0-9M16.5 8.5a6 6 0 0 1 0 9"/>',
    nav: CHANNEL_NAV,
    active: 'Dashboard',
    title: 'Channel overview',
    sub: 'All sales channels · Last 30 days · Updated 2 minutes ago',
    acts: btn('Export') + btn('+ Connect channel', true),
    body: `<div class="row">${stat('Bookings from channels', '1,216', '12.4%')}${stat('Channel revenue', '$148,320', '9.1%')}${stat('Avg. sync time', '38 s', '6 s faster')}${stat('Overbookings prevented', '27', '4', false)}</div>
<div class="row" style="flex:1;min-height:0"><div class="col grow" style="flex:1.6">
${card(
  'Bookings by channel',
  barChart(
    [
      [182, 40],
      [160, 52],
      [205, 61],
      [190, 48],
      [236, 70],
      [251, 66],
      [274, 80],
    ],
    ['Mar 2', 'Mar 9', 'Mar 16', 'Mar 23', 'Mar 30', 'Apr 6', 'Apr 13'],
    { h: 230 },
  ),
  '<small><span class="dot" style="background:var(--brand)"></span>OTA &nbsp; <span class="dot" style="background:#c7d2fe"></span>Direct</small>',
)}
${tcard(
  'Recent channel bookings',
  ['Ref', 'Guest', 'Tour', 'Channel', 'Date', '>Amount', 'Status'],
  [
    ['BK-20931', 'Emma Thompson', 'Golden Circle Day Tour', 'Viator', 'Apr 18, 2026', usd(258), badge('Confirmed')],
    ['BK-20930', 'Lucas Martin', 'Sunset Kayak Paddle', 'GetYourGuide', 'Apr 18, 2026', usd(178), badge('Confirmed')],
    ['BK-20928', 'Aiko Tanaka', 'Northern Lights Hunt', 'Expedia', 'Apr 19, 2026', usd(460), badge('Pending', 'y')],
    ['BK-20925', 'Carlos Mendes', 'Glacier Hike & Ice Cave', 'Airbnb', 'Apr 21, 2026', usd(398), badge('Confirmed')],
  ],
)}</div>
<div class="col grow">${card('Channel health', CHANNELS.map(([n, c, b, st]) => `<div style="display:flex;align-items:center;gap:12px;padding:10px 0;border-bottom:1px solid #f1f5f9"><span class="logo" style="width:32px;height:32px;background:${c};color:#fff;font-weight:700;font-size:13px">${n[0]}</span><div class="grow"><div class="b">${n}</div><div class="tiny muted">${b} bookings · last sync ${2 + (b % 7)} min ago</div></div>${badge(st, tone(st))}</div>`).join(''), '<small>6 of 8 active</small>')}
${card(
  'Revenue share',
  donut(
    [
      ['Viator', 34, '#4f46e5'],
      ['GetYourGuide', 29, '#0ea5e9'],
      ['Expedia', 15, '#10b981'],
      ['Other', 22, '#f59e0b'],
    ],
    ['$148k', 'this month'],
    { size: 150 },
  ),
)}</div></div>`,
  }),
);

screen('channel-mapping', () =>
  shell({
    app: 'Channel Bridge',
    brand: '#0891b2',
    side: '#0b2530',
    logo: '<path d="M3 15h18M6 9v10M18 9v10M3 11c4 0 6-4 9-4s5 4 9 4"/>',
    nav: CHANNEL_NAV,
    active: 'Product mapping',
    title: 'Product mapping',
    sub: 'Link your Bókun products to each channel listing',
    acts: btn('Auto-match') + btn('Save mapping', true),
    body: `<div class="tabs"><span class="on">Viator (14)</span><span>GetYourGuide (12)</span><span>Expedia (9)</span><span>Airbnb (6)</span><span>Google (10)</span></div>
<div class="row" style="margin-top:-8px">${['All products', 'Mapped', 'Unmapped', 'Rate mismatch'].map((c, i) => `<span class="chip${i ? '' : ' on'}">${c}</span>`).join('')}<span class="grow"></span><span class="tiny muted" style="align-self:center">12 of 14 products mapped</span></div>
${tcard(
  'Products',
  ['Bókun product', 'Option', '', 'Viator listing', 'Product code', '>Rate', 'Status'],
  [
    ['Golden Circle Day Tour', 'Morning · 8:30', '⟶', 'Golden Circle Classic from Reykjavík', '52417P3', usd(129), badge('Synced', 'g')],
    ['Golden Circle Day Tour', 'Afternoon · 13:00', '⟶', 'Golden Circle Classic from Reykjavík', '52417P4', usd(119), badge('Synced', 'g')],
    ['Sunset Kayak Paddle', 'Standard', '⟶', 'Sunset Sea Kayaking in Hvalfjörður', '71822P1', usd(89), badge('Synced', 'g')],
    ['Northern Lights Hunt', 'Minibus', '⟶', 'Small-Group Northern Lights Tour', '60213P2', usd(115), badge('Rate mismatch', 'y')],
    ['Glacier Hike & Ice Cave', 'Full day', '⟶', 'Vatnajökull Ice Cave & Glacier Walk', '48872P7', usd(199), badge('Synced', 'g')],
    ['Whale Watching Express', 'Standard', '⟶', 'Whale Watching from Old Harbour', '39910P1', usd(99), badge('Synced', 'g')],
    ['Reykjavík Food Walk', 'Evening', '⟶', '<span class="muted">Select a Viator listing…</span>', '—', usd(79), badge('Unmapped', 'rd')],
    ['Lava Tunnel Explorer', 'Standard', '⟶', '<span class="muted">Select a Viator listing…</span>', '—', usd(69), badge('Unmapped', 'rd')],
  ].map((r) => [
    `<b>${r[0]}</b>`,
    `<span class="muted">${r[1]}</span>`,
    '<span style="color:#0891b2;font-weight:700">⟶</span>',
    ...r.slice(3),
  ]),
)}
<div class="row"><div class="card grow" style="flex:1.6"><h3>Auto-match suggestions <small>2 found</small></h3>${[
      ['Reykjavík Food Walk', 'Reykjavík Evening Food Tour with Local Guide', 94],
      ['Lava Tunnel Explorer', 'Raufarhólshellir Lava Tunnel Guided Tour', 88],
    ]
      .map(
        ([a, b, pct]) =>
          `<div style="display:flex;align-items:center;gap:14px;padding:10px 0;border-top:1px solid #f1f5f9"><b style="width:200px">${a}</b><span style="color:#0891b2;font-weight:700">⟶</span><span class="grow">${b}</span>${badge(pct + '% match', 'bl')}${btn('Accept', true)}</div>`,
      )
      .join('')}</div>
<div class="card grow"><h3>Sync settings</h3>${[
      ['Push availability in real time', true],
      ['Push rate changes', true],
      ['Close sales 2 h before start', false],
    ]
      .map(
        ([l, on]) =>
          `<div style="display:flex;justify-content:space-between;align-items:center;padding:9px 0;border-top:1px solid #f1f5f9"><span>${l}</span><span class="toggle${on ? ' on' : ''}"></span></div>`,
      )
      .join('')}</div></div>`,
  }),
);

screen('ota-availability', () => {
  const days = Array.from({ length: 14 }, (_, i) => i + 6);
  const dow = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const cell = (t, d) => {
    const v = (t * 7 + d * 5) % 17,
      cap = 16,
      left = Math.max(0, cap - v - (d % 7 > 4 ? 6 : 0));
    const st =
      left === 0
        ? ['#fee2e2', '#991b1b', 'Sold out']
        : left < 5
          ? ['#fef3c7', '#92400e', `${left} left`]
          : ['#dcfce7', '#166534', `${left} left`];
    return `<td style="padding:6px"><div style="background:${st[0]};color:${st[1]};border-radius:6px;padding:8px 4px;text-align:center;font-size:12px;font-weight:600">${st[2]}</div></td>`;
  };
  const rows = TOURS.map(
    ([t], ti) =>
      `<tr><td style="padding:11px 12px"><b>${t}</b><div class="tiny muted">${['08:30', '18:00', '21:00', '09:00', '10:00', '17:30', '08:00', '09:30', '13:00', '15:00'][ti]} · 16 seats · 5 channels</div></td>${days.map((d) => cell(ti, d)).join('')}</tr>`,
  ).join('');
  return shell({
    app: 'OTA Connect',
    brand: '#ea580c',
    side: '#1c1410',
    logo: '<circle cx="9" cy="12" r="5"/><circle cx="15" cy="12" r="5"/>',
    nav: CHANNEL_NAV,
    active: 'Availability',
    title: 'Availability across channels',
    sub: 'April 6 – 19, 2026 · Capacity is pushed to every connected OTA in real time',
    acts: btn('◀  Apr 6 – 19  ▶') + btn('Close dates') + btn('Bulk edit', true),
    body: `<div class="card" style="padding:0;overflow:hidden"><table style="table-layout:fixed"><colgroup><col style="width:250px">${days.map(() => '<col>').join('')}</colgroup><thead><tr><th>Product</th>${days.map((d, i) => `<th style="text-align:center;padding:10px 2px">${dow[i % 7]}<div style="font-size:15px;color:#111827;text-transform:none;margin-top:2px">${d}</div></th>`).join('')}</tr></thead><tbody>${rows}</tbody></table></div>
<div class="row" style="align-items:center"><span class="tiny muted"><span class="dot" style="background:#22c55e"></span>Available &nbsp;&nbsp; <span class="dot" style="background:#f59e0b"></span>Low availability &nbsp;&nbsp; <span class="dot" style="background:#ef4444"></span>Sold out</span><span class="grow"></span><span class="tiny muted">Last push to Viator, GetYourGuide, Expedia, Airbnb and Google: 14:32:08</span></div>`,
  });
});

// --- Payments ------------------------------------------------------------------
const PAY_NAV = [
  'Overview',
  'Transactions',
  'Payouts',
  'Disputes',
  'Terminals',
  'Payment links',
  '#Settings',
  'Currencies',
  'Fees',
  'Team',
];
screen('payments-overview', () =>
  shell({
    app: 'PayHarbor',
    brand: '#7c3aed',
    side: '#1a1033',
    logo: '<rect x="3" y="6" width="18" height="12" rx="2"/><path d="M3 10h18"/>',
    nav: PAY_NAV,
    active: 'Overview',
    title: 'Payments overview',
    sub: 'April 2026 · All currencies converted to USD',
    acts: btn('Apr 1 – Apr 30, 2026') + btn('New payment link', true),
    body: `<div class="row">${stat('Gross volume', '$212,480', '14.2%')}${stat('Net revenue', '$205,106', '13.8%')}${stat('Successful payments', '2,318', '9.6%')}${stat('Dispute rate', '0.08%', '0.02 pts', 'dg')}</div>
<div class="row">${card(
      'Gross volume',
      lineChart(
        [
          { data: [4.1, 5.2, 4.8, 6.3, 7.1, 6.6, 7.9, 8.4, 7.7, 9.2, 10.1, 9.4, 11.3, 12.2], color: '#7c3aed', fill: true },
          { data: [3.2, 3.9, 4.1, 4.6, 5.0, 5.3, 5.6, 6.0, 6.1, 6.7, 7.0, 7.2, 7.9, 8.1], color: '#c4b5fd', dash: true },
        ],
        ['Apr 1', '', 'Apr 5', '', 'Apr 9', '', 'Apr 13', '', 'Apr 17', '', 'Apr 21', '', 'Apr 25', ''],
        { w: 760, h: 250, unit: '$', max: 16 },
      ).replace(/>\$(\d+)</g, '>$$$1k<'),
      '<small><span class="dot" style="background:#7c3aed"></span>2026 &nbsp; <span class="dot" style="background:#c4b5fd"></span>2025</small>',
      'flex:1.7',
    )}
${card(
  'Payment methods',
  donut(
    [
      ['Card', 61, '#7c3aed'],
      ['Apple Pay', 18, '#0ea5e9'],
      ['Google Pay', 9, '#10b981'],
      ['Bank transfer', 7, '#f59e0b'],
      ['Gift voucher', 5, '#ec4899'],
    ],
    ['2,318', 'payments'],
    { size: 160 },
  ),
  '',
  'flex:1',
)}</div>
${tcard(
  'Latest transactions',
  ['Payment', 'Customer', 'Tour', 'Method', 'Date', '>Amount', 'Status'],
  [
    ['pi_3Qx8…d21', 'Olivia Brown', 'Whale Watching Express', 'Visa •• 4242', 'Apr 17, 2026 14:02', usd(396), badge('Paid')],
    ['pi_3Qx8…a90', 'Henrik Larsen', 'Glacier Hike & Ice Cave', 'Apple Pay', 'Apr 17, 2026 13:47', usd(597), badge('Paid')],
    ['pi_3Qx7…f13', 'Chloé Dubois', 'Reykjavík Food Walk', 'Mastercard •• 8812', 'Apr 17, 2026 13:21', usd(158), badge('Refunded', 'gr')],
    ['pi_3Qx7…c44', 'Ethan Park', 'Snorkel Silfra Fissure', 'Amex •• 1005', 'Apr 17, 2026 12:58', usd(358), badge('Pending', 'y')],
  ],
)}`,
  }),
);

screen('payment-terminal', () => {
  const key = (k) =>
    `<div style="height:64px;border-radius:12px;background:${k === 'Charge' ? 'var(--brand)' : '#f3f4f6'};color:${k === 'Charge' ? '#fff' : '#111827'};display:flex;align-items:center;justify-content:center;font-size:22px;font-weight:600">${k}</div>`;
  return shell({
    app: 'Tap to Pay',
    brand: '#0d9488',
    side: '#0b1f1d',
    logo: '<path d="M8 8a6 6 0 0 1 0 8M12 5a10 10 0 0 1 0 14M16 3a13 13 0 0 1 0 18"/>',
    nav: PAY_NAV,
    active: 'Terminals',
    title: 'Point of sale',
    sub: 'Harbour kiosk · Terminal T-02 · Reader connected',
    acts: btn('Open cash drawer') + btn('End shift', true),
    body: `<div class="row" style="flex:1;min-height:0"><div class="card grow" style="flex:1.3"><h3>Today’s departures <small>Friday, April 17, 2026</small></h3>
${TOURS.slice(0, 8)
  .map(
    ([t, p], i) =>
      `<div style="display:flex;align-items:center;gap:14px;padding:12px 0;border-bottom:1px solid #f1f5f9"><div style="width:64px;text-align:center;font-weight:700;font-size:16px">${['09:00', '10:30', '12:00', '13:30', '15:00', '16:00', '17:30', '18:00'][i]}</div><div class="grow"><div class="b">${t}</div><div class="tiny muted">${[12, 4, 9, 2, 14, 7, 0, 5][i] || 'No'} seats left · Pier ${(i % 3) + 1}</div><div class="bar" style="margin-top:8px;width:70%"><i style="width:${[25, 75, 45, 88, 12, 56, 100, 69][i]}%"></i></div></div><div class="r"><div class="b">${usd(p)}</div><div class="tiny muted">per adult</div></div><span class="btn" style="margin-left:8px">Add</span></div>`,
  )
  .join('')}</div>
<div class="card" style="width:520px;display:flex;flex-direction:column"><h3>Current sale <small>Order #POS-4471</small></h3>
${[
  ['Whale Watching Express · 10:30', '2 × Adult', 198],
  ['Whale Watching Express · 10:30', '1 × Child (7–15)', 49.5],
  ['Rain poncho', '3 × Add-on', 18],
]
  .map(
    ([a, b, c]) =>
      `<div style="display:flex;justify-content:space-between;padding:9px 0;border-bottom:1px solid #f1f5f9"><div><div class="b">${a}</div><div class="tiny muted">${b}</div></div><b>${usd(c)}</b></div>`,
  )
  .join('')}
<div style="display:flex;justify-content:space-between;margin-top:12px" class="muted"><span>Subtotal</span><span>${usd(265.5)}</span></div><div style="display:flex;justify-content:space-between;margin-top:6px" class="muted"><span>VAT (11%)</span><span>${usd(29.21)}</span></div>
<div style="display:flex;justify-content:space-between;margin:12px 0 16px;font-size:22px;font-weight:700"><span>Total</span><span>${usd(294.71)}</span></div>
<div style="display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin-top:auto">${['1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '0', '⌫'].map(key).join('')}</div>
<div style="display:grid;grid-template-columns:1fr 2fr;gap:10px;margin-top:10px">${key('Cash')}${key('Charge')}</div></div></div>`,
  });
});

screen('payouts-report', () =>
  shell({
    app: 'PayHarbor',
    brand: '#7c3aed',
    side: '#1a1033',
    logo: '<rect x="3" y="6" width="18" height="12" rx="2"/><path d="M3 10h18"/>',
    nav: PAY_NAV,
    active: 'Payouts',
    title: 'Payouts',
    sub: 'Paid to Landsbankinn •• 0193 every weekday',
    acts: btn('Download CSV') + btn('Payout settings', true),
    body: `<div class="row">${stat('Next payout', '$18,240.55', 'Arrives Mon, Apr 20, 2026', null)}${stat('In transit', '$6,912.00', '2 payouts on the way', null)}${stat('Paid out in April', '$164,880', '11.2%')}${stat('Fees this month', '$4,128', '0.3 pts', false)}</div>
<div class="row"><div class="grow" style="flex:2">${card('Daily payouts', barChart([6.2, 7.8, 5.4, 9.1, 8.2, 3.1, 2.4, 7.4, 8.8, 9.6, 10.4, 8.9, 4.2, 3.3, 9.8, 11.2, 12.4], ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17'], { h: 170, unit: '$', max: 16 }).replace(/>\$(\d+)</g, '>$$$1k<'))}</div>
<div class="grow">${card(
      'Fee breakdown',
      [
        ['Card processing', 2912, 70],
        ['Currency conversion', 684, 17],
        ['Instant payouts', 372, 9],
        ['Disputes', 160, 4],
      ]
        .map(
          ([l, v, pct]) =>
            `<div style="margin-bottom:16px"><div style="display:flex;justify-content:space-between;margin-bottom:6px"><span>${l}</span><b>${usd(v)}</b></div><div class="bar"><i style="width:${pct}%"></i></div></div>`,
        )
        .join(''),
    )}</div></div>
${tcard(
  'Payout history',
  ['Payout ID', 'Arrival date', 'Bank account', 'Transactions', '>Gross', '>Fees', '>Net', 'Status'],
  [
    ['po_1R2k…8xP', 'Apr 20, 2026', 'Landsbankinn •• 0193', '142', usd2(18796.2), usd2(555.65), usd2(18240.55), badge('Scheduled', 'bl')],
    ['po_1R2f…3aQ', 'Apr 17, 2026', 'Landsbankinn •• 0193', '96', usd2(7124.1), usd2(212.1), usd2(6912), badge('In transit', 'bl')],
    ['po_1R2b…1mT', 'Apr 16, 2026', 'Landsbankinn •• 0193', '171', usd2(12807.4), usd2(382.94), usd2(12424.46), badge('Paid')],
    ['po_1R29…0pL', 'Apr 15, 2026', 'Landsbankinn •• 0193', '158', usd2(11503.8), usd2(344.2), usd2(11159.6), badge('Paid')],
    ['po_1R25…7cB', 'Apr 14, 2026', 'Landsbankinn •• 0193', '63', usd2(3412.5), usd2(101.33), usd2(3311.17), badge('Paid')],
  ],
)}`,
  }),
);

// --- Reviews -------------------------------------------------------------------
const REVIEW_NAV = ['Inbox', 'Requests', 'Widgets', 'Insights', 'Sources', '#Settings', 'Templates', 'Auto-replies', 'Team'];
const REVIEWS = [
  [
    'Emma Thompson',
    'Tripadvisor',
    5,
    'Golden Circle Day Tour',
    'Apr 16',
    'Our guide Einar was fantastic — funny, knowledgeable and he timed every stop so we beat the crowds at Gullfoss. Best day of our trip!',
  ],
  [
    'Noah Williams',
    'Google',
    4,
    'Northern Lights Hunt',
    'Apr 15',
    'Lights were faint on our first night, but the team rebooked us for free and night two was unreal. Hot chocolate was a nice touch.',
  ],
  [
    'Aiko Tanaka',
    'GetYourGuide',
    5,
    'Sunset Kayak Paddle',
    'Apr 15',
    'Calm water, gorgeous colours and excellent safety briefing. Perfect for beginners like us.',
  ],
  [
    'Jonas Weber',
    'Viator',
    2,
    'Whale Watching Express',
    'Apr 14',
    'Boat was overcrowded and we waited 40 minutes at the harbour without an update. We did see two humpbacks though.',
  ],
  [
    'Priya Sharma',
    'Tripadvisor',
    5,
    'Glacier Hike & Ice Cave',
    'Apr 13',
    'Unforgettable. The ice cave was like being inside a sapphire. Crampons and helmets all provided.',
  ],
  [
    'Lucas Martin',
    'Google',
    5,
    'Reykjavík Food Walk',
    'Apr 12',
    'Six tastings, great stories about the city and way too much skyr. Bring an appetite!',
  ],
];
const starsOf = (n) => `<span class="stars">${'★'.repeat(n)}<span style="color:#e5e7eb">${'★'.repeat(5 - n)}</span></span>`;

screen('reviews-inbox', () =>
  shell({
    app: 'Review Booster',
    brand: '#e11d48',
    side: '#1f0d14',
    logo: '<path d="M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6-5.4-3-5.4 3 1.1-6-4.5-4.2 6.1-.8z"/>',
    nav: REVIEW_NAV,
    active: 'Inbox',
    title: 'Review inbox',
    sub: '38 new reviews this week across 4 sources',
    acts: btn('Filters') + btn('Request reviews', true),
    body: `<div class="row">${stat('Average rating', '4.78 ★', '0.06')}${stat('New reviews', '164', '22%')}${stat('Response rate', '96%', '8 pts')}${stat('Avg. response time', '3.2 h', '1.1 h', false)}</div>
<div class="row" style="flex:1;min-height:0"><div class="card" style="width:560px;padding:0;overflow:hidden">${REVIEWS.map(([n, src, r, t, d, txt], i) => `<div style="padding:15px 18px;border-bottom:1px solid #f1f5f9;${i === 3 ? 'background:#fff1f2;border-left:3px solid #e11d48' : ''}"><div style="display:flex;justify-content:space-between;align-items:center">${who(n, `${src} · ${t}`)}<span class="tiny muted">${d}</span></div><div style="margin:7px 0 4px 40px">${starsOf(r)}</div><div class="tiny" style="margin-left:40px;color:#4b5563;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${txt}</div></div>`).join('')}</div>
<div class="card grow" style="display:flex;flex-direction:column"><div style="display:flex;justify-content:space-between;align-items:flex-start">${who('Jonas Weber', 'Viator · Whale Watching Express · Tour date Apr 12, 2026')}${badge('Needs reply', 'rd')}</div>
<div style="margin:16px 0 8px;font-size:20px">${starsOf(2)}</div><div style="font-size:16px;line-height:1.6;color:#1f2937">“${REVIEWS[3][5]}”</div>
<div class="tiny muted" style="margin-top:10px">Booking BK-20611 · 2 adults · Paid ${usd(198)}</div>
<div style="margin-top:22px;border:1px solid #e5e7eb;border-radius:10px;padding:16px;background:#f9fafb"><div class="b" style="margin-bottom:8px">Your reply <span class="badge pu" style="margin-left:6px">AI draft</span></div>
<div style="line-height:1.6;color:#374151">Hi Jonas, thank you for the honest feedback and we’re sorry about the wait at the harbour. A delayed return from the earlier trip pushed our schedule back and we should have kept you updated. We’re glad the humpbacks made an appearance! We’ve sent you a 20% voucher for your next trip with us. — Sigrún, Arctic Trails</div></div>
<div class="row" style="margin-top:18px">${[
      ['Guest history', '3 bookings since 2024'],
      ['Sentiment', 'Negative · wait time'],
      ['Similar reviews', '4 mention “harbour wait”'],
    ]
      .map(
        ([a, b]) =>
          `<div class="grow" style="border:1px solid #e5e7eb;border-radius:10px;padding:12px 14px"><div class="tiny muted">${a}</div><div class="b" style="margin-top:4px">${b}</div></div>`,
      )
      .join('')}</div>
<div style="display:flex;gap:10px;margin-top:auto;justify-content:flex-end">${btn('Regenerate')}${btn('Edit')}${btn('Post reply', true)}</div></div></div>`,
  }),
);

screen('reviews-widget', () =>
  shell({
    app: 'Reviews Widget',
    brand: '#9333ea',
    side: '#180d24',
    logo: '<path d="M4 17l4-9 4 6 3-4 5 7"/>',
    nav: REVIEW_NAV,
    active: 'Widgets',
    title: 'Carousel widget',
    sub: 'Embed your best reviews on your website',
    acts: btn('Copy embed code') + btn('Publish', true),
    body: `<div class="row" style="flex:1;min-height:0"><div class="card" style="width:360px"><h3>Design</h3>
<div class="field"><label>Layout</label><div class="row" style="gap:8px">${['Carousel', 'Grid', 'Badge', 'List'].map((c, i) => `<span class="chip${i ? '' : ' on'}">${c}</span>`).join('')}</div></div>
<div class="field"><label>Minimum rating</label><div class="input">4 stars and above</div></div>
<div class="field"><label>Sources</label><div class="input">Tripadvisor, Google, GetYourGuide</div></div>
<div class="field"><label>Accent colour</label><div class="row" style="gap:10px">${['#9333ea', '#e11d48', '#0ea5e9', '#10b981', '#f59e0b', '#111827'].map((c, i) => `<span style="width:30px;height:30px;border-radius:50%;background:${c};${i ? '' : 'box-shadow:0 0 0 3px #fff,0 0 0 5px #9333ea'}"></span>`).join('')}</div></div>
${[
  ['Show reviewer photo', true],
  ['Show tour name', true],
  ['Auto-rotate', true],
  ['Dark mode', false],
]
  .map(
    ([l, on]) =>
      `<div style="display:flex;justify-content:space-between;align-items:center;padding:10px 0;border-top:1px solid #f1f5f9"><span>${l}</span><span class="toggle${on ? ' on' : ''}"></span></div>`,
  )
  .join('')}</div>
<div class="card grow" style="background:#f8fafc;display:flex;flex-direction:column"><h3>Live preview <small>arctictrails.is/tours</small></h3>
<div style="background:#fff;border-radius:12px;border:1px solid #e5e7eb;padding:30px;margin-top:8px"><div style="display:flex;align-items:center;gap:16px;margin-bottom:24px"><div style="font-size:44px;font-weight:800;color:#111827">4.9</div><div><div class="stars" style="font-size:22px">★★★★★</div><div class="muted">Based on 2,847 reviews</div></div><span class="grow"></span>${btn('◀')}${btn('▶')}</div>
<div class="row">${[REVIEWS[0], REVIEWS[2], REVIEWS[4]].map(([n, src, r, t, , txt]) => `<div class="grow" style="border:1px solid #ede9fe;border-radius:12px;padding:18px;background:#faf5ff">${starsOf(r)}<div style="margin:10px 0 14px;line-height:1.55;color:#374151;height:110px;overflow:hidden">${txt}</div>${who(n, t)}<div class="tiny muted" style="margin-top:8px">via ${src}</div></div>`).join('')}</div>
<div style="display:flex;justify-content:center;gap:6px;margin-top:20px">${[1, 0, 0, 0, 0].map((on) => `<span style="width:${on ? 22 : 8}px;height:8px;border-radius:9px;background:${on ? '#9333ea' : '#d8b4fe'}"></span>`).join('')}</div></div>
<div style="display:flex;align-items:center;gap:18px;margin-top:18px"><span class="tiny muted">Floating badge</span><div style="display:flex;align-items:center;gap:10px;background:#fff;border:1px solid #e5e7eb;border-radius:999px;padding:8px 16px 8px 8px;box-shadow:0 6px 16px rgba(17,24,39,.08)"><span class="logo" style="width:30px;height:30px;border-radius:50%;background:#9333ea">${logoSvg('<path d="M4 17l4-9 4 6 3-4 5 7"/>')}</span><b>4.9</b><span class="stars">★★★★★</span><span class="tiny muted">2,847 reviews</span></div></div>
<div style="margin-top:auto;background:#0f172a;color:#e2e8f0;border-radius:10px;padding:14px 16px;font-family:'DejaVu Sans Mono',monospace;font-size:12.5px">&lt;script src="https://widgets.reviewbooster.app/v2.js" data-widget="wdg_8Kq2" async&gt;&lt;/script&gt;</div></div></div>`,
  }),
);

screen('review-requests', () =>
  shell({
    app: 'Feedback Loop',
    brand: '#f97316',
    side: '#1f140c',
    logo: '<path d="M12 12c-2-3-4-4-6-4a4 4 0 0 0 0 8c2 0 4-1 6-4s4-4 6-4a4 4 0 0 1 0 8c-2 0-4-1-6-4z"/>',
    nav: REVIEW_NAV,
    active: 'Requests',
    title: 'Review requests',
    sub: 'Automatically ask happy guests for a review after their tour',
    acts: btn('Test send') + btn('+ New sequence', true),
    body: `<div class="row">${stat('Requests sent', '1,482', '18%')}${stat('Open rate', '71.4%', '3.2 pts')}${stat('Review conversion', '23.8%', '5.1 pts')}${stat('Unsubscribed', '0.4%', '0.1 pts', false)}</div>
<div class="row" style="flex:1;min-height:0"><div class="card" style="width:520px"><h3>Sequence · Post-tour thank you ${badge('Active')}</h3>
${[
  ['Tour ends', 'Trigger · Booking status is “Checked in”', '#f97316'],
  ['Wait 3 hours', 'Delay · Only between 09:00 and 20:00 local', '#94a3b8'],
  ['Send email “How was your day?”', 'Email · 5-star rating buttons', '#0ea5e9'],
  ['If rating ≥ 4', 'Condition · Route to Tripadvisor or Google', '#a855f7'],
  ['Send SMS reminder after 2 days', 'SMS · Only if no review yet', '#10b981'],
  ['If rating ≤ 3', 'Create private feedback task for the manager', '#ef4444'],
]
  .map(
    ([a, b, c], i, arr) =>
      `<div style="display:flex;gap:14px"><div style="display:flex;flex-direction:column;align-items:center"><span style="width:34px;height:34px;border-radius:10px;background:${c};color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700">${i + 1}</span>${i < arr.length - 1 ? '<span style="flex:1;width:2px;background:#e5e7eb;min-height:26px"></span>' : ''}</div><div style="padding-bottom:18px"><div class="b">${a}</div><div class="tiny muted">${b}</div></div></div>`,
  )
  .join('')}
<div style="border:1px dashed #fdba74;background:#fff7ed;border-radius:10px;padding:14px;margin-top:4px"><div class="tiny muted">Email preview · Step 3</div><div class="b" style="margin:4px 0 10px">How was your day with Arctic Trails, Olivia?</div><div style="display:flex;gap:6px">${[1, 2, 3, 4, 5].map((n) => `<span style="flex:1;text-align:center;padding:8px 0;border-radius:8px;background:#fff;border:1px solid #fed7aa;color:#f59e0b;font-size:13px">${'★'.repeat(n)}</span>`).join('')}</div></div></div>
<div class="col grow">${card(
      'Conversions by tour',
      TOURS.slice(0, 6)
        .map(([t], i) => {
          const pct = [31, 27, 24, 22, 19, 14][i];
          return `<div style="display:flex;align-items:center;gap:14px;margin-bottom:13px"><span style="width:220px">${t}</span><div class="bar grow"><i style="width:${pct * 3}%"></i></div><b style="width:44px" class="r">${pct}%</b></div>`;
        })
        .join(''),
    )}
${tcard(
  'Recent requests',
  ['Guest', 'Tour', 'Sent', 'Opened', 'Result'],
  [
    [who('Olivia Brown'), 'Whale Watching Express', 'Apr 17, 16:04', '✓', badge('★★★★★ Tripadvisor')],
    [who('Henrik Larsen'), 'Glacier Hike & Ice Cave', 'Apr 17, 15:30', '✓', badge('★★★★ Google')],
    [who('Isabella García'), 'Sunset Kayak Paddle', 'Apr 17, 12:10', '✓', badge('Waiting', 'y')],
    [who('Daniel Kim'), 'Northern Lights Hunt', 'Apr 17, 09:02', '—', badge('Scheduled', 'bl')],
  ],
)}</div></div>`,
  }),
);

// --- Marketing ---------------------------------------------------------------------
const MKT_NAV = ['Campaigns', 'Automations', 'Audiences', 'Templates', 'Reports', '#Settings', 'Sender domains', 'Team'];
screen('email-campaign', () =>
  shell({
    app: 'Mail Tide',
    brand: '#2563eb',
    side: '#0c1633',
    logo: '<rect x="3" y="5" width="18" height="13" rx="2"/><path d="M3 7l9 6 9-6"/>',
    nav: MKT_NAV,
    active: 'Campaigns',
    title: 'Spring Northern Lights offer',
    sub: 'Campaign · Draft saved 1 minute ago',
    acts: btn('Send test') + btn('Schedule for Apr 22, 09:00', true),
    body: `<div class="row" style="flex:1;min-height:0"><div class="card" style="width:400px"><h3>Campaign settings</h3>
<div class="field"><label>Audience</label><div class="input">Past guests · Winter 2025 (4,212)</div></div>
<div class="field"><label>Subject line</label><div class="input">The aurora season isn’t over yet</div></div>
<div class="field"><label>Preview text</label><div class="input">Save 15% on April departures</div></div>
<div class="field"><label>From</label><div class="input">Arctic Trails &lt;hello@arctictrails.is&gt;</div></div>
<div class="field"><label>Discount code</label><div class="input">AURORA15 · expires Apr 30, 2026</div></div>
<div style="border-radius:10px;background:#eff6ff;padding:14px;margin-top:6px"><div class="b" style="color:#1e40af">Predicted performance</div><div class="row" style="margin-top:10px"><div><div class="tiny muted">Open rate</div><b style="font-size:20px">48%</b></div><div><div class="tiny muted">Click rate</div><b style="font-size:20px">7.9%</b></div><div><div class="tiny muted">Bookings</div><b style="font-size:20px">~110</b></div></div></div></div>
<div class="card grow" style="background:#eef2f7;display:flex;justify-content:center;padding:26px;overflow:hidden"><div style="width:600px;background:#fff;border-radius:10px;overflow:hidden;box-shadow:0 10px 30px rgba(15,23,42,.12)">
<div style="height:250px;background:#0b1a3a;position:relative;overflow:hidden"><svg viewBox="0 0 600 250" width="600" height="250" style="position:absolute;inset:0"><path d="M0 120C120 40 220 160 330 80S520 60 600 20V0H0z" fill="#22c55e" opacity=".35"/><path d="M0 150C140 80 240 190 360 120S520 90 600 70V0H0z" fill="#14b8a6" opacity=".25"/><g fill="#fff">${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 137) % 600}" cy="${(i * 61) % 150}" r="${i % 5 ? 1 : 1.8}"/>`).join('')}</g><path d="M0 250L90 170 160 210 260 130 360 200 450 150 600 230V250z" fill="#0f172a"/></svg>
<div style="position:absolute;left:36px;bottom:28px;color:#fff"><div style="font-size:13px;letter-spacing:.12em;opacity:.8">ARCTIC TRAILS</div><div style="font-size:30px;font-weight:800;margin-top:6px">The lights are still dancing</div></div></div>
<div style="padding:28px 36px;line-height:1.6;color:#374151">Hi {{first_name}},<br><br>Clear skies are forecast for the rest of April, and our small-group <b>Northern Lights Hunt</b> still has seats. Book by April 30 and save 15% with code <b>AURORA15</b>.
<div style="display:flex;gap:14px;margin:22px 0">${[
      ['Northern Lights Hunt', '$97.75'],
      ['Glacier Hike & Ice Cave', '$169.15'],
    ]
      .map(
        ([t, p]) =>
          `<div class="grow" style="border:1px solid #e5e7eb;border-radius:10px;padding:14px"><div class="b" style="color:#111827">${t}</div><div class="tiny muted">from <b style="color:#2563eb;font-size:15px">${p}</b></div></div>`,
      )
      .join('')}</div>
<div style="text-align:center"><span class="btn p" style="padding:13px 30px;font-size:15px">Book your aurora night</span></div>
<div style="margin-top:26px;padding-top:18px;border-top:1px solid #e5e7eb;font-size:12px;color:#9ca3af;text-align:center">Arctic Trails ehf. · Laugavegur 24, 101 Reykjavík, Iceland<br>You received this email because you travelled with us in 2025. <u>Unsubscribe</u></div></div></div></div></div>`,
  }),
);

screen('sms-reminders', () => {
  const bubble = (txt, me, time) =>
    `<div style="display:flex;justify-content:${me ? 'flex-end' : 'flex-start'};margin-bottom:10px"><div style="max-width:78%;padding:10px 13px;border-radius:16px;${me ? 'background:#16a34a;color:#fff;border-bottom-right-radius:4px' : 'background:#f1f5f9;border-bottom-left-radius:4px'};font-size:13px;line-height:1.45">${txt}<div style="font-size:10.5px;opacity:.7;margin-top:4px;text-align:right">${time}</div></div></div>`;
  return shell({
    app: 'SMS Reminders',
    brand: '#16a34a',
    side: '#0b1f12',
    logo: '<rect x="7" y="3" width="10" height="18" rx="2"/><path d="M10 8h4"/>',
    nav: MKT_NAV,
    active: 'Automations',
    title: 'SMS reminders',
    sub: 'Cut no-shows with timely texts before every departure',
    acts: btn('Message log') + btn('+ New reminder', true),
    body: `<div class="row">${stat('Texts sent (30 days)', '6,904', '21%')}${stat('Delivery rate', '99.2%', '0.3 pts')}${stat('No-show rate', '1.8%', '2.9 pts', 'dg')}${stat('Replies handled', '412', '64')}</div>
<div class="row" style="flex:1;min-height:0"><div class="col grow" style="flex:1.5">${tcard(
      'Reminder rules',
      ['Reminder', 'When', 'Tours', 'Sent', 'Status'],
      [
        [
          '<b>Pickup reminder</b><div class="tiny muted">Includes pickup point &amp; map link</div>',
          '24 h before',
          'All tours',
          '2,841',
          '<span class="toggle on"></span>',
        ],
        [
          '<b>Day-of reminder</b><div class="tiny muted">Weather &amp; what to bring</div>',
          '3 h before',
          'Outdoor tours',
          '2,106',
          '<span class="toggle on"></span>',
        ],
        [
          '<b>Guide is on the way</b><div class="tiny muted">Live ETA from Fleet Track</div>',
          '15 min before',
          'Pickup tours',
          '1,377',
          '<span class="toggle on"></span>',
        ],
        [
          '<b>Northern Lights go/no-go</b><div class="tiny muted">Sent at 17:00 each evening</div>',
          'Same day',
          'Northern Lights Hunt',
          '580',
          '<span class="toggle on"></span>',
        ],
        [
          '<b>Review request</b><div class="tiny muted">Handled by Feedback Loop</div>',
          '3 h after',
          'All tours',
          '—',
          '<span class="toggle"></span>',
        ],
      ],
    )}
${card('Texts sent per day', barChart([180, 210, 195, 240, 260, 230, 205, 250, 275, 290, 262, 240, 300, 318], ['Apr 4', '', 'Apr 6', '', 'Apr 8', '', 'Apr 10', '', 'Apr 12', '', 'Apr 14', '', 'Apr 16', ''], { h: 120, color: '#16a34a' }))}</div>
<div class="card" style="width:420px;display:flex;flex-direction:column"><h3>Conversation ${badge('+354 772 1840', 'gr')}</h3>${who('Mia Schneider', 'Golden Circle Day Tour · Apr 18, 08:30')}
<div style="margin-top:16px">${bubble('Hi Mia! Reminder: your Golden Circle Day Tour departs tomorrow at 08:30. Pickup at Hotel Borg, bus stop 3. Reply C to confirm.', true, 'Apr 17, 08:30')}
${bubble('C — thank you! Can my husband bring his drone?', false, 'Apr 17, 08:41')}
${bubble('Confirmed ✓ Drones are welcome at Gullfoss but not at Þingvellir national park. See you tomorrow!', true, 'Apr 17, 08:44')}
${bubble('Perfect, see you then!', false, 'Apr 17, 08:45')}</div>
<div style="margin-top:auto;display:flex;gap:8px"><div class="input grow" style="color:#9ca3af">Type a reply…</div>${btn('Send', true)}</div></div></div>`,
  });
});

screen('crm-contacts', () =>
  shell({
    app: 'CRM Compass',
    brand: '#d97706',
    side: '#1f1608',
    logo: '<circle cx="12" cy="12" r="9"/><path d="M15 9l-2 4-4 2 2-4z"/>',
    nav: ['Contacts', 'Companies', 'Segments', 'Deals', 'Tasks', '#Settings', 'Fields', 'Imports', 'Team'],
    active: 'Contacts',
    title: 'Contacts',
    sub: '18,406 guests and partners',
    acts: btn('Import') + btn('+ Add contact', true),
    body: `<div class="row" style="align-items:center">${['All contacts', 'Repeat guests', 'VIP', 'Travel agents', 'Newsletter'].map((c, i) => `<span class="chip${i ? '' : ' on'}">${c}</span>`).join('')}<span class="grow"></span><span class="tiny muted">Sorted by last booking</span></div>
<div class="row" style="flex:1;min-height:0"><div class="grow">${tcard(
      '',
      ['Name', 'Country', 'Bookings', '>Lifetime value', 'Last tour', 'Tags'],
      GUESTS.slice(0, 12).map((n, i) => [
        who(
          n,
          n
            .normalize('NFD')
            .toLowerCase()
            .replace(/[^a-z ]/g, '')
            .replace(' ', '.') +
            '@' +
            ['gmail.com', 'outlook.com', 'icloud.com', 'yahoo.com'][i % 4],
        ),
        [
          'United Kingdom',
          'France',
          'Italy',
          'United States',
          'Germany',
          'Ireland',
          'Japan',
          'Brazil',
          'Canada',
          'Denmark',
          'France',
          'South Korea',
        ][i],
        String([4, 1, 2, 6, 3, 1, 2, 1, 5, 2, 1, 3][i]),
        usd([1284, 258, 412, 2196, 876, 99, 590, 179, 1540, 420, 145, 812][i]),
        TOURS[i % TOURS.length][0],
        [badge('VIP', 'pu'), badge('New', 'bl'), badge('Repeat', 'g'), badge('VIP', 'pu'), badge('Repeat', 'g'), badge('New', 'bl')][i % 6],
      ]),
    )}</div>
<div class="card" style="width:360px"><div style="text-align:center;padding:6px 0 16px;border-bottom:1px solid #f1f5f9"><span class="av" style="width:64px;height:64px;font-size:22px;background:#6366f1">NW</span><div class="b" style="font-size:17px;margin-top:10px">Noah Williams</div><div class="tiny muted">Denver, United States · Customer since 2023</div><div style="margin-top:10px">${badge('VIP', 'pu')} ${badge('Newsletter', 'bl')}</div></div>
<div class="row" style="padding:14px 0;border-bottom:1px solid #f1f5f9;text-align:center">${[
      ['6', 'Bookings'],
      ['$2,196', 'Spent'],
      ['4.8★', 'Avg review'],
    ]
      .map(([a, b]) => `<div class="grow"><div class="b" style="font-size:18px">${a}</div><div class="tiny muted">${b}</div></div>`)
      .join('')}</div>
<div class="b" style="margin:14px 0 10px">Timeline</div>${[
      ['Booked Glacier Hike & Ice Cave', 'Apr 15, 2026'],
      ['Left a 4★ review on Google', 'Apr 15, 2026'],
      ['Opened “Spring offer” email', 'Apr 9, 2026'],
      ['Booked Northern Lights Hunt', 'Feb 2, 2026'],
      ['Used gift voucher GV-88120', 'Nov 28, 2025'],
    ]
      .map(
        ([a, b]) =>
          `<div style="display:flex;gap:10px;margin-bottom:12px"><span class="dot" style="background:#d97706;margin-top:6px"></span><div><div>${a}</div><div class="tiny muted">${b}</div></div></div>`,
      )
      .join('')}
<div style="background:#fffbeb;border:1px solid #fde68a;border-radius:10px;padding:12px 14px;margin-top:8px"><div class="tiny b" style="color:#92400e">Note from Einar (guide)</div><div class="tiny" style="margin-top:4px;color:#78350f">Photographer, travels with his partner. Prefers small groups — offer the private aurora tour next winter.</div></div></div></div>`,
  }),
);

// --- Accounting --------------------------------------------------------------------
const ACC_NAV = ['Overview', 'Exports', 'Invoices', 'Account mapping', 'Tax rates', '#Settings', 'Connections', 'Schedule', 'Team'];
screen('accounting-export', () =>
  shell({
    app: 'Ledger Sync',
    brand: '#059669',
    side: '#071f17',
    logo: '<path d="M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3z"/><path d="M5 17a3 3 0 0 1 3-3h11"/>',
    nav: ACC_NAV,
    active: 'Exports',
    title: 'Export to Xero',
    sub: 'Daily journal of bookings, payments, refunds and OTA commissions',
    acts: btn('View in Xero') + btn('Run export now', true),
    body: `<div class="row"><div class="card grow" style="flex:2;display:flex;align-items:center;gap:18px"><span class="logo" style="width:52px;height:52px;border-radius:14px;background:#0ea5e9;color:#fff;font-weight:800;font-size:22px">X</span><div class="grow"><div class="b" style="font-size:16px">Connected to Xero</div><div class="muted tiny">Organisation: Arctic Trails ehf. · Next export today at 23:30</div></div>${badge('Connected')}</div>
${stat('Exported this month', '$212,480', 'across 2,318 lines', null)}${stat('Unreconciled', '3 items', 'needs review', null)}</div>
<div class="row" style="flex:1;min-height:0"><div class="card" style="width:440px"><h3>Account mapping</h3>${[
      ['Tour sales', '200 · Sales — Tours'],
      ['Add-ons & rentals', '210 · Sales — Extras'],
      ['OTA commission', '620 · Commission expense'],
      ['Card fees', '404 · Bank fees'],
      ['Gift vouchers', '835 · Deferred revenue'],
      ['VAT 11%', '820 · VAT payable'],
      ['Refunds', '205 · Sales returns'],
    ]
      .map(
        ([a, b]) =>
          `<div style="display:flex;align-items:center;gap:10px;margin-bottom:10px"><span style="width:140px" class="b">${a}</span><span style="color:#059669">→</span><div class="input grow" style="padding:8px 10px;font-size:13px">${b}</div></div>`,
      )
      .join('')}
<div class="b" style="margin:20px 0 10px">Options</div>${[
      ['Split OTA bookings by channel', true],
      ['Post card fees as separate lines', true],
      ['Track by tour (tracking category)', true],
      ['Include zero-value bookings', false],
    ]
      .map(
        ([l, on]) =>
          `<div style="display:flex;justify-content:space-between;align-items:center;padding:9px 0;border-top:1px solid #f1f5f9"><span>${l}</span><span class="toggle${on ? ' on' : ''}"></span></div>`,
      )
      .join('')}</div>
<div class="grow">${tcard(
      'Export history',
      ['Date', 'Journal', 'Lines', '>Debit', '>Credit', 'Status'],
      [
        ['Apr 17, 2026 09:30', 'MJ-2026-0417', '184', usd2(14212.4), usd2(14212.4), badge('Synced')],
        ['Apr 16, 2026 23:30', 'MJ-2026-0416', '203', usd2(16880.15), usd2(16880.15), badge('Synced')],
        ['Apr 15, 2026 23:30', 'MJ-2026-0415', '176', usd2(12940), usd2(12940), badge('Synced')],
        ['Apr 14, 2026 23:30', 'MJ-2026-0414', '98', usd2(7311.8), usd2(7311.8), badge('Needs attention', 'y')],
        ['Apr 13, 2026 23:30', 'MJ-2026-0413', '121', usd2(9402.25), usd2(9402.25), badge('Synced')],
        ['Apr 12, 2026 23:30', 'MJ-2026-0412', '143', usd2(11104.6), usd2(11104.6), badge('Synced')],
        ['Apr 11, 2026 23:30', 'MJ-2026-0411', '167', usd2(13276.9), usd2(13276.9), badge('Synced')],
        ['Apr 10, 2026 23:30', 'MJ-2026-0410', '0', usd2(0), usd2(0), badge('Failed', 'rd')],
      ],
    )}
<div class="card" style="margin-top:20px;background:#0f172a;color:#cbd5e1;font-family:'DejaVu Sans Mono',monospace;font-size:12px;line-height:1.8;border:0">
<div><span style="color:#34d399">09:30:02</span> Fetched 184 transactions from Bókun (Apr 17, 2026)</div><div><span style="color:#34d399">09:30:04</span> Grouped into 7 accounts · 3 tracking categories</div><div><span style="color:#34d399">09:30:06</span> Posted manual journal MJ-2026-0417 to Xero · balanced ✓</div><div><span style="color:#fbbf24">09:30:06</span> 1 refund awaiting payout match (BK-20877)</div></div></div></div>`,
  }),
);

screen('invoice-list', () =>
  shell({
    app: 'QuickBooks Export',
    brand: '#16a34a',
    side: '#0a1f10',
    logo: '<circle cx="12" cy="12" r="9"/><path d="M10 8v8M14 8v8"/>',
    nav: ACC_NAV,
    active: 'Invoices',
    title: 'Invoices',
    sub: 'Agent and group invoices synced to QuickBooks Online',
    acts: btn('Filters') + btn('+ New invoice', true),
    body: `<div class="row">${stat('Outstanding', '$38,420', '14 invoices', null)}${stat('Overdue', '$6,180', '3 invoices', null)}${stat('Paid last 30 days', '$92,715', '16%')}${stat('Avg. days to pay', '11.4', '2.1 days', 'dg')}</div>
<div class="tabs" style="margin-bottom:0"><span class="on">All (128)</span><span>Draft (4)</span><span>Sent (14)</span><span>Overdue (3)</span><span>Paid (107)</span></div>
${tcard(
  '',
  ['Invoice', 'Customer', 'Description', 'Issued', 'Due', '>Amount', 'Status'],
  [
    [
      'INV-1042',
      who('Nordic Explorer Travel', 'Agent · Oslo'),
      'Golden Circle Day Tour × 24',
      'Apr 15, 2026',
      'May 15, 2026',
      usd2(3096),
      badge('Sent', 'bl'),
    ],
    [
      'INV-1041',
      who('Blue Fjord Cruises', 'Shore excursions'),
      'South Coast Waterfalls × 48',
      'Apr 14, 2026',
      'May 14, 2026',
      usd2(6960),
      badge('Sent', 'bl'),
    ],
    [
      'INV-1040',
      who('Reykjavík Grand Hotel', 'Concierge'),
      'Northern Lights Hunt × 18',
      'Apr 10, 2026',
      'Apr 24, 2026',
      usd2(2070),
      badge('Paid'),
    ],
    [
      'INV-1039',
      who('Summit Incentives Ltd', 'Corporate group'),
      'Glacier Hike & Ice Cave × 30',
      'Apr 2, 2026',
      'Apr 16, 2026',
      usd2(5970),
      badge('Overdue', 'rd'),
    ],
    [
      'INV-1038',
      who('Globetrot Schools', 'Education'),
      'Lava Tunnel Explorer × 42',
      'Mar 30, 2026',
      'Apr 29, 2026',
      usd2(2898),
      badge('Paid'),
    ],
    [
      'INV-1037',
      who('Aurora Weddings', 'Events'),
      'Private Sunset Kayak Paddle',
      'Mar 28, 2026',
      'Apr 11, 2026',
      usd2(1840),
      badge('Paid'),
    ],
    [
      'INV-1036',
      who('Nordic Explorer Travel', 'Agent · Oslo'),
      'Whale Watching Express × 20',
      'Mar 25, 2026',
      'Apr 24, 2026',
      usd2(1980),
      badge('Paid'),
    ],
    [
      'INV-1035',
      who('Tokyo Horizons', 'Agent · Tokyo'),
      'Snorkel Silfra Fissure × 12',
      'Mar 21, 2026',
      'Apr 4, 2026',
      usd2(2148),
      badge('Overdue', 'rd'),
    ],
    [
      'INV-1034',
      who('Blue Fjord Cruises', 'Shore excursions'),
      'Reykjavík Food Walk × 36',
      'Mar 18, 2026',
      'Apr 17, 2026',
      usd2(2844),
      badge('Paid'),
    ],
    ['INV-1033', '<span class="muted">Draft</span>', 'Horse Riding by the Fjord × 8', '—', '—', usd2(880), badge('Draft', 'gr')],
  ],
)}`,
  }),
);

// --- Staff -------------------------------------------------------------------------
const STAFF_NAV = ['Schedule', 'Roster', 'Guides', 'Skills', 'Timesheets', 'Availability', '#Settings', 'Payroll', 'Team'];
const GUIDES = [
  'Einar Magnússon',
  'Katrín Ólafsdóttir',
  'Bjarki Helgason',
  'Anna Kowalski',
  'Tom Fischer',
  'Guðrún Pálsdóttir',
  'Marco Bianchi',
  'Lena Holm',
];

screen('guide-schedule', () => {
  const hours = Array.from({ length: 16 }, (_, i) => i + 7); // 07:00 – 22:00
  const slotW = 67; // 16 hourly slots fill the 1,078 px timeline
  const blocks = [
    [0, 8, 17.5, 'Golden Circle Day Tour', '#6366f1', '14 guests · Bus 2'],
    [1, 9, 13, 'Glacier Hike & Ice Cave', '#0ea5e9', '8 guests'],
    [1, 14, 18, 'Glacier Hike & Ice Cave', '#0ea5e9', '10 guests'],
    [2, 10, 13.5, 'Whale Watching Express', '#14b8a6', '32 guests'],
    [2, 20.5, 23, 'Northern Lights Hunt', '#8b5cf6', '18 guests'],
    [3, 8, 16, 'South Coast Waterfalls', '#f59e0b', '16 guests · Bus 4'],
    [4, 9.5, 12.5, 'Snorkel Silfra Fissure', '#ef4444', '6 guests'],
    [4, 13.5, 16.5, 'Snorkel Silfra Fissure', '#ef4444', '6 guests'],
    [5, 17, 20, 'Reykjavík Food Walk', '#ec4899', '12 guests'],
    [6, 16.5, 19.5, 'Sunset Kayak Paddle', '#10b981', '9 guests'],
    [6, 20.5, 23, 'Northern Lights Hunt', '#8b5cf6', '18 guests'],
    [7, 10, 12, 'Horse Riding by the Fjord', '#d97706', '7 guests'],
    [7, 13, 15, 'Lava Tunnel Explorer', '#64748b', '11 guests'],
  ];
  const rows = GUIDES.map(
    (g, gi) =>
      `<div style="display:flex;border-bottom:1px solid #f1f5f9;height:66px"><div style="width:230px;flex:none;padding:12px 16px">${who(g, ['Senior guide', 'Glacier guide', 'Marine guide', 'Driver-guide', 'Dive instructor', 'Food guide', 'Kayak guide', 'Horse guide'][gi])}</div><div style="position:relative;flex:1">${hours.map((_, i) => `<div style="position:absolute;top:0;bottom:0;left:${i * slotW}px;border-left:1px solid #f1f5f9"></div>`).join('')}${blocks
        .filter((b) => b[0] === gi)
        .map(
          ([, a, z, t, c, sub]) =>
            `<div style="position:absolute;top:9px;height:48px;left:${(a - 7) * slotW + 2}px;width:${(Math.min(z, 23) - a) * slotW - 4}px;background:${c}1f;border-left:4px solid ${c};border-radius:7px;padding:6px 10px;overflow:hidden;white-space:nowrap"><div class="b" style="font-size:12.5px;color:#111827;overflow:hidden;text-overflow:ellipsis">${t}</div><div class="tiny muted">${sub}</div></div>`,
        )
        .join('')}</div></div>`,
  ).join('');
  return shell({
    app: 'Guide Planner',
    brand: '#4f46e5',
    logo: '<rect x="4" y="5" width="16" height="15" rx="2"/><path d="M4 10h16M9 3v4M15 3v4"/>',
    nav: STAFF_NAV,
    active: 'Schedule',
    title: 'Friday, April 17, 2026',
    sub: '13 departures · 8 guides on duty · 2 unassigned tours',
    acts: btn('◀ Today ▶') + btn('Day · Week · Month') + btn('Auto-assign', true),
    body: `<div class="card" style="padding:0;overflow:hidden"><div style="display:flex;border-bottom:1px solid #e5e7eb;background:#f9fafb"><div style="width:230px;flex:none;padding:10px 16px" class="tiny muted b">GUIDE</div><div style="position:relative;flex:1;height:36px">${hours.map((h, i) => `<span class="tiny muted" style="position:absolute;left:${i * slotW + 6}px;top:10px">${String(h).padStart(2, '0')}:00</span>`).join('')}<div style="position:absolute;left:${(13.4 - 7) * slotW}px;top:0;height:36px;border-left:2px solid #ef4444"></div></div></div>${rows}</div>
<div class="row"><div class="card grow" style="border:1px dashed #f59e0b;background:#fffbeb"><h3>Unassigned <small>drag onto a guide</small></h3><div class="row" style="gap:12px">${[
      ['Whale Watching Express', '16:00 – 19:00 · 28 guests'],
      ['Golden Circle Day Tour', '13:00 – 20:30 · 11 guests'],
    ]
      .map(
        ([a, b]) =>
          `<div class="grow" style="background:#fff;border:1px solid #fde68a;border-radius:8px;padding:10px 12px"><div class="b">${a}</div><div class="tiny muted">${b}</div></div>`,
      )
      .join('')}</div></div>
<div class="card" style="width:420px"><h3>Guide utilisation <small>this week</small></h3><div class="bar" style="height:12px"><i style="width:78%"></i></div><div class="tiny muted" style="margin-top:8px">312 of 400 scheduled hours · 3 guides near 40 h limit</div></div></div>`,
  });
});

screen('staff-roster', () => {
  const days = ['Mon 13', 'Tue 14', 'Wed 15', 'Thu 16', 'Fri 17', 'Sat 18', 'Sun 19'];
  const shifts = {
    M: ['Morning', '07:00–15:00', '#dbeafe', '#1e40af'],
    E: ['Evening', '14:00–22:00', '#ede9fe', '#5b21b6'],
    N: ['Night', '19:00–02:00', '#1e1b4b', '#e0e7ff'],
    F: ['Full day', '08:00–18:00', '#dcfce7', '#166534'],
    O: ['Off', '', '#f3f4f6', '#9ca3af'],
    L: ['Leave', 'Annual', '#fee2e2', '#991b1b'],
  };
  const plan = ['FFMOFFO', 'MMOEEFF', 'EENNOOE', 'FOFFMMO', 'MMMOOFF', 'LLLLLOO', 'EEOMMEN', 'OFFMMOE'];
  const cell = (k) => {
    const [a, b, bg, fg] = shifts[k];
    return `<td style="padding:5px"><div style="background:${bg};color:${fg};border-radius:8px;padding:8px 10px;height:52px"><div class="b" style="font-size:12.5px">${a}</div><div style="font-size:11.5px;opacity:.85">${b}</div></div></td>`;
  };
  return shell({
    app: 'Crew Roster',
    brand: '#f43f5e',
    side: '#1f0d12',
    logo: '<circle cx="9" cy="8" r="3"/><path d="M3 20c0-4 3-6 6-6s6 2 6 6M16 11a3 3 0 1 0 0-6M21 20c0-3-1-5-3-6"/>',
    nav: STAFF_NAV,
    active: 'Roster',
    title: 'Weekly roster',
    sub: 'April 13 – 19, 2026 · Published to 8 staff',
    acts: btn('Copy last week') + btn('Publish changes', true),
    body: `<div class="card" style="padding:0;overflow:hidden"><table style="table-layout:fixed"><colgroup><col style="width:240px"><col span="7"><col style="width:90px"></colgroup><thead><tr><th>Staff</th>${days.map((d) => `<th style="text-align:center">${d}</th>`).join('')}<th class="r">Hours</th></tr></thead><tbody>${GUIDES.map((g, i) => `<tr><td>${who(g, ['Senior guide', 'Glacier guide', 'Marine guide', 'Driver-guide', 'Dive instructor', 'Food guide', 'Kayak guide', 'Horse guide'][i])}</td>${[...plan[i]].map(cell).join('')}<td class="r b">${[44, 40, 38, 42, 38, 0, 39, 32][i]} h</td></tr>`).join('')}</tbody></table></div>
<div class="row" style="align-items:center">${Object.values(shifts)
      .map(([a, , bg, fg]) => `<span class="badge" style="background:${bg};color:${fg}">${a}</span>`)
      .join(
        '',
      )}<span class="grow"></span><span class="tiny muted">2 shift swap requests · 1 open shift on Sun 19</span>${btn('Review requests')}</div>
<div class="row"><div class="card grow"><h3>Swap requests <small>2 pending</small></h3>${[
      ['Marco Bianchi', 'Sun 19 Night ⇄ Bjarki Helgason'],
      ['Lena Holm', 'Sat 18 Off ⇄ Tom Fischer (Full day)'],
    ]
      .map(
        ([a, b]) =>
          `<div style="display:flex;align-items:center;gap:12px;padding:8px 0;border-top:1px solid #f1f5f9">${who(a, b)}<span class="grow"></span>${btn('Decline')}${btn('Approve', true)}</div>`,
      )
      .join('')}</div>
<div class="card" style="width:380px"><h3>Coverage <small>guides per day</small></h3>${barChart([6, 7, 5, 6, 6, 7, 5], ['M', 'T', 'W', 'T', 'F', 'S', 'S'], { h: 70, color: '#f43f5e', max: 8 })}</div></div>`,
  });
});

// --- Check-in & waivers ---------------------------------------------------------------
const DESK_NAV = ['Today', 'Waivers', 'Check-in', 'Manifests', 'Templates', '#Settings', 'Devices', 'Team'];
screen('waiver-form', () =>
  shell({
    app: 'Waiver Desk',
    brand: '#0d9488',
    side: '#061c1a',
    logo: '<path d="M6 3h8l4 4v14H6z"/><path d="M9 13l2 2 4-4"/>',
    nav: DESK_NAV,
    active: 'Templates',
    title: 'Glacier activities waiver',
    sub: 'Template · Used by 3 tours · Version 4 · Last edited by Sigrún, Apr 11, 2026',
    acts: btn('Preview as guest') + btn('Publish version 5', true),
    body: `<div class="row" style="flex:1;min-height:0"><div class="card" style="width:290px"><h3>Blocks</h3>${['Heading', 'Paragraph', 'Checkbox', 'Initials', 'Signature', 'Date of birth', 'Emergency contact', 'Medical question', 'Photo consent', 'Guardian (minors)'].map((b, i) => `<div style="display:flex;align-items:center;gap:10px;padding:9px 10px;border:1px solid #e5e7eb;border-radius:8px;margin-bottom:8px;background:#f9fafb"><span style="width:22px;height:22px;border-radius:6px;background:${['#99f6e4', '#bae6fd', '#c7d2fe', '#fde68a', '#fecaca', '#ddd6fe', '#bbf7d0', '#fbcfe8', '#fed7aa', '#e5e7eb'][i]}"></span>${b}<span class="grow"></span><span class="muted">⋮⋮</span></div>`).join('')}</div>
<div class="card grow" style="background:#f1f5f9;display:flex;justify-content:center;overflow:hidden"><div style="width:680px;background:#fff;border-radius:10px;padding:34px 40px;box-shadow:0 6px 24px rgba(15,23,42,.08)">
<div style="display:flex;align-items:center;gap:12px;margin-bottom:18px"><span class="logo" style="background:#0d9488">${logoSvg('<path d="M3 20l6-10 4 6 3-4 5 8z"/>')}</span><div><div class="b" style="font-size:17px">Arctic Trails ehf.</div><div class="tiny muted">Release of liability · Glacier Hike &amp; Ice Cave</div></div></div>
<div style="font-size:13.5px;line-height:1.65;color:#374151">I understand that glacier hiking involves inherent risks including crevasses, uneven ice, falling ice and changing weather. I confirm that I am in good health and will follow the instructions of my guide at all times, including the use of crampons, helmet and harness.</div>
<div class="row" style="margin-top:20px"><div class="field grow"><label>Full name</label><div class="input">Chloé Dubois</div></div><div class="field grow"><label>Date of birth</label><div class="input">14 / 06 / 1991</div></div></div>
<div class="row"><div class="field grow"><label>Emergency contact</label><div class="input">Julien Dubois · +33 6 12 34 56 78</div></div></div>
${['I have read and accept the risks described above', 'I have no medical conditions that prevent strenuous activity', 'I agree that photos of the tour may be shared on social media'].map((t, i) => `<div style="display:flex;gap:10px;align-items:center;margin-bottom:10px"><span style="width:20px;height:20px;border-radius:5px;background:${i < 2 ? '#0d9488' : '#fff'};border:2px solid #0d9488;color:#fff;font-size:13px;display:flex;align-items:center;justify-content:center">${i < 2 ? '✓' : ''}</span>${t}</div>`).join('')}
<div class="field" style="margin-top:14px"><label>Signature</label><div style="height:90px;border:1px dashed #94a3b8;border-radius:8px;position:relative;background:#f8fafc"><svg viewBox="0 0 300 80" style="position:absolute;left:20px;top:6px;width:300px;height:80px"><path d="M10 55c20-40 30-40 25-5s15-35 30-30-5 30 10 25 20-40 35-30-10 35 5 30 30-25 45-20 5 20 20 18 40-10 60-12" fill="none" stroke="#1e293b" stroke-width="2.5" stroke-linecap="round"/></svg><span class="tiny muted" style="position:absolute;right:12px;bottom:8px">Signed Apr 17, 2026 · 07:48</span></div></div>
<div style="border:1px solid #e5e7eb;border-radius:8px;padding:12px 14px;margin-top:4px;display:flex;align-items:center;gap:10px"><span class="b">Signing for a minor?</span><span class="tiny muted">Add a guardian signature for guests under 18</span><span class="grow"></span><span class="toggle"></span></div>
<div style="display:flex;justify-content:space-between;align-items:center;margin-top:22px"><span class="tiny muted">Step 2 of 2 · Your data is stored in the EU</span><span class="btn p" style="padding:11px 26px">Sign &amp; submit</span></div></div></div></div>`,
  }),
);

screen('checkin-scanner', () =>
  shell({
    app: 'Check-in Go',
    brand: '#0891b2',
    side: '#061a20',
    logo: '<circle cx="12" cy="12" r="9"/><path d="M8 12l3 3 5-6"/>',
    nav: DESK_NAV,
    active: 'Check-in',
    title: 'Golden Circle Day Tour · 08:30',
    sub: 'Friday, April 17, 2026 · Bus 2 · Guide: Einar Magnússon',
    acts: btn('Print manifest') + btn('Close check-in', true),
    body: `<div class="row">${stat('Checked in', '11 / 14', '3 guests to go', null)}${stat('Waivers signed', '14 / 14', 'All complete', null)}${stat('Pickups done', '5 / 6', 'Next: Hotel Borg', null)}${stat('Paid on arrival', '$258', '2 guests', null)}</div>
<div class="row" style="flex:1;min-height:0"><div class="card" style="width:430px;display:flex;flex-direction:column;align-items:center;background:#0f172a;border:0;color:#e2e8f0">
<div style="width:100%;display:flex;justify-content:space-between" class="tiny"><span>Camera · Rear</span><span style="color:#34d399">● Scanning</span></div>
<div style="position:relative;width:300px;height:300px;margin:26px 0 22px;border-radius:16px;background:#1e293b;display:flex;align-items:center;justify-content:center">
<svg viewBox="0 0 21 21" width="190" height="190" shape-rendering="crispEdges">${(() => {
      let r = '';
      for (let y = 0; y < 21; y++)
        for (let x = 0; x < 21; x++) {
          const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
          const on = finder
            ? ![1, 5].includes(x % 14 === 0 ? 0 : x > 13 ? x - 14 : x) || ![1, 5].includes(y > 13 ? y - 14 : y)
              ? (x > 13 ? x - 14 : x) % 6 === 0 ||
                (y > 13 ? y - 14 : y) % 6 === 0 ||
                ((x > 13 ? x - 14 : x) >= 2 && (x > 13 ? x - 14 : x) <= 4 && (y > 13 ? y - 14 : y) >= 2 && (y > 13 ? y - 14 : y) <= 4)
              : false
            : (x * 7 + y * 13 + x * y) % 3 === 0;
          if (on) r += `<rect x="${x}" y="${y}" width="1" height="1" fill="#f8fafc"/>`;
        }
      return r;
    })()}</svg>
${['left:0;top:0;border-width:4px 0 0 4px', 'right:0;top:0;border-width:4px 4px 0 0', 'left:0;bottom:0;border-width:0 0 4px 4px', 'right:0;bottom:0;border-width:0 4px 4px 0'].map((p) => `<span style="position:absolute;${p};width:44px;height:44px;border-style:solid;border-color:#22d3ee;border-radius:6px"></span>`).join('')}
<span style="position:absolute;left:14px;right:14px;top:150px;height:2px;background:#22d3ee;box-shadow:0 0 12px #22d3ee"></span></div>
<div style="width:100%;background:#052e2b;border:1px solid #0f766e;border-radius:12px;padding:14px 16px;display:flex;align-items:center;gap:12px"><span style="width:40px;height:40px;border-radius:50%;background:#10b981;color:#fff;display:flex;align-items:center;justify-content:center;font-size:20px;font-weight:700">✓</span><div><div class="b" style="color:#fff">Sofia Rossi · 2 adults</div><div class="tiny" style="color:#99f6e4">BK-20874 · Checked in 08:12 · Waiver signed</div></div></div>
<div style="width:100%;margin-top:18px" class="tiny">${[
      ['08:11', 'Mia Schneider · 3 pax', '#34d399'],
      ['08:09', 'Ethan Park · 1 pax', '#34d399'],
      ['08:07', 'Ticket already used · BK-20874', '#fbbf24'],
      ['08:05', 'Emma Thompson · 2 pax', '#34d399'],
    ]
      .map(
        ([t, a, c]) =>
          `<div style="display:flex;gap:12px;padding:8px 0;border-top:1px solid #1e293b"><span style="color:#64748b">${t}</span><span class="dot" style="background:${c};margin-top:4px"></span><span>${a}</span></div>`,
      )
      .join('')}</div></div>
<div class="grow">${tcard(
      'Manifest',
      ['Guest', 'Booking', 'Pax', 'Pickup', 'Waiver', 'Status'],
      [
        [who('Sofia Rossi', '+39 347 118 2290'), 'BK-20874', '2', 'Hotel Borg', badge('Signed'), badge('Checked in')],
        [who('Emma Thompson', '+44 7700 900123'), 'BK-20931', '2', 'Reykjavík Marina', badge('Signed'), badge('Checked in')],
        [who('Ethan Park', '+82 10 5521 0987'), 'BK-20902', '1', 'Fosshotel', badge('Signed'), badge('Checked in')],
        [who('Mia Schneider', '+49 151 2233 4455'), 'BK-20899', '3', 'Hotel Borg', badge('Signed'), badge('Checked in')],
        [who('Liam O’Connor', '+353 87 123 4567'), 'BK-20911', '2', 'Bus stop 12', badge('Signed'), badge('Waiting', 'y')],
        [who('Priya Sharma', '+91 98200 11223'), 'BK-20915', '1', 'Hotel Borg', badge('Signed'), badge('Waiting', 'y')],
        [who('Carlos Mendes', '+55 11 98877 6655'), 'BK-20920', '3', 'Self-drive', badge('Signed'), badge('Checked in')],
      ],
    )}
<div class="card" style="margin-top:20px"><h3>Pickup route <small>Bus 2 · live</small></h3><div style="display:flex;align-items:center">${['Reykjavík Marina', 'Fosshotel', 'Hotel Borg', 'Bus stop 12', 'Harpa', 'Departure'].map((p, i, a) => `<div style="display:flex;flex-direction:column;align-items:center;gap:6px;width:90px"><span style="width:16px;height:16px;border-radius:50%;background:${i < 3 ? '#0891b2' : i === 3 ? '#fff' : '#e5e7eb'};border:3px solid ${i <= 3 ? '#0891b2' : '#e5e7eb'}"></span><span class="tiny ${i <= 3 ? 'b' : 'muted'}" style="text-align:center;white-space:nowrap">${p}</span></div>${i < a.length - 1 ? `<div class="grow" style="height:3px;background:${i < 3 ? '#0891b2' : '#e5e7eb'};margin-top:-20px"></div>` : ''}`).join('')}</div></div></div></div>`,
  }),
);

// --- Analytics -------------------------------------------------------------------------
const AN_NAV = ['Dashboard', 'Revenue', 'Bookings', 'Funnel', 'Products', 'Channels', '#Reports', 'Scheduled', 'Exports'];
screen('analytics-dashboard', () =>
  shell({
    app: 'Insight Deck',
    brand: '#2563eb',
    side: '#0b1530',
    logo: '<path d="M6 20V12M12 20V6M18 20v-9"/>',
    nav: AN_NAV,
    active: 'Dashboard',
    title: 'Performance dashboard',
    sub: 'Jan 1 – Apr 17, 2026 compared with the same period in 2025',
    acts: btn('Year to date') + btn('Share report', true),
    body: `<div class="row">${[
      ['Revenue', '$1.28M', '18.2%', [3, 4, 3.6, 5, 5.4, 6.1, 6, 7.2]],
      ['Bookings', '9,842', '11.7%', [5, 5.2, 6, 5.8, 6.6, 7, 7.4, 7.9]],
      ['Avg. order value', '$130.40', '5.8%', [6, 5.8, 6.1, 6.4, 6.2, 6.7, 6.9, 7]],
      ['Conversion rate', '3.9%', '0.4 pts', [4, 4.2, 4.1, 4.5, 4.4, 4.9, 5.1, 5]],
    ]
      .map(
        ([l, v, d, sp]) =>
          `<div class="card stat grow"><div style="display:flex;justify-content:space-between"><div><div class="label">${l}</div><div class="value">${v}</div><div class="up">▲ ${d}</div></div><div style="align-self:flex-end">${spark(sp)}</div></div></div>`,
      )
      .join('')}</div>
<div class="row">${card(
      'Revenue by month',
      lineChart(
        [
          {
            data: [182, 205, 268, 312, 0, 0, 0, 0, 0, 0, 0, 0].slice(0, 4).concat([358, 421, 498, 512, 430, 336, 248, 296]),
            color: '#2563eb',
            fill: true,
          },
          { data: [150, 171, 224, 266, 301, 372, 446, 470, 381, 288, 205, 244], color: '#94a3b8', dash: true },
        ],
        MONTHS,
        { w: 880, h: 230, unit: '$', max: 600 },
      ).replace(/>\$(\d+)</g, '>$$$1k<'),
      '<small><span class="dot" style="background:#2563eb"></span>2026 (forecast from May) &nbsp; <span class="dot" style="background:#94a3b8"></span>2025</small>',
      'flex:1.75',
    )}
${card(
  'Bookings by source',
  donut(
    [
      ['Website', 41, '#2563eb'],
      ['OTAs', 36, '#0ea5e9'],
      ['Resellers', 13, '#f59e0b'],
      ['Walk-in', 10, '#10b981'],
    ],
    ['9,842', 'bookings'],
    { size: 150 },
  ),
  '',
  'flex:1',
)}</div>
<div class="row"><div class="grow">${tcard(
      'Top products',
      ['Product', '>Bookings', '>Revenue', '>Occupancy', 'Trend'],
      TOURS.slice(0, 4).map(([t, p], i) => {
        const b = [1842, 1410, 1204, 966, 870][i];
        return [
          `<b>${t}</b>`,
          b.toLocaleString('en-US'),
          usd(b * p),
          `${[86, 79, 91, 72, 68][i]}%`,
          spark([3, 4, 3 + (i % 2), 5, 4 + (i % 3), 6, 5 + (i % 2), 7]),
        ];
      }),
      '',
    )}</div>
${card('Lead time', barChart([12, 18, 26, 22, 14, 8], ['Today', '1–3 d', '4–14 d', '15–30 d', '1–3 mo', '3 mo+'], { h: 140, unit: '', max: 40 }).replace(/>(\d+)</g, '>$1%<'), '<small>% of bookings</small>', 'width:440px')}</div>`,
  }),
);

screen('revenue-chart', () =>
  shell({
    app: 'Revenue Radar',
    brand: '#16a34a',
    side: '#07190d',
    logo: '<path d="M3 17l6-6 4 4 8-8M15 7h6v6"/>',
    nav: AN_NAV,
    active: 'Revenue',
    title: 'Revenue',
    sub: 'Gross booking revenue by tour · Weekly · 2026',
    acts: btn('By tour ▾') + btn('Weekly ▾') + btn('Export CSV', true),
    body: `<div class="row">${stat('Revenue this week', '$86,412', '14.9%')}${stat('Forecast (April)', '$342,000', '22% above plan', null)}${stat('Refunds', '$2,190', '0.4 pts', 'dg')}${stat('Revenue per guest', '$131.20', '$4.80')}</div>
${card(
  'Weekly revenue by tour',
  barChart(
    [
      [38, 22],
      [41, 21],
      [44, 25],
      [39, 24],
      [48, 27],
      [52, 29],
      [55, 30],
      [51, 33],
      [58, 35],
      [62, 34],
      [60, 38],
      [66, 41],
      [71, 44],
      [74, 46],
      [79, 48],
      [86, 52],
    ],
    ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10', 'W11', 'W12', 'W13', 'W14', 'W15', 'W16'],
    { h: 250, color: '#16a34a', color2: '#86efac', unit: '$', max: 160 },
  ).replace(/>\$(\d+)</g, '>$$$1k<'),
  '<small><span class="dot" style="background:#16a34a"></span>Day tours &nbsp; <span class="dot" style="background:#86efac"></span>Multi-day &amp; private</small>',
)}
<div class="row"><div class="grow">${tcard(
      'Revenue by tour',
      ['Tour', '>Guests', '>Revenue', '>vs 2025', 'Share'],
      TOURS.slice(0, 5).map(([t, p], i) => {
        const g = [2410, 1980, 1522, 1204, 998][i];
        const sh = [26, 19, 17, 15, 11][i];
        return [
          `<b>${t}</b>`,
          g.toLocaleString('en-US'),
          usd(g * p),
          `<span class="up">+${[18, 12, 26, 9, 14][i]}%</span>`,
          `<div class="bar" style="width:160px;display:inline-block;vertical-align:middle"><i style="width:${sh * 3}%;background:#16a34a"></i></div> <span class="tiny muted">${sh}%</span>`,
        ];
      }),
    )}</div>
${card(
  'Targets',
  [
    ['April revenue', 78, '$267k of $342k'],
    ['Q2 revenue', 31, '$312k of $1.0M'],
    ['Direct share', 64, '41% of 64% goal'],
  ]
    .map(
      ([l, pct, sub]) =>
        `<div style="margin-bottom:18px"><div style="display:flex;justify-content:space-between"><span class="b">${l}</span><span class="tiny muted">${sub}</span></div><div class="bar" style="margin-top:8px;height:10px"><i style="width:${pct}%;background:#16a34a"></i></div></div>`,
    )
    .join(''),
  '',
  'width:420px',
)}</div>`,
  }),
);

// --- Direct sales -------------------------------------------------------------------------
const SALES_NAV = ['Widgets', 'Checkout', 'Promo codes', 'Gift vouchers', 'Pricing', 'Upsells', '#Settings', 'Branding', 'Domains'];
/** A month calendar (April 2026 starts on a Wednesday). marks: day -> [bg, fg]. */
function monthGrid(marks = {}, sel = 0, { cell = 44, brand = 'var(--brand)' } = {}) {
  const head = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
    .map((d) => `<div class="tiny muted b" style="text-align:center;padding:6px 0">${d}</div>`)
    .join('');
  const blanks = Array.from({ length: 2 }, () => '<div></div>').join('');
  const days = Array.from({ length: 30 }, (_, i) => i + 1)
    .map((d) => {
      const [bg, fg] = d === sel ? [brand, '#fff'] : (marks[d] ?? ['transparent', d < 17 ? '#cbd5e1' : '#111827']);
      return `<div style="height:${cell}px;display:flex;align-items:center;justify-content:center;border-radius:10px;background:${bg};color:${fg};font-weight:600;font-size:14px">${d}</div>`;
    })
    .join('');
  return `<div style="display:grid;grid-template-columns:repeat(7,1fr);gap:4px">${head}${blanks}${days}</div>`;
}

screen('booking-widget', () => {
  const marks = Object.fromEntries(
    [18, 19, 22, 23, 24, 25, 26, 29, 30]
      .map((d) => [d, ['#dcfce7', '#166534']])
      .concat([20, 21, 27, 28].map((d) => [d, ['#fef3c7', '#92400e']])),
  );
  return `<div style="--brand:#ea580c;height:1000px;background:#fff;display:flex;flex-direction:column">
<div style="height:70px;display:flex;align-items:center;padding:0 60px;gap:34px;border-bottom:1px solid #f1f5f9"><div style="display:flex;align-items:center;gap:10px;font-weight:800;font-size:20px"><span class="logo" style="background:#0f172a">${logoSvg('<path d="M3 20l6-10 4 6 3-4 5 8z"/>')}</span>Arctic Trails</div><span class="grow"></span>${['Tours', 'Private trips', 'Gift cards', 'About', 'Contact'].map((n) => `<span style="font-weight:500;color:#374151">${n}</span>`).join('')}<span class="btn" style="border-color:#0f172a">EN · USD</span></div>
<div style="display:flex;gap:48px;padding:36px 60px;flex:1;min-height:0">
<div class="grow"><div style="height:380px;border-radius:18px;overflow:hidden;position:relative;background:linear-gradient(#fdba74,#f97316 55%,#7c2d12)"><svg viewBox="0 0 1050 380" preserveAspectRatio="xMidYMid slice" style="position:absolute;inset:0;width:100%;height:100%"><circle cx="700" cy="215" r="64" fill="#fde68a"/><path d="M0 250L170 140 300 215 470 110 640 230 800 150 1050 250V380H0z" fill="#9a3412"/><path d="M0 280L210 200 380 262 560 190 760 268 900 214 1050 270V380H0z" fill="#7c2d12"/><path d="M0 292h1050v88H0z" fill="#1e3a8a"/><path d="M480 296h440" stroke="#fde68a" stroke-width="4" opacity=".7"/><path d="M560 312h280M620 326h160" stroke="#fde68a" stroke-width="3" opacity=".45"/><g fill="#0f172a"><path d="M300 318c40 8 120 8 160 0-30 10-130 10-160 0z"/><circle cx="350" cy="298" r="7"/><path d="M344 306h12l2 12h-16z"/><circle cx="410" cy="298" r="7"/><path d="M404 306h12l2 12h-16z"/></g><path d="M326 290l48 36M386 290l48 36" stroke="#0f172a" stroke-width="3"/></svg></div>
<div class="row" style="margin-top:26px;align-items:center">${badge('Bestseller', 'y')}${badge('Free cancellation', 'g')}<span class="stars">★★★★★</span><span class="muted">4.9 · 1,284 reviews</span></div>
<h1 style="font-size:34px;font-weight:800;margin:12px 0 8px;letter-spacing:-.5px">Sunset Kayak Paddle</h1><div class="muted" style="font-size:16px;line-height:1.6;max-width:720px">Glide across the calm waters of Hvalfjörður as the midnight sun paints the mountains gold. All gear, dry suits and hot cocoa included. No experience needed.</div>
<div class="row" style="margin-top:22px">${[
    ['Duration', '2.5 hours'],
    ['Group size', 'Max 12'],
    ['Ages', '12+'],
    ['Pickup', 'Reykjavík hotels'],
  ]
    .map(
      ([a, b]) =>
        `<div style="border:1px solid #e5e7eb;border-radius:12px;padding:12px 18px"><div class="tiny muted">${a}</div><div class="b">${b}</div></div>`,
    )
    .join('')}</div>
<div class="row" style="margin-top:24px;gap:40px"><div><div class="b" style="margin-bottom:8px">What’s included</div>${['Kayak, paddle and dry suit', 'Certified kayak guide', 'Hot cocoa and snacks'].map((t) => `<div style="margin-bottom:6px"><span style="color:#16a34a;font-weight:700">✓</span>&nbsp; ${t}</div>`).join('')}</div>
<div class="grow" style="background:#fff7ed;border-radius:12px;padding:14px 18px"><span class="stars">★★★★★</span><div style="margin:6px 0;color:#374151">“Calm water, gorgeous colours and an excellent safety briefing. Perfect for beginners like us.”</div><div class="tiny muted">Aiko T. · April 2026</div></div></div></div>
<div style="width:440px;border:1px solid #e5e7eb;border-radius:18px;padding:26px;box-shadow:0 20px 50px rgba(15,23,42,.10);align-self:flex-start">
<div style="display:flex;align-items:baseline;gap:8px"><span class="muted">From</span><span style="font-size:30px;font-weight:800">${usd(89)}</span><span class="muted">per person</span></div>
<div style="display:flex;justify-content:space-between;align-items:center;margin:18px 0 10px"><b>April 2026</b><span class="muted">◀ &nbsp; ▶</span></div>${monthGrid(marks, 24, { cell: 40 })}
<div class="b" style="margin:18px 0 8px">Fri, Apr 24 · Choose a time</div><div class="row" style="gap:8px">${['17:30', '19:00', '20:30'].map((t, i) => `<span class="chip${i === 1 ? ' on' : ''}" style="padding:8px 16px">${t}</span>`).join('')}</div>
${[
  ['Adults', usd(89), 2],
  ['Youth (12–17)', usd(69), 1],
]
  .map(
    ([a, p, n]) =>
      `<div style="display:flex;align-items:center;justify-content:space-between;padding:12px 0;border-bottom:1px solid #f1f5f9"><div><div class="b">${a}</div><div class="tiny muted">${p}</div></div><div style="display:flex;align-items:center;gap:14px"><span class="btn" style="padding:4px 12px">−</span><b>${n}</b><span class="btn" style="padding:4px 12px">+</span></div></div>`,
  )
  .join('')}
<div style="display:flex;justify-content:space-between;margin:14px 0;font-size:18px"><b>Total</b><b>${usd(247)}</b></div><div class="btn p" style="width:100%;justify-content:center;padding:14px;font-size:16px">Book now</div><div class="tiny muted" style="text-align:center;margin-top:10px">Powered by Book Now Button · Secure checkout</div></div></div></div>`;
});

screen('chatbot-console', () =>
  shell({
    app: 'Chat Concierge',
    brand: '#0284c7',
    side: '#071826',
    logo: '<path d="M4 5h16v11H9l-5 4z"/>',
    nav: ['Conversations', 'Bot training', 'Knowledge base', 'Handoffs', 'Analytics', '#Settings', 'Channels', 'Team'],
    active: 'Conversations',
    title: 'Conversations',
    sub: '86% of chats resolved by the assistant this week',
    acts: btn('Train on FAQ') + btn('Go live', true),
    body: `<div class="row" style="flex:1;min-height:0"><div class="card" style="width:360px;padding:0;overflow:hidden">${[
      ['Isabella García', 'Is the kayak tour ok for kids?', '2m', 'Bot', true],
      ['Henrik Larsen', 'Can I change my pickup to Fosshotel?', '6m', 'Agent', false],
      ['Aiko Tanaka', 'Do you have Japanese guides?', '14m', 'Bot', false],
      ['Ethan Park', 'Northern lights tonight?', '22m', 'Bot', false],
      ['Olivia Brown', 'Refund for cancelled tour', '38m', 'Agent', false],
      ['Daniel Kim', 'Wheelchair access on the bus', '1h', 'Bot', false],
      ['Jonas Weber', 'Lost my sunglasses on the boat', '2h', 'Agent', false],
    ]
      .map(
        ([n, m, t, who2, on]) =>
          `<div style="display:flex;gap:12px;padding:14px 16px;border-bottom:1px solid #f1f5f9;${on ? 'background:#f0f9ff;border-left:3px solid #0284c7' : ''}">${avatar(n)}<div class="grow" style="min-width:0"><div style="display:flex;justify-content:space-between"><b>${n}</b><span class="tiny muted">${t}</span></div><div class="tiny muted" style="white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${m}</div><div style="margin-top:6px">${badge(who2, who2 === 'Bot' ? 'bl' : 'pu')}</div></div></div>`,
      )
      .join('')}</div>
<div class="card grow" style="display:flex;flex-direction:column;padding:0;overflow:hidden"><div style="padding:16px 20px;border-bottom:1px solid #e5e7eb;display:flex;align-items:center;gap:12px">${who('Isabella García', 'Website chat · Madrid, Spain · Viewing “Sunset Kayak Paddle”')}<span class="grow"></span>${btn('Take over')}</div>
<div style="flex:1;padding:20px;background:#f8fafc;display:flex;flex-direction:column;gap:12px">${[
      ['Hi! Is the sunset kayak tour ok for kids? My daughters are 9 and 12.', false],
      [
        'Great question! The Sunset Kayak Paddle is suitable from age 12, so your older daughter can join. For the 9-year-old I’d suggest our Whale Watching Express, which welcomes all ages.',
        true,
      ],
      ['Oh ok. Are there spaces for 3 people on Friday?', false],
      [
        'Yes — Friday, April 24 at 19:00 has 7 seats left. Two adults and one youth would be $247 in total. Shall I hold the seats for 15 minutes while you check out?',
        true,
      ],
    ]
      .map(
        ([t, bot]) =>
          `<div style="display:flex;gap:10px;${bot ? '' : 'flex-direction:row-reverse'}">${bot ? `<span class="av" style="background:#0284c7">AI</span>` : avatar('Isabella García')}<div style="max-width:64%;background:${bot ? '#fff' : '#0284c7'};color:${bot ? '#1f2937' : '#fff'};border:1px solid ${bot ? '#e5e7eb' : '#0284c7'};border-radius:14px;padding:11px 14px;line-height:1.5">${t}</div></div>`,
      )
      .join('')}
<div style="display:flex;gap:8px;margin-left:40px">${['Hold 3 seats', 'Show other dates', 'Talk to a human'].map((c) => `<span class="chip">${c}</span>`).join('')}</div></div>
<div style="padding:14px 20px;border-top:1px solid #e5e7eb;display:flex;gap:10px"><div class="input grow" style="color:#9ca3af">Reply as Sigrún…</div>${btn('Send', true)}</div></div>
<div class="card" style="width:300px"><h3>Assistant</h3>${[
      ['Resolved by bot', '86%'],
      ['Avg. first reply', '4 s'],
      ['Bookings from chat', '142'],
      ['Revenue from chat', '$18,930'],
    ]
      .map(
        ([a, b]) =>
          `<div style="display:flex;justify-content:space-between;padding:10px 0;border-bottom:1px solid #f1f5f9"><span class="muted">${a}</span><b>${b}</b></div>`,
      )
      .join('')}
<div class="b" style="margin:18px 0 10px">Sources used</div>${['FAQ · Age limits', 'Product · Sunset Kayak Paddle', 'Live availability'].map((t) => `<div class="tiny" style="padding:8px 10px;border-radius:8px;background:#f0f9ff;color:#075985;margin-bottom:6px">${t}</div>`).join('')}
<div class="b" style="margin:18px 0 6px">Hand off to a human when</div>${[
      ['Guest asks for a refund', true],
      ['Sentiment turns negative', true],
      ['Group of 10 or more', true],
      ['Outside office hours', false],
    ]
      .map(
        ([l, on]) =>
          `<div style="display:flex;justify-content:space-between;align-items:center;padding:8px 0;border-top:1px solid #f1f5f9" class="tiny"><span>${l}</span><span class="toggle${on ? ' on' : ''}"></span></div>`,
      )
      .join('')}</div></div>`,
  }),
);

screen('voucher-designer', () =>
  shell({
    app: 'Gift Voucher Studio',
    brand: '#db2777',
    side: '#1f0a16',
    logo: '<rect x="4" y="9" width="16" height="11" rx="1"/><path d="M3 9h18M12 9v11M12 9c-1-3-5-4-5-1s5 1 5 1 5 2 5-1-4-2-5 1"/>',
    nav: SALES_NAV,
    active: 'Gift vouchers',
    title: 'Voucher designer',
    sub: 'Printable and email gift vouchers · 1,204 sold this year',
    acts: btn('Preview PDF') + btn('Save design', true),
    body: `<div class="row" style="flex:1;min-height:0"><div class="card" style="width:330px"><h3>Template</h3><div style="display:grid;grid-template-columns:1fr 1fr;gap:10px;margin-bottom:18px">${[
      ['#db2777', '#f9a8d4'],
      ['#0f172a', '#38bdf8'],
      ['#065f46', '#6ee7b7'],
      ['#7c2d12', '#fdba74'],
    ]
      .map(
        ([a, b], i) =>
          `<div style="height:70px;border-radius:10px;background:${a};position:relative;overflow:hidden;${i ? '' : 'box-shadow:0 0 0 3px #fff,0 0 0 5px #db2777'}"><span style="position:absolute;right:-14px;top:-14px;width:60px;height:60px;border-radius:50%;background:${b};opacity:.6"></span></div>`,
      )
      .join('')}</div>
<div class="field"><label>Headline</label><div class="input">A gift of adventure</div></div><div class="field"><label>Value or experience</label><div class="input">Northern Lights Hunt for 2</div></div><div class="field"><label>Validity</label><div class="input">24 months from purchase</div></div><div class="field"><label>Personal message</label><div class="input" style="height:70px;color:#374151">Happy 30th birthday, Anna! Let’s chase the aurora together. — Tom</div></div>
<div class="b" style="margin:16px 0 8px">Recent purchases</div>${[
      ['Tom Fischer', '$230'],
      ['Emma Thompson', '$150'],
      ['Ethan Park', '$398'],
    ]
      .map(
        ([n, v]) =>
          `<div style="display:flex;justify-content:space-between;align-items:center;padding:7px 0;border-top:1px solid #f1f5f9">${who(n)}<b>${v}</b></div>`,
      )
      .join('')}</div>
<div class="card grow" style="background:#f1f5f9;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:22px">
<div style="width:760px;height:380px;border-radius:20px;background:#db2777;position:relative;overflow:hidden;color:#fff;box-shadow:0 24px 60px rgba(131,24,67,.35)">
<span style="position:absolute;right:-80px;top:-90px;width:360px;height:360px;border-radius:50%;background:#f472b6;opacity:.55"></span><span style="position:absolute;right:120px;bottom:-140px;width:260px;height:260px;border-radius:50%;background:#9d174d;opacity:.6"></span>
<svg viewBox="0 0 100 100" style="position:absolute;right:60px;top:70px;width:190px;height:190px"><rect x="12" y="36" width="76" height="18" rx="4" fill="#fff"/><path d="M18 54h64v34H18z" fill="#fff"/><path d="M50 36v52" stroke="#db2777" stroke-width="8"/><path d="M50 34c-4-14-22-20-24-8s20 8 24 8c4 0 26 4 24-8s-20-6-24 8z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/></svg>
<div style="position:absolute;left:48px;top:44px;right:300px"><div style="font-size:13px;letter-spacing:.16em;opacity:.85">ARCTIC TRAILS · GIFT VOUCHER</div><div style="font-size:42px;font-weight:800;line-height:1.1;margin-top:16px">A gift of adventure</div><div style="font-size:20px;margin-top:12px;opacity:.95">Northern Lights Hunt for 2</div><div style="margin-top:22px;font-size:14px;line-height:1.5;opacity:.9;font-style:italic">“Happy 30th birthday, Anna! Let’s chase the aurora together.” — Tom</div></div>
<div style="position:absolute;left:48px;bottom:34px;display:flex;gap:30px;font-size:13px"><div><div style="opacity:.75">Code</div><b style="font-size:17px;letter-spacing:.08em">GV-7Q4M-2K9X</b></div><div><div style="opacity:.75">Valid until</div><b style="font-size:17px">Apr 17, 2028</b></div><div><div style="opacity:.75">Value</div><b style="font-size:17px">${usd(230)}</b></div></div></div>
<div class="row" style="gap:10px">${['Email', 'PDF A4', 'Print-at-home', 'Wallet pass'].map((c, i) => `<span class="chip${i ? '' : ' on'}">${c}</span>`).join('')}</div></div></div>`,
  }),
);

screen('pricing-rules', () =>
  shell({
    app: 'Dynamic Fare',
    brand: '#d97706',
    side: '#1c1305',
    logo: '<path d="M13 2L4 14h7l-1 8 9-12h-7z"/>',
    nav: SALES_NAV,
    active: 'Pricing',
    title: 'Pricing rules',
    sub: 'Prices adjust automatically with demand, season and lead time',
    acts: btn('Simulate') + btn('+ New rule', true),
    body: `<div class="row">${stat('Revenue uplift', '+11.4%', 'since rules went live', null)}${stat('Avg. price change', '+$7.80', 'per ticket', null)}${stat('Active rules', '9', 'on 7 tours', null)}${stat('Sell-through', '87%', '6 pts')}</div>
<div class="row" style="flex:1;min-height:0"><div class="grow" style="flex:1.3">${tcard(
      'Rules',
      ['Priority', 'Rule', 'Applies to', 'Adjustment', 'Active'],
      [
        [
          '1',
          '<b>Last seats</b><div class="tiny muted">When fewer than 4 seats are left</div>',
          'All tours',
          '<span class="up">+15%</span>',
          '<span class="toggle on"></span>',
        ],
        [
          '2',
          '<b>Peak summer</b><div class="tiny muted">Jun 15 – Aug 20, 2026</div>',
          'Day tours',
          '<span class="up">+12%</span>',
          '<span class="toggle on"></span>',
        ],
        [
          '3',
          '<b>Early bird</b><div class="tiny muted">Booked 60+ days ahead</div>',
          'All tours',
          '<span class="down">−10%</span>',
          '<span class="toggle on"></span>',
        ],
        [
          '4',
          '<b>Quiet weekday</b><div class="tiny muted">Mon–Wed below 40% full 3 days out</div>',
          'Sunset Kayak Paddle',
          '<span class="down">−8%</span>',
          '<span class="toggle on"></span>',
        ],
        [
          '5',
          '<b>Aurora forecast high</b><div class="tiny muted">KP index ≥ 4 and clear skies</div>',
          'Northern Lights Hunt',
          '<span class="up">+$20</span>',
          '<span class="toggle on"></span>',
        ],
        [
          '6',
          '<b>Group of 8+</b><div class="tiny muted">Per-person discount</div>',
          'All tours',
          '<span class="down">−5%</span>',
          '<span class="toggle"></span>',
        ],
      ],
    )}
<div class="card" style="margin-top:20px;display:flex;align-items:center;gap:18px;background:#fffbeb;border-color:#fde68a"><span class="logo" style="width:44px;height:44px;background:#d97706">${logoSvg('<path d="M3 17l6-6 4 4 8-8"/>')}</span><div class="grow"><div class="b">Simulation · next 30 days</div><div class="tiny muted">With these rules: +$12,400 revenue, −3% bookings on quiet weekdays, 0 tours sold out more than 7 days ahead</div></div>${btn('View details')}</div></div>
<div class="col grow">${card(
      'Glacier Hike & Ice Cave · next 30 days',
      lineChart(
        [
          {
            data: [
              199, 199, 205, 212, 229, 229, 219, 199, 189, 189, 199, 215, 229, 235, 229, 205, 199, 189, 199, 212, 225, 229, 239, 229, 212,
              199, 199, 205, 219, 229,
            ],
            color: '#d97706',
            fill: true,
          },
          { data: Array(30).fill(199), color: '#94a3b8', dash: true },
        ],
        Array.from({ length: 30 }, (_, i) => (i % 6 === 0 ? `Apr ${18 + i > 30 ? '' : 18 + i}` : '')).map((l, i) =>
          i >= 13 && i % 6 === 0 ? `May ${i - 12}` : l,
        ),
        { w: 560, h: 220, unit: '$', min: 150, max: 250 },
      ),
      '<small><span class="dot" style="background:#d97706"></span>Dynamic &nbsp; <span class="dot" style="background:#94a3b8"></span>Base $199</small>',
    )}
${card(
  'Rule preview · Sat, May 2',
  [
    ['Base price', '$199.00'],
    ['Peak weekend', '+$14.00'],
    ['Last seats (3 left)', '+$29.85'],
    ['Final price', '$242.85'],
  ]
    .map(
      ([a, b], i, arr) =>
        `<div style="display:flex;justify-content:space-between;padding:9px 0;border-top:${i === arr.length - 1 ? '2px solid #111827' : '1px solid #f1f5f9'};${i === arr.length - 1 ? 'font-weight:700;font-size:16px' : ''}"><span>${a}</span><span>${b}</span></div>`,
    )
    .join(''),
)}</div></div>`,
  }),
);

// --- Operations ----------------------------------------------------------------------------
const OPS_NAV = ['Live map', 'Vehicles', 'Routes', 'Pickups', 'Weather', 'Alerts', '#Settings', 'Devices', 'Team'];
screen('fleet-map', () => {
  const vans = [
    [330, 300, '#0d9488', 'Bus 2'],
    [560, 430, '#6366f1', 'Bus 4'],
    [250, 560, '#f59e0b', 'Van 7'],
    [720, 250, '#ef4444', 'Van 3'],
    [770, 600, '#0ea5e9', 'Boat 1'],
  ];
  const map = `<svg viewBox="0 0 1000 720" preserveAspectRatio="xMidYMid slice" style="position:absolute;inset:0;width:100%;height:100%">
<rect width="1000" height="720" fill="#e8efe6"/><path d="M0 520C120 500 180 560 300 600S520 720 640 700 900 640 1000 660V720H0z" fill="#b9d7ee"/><path d="M760 0C780 120 860 160 1000 180V0z" fill="#b9d7ee"/>
<path d="M90 120c60-30 130-10 170 30s40 90-10 120-140 10-170-30-40-100 10-120z" fill="#d6e5cf"/><path d="M520 130c70-20 150 10 170 60s-30 90-100 90-120-40-120-80 0-60 50-70z" fill="#d6e5cf"/><ellipse cx="430" cy="250" rx="60" ry="36" fill="#b9d7ee"/>
<g fill="none" stroke="#fff" stroke-linecap="round"><path d="M0 330C200 320 300 420 480 400S760 300 1000 330" stroke-width="16"/><path d="M330 0C340 200 300 380 260 720" stroke-width="12"/><path d="M600 0C620 140 700 220 720 360S640 560 700 720" stroke-width="10"/><path d="M0 180C200 200 400 140 1000 100" stroke-width="8"/></g>
<g fill="none" stroke="#fcd34d" stroke-linecap="round"><path d="M0 330C200 320 300 420 480 400S760 300 1000 330" stroke-width="5"/></g>
<path d="M330 300C360 360 420 400 480 400S560 420 560 430" fill="none" stroke="#0d9488" stroke-width="5" stroke-dasharray="2 10" stroke-linecap="round"/>
${vans.map(([x, y, c, l]) => `<g><circle cx="${x}" cy="${y}" r="26" fill="${c}" opacity=".18"/><circle cx="${x}" cy="${y}" r="14" fill="${c}" stroke="#fff" stroke-width="4"/><rect x="${x + 20}" y="${y - 34}" width="${l.length * 9 + 18}" height="26" rx="7" fill="#fff" stroke="#e5e7eb"/><text x="${x + 29}" y="${y - 16}" font-size="13" font-weight="700" fill="#111827">${l}</text></g>`).join('')}
<g><path d="M480 388l-10-18a12 12 0 1 1 20 0z" fill="#111827"/><circle cx="480" cy="366" r="4" fill="#fff"/></g></svg>`;
  return shell({
    app: 'Fleet Track',
    brand: '#0d9488',
    side: '#061c1a',
    logo: '<rect x="4" y="4" width="16" height="13" rx="3"/><path d="M4 11h16M8 21v-4M16 21v-4"/>',
    nav: OPS_NAV,
    active: 'Live map',
    title: 'Live fleet',
    sub: '5 vehicles on tour · 2 in depot · Updated every 10 seconds',
    acts: btn('Show routes') + btn('Message all drivers', true),
    body: `<div class="row" style="flex:1;min-height:0"><div class="card grow" style="position:relative;overflow:hidden;padding:0">${map}
<div style="position:absolute;left:18px;top:18px;background:#fff;border-radius:10px;padding:10px 14px;box-shadow:0 6px 18px rgba(0,0,0,.1)" class="tiny"><b>Golden Circle · Bus 2</b><div class="muted">Next stop: Þingvellir visitor centre · ETA 09:42</div></div>
<div style="position:absolute;right:18px;bottom:18px;display:flex;flex-direction:column;gap:6px">${['+', '−'].map((t) => `<span class="btn" style="padding:6px 12px;font-size:16px">${t}</span>`).join('')}</div></div>
<div class="card" style="width:400px;padding:0;overflow:hidden"><h3 style="padding:18px 20px 4px">Vehicles</h3>${[
      ['Bus 2', 'Golden Circle Day Tour', 'Einar M.', '14/19 seats · 62 km/h', 'On route', '#0d9488'],
      ['Bus 4', 'South Coast Waterfalls', 'Anna K.', '16/19 seats · 78 km/h', 'On route', '#6366f1'],
      ['Van 7', 'Lava Tunnel Explorer', 'Lena H.', '8/8 seats · Parked', 'At site', '#f59e0b'],
      ['Van 3', 'Pickup run · Zone 2', 'Marco B.', '3/8 seats · 34 km/h', 'Delayed 6 min', '#ef4444'],
      ['Boat 1', 'Whale Watching Express', 'Bjarki H.', '32/60 seats · 11 kn', 'On route', '#0ea5e9'],
    ]
      .map(
        ([v, t, d, m, st, c]) =>
          `<div style="display:flex;gap:12px;padding:14px 20px;border-top:1px solid #f1f5f9"><span style="width:12px;height:12px;border-radius:50%;background:${c};margin-top:4px;flex:none"></span><div class="grow"><div style="display:flex;justify-content:space-between"><b>${v}</b>${badge(st, st.startsWith('Delayed') ? 'y' : st === 'At site' ? 'bl' : 'g')}</div><div class="tiny">${t}</div><div class="tiny muted">${d} · ${m}</div></div></div>`,
      )
      .join('')}
<div class="tiny muted b" style="padding:14px 20px 6px;border-top:1px solid #e5e7eb;letter-spacing:.06em">IN DEPOT</div>${[
      ['Bus 1', 'Service due in 420 km'],
      ['Van 5', 'Ready · charging 84%'],
    ]
      .map(
        ([v, n]) =>
          `<div style="display:flex;gap:12px;padding:10px 20px"><span style="width:12px;height:12px;border-radius:50%;background:#cbd5e1;margin-top:4px"></span><div><b>${v}</b><div class="tiny muted">${n}</div></div></div>`,
      )
      .join('')}</div></div>`,
  });
});

screen('weather-alerts', () => {
  const days = [
    ['Fri', 'Apr 17', 'sun', 8, 2, 6],
    ['Sat', 'Apr 18', 'cloud', 6, 1, 9],
    ['Sun', 'Apr 19', 'rain', 5, 2, 14],
    ['Mon', 'Apr 20', 'storm', 3, -1, 24],
    ['Tue', 'Apr 21', 'wind', 4, 0, 18],
    ['Wed', 'Apr 22', 'cloud', 7, 2, 8],
    ['Thu', 'Apr 23', 'sun', 9, 3, 5],
  ];
  const ico = (k) =>
    ({
      sun: '<circle cx="20" cy="20" r="8" fill="#f59e0b"/><path d="M20 4v5M20 31v5M4 20h5M31 20h5M9 9l3 3M28 28l3 3M9 31l3-3M28 12l3-3" stroke="#f59e0b" stroke-width="3" stroke-linecap="round"/>',
      cloud:
        '<circle cx="26" cy="14" r="7" fill="#fbbf24"/><path d="M10 31a7 7 0 0 1 1-14 10 10 0 0 1 19 2 6 6 0 0 1 0 12z" fill="#94a3b8"/>',
      rain: '<path d="M10 24a7 7 0 0 1 1-14 10 10 0 0 1 19 2 6 6 0 0 1 0 12z" fill="#64748b"/><path d="M14 29l-2 5M21 29l-2 5M28 29l-2 5" stroke="#0ea5e9" stroke-width="3" stroke-linecap="round"/>',
      storm:
        '<path d="M10 22a7 7 0 0 1 1-14 10 10 0 0 1 19 2 6 6 0 0 1 0 12z" fill="#475569"/><path d="M21 22l-5 8h6l-3 7" stroke="#f59e0b" stroke-width="3" fill="none" stroke-linejoin="round"/>',
      wind: '<path d="M4 14h20a5 5 0 1 0-5-5M4 22h28a5 5 0 1 1-5 5M4 30h14" stroke="#0ea5e9" stroke-width="3" fill="none" stroke-linecap="round"/>',
    })[k];
  return shell({
    app: 'Weather Watch',
    brand: '#0284c7',
    side: '#071826',
    logo: '<path d="M6 18a4 4 0 0 1 0-8 6 6 0 0 1 11 1 3.5 3.5 0 0 1 0 7z"/>',
    nav: OPS_NAV,
    active: 'Weather',
    title: 'Weather & safety',
    sub: 'Forecasts for 6 tour locations · Source: Icelandic Met Office',
    acts: btn('Alert settings') + btn('Notify affected guests', true),
    body: `<div style="background:#fef2f2;border:1px solid #fecaca;border-radius:12px;padding:16px 20px;display:flex;align-items:center;gap:16px"><span style="width:40px;height:40px;border-radius:10px;background:#dc2626;color:#fff;font-weight:800;font-size:22px;display:flex;align-items:center;justify-content:center">!</span><div class="grow"><div class="b" style="color:#991b1b">Orange wind warning · Monday, April 20, 2026</div><div class="tiny" style="color:#7f1d1d">Gusts up to 24 m/s on the South Coast from 09:00 to 18:00. 4 departures and 61 guests affected.</div></div>${btn('Review departures')}</div>
<div class="row">${days.map(([d, dt, k, hi, lo, wind]) => `<div class="card grow" style="text-align:center;padding:16px 10px;${k === 'storm' ? 'border-color:#fca5a5;background:#fff7f7' : ''}"><div class="b">${d}</div><div class="tiny muted">${dt}</div><svg viewBox="0 0 40 40" width="54" height="54" style="margin:8px 0">${ico(k)}</svg><div><b style="font-size:18px">${hi}°</b> <span class="muted">${lo}°</span></div><div class="tiny ${wind > 15 ? 'down' : 'muted'}" style="margin-top:4px">${wind} m/s</div></div>`).join('')}</div>
<div class="row" style="flex:1;min-height:0"><div class="grow" style="flex:1.6">${tcard(
      'Affected departures',
      ['Departure', 'Location', 'Guests', 'Risk', 'Action'],
      [
        [
          '<b>South Coast Waterfalls</b><div class="tiny muted">Mon, Apr 20 · 08:00</div>',
          'Vík',
          '16',
          badge('High', 'rd'),
          btn('Reschedule'),
        ],
        [
          '<b>Glacier Hike & Ice Cave</b><div class="tiny muted">Mon, Apr 20 · 09:00</div>',
          'Sólheimajökull',
          '10',
          badge('High', 'rd'),
          btn('Reschedule'),
        ],
        [
          '<b>Sunset Kayak Paddle</b><div class="tiny muted">Mon, Apr 20 · 18:00</div>',
          'Hvalfjörður',
          '9',
          badge('Medium', 'y'),
          btn('Monitor'),
        ],
        [
          '<b>Whale Watching Express</b><div class="tiny muted">Mon, Apr 20 · 10:00</div>',
          'Reykjavík harbour',
          '26',
          badge('Medium', 'y'),
          btn('Monitor'),
        ],
      ],
    )}
<div class="card" style="margin-top:20px"><h3>Guest message preview <small>SMS + email · 61 guests</small></h3><div style="background:#f0f9ff;border-radius:10px;padding:14px 16px;line-height:1.55;color:#0c4a6e">Hi {{first_name}}, strong winds are forecast on the South Coast on Monday, April 20. For your safety we’d like to move your tour to Tuesday at the same time, or you can choose a full refund. Reply 1 to move or 2 for a refund. — Arctic Trails</div></div></div>${card(
      'Wind forecast · Vík (m/s)',
      lineChart(
        [
          { data: [6, 7, 9, 12, 17, 22, 24, 23, 19, 15, 11, 8], color: '#dc2626', fill: true },
          { data: Array(12).fill(15), color: '#f59e0b', dash: true },
        ],
        ['00', '', '04', '', '08', '', '12', '', '16', '', '20', ''],
        { w: 480, h: 200, max: 32 },
      ),
      '<small>Safety limit 15 m/s</small>',
      'flex:1;align-self:flex-start',
    )}</div>`,
  });
});

screen('translation-editor', () => {
  const langs = [
    ['English', 'EN', 100],
    ['German', 'DE', 100],
    ['French', 'FR', 96],
    ['Spanish', 'ES', 92],
    ['Italian', 'IT', 74],
    ['Japanese', 'JA', 58],
    ['Chinese (Simpl.)', 'ZH', 31],
  ];
  const rows = [
    ['Title', 'Sunset Kayak Paddle', 'Sonnenuntergang-Kajaktour', 'Approved'],
    [
      'Short description',
      'Glide across calm fjord waters as the midnight sun paints the mountains gold.',
      'Gleiten Sie über das ruhige Wasser des Fjords, während die Mitternachtssonne die Berge golden färbt.',
      'Approved',
    ],
    [
      'What to bring',
      'Warm layers, a hat and gloves. We provide dry suits and boots.',
      'Warme Kleidung, Mütze und Handschuhe. Trockenanzüge und Stiefel stellen wir.',
      'Review',
    ],
    [
      'Meeting point',
      'Hvalfjörður kayak base, 45 minutes north of Reykjavík.',
      'Kajakstation Hvalfjörður, 45 Minuten nördlich von Reykjavík.',
      'Approved',
    ],
    [
      'Cancellation policy',
      'Free cancellation up to 24 hours before the start time.',
      'Kostenlose Stornierung bis 24 Stunden vor Beginn.',
      'Approved',
    ],
    ['Accessibility', 'Not suitable for guests with reduced mobility.', '', 'Draft'],
  ];
  return shell({
    app: 'Translate Tours',
    brand: '#9333ea',
    side: '#180d24',
    logo: '<path d="M4 5h8M8 3v2M5 11c2-1 5-4 6-6M7 7c1 2 3 4 5 5M13 21l4-10 4 10M14.5 17h5"/>',
    nav: ['Products', 'Emails', 'Tickets', 'Glossary', 'Languages', '#Settings', 'Machine translation', 'Team'],
    active: 'Products',
    title: 'Sunset Kayak Paddle',
    sub: 'Product content · 6 fields · Source language English',
    acts: btn('Translate missing with AI') + btn('Publish German', true),
    body: `<div class="row" style="flex:1;min-height:0"><div class="card" style="width:280px"><h3>Languages</h3>${langs.map(([n, c, pct], i) => `<div style="display:flex;align-items:center;gap:10px;padding:9px 8px;border-radius:8px;${i === 1 ? 'background:#f5f3ff' : ''}"><span class="badge pu" style="width:34px;text-align:center">${c}</span><div class="grow"><div class="${i === 1 ? 'b' : ''}">${n}</div><div class="bar" style="margin-top:5px;height:5px"><i style="width:${pct}%;background:${pct === 100 ? '#16a34a' : '#9333ea'}"></i></div></div><span class="tiny muted">${pct}%</span></div>`).join('')}</div>
<div class="card grow" style="padding:0;overflow:hidden"><div style="display:flex;border-bottom:1px solid #e5e7eb;background:#f9fafb"><div class="tiny muted b" style="width:170px;padding:12px 16px">FIELD</div><div class="tiny muted b grow" style="padding:12px 16px">ENGLISH (SOURCE)</div><div class="tiny muted b grow" style="padding:12px 16px">GERMAN</div><div class="tiny muted b" style="width:110px;padding:12px 16px">STATUS</div></div>
${rows.map(([f, en, de, st], i) => `<div style="display:flex;border-bottom:1px solid #f1f5f9;align-items:stretch"><div class="b" style="width:170px;padding:16px;font-size:13px">${f}</div><div class="grow" style="padding:16px;color:#4b5563;line-height:1.5;flex-basis:0">${en}</div><div class="grow" style="padding:10px;flex-basis:0"><div style="border:1px solid ${i === 2 ? '#9333ea' : '#e5e7eb'};${i === 2 ? 'box-shadow:0 0 0 3px #ede9fe;' : ''}border-radius:8px;padding:8px 10px;line-height:1.5;min-height:40px;color:${de ? '#111827' : '#9ca3af'}">${de || 'Nicht geeignet für Gäste mit eingeschränkter Mobilität. <span class="badge pu">AI suggestion</span>'}</div></div><div style="width:110px;padding:16px">${badge(st, tone(st))}</div></div>`).join('')}
<div style="padding:16px;display:flex;gap:14px;align-items:center;background:#faf5ff"><span class="b" style="color:#6b21a8">Glossary</span>${[
      ['Golden Circle', 'Goldener Kreis'],
      ['dry suit', 'Trockenanzug'],
      ['pickup', 'Abholung'],
    ]
      .map(([a, b]) => `<span class="chip">${a} → ${b}</span>`)
      .join('')}</div>
<div style="padding:18px 20px"><div class="b" style="margin-bottom:12px">Activity</div>${[
      ['Katrín Ólafsdóttir', 'approved “Short description” (DE)', '10 min ago'],
      ['AI translator', 'suggested 4 fields in Japanese and Chinese', '1 h ago'],
      ['Tom Fischer', 'commented on “What to bring”: “Stiefel” → “Gummistiefel”?', '2 h ago'],
    ]
      .map(
        ([n, a, t]) =>
          `<div style="display:flex;gap:10px;align-items:center;margin-bottom:12px">${avatar(n)}<div class="grow"><b>${n}</b> <span class="muted">${a}</span></div><span class="tiny muted">${t}</span></div>`,
      )
      .join('')}</div></div></div>`,
  });
});

screen('insurance-quotes', () =>
  shell({
    app: 'Trip Insure',
    brand: '#4f46e5',
    logo: '<path d="M3 12a9 9 0 0 1 18 0c-2-2-4-2-6 0-2-2-4-2-6 0-2-2-4-2-6 0zM12 12v6a2 2 0 0 1-4 0"/>',
    nav: ['Overview', 'Quotes', 'Policies', 'Claims', 'Payouts', '#Settings', 'Coverage', 'Checkout'],
    active: 'Quotes',
    title: 'Insurance at checkout',
    sub: 'Cancellation and activity cover offered on every booking',
    acts: btn('Edit offer') + btn('Download bordereau', true),
    body: `<div class="row">${stat('Attach rate', '27.4%', '3.8 pts')}${stat('Premiums sold', '$18,920', '21%')}${stat('Your commission', '$5,676', '30% share', null)}${stat('Claims paid', '$3,140', '11 claims', null)}</div>
<div class="row" style="flex:1;min-height:0"><div class="card" style="width:470px;background:#f8fafc"><h3>Checkout preview</h3><div style="background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:18px">
<div class="b" style="font-size:15px">Protect your trip</div><div class="tiny muted" style="margin-bottom:14px">Glacier Hike &amp; Ice Cave · Apr 24, 2026 · 2 adults</div>
${[
  ['Basic', '$0', 'Operator policy only: refund if we cancel', false],
  ['Flex cancellation', '$24', '100% refund for illness, flight delays and bad weather', true],
  ['Flex + Activity cover', '$39', 'Adds medical costs up to $50,000 and gear loss', false],
]
  .map(
    ([n, p, d, on]) =>
      `<div style="display:flex;gap:12px;border:${on ? '2px solid #4f46e5' : '1px solid #e5e7eb'};background:${on ? '#eef2ff' : '#fff'};border-radius:10px;padding:12px 14px;margin-bottom:10px"><span style="width:18px;height:18px;border-radius:50%;border:2px solid ${on ? '#4f46e5' : '#cbd5e1'};margin-top:2px;flex:none;${on ? 'box-shadow:inset 0 0 0 3px #fff;background:#4f46e5' : ''}"></span><div class="grow"><div style="display:flex;justify-content:space-between"><b>${n}</b><b>${p}</b></div><div class="tiny muted" style="margin-top:3px">${d}</div></div></div>`,
  )
  .join('')}
<div class="tiny muted" style="margin-top:8px">Underwritten by Nordic Assurance plc · Policy wording</div></div>
<div class="b" style="margin:20px 0 6px">Offer settings</div>${[
      ['Pre-select Flex cancellation', true],
      ['Show on OTA confirmation emails', true],
      ['Offer activity cover for glacier & diving', true],
      ['Require cover for private tours', false],
    ]
      .map(
        ([l, on]) =>
          `<div style="display:flex;justify-content:space-between;align-items:center;padding:9px 0;border-top:1px solid #e5e7eb"><span>${l}</span><span class="toggle${on ? ' on' : ''}"></span></div>`,
      )
      .join('')}</div>
<div class="col grow">${card('Premiums by week', barChart([820, 940, 1010, 1180, 1260, 1190, 1420, 1560], ['Feb 23', 'Mar 2', 'Mar 9', 'Mar 16', 'Mar 23', 'Mar 30', 'Apr 6', 'Apr 13'], { h: 150, unit: '$', max: 2000, color: '#4f46e5' }))}
${tcard(
  'Recent policies',
  ['Policy', 'Guest', 'Tour', 'Cover', '>Premium', 'Status'],
  [
    ['TI-558120', 'Olivia Brown', 'Whale Watching Express', 'Flex', usd(24), badge('Active')],
    ['TI-558114', 'Henrik Larsen', 'Glacier Hike & Ice Cave', 'Flex + Activity', usd(39), badge('Active')],
    ['TI-558097', 'Sofia Rossi', 'Golden Circle Day Tour', 'Flex', usd(18), badge('Claim open', 'y')],
    ['TI-558090', 'Daniel Kim', 'Snorkel Silfra Fissure', 'Flex + Activity', usd(42), badge('Active')],
  ],
)}</div></div>`,
  }),
);

// ---------------------------------------------------------------------------
// Mobile screens: laid out at 375×667 CSS px and zoomed 2× into 750×1334.
// ---------------------------------------------------------------------------

const MOBILE_CSS = `
.phone{width:375px;height:667px;zoom:2;display:flex;flex-direction:column;background:#f4f6fa;overflow:hidden;font-size:13px}
.sb{height:24px;display:flex;align-items:center;justify-content:space-between;padding:0 18px;font-size:12px;font-weight:700;flex:none}
.sb i{display:inline-block;width:22px;height:10px;border:1.5px solid currentColor;border-radius:3px;position:relative;margin-left:6px;vertical-align:-1px}
.sb i::after{content:'';position:absolute;inset:1px;right:5px;background:currentColor;border-radius:1px}
.mh{padding:10px 16px 14px;flex:none}.mh h1{font-size:21px;font-weight:750;letter-spacing:-.3px}.mh p{font-size:12px;opacity:.8;margin-top:2px}
.mbody{flex:1;min-height:0;overflow:hidden;padding:12px 14px;display:flex;flex-direction:column;gap:10px}
.mbody>*{flex:none}
.mcard{background:#fff;border-radius:14px;padding:12px 14px;box-shadow:0 1px 2px rgba(16,24,40,.06)}
.tabbar{height:58px;background:#fff;border-top:1px solid #e5e7eb;display:flex;flex:none;padding-bottom:6px}
.tabbar div{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:3px;font-size:10px;font-weight:600;color:#9ca3af}
.tabbar svg{width:22px;height:22px}
.tabbar div.on{color:var(--brand)}
.home{height:5px;width:120px;border-radius:9px;background:#111827;margin:0 auto 6px;flex:none}
.av{width:28px;height:28px;font-size:10.5px}
.btn{padding:8px 14px;font-size:12.5px}
`;

function mobileDoc(inner) {
  return doc(inner, UI_CSS + MOBILE_CSS, { w: 750, h: 1334, bg: '#f4f6fa' });
}

const TAB_ICONS = {
  Today: '<path d="M3 11l9-7 9 7v9H3z"/><path d="M9 20v-6h6v6"/>',
  Home: '<path d="M3 11l9-7 9 7v9H3z"/><path d="M9 20v-6h6v6"/>',
  Manifest: '<path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01"/>',
  Bookings: '<path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01"/>',
  Scan: '<path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M4 12h16"/>',
  Inbox: '<path d="M4 5h16v11H9l-5 4z"/>',
  Chat: '<path d="M4 5h16v11H9l-5 4z"/>',
  More: '<circle cx="5" cy="12" r="1.5"/><circle cx="12" cy="12" r="1.5"/><circle cx="19" cy="12" r="1.5"/>',
  Schedule: '<rect x="4" y="5" width="16" height="15" rx="2"/><path d="M4 10h16M9 3v4M15 3v4"/>',
  Explore: '<circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4"/>',
  Tickets: '<path d="M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4z"/>',
  Reviews: '<path d="M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6-5.4-3-5.4 3 1.1-6-4.5-4.2 6.1-.8z"/>',
  Payments: '<rect x="3" y="6" width="18" height="12" rx="2"/><path d="M3 10h18"/>',
  Profile: '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4 4-6 8-6s8 2 8 6"/>',
  Guests: '<circle cx="9" cy="8" r="3"/><path d="M3 20c0-4 3-6 6-6s6 2 6 6M16 11a3 3 0 1 0 0-6M21 20c0-3-1-5-3-6"/>',
  Map: '<path d="M9 4L3 6v14l6-2 6 2 6-2V4l-6 2z"/><path d="M9 4v14M15 6v14"/>',
  Waivers: '<path d="M6 3h8l4 4v14H6z"/><path d="M9 13l2 2 4-4"/>',
  Stats: '<path d="M6 20V12M12 20V6M18 20v-9"/>',
};

/** A QR-code-like SVG: three finder patterns plus deterministic pseudo-random modules. */
function qrSvg(size, fg = '#0f172a', seed = 7) {
  const n = 25;
  let r = seed,
    cells = '';
  const rand = () => (r = (r * 1103515245 + 12345) % 2147483648) / 2147483648;
  const inFinder = (x, y) =>
    [
      [0, 0],
      [n - 7, 0],
      [0, n - 7],
    ].some(([fx, fy]) => x >= fx - 1 && x <= fx + 7 && y >= fy - 1 && y <= fy + 7);
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (!inFinder(x, y) && rand() < 0.47) cells += `M${x} ${y}h1v1h-1z`;
  const finder = ([fx, fy]) => `M${fx} ${fy}h7v7h-7zM${fx + 1} ${fy + 1}v5h5v-5zM${fx + 2} ${fy + 2}h3v3h-3z`;
  return `<svg viewBox="-1 -1 ${n + 2} ${n + 2}" width="${size}" height="${size}" shape-rendering="crispEdges"><path d="${cells}${[
    [0, 0],
    [n - 7, 0],
    [0, n - 7],
  ]
    .map(finder)
    .join('')}" fill="${fg}" fill-rule="evenodd"/></svg>`;
}

/** Phone chrome: status bar, coloured header, body and a tab bar. */
function mShell({
  brand,
  title,
  sub = '',
  body,
  tabs = ['Today', 'Bookings', 'Scan', 'Inbox', 'More'],
  active = 0,
  dark = true,
  head = '',
  foot = '',
}) {
  return `<div class="phone" style="--brand:${brand}"><div style="background:${dark ? brand : '#fff'};color:${dark ? '#fff' : '#111827'}"><div class="sb"><span>9:41</span><span><svg viewBox="0 0 18 12" width="17" height="11" style="vertical-align:-1px">${[0, 1, 2, 3].map((i) => `<rect x="${i * 5}" y="${9 - i * 3}" width="3" height="${3 + i * 3}" rx="1" fill="currentColor"/>`).join('')}</svg><i></i></span></div>
<div class="mh"><h1>${esc(title)}</h1>${sub ? `<p>${esc(sub)}</p>` : ''}${head}</div></div><div class="mbody">${body}</div>${foot ? `<div style="background:#fff;padding:10px 14px;border-top:1px solid #e5e7eb;flex:none">${foot}</div>` : ''}
${tabs ? '' : '<!--'}<div class="tabbar">${(tabs ?? []).map((t, i) => `<div class="${i === active ? 'on' : ''}"><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${TAB_ICONS[t] ?? TAB_ICONS.More}</svg>${esc(t)}</div>`).join('')}</div>${tabs ? '' : '-->'}<div style="background:#fff;padding-top:${tabs ? 2 : 8}px"><div class="home"></div></div></div>`;
}

screen(
  'mobile-checkin',
  () =>
    mShell({
      brand: '#0891b2',
      title: 'Check-in',
      sub: 'Golden Circle Day Tour · 08:30 · Bus 2',
      active: 2,
      tabs: ['Today', 'Manifest', 'Scan', 'Inbox', 'More'],
      head: `<div style="margin-top:12px;background:rgba(255,255,255,.16);border-radius:12px;padding:10px 12px;display:flex;justify-content:space-between;align-items:center"><div><div style="font-size:22px;font-weight:800">11 / 14</div><div style="font-size:11px;opacity:.85">guests checked in</div></div><div style="width:140px;height:8px;border-radius:9px;background:rgba(255,255,255,.25)"><div style="width:78%;height:100%;border-radius:9px;background:#fff"></div></div></div>`,
      body: `<div class="mcard" style="background:#0f172a;color:#fff;display:flex;flex-direction:column;align-items:center;padding:18px"><div style="position:relative;width:170px;height:170px;border-radius:14px;background:#1e293b;display:flex;align-items:center;justify-content:center">${G.qr.replace(/var\(--k\)/g, '#1e293b').replace(/^/, '<svg viewBox="0 0 100 100" width="110" height="110">') + '</svg>'}${['left:0;top:0;border-width:3px 0 0 3px', 'right:0;top:0;border-width:3px 3px 0 0', 'left:0;bottom:0;border-width:0 0 3px 3px', 'right:0;bottom:0;border-width:0 3px 3px 0'].map((p) => `<span style="position:absolute;${p};width:28px;height:28px;border-style:solid;border-color:#22d3ee;border-radius:5px"></span>`).join('')}<span style="position:absolute;left:10px;right:10px;top:84px;height:2px;background:#22d3ee;box-shadow:0 0 10px #22d3ee"></span></div><div style="font-size:12px;color:#94a3b8;margin-top:12px">Point the camera at the guest’s ticket</div></div>
<div class="mcard" style="display:flex;align-items:center;gap:10px;border:1.5px solid #10b981;background:#ecfdf5"><span style="width:32px;height:32px;border-radius:50%;background:#10b981;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:800">✓</span><div class="grow"><b>Sofia Rossi · 2 adults</b><div class="tiny muted">BK-20874 · Waiver signed · Paid</div></div></div>
${[
  ['Liam O’Connor', '2 pax · Bus stop 12', 'Waiting', 'y'],
  ['Priya Sharma', '1 pax · Hotel Borg', 'Waiting', 'y'],
  ['Mia Schneider', '3 pax · Hotel Borg', 'Checked in', 'g'],
  ['Ethan Park', '1 pax · Fosshotel', 'Checked in', 'g'],
]
  .map(
    ([n, d, st, t]) =>
      `<div class="mcard" style="display:flex;align-items:center;gap:10px">${avatar(n)}<div class="grow"><b>${n}</b><div class="tiny muted">${d}</div></div>${badge(st, t)}</div>`,
  )
  .join('')}`,
    }),
  true,
);

screen(
  'mobile-guide-day',
  () =>
    mShell({
      brand: '#4f46e5',
      title: 'Hi Einar',
      sub: 'Friday, April 17 · 2 tours · 9.5 h',
      tabs: ['Today', 'Schedule', 'Guests', 'Chat', 'Profile'],
      head: `<div style="margin-top:12px;display:flex;gap:8px">${[
        ['6°', 'Light wind'],
        ['14', 'Guests'],
        ['2', 'Pickups left'],
      ]
        .map(
          ([a, b]) =>
            `<div style="flex:1;background:rgba(255,255,255,.15);border-radius:10px;padding:8px 10px"><div style="font-size:17px;font-weight:800">${a}</div><div style="font-size:10.5px;opacity:.85">${b}</div></div>`,
        )
        .join('')}</div>`,
      body: `<div class="mcard" style="border-left:4px solid #4f46e5"><div style="display:flex;justify-content:space-between"><span class="tiny b" style="color:#4f46e5">NOW · 08:30 – 17:30</span>${badge('On route', 'g')}</div><div class="b" style="font-size:15px;margin:4px 0 2px">Golden Circle Day Tour</div><div class="tiny muted">Bus 2 · 14 guests · Driver: you</div>
<div style="margin-top:10px">${[
        ['08:30', 'Pickups (6 hotels)', true],
        ['09:45', 'Þingvellir National Park', true],
        ['11:30', 'Geysir hot springs', false],
        ['13:00', 'Lunch at Gullfoss café', false],
        ['14:00', 'Gullfoss waterfall', false],
        ['16:00', 'Kerið crater', false],
      ]
        .map(
          ([t, n, done], i, a) =>
            `<div style="display:flex;gap:10px"><div style="display:flex;flex-direction:column;align-items:center"><span style="width:12px;height:12px;border-radius:50%;background:${done ? '#4f46e5' : '#fff'};border:2px solid #4f46e5;margin-top:3px"></span>${i < a.length - 1 ? '<span style="flex:1;width:2px;background:#c7d2fe;min-height:14px"></span>' : ''}</div><div style="padding-bottom:8px"><span class="tiny muted">${t}</span> &nbsp;<span class="${done ? 'muted' : 'b'}" style="font-size:12.5px">${n}</span></div></div>`,
        )
        .join('')}</div></div>
<div class="mcard"><div style="display:flex;justify-content:space-between"><span class="tiny b" style="color:#8b5cf6">TONIGHT · 21:00 – 00:30</span>${badge('Go ✓', 'pu')}</div><div class="b" style="font-size:15px;margin:4px 0 2px">Northern Lights Hunt</div><div class="tiny muted">Minibus · 18 guests · Aurora forecast KP 4</div></div>
<div class="row" style="gap:8px">${[
        ['Call office', '#eef2ff', '#3730a3'],
        ['Report incident', '#fef2f2', '#991b1b'],
        ['Guest list', '#ecfeff', '#155e75'],
      ]
        .map(
          ([a, bg, fg]) =>
            `<div style="flex:1;background:${bg};color:${fg};border-radius:12px;padding:12px 8px;text-align:center;font-weight:700;font-size:12px">${a}</div>`,
        )
        .join('')}</div>`,
    }),
  true,
);

screen(
  'mobile-booking',
  () =>
    mShell({
      brand: '#ea580c',
      title: 'Sunset Kayak Paddle',
      sub: '★ 4.9 (1,284) · 2.5 h · Hvalfjörður',
      tabs: ['Explore', 'Tickets', 'Chat', 'Profile'],
      head: `<div style="margin-top:12px;height:96px;border-radius:14px;overflow:hidden;background:linear-gradient(#fdba74,#f97316 60%,#7c2d12);position:relative"><svg viewBox="0 0 340 120" preserveAspectRatio="xMidYMid slice" style="position:absolute;inset:0;width:100%;height:100%"><circle cx="230" cy="70" r="26" fill="#fde68a"/><path d="M0 80L60 40 110 70 170 30 230 78 290 46 340 76V120H0z" fill="#9a3412"/><path d="M0 92h340v28H0z" fill="#1e3a8a"/><path d="M120 100c20 4 60 4 80 0-14 5-66 5-80 0z" fill="#0f172a"/></svg></div>`,
      body: `<div class="mcard"><div style="display:flex;justify-content:space-between;align-items:center;margin-bottom:8px"><b>April 2026</b><span class="muted">‹ &nbsp; ›</span></div>${monthGrid(Object.fromEntries([18, 19, 22, 23, 25, 26, 29, 30].map((d) => [d, ['#dcfce7', '#166534']]).concat([20, 21, 27, 28].map((d) => [d, ['#fef3c7', '#92400e']]))), 24, { cell: 27, brand: '#ea580c' })}</div>
<div class="mcard"><div class="b" style="margin-bottom:8px">Fri, Apr 24</div><div style="display:flex;gap:6px">${['17:30', '19:00', '20:30'].map((t, i) => `<span class="chip${i === 1 ? ' on' : ''}" style="flex:1;text-align:center;padding:7px 0">${t}</span>`).join('')}</div>
${[
  ['Adults', '$89', 2],
  ['Youth 12–17', '$69', 1],
]
  .map(
    ([a, p, n]) =>
      `<div style="display:flex;align-items:center;justify-content:space-between;margin-top:10px"><div><b>${a}</b><div class="tiny muted">${p}</div></div><div style="display:flex;align-items:center;gap:10px"><span class="btn" style="padding:3px 10px">−</span><b>${n}</b><span class="btn" style="padding:3px 10px">+</span></div></div>`,
  )
  .join('')}</div>
`,
      foot: `<div style="display:flex;align-items:center;gap:12px"><div class="grow"><div class="tiny muted">Total · 3 guests</div><div style="font-size:19px;font-weight:800">$247</div></div><span class="btn p" style="padding:12px 26px;font-size:14px">Book now</span></div>`,
    }),
  true,
);

screen(
  'mobile-waiver',
  () =>
    mShell({
      brand: '#0d9488',
      dark: false,
      title: 'Sign your waiver',
      sub: 'Glacier Hike & Ice Cave · Fri, Apr 24 · 09:00',
      tabs: null,
      head: `<div style="margin-top:10px;display:flex;gap:6px">${[1, 1, 0].map((on) => `<span style="flex:1;height:5px;border-radius:9px;background:${on ? '#0d9488' : '#e5e7eb'}"></span>`).join('')}</div><div class="tiny muted" style="margin-top:6px">Step 2 of 3 · Guest 1 of 2</div>`,
      body: `<div class="mcard" style="font-size:12px;line-height:1.55;color:#374151">I understand that glacier hiking involves risks including crevasses, uneven ice and changing weather, and I will follow my guide’s instructions at all times.</div>
<div class="mcard"><div class="field" style="margin-bottom:10px"><label>Full name</label><div class="input" style="padding:8px 10px">Chloé Dubois</div></div><div class="row" style="gap:8px"><div class="field grow" style="margin-bottom:2px"><label>Date of birth</label><div class="input" style="padding:8px 10px">14/06/1991</div></div><div class="field grow" style="margin-bottom:2px"><label>Emergency contact</label><div class="input" style="padding:8px 10px">+33 6 1234 5678</div></div></div></div>
<div class="mcard">${['I accept the risks described above', 'I have no medical conditions that prevent hiking'].map((t) => `<div style="display:flex;gap:8px;align-items:center;margin-bottom:8px"><span style="width:18px;height:18px;border-radius:5px;background:#0d9488;color:#fff;font-size:12px;display:flex;align-items:center;justify-content:center;flex:none">✓</span><span style="font-size:12px">${t}</span></div>`).join('')}
<div style="height:84px;border:1.5px dashed #94a3b8;border-radius:10px;background:#f8fafc;position:relative"><svg viewBox="0 0 300 80" style="position:absolute;left:10px;top:4px;width:250px;height:70px"><path d="M10 55c20-40 30-40 25-5s15-35 30-30-5 30 10 25 20-40 35-30-10 35 5 30 30-25 45-20 5 20 20 18 40-10 60-12" fill="none" stroke="#1e293b" stroke-width="3" stroke-linecap="round"/></svg><span class="tiny muted" style="position:absolute;right:10px;bottom:6px">Clear</span></div></div>`,
      foot: `<span class="btn p" style="display:flex;justify-content:center;padding:13px;font-size:14px">Sign &amp; continue</span>`,
    }),
  true,
);

screen(
  'mobile-chat',
  () =>
    mShell({
      brand: '#059669',
      title: 'Arctic Trails',
      sub: 'WhatsApp Bookings · typically replies in 2 min',
      tabs: null,
      body: `<div style="text-align:center"><span class="badge gr">Today</span></div>${[
        ['Hi! Do you have space on the Whale Watching tour tomorrow morning for 2 adults?', false, '09:12'],
        ['Good morning Olivia! Yes — Saturday, April 18 at 10:00 has 9 seats left. 2 adults = $198.', true, '09:12'],
        [
          `<div style="border:1px solid #d1fae5;border-radius:10px;overflow:hidden;margin:2px 0 4px;background:#fff;color:#111827"><div style="height:54px;background:linear-gradient(#7dd3fc,#0369a1);position:relative"><svg viewBox="0 0 200 54" style="position:absolute;inset:0;width:100%;height:100%"><path d="M60 40c20-16 50-18 70-6l18-10-6 16c-26 10-58 10-82 0z" fill="#0f172a" opacity=".8"/><path d="M0 44c20-4 40 4 60 0s40-4 60 0 40 4 80 0V54H0z" fill="#0c4a6e"/></svg></div><div style="padding:8px 10px"><b>Whale Watching Express</b><div class="tiny muted">Sat, Apr 18 · 10:00 · 2 adults</div><div style="display:flex;justify-content:space-between;align-items:center;margin-top:6px"><b>$198.00</b><span class="btn p" style="padding:5px 12px;font-size:11.5px">Pay &amp; confirm</span></div></div></div>Tap to pay securely — your tickets arrive right here.`,
          true,
          '09:13',
        ],
        ['Paid! Do we need to bring anything?', false, '09:15'],
        [
          'Booking BK-20946 confirmed ✓ Dress warmly — we provide overalls. Meet at Pier 2, Reykjavík Old Harbour, 15 minutes before departure.',
          true,
          '09:15',
        ],
      ]
        .map(
          ([t, me, time]) =>
            `<div style="display:flex;justify-content:${me ? 'flex-start' : 'flex-end'}"><div style="max-width:82%;padding:8px 11px;border-radius:12px;${me ? 'background:#fff;border-top-left-radius:3px' : 'background:#d9fdd3;border-top-right-radius:3px'};font-size:12.5px;line-height:1.45;box-shadow:0 1px 1px rgba(0,0,0,.06)">${t}<div style="font-size:9.5px;color:#6b7280;text-align:right;margin-top:2px">${time}${me ? '' : ' ✓✓'}</div></div></div>`,
        )
        .join('')}`,
      foot: `<div style="display:flex;gap:8px;align-items:center"><div class="input grow" style="border-radius:999px;color:#9ca3af;padding:9px 14px">Message</div><span style="width:38px;height:38px;border-radius:50%;background:#059669;display:flex;align-items:center;justify-content:center"><svg viewBox="0 0 24 24" width="18" height="18" fill="#fff"><path d="M3 20l18-8L3 4v6l12 2-12 2z"/></svg></span></div>`,
    }).replace('<div class="mbody">', '<div class="mbody" style="background:#efeae2">'),
  true,
);

screen(
  'mobile-tickets',
  () =>
    mShell({
      brand: '#1e293b',
      title: 'My tickets',
      sub: '2 upcoming · 5 past trips',
      tabs: ['Explore', 'Tickets', 'Chat', 'Profile'],
      active: 1,
      body: `<div style="background:#fff;border-radius:18px;overflow:hidden;box-shadow:0 8px 24px rgba(15,23,42,.12)"><div style="background:linear-gradient(135deg,#6366f1,#312e81);color:#fff;padding:16px"><div style="font-size:11px;letter-spacing:.12em;opacity:.8">ARCTIC TRAILS</div><div style="font-size:19px;font-weight:800;margin-top:4px">Northern Lights Hunt</div><div style="font-size:12px;opacity:.9;margin-top:2px">Sat, April 18, 2026 · 21:00</div></div>
<div style="display:flex;padding:12px 16px;gap:14px;font-size:12px">${[
        ['Guests', '2 adults'],
        ['Pickup', 'Hotel Borg · 20:30'],
        ['Booking', 'BK-20952'],
      ]
        .map(([a, b]) => `<div><div class="tiny muted">${a}</div><b>${b}</b></div>`)
        .join('')}</div>
<div style="border-top:2px dashed #e5e7eb;margin:0 12px;position:relative"></div><div style="display:flex;flex-direction:column;align-items:center;padding:12px">${qrSvg(124)}<div class="tiny muted" style="margin-top:8px">Show this code to your guide</div></div></div>
<div class="mcard" style="display:flex;align-items:center;gap:12px"><div style="width:46px;height:46px;border-radius:12px;background:#ecfeff;color:#0e7490;display:flex;flex-direction:column;align-items:center;justify-content:center;font-weight:800;line-height:1"><span style="font-size:9px">APR</span><span style="font-size:17px">24</span></div><div class="grow"><b>Glacier Hike &amp; Ice Cave</b><div class="tiny muted">09:00 · 2 adults · Waiver 1/2</div></div>${badge('Sign', 'y')}</div>
<div class="tiny b muted" style="margin-top:4px;letter-spacing:.06em">PAST TRIPS</div>${[
        ['Golden Circle Day Tour', 'Feb 2, 2026', '★★★★★ reviewed'],
        ['Reykjavík Food Walk', 'Jan 30, 2026', 'Leave a review'],
      ]
        .map(
          ([t, d, r]) =>
            `<div class="mcard" style="display:flex;justify-content:space-between;align-items:center;padding:10px 14px"><div><b>${t}</b><div class="tiny muted">${d}</div></div><span class="tiny" style="color:${r.startsWith('★') ? '#f59e0b' : '#4f46e5'};font-weight:600">${r}</span></div>`,
        )
        .join('')}`,
    }),
  true,
);

screen(
  'mobile-reviews',
  () =>
    mShell({
      brand: '#e11d48',
      title: 'Reviews',
      sub: 'Review Booster · all sources',
      tabs: ['Home', 'Reviews', 'Stats', 'Profile'],
      active: 1,
      head: `<div style="margin-top:12px;display:flex;align-items:center;gap:14px;background:rgba(255,255,255,.15);border-radius:12px;padding:10px 14px"><div style="font-size:32px;font-weight:800">4.8</div><div class="grow">${[5, 4, 3, 2, 1].map((n, i) => `<div style="display:flex;align-items:center;gap:6px;font-size:9.5px"><span style="width:8px">${n}</span><div style="flex:1;height:4px;border-radius:9px;background:rgba(255,255,255,.25)"><div style="height:100%;border-radius:9px;background:#fff;width:${[82, 12, 4, 1, 1][i]}%"></div></div></div>`).join('')}</div></div>`,
      body: `<div style="display:flex;gap:6px">${['All', 'Needs reply', '5★', 'Google', 'Tripadvisor'].map((c, i) => `<span class="chip${i === 0 ? ' on' : ''}" style="padding:4px 10px;font-size:11px">${c}</span>`).join('')}</div>
${REVIEWS.slice(0, 4)
  .map(
    ([n, src, r, t, d, txt], i) =>
      `<div class="mcard"${i === 3 ? ' style="border:1.5px solid #fda4af"' : ''}><div style="display:flex;justify-content:space-between;align-items:center">${who(n, `${src} · ${d}`)}${starsOf(r)}</div><div class="tiny b" style="margin:8px 0 3px">${t}</div><div style="font-size:12px;line-height:1.45;color:#4b5563;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden">${txt}</div>${i === 3 ? `<div style="display:flex;gap:6px;margin-top:8px"><span class="btn p" style="padding:6px 12px;font-size:11.5px">Reply with AI draft</span><span class="btn" style="padding:6px 12px;font-size:11.5px">Reply</span></div>` : ''}</div>`,
  )
  .join('')}`,
    }),
  true,
);

screen(
  'mobile-payments',
  () =>
    mShell({
      brand: '#7c3aed',
      title: 'Payments',
      sub: 'PayHarbor · Arctic Trails ehf.',
      tabs: ['Home', 'Payments', 'Scan', 'Profile'],
      active: 1,
      head: `<div style="margin-top:12px;background:rgba(255,255,255,.15);border-radius:14px;padding:12px 14px"><div style="font-size:11px;opacity:.85">Today’s volume</div><div style="display:flex;align-items:baseline;justify-content:space-between"><span style="font-size:28px;font-weight:800">$8,412.50</span><span style="font-size:11.5px;background:rgba(255,255,255,.2);padding:2px 8px;border-radius:99px">▲ 12% vs last Fri</span></div><svg viewBox="0 0 300 50" width="100%" height="44" preserveAspectRatio="none" style="margin-top:6px"><polyline points="0,40 25,36 50,38 75,30 100,32 125,24 150,26 175,18 200,20 225,12 250,14 275,8 300,6" fill="none" stroke="#fff" stroke-width="2.5"/></svg></div>`,
      body: `<div class="row" style="gap:8px">${[
        ['Charge', '#7c3aed', TAB_ICONS.Payments],
        ['Payment link', '#0ea5e9', '<path d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1"/>'],
        ['Refund', '#64748b', '<path d="M9 14L4 9l5-5"/><path d="M4 9h11a5 5 0 0 1 0 10h-3"/>'],
      ]
        .map(
          ([a, c, ic]) =>
            `<div style="flex:1;background:#fff;border-radius:12px;padding:10px 6px;text-align:center;font-size:11.5px;font-weight:700"><span style="display:flex;align-items:center;justify-content:center;width:32px;height:32px;border-radius:9px;background:${c};margin:0 auto 6px"><svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">${ic}</svg></span>${a}</div>`,
        )
        .join('')}</div>
<div class="mcard" style="display:flex;justify-content:space-between;align-items:center"><div><div class="tiny muted">Next payout · Mon, Apr 20</div><b style="font-size:16px">$18,240.55</b></div>${badge('Scheduled', 'bl')}</div>
<div class="tiny b muted" style="letter-spacing:.06em">RECENT</div>${[
        ['Olivia Brown', 'Whale Watching Express', '+$396.00', 'Paid', 'g'],
        ['Henrik Larsen', 'Glacier Hike & Ice Cave', '+$597.00', 'Paid', 'g'],
        ['Chloé Dubois', 'Reykjavík Food Walk', '−$158.00', 'Refunded', 'gr'],
        ['Ethan Park', 'Snorkel Silfra Fissure', '+$358.00', 'Pending', 'y'],
        ['Mia Schneider', 'Golden Circle Day Tour', '+$387.00', 'Paid', 'g'],
      ]
        .map(
          ([n, t, a, st, tn]) =>
            `<div class="mcard" style="display:flex;align-items:center;gap:10px;padding:10px 12px">${avatar(n)}<div class="grow" style="min-width:0"><b>${n}</b><div class="tiny muted" style="white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${t}</div></div><div class="r"><b style="color:${a.startsWith('−') ? '#6b7280' : '#111827'}">${a}</b><div>${badge(st, tn)}</div></div></div>`,
        )
        .join('')}`,
    }),
  true,
);

// ---------------------------------------------------------------------------
// Benefit illustrations (1600×1200): soft blobs, a stylised object and an icon badge.
// ---------------------------------------------------------------------------

const BENEFIT_CSS = `
.stage{position:relative;width:1600px;height:1200px;overflow:hidden}
.blob{position:absolute;border-radius:50%;filter:blur(8px)}
.obj{position:absolute;background:#fff;border-radius:36px;box-shadow:0 40px 90px rgba(15,23,42,.16)}
.badge-ico{position:absolute;width:230px;height:230px;border-radius:62px;display:flex;align-items:center;justify-content:center;box-shadow:0 30px 60px rgba(15,23,42,.22)}
.badge-ico svg{width:140px;height:140px;overflow:visible}
.cap{position:absolute;left:110px;bottom:96px;font-size:64px;font-weight:800;letter-spacing:-1.5px;color:#0f172a}
.ln{position:absolute;height:22px;border-radius:12px;background:#e2e8f0}
.dot2{position:absolute;border-radius:50%}
`;

/** Composes one illustration. accent: [main, dark]; tint: background colour. */
function benefit({ tint, accent: [a1, a2], glyph, badgeAt = [1130, 150], caption, inner }) {
  const blobs = [
    [-180, -200, 760, mix(tint, a1, 0.22)],
    [1050, 640, 820, mix(tint, a1, 0.3)],
    [980, -260, 520, mix(tint, a2, 0.12)],
    [260, 820, 420, mix(tint, '#ffffff', 0.5)],
  ]
    .map(([x, y, d, c]) => `<div class="blob" style="left:${x}px;top:${y}px;width:${d}px;height:${d}px;background:${c}"></div>`)
    .join('');
  const confetti = [
    [300, 180, 26, a1],
    [1420, 520, 18, a2],
    [180, 640, 16, a2],
    [1250, 1010, 22, a1],
    [820, 90, 14, a1],
  ]
    .map(([x, y, d, c]) => `<div class="dot2" style="left:${x}px;top:${y}px;width:${d}px;height:${d}px;background:${c};opacity:.55"></div>`)
    .join('');
  return doc(
    `<div class="stage" style="background:${tint}">${blobs}${confetti}${inner}
<div class="badge-ico" style="left:${badgeAt[0]}px;top:${badgeAt[1]}px;background:${a1};--k:${a1}"><svg viewBox="0 0 100 100">${glyph}</svg></div>
${caption ? `<div class="cap">${esc(caption)}</div>` : ''}</div>`,
    BENEFIT_CSS + `.g text{font-family:${FONT};font-weight:900;fill:#fff}`,
    { w: 1600, h: 1200, bg: tint },
  );
}
const bset = (name, fn) => BENEFITS.set(name, fn);
const lines = (x, y, widths, gap = 44, color = '#e2e8f0') =>
  widths.map((w, i) => `<div class="ln" style="left:${x}px;top:${y + i * gap}px;width:${w}px;background:${color}"></div>`).join('');

bset('sync', () =>
  benefit({
    tint: '#eef2ff',
    accent: ['#6366f1', '#3730a3'],
    glyph: G.sync,
    caption: 'Always in sync',
    badgeAt: [690, 430],
    inner: `<div class="obj" style="left:160px;top:230px;width:560px;height:420px;padding:0;overflow:hidden"><div style="height:64px;background:#6366f1;display:flex;align-items:center;gap:12px;padding:0 28px">${['#fff', '#c7d2fe', '#a5b4fc'].map((c) => `<span style="width:16px;height:16px;border-radius:50%;background:${c}"></span>`).join('')}</div>${lines(40, 100, [300, 420])}<div style="position:absolute;left:40px;bottom:40px;display:flex;gap:16px;align-items:flex-end">${[90, 150, 120, 190, 160].map((h) => `<span style="width:50px;height:${h}px;border-radius:10px;background:#c7d2fe"></span>`).join('')}</div></div>
<div class="obj" style="left:1000px;top:420px;width:330px;height:560px;border-radius:48px;border:14px solid #1e1b4b;overflow:hidden"><div style="height:150px;background:#eef2ff;padding:30px">${lines(30, 36, [160, 220], 40, '#a5b4fc')}</div>${[0, 1, 2].map((i) => `<div style="margin:22px 24px 0;height:90px;border-radius:18px;background:${i === 0 ? '#6366f1' : '#f1f5f9'}"></div>`).join('')}</div>
<svg viewBox="0 0 300 120" style="position:absolute;left:700px;top:700px;width:300px;height:120px"><path d="M10 20c80 90 200 90 280 0" fill="none" stroke="#6366f1" stroke-width="8" stroke-dasharray="4 18" stroke-linecap="round"/></svg>`,
  }),
);

bset('payments', () =>
  benefit({
    tint: '#f5f3ff',
    accent: ['#7c3aed', '#4c1d95'],
    glyph: G.card,
    caption: 'Get paid faster',
    badgeAt: [1160, 130],
    inner: `<div class="obj" style="left:200px;top:260px;width:760px;height:460px;background:linear-gradient(135deg,#8b5cf6,#4c1d95);transform:rotate(-8deg)"><div style="position:absolute;left:60px;top:70px;width:110px;height:80px;border-radius:16px;background:#fde68a"></div><div style="position:absolute;right:60px;top:60px;display:flex"><span style="width:80px;height:80px;border-radius:50%;background:#f43f5e;opacity:.9"></span><span style="width:80px;height:80px;border-radius:50%;background:#f59e0b;opacity:.9;margin-left:-30px"></span></div>${[0, 1, 2, 3].map((i) => `<div style="position:absolute;left:${60 + i * 160}px;top:250px;width:130px;height:26px;border-radius:13px;background:rgba(255,255,255,.55)"></div>`).join('')}<div style="position:absolute;left:60px;bottom:60px;width:260px;height:24px;border-radius:12px;background:rgba(255,255,255,.35)"></div></div>
<div class="obj" style="left:880px;top:520px;width:420px;height:300px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:26px"><span style="width:130px;height:130px;border-radius:50%;background:#10b981;display:flex;align-items:center;justify-content:center"><svg viewBox="0 0 24 24" width="80" height="80" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12l5 5 9-10"/></svg></span><div style="width:240px;height:26px;border-radius:13px;background:#e2e8f0"></div></div>`,
  }),
);

bset('reviews', () =>
  benefit({
    tint: '#fff1f2',
    accent: ['#f43f5e', '#9f1239'],
    glyph: G.starUp,
    caption: '5-star reviews',
    badgeAt: [1180, 170],
    inner: `${[
      [190, 250, 0],
      [420, 560, 1],
    ]
      .map(
        ([x, y, i]) =>
          `<div class="obj" style="left:${x}px;top:${y}px;width:760px;height:240px;padding:44px 50px;display:flex;gap:36px;align-items:flex-start"><span style="width:110px;height:110px;border-radius:50%;background:${i ? '#fbbf24' : '#fb7185'};flex:none"></span><div style="flex:1"><div style="font-size:54px;color:#f59e0b;letter-spacing:6px;line-height:1">★★★★★</div><div style="margin-top:26px;height:22px;width:90%;border-radius:11px;background:#e2e8f0"></div><div style="margin-top:18px;height:22px;width:60%;border-radius:11px;background:#e2e8f0"></div></div></div>`,
      )
      .join('')}
<div style="position:absolute;left:1180px;top:640px;width:190px;height:190px;border-radius:50%;background:#fff;box-shadow:0 30px 60px rgba(15,23,42,.15);display:flex;align-items:center;justify-content:center;font-size:64px;font-weight:800;color:#e11d48">4.9</div>`,
  }),
);

bset('growth', () =>
  benefit({
    tint: '#ecfdf5',
    accent: ['#10b981', '#065f46'],
    glyph: G.trend,
    caption: 'Grow revenue',
    badgeAt: [1170, 140],
    inner: `<div class="obj" style="left:180px;top:210px;width:900px;height:600px;padding:60px"><div style="position:absolute;left:70px;right:70px;bottom:80px;height:400px;display:flex;align-items:flex-end;gap:36px">${[120, 170, 150, 230, 260, 310, 380].map((h, i) => `<span style="flex:1;height:${h}px;border-radius:18px 18px 6px 6px;background:${i === 6 ? '#10b981' : '#a7f3d0'}"></span>`).join('')}</div>
<svg viewBox="0 0 760 400" style="position:absolute;left:70px;top:90px;width:760px;height:400px;overflow:visible"><polyline points="30,330 140,280 250,300 360,210 470,180 580,120 700,40" fill="none" stroke="#065f46" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><path d="M660 30l48 8-14 46" fill="none" stroke="#065f46" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></svg>${lines(70, 40, [220], 0, '#d1fae5')}</div>
<div class="obj" style="left:1050px;top:600px;width:330px;height:190px;padding:36px 40px"><div style="font-size:62px;font-weight:800;color:#059669;letter-spacing:-2px">+38%</div><div style="margin-top:14px;height:20px;width:200px;border-radius:10px;background:#e2e8f0"></div></div>`,
  }),
);

bset('automation', () => {
  const node = (x, y, c, ic) =>
    `<div class="obj" style="left:${x}px;top:${y}px;width:330px;height:180px;border-radius:34px;display:flex;align-items:center;gap:26px;padding:0 36px"><span style="width:104px;height:104px;border-radius:28px;background:${c};display:flex;align-items:center;justify-content:center;flex:none"><svg viewBox="0 0 100 100" width="66" height="66">${ic}</svg></span><div><div style="width:130px;height:20px;border-radius:10px;background:#e2e8f0"></div><div style="width:90px;height:20px;border-radius:10px;background:#f1f5f9;margin-top:16px"></div></div></div>`;
  return benefit({
    tint: '#fff7ed',
    accent: ['#f97316', '#9a3412'],
    glyph: G.bolt,
    caption: 'Work on autopilot',
    badgeAt: [1210, 90],
    inner: `<svg viewBox="0 0 1600 1200" style="position:absolute;inset:0;width:1600px;height:1200px"><path d="M490 350C600 350 540 590 640 590M970 590C1060 590 1020 830 1110 830M970 590C1060 590 1020 500 1110 500" fill="none" stroke="#fb923c" stroke-width="10" stroke-dasharray="2 22" stroke-linecap="round"/></svg>
${node(160, 260, '#f97316', G.calendar)}${node(640, 500, '#fb923c', G.sync)}${node(1110, 410, '#6366f1', G.phoneMsg)}${node(1110, 740, '#10b981', G.envelope)}`,
  });
});

bset('calendar', () =>
  benefit({
    tint: '#f0f9ff',
    accent: ['#0ea5e9', '#075985'],
    glyph: G.calendar,
    caption: 'Smart scheduling',
    badgeAt: [1180, 150],
    inner: `<div class="obj" style="left:230px;top:180px;width:860px;height:660px;overflow:hidden"><div style="height:110px;background:#0ea5e9;display:flex;align-items:center;padding:0 50px;gap:20px"><span style="width:200px;height:26px;border-radius:13px;background:rgba(255,255,255,.8)"></span><span style="flex:1"></span><span style="width:44px;height:44px;border-radius:50%;background:rgba(255,255,255,.5)"></span><span style="width:44px;height:44px;border-radius:50%;background:rgba(255,255,255,.5)"></span></div>
<div style="display:grid;grid-template-columns:repeat(7,1fr);gap:16px;padding:40px 50px">${Array.from({ length: 28 }, (_, i) => {
      const c = { 3: '#0ea5e9', 9: '#7dd3fc', 10: '#7dd3fc', 16: '#f59e0b', 18: '#0ea5e9', 23: '#10b981', 24: '#10b981' }[i] ?? '#f1f5f9';
      return `<span style="height:98px;border-radius:18px;background:${c}"></span>`;
    }).join('')}</div></div>
<div class="obj" style="left:980px;top:620px;width:380px;height:170px;display:flex;align-items:center;gap:24px;padding:0 34px"><span style="width:90px;height:90px;border-radius:50%;background:#10b981;display:flex;align-items:center;justify-content:center"><svg viewBox="0 0 24 24" width="54" height="54" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12l5 5 9-10"/></svg></span><div><div style="width:170px;height:22px;border-radius:11px;background:#cbd5e1"></div><div style="width:110px;height:22px;border-radius:11px;background:#e2e8f0;margin-top:16px"></div></div></div>`,
  }),
);

bset('team', () =>
  benefit({
    tint: '#fdf2f8',
    accent: ['#ec4899', '#9d174d'],
    glyph: G.people,
    caption: 'Happy team',
    badgeAt: [1200, 140],
    inner: `<svg viewBox="0 0 1600 1200" style="position:absolute;inset:0;width:1600px;height:1200px"><g stroke="#f9a8d4" stroke-width="8" stroke-dasharray="2 18" stroke-linecap="round" fill="none"><path d="M720 560L420 340M720 560L1020 380M720 560L430 820M720 560L1030 800"/></g></svg>
${[
  [720, 560, 280, '#ec4899'],
  [420, 340, 190, '#f59e0b'],
  [1020, 380, 170, '#6366f1'],
  [430, 820, 170, '#10b981'],
  [1030, 800, 200, '#0ea5e9'],
]
  .map(
    ([x, y, d, c]) =>
      `<div style="position:absolute;left:${x - d / 2}px;top:${y - d / 2}px;width:${d}px;height:${d}px;border-radius:50%;background:#fff;box-shadow:0 26px 60px rgba(15,23,42,.16);display:flex;align-items:flex-end;justify-content:center;overflow:hidden;border:12px solid #fff"><div style="position:absolute;top:18%;left:32%;width:36%;height:36%;border-radius:50%;background:${c}"></div><div style="width:76%;height:42%;border-radius:50% 50% 0 0;background:${c};opacity:.85"></div></div>`,
  )
  .join('')}`,
  }),
);

bset('security', () =>
  benefit({
    tint: '#eef2ff',
    accent: ['#4338ca', '#1e1b4b'],
    glyph: G.lock,
    caption: 'Secure by design',
    badgeAt: [1130, 600],
    inner: `<div class="obj" style="left:200px;top:250px;width:720px;height:480px;padding:60px">${lines(60, 70, [300, 480, 400, 260], 60)}<div style="position:absolute;left:60px;bottom:60px;display:flex;gap:16px">${[0, 1, 2, 3, 4, 5].map(() => `<span style="width:52px;height:52px;border-radius:50%;background:#c7d2fe"></span>`).join('')}</div></div>
<svg viewBox="0 0 100 100" style="position:absolute;left:760px;top:150px;width:460px;height:460px;filter:drop-shadow(0 30px 40px rgba(30,27,75,.25))"><path d="M50 6l38 13v27c0 25-16 40-38 50C28 86 12 71 12 46V19z" fill="#4338ca"/><path d="M50 14l30 10v22c0 20-12 32-30 40V14z" fill="#6366f1"/><path d="M34 50l11 11 21-23" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  }),
);

bset('mobile', () =>
  benefit({
    tint: '#ecfeff',
    accent: ['#0891b2', '#164e63'],
    glyph: G.phoneMsg,
    caption: 'On the go',
    badgeAt: [1120, 170],
    inner: `<div class="obj" style="left:560px;top:110px;width:470px;height:930px;border-radius:70px;border:18px solid #0f172a;overflow:hidden;background:#f8fafc"><div style="height:230px;background:#0891b2;padding:60px 40px"><div style="width:220px;height:30px;border-radius:15px;background:rgba(255,255,255,.85)"></div><div style="width:150px;height:22px;border-radius:11px;background:rgba(255,255,255,.5);margin-top:20px"></div></div>
${[
  ['#22d3ee', 260],
  ['#a5f3fc', 200],
  ['#e2e8f0', 230],
  ['#e2e8f0', 180],
]
  .map(
    ([c, w]) =>
      `<div style="margin:26px 30px 0;height:112px;border-radius:26px;background:#fff;box-shadow:0 6px 16px rgba(15,23,42,.06);display:flex;align-items:center;gap:20px;padding:0 24px"><span style="width:64px;height:64px;border-radius:18px;background:${c};flex:none"></span><span style="width:${w - 60}px;height:20px;border-radius:10px;background:#e2e8f0"></span></div>`,
  )
  .join('')}</div>
<div class="obj" style="left:230px;top:560px;width:380px;height:200px;display:flex;align-items:center;justify-content:center;gap:24px;padding:0 30px">${qrSvg(140, '#0f172a', 3)}<div><div style="width:120px;height:22px;border-radius:11px;background:#cbd5e1"></div><div style="width:80px;height:22px;border-radius:11px;background:#e2e8f0;margin-top:16px"></div></div></div>`,
  }),
);

bset('insights', () =>
  benefit({
    tint: '#eff6ff',
    accent: ['#2563eb', '#1e3a8a'],
    glyph: G.bars,
    caption: 'Clear insights',
    badgeAt: [1200, 110],
    inner: `<div class="obj" style="left:170px;top:200px;width:640px;height:560px;padding:60px"><svg viewBox="0 0 520 300" style="position:absolute;left:60px;top:120px;width:520px;height:300px"><polygon points="0,260 80,210 160,230 240,150 320,170 400,90 520,50 520,300 0,300" fill="#dbeafe"/><polyline points="0,260 80,210 160,230 240,150 320,170 400,90 520,50" fill="none" stroke="#2563eb" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/><circle cx="400" cy="90" r="16" fill="#fff" stroke="#2563eb" stroke-width="8"/></svg>${lines(60, 56, [220], 0)}</div>
<div class="obj" style="left:860px;top:420px;width:520px;height:420px;display:flex;align-items:center;justify-content:center"><svg viewBox="0 0 160 160" width="300" height="300">${[
      [0, 42, '#2563eb'],
      [42, 28, '#38bdf8'],
      [70, 18, '#f59e0b'],
      [88, 12, '#10b981'],
    ]
      .map(
        ([o, l, c]) =>
          `<circle cx="80" cy="80" r="56" fill="none" stroke="${c}" stroke-width="30" stroke-dasharray="${(l / 100) * 351.86} 351.86" stroke-dashoffset="${-(o / 100) * 351.86}" transform="rotate(-90 80 80)"/>`,
      )
      .join('')}</svg></div>`,
  }),
);

bset('support', () =>
  benefit({
    tint: '#f0fdf4',
    accent: ['#16a34a', '#14532d'],
    glyph: G.chat,
    caption: '24/7 support',
    badgeAt: [1170, 130],
    inner: `${[
      [200, 230, 620, false],
      [560, 450, 560, true],
      [260, 680, 480, false],
    ]
      .map(
        ([x, y, w, me]) =>
          `<div class="obj" style="left:${x}px;top:${y}px;width:${w}px;height:170px;border-radius:40px;${me ? 'border-bottom-right-radius:10px;background:#16a34a' : 'border-bottom-left-radius:10px'};display:flex;align-items:center;gap:26px;padding:0 40px">${me ? '' : `<span style="width:90px;height:90px;border-radius:50%;background:#bbf7d0;flex:none"></span>`}<div style="flex:1"><div style="height:22px;width:90%;border-radius:11px;background:${me ? 'rgba(255,255,255,.7)' : '#e2e8f0'}"></div><div style="height:22px;width:55%;border-radius:11px;background:${me ? 'rgba(255,255,255,.45)' : '#f1f5f9'};margin-top:18px"></div></div></div>`,
      )
      .join('')}
<div class="obj" style="left:1120px;top:640px;width:250px;height:120px;border-radius:60px;display:flex;align-items:center;justify-content:center;gap:18px">${[0, 1, 2].map((i) => `<span style="width:30px;height:30px;border-radius:50%;background:#16a34a;opacity:${1 - i * 0.3}"></span>`).join('')}</div>`,
  }),
);

bset('global', () => {
  const pins = [
    [560, 420, '#f43f5e'],
    [820, 330, '#f59e0b'],
    [700, 640, '#10b981'],
    [950, 560, '#6366f1'],
  ];
  return benefit({
    tint: '#f0f9ff',
    accent: ['#0284c7', '#0c4a6e'],
    glyph: G.globe,
    caption: 'Sell worldwide',
    badgeAt: [1180, 130],
    inner: `<div style="position:absolute;left:400px;top:160px;width:720px;height:720px;border-radius:50%;background:#bae6fd;box-shadow:0 40px 90px rgba(12,74,110,.2);overflow:hidden">
<svg viewBox="0 0 720 720" width="720" height="720" style="position:absolute;inset:0"><g fill="#38bdf8"><path d="M120 200c60-60 160-70 220-30s40 120-20 150-90 80-150 60-110-120-50-180z"/><path d="M420 120c70-20 150 20 170 80s-30 100-90 100-90-40-110-80 0-90 30-100z"/><path d="M380 420c60-20 140 10 160 70s-20 130-80 150-100-20-110-80 0-120 30-140z"/><path d="M140 470c40-20 90 0 100 40s-20 80-60 80-70-30-70-60 10-50 30-60z"/></g>
<g fill="none" stroke="#fff" stroke-width="3" opacity=".6"><ellipse cx="360" cy="360" rx="150" ry="358"/><path d="M2 360h716M40 200h640M40 520h640"/></g></svg></div>
<svg viewBox="0 0 1600 1200" style="position:absolute;inset:0;width:1600px;height:1200px"><path d="M560 420C640 300 740 290 820 330M700 640C780 600 880 600 950 560M560 420C560 520 620 600 700 640" fill="none" stroke="#0c4a6e" stroke-width="6" stroke-dasharray="2 16" stroke-linecap="round"/></svg>
${pins.map(([x, y, c]) => `<svg viewBox="0 0 40 52" style="position:absolute;left:${x - 36}px;top:${y - 94}px;width:72px;height:94px;filter:drop-shadow(0 10px 14px rgba(0,0,0,.2))"><path d="M20 51S3 31 3 19a17 17 0 0 1 34 0c0 12-17 32-17 32z" fill="${c}"/><circle cx="20" cy="19" r="7" fill="#fff"/></svg>`).join('')}
<div class="obj" style="left:1080px;top:700px;width:300px;height:150px;display:flex;align-items:center;justify-content:center;gap:14px">${['EN', 'DE', 'JA'].map((l, i) => `<span style="width:72px;height:72px;border-radius:20px;background:${['#0284c7', '#f59e0b', '#f43f5e'][i]};color:#fff;font-weight:800;font-size:26px;display:flex;align-items:center;justify-content:center">${l}</span>`).join('')}</div>`,
  });
});

// ---------------------------------------------------------------------------
await main();
