#!/usr/bin/env node
// A domain reads only its own tables, in raw SQL too. Lint's import rule sees Drizzle imports only; this check
// reads every SQL statement written as text in apps/server/src/modules/<domain>/ (sql`…` templates, sql.raw(…),
// db.execute/query(…) with a string) and finds (a) table names that another domain's db/schema/<domain>.ts defines
// (read from its pgTable(…) calls, so a new table is covered at once), and (b) interpolations of a `*Sql` name
// imported from another domain's folder (the owners' exported table names). Either is allowed only for a statement
// listed in sql-owners-allowlist.json under its domain, file, and the function or const holding it, with the names
// it reads and why; an entry that no longer matches a foreign read fails too, so the list only shrinks.
// Tables of schema files that belong to no domain (jobs, settings) are shared infrastructure. Run by `npm run lint`.
import ts from 'typescript';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const modulesDir = 'apps/server/src/modules';
const schemaDir = 'apps/server/src/db/schema';
const allowlistFile = 'scripts/sql-owners-allowlist.json';

/** Table name -> owning domain, from each domain's schema file (`pgTable('name'`). */
export function tableOwners(cwd = root) {
  const domains = new Set(readdirSync(join(cwd, modulesDir)));
  const owners = new Map();
  for (const file of readdirSync(join(cwd, schemaDir))) {
    const domain = basename(file, '.ts');
    if (!file.endsWith('.ts') || !domains.has(domain)) continue;
    for (const [, table] of readFileSync(join(cwd, schemaDir, file), 'utf8').matchAll(/pgTable\(\s*['"]([a-z0-9_]+)['"]/g)) {
      owners.set(table, domain);
    }
  }
  return owners;
}

// where a table is named in a statement: after FROM, JOIN, INTO, UPDATE, USING, TABLE, or after a comma in a list
const TABLE_POSITION = /(?:\b(?:from|join|into|update|using|table)\s+(?:only\s+)?|,\s*)"?([a-z_][a-z0-9_]*)"?/gi;

/** The foreign tables a statement's text names. */
export function foreignTablesIn(text, domain, owners) {
  const found = new Set();
  for (const [, name] of text.matchAll(TABLE_POSITION)) {
    const owner = owners.get(name.toLowerCase());
    if (owner && owner !== domain) found.add(name.toLowerCase());
  }
  return found;
}

const domainOfPath = (path) => path.match(new RegExp(`^${modulesDir}/([^/]+)/`))?.[1];

/** `*Sql` names this file imports from another domain's folder. */
function foreignSqlImports(source, path, domain) {
  const names = new Map();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings) continue;
    const target = join(dirname(path), statement.moduleSpecifier.text);
    const owner = domainOfPath(`${target}/`.replace(/\/+/g, '/'));
    if (!owner || owner === domain) continue;
    const bindings = statement.importClause.namedBindings;
    if (!ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) if (element.name.text.endsWith('Sql')) names.set(element.name.text, owner);
  }
  return names;
}

/** The top-level function or const a node sits in (the name an allowlist entry uses). */
function holderOf(node) {
  let named = '(module)';
  for (let at = node; at; at = at.parent) {
    if (
      (ts.isFunctionDeclaration(at) || ts.isVariableDeclaration(at) || ts.isClassDeclaration(at)) &&
      at.name &&
      ts.isIdentifier(at.name)
    ) {
      named = at.name.text;
    }
  }
  return named;
}

const isSqlTag = (tag) => ts.isIdentifier(tag) && tag.text === 'sql';
const RAW_CALLS = new Set(['raw', 'execute', 'query', 'exec']);
const textOfLiteral = (node) =>
  ts.isStringLiteralLike(node) || ts.isNoSubstitutionTemplateLiteral(node)
    ? node.text
    : ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
      : null;

/** Every foreign read in one source file: { holder, reads } per statement. */
export function foreignReadsIn(path, text, owners) {
  const domain = domainOfPath(path);
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const sqlImports = foreignSqlImports(source, path, domain);
  const found = [];
  const note = (node, reads) => reads.size && found.push({ holder: holderOf(node), reads: [...reads].sort() });
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
      const template = node.template;
      const reads = foreignTablesIn(textOfLiteral(template) ?? '', domain, owners);
      if (ts.isTemplateExpression(template)) {
        for (const span of template.templateSpans) {
          if (ts.isIdentifier(span.expression) && sqlImports.has(span.expression.text)) reads.add(span.expression.text);
        }
      }
      note(node, reads);
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && RAW_CALLS.has(node.expression.name.text)) {
      const literal = node.arguments[0] && textOfLiteral(node.arguments[0]);
      if (literal) note(node, foreignTablesIn(literal, domain, owners));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every foreign read under modules/, by statement holder: { domain, file (under modules/), holder, reads }. */
export function foreignReads(cwd = root) {
  const owners = tableOwners(cwd);
  const reads = new Map();
  for (const absolute of sourceFiles(join(cwd, modulesDir))) {
    const path = relative(cwd, absolute);
    const file = relative(join(cwd, modulesDir), absolute);
    for (const { holder, reads: names } of foreignReadsIn(path, readFileSync(absolute, 'utf8'), owners)) {
      const key = `${file}#${holder}`;
      const entry = reads.get(key) ?? { domain: domainOfPath(path), file, holder, reads: new Set() };
      names.forEach((name) => entry.reads.add(name));
      reads.set(key, entry);
    }
  }
  return [...reads.values()].map((entry) => ({ ...entry, reads: [...entry.reads].sort() }));
}

/** The problems of the code against the allowlist (empty when they agree). */
export function compareWithAllowlist(found, allowlist) {
  const problems = [];
  const byHolder = new Map(allowlist.map((entry) => [`${basename(entry.file)}#${entry.holder}`, entry]));
  const used = new Set();
  for (const read of found) {
    const key = `${basename(read.file)}#${read.holder}`;
    const entry = byHolder.get(key);
    const extra = entry ? read.reads.filter((name) => !entry.reads.includes(name)) : read.reads;
    if (entry) used.add(key);
    if (entry && (entry.file !== read.file || entry.domain !== read.domain)) {
      problems.push(`${allowlistFile}: ${entry.holder} moved from ${entry.file} to ${read.file}: update its domain and file.`);
    }
    if (extra.length) {
      problems.push(
        `${read.file} (${read.holder}) reads ${extra.join(', ')} of another domain in raw SQL: call the owner's exported ` +
          `function instead, or list the statement with its reason in ${allowlistFile}.`,
      );
    }
    if (entry) {
      const gone = entry.reads.filter((name) => !read.reads.includes(name));
      if (gone.length)
        problems.push(`${allowlistFile}: ${entry.holder} (${entry.file}) no longer reads ${gone.join(', ')}: take them off.`);
    }
  }
  for (const entry of allowlist) {
    const key = `${basename(entry.file)}#${entry.holder}`;
    if (!entry.reason) problems.push(`${allowlistFile}: ${entry.holder} (${entry.file}) gives no reason.`);
    if (!used.has(key))
      problems.push(`${allowlistFile}: ${entry.holder} (${entry.file}) reads no other domain's table any more: take it off.`);
  }
  return problems;
}

function main() {
  const allowlistPath = resolve(root, allowlistFile);
  const allowlist = existsSync(allowlistPath) ? JSON.parse(readFileSync(allowlistPath, 'utf8')) : [];
  const problems = compareWithAllowlist(foreignReads(), allowlist);
  if (problems.length) {
    console.error(`Raw SQL (${modulesDir}): a domain reads only its own tables.\n\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`Raw SQL: no foreign table read outside the ${allowlist.length} listed statements.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
