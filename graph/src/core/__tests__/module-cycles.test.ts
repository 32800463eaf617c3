/**
 * Modules in one direction (issue 24), between feature folders: eslint's import-x/no-cycle refuses a cycle between
 * files; this refuses one between the folders of graph/src/modules (a imports b and b imports a, directly or
 * round a longer loop). The lists of known pairs and groups may only shrink, and they are empty (issue 24 took them
 * from 14 pairs and one group of 22 modules to none): any mutual pair, or any module in a loop, fails.
 *
 * A feature's declared needs (issue 42: its manifest's `needs`, the other features' services it calls) are edges
 * too, beside its imports; and the composition root's list of manifests (graph/src/features.ts) is the module order:
 * every import and every need goes to a feature listed before, so a call up the order fails like an import.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { composeServices, feature, need, type AnyFeature } from '../feature';
import { features } from '../../features';
import { tangles } from './import-graph';

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

/** feature -> the features whose services its manifest declares it needs. */
export function needEdges(list: readonly AnyFeature[]): Map<string, Set<string>> {
  return new Map(
    list.map((f) => [f.name, new Set(Object.values((f.needs ?? {}) as Record<string, { feature: string }>).map((n) => n.feature))]),
  );
}

/** Imports and needs together: a module's edges are both. */
export function mergeEdges(...maps: Map<string, Set<string>>[]): Map<string, Set<string>> {
  const merged = new Map<string, Set<string>>();
  for (const m of maps) for (const [a, outs] of m) merged.set(a, new Set([...(merged.get(a) ?? []), ...outs]));
  return merged;
}

/** Every edge `a -> b` where b is not listed before a in the order (an import or a need up the module order). */
export function upOrder(order: readonly string[], edges: Map<string, Set<string>>): string[] {
  const at = new Map(order.map((name, i) => [name, i]));
  const found: string[] = [];
  for (const [a, outs] of edges)
    for (const b of outs) if (!((at.get(b) ?? Infinity) < (at.get(a) ?? -Infinity))) found.push(`${a} -> ${b}`);
  return found.sort();
}

export function mutualPairs(edges: Map<string, Set<string>>): string[] {
  const pairs: string[] = [];
  for (const [a, outs] of edges) for (const b of outs) if (a < b && edges.get(b)?.has(a)) pairs.push(`${a} <-> ${b}`);
  return pairs.sort();
}

describe('module folders in one direction', () => {
  const edges = mergeEdges(moduleEdges(), needEdges(features));
  const order = features.map((f) => f.name);

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

  it('each module folder has one manifest of its name in the root list, and every import and need goes down its order', () => {
    expect([...order].sort()).toEqual([...moduleEdges().keys()].sort());
    const up = upOrder(order, edges);
    console.log(
      `imports and needs up the module order: ${up.length}; declared needs: ${[...needEdges(features).values()].reduce((n, s) => n + s.size, 0)}`,
    );
    expect(up).toEqual([]);
  });

  it('a manifest whose need goes up the order is refused: by the order check, as a cycle with an import, and by the root', () => {
    const low = feature({ name: 'low', needs: { high: need<{ ok: true }>('high') }, services: { low: (_d, n) => n.high.ok } });
    const high = feature({ name: 'high', services: { high: () => ({ ok: true as const }) } });
    const needs = needEdges([low, high]);
    expect(needs).toEqual(
      new Map([
        ['low', new Set(['high'])],
        ['high', new Set()],
      ]),
    );
    // Listed low then high (the module order): the need goes up.
    expect(upOrder(['low', 'high'], needs)).toEqual(['low -> high']);
    // With high importing low (as a higher module may), the need makes a pair, as an import back would.
    const imports = new Map([['high', new Set(['low'])]]);
    expect(mutualPairs(mergeEdges(imports, needs))).toEqual(['high <-> low']);
    // The composition root refuses it at start (no feature before low provides high), and takes it the other way round.
    expect(() => composeServices([low, high])).toThrow('low needs high of high: no feature before low provides it');
    const services = composeServices<{ low: true }>([high, low])({} as never);
    expect(services.low).toBe(true);
  });
});
