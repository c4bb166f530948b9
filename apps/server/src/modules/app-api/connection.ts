import { toConnection, type Connection } from '../../graphql/connection.ts';

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
