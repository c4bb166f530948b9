import SchemaBuilder from '@pothos/core';
import type { Context } from './context.ts';

interface BuilderTypes {
  Context: Context;
  DefaultFieldNullability: false;
  Scalars: { ID: { Input: string; Output: string | number } };
}

/** The schema's types as Pothos sees them, for helpers that take refs (e.g. defineConnection). */
export type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

/** The one schema builder; each module adds its types and fields in `<domain>.graphql.ts`. */
export const builder = new SchemaBuilder<BuilderTypes>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});
