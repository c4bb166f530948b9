import { batchLoader } from '../../lib/batch-loader.ts';
import type { Services } from '../../services.ts';
import { findOrganizationNames, findPublicOrganizations, type PublicOrganizationRow } from './organizations.queries.ts';

/** Per-request loaders, one query for a page each: the developer of each app or listing, the name of each user's organisation. */
export function createOrganizationLoaders({ db }: Services) {
  return {
    publicOrganization: batchLoader<number, PublicOrganizationRow | null>(
      async (ids) => new Map((await findPublicOrganizations(db, ids)).map((o) => [o.id, o])),
      null,
    ),
    name: batchLoader<number, string | null>((ids) => findOrganizationNames(db, ids), null),
  };
}
