import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded on first use: only the bulk upload (its reader, in the worker) and the template download need
 * it, and loading it took ~0.9 s of the graph server's start (the start-up profile's largest package after
 * MikroORM's). A module is loaded once; later calls get the same one.
 */
let loaded: Promise<typeof ExcelJS> | undefined;
export function loadExcelJs(): Promise<typeof ExcelJS> {
  loaded ??= import('exceljs').then((m) => (m as { default?: typeof ExcelJS }).default ?? (m as unknown as typeof ExcelJS));
  return loaded;
}
