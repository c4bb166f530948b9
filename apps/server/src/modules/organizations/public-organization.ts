import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { batchLoader } from '../../lib/batch-loader.ts';
import { organizationsSql } from './organizations.queries.ts';

/** What the store and the portal show of an app's developer: its name and public contacts. */
export interface PublicOrganizationRow {
  id: number;
  businessName: string;
  businessEmail: string | null;
  websiteUrl: string | null;
  phoneNumber: string | null;
  supportEmail: string | null;
}

export async function findPublicOrganizations(db: Db, ids: number[]): Promise<PublicOrganizationRow[]> {
  return rows<PublicOrganizationRow>(
    db,
    sql`select id, business_name as "businessName", business_email as "businessEmail", website_url as "websiteUrl",
      phone_number as "phoneNumber", support_email as "supportEmail" from ${organizationsSql} where id in ${ids}`,
  );
}

/** Per-request loaders: the developer of each app or listing on a page, one query for the page. */
export function createOrganizationLoaders({ db }: Services) {
  return {
    publicOrganization: batchLoader<number, PublicOrganizationRow | null>(
      async (ids) => new Map((await findPublicOrganizations(db, ids)).map((o) => [o.id, o])),
      null,
    ),
  };
}
