import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded on first use: only the bulk upload (its reader, in the worker), the template download and the
 * summaries' attachment (in the worker) need it, and loading it took ~0.9 s of the graph server's start on a slow
 * machine (0.2 s here, 2026-12-01: the start-up bench's largest package). A module is loaded once; later calls get
 * the same one.
 */
let loaded: Promise<typeof ExcelJS> | undefined;
export function loadExcelJs(): Promise<typeof ExcelJS> {
  loaded ??= import('exceljs').then((m) => (m as { default?: typeof ExcelJS }).default ?? (m as unknown as typeof ExcelJS));
  return loaded;
}
