import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appApiSchemaFile, appApiSdl } from './print-schema.ts';

describe('app-api.graphql', () => {
  it('is the printed App API schema: run `npm run schema:print` after changing it, and review the diff', () => {
    expect(readFileSync(appApiSchemaFile, 'utf8')).toBe(appApiSdl());
  });
});
