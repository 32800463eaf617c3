/**
 * Modules in one direction (issue 24), between feature folders: eslint's import-x/no-cycle refuses a cycle between
 * files; this refuses one between the folders of graph/src/modules (a imports b and b imports a, directly or
 * round a longer loop). The lists of known pairs and groups may only shrink, and they are empty (issue 24 took them
 * from 14 pairs and one group of 22 modules to none): any mutual pair, or any module in a loop, fails.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const MODULES = path.resolve(__dirname, '../../modules');

/** The mutual pairs of module folders today, each `a <-> b` with a before b: none. */
const KNOWN_PAIRS: string[] = [];

/**
 * Today's strongly connected groups of modules (in each, every module reaches every other and back), each sorted.
 * A group may only shrink or split: a module that joins one, or two groups that merge, fail; so does a listed member
 * that has left (delete it, the list stays true).
 */
const KNOWN_TANGLES: string[][] = [];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : sources(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** module -> the modules its code (tests aside) imports, type-only and lazy (`import('..')`) imports included. */
export function moduleEdges(root = MODULES): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const mod of readdirSync(root).filter((m) => statSync(path.join(root, m)).isDirectory())) {
    const out = new Set<string>();
    for (const file of sources(path.join(root, mod))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/gm)) {
        const target = path.relative(root, path.resolve(path.dirname(file), (m[1] ?? m[2])!)).split(path.sep);
        if (target[0] !== '..' && target.length > 1 && target[0] !== mod) out.add(target[0]!);
      }
    }
    edges.set(mod, out);
  }
  return edges;
}

export function mutualPairs(edges: Map<string, Set<string>>): string[] {
  const pairs: string[] = [];
  for (const [a, outs] of edges) for (const b of outs) if (a < b && edges.get(b)?.has(a)) pairs.push(`${a} <-> ${b}`);
  return pairs.sort();
}

/** The members of every strongly connected group of more than one module (Tarjan). */
export function tangles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!idx.has(v)) visit(v);
  return groups;
}

describe('module folders in one direction', () => {
  const edges = moduleEdges();

  it('the check works: it finds the feature folders, and a pair and a loop made on purpose', () => {
    expect(edges.size).toBeGreaterThan(15);
    const probe = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['a', 'c'])],
      ['c', new Set(['d'])],
      ['d', new Set(['c', 'e'])],
      ['e', new Set(['c'])],
      ['f', new Set(['a'])],
    ]);
    expect(mutualPairs(probe)).toEqual(['a <-> b', 'c <-> d']);
    expect(tangles(probe).sort()).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('the check reads every kind of import: a type-only one and a lazy import() tie two folders as much', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'module-cycles-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      };
      write('a/a.service.ts', "import type { B } from '../b/b';\nexport const a = 1;\n");
      write('b/b.ts', "export type B = number;\nexport const load = () => import('../a/a.service');\n");
      write('c/c.ts', "import { a } from '../a/a.service';\nexport const c = a;\n");
      write('a/__tests__/a.test.ts', "import { c } from '../../c/c';\n");
      expect(moduleEdges(root)).toEqual(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['a'])],
          ['c', new Set(['a'])],
        ]),
      );
      expect(mutualPairs(moduleEdges(root))).toEqual(['a <-> b']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('no new mutual pair of modules, and the known ones are still true', () => {
    const found = mutualPairs(edges);
    console.log(`mutual module pairs: ${found.length} (known: ${KNOWN_PAIRS.length})`);
    expect({ new: found.filter((p) => !KNOWN_PAIRS.includes(p)), gone: KNOWN_PAIRS.filter((p) => !found.includes(p)) }).toEqual({
      new: [],
      gone: [],
    });
  });

  it('no module joins a loop of modules (the tangled groups may only shrink or split)', () => {
    const groups = tangles(edges).sort((a, b) => a[0]!.localeCompare(b[0]!));
    const tangled = groups.flat();
    const known = KNOWN_TANGLES.flat();
    console.log(`tangled modules: ${tangled.length} in ${groups.length} groups (known: ${known.length} in ${KNOWN_TANGLES.length})`);
    expect({
      joined: tangled.filter((m) => !known.includes(m)),
      merged: groups.filter((g) => new Set(g.map((m) => KNOWN_TANGLES.findIndex((k) => k.includes(m)))).size > 1),
      left: known.filter((m) => !tangled.includes(m)),
      split: KNOWN_TANGLES.filter(
        (k) => new Set(k.filter((m) => tangled.includes(m)).map((m) => groups.findIndex((g) => g.includes(m)))).size > 1,
      ),
    }).toEqual({ joined: [], merged: [], left: [], split: [] });
  });
});
