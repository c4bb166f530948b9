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

/** Opaque cursors: base64url of a JSON array of the sort key values of a row. */
export function encodeCursor(values: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined, expectedLength: number): unknown[] | null {
  if (cursor == null || cursor === '') return null;
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === expectedLength) return values;
  } catch {
    // fall through
  }
  throw new ValidationError([{ field: 'after', message: 'after is not a valid cursor for this list' }]);
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
