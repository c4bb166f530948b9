import { getTableName, sql, type SQL } from 'drizzle-orm';
import { catalogSortKeys } from '../../db/schema/catalog.ts';
import type { ListingSorting } from '@appstore/shared';
import type { SearchTerm } from '@appstore/shared/catalog/search-term';
import { preparedRows, rows, type Db } from '../../db/client.ts';
import { epochMicros, fromEpochMicros } from '../../lib/epoch-micros.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { appsSql } from '../apps/apps.queries.ts';
import { filesSql } from '../files/files.queries.ts';
import { installationsSql } from '../installations/installations.queries.ts';
import { listingColumns, listingFrom, toListingRow, type ListingRow } from '../listings/listing-rows.ts';
import { appListingsSql, searchWordsSql } from '../listings/listings.queries.ts';
import { filterCondition, hasFilter, installBucketSql, NO_FILTER, type ListingFilter } from './listing-filter.ts';
import { listedAppSql } from '../apps/listed-in-store.ts';

/** A listing as the store shows it: with its install bucket, and the sort keys that make its cursor. */
export interface StoreListingRow extends ListingRow {
  /** The floor of the app's active installs' bucket (INSTALL_BUCKETS); never the exact count. */
  installBucket: number;
  /** Sort key values of this row under the requested sorting (ListingSortKeys); they make the cursor. */
  sortKeys: ListingSortKeys;
}

/** The bucket of the active installs of app `a`, test ones included. */
const installBucketOfApp = installBucketSql(
  sql`(select count(*) from ${installationsSql} i where i.app_id = a.id and i.uninstalled_at is null)`,
);

/** `listingColumns` and the install bucket: a card of the store. */
const storeListingColumns = sql`${listingColumns}, ${installBucketOfApp} as "installBucket"`;

/** A search term with its words expanded into the prefix tsquery that matches listings. */
export interface ExpandedTerm extends SearchTerm {
  tsquery: string;
  /**
   * The term's trigrams (pg_trgm's, of `text`) as a tsquery that matches a name sharing any of them, or null
   * when it has none: a name that shares none has a word similarity of 0 to the term.
   */
  trigrams: string | null;
  /**
   * Whether the term matched at least BROAD_TERM_MATCHES listings (of any status) when it was expanded: a hint that
   * picks the statement's shape (see listingPageSql), never its results, so a hint that has gone stale costs time only.
   */
  broad: boolean;
}

/**
 * From this many matching listings on, a search checks that the apps are listed with one hashed pass over the
 * listed apps instead of one index probe per match: the pass costs about as much as 1,000 probes.
 */
export const BROAD_TERM_MATCHES = 1000;

/**
 * The term as the text of one prefix tsquery: every word must match, as a prefix or by its English stem; a word that
 * begins no known word is taken as a typo and may match the three closest vocabulary words instead.
 * Built in SQL from the trigram-indexed vocabulary.
 */
export function termExpansionSql(term: SearchTerm): SQL {
  // one select per word with the word as a bound value, so the planner serves the vocabulary look-ups
  // (prefix LIKE and trigram similarity) from the trigram index
  const perWord = term.words.map(
    (word, ord) => sql`select ${ord}::int as ord, quote_literal(${word}::text) || ':*'
      || coalesce((select string_agg(' | ' || quote_literal(s), '') from unnest(ts_lexize('english_stem', ${word}::text)) s
          where s <> ${word}::text), '')
      || coalesce((select string_agg(' | ' || quote_literal(v.word), '') from (
          select sw.word from ${searchWordsSql} sw
          where sw.word % ${word}::text and similarity(sw.word, ${word}::text) >= 0.4
            and not exists (select 1 from ${searchWordsSql} known where known.word like ${`${word}%`}::text)
          order by similarity(sw.word, ${word}::text) desc, sw.word limit 3) v), '') as alternatives`,
  );
  return sql`select e.tsquery, e.trigrams, (select count(*) from (
        select 1 from ${appListingsSql} l where l.search_document @@ to_tsquery('simple', e.tsquery) limit ${BROAD_TERM_MATCHES}
      ) m) >= ${BROAD_TERM_MATCHES} as broad
    from (select string_agg('(' || alternatives || ')', ' & ' order by ord) as tsquery,
      (select string_agg(quote_literal(t), ' | ') from unnest(show_trgm(${term.text}::text)) t) as trigrams
    from (${sql.join(perWord, sql` union all `)}) x) e`;
}

