// The map in docs/ARCHITECTURE.md checks itself: its domain tables have one row per server module
// (apps/server/src/modules/<d>/) and per web feature (apps/web/src/features/<f>/), no row for a folder that is gone,
// and each module imports only the modules its row lets it. Read by scripts/architecture-map.test.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const MAP = 'docs/ARCHITECTURE.md';
export const MODULES_DIR = 'apps/server/src/modules';
export const FEATURES_DIR = 'apps/web/src/features';

/** The folders directly under `dir`. */
export function foldersIn(dir, cwd = root) {
  return readdirSync(join(cwd, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The rows of the map's domain tables whose first cell names a `modules/<d>` or `features/<f>` folder, with their
 * cells. A row's "May import" (a module's last cell) is a comma-separated list of module names, or "—" for none.
 */
export function mapRows(markdown) {
  const rows = [];
  for (const line of markdown.split('\n')) {
    const cells = line.trim().startsWith('|')
      ? line
          .trim()
          .slice(1, -1)
          .split('|')
          .map((c) => c.trim())
      : null;
    const folder = cells?.[0].match(/^`(modules|features)\/([^`/]+)`$/);
    if (!folder) continue;
    const kind = folder[1] === 'modules' ? 'module' : 'feature';
    const mayImport =
      kind === 'module'
        ? cells
            .at(-1)
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && name !== '—')
        : [];
    rows.push({ kind, name: folder[2], mayImport });
  }
  return rows;
}

const SPECIFIERS = [
  /(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g, // import … from '…', export … from '…' (type-only too)
  /import\s*['"]([^'"]+)['"]/g, // import '…'
  /import\(\s*['"]([^'"]+)['"]\s*\)/g, // import('…')
];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** For each module, the other modules its source (tests aside) imports, type-only imports included. */
export function moduleImports(cwd = root) {
  const imports = new Map();
  for (const name of foldersIn(MODULES_DIR, cwd)) {
    const found = new Set();
    for (const file of sourceFiles(join(cwd, MODULES_DIR, name))) {
      const source = readFileSync(file, 'utf8');
      for (const pattern of SPECIFIERS) {
        for (const [, specifier] of source.matchAll(pattern)) {
          if (!specifier.startsWith('.')) continue;
          const target = relative(join(cwd, MODULES_DIR), resolve(dirname(file), specifier)).split(/[\\/]/)[0];
          if (target && target !== name && !target.startsWith('..')) found.add(target);
        }
      }
    }
    imports.set(name, [...found].sort());
  }
  return imports;
}

/** What is wrong with the map, one sentence each; empty when it matches the folders and the imports. */
export function mapProblems(cwd = root) {
  const rows = mapRows(readFileSync(join(cwd, MAP), 'utf8'));
  const problems = [];
  for (const [kind, dir, prefix] of [
    ['module', MODULES_DIR, 'modules'],
    ['feature', FEATURES_DIR, 'features'],
  ]) {
    const folders = foldersIn(dir, cwd);
    const named = rows.filter((row) => row.kind === kind).map((row) => row.name);
    for (const folder of folders) if (!named.includes(folder)) problems.push(`${dir}/${folder} has no row in ${MAP}.`);
    for (const name of named)
      if (!folders.includes(name)) problems.push(`${MAP} has a row for \`${prefix}/${name}\`, which does not exist.`);
    for (const name of new Set(named)) {
      if (named.filter((n) => n === name).length > 1) problems.push(`${MAP} has more than one row for \`${prefix}/${name}\`.`);
    }
  }
  const modules = foldersIn(MODULES_DIR, cwd);
  const imports = moduleImports(cwd);
  for (const row of rows.filter((r) => r.kind === 'module' && modules.includes(r.name))) {
    for (const name of row.mayImport) {
      if (!modules.includes(name)) problems.push(`${MAP}: \`modules/${row.name}\` may import "${name}", which is no module.`);
    }
    const unlisted = imports.get(row.name).filter((name) => !row.mayImport.includes(name));
    if (unlisted.length) {
      problems.push(
        `${MAP}: \`modules/${row.name}\` imports ${unlisted.join(', ')}, which its row does not list; ` +
          `its "May import" would read: ${imports.get(row.name).join(', ') || '—'}.`,
      );
    }
  }
  return problems;
}
