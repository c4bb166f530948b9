import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.ts';
import '../modules/catalog/catalog.graphql.ts';
import '../modules/accounts/accounts.graphql.ts';
import '../modules/organisations/organisations.graphql.ts';

/** Every module registers its fields by being imported above; this is the whole store + portal schema. */
export const schema = lexicographicSortSchema(builder.toSchema());
