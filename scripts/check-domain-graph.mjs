#!/usr/bin/env node
// The server's domains (apps/server/src/modules/<domain>/) form a one-way graph: collapse every file to its
// domain folder, and no domain may reach itself again through other domains' imports (type-only imports count:
// they tie the code's meaning together as much as runtime ones do). The few back edges that cannot be removed yet
// stand in domain-graph-exceptions.json, each with its reason; an exception whose import is gone fails too, so
// the list only shrinks. Run by `npm run lint`.
import { cruise } from 'dependency-cruiser';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const modulesDir = 'apps/server/src/modules';
const exceptionsFile = 'scripts/domain-graph-exceptions.json';
const domainOf = (path) => path.match(new RegExp(`^${modulesDir}/([^/]+)/`))?.[1];

/** Every import from one domain into another, as "from>to" with the files that make it. */
export async function domainEdges(cwd = root) {
  const { output } = await cruise([modulesDir], {
    baseDir: cwd,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(test|spec)\\.ts$' },
    tsPreCompilationDeps: true,
  });
  const edges = new Map();
  const unresolved = [];
  for (const module of output.modules) {
    const from = domainOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      // a relative import it cannot follow could hide an edge between domains: say so instead of passing it over
      if (dependency.couldNotResolve && dependency.module.startsWith('.')) unresolved.push(`${module.source} -> ${dependency.module}`);
      const to = domainOf(dependency.resolved);
      if (!to || to === from) continue;
      const key = `${from}>${to}`;
      if (!edges.has(key)) edges.set(key, new Set());
      edges.get(key).add(`${module.source} -> ${dependency.resolved}`);
    }
  }
  if (unresolved.length) throw new Error(`Domain graph: imports that cannot be followed:\n  ${unresolved.join('\n  ')}`);
  return edges;
}

/** Strongly connected groups of more than one domain (Tarjan), each a loop in the folder graph. */
export function domainLoops(edgeKeys) {
  const next = new Map();
  for (const key of edgeKeys) {
    const [from, to] = key.split('>');
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from).push(to);
  }
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node)) {
      if (!indexOf.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), indexOf.get(to)));
    }
    if (low.get(node) === indexOf.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) loops.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!indexOf.has(node)) visit(node);
  return loops;
}

async function main() {
  const edges = await domainEdges();
  const exceptions = JSON.parse(readFileSync(resolve(root, exceptionsFile), 'utf8'));
  const problems = [];
  for (const { edge, why } of exceptions) {
    if (!why) problems.push(`${exceptionsFile}: ${edge} gives no reason.`);
    if (!edges.has(edge)) problems.push(`${exceptionsFile}: ${edge} is no longer imported: take it off the list.`);
  }
  const excepted = new Set(exceptions.map(({ edge }) => edge));
  const kept = [...edges.keys()].filter((key) => !excepted.has(key));
  for (const group of domainLoops(kept)) {
    const inLoop = kept.filter((key) => key.split('>').every((domain) => group.includes(domain)));
    problems.push(
      `Domains ${group.join(', ')} import each other in a loop. The imports that tie them:\n` +
        inLoop.map((key) => `  ${key}\n${[...edges.get(key)].map((file) => `    ${file}`).join('\n')}`).join('\n'),
    );
  }
  if (problems.length) {
    console.error(`Domain graph (${modulesDir}): every domain imports only domains below it.\n\n${problems.join('\n\n')}`);
    process.exit(1);
  }
  console.log(`Domain graph: ${edges.size} imports between domains, no loop, ${exceptions.length} listed exceptions.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
