/**
 * Search terms for the catalogue benchmark, drawn from the generated listings' own texts with a seeded
 * generator, so every run searches the same terms in the same order: single words and two-word phrases as
 * they appear in names, tag lines and descriptions, words with one typing mistake, and made-up words that
 * match nothing. Each term is distinct (as the server normalises it).
 */
import { parseSearchTerm } from '@appstore/shared/catalog/search-term';
import { countListings, expandTerm } from '../src/modules/catalog/catalog.queries.ts';
import type { Database } from '../src/db/client.ts';

export type TermKind = 'word' | 'phrase' | 'typo' | 'no hits';

export interface BenchTerm {
  term: string;
  kind: TermKind;
  /** how many listings the term matches (the server's expansion and count) */
  hits: number;
}

export const DEFAULT_TERM_COUNTS: Record<TermKind, number> = { word: 80, phrase: 60, typo: 60, 'no hits': 40 };

/** Words nobody searches a catalogue for; the texts are full of them. */
const STOPWORDS = new Set(['the', 'and', 'for', 'with', 'your', 'set', 'in', 'up', 'app']);
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const MAX_DRAWS = 100_000;

/** mulberry32: a small seeded generator, the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const tokens = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];
const searchable = (word: string) => word.length >= 3 && !STOPWORDS.has(word.toLowerCase());

/** One edit of `word`: a letter replaced, dropped, added or two neighbours swapped. */
function misspell(word: string, random: () => number): string {
  const i = Math.floor(random() * word.length);
  const letter = LETTERS[Math.floor(random() * LETTERS.length)]!;
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, i) + letter + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + letter + word.slice(i);
    default: {
      const j = Math.min(i, word.length - 2);
      return word.slice(0, j) + word[j + 1] + word[j] + word.slice(j + 2);
    }
  }
}

/** A pronounceable made-up word from letters the generated texts hardly use. */
function madeUpWord(random: () => number): string {
  const consonants = 'qxzjvkw';
  const vowels = 'uyoi';
  let word = '';
  const length = 5 + Math.floor(random() * 4);
  for (let i = 0; i < length; i++) word += (i % 2 ? vowels : consonants)[Math.floor(random() * (i % 2 ? vowels : consonants).length)];
  return word;
}

/**
 * `counts` distinct terms per kind, shuffled so that kinds alternate, from the listings in `database`.
 * Made-up words that happen to match something (the server corrects typos) are drawn again.
 */
export async function variedSearchTerms(
  database: Database,
  opts: { seed?: number; counts?: Record<TermKind, number> } = {},
): Promise<BenchTerm[]> {
  const random = seededRandom(opts.seed ?? 14);
  const counts = opts.counts ?? DEFAULT_TERM_COUNTS;
  const listings = await database.rawQuery<{ name: string; tag_line: string; description: string }>(
    'select name, tag_line, description from app_listings order by id',
  );
  if (listings.length === 0) throw new Error('no listings to draw search terms from');
  const vocabulary = new Set(listings.flatMap((l) => [l.name, l.tag_line, l.description].flatMap(tokens)).map((w) => w.toLowerCase()));
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  // a listing, then one of its three texts, then words from it
  const someText = () => {
    const listing = pick(listings);
    return tokens(pick([listing.name, listing.tag_line, listing.description]));
  };
  const misspelt = new Map<string, number>();
  const draw: Record<TermKind, () => string | null> = {
    word: () => {
      const words = someText().filter(searchable);
      return words.length ? pick(words) : null;
    },
    phrase: () => {
      const words = someText();
      const starts = words.slice(0, -1).flatMap((w, i) => (searchable(w) && searchable(words[i + 1]!) ? [i] : []));
      if (!starts.length) return null;
      const i = pick(starts);
      return `${words[i]} ${words[i + 1]}`;
    },
    typo: () => {
      const words = someText().filter((w) => w.length >= 5 && searchable(w));
      if (!words.length) return null;
      const word = pick(words).toLowerCase();
      // at most two misspellings of one word, or the few words every listing repeats would take most of them
      if ((misspelt.get(word) ?? 0) >= 2) return null;
      const typo = misspell(word, random);
      if (vocabulary.has(typo)) return null;
      misspelt.set(word, (misspelt.get(word) ?? 0) + 1);
      return typo;
    },
    'no hits': () => madeUpWord(random),
  };

  const seen = new Set<string>();
  const terms: BenchTerm[] = [];
  for (const kind of Object.keys(counts) as TermKind[]) {
    let found = 0;
    for (let attempt = 0; found < counts[kind] && attempt < MAX_DRAWS; attempt++) {
      const term = draw[kind]();
      const parsed = term ? parseSearchTerm(term) : null;
      if (!term || !parsed || seen.has(parsed.text)) continue;
      const hits = await countListings(database.db, await expandTerm(database.db, parsed));
      if (kind === 'no hits' && hits > 0) continue;
      seen.add(parsed.text);
      terms.push({ term, kind, hits });
      found++;
    }
    if (found < counts[kind]) throw new Error(`only ${found} distinct ${kind} terms in ${MAX_DRAWS} draws`);
  }
  // Fisher-Yates with the same generator
  for (let i = terms.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [terms[i], terms[j]] = [terms[j]!, terms[i]!];
  }
  return terms;
}

/** How many terms match no listing, a few (up to 50, one page), up to 10 % of the listings, or more. */
export function describeTerms(terms: BenchTerm[], listings: number): string {
  const buckets = [
    ['0 hits', (h: number) => h === 0],
    ['1-50', (h: number) => h > 0 && h <= 50],
    [`51-${listings / 10}`, (h: number) => h > 50 && h <= listings / 10],
    [`>${listings / 10}`, (h: number) => h > listings / 10],
  ] as const;
  const kinds = [...new Set(terms.map((t) => t.kind))].map((k) => `${terms.filter((t) => t.kind === k).length} ${k}`);
  return `${terms.length} terms (${kinds.join(', ')}); hits: ${buckets.map(([label, test]) => `${terms.filter((t) => test(t.hits)).length} with ${label}`).join(', ')}`;
}
