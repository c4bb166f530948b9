import SchemaBuilder, { type ObjectRef } from '@pothos/core';
import type { LazyConnection, PageInfo } from '../../lib/paging.ts';
import type { AppApiContext } from './context.ts';

interface AppApiBuilderTypes {
  Context: AppApiContext;
  DefaultFieldNullability: false;
  /** IDs are global IDs (`toGlobalId`): strings on the way out and in. */
  Scalars: { ID: { Input: string; Output: string } };
}

export type AppApiTypes = PothosSchemaTypes.ExtendDefaultTypes<AppApiBuilderTypes>;

/**
 * The App API's own schema builder (platform-protocol §2), apart from the store + portal builder: installed
 * apps see only these types, and nothing of the portal can leak into this schema by an import.
 */
export const builder = new SchemaBuilder<AppApiBuilderTypes>({
  defaultFieldNullability: false,
  // the scope-auth plugin's options are typed for every builder; this API checks token scopes in its resolvers (requireScope)
  scopeAuth: { authScopes: () => ({}) },
});

builder.queryType({ description: 'The App API: everything is scoped to the vendor whose installation issued the access token.' });
builder.mutationType({ description: 'Each mutation fires its webhook topic to the apps the vendor installed.' });

const PageInfoRef = builder.objectRef<PageInfo>('PageInfo').implement({
  fields: (t) => ({
    endCursor: t.exposeString('endCursor', { nullable: true }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage'),
    startCursor: t.exposeString('startCursor', { nullable: true }),
  }),
});

/** `<name>Connection { totalCount edges { cursor node } pageInfo }`, the Relay shape of the portal API. */
export function defineConnection<Node>(name: string, nodeRef: ObjectRef<AppApiTypes, Node>) {
  const EdgeRef = builder.objectRef<{ cursor: string; node: Node }>(`${name}Edge`).implement({
    fields: (t) => ({
      cursor: t.exposeString('cursor'),
      node: t.field({ type: nodeRef, resolve: (e) => e.node as never }),
    }),
  });
  return builder.objectRef<LazyConnection<Node>>(`${name}Connection`).implement({
    fields: (t) => ({
      totalCount: t.int({ resolve: (c) => c.totalCount() }),
      edges: t.field({ type: [EdgeRef], resolve: (c) => c.edges }),
      pageInfo: t.field({ type: PageInfoRef, resolve: (c) => c.pageInfo }),
    }),
  });
}
