import { CsvError, parse } from 'csv-parse/sync';
import { Messages } from '../../contracts/messages';
import { hasZipMagic, HostileFile } from './xlsx-guard';
import { checkHeader, type SheetRow } from './xlsx-reader';

/** A CSV upload by its name (issue 39: the people directory takes CSV beside xlsx). */
export const isCsvName = (name: string): boolean => /\.csv$/i.test(name.trim());

/**
 * The file's text, or HostileFile saying why it is not a CSV we read: a zip (an xlsx renamed) or a NUL byte is not
 * text; anything but UTF-8 (Excel's plain "CSV" in a Windows code page) is refused rather than guessed, so a name with
 * ł or ă never lands garbled. A UTF-8 byte-order mark (Excel's "CSV UTF-8") is dropped.
 */
export function csvText(data: Buffer): string {
  if (hasZipMagic(data) || data.includes(0)) throw new HostileFile(Messages.csvNotText);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw new HostileFile(Messages.csvNotUtf8);
  }
}

/**
 * The separator of a CSV file, read from its header line (outside quotes): a comma, or the semicolon that Excel
 * writes where the decimal mark is a comma (Polish, Spanish, Portuguese, Lithuanian, Romanian settings), or a tab.
 */
function separatorOf(text: string): string {
  const line = text.slice(0, Math.max(0, text.search(/\r?\n/)) || text.length).replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((c) => [c, line.split(c).length - 1] as const);
  const [best] = counts.sort((a, b) => b[1] - a[1]);
  return best![1] > 0 ? best![0] : ',';
}

/**
 * Every data row of a CSV upload, by the rules of the xlsx reader (xlsx-reader.ts `sheetRows`): row 1 holds the
 * template's headers (trailing optional ones may be left out), blank rows are skipped, more than `maxRows` data rows
 * refuses the file, and each row keeps the number a spreadsheet shows for it (the header is row 1, a blank line is a
 * row), so the row errors point where the person looks. Cells are text as written; quotes as RFC 4180.
 */
export function readCsv(data: Buffer, headers: string[], maxRows: number, requiredColumns = headers.length): SheetRow[] {
  const text = csvText(data);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: separatorOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: 64 * 1024,
    }) as string[][];
  } catch (err) {
    if (err instanceof CsvError) {
      const line = typeof err.lines === 'number' ? err.lines : 1;
      const why =
        err.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'a quote is not closed'
          : err.code === 'CSV_MAX_RECORD_SIZE'
            ? 'a row is too long'
            : 'a quote is misplaced';
      throw new HostileFile(Messages.csvUnreadable(line, why));
    }
    throw err;
  }
  const [header, ...body] = records;
  if (!header) throw new HostileFile(Messages.columnsMismatch(headers.join(', '), '(none)'));
  checkHeader(header, headers, 1, requiredColumns);
  const rows: SheetRow[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    if (rows.length >= maxRows) throw new HostileFile(Messages.tooManyRows(maxRows.toLocaleString('en-GB')));
    rows.push({ row: i + 2, cells: headers.map((_, c) => cells[c] ?? '') });
  });
  return rows;
}
