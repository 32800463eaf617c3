/// <reference types="jest" />
/**
 * Rooms a newcomer can read (issue 24): no web page or component (a .tsx file under web/src) is over 150 lines;
 * a longer one is split along its seams (a table and its row, a form and its fields, a hook beside the view).
 * PENDING lists the files not split yet, each at most its length today: it may only shrink, and a file leaves it
 * (the test says so) once it is within the rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const MAX_LINES = 150;
const src = join(__dirname, '..');

/** Not split yet (issue 24 continues): the file and its length when it was listed. */
const PENDING: Record<string, number> = {};

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    // a component test (__tests__, issue 42) is not a component
    e.isDirectory() ? (e.name === '__tests__' ? [] : tsxFiles(join(dir, e.name))) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
}
const lines = (file: string) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
const files = Object.fromEntries(tsxFiles(src).map((f) => [relative(src, f).split('\\').join('/'), lines(f)]));

describe('web component size', () => {
  it('finds the web components', () => {
    expect(Object.keys(files).length).toBeGreaterThan(100);
    expect(files['shell/router.tsx']).toBeDefined();
  });

  it(`keeps every .tsx file in web/src within ${MAX_LINES} lines`, () => {
    const over = Object.entries(files)
      .filter(([f, n]) => n > MAX_LINES && !(f in PENDING))
      .map(([f, n]) => `${f}: ${n} lines`);
    expect(over).toEqual([]);
  });

  it('lets a pending file only shrink, and names one that is now within the rule', () => {
    const grown = Object.entries(PENDING)
      .filter(([f, max]) => (files[f] ?? 0) > max)
      .map(([f, max]) => `${f}: ${files[f]} lines, listed at ${max}`);
    expect(grown).toEqual([]);
    const done = Object.keys(PENDING).filter((f) => (files[f] ?? 0) <= MAX_LINES);
    expect(done).toEqual([]);
  });
});