/**
 * Name matches first (exact, prefix, word), then closeness of the name, then full-text rank. Reads the row `q`
 * (query, trigrams). Built to cost little per matching listing, as a common word matches most of the catalogue:
 * only a name that begins with the term is compared with it whole (an exact name also begins with it), the
 * name's words come stored (name_document), and its word similarity to the term is worked out only when the
 * name shares a trigram with the term (name_trigrams), as one that shares none has a word similarity of 0.
 * The score is the same, to the bit, as when every part is computed for every listing.
 */
function relevanceScore(term: ExpandedTerm): SQL {
  const likePrefix = `${escapeLike(term.text)}%`;
  return sql`((case when lower(l.name) like ${likePrefix} then (case when lower(l.name) = ${term.text} then 8 else 4 end)
      when l.name_document @@ q.query then 2 else 0 end)
    + (case when l.name_trigrams @@ q.trigrams then word_similarity(${term.text}, lower(l.name)) else 0::real end)::float8
    + ts_rank(l.search_document, q.query)::float8)`;
}

/**
 * The row `q` the search statements read: the term's tsquery and trigram query, worked out once per statement
 * (materialised: inlined, a prepared statement's generic plan would parse the query text again for every row).
 */
const termRow = (term: ExpandedTerm) =>
  sql`q as materialized (select to_tsquery('simple', ${term.tsquery}::text) as query, ${term.trigrams}::tsquery as trigrams)`;

/**
 * The stored sort keys (catalog_sort_keys, kept by triggers as ratings and installations change), one row per app:
 * RATING's key (the average to 4 decimals first, then the number of visible reviews, as one exact integer-valued
 * float8; 0 for an app without any, last) and POPULAR's (the active installations). Joined, with the app id from the
 * same row as the tie-break, so that a page walks the key's index and stops at the page's end instead of working a
 * key out for every listed app.
 */
const catalogSortKeysSql = sql.raw(getTableName(catalogSortKeys));
const sortKeysJoin = sql`join ${catalogSortKeysSql} ck on ck.app_id = a.id`;

interface SortSpec {
  /** the first sort key; ties continue by app id */
  key: SQL;
  descending: boolean;
  /** whether the key reads the listing (l) alone, not its app (a) */
  listingOnly: boolean;
  /** a join the key reads (its table as `ck`), after `l` and `a` */
  join?: SQL;
  /** the tie-break, the app id: a column of the joined table when there is one, so that its index serves the cursor */
  tie?: SQL;
}

/** RELEVANCE needs a search term: without one the catalogue is newest first. */
export function effectiveSorting(sorting: ListingSorting, hasTerm: boolean): ListingSorting {
  return sorting === 'RELEVANCE' && !hasTerm ? 'NEWEST' : sorting;
}

/**
 * A row's place in the page order: the first sort key as the cursor carries it (microseconds since the epoch
 * for NEWEST, exact where a Date keeps milliseconds; the name for NAME; the active installs for POPULAR; the
 * score for RELEVANCE), then the app id.
 */
export type ListingSortKeys = [string | number, number];

function sortSpec(sorting: ListingSorting, term: ExpandedTerm | null): SortSpec {
  switch (effectiveSorting(sorting, term !== null)) {
    case 'RELEVANCE':
      return { key: relevanceScore(term!), descending: true, listingOnly: true };
    case 'NAME':
      return { key: sql`lower(l.name)`, descending: false, listingOnly: true };
    case 'POPULAR':
      return { key: sql`ck.active_installs`, descending: true, listingOnly: false, join: sortKeysJoin, tie: sql`ck.app_id` };
    case 'RATING':
      return { key: sql`ck.rating_key`, descending: true, listingOnly: false, join: sortKeysJoin, tie: sql`ck.app_id` };
    default:
      return { key: sql`a.published_at`, descending: true, listingOnly: false };
  }
}

