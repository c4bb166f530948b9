import { LIMITS } from '@appstore/shared';
import type { ObjectRef } from '@pothos/core';
import { builder, type Types } from './builder.ts';
import { ValidationError } from './errors.ts';

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

export const PageInfoRef = builder.objectRef<PageInfo>('PageInfo').implement({
  fields: (t) => ({
    endCursor: t.exposeString('endCursor', { nullable: true }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage'),
    startCursor: t.exposeString('startCursor', { nullable: true }),
  }),
});

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
      if (!values || values.length !== kinds.length + 1 || values[0] !== list || !kinds.every((kind, i) => CURSOR_VALUES[kind](values[i + 1]))) {
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

/**
 * The Relay connection and edge types of a list: `<name>Connection { totalCount edges pageInfo }` and
 * `<name>Edge { cursor node }`, where `toNode` turns a page row into the node's shape.
 */
export function defineConnection<Row, Node>(name: string, nodeRef: ObjectRef<Types, Node>, toNode: (row: Row) => Node) {
  const EdgeRef = builder.objectRef<{ cursor: string; node: Row }>(`${name}Edge`).implement({
    fields: (t) => ({
      cursor: t.exposeString('cursor'),
      // toNode's signature already ties the row to the node; Pothos cannot resolve its result type generically
      node: t.field({ type: nodeRef, resolve: (e) => toNode(e.node) as never }),
    }),
  });
  return builder.objectRef<Connection<Row>>(`${name}Connection`).implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      edges: t.field({ type: [EdgeRef], resolve: (c) => c.edges }),
      pageInfo: t.field({ type: PageInfoRef, resolve: (c) => c.pageInfo }),
    }),
  });
}
