import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { NETWORK_ERROR_MESSAGE } from '../errors/network-texts';
import { QUERY_TEXT_PROPERTY } from './query-text';

/**
 * The public store's read-only queries, without Apollo: the store's pages are rendered on the server with
 * their data, and the browser reads that same data back before its first render. Apollo Client (about
 * 50 KB brotli) loads only with the screens that need it (the portal, sign-in, the explorers).
 */

/** A GraphQL error as the store shows it (ARCHITECTURE §6: `extensions.classification`). */
export interface StoreError {
  message: string;
  classification?: string;
  /** The server's id of the request (`extensions.requestId`), shown for the user to quote to support. */
  requestId?: string;
}

/** What one query answered: its data, or its errors (never both empty). */
export type StoreResult<TData = unknown> = { data: TData; errors?: undefined } | { data?: undefined; errors: StoreError[] };

/** The results a page was rendered from, by query key: serialised into the HTML for the browser. */
export type StoreData = Record<string, StoreResult>;

/** Sends one operation and returns the server's JSON answer (`{ data, errors }`). */
export type StoreTransport = (body: { operationName: string; query: string; variables: Record<string, unknown> }) => Promise<unknown>;

export type StoreDocument<TData, TVariables> = TypedDocumentNode<TData, TVariables>;

const queryTexts = new WeakMap<object, { operationName: string; query: string }>();

/** Only the document's AST is read, whatever its types. */
type AnyStoreDocument = StoreDocument<any, any>;

function operationOf(document: AnyStoreDocument) {
  let text = queryTexts.get(document);
  if (!text) {
    const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
    if (!operation?.name) throw new Error('A store query needs a named operation');
    const query = (document as unknown as Record<string, unknown>)[QUERY_TEXT_PROPERTY];
    if (typeof query !== 'string')
      throw new Error(`${operation.name.value} has no query text: import it through graphql() in a Vite build`);
    text = { operationName: operation.name.value, query };
    queryTexts.set(document, text);
  }
  return text;
}

/** Stable for equal variables whatever their key order, so the server's and the browser's keys agree. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function storeQueryKey(document: AnyStoreDocument, variables: object): string {
  return `${operationOf(document).operationName}:${stableJson(variables)}`;
}

function toStoreErrors(errors: unknown): StoreError[] {
  if (!Array.isArray(errors) || errors.length === 0) return [{ message: 'Something went wrong' }];
  return errors.map((e: { message?: unknown; extensions?: { classification?: unknown; requestId?: unknown } }) => ({
    message: typeof e?.message === 'string' ? e.message : 'Something went wrong',
    classification: typeof e?.extensions?.classification === 'string' ? e.extensions.classification : undefined,
    ...(typeof e?.extensions?.requestId === 'string' ? { requestId: e.extensions.requestId } : {}),
  }));
}

/** Runs one query; a network failure or a malformed answer comes back as an error result, never a throw. */
export async function runStoreQuery<TData, TVariables extends object>(
  transport: StoreTransport,
  document: StoreDocument<TData, TVariables>,
  variables: TVariables,
): Promise<StoreResult<TData>> {
  try {
    const answer = (await transport({ ...operationOf(document), variables: variables as Record<string, unknown> })) as {
      data?: TData | null;
      errors?: unknown;
    } | null;
    if (answer?.errors || answer?.data == null) return { errors: toStoreErrors(answer?.errors) };
    return { data: answer.data };
  } catch (error) {
    // fetch rejects (with a TypeError) only when no answer came; an answer that is not JSON throws a SyntaxError
    if (error instanceof TypeError) return { errors: [{ message: NETWORK_ERROR_MESSAGE }] };
    return { errors: [{ message: error instanceof Error && error.message ? error.message : 'Something went wrong' }] };
  }
}