export interface ListingPageQuery {
  term: ExpandedTerm | null;
  sorting: ListingSorting;
  /** sort key values of the row after which the page starts, checked to be of the sorting's kinds */
  after: ListingSortKeys | null;
  limit: number;
  /** category, pricing and country; none when absent */
  filter?: ListingFilter;
}

/**
 * SQL of one page of public listings; exported so the benchmark runs the very same statement raw.
 * Matching, ranking and counting work on ids only; card columns are built for the page's rows alone.
 * With a term, the matches are scored once into a narrow materialised set, which gives both the page and the
 * total (counted before the cursor applies); without one, the total is counted in the same statement. Either
 * way a page with rows carries the total, in one round trip.
 */
export function listingPageSql(q: ListingPageQuery): SQL {
  const spec = sortSpec(q.sorting, q.term);
  // nulls last in both directions, as the indexes store them
  const dir = sql.raw(spec.descending ? 'desc nulls last' : 'asc nulls last');
  const cmp = sql.raw(spec.descending ? '<' : '>');
  const sorting = effectiveSorting(q.sorting, q.term !== null);
  const filter = q.filter ?? NO_FILTER;
  const filtered = filterCondition(filter);
  const afterCondition = q.after ? sql`(k0, k1) ${cmp} (${afterKey(sorting, q.after)}, ${q.after[1]}::int)` : sql`true`;
  const page = q.term
    ? sql`${termRow(q.term)},
      matches as materialized (${
        // the broad shape reads no app row, which a filter needs
        q.term.broad && spec.listingOnly && !hasFilter(filter) ? broadMatches(spec.key) : narrowMatches(spec, filtered)
      }),
      page as (
        select *, (select count(*) from matches) as total from matches
        where ${afterCondition} order by k0 ${dir}, k1 ${dir} limit ${q.limit})`
    : sql`page as (
        select lid, k0, k1, (${listedAppsCount(filter)}) as total from (
          select l.id as lid, ${spec.key} as k0, ${spec.tie ?? sql`a.id`} as k1
          from ${appListingsSql} l join ${appsSql} a on a.id = l.app_id ${spec.join ?? sql``}
          where ${listedAppSql} and ${filtered}) s
        where ${afterCondition} order by k0 ${dir}, k1 ${dir} limit ${q.limit})`;
  return sql`with ${page}
    select ${storeListingColumns}, ${cursorKey(sorting)} as c0, page.k1, page.total::int as total
    from page join ${appListingsSql} l on l.id = page.lid join ${appsSql} a on a.id = l.app_id
    left join ${filesSql} icon on icon.id = l.icon_file_id
    order by page.k0 ${dir}, page.k1 ${dir}`;
}

/** The listed matches of a term, each app checked with a probe of its primary key: for a term that matches few. */
const narrowMatches = (spec: SortSpec, filtered: SQL) => sql`
  select l.id as lid, ${spec.key} as k0, ${spec.tie ?? sql`a.id`} as k1
  from ${appListingsSql} l join ${appsSql} a on a.id = l.app_id ${spec.join ?? sql``} cross join q
  where ${listedAppSql} and ${filtered} and l.search_document @@ q.query`;

/**
 * The same rows for a term that matches many, by a sort key that reads the listing alone: the listed apps' ids are
 * read once into a hash that each match looks up. The planner cannot tell a broad term from a narrow one (the
 * query is a value of the row q), so the shape is chosen here; `a.id + 0` leaves it no index to probe per match.
 */
const broadMatches = (key: SQL) => sql`
  select l.id as lid, ${key} as k0, l.app_id as k1
  from ${appListingsSql} l cross join q
  where l.app_id in (select a.id + 0 from ${appsSql} a where ${listedAppSql}) and l.search_document @@ q.query`;

/**
 * The page's first sort key as ListingSortKeys carries it. A popularity cursor carries 0, not the app's install
 * count, which is private: the count is read again from the app id (afterKey).
 */
