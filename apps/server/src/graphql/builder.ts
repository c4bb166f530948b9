import SchemaBuilder from '@pothos/core';
import type { Context } from './context.ts';

/** The one schema builder; each module adds its types and fields in `<domain>.graphql.ts`. */
export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  Scalars: { ID: { Input: string; Output: string | number } };
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});
