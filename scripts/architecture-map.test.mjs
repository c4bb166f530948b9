import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FEATURES_DIR, MAP, MODULES_DIR, mapProblems, mapRows } from './architecture-map.mjs';

describe('the domain tables of docs/ARCHITECTURE.md', () => {
  it('have one row per server module and web feature, none for a folder that is gone, and list what each module imports', () => {
    expect(mapProblems()).toEqual([]);
  });
});

describe('mapProblems', () => {
  let repo;
  const write = (path, text = '') => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  const withMap = (rows) =>
    write(MAP, ['| Module | What | Owns | May import |', '|---|---|---|---|', ...rows, '', '| Feature | What |', '|---|---|'].join('\n'));
  const fixture = () => {
    repo = mkdtempSync(join(tmpdir(), 'architecture-map-'));
    write(`${MODULES_DIR}/apps/apps.service.ts`, "import type { Plan } from '../pricing/pricing.queries.ts';\n");
    write(`${MODULES_DIR}/pricing/pricing.queries.ts`, "import { x } from '../../lib/x.ts';\nexport type Plan = 1;\n");
    write(`${MODULES_DIR}/pricing/pricing.test.ts`, "import { y } from '../apps/apps.service.ts';\n");
    mkdirSync(join(repo, FEATURES_DIR, 'apps'), { recursive: true });
  };
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  it('accepts a map with a row for each folder whose imports are listed (tests aside)', () => {
    fixture();
    withMap(['| `modules/apps` | a | b | pricing |', '| `modules/pricing` | a | b | — |', '| `features/apps` | a |']);
    expect(mapProblems(repo)).toEqual([]);
  });

  it('names a folder without a row and a row without a folder', () => {
    fixture();
    withMap(['| `modules/apps` | a | b | pricing |', '| `modules/billing` | a | b | — |']);
    expect(mapProblems(repo)).toEqual([
      `${MODULES_DIR}/pricing has no row in ${MAP}.`,
      `${MAP} has a row for \`modules/billing\`, which does not exist.`,
      `${FEATURES_DIR}/apps has no row in ${MAP}.`,
    ]);
  });

  it('names an import the row does not list, and a listed name that is no module', () => {
    fixture();
    withMap(['| `modules/apps` | a | b | vendors |', '| `modules/pricing` | a | b | — |', '| `features/apps` | a |']);
    expect(mapProblems(repo)).toEqual([
      `${MAP}: \`modules/apps\` may import "vendors", which is no module.`,
      `${MAP}: \`modules/apps\` imports pricing, which its row does not list; its "May import" would read: pricing.`,
    ]);
  });

  it('reads only table rows that name a folder', () => {
    expect(mapRows('`modules/apps` in prose\n| Word | Means |\n| `features/catalog` | the store |')).toEqual([
      { kind: 'feature', name: 'catalog', mayImport: [] },
    ]);
  });
});
