import { Readable } from 'node:stream';
import { Messages } from '../../contracts/messages';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from './exceljs-lazy';
import { HostileFile } from './xlsx-guard';

export interface SheetRow {
  row: number;
  cells: string[];
}

type CellValue = ExcelJS.CellValue;

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text the user typed: dates as dd/MM/yyyy (or HH:mm for a time-only cell), numbers plain. */
function cellText(v: CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    // Excel dates carry no zone: exceljs reads them as UTC wall clock.
    if (v.getUTCFullYear() <= 1900) return `${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}`;
    return `${pad(v.getUTCDate())}/${pad(v.getUTCMonth() + 1)}/${v.getUTCFullYear()}`;
  }
  if (typeof v === 'object') {
    const o = v as unknown as Record<string, unknown>;
    if (Array.isArray(o.richText))
      return (o.richText as { text: string }[])
        .map((t) => t.text)
        .join('')
        .trim();
    if (typeof o.text === 'string') return o.text.trim();
    if ('error' in o) return String(o.error);
    return '';
  }
  return String(v).trim();
}

const isFormula = (v: CellValue): boolean =>
  !!v && typeof v === 'object' && !(v instanceof Date) && ('formula' in (v as object) || 'sharedFormula' in (v as object));

const columnName = (n: number): string => {
  let s = '';
  for (let c = n; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return s;
};

/**
 * The first worksheet's data rows, one at a time, with exceljs' streaming reader (the guard of xlsx-guard.ts ran
 * first): row 1 must be the template's headers; blank rows are skipped; a formula or more than `maxRows` data rows
 * refuses the whole file (HostileFile) as soon as it is seen, without reading the rest. Nothing is kept behind a
 * row: a consumer that does not hold them reads a file of any length in the same memory (the partner upload).
 */
export async function* sheetRows(
  data: Buffer,
  headers: string[],
  maxRows: number,
  requiredColumns = headers.length,
): AsyncGenerator<SheetRow> {
  const { stream } = await loadExcelJs();
  const reader = new stream.xlsx.WorkbookReader(Readable.from([data]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  } as ExcelJS.stream.xlsx.WorkbookStreamReaderOptions);
  let sawHeader = false;
  let count = 0;
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = (row.values as CellValue[]) ?? [];
      const cells: string[] = [];
      for (let c = 1; c < values.length; c++) {
        if (isFormula(values[c])) throw new HostileFile(Messages.formulaInFile(`${columnName(c)}${row.number}`));
        cells[c - 1] = cellText(values[c]);
      }
      for (let c = 0; c < cells.length; c++) cells[c] ??= '';
      if (!sawHeader) {
        sawHeader = true;
        checkHeader(cells, headers, row.number, requiredColumns);
        continue;
      }
      if (cells.every((c) => c === '')) continue;
      if (count++ >= maxRows) throw new HostileFile(Messages.tooManyRows(maxRows.toLocaleString('en-GB')));
      yield { row: row.number, cells: headers.map((_, i) => cells[i] ?? '') };
    }
    break; // the first worksheet only
  }
  if (!sawHeader) throw new HostileFile(Messages.columnsMismatch(headers.join(', '), '(none)'));
}

/** Every data row of the first worksheet at once (`sheetRows`' rules), for an upload small enough to hold (planned visits). */
export async function readSheet(data: Buffer, headers: string[], maxRows: number, requiredColumns = headers.length): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const r of sheetRows(data, headers, maxRows, requiredColumns)) rows.push(r);
  return rows;
}

/** Row 1 holds the headers in order: all of them, or the first `requiredColumns` (trailing optional columns left out). */
function checkHeader(cells: string[], headers: string[], rowNumber: number, requiredColumns: number) {
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, '');
  const got = cells.map(norm);
  while (got.length && got[got.length - 1] === '') got.pop();
  const ok =
    rowNumber === 1 && got.length >= requiredColumns && got.length <= headers.length && got.every((g, i) => norm(headers[i]) === g);
  if (!ok) {
    const shown = cells.filter((c) => c !== '').join(', ') || '(none)';
    throw new HostileFile(Messages.columnsMismatch(headers.join(', '), shown));
  }
}
