import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { webBoundaries } from './apps/web/eslint.boundaries.js';
import { functionLength } from './eslint.function-length.js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';

/**
 * Each server domain reads only its own tables: a file in apps/server/src/modules/<d>/ may import
 * db/schema/<d>.ts (and the shared common.ts and enums.ts), never another domain's schema file nor the
 * db/schema/index.ts barrel; it reaches other domains' data through their exported functions. Checked on the
 * resolved path (import-x/no-restricted-paths), so every spelling of the path and dynamic import() count too.
 * The barrel stays for the composition-level code: the db client, migrations, tests, and seed/ (the demo
 * data writer fills every domain's tables at once, as migrations do).
 */
const serverDomains = readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverTableZones = serverDomains.map((domain) => {
  const own = existsSync(new URL(`./apps/server/src/db/schema/${domain}.ts`, import.meta.url));
  return {
    target: `apps/server/src/modules/${domain}`,
    from: 'apps/server/src/db/schema',
    except: [...(own ? [`./${domain}.ts`] : []), './common.ts', './enums.ts'],
    message: own
      ? `The ${domain} domain reads only its own tables (db/schema/${domain}.ts): reach another domain through its exported functions.`
      : `The ${domain} domain has no tables: it reaches other domains' data through their exported functions.`,
  };
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'apps/web/src/gql/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // tests read GraphQL responses loosely on purpose
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // shared imports no app code, the web app never imports server code
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)apps/(server|web)(/|$)', message: 'packages/shared imports no app code.' },
            { group: ['@appstore/server*', '@appstore/web*'] },
          ],
        },
      ],
    },
  },

  {
    // the barrel spelt as a folder does not resolve to a file, so the zones cannot see it: name it here
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/db/schema(/index(\\.ts)?)?/?$', message: 'Domains import their own db/schema/<domain>.ts, never the barrel.' },
          ],
        },
      ],
    },
  },

  // Server layers (issue 13), bottom to top: db, lib and config (and services.ts, the type made of them); the GraphQL infrastructure
  // (builders, context types, connections, the Yoga factory); the domains in modules/; the composition root and
  // transports (apis/*, app.ts, main.ts, demo-partner-app.ts, seed). An import may only point down, type-only ones included. No import
  // cycle in the server or in packages/shared (no-cycle itself skips type-only imports, so a loop of them inside one
  // layer would pass it).
  ...(() => {
    const src = 'apps/server/src';
    const root = [`${src}/apis`, `${src}/app.ts`, `${src}/main.ts`, `${src}/demo-partner-app.ts`, `${src}/seed`];
    const domains = `${src}/modules`;
    const graphqlInfra = `${src}/graphql`;
    const bottom = [`${src}/db`, `${src}/lib`, `${src}/config.ts`];
    const storeGraphql = [`${src}/graphql/builder.ts`, `${src}/graphql/context.ts`, `${src}/graphql/connection.ts`];
    const zones = [
      ...serverTableZones,
      ...bottom.map((target) => ({
        target,
        from: [graphqlInfra, domains, `${src}/http`, `${src}/jobs`, `${src}/services.ts`, ...root],
        message: 'db, lib and config are the bottom layer: they import nothing above them.',
      })),
      {
        target: `${src}/services.ts`,
        from: [graphqlInfra, domains, `${src}/http`, `${src}/jobs`, ...root],
        message: 'Services is made of bottom-layer types only (config, db, the storage and mailer interfaces in lib/).',
      },
      {
        target: graphqlInfra,
        from: [domains, `${src}/http`, ...root],
        message: 'The GraphQL layer names no domain: domains add to it (declaration merging), the APIs in apis/* wire it.',
      },
      { target: domains, from: root, message: 'Domains never import the composition root (apis/*, app.ts, main.ts, seed).' },
      {
        target: `${domains}/**/!(*.graphql|*.app-graphql).ts`,
        from: graphqlInfra,
        message:
          "Only a domain's *.graphql.ts / *.app-graphql.ts files use the GraphQL layer; errors, input parsing and paging are in lib/.",
      },
      {
        target: domains,
        from: `${src}/http`,
        except: ['./form-body.ts', './same-origin.ts', './server-page.ts'],
        message:
          "Domains use only the HTTP helpers (form bodies, same-origin checks, the server-rendered pages' layout); the rest of http/ sits above them.",
      },
      {
        target: `${src}/apis/store`,
        from: `${src}/apis/app`,
        message: 'The store API and the App API are siblings: neither imports the other.',
      },
      {
        target: `${src}/apis/app`,
        from: `${src}/apis/store`,
        message: 'The store API and the App API are siblings: neither imports the other.',
      },
      {
        target: [`${src}/graphql/app-api`, `${domains}/**/*.app-graphql.ts`],
        from: storeGraphql,
        message: 'The App API schema uses its own builder (graphql/app-api).',
      },
      {
        target: [...storeGraphql, `${domains}/**/*.graphql.ts`],
        from: `${src}/graphql/app-api`,
        message: 'The store API schema uses its own builder (graphql/builder.ts).',
      },
    ];
    return [
      {
        files: [`${src}/**/*.ts`, 'packages/shared/src/**/*.ts'],
        plugins: { 'import-x': importX },
        settings: {
          'import-x/resolver-next': [createNodeResolver()],
          // read .ts dependencies too, or no-cycle cannot follow them
          'import-x/extensions': ['.ts', '.js'],
          'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
          'import-x/ignore': ['node_modules'],
        },
        rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
      },
      {
        files: [`${src}/**/*.ts`],
        rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
      },
    ];
  })(),
  ...functionLength,
  // web: no server code, no feature importing another feature, shared/ below the features (apps/web/eslint.boundaries.js)
  ...webBoundaries,
  {
    // the same web boundaries on resolved paths, so dynamic import() (lazy routes) and odd spellings count too,
    // and no import cycle in the web app
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/ignore': ['node_modules', 'apps/web/src/gql'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `apps/web/src/features/${feature}`,
              from: ['apps/web/src/features', 'apps/web/src/app'],
              except: [`./${feature}`],
              message: `features/${feature} may not import another feature or app/: move what both need to apps/web/src/shared/, or let app/ compose them.`,
            })),
            {
              target: 'apps/web/src/shared',
              from: ['apps/web/src/features', 'apps/web/src/app'],
              message: 'shared/ sits below the features and app/: it imports neither.',
            },
          ],
        },
      ],
    },
  },
);
