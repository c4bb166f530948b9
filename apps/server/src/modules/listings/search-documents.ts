import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appsSql } from '../apps/apps.queries.ts';
import { onOrganizationUpdated } from '../organizations/organization-updates.ts';
import { organizationsSql } from '../organizations/organizations.queries.ts';
import { appListingsSql, searchWordsSql } from './listings.queries.ts';

/**
 * Rebuilds the search material of listings: the weighted full-text document (name A, tag line and terms B,
 * developer name C, description D) and the short text matched with trigrams for typos.
 * Call it after a listing is written or its developer's name changes.
 */
export async function refreshSearchDocuments(db: Db, where: { listingId: number } | { organizationId: number } | 'all') {
  const scope =
    where === 'all' ? sql`true` : 'listingId' in where ? sql`l.id = ${where.listingId}` : sql`a.organization_id = ${where.organizationId}`;
  await db.execute(sql`
    update ${appListingsSql} l set
      search_document =
        setweight(to_tsvector('simple', l.name), 'A') || setweight(to_tsvector('english', l.name), 'A') ||
        setweight(to_tsvector('simple', l.tag_line), 'B') || setweight(to_tsvector('english', l.tag_line), 'B') ||
        setweight(to_tsvector('simple', array_to_string(l.search_terms, ' ') || ' ' || array_to_string(l.integrations, ' ')), 'B') ||
        setweight(to_tsvector('simple', o.business_name), 'C') ||
        setweight(to_tsvector('english', l.description), 'D')
    from ${appsSql} a join ${organizationsSql} o on o.id = a.organization_id
    where a.id = l.app_id and ${scope}`);
  // words only ever join the vocabulary: a stale word costs nothing but a fruitless alternative
  await db.execute(sql`
    insert into ${searchWordsSql} (word)
    select distinct w from ${appListingsSql} l join ${appsSql} a on a.id = l.app_id,
      unnest(tsvector_to_array(l.search_document)) w
    where ${scope} and length(w) between 3 and 40 and w ~ '^[[:alnum:]]+$'
    on conflict do nothing`);
}

// the developer's name is part of each of its listings' documents: renaming it rewrites them
onOrganizationUpdated((db, organizationId) => refreshSearchDocuments(db, { organizationId }));
