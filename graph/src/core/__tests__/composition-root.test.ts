/**
 * The composition root stays a composition (issue 42): `buildApp` (graph/src/app.ts) names its steps, each living
 * where it belongs (core/http and core/graphql for the HTTP plumbing, the root for composing the features), and stays
 * under 80 lines (it was 260).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as ts from 'typescript';

const MAX_LINES = 80;

/** The lines a top-level function of a source spans, from its first line to its closing brace; undefined: none. */
export function functionLines(source: string, name: string): number | undefined {
  const file = ts.createSourceFile('app.ts', source, ts.ScriptTarget.Latest, true);
  const fn = file.statements.find((s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === name);
  if (!fn) return undefined;
  const line = (pos: number) => file.getLineAndCharacterOfPosition(pos).line;
  return line(fn.getEnd()) - line(fn.getStart()) + 1;
}

describe('the composition root', () => {
  it('the check counts a function’s lines, and misses none', () => {
    const long = `export async function buildApp() {\n${'  step();\n'.repeat(90)}}\nfunction step() {}\n`;
    expect(functionLines(long, 'buildApp')).toBe(92);
    expect(functionLines(long, 'step')).toBe(1);
    expect(functionLines(long, 'other')).toBeUndefined();
  });

  it(`buildApp stays under ${MAX_LINES} lines`, () => {
    const lines = functionLines(readFileSync(path.resolve(__dirname, '../../app.ts'), 'utf8'), 'buildApp');
    console.log(`buildApp: ${lines} lines`);
    expect(lines).toBeDefined();
    expect(lines!).toBeLessThan(MAX_LINES);
  });
});
