import { readFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaFile } from './print-schema.ts';
import { schema } from './schema.ts';

describe('schema.graphql', () => {
  it('is the printed schema: run `npm run schema:print` after changing the API, and review the diff', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(printSchema(schema) + '\n');
  });
});
