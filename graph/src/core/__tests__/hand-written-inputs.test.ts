/**
 * One declaration per input (issue 24): an operation's input is its zod command, and the GraphQL input type is
 * built from it (`inputTypeFrom`, core/graphql/input-type.ts). A hand-written `@InputType` class declares the input
 * a second time; those left are listed here with their count per file and may only shrink: a new one fails, and so
 * does a listed one that is gone (lower its count or delete its line, the list stays true).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../..');

/**
 * The hand-written input classes left, per file under graph/src: none since issue 24 (docs/decisions.md, One declaration
 * per input). A field the command cannot type takes an override in inputTypeFrom's options, not a class.
 */
const ALLOWED: Record<string, number> = {};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : sources(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** How many `@InputType(` decorators a source writes (at the start of a line, as prettier puts a class's). */
export const inputTypesIn = (text: string) => (text.match(/^@InputType\(/gm) ?? []).length;

/** file (relative to graph/src) -> how many `@InputType(` decorators it writes by hand. */
export function handWrittenInputs(root = SRC): Record<string, number> {
  const found: Record<string, number> = {};
  for (const file of sources(root)) {
    const n = inputTypesIn(readFileSync(file, 'utf8'));
    if (n) found[path.relative(root, file).split(path.sep).join('/')] = n;
  }
  return found;
}

describe('one declaration per input', () => {
  it('adds no hand-written @InputType class; the list of those left only shrinks', () => {
    expect(handWrittenInputs()).toEqual(ALLOWED);
  });

  it('the check finds a hand-written class, named or not, and not a built one', () => {
    const source = [
      "@InputType({ description: 'A.' })",
      'export class AInput {}',
      "@InputType('BInput', { description: 'B.' })",
      'export class BInput {}',
      "export const CInput = inputTypeFrom('CInput', CCommand, { description: 'C.' });",
    ].join('\n');
    expect(inputTypesIn(source)).toBe(2);
    expect(Object.keys(handWrittenInputs()).every((f) => f.startsWith('modules/') || f.startsWith('core/'))).toBe(true);
  });
});