function cursorKey(sorting: ListingSorting): SQL {
  if (sorting === 'NEWEST') return sql`${epochMicros(sql`page.k0`)}::float8`;
  return sorting === 'POPULAR' ? sql`0` : sql`page.k0`;
}

/**
 * The first sort key of the cursor's row. Popularity is the cursor app's install count now, so a count that
 * changed between two pages may move that app, as any popularity ranking does.
 */
function afterKey(sorting: ListingSorting, after: ListingSortKeys): SQL {
  const value = after[0];
  switch (sorting) {
    case 'RELEVANCE':
    case 'RATING':
      return sql`${value}::float8`;
    case 'POPULAR':
      // only a listed app's count: a hidden app's id in a cursor must not tell where its count ranks
      return sql`(select ck.active_installs from ${appsSql} a ${sortKeysJoin} where a.id = ${after[1]}::int and ${listedAppSql})`;
    case 'NAME':
      return sql`${value}::text`;
    default:
      return fromEpochMicros(Number(value));
  }
}

/** The catalogue's total without a term: listed apps that have a listing the filter keeps. */
const listedAppsCount = (filter: ListingFilter) => sql`select count(*) from ${appsSql} a
  where ${listedAppSql} and exists (select 1 from ${appListingsSql} l where l.app_id = a.id and ${filterCondition(filter)})`;

export function listingCountSql(term: ExpandedTerm | null, filter: ListingFilter = NO_FILTER): SQL {
  return term
    ? sql`with ${termRow(term)} select count(*)::int as count
        from ${appListingsSql} l join ${appsSql} a on a.id = l.app_id cross join q
        where ${listedAppSql} and ${filterCondition(filter)} and l.search_document @@ q.query`
    : sql`select (${listedAppsCount(filter)})::int as count`;
}

export async function expandTerm(db: Db, term: SearchTerm): Promise<ExpandedTerm> {
  const [row] = await preparedRows<{ tsquery: string; trigrams: string | null; broad: boolean }>(db, termExpansionSql(term));
  return { ...term, tsquery: row!.tsquery, trigrams: row!.trigrams, broad: row!.broad };
}

/**
 * One page, and the total unless the page is empty after a cursor: a page with rows carries it, and a first
 * page without rows means that nothing is listed or matches.
 */
export async function findListingPage(db: Db, q: ListingPageQuery): Promise<{ rows: StoreListingRow[]; total: number | null }> {
  const result = await preparedRows<RawListing>(db, listingPageSql(q));
  const total = result[0]?.total;
  if (total != null) return { rows: result.map(toStoreListingRow), total: Number(total) };
  return { rows: result.map(toStoreListingRow), total: q.after === null && result.length === 0 ? 0 : null };
}

export async function countListings(db: Db, term: ExpandedTerm | null, filter: ListingFilter = NO_FILTER): Promise<number> {
  const [row] = await preparedRows<{ count: number }>(db, listingCountSql(term, filter));
  return Number(row?.count ?? 0);
}

export async function findPublicListing(db: Db, id: number): Promise<StoreListingRow | null> {
  const [row] = await rows<RawListing>(
    db,
    sql`select ${storeListingColumns}, null as c0, null as k1, null as total ${listingFrom} where l.id = ${id} and ${listedAppSql}`,
  );
  return row ? toStoreListingRow(row) : null;
}

type RawListing = ListingRow & { installBucket: number; c0: string | number; k1: number; total: number | null };

function toStoreListingRow(r: RawListing): StoreListingRow {
  return Object.assign(toListingRow(r), { installBucket: r.installBucket, sortKeys: [r.c0, r.k1] as ListingSortKeys });
}

/** The install bucket of each app, whatever its status: what the partner area shows on its own listings. */
export async function findInstallBuckets(db: Db, appIds: number[]): Promise<Map<number, number>> {
  if (appIds.length === 0) return new Map();
  const result = await rows<{ id: number; bucket: number }>(
    db,
    sql`select a.id, ${installBucketOfApp} as bucket from ${appsSql} a where a.id in ${appIds}`,
  );
  return new Map(result.map((r) => [r.id, r.bucket]));
}
