/**
 * The web app never imports server code. Core `no-restricted-imports` matches the import string: the server is
 * reached as `@appstore/server`, or by a relative path as ../../server/… from apps/web (without the word apps).
 * Which folder of the web app may import which (features, shared/, app/) is checked on resolved paths by the
 * import-x zones in eslint.config.js, which see dynamic import() too.
 */
const serverMessage = 'The web app never imports server code.';

export const webBoundaries = [
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@appstore/server'], message: serverMessage },
            { regex: '^(\\.\\./)+(apps/)?server(/|$)', message: serverMessage },
          ],
        },
      ],
    },
  },
];
