import { Kind, parse, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { sql } from 'drizzle-orm';
import { preparedRows, type Db } from '../../db/client.ts';

/** Root fields whose answers are the same for every visitor: the public catalogue. */
const PUBLIC_ROOT_FIELDS = new Set(['publicAppListings', 'publicAppListing', '__typename']);
const MAX_ENTRIES = 500;

interface Entry {
  version: string;
  json: string;
}

/** The catalogue version, bumped by triggers in the transaction of every write that can change the store. */
export async function catalogVersion(db: Db): Promise<string> {
  const [row] = await preparedRows<{ version: string | number }>(db, sql`select version from catalog_state where id = 1`);
  return String(row?.version ?? '0');
}

/**
 * Serves repeated public catalogue queries (home, search, listing pages) from memory. An entry is used only
 * while the catalogue version it was computed under is current, so a published, edited or removed app shows
 * at once in every server process; each request pays one primary-key read for that check.
 * Only documents made of public catalogue fields qualify; nothing session-dependent is ever cached.
 */
export function useCatalogResponseCache(db: Db): Plugin {
  const entries = new Map<string, Entry>();
  const cacheable = new Map<string, boolean>();
  const pending = new WeakMap<Request, { key: string; version: string }>();
  const served = new WeakMap<Request, 'hit' | 'miss'>();

  function isPublicCatalogDocument(document: string, operationName: string | undefined): boolean {
    let known = cacheable.get(document);
    if (known === undefined) {
      known = classify(document, operationName);
      if (cacheable.size >= MAX_ENTRIES) cacheable.delete(cacheable.keys().next().value!);
      cacheable.set(document, known);
    }
    return known;
  }

  return {
    async onParams({ params, request, setResult }) {
      if (!params.query || !isPublicCatalogDocument(params.query, params.operationName)) return;
      const key = `${params.operationName ?? ''}\n${JSON.stringify(params.variables ?? {})}\n${params.query}`;
      const version = await catalogVersion(db);
      const hit = entries.get(key);
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
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(miss.key, { version: miss.version, json: JSON.stringify({ data: result.data }) });
    },
    onResponse({ request, response }) {
      const outcome = served.get(request);
      if (outcome) response.headers.set('x-catalog-cache', outcome);
    },
  };
}

/** A query whose selected operation asks only for public catalogue root fields. */
function classify(document: string, operationName: string | undefined): boolean {
  try {
    const ops = parse(document).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const op = operationName ? ops.find((o) => o.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
    return (
      op?.operation === 'query' &&
      op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(s.name.value))
    );
  } catch {
    return false;
  }
}
