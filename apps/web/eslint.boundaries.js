import { readdirSync } from 'node:fs';

/**
 * The web app's layers, as ESLint blocks: app/ (router, shells: the composition root) may import anything;
 * features/<domain>/ import shared/ and themselves, never another feature or app/; shared/ imports neither.
 * A feature that needs another's screen, URL or data gets it from shared/ (urls/, session/, listing-page/ …)
 * or is handed it by app/. Core `no-restricted-imports` matches import strings, not resolved files, so each
 * block knows how deep its files sit: from features/F/a/b.ts, `../../X` is the feature X.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverMessage = 'The web app never imports server code.';
// a relative path reaches the server as ../../server/… from apps/web, without the word apps in it
const noServerCode = [
  { group: ['**/apps/server/**', '@appstore/server'], message: serverMessage },
  { regex: '^(\\.\\./)+(apps/)?server(/|$)', message: serverMessage },
];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MAX_DEPTH = 6;

function featureBlock(feature, depth) {
  const toFeatures = escape('../'.repeat(depth + 1));
  const toSrc = escape('../'.repeat(depth + 2));
  const below = depth === 0 ? '' : '*/'.repeat(depth);
  return {
    files: [`apps/web/src/features/${feature}/${below}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noServerCode,
            {
              regex: `^${toFeatures}(?!\\.\\./)(?!${feature}(/|$))`,
              message: `features/${feature} may not import another feature: move what both need to apps/web/src/shared/, or let app/ compose them.`,
            },
            {
              regex: `^${toSrc}(?!\\.\\./)(features|app)(/|$)`,
              message: `features/${feature} may not import app/ or another feature: app/ composes the features, not the other way round.`,
            },
          ],
        },
      ],
    },
  };
}

export const webBoundaries = [
  { files: ['apps/web/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [...noServerCode] }] } },
  ...features.flatMap((feature) => Array.from({ length: MAX_DEPTH }, (_, depth) => featureBlock(feature, depth))),
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noServerCode,
            { regex: '^\\.{1,2}/(.*/)?(features|app)(/|$)', message: 'shared/ sits below the features and app/: it imports neither.' },
          ],
        },
      ],
    },
  },
];
