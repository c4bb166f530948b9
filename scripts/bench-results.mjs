import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The commit a run measured, `-dirty` when tracked files had uncommitted changes. */
function currentCommit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${sha}-dirty` : sha;
  } catch {
    return 'unknown';
  }
}

/**
 * Keeps one benchmark run in bench/results/<name>/<date>-<commit>.json: the table as printed, the commit it
 * measured and the machine, so figures can be compared across commits (ratios to the run's own baseline
 * first: the machine is shared and noisy). Used by the server's benchmarks and by bench:web.
 */
export function saveResults(name, header, rows, notes = {}) {
  const commit = currentCommit();
  const at = new Date().toISOString();
  const dir = join(root, 'bench', 'results', name);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${at.slice(0, 19).replace(/[:T]/g, '-')}-${commit}.json`);
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version };
  writeFileSync(file, `${JSON.stringify({ bench: name, commit, at, machine, ...notes, header, rows }, null, 2)}\n`);
  console.log(`\nkept in ${file.slice(root.length + 1)}`);
}
