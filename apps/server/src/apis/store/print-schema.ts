import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema.ts';

/** Writes apps/server/schema.graphql, the reviewed artifact the web app's types are generated from. */
export const schemaFile = fileURLToPath(new URL('../../../schema.graphql', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(schemaFile, printSchema(schema) + '\n');
  console.log(`wrote ${schemaFile}`);
}
