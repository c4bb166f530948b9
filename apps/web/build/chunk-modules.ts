import { isAbsolute, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes the list, beside Vite's own manifest (dist/.vite/manifest.json). */
export const CHUNK_MODULES_FILE = '.vite/modules.json';

/**
 * Writes dist/.vite/modules.json: each JavaScript chunk's file name → the modules whose code it carries.
 *
 * The Vite manifest names chunks and their imports, not the modules inside them, and a module of the partner
 * area can ride in a shared chunk under an innocent name. scripts/check-bundle-size.mjs reads this list to
 * fail the build when one of the store routes' first-load chunks carries a module it must not (charts, forms,
 * GraphiQL, the portal). Modules that tree-shaking emptied (type-only imports, re-exporting barrels) are left
 * out: they ship no code. Ids are relative to the web app's root with `/` separators (`src/...`,
 * `../../node_modules/...`), virtual ones without their leading NUL.
 */
export function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => moduleName(root, id))
          .sort();
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(modules, null, 1)}\n` });
    },
  };
}

/** `/…/apps/web/src/app/App.tsx` → `src/app/App.tsx`; `\0vite/preload-helper.js` → `vite/preload-helper.js`. */
export function moduleName(root: string, id: string): string {
  const path = id.replace(/^\0/, '').replace(/\?.*$/, '');
  return isAbsolute(path) ? relative(root, path).split(sep).join('/') : path;
}
