/**
 * The layers of graph/src (issue 42): contracts and lib at the bottom, then core, the feature modules, the
 * migrations, the composition root (graph/src's own files, as one unit) and the test harness (graph/src/test). Read
 * at folder level (each of core's folders and loose files, each module, and every other top folder is one unit),
 * graph/src's imports (tests aside) must form no loop, the root included, and no import may go from a lower layer to
 * a higher one (the issue allows 5; there are none, and the count may not grow back). core/ gets what it needs from
 * the features passed in by the root: the schema's resolvers, the ORM's entities and migrations, the context's type.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tangles } from './import-graph';

const SRC = path.resolve(__dirname, '../..');

/** Imports that go up a layer today: none (issue 42 allows at most 5). Lower it with the code, never raise it. */
const MAX_UP_IMPORTS = 0;

/** The layer of each unit, low to high: a unit may import its own layer's units or lower ones. */
export function layerOf(unit: string): number | undefined {
  if (unit === 'contracts' || unit === 'lib') return 0;
  if (unit.startsWith('core/')) return 1;
  if (unit.startsWith('modules/')) return 2;
  if (unit === 'migrations') return 3;
  if (unit === '(root)') return 4;
  if (unit === 'test') return 5;
  return undefined;
}

/** A source file's unit, from its path under graph/src. */
export function unitOf(rel: string): string {
  const [top, sub] = rel.split(/[\\/]/);
  if (sub === undefined) return '(root)';
  if (top === 'core' || top === 'modules') return `${top}/${sub.replace(/\.ts$/, '')}`;
  return top!;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : sources(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

export interface ImportGraph {
  /** unit -> the other units it imports. */
  edges: Map<string, Set<string>>;
  /** Every import from a lower layer to a higher one, `file -> imported path`. */
  up: string[];
  /** Units with no layer (a new top folder must be placed). */
  unplaced: string[];
}

/** Every relative import of the sources under root (type-only, side-effect, re-export and lazy ones included). */
export function importGraph(root = SRC): ImportGraph {
  const edges = new Map<string, Set<string>>();
  const up: string[] = [];
  for (const file of sources(root)) {
    const rel = path.relative(root, file);
    const from = unitOf(rel);
    const out = edges.get(from) ?? edges.set(from, new Set()).get(from)!;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'|\b(?:import|require)\(\s*'(\.[^']+)'\s*\)/gm,
    )) {
      const target = path.relative(root, path.resolve(path.dirname(file), (m[1] ?? m[2] ?? m[3])!));
      if (target.startsWith('..')) continue;
      const to = unitOf(target);
      if (to === from) continue;
      out.add(to);
      if ((layerOf(to) ?? 0) > (layerOf(from) ?? 0)) up.push(`${rel} -> ${target}`);
    }
  }
  return { edges, up: up.sort(), unplaced: [...edges.keys()].filter((u) => layerOf(u) === undefined) };
}

describe('graph/src in layers', () => {
  it('the check works: a loop and an up-layer import made on purpose are found, of every kind of import', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'layers-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      };
      // core/db reads the root's list (as core/db/orm.ts read the migrations), the root builds on core/db.
      write('core/db/orm.ts', "import type { List } from '../../features';\nexport const orm = 1;\n");
      write('features.ts', "import { orm } from './core/db/orm';\nexport type List = number;\n");
      // A loop through three units by a side-effect import, a lazy one and a re-export.
      write('modules/a/a.ts', "import '../b/b';\n");
      write('modules/b/b.ts', "export const load = () => import('../c/c');\n");
      write('modules/c/index.ts', "export { a } from '../a/a';\n");
      write('contracts/ok.ts', 'export const ok = 1;\n');
      write('lib/fine.ts', "import { ok } from '../contracts/ok';\n");
      write('core/__tests__/x.test.ts', "import { List } from '../../features';\n");
      const g = importGraph(root);
      expect(tangles(g.edges).sort((x, y) => x[0]!.localeCompare(y[0]!))).toEqual([
        ['(root)', 'core/db'],
        ['modules/a', 'modules/b', 'modules/c'],
      ]);
      expect(g.up).toEqual([`${path.join('core', 'db', 'orm.ts')} -> features`]);
      expect(g.unplaced).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('every unit has a layer, and no loop joins graph/src’s files and folders, the root included', () => {
    const g = importGraph();
    expect(g.edges.size).toBeGreaterThan(40);
    expect(g.edges.get('(root)')).toContain('modules/visits');
    expect(g.unplaced).toEqual([]);
    const loops = tangles(g.edges);
    console.log(`units: ${g.edges.size}; loops: ${loops.length}`);
    expect(loops).toEqual([]);
  });

  it(`imports from a lower layer to a higher one: at most ${MAX_UP_IMPORTS}`, () => {
    const { up } = importGraph();
    console.log(`imports up a layer: ${up.length}${up.length ? `\n${up.join('\n')}` : ''}`);
    expect(up.length).toBeLessThanOrEqual(MAX_UP_IMPORTS);
  });
});
