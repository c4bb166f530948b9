import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { gqlDocumentModules } from './build/gql-document-modules';
import { chunkModules } from './build/chunk-modules';
import { compressedAssets } from './build/compressed-assets';
import { browserOnlyScreens } from './build/browser-only-screens';

// the server (`npm run dev` runs both; the server's PORT, 3000 by default)
const api = `http://localhost:${process.env.PORT ?? 3000}`;
const gqlDir = fileURLToPath(new URL('./src/gql', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  // the query explorer's editor workers (monaco, GraphQL) split into chunks, which only ES workers allow
  worker: { format: 'es' },
  plugins: [
    react({
      babel: {
        // Replaces each `graphql(...)` call with an import of that one generated document, so a
        // chunk carries only the documents it uses (the preset's lookup map holds them all).
        plugins: [[babelOptimizerPlugin, { artifactDirectory: gqlDir, gqlTagName: 'graphql' }]],
      },
    }),
    // ...and this gives each of those documents its own module, so they do not all share one chunk.
    gqlDocumentModules({ gqlDir }),
    // dist/.vite/modules.json: which modules each chunk carries, for the store routes' checks in `npm run size`
    chunkModules(),
    // brotli and gzip copies beside each hashed asset, served as they are by the server
    compressedAssets(),
    // the server-rendering build leaves out the screens only the browser renders (portal, GraphiQL, editor)
    browserOnlyScreens(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    // every path the server answers itself; the rest (the app's own routes) is the app, with hot reload
    proxy: {
      '/appstore': api,
      // both GraphQL APIs' paths, not /api/graphiql/:installId (a route of the app)
      '/api/graphql': api,
      '/files': api,
      '/vendor': api,
      '^/dev/': api,
      '/healthz': api,
      '/readyz': api,
    },
  },
  // The server-rendered store (src/entry-server.tsx, built into dist-ssr by `vite build --ssr`) carries its
  // dependencies, so the server runs it without resolving browser packages itself.
  ssr: { noExternal: true },
  // ...in their production builds: left to the server's NODE_ENV, React, MUI and emotion would run their
  // development code (2-3x slower) and emotion would name classes unlike the browser's production bundle.
  // The build script sets NODE_ENV=production too: run under a test runner (NODE_ENV=test), Vite compiled JSX
  // for React's development runtime, which this production React lacks (every server render failed)
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // The real budget is each store route's first load, checked by scripts/check-bundle-size.mjs (`npm run size`).
    chunkSizeWarningLimit: 800,
  },
}));
