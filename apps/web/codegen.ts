import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types come from the server's printed schema. Until it exists, fall back to the
 * catalogue contract the server implements.
 */
const serverSchema = fileURLToPath(new URL('../server/schema.graphql', import.meta.url));
const contractSchema = '/tmp/catalog-contract.graphql';
const schema = existsSync(serverSchema) ? serverSchema : contractSchema;

const config: CodegenConfig = {
  schema,
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  // Only `graphql()` documents are typed; hand-written `gql` documents (operations the schema
  // does not have yet) are left alone.
  pluckConfig: { modules: [], globalGqlIdentifierName: ['graphql'] },
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false },
        nonOptionalTypename: false,
        skipTypename: false,
        defaultScalarType: 'unknown',
      },
    },
  },
};

export default config;
