/// <reference types="jest" />
/**
 * The web app's folders import one way (issue 42), as graph/src's modules do (graph/src/core/__tests__/module-cycles.test.ts).
 * A unit is a feature (`modules/<f>`), a page folder (`pages/<p>`), or another top folder of web/src (`shell`, `app`,
 * `ui`, `i18n`, `gql`); the entry (main.tsx) is one too. No two units import each other and no group of them goes
 * round; the toolbox (`app/`, `ui/`) imports no page, no feature and not the shell, which is the only folder that
 * knows them all. Every import counts: static, dynamic (`import('...')`, the lazy screens) and type-only.
 * A probe adds a pair on purpose and expects the check to name it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const src = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const f = join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : sourceFiles(f);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [f] : [];
  });
}

/** The file an import names (its extension or its folder's index added), or null outside web/src's sources. */
function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/** The unit a file of web/src belongs to. */
export function unitOf(file: string): string {
  const parts = relative(src, file).split(/[\\/]/);
  if (parts.length === 1) return '(entry)';
  if ((parts[0] === 'modules' || parts[0] === 'pages') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

type Edges = Map<string, Map<string, string[]>>;

/** Unit -> unit -> the files that import across (one line each, to name in a failure). */
function folderEdges(): Edges {
  const edges: Edges = new Map();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'(\.{1,2}\/[^']+)'/gm)) {
      const target = resolveImport(file, m[1]);
      if (!target) continue;
      const [a, b] = [unitOf(file), unitOf(target)];
      if (a === b) continue;
      if (!edges.has(a)) edges.set(a, new Map());
      const out = edges.get(a)!;
      out.set(b, [...(out.get(b) ?? []), `${relative(src, file)} -> ${relative(src, target)}`]);
    }
  }
  return edges;
}

/** Pairs of units that import each other, each with the imports that make it. */
export function pairsOf(edges: Edges): string[] {
  const pairs: string[] = [];
  for (const [a, out] of edges)
    for (const [b, why] of out)
      if (a < b && edges.get(b)?.has(a)) pairs.push(`${a} <-> ${b}: ${[...why, ...edges.get(b)!.get(a)!].join('; ')}`);
  return pairs.sort();
}

/** Strongly connected groups of more than one unit (Tarjan), each sorted. */
export function loopsOf(edges: Edges): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const nodes = new Set<string>([...edges.keys(), ...[...edges.values()].flatMap((o) => [...o.keys()])]);
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return groups;
}

/** Imports from the toolbox (app/, ui/) into a page, a feature or the shell. */
export function toolboxUpward(edges: Edges): string[] {
  const upward: string[] = [];
  for (const toolbox of ['app', 'ui'])
    for (const [to, why] of edges.get(toolbox) ?? [])
      if (to === 'shell' || to === '(entry)' || to.startsWith('modules/') || to.startsWith('pages/')) upward.push(...why);
  return upward;
}

const edges = folderEdges();

describe('web folder cycles', () => {
  it('reads web/src as units', () => {
    const units = new Set([...edges.keys(), ...[...edges.values()].flatMap((out) => [...out.keys()])]);
    for (const u of ['shell', 'app', 'ui', 'i18n', 'modules/kiosk', 'modules/visits', 'pages/staff']) expect(units).toContain(u);
    expect(edges.get('shell')?.has('pages/staff')).toBe(true); // the lazy screens' dynamic imports count
  });

  it('has no pair of units that import each other', () => {
    expect(pairsOf(edges)).toEqual([]);
  });

  it('has no loop through several units', () => {
    expect(loopsOf(edges)).toEqual([]);
  });

  it('keeps the toolbox (app/, ui/) below every page, feature and the shell', () => {
    expect(toolboxUpward(edges)).toEqual([]);
  });

  it('finds a pair, a loop and an upward toolbox import made on purpose (probe)', () => {
    const probe: Edges = new Map([...edges].map(([a, out]) => [a, new Map(out)]));
    probe.get('modules/kiosk')!.set('shell', ['probe: modules/kiosk -> shell']);
    probe.get('app')!.set('modules/visits', ['probe: app -> modules/visits']);
    expect(pairsOf(probe).some((p) => p.startsWith('modules/kiosk <-> shell'))).toBe(true);
    expect(loopsOf(probe).some((g) => g.includes('shell') && g.includes('modules/kiosk'))).toBe(true);
    expect(toolboxUpward(probe)).toContain('probe: app -> modules/visits');
  });
});
