import type { Client } from 'pg';

/**
 * PostgreSQL's COPY text format, read and written without a helper package: `COPY ... TO STDOUT` cut into rows as its
 * chunks arrive (modules/exports/copy-rows.ts streams the exports with it), and the literals COPY needs in place of
 * bind parameters. A field is text as PostgreSQL prints it; `\N` is NULL.
 */

/** One row of `COPY ... TO STDOUT` in text format: each field as PostgreSQL prints it, NULL as null. */
export type CopyRow = (string | null)[];

/**
 * The rows of a `COPY ... TO STDOUT` stream, a chunk's worth at a time (a few hundred rows): a row ends with a newline
 * byte and one inside a value is escaped (`\n`), so a chunk is cut at its last newline and the rest waits for the next.
 */
export async function* copyOutRows(stream: AsyncIterable<Buffer>): AsyncGenerator<CopyRow[]> {
  let rest: Buffer | null = null;
  for await (const chunk of stream) {
    const buf: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
    const end = buf.lastIndexOf(10);
    if (end < 0) {
      rest = buf;
      continue;
    }
    rest = end + 1 < buf.length ? buf.subarray(end + 1) : null;
    yield buf.toString('utf8', 0, end).split('\n').map(parseLine);
  }
}

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const unescape = (field: string) => field.replace(/\\(.)/gs, (_, c: string) => ESCAPES[c] ?? c);

/** One line of COPY's text format: tab-separated, `\N` for NULL, backslash escapes for \ tab newline CR etc. */
export function parseLine(line: string): CopyRow {
  const fields: CopyRow = line.split('\t');
  if (line.includes('\\')) {
    for (let i = 0; i < fields.length; i++) {
      const f = fields[i]!;
      if (f === '\\N') fields[i] = null;
      else if (f.includes('\\')) fields[i] = unescape(f);
    }
  }
  return fields;
}

/** The query with its `?` placeholders written in as SQL literals (COPY takes no bind parameters). */
export function inlineParams(sql: string, params: unknown[], client: Pick<Client, 'escapeLiteral'>): string {
  let i = 0;
  const text = sql.replace(/\?/g, () => {
    if (i >= params.length) throw new Error('copyRows: more placeholders than parameters');
    const v = params[i++];
    if (v === null || v === undefined) return 'null';
    if (v instanceof Date) return `${client.escapeLiteral(v.toISOString())}::timestamptz`;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    return client.escapeLiteral(String(v));
  });
  if (i !== params.length) throw new Error('copyRows: more parameters than placeholders');
  return text;
}
