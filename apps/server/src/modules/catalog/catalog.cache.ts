import { Kind, parse, print, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { sql } from 'drizzle-orm';
import { preparedRows, type Db } from '../../db/client.ts';
import { BoundedCache, stringBytes, type CacheBounds } from '../../lib/bounded-cache.ts';

/** Root fields whose answers are the same for every visitor: the public catalogue. */
const PUBLIC_ROOT_FIELDS = new Set(['publicAppListings', 'publicAppListing', 'publicCategories', '__typename']);

/** Whole answers: a full page of 100 cards is about 300 KB, the home page's 50 about 150 KB. */
export const CATALOG_CACHE_BOUNDS: CacheBounds = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 };
/** Document texts already classified, so that the store's few repeated texts are parsed once. */
const DOCUMENT_BOUNDS: CacheBounds = { maxEntries: 500, maxBytes: 8 * 1024 * 1024 };

interface Entry {
  version: string;
  json: string;
}

/** A public catalogue operation in its normalised form. */
interface CatalogOperation {
  /** The document printed from its syntax tree: no comments, one spelling of whitespace. */
  printed: string;
  /** The variables the operation declares, sorted: any others are ignored by execution and so by the key. */
  variables: string[];
}

export interface CatalogResponseCache {
  readonly documents: BoundedCache<CatalogOperation | null>;
  readonly responses: BoundedCache<Entry>;
  /** The size of the cached answers with their keys, within `CacheBounds.maxBytes`. */
  bytes(): number;
  entries(): number;
}

export function createCatalogResponseCache(bounds: CacheBounds = CATALOG_CACHE_BOUNDS): CatalogResponseCache {
  const documents = new BoundedCache<CatalogOperation | null>(
    DOCUMENT_BOUNDS,
    (key, op) => stringBytes(key) + stringBytes(op?.printed ?? ''),
  );
  const responses = new BoundedCache<Entry>(bounds, (key, entry) => stringBytes(key) + stringBytes(entry.json));
  return { documents, responses, bytes: () => responses.bytes, entries: () => responses.size };
}

/**
 * The catalogue version, bumped by triggers in the transaction of every write the store can show (migration 0014:
 * listed apps, their listings, plans, images, developer and installs), not by drafts, sign-ups or uploads.
 */
export async function catalogVersion(db: Db): Promise<string> {
  const [row] = await preparedRows<{ version: string | number }>(db, sql`select version from catalog_state where id = 1`);
  return String(row?.version ?? '0');
}

/**
 * Serves repeated public catalogue queries (home, search, listing pages) from memory. An entry is used only
 * while the catalogue version it was computed under is current, so a published, edited or removed app shows
 * at once in every server process; each request pays one primary-key read for that check.
 * Only documents made of public catalogue fields qualify; nothing session-dependent is ever cached.
 * Entries are keyed by the normalised operation and its variables, and both caches are bounded by entries
 * and bytes: unauthenticated clients choose what is cached, so they must not be able to choose how much.
 */
export function useCatalogResponseCache(
  db: Db,
  cache: CatalogResponseCache = createCatalogResponseCache(),
  opts: { maxTokens?: number } = {},
): Plugin {
  const pending = new WeakMap<Request, { key: string; version: string }>();
  const served = new WeakMap<Request, 'hit' | 'miss'>();

  function catalogOperation(document: string, operationName: string | undefined): CatalogOperation | null {
    const textKey = `${operationName ?? ''}\n${document}`;
    let op = cache.documents.get(textKey);
    if (op === undefined) {
      op = classify(document, operationName, opts.maxTokens);
      cache.documents.set(textKey, op);
    }
    return op;
  }

  return {
    async onParams({ params, request, setResult }) {
      const op = params.query ? catalogOperation(params.query, params.operationName) : null;
      const variables = op && variablesKey(op, params.variables);
      // not a catalogue query, or variables no real query sends (nested deeper than any input type): not cached
      if (!op || variables === null) return;
      const key = `${params.operationName ?? ''}\n${op.printed}\n${variables}`;
      const version = await catalogVersion(db);
      const hit = cache.responses.get(key);
      if (hit && hit.version === version) {
        const json = hit.json;
        setResult({ ...(JSON.parse(json) as ExecutionResult), stringify: () => json } as ExecutionResult);
        served.set(request, 'hit');
        return;
      }
      pending.set(request, { key, version });
      served.set(request, 'miss');
    },
    onExecutionResult({ request, result }) {
      const miss = pending.get(request);
      if (!miss || !result || Symbol.asyncIterator in result || result.errors?.length) return;
      cache.responses.set(miss.key, { version: miss.version, json: JSON.stringify({ data: result.data }) });
    },
    onResponse({ request, response }) {
      const outcome = served.get(request);
      if (outcome) response.headers.set('x-catalog-cache', outcome);
    },
  };
}

/** The normalised form of a query whose selected operation asks only for public catalogue root fields. */
function classify(document: string, operationName: string | undefined, maxTokens: number | undefined): CatalogOperation | null {
  try {
    const ast = parse(document, { noLocation: true, maxTokens });
    const ops = ast.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const op = operationName ? ops.find((o) => o.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
    const isCatalog =
      op?.operation === 'query' && op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(s.name.value));
    if (!isCatalog) return null;
    return { printed: print(ast), variables: (op.variableDefinitions ?? []).map((v) => v.variable.name.value).sort() };
  } catch {
    return null;
  }
}

/**
 * The declared variables' values in one spelling: sorted names, object keys sorted at every depth. An omitted
 * variable stays apart from a null one, since only an omitted one takes its default.
 */
function variablesKey(op: CatalogOperation, variables: Record<string, unknown> | undefined): string | null {
  const given = op.variables.filter((name) => variables !== undefined && variables !== null && Object.hasOwn(variables, name));
  return stableJson(
    given.map((name) => [name, variables![name]]),
    0,
  );
}

/** The catalogue's inputs nest a few levels; a client's values nested deeper are not spelled at all. */
const MAX_VARIABLE_DEPTH = 16;

function stableJson(value: unknown, depth: number): string | null {
  if (depth > MAX_VARIABLE_DEPTH) return null;
  const parts = (list: unknown[]) => list.map((v) => stableJson(v, depth + 1));
  if (Array.isArray(value)) {
    const items = parts(value);
    return items.includes(null) ? null : `[${items.join(',')}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const values = parts(entries.map(([, v]) => v));
    return values.includes(null) ? null : `{${entries.map(([k], i) => `${JSON.stringify(k)}:${values[i]}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
