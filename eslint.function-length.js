/**
 * A function outside React components stays under about 120 lines of code (blank lines and comments aside):
 * a longer one hides its steps in one closure; name them instead. Components are left out (the web's .tsx
 * files: a screen's JSX is long by nature), and so are tests, whose describe blocks group cases.
 */
export const functionLength = [
  {
    files: ['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts', 'apps/web/src/**/*.ts', 'scripts/**/*.{js,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.mjs', '**/*.integration-test.ts', 'apps/web/src/gql/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
];
