import { lexicographicSortSchema } from 'graphql';
import { builder } from '../../graphql/app-api/builder.ts';
import '../../modules/vendors/vendors.app-graphql.ts';
import '../../modules/experiences/experiences.app-graphql.ts';
import '../../modules/bookings/bookings.app-graphql.ts';
import '../../modules/reviews/reviews.app-graphql.ts';
import '../../modules/oauth/app-access.app-graphql.ts';
import '../../modules/installations/legacy-credentials.app-graphql.ts';

/** The whole App API schema (platform-protocol §2); printed to app-api.graphql and snapshot-tested. */
export const appApiSchema = lexicographicSortSchema(builder.toSchema());
