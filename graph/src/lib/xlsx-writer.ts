import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { constants, crc32, createDeflateRaw, deflateRawSync, type DeflateRaw } from 'node:zlib';

/**
 * A one-sheet xlsx written as it streams: the sheet's XML is built a row at a time and deflated into the zip
 * as it goes, so memory stays bounded whatever the row count.
 *
 * Why not exceljs' WorkbookWriter: its per-row model (a Row and a Cell object per value, an address check and a
 * style merge per cell, an XML tree rendered per row) cost ~100 µs a row of 13-18 columns under the bench load,
 * 10 s for 100,000 rows on its own, where the `COPY` of the same rows takes 1-3 s. Here a row is a string.
 *
 * Why not archiver (used until issue 11's second round): the profile of the 100,000-row exports showed its
 * CRC-32 in JavaScript (crc-32, ~0.1-0.4 s of main thread) and three stream layers per chunk; this file writes
 * the zip itself (below, ~60 lines of the PKWARE APPNOTE: local headers, a data descriptor after the streamed
 * sheet, the central directory) with node's native `zlib.crc32` and one `DeflateRaw` stream, whose deflate runs
 * on libuv's thread pool beside the main thread. Level 1 (DEFLATE_LEVEL): for this repetitive XML it costs a
 * third of level 6's time for a file ~25% larger (100,000 partner rows: 5.4 MB instead of 4.3 MB).
 *
 * Cells: a string is a shared string (`t="s"`: a report repeats its dates, names, depots and Yes/No, and the
 * profile showed the sheet XML's size driving both the string building and the deflate) from its second sighting
 * (MAX_CANDIDATES) in a column that repeats itself (SHARING_SAMPLE_ROWS), up to MAX_SHARED distinct texts; otherwise
 * an inline string (`t="inlineStr"`, written byte for byte when plain: `putPlain`); never a formula (there is no
 * `<f>` element at all). One that a spreadsheet would take for a formula (= + - @, tab, CR) also gets the Text number format
 * (style 1, numFmtId 49, '@'). `xml:space="preserve"` only on a text whose spaces a reader could otherwise trim. A number
 * is a number cell; null/undefined/'' is no cell (blank). The header row is bold inline text, frozen (a
 * `<sheetViews>` pane) and carries an auto-filter over every row; column widths are kept.
 *
 * Dates and times (issue 23) are real spreadsheet values: a column with `format: 'date'` or `'time'` writes its
 * numbers with the style of the screen's format (DATE_FORMAT dd/mm/yyyy, TIME_FORMAT hh:mm), so a number there is
 * a serial day (`serialDay`, whole days since 1899-12-30) or a fraction of a day (`serialTime`). A serial is as
 * cheap to write as any number and sorts, filters and sums in the spreadsheet as a date or time.
 *
 * A cell's reference (`r="C12"`) is written only on a row's first cell and on the first after a blank: the
 * schema makes it optional and a reader places a cell without one in the column after the previous cell
 * (ECMA-376 Part 1, 18.3.1.4). The profile of the 100,000-row exports had a fifth of the export's main thread in
 * turning the sheet's XML into bytes (flattening the concatenated string, ~10 pieces a cell); the reference was
 * two of a cell's pieces and a third of its bytes, and without it the XML deflates much smaller (the rows repeat).
 *
 * The sheet's XML is written as bytes into a 256 KB chunk (`put`, `putInt`; a text through `Buffer.write`), not
 * built as a string: the profile had `Buffer.from` of the concatenated string (V8 flattening the rope, then
 * encoding it) at a sixth of the export's main thread. A shared text's cell (` t="s"><v>7</v></c>`) is kept
 * as bytes with its table entry, and a column's previous text is checked before the table (rows in time order
 * repeat their neighbours' dates, depots and flags), so most cells are one native copy.
 */
export interface XlsxColumn {
  header: string;
  width: number;
  /** A date or time column: its numbers are serials shown as dd/mm/yyyy or hh:mm. */
  format?: 'date' | 'time';
}

