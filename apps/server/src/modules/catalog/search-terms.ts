import type { Db } from '../../db/client.ts';
import type { SearchTerm } from '@appstore/shared/catalog/search-term';
import { expandTerm, type ExpandedTerm } from './catalog.queries.ts';

const MAX_ENTRIES = 1000;
const TTL_MS = 5 * 60_000;
// one cache per database, so that processes (and tests) with several databases never mix vocabularies
const caches = new WeakMap<Db, Map<string, { term: ExpandedTerm; expires: number }>>();

/**
 * The tsquery of a search term, remembered for a few minutes per process. The vocabulary it comes from only
 * grows when listings are saved, and a late expansion can only miss a typo alternative for a new word, so a
 * short-lived cache is safe and saves the vocabulary look-ups on every repeated search. The broad-term hint it
 * carries may go stale too, which changes the statement's shape, never its rows.
 */
export async function expandSearchTerm(db: Db, term: SearchTerm): Promise<ExpandedTerm> {
  const key = term.words.join(' ') + '|' + term.text;
  const now = Date.now();
  let expansions = caches.get(db);
  if (!expansions) caches.set(db, (expansions = new Map()));
  const hit = expansions.get(key);
  if (hit && hit.expires > now) return hit.term;
  const expanded = await expandTerm(db, term);
  if (expansions.size >= MAX_ENTRIES) expansions.delete(expansions.keys().next().value!);
  expansions.set(key, { term: expanded, expires: now + TTL_MS });
  return expanded;
}
