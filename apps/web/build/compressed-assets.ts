import { constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each hashed asset in
 * `dist/assets/`; the server (@fastify/static `preCompressed`) sends the one the client accepts, so assets are
 * compressed once at build time at the highest level instead of on every request. Only `assets/` is covered:
 * `index.html` is a template the server fills in per request (and compresses then), and files from `public/`
 * are not hashed. A file whose compressed form is not smaller gets no copy. Small files get one too: the server
 * would otherwise compress them on every request (it compresses a file it streams whatever its size), and a copy
 * costs a few hundred bytes of disk.
 */
export function compressedAssets(): Plugin {
  const plugin = compression({
    // matched against the bundle's file names (`assets/index-abc123.js`); public files are matched by their
    // absolute path, which this never matches
    include: /^assets\/[^/]+\.(?:js|mjs|css|svg|json|ttf|otf|wasm|txt)$/,
    skipIfLargerOrEqual: true,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });
  // the browser's build only: the server-rendering bundle (`vite build --ssr`, dist-ssr) is read from disk by the server
  return { ...plugin, apply: (_config, env) => env.command === 'build' && !env.isSsrBuild };
}