/** The spreadsheet formats of the screen's dd/MM/yyyy and HH:mm (web/src/app/time.ts), as number formats. */
export const DATE_FORMAT = 'dd/mm/yyyy';
export const TIME_FORMAT = 'hh:mm';
/** Days from the spreadsheet epoch (1899-12-30, the 1900 date system) to 1970-01-01. */
const EPOCH_1970 = 25569;
/** A civil date's serial day: days since 1970-01-01 (core/time.ts civilDays) plus the epoch's. */
export const serialDay = (daysSince1970: number) => daysSince1970 + EPOCH_1970;
/** A wall-clock time of day as a fraction of the day. */
export const serialTime = (h: number, m: number, s = 0) => (h * 3600 + m * 60 + s) / 86400;
/** Cell styles (cellXfs) by index: 0 General, 1 Text, 2 date, 3 time, 4 the bold header. */
const STYLE_OF_FORMAT = { date: 2, time: 3 } as const;
const HEADER_STYLE = 4;

export type XlsxValue = string | number | null | undefined;

/** A report's flag as a cell's text. (An absent value is a blank cell: null.) */
export const flagCell = (v: boolean): string => (v ? 'Yes' : 'No');

/** A text that a spreadsheet would take for a formula (DESIGN.md section 8). */
export const looksLikeFormula = (v: string) => {
  const c = v.charCodeAt(0); // = + - @ tab CR
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13;
};

