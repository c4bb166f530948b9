import { Kind, parse, type DocumentNode } from 'graphql';

/**
 * True when every operation of `query` asks only for `__schema`, `__type` or `__typename` at its root: the
 * documents the public explorer (/reference/graphiql/) sends without a token. Anything else, including a
 * document that does not parse or spreads a fragment at the root, is not.
 */
export function isIntrospectionOnly(query: unknown): boolean {
  if (typeof query !== 'string' || query.length > 20_000) return false;
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: 2000 });
  } catch {
    return false;
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return (
    operations.length > 0 &&
    operations.every(
      (op) =>
        op.operation === 'query' &&
        op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && ['__schema', '__type', '__typename'].includes(s.name.value)),
    )
  );
}
