import type { CopyRow } from '../../lib/pg-copy';
import type { XlsxColumn, XlsxValue } from '../../lib/xlsx-writer';

/** A column of an export's sheet, named by `key` (the field of the report row it shows, where the report has rows). */
export interface ExportColumn<K extends string = string> extends XlsxColumn {
  key: K;
}

/**
 * What one kind of xlsx export reads and how each row of it becomes cells (issue 42): the feature that owns the data
 * hands its plan (its query and cells) to `exports`, which queues the job and writes the file from it
 * (modules/exports/export-runner.ts: one `COPY ... TO STDOUT`, streamed into the sheet).
 */
export interface ExportPlan {
  sheetName: string;
  columns: XlsxColumn[];
  /** The rows as one SELECT, run with `COPY (...) TO STDOUT`. */
  sql: string;
  params: unknown[];
  /** One COPY row as the sheet's cells, in the columns' order. */
  cells: (f: CopyRow) => XlsxValue[];
}
