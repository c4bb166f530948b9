import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { print, type DocumentNode } from 'graphql';
import { QUERY_TEXT_PROPERTY } from '../src/shared/store-data/query-text';

const VIRTUAL_PREFIX = 'virtual:gql-document/';
const RESOLVED_PREFIX = '\0gql-document:';

/**
 * Gives every generated GraphQL document its own module.
 *
 * The client preset's babel plugin turns each `graphql(...)` call into
 * `import { XDocument } from '<gql>/graphql'`. That file holds every document of the app, and a
 * module always lands whole in one chunk: since the store's entry imports it, every document of
 * every screen (the partner area's included) would ride in the store's first load. This plugin
 * rewrites those imports to one virtual module per document, so each chunk carries only the
 * documents it uses. Types still come from `graphql.ts` (type imports are erased).
 *
 * Each document also carries its printed text (a non-enumerable property, invisible to Apollo), which the
 * public store sends as is: its first load then needs no GraphQL printer.
 */
export function gqlDocumentModules({ gqlDir }: { gqlDir: string }): Plugin {
  const graphqlFile = resolve(gqlDir, 'graphql.ts');
  let documents: Map<string, string> | null = null;

  const documentSource = (name: string): string | undefined => {
    documents ??= readDocuments(readFileSync(graphqlFile, 'utf8'));
    return documents.get(name);
  };

  return {
    name: 'gql-document-modules',
    enforce: 'post',
    transform(code, id) {
      if (id.startsWith('\0') || id.startsWith(gqlDir) || !/\.[cm]?[jt]sx?(?:$|\?)/.test(id)) return null;
      const rewritten = rewriteDocumentImports(code);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL_PREFIX) ? RESOLVED_PREFIX + source.slice(VIRTUAL_PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      this.addWatchFile(graphqlFile);
      const name = id.slice(RESOLVED_PREFIX.length);
      const source = documentSource(name);
      if (source === undefined) this.error(`No generated document ${name} in ${graphqlFile}: run npm run codegen -w apps/web`);
      return documentModule(name, source);
    },
    watchChange(id) {
      if (id === graphqlFile) documents = null;
    },
  };
}

/** `import { XDocument } from '../../gql/graphql'` (as the babel plugin writes it) → one virtual module per name. */
export function rewriteDocumentImports(code: string): string {
  return code.replace(
    /import\s*\{([^}]*)\}\s*from\s*(["'])(?:\.{1,2}\/)+(?:[\w.-]+\/)*gql\/graphql(?:\.ts)?\2;?/g,
    (statement: string, names: string) => {
      const specifiers = names
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      // Leave anything but plain document imports (e.g. `type` or renamed specifiers) alone.
      if (!specifiers.every((s) => /^\w+(?:Document|FragmentDoc)$/.test(s))) return statement;
      return specifiers.map((s) => `import { ${s} } from "${VIRTUAL_PREFIX}${s}";`).join('\n');
    },
  );
}

/** The generated `export const XDocument = {...} as unknown as DocumentNode<...>;` lines, by name. */
export function readDocuments(source: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const match of source.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
    documents.set(match[1]!, match[2]!);
  }
  return documents;
}

/** One document's module: the AST the generated code declares, plus its printed text. */
export function documentModule(name: string, source: string): string {
  const text = print(JSON.parse(source) as DocumentNode);
  return `export const ${name} = /*#__PURE__*/ Object.defineProperty(${source}, ${JSON.stringify(QUERY_TEXT_PROPERTY)}, { value: ${JSON.stringify(text)} });\n`;
}