// XML 1.0 forbids these control characters even escaped; a spreadsheet cannot hold them either.
// eslint-disable-next-line no-control-regex
const INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// eslint-disable-next-line no-control-regex
const SPECIAL = /[<>&"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const escapeXml = (s: string) =>
  SPECIAL.test(s) ? s.replace(INVALID, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;') : s;

/** Column letters A..Z, AA.. for a 0-based index. */
function columnName(i: number): string {
  let n = i + 1;
  let s = '';
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** A text whose whitespace a reader could trim or fold without xml:space="preserve". */
const PRESERVE = /^\s|\s$|[\t\n\r]| {2}/;
const textXml = (v: string) => `${PRESERVE.test(v) ? '<t xml:space="preserve">' : '<t>'}${escapeXml(v)}</t>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
// Style 0: General; 1: Text (numFmtId 49 is the built-in '@'); 2: DATE_FORMAT; 3: TIME_FORMAT; 4: bold (the header).
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="${DATE_FORMAT}"/><numFmt numFmtId="165" formatCode="${TIME_FORMAT}"/></numFmts><fonts count="2"><font><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font><font><b/><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
const APP = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Depot Register</Application></Properties>`;
const core = (now: Date) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>Depot Register</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${now.toISOString()}</dcterms:created></cp:coreProperties>`;
/** The sheet's name quoted for a reference ('It''s'!$A$1). */
const quotedSheet = (name: string) => `'${name.replace(/'/g, "''")}'`;
/** The workbook, with the auto-filter's range as Excel names it (written last: only then is the last row known). */
const workbook = (sheetName: string, filter: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${escapeXml(`${quotedSheet(sheetName)}!${filter}`)}</definedName></definedNames></workbook>`;
/** The header row stays in view (a frozen pane under row 1). */
const SHEET_VIEWS =
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>';

/** zlib level of the sheet's deflate: see the note at the top. */
export const DEFLATE_LEVEL = 1;
/**
 * Pending sheet XML is handed to the deflate stream at this many bytes. Not at each batch of rows (until issue 11's
 * fifth round): the export's batches are COPY's network chunks of ~18 KB, ~40 KB of XML, and each write to the
 * deflate stream is a round trip to the thread pool that the main thread waited out. In 256 KB pieces the node
 * side of the 100,000-row partner export took a quarter less time (A/B on the same COPY chunks, 414 ms against
 * 562 ms), its idle time 48 ms instead of 114 ms, while the whole sheet deflates in 46 ms at level 1.
 */
const CHUNK_BYTES = 256 * 1024;
/** Room kept free past CHUNK_BYTES for a cell's fixed markup (a text's bytes are checked on their own). */
const CELL_ROOM = 64;
/** A shared-strings part is built as texts of about this many characters. */
const CHUNK_CHARS = 256 * 1024;
/** The bytes of an ASCII text of the markup. */
const bytes = (s: string): Uint8Array => Buffer.from(s, 'latin1');
const ROW_OPEN = bytes('<row r="');
const ROW_CLOSE = bytes('</row>');
const NUMBER_OPEN = bytes('><v>');
const VALUE_CLOSE = bytes('</v></c>');
/**
 * Distinct texts kept in the shared-strings table; later new texts are written inline, so what an export holds does
 * not grow with its rows (issue 28: the same peak at 100,000 and 1,000,000 rows). An entry costs ~200 bytes (the
 * text, its map entry, its cell's bytes). Not 100,000 (until issue 28): the million-row exports filled it with the
 * names of their first day (10,000 partners, each once a day; visitors' names and companies), ~17 MB held until the
 * end that the 100,000-row exports never reached. A report's repeating texts (dates, depots, flags, the names of a
 * depot's people) are far fewer, and a text enters the table only when seen a second time (MAX_CANDIDATES).
 */
export const MAX_SHARED = 8_192;
/**
 * After this many rows a column keeps sharing its texts only if at least half of them were repeats: a column of
 * mostly distinct texts (car registrations, meeting references) costs a table entry per cell and saves nothing.
 * Not 1,000 (until issue 11's fourth round): a partner report in time order holds each partner once a day, so
 * at a depot of 1,000 partners or more its first 1,000 rows hold no repeated name or work id, and those two
 * columns went inline for the whole export (100,000 rows: 5 MB more XML, and every name escaped and encoded).
 */
const SHARING_SAMPLE_ROWS = 10_000;
/**
 * Texts seen once in a sharing column, remembered so that a second sighting shares them (the set is emptied when
 * full: it holds at most this many references to the rows' own strings, ~1 MB). Why a text is shared only from its
 * second sighting (issue 28): at a million rows the visitors export's first 10,000 rows hold ~10,800 car
 * registrations and meeting references that never repeat; shared on sight, they filled the table before the sample
 * could stop their columns, and every later day's names and e-mails (2,000 people, 500 visits each) went inline:
 * 1.66x the COPY's time (median of 5 interleaved runs), 1.38x with this alone.
 */
const MAX_CANDIDATES = 16_384;
/**
 * A text's own copy. A field of a COPY row is V8's slice of the whole chunk's string (`split` makes a substring of 13
 * characters or more a view into its parent), so a text kept in the table or among the candidates kept its chunk
 * (~40 KB) alive: sharing the visitors' e-mails, first seen over the export's first ~110,000 rows, held 20 MB after
 * a full collection instead of 4.6 (the table's keys and the `<si>` texts queued for the shared-strings part). The
 * concatenation is flat and the slice of it holds only that.
 */
const ownCopy = (s: string) => ` ${s}`.slice(1);
/** An inline text cell's markup around its `<t>` (INLINE_TEXT_OPEN: with the Text format, for a formula-looking one). */
const INLINE_OPEN = bytes(' t="inlineStr"><is>');
const INLINE_TEXT_OPEN = bytes(' t="inlineStr" s="1"><is>');
const INLINE_CLOSE = bytes('</is></c>');
const T_OPEN = bytes('<t>');
const T_CLOSE = bytes('</t>');
const FLAG_DESCRIPTOR = 0x0008; // sizes and CRC follow the data
const FLAG_UTF8 = 0x0800; // names are UTF-8
const MAX32 = 0xffffffff;

interface ZipEntry {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

export class XlsxSheetWriter {
  private readonly out: WriteStream;
  private deflate: DeflateRaw;
  private readonly level: number;
  private readonly maxShared: number;
  private readonly entries: ZipEntry[] = [];
  private entry: ZipEntry;
  /** Shared text -> index * 2 + 1 when it needs the Text format (looks like a formula). */
  private readonly shared = new Map<string, number>();
  /** Texts seen once, not shared yet (MAX_CANDIDATES). */
  private readonly candidates = new Set<string>();
  private readonly sst: string[] = [];
  /** Per shared text (by index), its whole cell after `<c` or `<c r="..."`: ` t="s"><v>7</v></c>`. */
  private readonly sharedCell: Uint8Array[] = [];
  /** Per column, the previous row's text and its shared id (a report's rows repeat their neighbours' dates and names). */
  private readonly lastText: (string | undefined)[];
  private readonly lastId: number[];
  /** Per column: still sharing, and texts seen / found shared during the sample. */
  private readonly sharing: boolean[];
  private readonly seen: number[];
  private readonly repeats: number[];
  private sstXml = '';
  private sharedRefs = 0;
  /** Per column, `<c r="C` (its row number follows). */
  private readonly cellStart: Uint8Array[];
  /** Per column, a number cell's opening after its reference: `><v>`, or ` s="2"><v>` in a date or time column. */
  private readonly numberOpen: Uint8Array[];
  /** Per column, whether it is a time column; and a time of day's digits by its second of the day, made once. */
  private readonly isTime: boolean[];
  private readonly timeDigits: (Uint8Array | undefined)[] = [];
  private readonly sheetName: string;
  private readonly lastColumn: string;
  private readonly dosTime: number;
  private readonly dosDate: number;
  private offset = 0;
  private row = 0;
  /** The pending XML as bytes: `buf[0..pos)`. */
  private buf = Buffer.allocUnsafe(CHUNK_BYTES + CELL_ROOM);
  private pos = 0;
  private failed: Error | null = null;

  constructor(file: string, sheetName: string, columns: XlsxColumn[], { level = DEFLATE_LEVEL, maxShared = MAX_SHARED } = {}) {
    this.out = createWriteStream(file);
    this.out.on('error', (e: Error) => (this.failed ??= e));
    const now = new Date();
    this.dosTime = (now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1);
    this.dosDate = ((Math.max(1980, now.getFullYear()) - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
    this.addSmall('[Content_Types].xml', CONTENT_TYPES);
    this.addSmall('_rels/.rels', ROOT_RELS);
    this.addSmall('docProps/app.xml', APP);
    this.addSmall('docProps/core.xml', core(now));
    this.sheetName = sheetName;
    this.lastColumn = columnName(Math.max(0, columns.length - 1));
    this.addSmall('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    this.addSmall('xl/styles.xml', STYLES);
    this.level = level;
    this.maxShared = maxShared;
    [this.entry, this.deflate] = this.startStream('xl/worksheets/sheet1.xml');
    this.cellStart = columns.map((_, i) => bytes(`<c r="${columnName(i)}`));
    this.numberOpen = columns.map((c) => (c.format ? bytes(` s="${STYLE_OF_FORMAT[c.format]}"><v>`) : NUMBER_OPEN));
    this.isTime = columns.map((c) => c.format === 'time');
    this.sharing = columns.map(() => true);
    this.seen = columns.map(() => 0);
    this.repeats = columns.map(() => 0);
    this.lastText = columns.map(() => undefined);
    this.lastId = columns.map(() => -1);
    const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
    // The header: bold inline texts in row 1, frozen by the sheet view.
    const header = columns
      .map((c, i) => `<c r="${columnName(i)}1" t="inlineStr" s="${HEADER_STYLE}"><is>${textXml(c.header)}</is></c>`)
      .join('');
    this.text(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${SHEET_VIEWS}<cols>${cols}</cols><sheetData><row r="1">${header}</row>`,
    );
    this.row = 1;
  }

  /** Adds one row to the pending XML (handed on at CHUNK_BYTES); call `drain()` now and then to honour back-pressure. */
  addRow(values: XlsxValue[]): void {
    if (this.failed) throw this.failed;
    const r = ++this.row;
    this.room();
    this.put(ROW_OPEN);
    this.putInt(r);
    this.put2(34, 62); // ">
    let gap = true; // the next cell written needs its reference: it is the row's first, or a blank came before it
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v === null || v === undefined || v === '' || (typeof v === 'number' && !Number.isFinite(v))) {
        gap = true;
        continue;
      }
      this.room();
      if (gap) {
        this.put(this.cellStart[i]!);
        this.putInt(r);
        this.buf[this.pos++] = 34; // "
      } else this.put2(60, 99); // <c
      gap = false;
      if (typeof v === 'number') {
        this.put(this.numberOpen[i]!);
        if (Number.isInteger(v) && v >= 0 && v <= MAX32) this.putInt(v);
        else if (this.isTime[i] && v > 0 && v < 1) this.putTime(v);
        else this.putAscii(String(v));
        this.put(VALUE_CLOSE);
        continue;
      }
      let id: number | undefined;
      if (this.sharing[i]) {
        id = v === this.lastText[i] ? this.lastId[i] : this.shared.get(v);
        this.seen[i]++;
        if (id !== undefined) this.repeats[i]++;
        else if (this.shared.size < this.maxShared) {
          if (this.candidates.has(v)) {
            this.repeats[i]++;
            id = this.share(v);
          } else {
            if (this.candidates.size >= MAX_CANDIDATES) this.candidates.clear();
            this.candidates.add(ownCopy(v));
          }
        }
        if (id !== undefined) {
          this.lastText[i] = v;
          this.lastId[i] = id;
        }
      }
      if (id !== undefined) {
        this.sharedRefs++;
        this.put(this.sharedCell[id >> 1]!);
      } else {
        this.put(looksLikeFormula(v) ? INLINE_TEXT_OPEN : INLINE_OPEN);
        if (!this.putPlain(v)) {
          this.text(textXml(v)); // a text to escape, to preserve the spaces of, or not ASCII
          this.room();
        }
        this.put(INLINE_CLOSE);
      }
    }
    this.room();
    this.put(ROW_CLOSE);
    if (r === SHARING_SAMPLE_ROWS) this.sharing.forEach((_, c) => (this.sharing[c] = this.repeats[c] * 2 >= this.seen[c]));
    if (this.pos >= CHUNK_BYTES) this.writeXml();
  }

  /**
   * Waits while the deflate stream (or the file) is behind: call it between batches of rows to honour back-pressure.
   * It hands nothing on itself: the XML goes to the deflate stream in CHUNK_BYTES pieces, whatever the batches.
   */
  async drain(): Promise<void> {
    if (this.failed) throw this.failed;
    if (this.deflate.writableNeedDrain) await once(this.deflate, 'drain');
  }

  async finish(): Promise<void> {
    // Filters on every column, over the header and every row.
    const filter = `$A$1:$${this.lastColumn}$${this.row}`;
    this.text(`</sheetData><autoFilter ref="A1:${this.lastColumn}${this.row}"/></worksheet>`);
    await this.endStream();
    this.addSmall('xl/workbook.xml', workbook(this.sheetName, filter));
    // The shared strings go after the sheet (a zip's parts may come in any order): only now are they all known.
    [this.entry, this.deflate] = this.startStream('xl/sharedStrings.xml');
    this.text(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${this.sharedRefs}" uniqueCount="${this.shared.size}">`,
    );
    for (const part of this.sst) {
      this.text(part);
      await this.drain();
    }
    this.text(`${this.sstXml}</sst>`);
    await this.endStream();
    const start = this.offset;
    for (const x of this.entries) this.write(this.header(x, true));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    if (this.offset > MAX32) throw new Error('xlsx file over 4 GB (no ZIP64 here)');
    const closed = once(this.out, 'close');
    this.out.end(end);
    await closed;
    if (this.failed) throw this.failed;
  }

  /** A failed export: stop writing (the caller removes the partial file). */
  abort(): void {
    this.deflate.destroy();
    this.out.destroy();
  }

  /** A new shared text: its index (times 2, plus 1 when it needs the Text format) and its `<si>` queued. */
  private share(text: string): number {
    const v = ownCopy(text); // the table, its queued `<si>` and the candidates keep no view into a row's chunk
    const id = this.shared.size * 2 + (looksLikeFormula(v) ? 1 : 0);
    this.shared.set(v, id);
    this.sharedCell.push(bytes(`${id & 1 ? ' s="1"' : ''} t="s"><v>${id >> 1}</v></c>`));
    this.sstXml += `<si>${textXml(v)}</si>`;
    if (this.sstXml.length >= CHUNK_CHARS) {
      this.sst.push(this.sstXml);
      this.sstXml = '';
    }
    return id;
  }

  /**
   * Why bytes rather than a string of XML: the profile of the 100,000-row exports had a sixth of the main thread
   * in `Buffer.from` of the concatenated XML (V8 flattening a rope of ~10 pieces a cell, then encoding it);
   * markup and numbers written as bytes straight into the chunk skip both.
   */
  private put(b: Uint8Array): void {
    this.buf.set(b, this.pos); // a native copy: twice as fast as a loop of bytes for a cell's ~24 bytes
    this.pos += b.length;
  }

  /** Two bytes: a piece of markup too short for a native copy to pay. */
  private put2(a: number, b: number): void {
    this.buf[this.pos] = a;
    this.buf[this.pos + 1] = b;
    this.pos += 2;
  }

  /**
   * An inline text's `<t>` straight into the chunk as bytes when the text is printable ASCII with nothing to escape
   * and no spaces a reader could trim (what `textXml` writes); otherwise nothing is written and it says so. The profile of the million-row visitors export had a sixth of its main thread in the inline texts'
   * template, two regular expressions and `Buffer.write`'s call into C++ per cell; a car registration's ~10
   * characters copy faster in a loop (1.38x to 1.32x of the COPY's time with shared-on-second-sighting).
   */
  private putPlain(s: string): boolean {
    const n = s.length;
    if (n === 0 || this.pos + n + CELL_ROOM > this.buf.length || s.charCodeAt(0) === 32 || s.charCodeAt(n - 1) === 32) return false;
    const buf = this.buf;
    buf.set(T_OPEN, this.pos);
    let p = this.pos + T_OPEN.length;
    let space = false;
    for (let j = 0; j < n; j++) {
      const c = s.charCodeAt(j);
      if (c < 32 || c > 126 || c === 60 || c === 62 || c === 38 || c === 34) return false;
      if (c === 32) {
        if (space) return false;
        space = true;
      } else space = false;
      buf[p++] = c;
    }
    buf.set(T_CLOSE, p);
    this.pos = p + T_CLOSE.length;
    return true;
  }

  /** A text of ASCII characters only (a number's), without `Buffer.write`'s call into C++. */
  private putAscii(s: string): void {
    if (this.pos + s.length + CELL_ROOM > this.buf.length) this.writeXml();
    const buf = this.buf;
    let p = this.pos;
    for (let j = 0; j < s.length; j++) buf[p++] = s.charCodeAt(j);
    this.pos = p;
  }

  /**
   * A time of day's serial: a whole second of the day (as `serialTime` makes them) is written from digits kept per
   * second, since a float's `String` is the dearest part of a number cell and a report repeats its times. Ten
   * decimals (a day's 1e-10 is 9 µs: every reader rounds it back to the same second) instead of a double's 17 digits:
   * three time cells a row, the visitors export's sheet was 2 MB more XML to build and deflate with all of them.
   */
  private putTime(v: number): void {
    const second = Math.round(v * 86400);
    if (second / 86400 !== v) return this.putAscii(String(v));
    let digits = this.timeDigits[second];
    if (!digits) this.timeDigits[second] = digits = bytes(v.toFixed(10).replace(/0+$/, ''));
    this.put(digits);
  }

  /** A whole number 0..2^32-1 as its decimal digits. */
  private putInt(n: number): void {
    const buf = this.buf;
    let digits = 1;
    for (let m = n; m >= 10; m = Math.floor(m / 10)) digits++;
    let p = this.pos + digits;
    this.pos = p;
    do {
      const q = Math.floor(n / 10);
      buf[--p] = 48 + n - q * 10;
      n = q;
    } while (n > 0);
  }

  /** Hands the chunk on when a cell's fixed markup might not fit. */
  private room(): void {
    if (this.pos + CELL_ROOM > this.buf.length) this.writeXml();
  }

  /** A text as UTF-8, in the chunk when it fits; a large one goes on as its own piece. */
  private text(s: string): void {
    if (this.pos + s.length * 3 > this.buf.length) {
      this.writeXml();
      if (s.length * 3 > this.buf.length) {
        this.emit(Buffer.from(s, 'utf8'));
        return;
      }
    }
    this.pos += this.buf.write(s, this.pos, 'utf8');
  }

  private writeXml(): void {
    if (this.pos === 0) return;
    const chunk = this.buf.subarray(0, this.pos);
    // The deflate stream holds the chunk until it has packed it: the next rows go into a new one.
    this.buf = Buffer.allocUnsafe(CHUNK_BYTES + CELL_ROOM);
    this.pos = 0;
    this.emit(chunk);
  }

  private emit(chunk: Buffer): void {
    const e = this.entry;
    e.crc = crc32(chunk, e.crc);
    e.size += chunk.length;
    this.deflate.write(chunk);
  }

  /** A part whose bytes are deflated as they come: its sizes and CRC go in a data descriptor after it. */
  private startStream(name: string): [ZipEntry, DeflateRaw] {
    const entry = this.startEntry(name, FLAG_DESCRIPTOR, 0, 0, 0);
    const deflate = createDeflateRaw({ level: this.level, memLevel: 9, chunkSize: 64 * 1024, strategy: constants.Z_DEFAULT_STRATEGY });
    deflate.on('error', (e: Error) => (this.failed ??= e));
    deflate.on('data', (b: Buffer) => (entry.compressed += b.length));
    deflate.pipe(this.out, { end: false });
    return [entry, deflate];
  }

  private async endStream(): Promise<void> {
    this.writeXml();
    const ended = once(this.deflate, 'end');
    this.deflate.end();
    await ended;
    if (this.failed) throw this.failed;
    const e = this.entry;
    this.offset += e.compressed; // the deflate stream wrote these through its pipe
    if (e.size > MAX32 || e.compressed > MAX32) throw new Error('xlsx part over 4 GB (no ZIP64 here)');
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(e.crc >>> 0, 4);
    descriptor.writeUInt32LE(e.compressed, 8);
    descriptor.writeUInt32LE(e.size, 12);
    this.write(descriptor);
  }

  private write(buf: Buffer): void {
    this.out.write(buf);
    this.offset += buf.length;
  }

  /** A small part, deflated at once, its sizes and CRC in its local header. */
  private addSmall(name: string, text: string): void {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data, { level: 6 });
    this.startEntry(name, 0, crc32(data), packed.length, data.length);
    this.write(packed);
  }

  private startEntry(name: string, flags: number, crc: number, compressed: number, size: number): ZipEntry {
    const entry: ZipEntry = { name: Buffer.from(name, 'utf8'), flags: flags | FLAG_UTF8, crc, compressed, size, offset: this.offset };
    this.entries.push(entry);
    this.write(this.header(entry, false));
    return entry;
  }

  /** A local file header, or the entry's central directory record. */
  private header(e: ZipEntry, central: boolean): Buffer {
    const at = central ? 46 : 30;
    const b = Buffer.alloc(at + e.name.length);
    let o = 0;
    b.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, o);
    o += 4;
    if (central) {
      b.writeUInt16LE(20, o); // made by: 2.0
      o += 2;
    }
    b.writeUInt16LE(20, o); // needed: 2.0 (deflate)
    b.writeUInt16LE(e.flags, o + 2);
    b.writeUInt16LE(8, o + 4); // deflate
    b.writeUInt16LE(this.dosTime, o + 6);
    b.writeUInt16LE(this.dosDate, o + 8);
    // A streamed entry's local header has zeros here; its data descriptor and the central record have the values.
    const known = central || !(e.flags & FLAG_DESCRIPTOR);
    b.writeUInt32LE(known ? e.crc >>> 0 : 0, o + 10);
    b.writeUInt32LE(known ? e.compressed : 0, o + 14);
    b.writeUInt32LE(known ? e.size : 0, o + 18);
    b.writeUInt16LE(e.name.length, o + 22);
    // extra length 0; central: comment length, disk, internal and external attributes 0, then the offset
    if (central) b.writeUInt32LE(e.offset, 42);
    e.name.copy(b, at);
    return b;
  }
}
