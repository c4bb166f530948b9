import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * Each server domain reads only its own tables: a file in apps/server/src/modules/<d>/ may import
 * db/schema/<d>.ts (and the shared common.ts and enums.ts), never another domain's schema file nor the
 * db/schema/index.ts barrel; it reaches other domains' data through their <domain>.queries.ts or service.
 * The barrel stays for the composition-level code: the db client, migrations, tests, and seed/ (the demo
 * data writer fills every domain's tables at once, as migrations do).
 * app-api is left out until it is split into the vendors, experiences and bookings domains.
 */
const serverDomains = readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'app-api')
  .map((entry) => entry.name);
const ownTablesOnly = serverDomains.map((domain) => ({
  files: [`apps/server/src/modules/${domain}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // the barrel (with or without index.ts) and every schema file but the domain's own and the shared ones
            regex: `/db/schema(/(?!(${domain}|common|enums)\\.ts$)[^/]*)?$`,
            message: `The ${domain} domain reads only its own tables (db/schema/${domain}.ts): reach another domain through its <domain>.queries.ts functions.`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/web/src/gql/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
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
    // the boundaries of STYLE.md: shared imports no app code, the web app never imports server code
    files: ['packages/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../../apps/**', '../../../apps/**', '@appstore/server', '@appstore/web'] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '@appstore/server'] }] },
  },
  ...ownTablesOnly,
);
