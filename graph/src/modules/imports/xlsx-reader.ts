import { Messages } from '../../contracts/messages';
import { HostileFile, XLSX_LIMITS } from './xlsx-guard';
import { xlsxRows, XlsxPartTooLarge, type XlsxRow } from '../../lib/xlsx-sheet-reader';

export interface SheetRow {
  row: number;
  cells: string[];
}

const columnName = (n: number): string => {
  let s = '';
  for (let c = n; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return s;
};

/**
 * The first worksheet's data rows, one at a time, as lib/xlsx-sheet-reader.ts reads them (the guard of xlsx-guard.ts ran
 * first), each cell as the text the user typed (dates dd/MM/yyyy, or HH:mm for a time alone; numbers plain): row 1 must be the template's headers; blank rows are skipped; a formula or more than `maxRows` data rows
 * refuses the whole file (HostileFile) as soon as it is seen, without reading the rest. Nothing is kept behind a
 * row: a consumer that does not hold them reads a file of any length in the same memory (the partner upload).
 */
export async function* sheetRows(
  data: Buffer,
  headers: string[],
  maxRows: number,
  requiredColumns = headers.length,
): AsyncGenerator<SheetRow> {
  let sawHeader = false;
  let count = 0;
  for await (const row of partsBounded(xlsxRows(data, XLSX_LIMITS.maxPartBytes))) {
    if (row.formulaColumn !== undefined) throw new HostileFile(Messages.formulaInFile(`${columnName(row.formulaColumn)}${row.number}`));
    const cells = Array.from(row.cells, (c) => c ?? '');
    if (!sawHeader) {
      sawHeader = true;
      checkHeader(cells, headers, row.number, requiredColumns);
      continue;
    }
    if (cells.every((c) => c === '')) continue;
    if (count++ >= maxRows) throw new HostileFile(Messages.tooManyRows(maxRows.toLocaleString('en-GB')));
    yield { row: row.number, cells: headers.map((_, i) => cells[i] ?? '') };
  }
  if (!sawHeader) throw new HostileFile(Messages.columnsMismatch(headers.join(', '), '(none)'));
}

/** The reader's rows; a part it holds whole over the bound refuses the file with the guard's words. */
async function* partsBounded(rows: AsyncGenerator<XlsxRow>): AsyncGenerator<XlsxRow> {
  try {
    yield* rows;
  } catch (err) {
    if (err instanceof XlsxPartTooLarge) throw new HostileFile(Messages.partTooLarge(err.maxBytes / 1024 / 1024));
    throw err;
  }
}

/** Every data row of the first worksheet at once (`sheetRows`' rules), for an upload small enough to hold (planned visits). */
export async function readSheet(data: Buffer, headers: string[], maxRows: number, requiredColumns = headers.length): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const r of sheetRows(data, headers, maxRows, requiredColumns)) rows.push(r);
  return rows;
}

/** Row 1 holds the headers in order: all of them, or the first `requiredColumns` (trailing optional columns left out). */
export function checkHeader(cells: string[], headers: string[], rowNumber: number, requiredColumns: number) {
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
