import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { appApiSchema } from './schema.ts';

/** The App API's SDL, a reviewed artifact like the portal's schema.graphql: `npm run schema:print`. */
export const appApiSchemaFile = fileURLToPath(new URL('./app-api.graphql', import.meta.url));

export const appApiSdl = () => printSchema(appApiSchema) + '\n';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(appApiSchemaFile, appApiSdl());
  console.log(`wrote ${appApiSchemaFile}`);
}
