import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import archiver from 'archiver';

/**
 * A one-sheet xlsx written as it streams: the sheet's XML is built a row at a time into a zip entry (archiver,
 * the zip writer exceljs itself uses), so memory stays bounded whatever the row count.
 *
 * Why not exceljs' WorkbookWriter: its per-row model (a Row and a Cell object per value, an address check and a
 * style merge per cell, an XML tree rendered per row) cost ~100 µs a row of 13-18 columns under the bench load,
 * 10 s for 100,000 rows on its own, where the `COPY` of the same rows takes 1-3 s. Here a row is a string.
 *
 * Cells: a string is an inline string (`t="inlineStr"`), never a formula (there is no `<f>` element at all);
 * one that a spreadsheet would take for a formula (= + - @, tab, CR) also gets the Text number format (style 1,
 * numFmtId 49, '@'). A number is a number cell; null/undefined is no cell (blank). The header row is bold-free
 * plain text, as before; column widths are kept.
 */
export interface XlsxColumn {
  header: string;
  width: number;
}

export type XlsxValue = string | number | null | undefined;

/** A text that a spreadsheet would take for a formula (DESIGN.md section 8). */
export const looksLikeFormula = (v: string) => /^[=+\-@\t\r]/.test(v);

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

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
// Style 0: General; style 1: Text (numFmtId 49 is the built-in '@').
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
const APP = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Depot Register</Application></Properties>`;
const core = (now: Date) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>Depot Register</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${now.toISOString()}</dcterms:created></cp:coreProperties>`;
const workbook = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

export class XlsxSheetWriter {
  private readonly zip = archiver('zip', { zlib: { level: 6 } });
  private readonly sheet = new PassThrough();
  private readonly out: ReturnType<typeof createWriteStream>;
  private readonly names: string[];
  private row = 0;
  private chunk: string[] = [];
  private failed: Error | null = null;

  constructor(file: string, sheetName: string, columns: XlsxColumn[]) {
    this.out = createWriteStream(file);
    this.zip.on('error', (e: Error) => (this.failed ??= e));
    this.out.on('error', (e: Error) => (this.failed ??= e));
    this.zip.pipe(this.out);
    this.zip.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
    this.zip.append(ROOT_RELS, { name: '_rels/.rels' });
    this.zip.append(APP, { name: 'docProps/app.xml' });
    this.zip.append(core(new Date()), { name: 'docProps/core.xml' });
    this.zip.append(workbook(sheetName), { name: 'xl/workbook.xml' });
    this.zip.append(WORKBOOK_RELS, { name: 'xl/_rels/workbook.xml.rels' });
    this.zip.append(STYLES, { name: 'xl/styles.xml' });
    this.zip.append(this.sheet, { name: 'xl/worksheets/sheet1.xml' });
    this.names = columns.map((_, i) => columnName(i));
    const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
    this.sheet.write(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cols>${cols}</cols><sheetData>`,
    );
    this.chunk.push(this.rowXml(columns.map((c) => c.header)));
  }

  /** Adds one row; resolves at once unless the file's stream wants the writer to wait (back-pressure). */
  async addRow(values: XlsxValue[]): Promise<void> {
    if (this.failed) throw this.failed;
    this.chunk.push(this.rowXml(values));
    if (this.chunk.length >= 500) await this.flushChunk();
  }

  async finish(): Promise<void> {
    await this.flushChunk();
    this.sheet.end('</sheetData></worksheet>');
    const done = once(this.out, 'close');
    await this.zip.finalize();
    await done;
    if (this.failed) throw this.failed;
  }

  /** A failed export: stop writing (the caller removes the partial file). */
  abort(): void {
    this.sheet.destroy();
    this.zip.abort();
    this.out.destroy();
  }

  private async flushChunk(): Promise<void> {
    if (!this.chunk.length) return;
    const ok = this.sheet.write(this.chunk.join(''));
    this.chunk = [];
    if (!ok) await once(this.sheet, 'drain');
  }

  private rowXml(values: XlsxValue[]): string {
    const r = ++this.row;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v === null || v === undefined || v === '') continue;
      const ref = `${this.names[i]}${r}`;
      if (typeof v === 'number') {
        if (Number.isFinite(v)) xml += `<c r="${ref}"><v>${v}</v></c>`;
        continue;
      }
      xml += `<c r="${ref}" t="inlineStr"${looksLikeFormula(v) ? ' s="1"' : ''}><is><t xml:space="preserve">${escapeXml(v)}</t></is></c>`;
    }
    return xml + '</row>';
  }
}
