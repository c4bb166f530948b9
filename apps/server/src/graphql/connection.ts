import type { ObjectRef } from '@pothos/core';
import { builder, type Types } from './builder.ts';
import type { Connection, PageInfo } from '../lib/paging.ts';

export const PageInfoRef = builder.objectRef<PageInfo>('PageInfo').implement({
  fields: (t) => ({
    endCursor: t.exposeString('endCursor', { nullable: true }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage'),
    startCursor: t.exposeString('startCursor', { nullable: true }),
  }),
});

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
