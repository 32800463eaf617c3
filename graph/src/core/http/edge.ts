import { badInput } from '../errors';
import { idMessage, isId } from '../validate';

/**
 * What every input must satisfy before any rule runs, whatever the route: no NUL character in any text
 * (PostgreSQL cannot store one), and an id is an id. Checked once at the edge, naming the field, so a
 * malformed input is a clear 400 and never reaches the database as a 500.
 */

const NUL = '\u0000';

/** No real input nests deeper than a few levels; a deeper one is refused before anything walks it (issue 25). */
export const MAX_INPUT_DEPTH = 32;
export const tooDeepMessage = `The input nests more than ${MAX_INPUT_DEPTH} levels deep`;

/**
 * What is wrong with an input before any rule runs: the path (`rep.email`, `rows[2]`) of the first text holding a
 * NUL character, keys included, or of the first value nested deeper than MAX_INPUT_DEPTH (walked no deeper, so a
 * body nested 8,000 levels is a 400, not a stack overflow).
 */
export function inputProblem(value: unknown, path = '', depth = 0): { field: string; message: string } | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? { field: path || 'Error', message: nulMessage(path || 'Error') } : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (depth >= MAX_INPUT_DEPTH) return { field: path || 'Error', message: tooDeepMessage };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = inputProblem(value[i], `${path}[${i}]`, depth + 1);
      if (p) return p;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    if (k.includes(NUL)) return { field: here, message: nulMessage(here) };
    const p = inputProblem(v, here, depth + 1);
    if (p) return p;
  }
  return undefined;
}

export const nulMessage = (field: string) => `${field} must not contain a NUL character`;

export function assertNoNul(value: unknown): void {
  const p = inputProblem(value);
  if (p) throw badInput(p.message, { [p.field]: [p.message] });
}

/** Fields that carry a record's id: `id` and camelCase `...Id` (a partner's `workId` is a number, not an id). */
const ID_FIELD = /^(id|[a-z][A-Za-z]*Id)$/;
const NOT_IDS = new Set(['workId']);

/** Every top-level id field of a REST request (path, query or body) that is given must be a UUID. */
export function assertIds(fields: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(fields)) {
    if (!ID_FIELD.test(k) || NOT_IDS.has(k) || v === undefined || v === null || v === '') continue;
    if (!isId(v)) throw badInput(idMessage(k), { [k]: [idMessage(k)] });
  }
}

/** A query parameter as one text, or undefined when absent; a parameter given twice (`?date=a&date=b`) is a 400. */
export function queryText(query: Record<string, unknown>, field: string): string | undefined {
  const v = query[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw badInput(`${field} must be given once`, { [field]: [`${field} must be given once`] });
  return v;
}
