/**
 * What each route of the public App Store loads before it is interactive, read from the web build's Vite
 * manifest (dist/.vite/manifest.json) and its chunk → modules list (dist/.vite/modules.json, written by
 * apps/web/build/chunk-modules.ts). Used by scripts/check-bundle-size.mjs (`npm run size`).
 */

/**
 * The store's routes and the view each renders (apps/web/src/app/router.tsx). A view that is a lazy chunk of its
 * own adds that chunk and its static imports to the entry's; a view without a chunk is inside the entry's.
 */
export const STORE_ROUTES = [
  { route: '/', view: 'src/features/catalog/views/HomeView.tsx' },
  { route: '/apps', view: 'src/features/catalog/views/SearchView.tsx' },
  { route: '/app-details/:listingId', view: 'src/features/catalog/views/AppDetailsView.tsx' },
  { route: '404', view: 'src/shared/components/NotFoundPage.tsx' },
];

const pkg = (name) => new RegExp(`(^|/)node_modules/${name.replace('/', '\\/')}/`);

/**
 * Code no store route may load first: the partner area, its charts and forms, and the query explorer. Each is
 * matched against the module ids of modules.json and, where a chunk is named after it, the manifest's chunk
 * `src` and `name`.
 */
export const FORBIDDEN = [
  { what: 'the partner portal (src/features/portal)', module: /^src\/features\/portal\// },
  { what: "the portal's frame and routes (src/app/portal)", module: /^src\/app\/portal\// },
  { what: 'reports and their charts (src/features/reports)', module: /^src\/features\/reports\// },
  { what: 'recharts', module: pkg('recharts'), chunkName: /^recharts$/i },
  { what: 'the query explorer (src/features/explorer)', module: /^src\/features\/explorer\// },
  { what: 'GraphiQL', module: /(^|\/)node_modules\/(graphiql|@graphiql\/[^/]+)\//, chunkName: /graphiql/i },
  { what: 'monaco', module: /(^|\/)node_modules\/monaco-(editor|graphql)\//, chunkName: /^monaco/i },
  { what: 'react-hook-form', module: pkg('react-hook-form'), chunkName: /^react-hook-form$/i },
  { what: '@hookform', module: /(^|\/)node_modules\/@hookform\// },
];

/** Every chunk key reachable from `key` through static imports, `key` included. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
  return entries[0];
}

/** The files (JS and CSS) of a set of chunk keys, in a stable order. */
function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/**
 * What `route` loads first: the entry's static closure plus, when its view is a chunk of its own, that chunk's.
 * Throws when the view is in neither (a renamed view must not make the check pass by measuring nothing).
 * @param {Record<string, {file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], css?: string[], src?: string, name?: string}>} manifest
 * @param {Record<string, string[]>} modules chunk file → module ids (modules.json)
 */
export function routeFirstLoad(manifest, modules, { route, view }) {
  const entry = entryKey(manifest);
  const keys = staticClosure(manifest, entry);
  const entryFiles = filesOf(manifest, keys);
  // a view whose chunk also holds code that its own lazy parts import has no key of its own: find it by content
  const viewKey = manifest[view] ? view : Object.keys(manifest).find((key) => modules[manifest[key].file]?.includes(view));
  let viewChunk = null;
  if (viewKey && !entryFiles.js.includes(manifest[viewKey].file)) {
    viewChunk = viewKey;
    staticClosure(manifest, viewKey, keys);
  } else if (!entryFiles.js.some((file) => modules[file]?.includes(view))) {
    throw new Error(`${route}: its view ${view} is neither a chunk of the build nor inside the entry's chunks`);
  }
  const { js, css } = filesOf(manifest, keys);
  return { route, view, viewChunk, keys, js, css, added: js.filter((file) => !entryFiles.js.includes(file)) };
}

/** The forbidden code among a route's first-load chunks: [{ what, file, found }], `found` a module id or chunk name. */
export function forbiddenIn(manifest, modules, keys) {
  const hits = [];
  for (const key of keys) {
    const chunk = manifest[key];
    for (const rule of FORBIDDEN) {
      const byChunk =
        [chunk.src, key].some((s) => s && rule.module.test(s)) || (rule.chunkName && chunk.name && rule.chunkName.test(chunk.name));
      if (byChunk) hits.push({ what: rule.what, file: chunk.file, found: `chunk ${chunk.src ?? chunk.name ?? key}` });
      for (const id of modules[chunk.file] ?? []) {
        if (rule.module.test(id)) hits.push({ what: rule.what, file: chunk.file, found: id });
      }
    }
  }
  return hits;
}
