import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.ts';
import './vendor.graphql.ts';
import './experiences.graphql.ts';
import './bookings.graphql.ts';

/** The whole App API schema (platform-protocol §2); printed to app-api.graphql and snapshot-tested. */
export const appApiSchema = lexicographicSortSchema(builder.toSchema());
