import { LIMITS } from '@appstore/shared';
import { ValidationError } from './errors.ts';

/**
 * Paging of every list, whichever API shows it: page sizes, opaque cursors and the Relay shape of a page.
 * Plain data: the GraphQL types that expose it are in graphql/connection.ts and graphql/app-api/builder.ts.
 */

export interface PageInfo {
  endCursor: string | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
}

export interface Connection<T> {
  totalCount: number;
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
}

/** The App API's lists answer this many rows when `first` is not given. */
export const APP_API_PAGE_SIZE = 20;

/** `first` defaults to the page size of spec §9 and may not exceed 100. */
export function pageSize(first: number | null | undefined, defaultSize: number): number {
  if (first == null) return defaultSize;
  if (!Number.isInteger(first) || first < 1 || first > LIMITS.maxPageSize) {
    throw new ValidationError([{ field: 'first', message: `first must be between 1 and ${LIMITS.maxPageSize}` }]);
  }
  return first;
}

const INT4_MAX = 2_147_483_647;

/** What one value of a cursor may hold; a value of any other kind makes the whole cursor invalid. */
const CURSOR_VALUES = {
  /** a row id (int4 columns) */
  id: (v: unknown) => Number.isInteger(v) && (v as number) > 0 && (v as number) <= INT4_MAX,
  /** a count (int4) */
  count: (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= INT4_MAX,
  /** microseconds since the epoch (exact, where a Date keeps milliseconds) */
  micros: (v: unknown) => Number.isSafeInteger(v),
  /** a float8 */
  number: (v: unknown) => typeof v === 'number' && Number.isFinite(v),
  /** the catalogue's rating sort key: a whole, non-negative float8 (the average to 4 decimals, then the review count) */
  ratingKey: (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0,
  /** text as PostgreSQL takes it (no NUL) and of a sort key's length */
  text: (v: unknown) => typeof v === 'string' && v.length <= 1000 && !v.includes('\u0000'),
};

export type CursorValue = keyof typeof CURSOR_VALUES;
type CursorValues<Kinds extends readonly CursorValue[]> = { -readonly [K in keyof Kinds]: Kinds[K] extends 'text' ? string : number };

export const INVALID_CURSOR = 'Invalid cursor';

/**
 * The cursors of one list (or one order of it): opaque base64url of a JSON array of the list's name and the
 * sort key values of a row. A cursor is the client's to forge, so `decode` checks each value's kind before
 * any of it reaches the database: a garbled cursor, another list's, or one with a value of the wrong kind
 * answers a ValidationError "Invalid cursor", never a database error.
 */
export function defineCursor<const Kinds extends readonly CursorValue[]>(list: string, kinds: Kinds) {
  return {
    encode: (values: CursorValues<Kinds>): string => Buffer.from(JSON.stringify([list, ...values])).toString('base64url'),
    decode(cursor: string | null | undefined): CursorValues<Kinds> | null {
      if (cursor == null || cursor === '') return null;
      const values = parseCursor(cursor);
      if (
        !values ||
        values.length !== kinds.length + 1 ||
        values[0] !== list ||
        !kinds.every((kind, i) => CURSOR_VALUES[kind](values[i + 1]))
      ) {
        throw new ValidationError([{ field: 'after', message: INVALID_CURSOR }]);
      }
      return values.slice(1) as CursorValues<Kinds>;
    },
  };
}

function parseCursor(cursor: string): unknown[] | null {
  if (!/^[A-Za-z0-9_-]{1,4000}$/.test(cursor)) return null;
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(values) ? values : null;
  } catch {
    return null;
  }
}

/** Builds a connection from a page fetched with one extra row to tell whether another page follows. */
export function toConnection<T>(
  rows: T[],
  size: number,
  totalCount: number,
  cursorOf: (row: T) => string,
  hasPreviousPage: boolean,
): Connection<T> {
  const page = rows.slice(0, size);
  const edges = page.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    totalCount,
    edges,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasNextPage: rows.length > size,
      hasPreviousPage,
    },
  };
}

/** A connection whose `totalCount` is counted only when the client asks for it. */
export type LazyConnection<T> = Omit<Connection<T>, 'totalCount'> & { totalCount: () => Promise<number> };

/** A page fetched with one extra row, and the count query to run if `totalCount` is selected. */
export function lazyConnection<T>(
  rows: T[],
  size: number,
  count: () => Promise<number>,
  cursorOf: (row: T) => string,
  hasPreviousPage: boolean,
): LazyConnection<T> {
  const { edges, pageInfo } = toConnection(rows, size, 0, cursorOf, hasPreviousPage);
  let counted: Promise<number> | undefined;
  return { edges, pageInfo, totalCount: () => (counted ??= count()) };
}
