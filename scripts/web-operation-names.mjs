#!/usr/bin/env node
/**
 * The names of the web app's own GraphQL operations, for the server's metrics labels (lib/metrics.ts): an
 * operation name any client may choose is a label only when the product itself sends it, so no one can fill
 * `/metrics` with names of their own. Read from the documents codegen prints (apps/web/src/gql/graphql.ts) and
 * written to apps/server/src/lib/web-operation-names.ts; `npm run codegen` runs it after codegen, and a unit test
 * (web-operation-names.test.mjs) fails when the written list and the documents differ.
 *
 *   node scripts/web-operation-names.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DOCUMENTS = resolve(root, 'apps/web/src/gql/graphql.ts');
export const OUTPUT = resolve(root, 'apps/server/src/lib/web-operation-names.ts');

/** Every named operation of the codegen'd documents (their JSON syntax trees), sorted, each once. */
export function operationNamesOf(source) {
  const pattern =
    /"kind":"OperationDefinition","operation":"(?:query|mutation|subscription)","name":\{"kind":"Name","value":"([_A-Za-z][_0-9A-Za-z]*)"\}/g;
  return [...new Set([...source.matchAll(pattern)].map((m) => m[1]))].sort();
}

/** The server module that holds the names, formatted as Prettier leaves it. */
export function renderModule(names) {
  return [
    '// Written by scripts/web-operation-names.mjs from the web app’s GraphQL documents (npm run codegen): do not edit.',
    '',
    '/** The operation names the web app sends to the store API: the only ones the metrics label by name. */',
    'export const WEB_OPERATION_NAMES: readonly string[] = [',
    ...names.map((name) => `  '${name}',`),
    '];',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = operationNamesOf(readFileSync(DOCUMENTS, 'utf8'));
  if (names.length === 0) throw new Error(`no operations found in ${DOCUMENTS}`);
  writeFileSync(OUTPUT, renderModule(names));
  console.log(`wrote ${names.length} operation names to ${OUTPUT}`);
}
