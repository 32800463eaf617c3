import type { EntityManager } from '@mikro-orm/postgresql';
import { to as copyTo } from 'pg-copy-streams';
import { EXPORT_SETTINGS } from '../reports/export-settings';
import { onOwnConnection } from '../../core/db/own-connection';
import { copyOutRows, inlineParams, parseLine, type CopyRow } from '../../lib/pg-copy';

export type { CopyRow };
export { inlineParams, parseLine };
export { stampDay, stampMs, stampTime } from '../../core/db/copy-cells';

/**
 * Streams a query's rows with `COPY (query) TO STDOUT` (text format) on a connection of the ORM's pool, in a
 * read-only transaction with the export settings (export-settings.ts), `onRows` getting them a network chunk
 * at a time (a few hundred rows) and holding the stream while it works (back-pressure: memory stays bounded).
 *
 * Why COPY rather than a cursor (the profile and EXPLAIN of the 100,000-row exports): a cursor's FETCH can
 * never use a parallel plan and each page is a round trip, and node-postgres turns every field of every
 * DataRow into a value of its type (a Date per timestamp, through a regex) that the export then formats
 * back into text; COPY plans the query as a plain SELECT and sends each row as one line of text, which is
 * split here with one `toString` per chunk and one `split('\t')` per row. Timestamps arrive as text in
 * `timeZone` (set for the transaction: the depot's), read with `stampDay`, `stampTime` and `stampMs`.
 *
 * COPY takes no bind parameters: `?` placeholders are written in as literals with the driver's own
 * `escapeLiteral` (strings) or as ISO instants (Dates). The connection goes back to the pool after COMMIT, or
 * after ROLLBACK on a database error; when `onRows` throws (a disk problem) the COPY is cut off half-way and
 * that connection is closed instead (the pool replaces it).
 */
export async function copyRows(
  em: EntityManager,
  sql: string,
  params: unknown[],
  onRows: (rows: CopyRow[]) => Promise<void> | void,
  timeZone = 'UTC',
): Promise<number> {
  let count = 0;
  await onOwnConnection(em, 'begin read only', async (client, cutOff) => {
    await client.query(EXPORT_SETTINGS, [timeZone]);
    const stream = client.query(copyTo(`copy (${inlineParams(sql, params, client)}) to stdout`));
    for await (const rows of copyOutRows(stream as AsyncIterable<Buffer>)) {
      count += rows.length;
      try {
        await onRows(rows);
      } catch (err) {
        cutOff(); // the COPY is abandoned half-way: that connection is closed rather than rolled back
        throw err;
      }
    }
  });
  return count;
}
