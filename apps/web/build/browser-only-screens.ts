import { normalize, sep } from 'node:path';
import type { Plugin } from 'vite';

const STUB = '\0browser-only-screen';

/**
 * The server-rendering build (`vite build --ssr`) leaves out the screens the server never renders. The server
 * renders only the store's pages (home, search, an app's details) and the not-found page (http/spa.ts sends
 * every other route as the shell the browser renders), so the route screens that src/app/router.tsx and
 * src/app/lazy-screen.tsx load lazily from outside features/catalog (the partner portal, GraphiQL and its
 * code editor, the developer and account screens, Apollo) would be megabytes bundled for no render. Each such
 * `import()` gets a module that fails if it is ever loaded, so a route wrongly rendered on the server shows in
 * its tests instead of rendering nothing.
 */
export function browserOnlyScreens(): Plugin {
  const routeFiles = [`${sep}src${sep}app${sep}router.tsx`, `${sep}src${sep}app${sep}lazy-screen.tsx`];
  return {
    name: 'browser-only-screens',
    apply: (_, env) => Boolean(env.isSsrBuild),
    enforce: 'pre',
    resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string' || !importer) return null;
      const from = normalize(importer);
      if (!routeFiles.some((file) => from.endsWith(file))) return null;
      if (specifier.includes('/features/catalog/')) return null;
      return STUB;
    },
    load(id) {
      if (id !== STUB) return null;
      return [
        'export default function BrowserOnlyScreen() {',
        "  throw new Error('This screen renders in the browser only; the server-rendering build leaves it out.');",
        '}',
        // lazy-screen.tsx reads ApolloScope from its lazily loaded module
        'export const ApolloScope = BrowserOnlyScreen;',
      ].join('\n');
    },
  };
}
