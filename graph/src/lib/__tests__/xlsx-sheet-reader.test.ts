import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { xlsxRows, type XlsxRow } from '../xlsx-sheet-reader';
import { zip } from './zip-builder';

/*
 * The upload's own sheet reader (xlsx-sheet.ts) against exceljs, the library it replaced for reading: on the same
 * workbooks, every cell must read as the text exceljs' values gave (the rule the upload used before: dates
 * dd/MM/yyyy or HH:mm, rich text joined, numbers plain, trimmed). Then what exceljs does not write: prefixed XML,
 * cells and rows without references, the 1904 date system, phonetic guides, the workbook's sheet order.
 */

const pad = (n: number) => String(n).padStart(2, '0');
/** The text the upload took from an exceljs cell value before xlsx-sheet.ts (xlsx-reader.ts' former cellText). */
function exceljsText(v: ExcelJS.CellValue): string | undefined {
  if (v === null || v === undefined) return undefined;
  if (v instanceof Date) {
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

async function read(data: Buffer): Promise<XlsxRow[]> {
  const rows: XlsxRow[] = [];
  for await (const r of xlsxRows(data)) rows.push(r);
  return rows;
}

/** Rows as exceljs loads them (the whole workbook, first sheet), as the text of each cell. */
async function oracle(data: Buffer): Promise<{ number: number; cells: (string | undefined)[] }[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const out: { number: number; cells: (string | undefined)[] }[] = [];
  wb.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => {
    const cells: (string | undefined)[] = [];
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      cells[col - 1] = exceljsText(cell.value);
    });
    out.push({ number: row.number, cells });
  });
  return out;
}

const comparable = (rows: { number: number; cells: (string | undefined)[] }[]) =>
  rows.filter((r) => r.cells.some((c) => c !== undefined)).map((r) => ({ number: r.number, cells: [...r.cells] }));

const VALUES: ExcelJS.CellValue[][] = [
  ['WorkId', 'Name', 'Organisation', 'Email', 'When', 'Time', 'Flag', 'Rich'],
  [
    '100234',
    '  Seán  Ó Briain ',
    'Acme & Sons <Ltd>',
    'sean@example.com',
    new Date(Date.UTC(2030, 11, 31)),
    new Date(Date.UTC(1899, 11, 30, 9, 30)),
    true,
    null,
  ],
  [
    100235,
    'Zofia Żółć',
    '"Quoted" \'apos\'',
    null,
    new Date(Date.UTC(2026, 1, 28, 17, 45)),
    null,
    false,
    { richText: [{ text: 'Bold ' }, { text: 'part' }] },
  ],
  [-12.5, 'عبد الله', 'Ünïcödé 😀', 'x@y.z', 3.14159, 0.1 + 0.2, { error: '#N/A' } as ExcelJS.CellErrorValue, 'tab\there'],
  [123456789012345, 'line\nbreak', '', '   ', 'Yes', 'No', 0, 1e21],
];

describe('xlsx-sheet.ts reads what exceljs reads', () => {
  it('a workbook written by exceljs (shared strings, styles, dates, rich text, errors, a second sheet)', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Partners');
    wb.addWorksheet('Second').addRow(['not this one']);
    for (const v of VALUES) sheet.addRow(v);
    sheet.getCell('E2').numFmt = 'dd/mm/yyyy';
    sheet.getCell('F2').numFmt = 'h:mm';
    sheet.getCell('E3').numFmt = 'yyyy-mm-dd hh:mm';
    sheet.addRow([]);
    sheet.getRow(8).getCell(3).value = 'after a gap';
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const ours = await read(data);
    expect(comparable(ours)).toEqual(comparable(await oracle(data)));
    expect(ours.find((r) => r.number === 2)!.cells.slice(0, 6)).toEqual([
      '100234',
      'Seán  Ó Briain',
      'Acme & Sons <Ltd>',
      'sean@example.com',
      '31/12/2030',
      '09:30',
    ]);
  });

  it("exceljs' streaming writer, inline strings and shared, over 12,000 rows (rows cut across the inflated chunks)", async () => {
    for (const useSharedStrings of [false, true]) {
      const chunks: Buffer[] = [];
      const out = new PassThrough();
      out.on('data', (c: Buffer) => chunks.push(c));
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings, useStyles: true });
      const sheet = wb.addWorksheet('Partners');
      for (let i = 0; i < 12_000; i++)
        sheet.addRow([String(1e9 + i), `Partner ${i} & <co>`, i % 7 ? 'Acme' : null, i % 2 === 0, i / 8]).commit();
      sheet.commit();
      await wb.commit();
      const data = Buffer.concat(chunks);
      const ours = await read(data);
      expect(ours).toHaveLength(12_000);
      expect(comparable(ours)).toEqual(comparable(await oracle(data)));
    }
  });
});

describe('xlsx-sheet.ts reads what other writers write', () => {
  const content = Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  const book = (sheets: string, props = '') =>
    Buffer.from(
      `<?xml version="1.0"?><x:workbook xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${props}<x:sheets>${sheets}</x:sheets></x:workbook>`,
    );
  const rels = Buffer.from(
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet2.xml"/>` +
      `<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="strings.xml"/>` +
      `<Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  );
  const strings = Buffer.from(
    `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t xml:space="preserve"> plain </t></si>` +
      `<si><r><rPr><b/></rPr><t>ric</t></r><r><t>h &amp; more</t></r><rPh sb="0" eb="1"><t>PHONETIC</t></rPh></si><si/></sst>`,
  );
  const styles = Buffer.from(
    `<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="[$-409]d&quot; of &quot;mmmm yyyy"/></numFmts>` +
      `<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="14"><alignment/></xf></cellXfs></styleSheet>`,
  );
  const sheet = (rows: string) =>
    Buffer.from(
      `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>${rows}</x:sheetData></x:worksheet>`,
    );

  it('prefixed XML, cells and rows without references, shared rich strings without their phonetic guide, custom and built-in date formats, the 1904 system, the workbook order of sheets', async () => {
    const data = zip([
      { name: '[Content_Types].xml', data: content },
      {
        name: 'xl/workbook.xml',
        data: book(
          '<x:sheet name="B" sheetId="2" r:id="rId2"/><x:sheet name="A" sheetId="1" r:id="rId1"/>',
          '<x:workbookPr date1904="1"/>',
        ),
      },
      { name: 'xl/_rels/workbook.xml.rels', data: rels },
      { name: 'xl/strings.xml', data: strings },
      { name: 'xl/styles.xml', data: styles },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: sheet('<x:row r="1"><x:c t="inlineStr"><x:is><x:t>wrong sheet</x:t></x:is></x:c></x:row>'),
      },
      {
        name: 'xl/worksheets/sheet2.xml',
        data: sheet(
          '<x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c><x:c t="s"><x:v>2</x:v></x:c></x:row>' +
            '<x:row r="4" spans="1:4"><x:c r="B4" s="1"><x:v>0</x:v></x:c><x:c r="D4" s="2"><x:v>45000</x:v></x:c></x:row>' +
            '<x:row/>' +
            '<x:row><x:c t="inlineStr"><x:is><x:r><x:t>in</x:t></x:r><x:r><x:t>line &#233;&#x1F600;</x:t></x:r></x:is></x:c><x:c t="b"><x:v>1</x:v></x:c><x:c t="e"><x:v>#DIV/0!</x:v></x:c></x:row>' +
            '<x:row><x:c r="C7"><x:f>SUM(A1:A2)</x:f><x:v>3</x:v></x:c></x:row>',
        ),
      },
    ]);
    const rows = await read(data);
    expect(rows.map((r) => r.number)).toEqual([1, 4, 5, 6, 7]);
    expect(rows[0]!.cells).toEqual(['plain', 'rich & more', '']);
    // 1904 system: serial 0 is 1 January 1904; 45000 days later is 16 March 2027.
    expect(rows[1]!.cells).toEqual([undefined, '01/01/1904', undefined, '16/03/2027']);
    expect(rows[2]!.cells).toEqual([]);
    expect(rows[3]!.cells).toEqual(['inline é😀', 'true', '#DIV/0!']);
    expect(rows[4]!.formulaColumn).toBe(3);
  });

  it('a sheet cut short (no closing sheetData) is refused, not read as fewer rows', async () => {
    const data = zip([
      { name: '[Content_Types].xml', data: content },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.from('<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>a</t></is></c></row><row r="2"><c'),
      },
    ]);
    await expect(read(data)).rejects.toThrow('the worksheet is incomplete');
  });

  it('a NUL character in a cell (&#0; or a literal one) is refused as damaged, not handed on', async () => {
    for (const cell of ['a&#0;b', 'a\u0000b']) {
      const data = zip([
        { name: '[Content_Types].xml', data: content },
        {
          name: 'xl/worksheets/sheet1.xml',
          data: Buffer.from(`<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>${cell}</t></is></c></row></sheetData></worksheet>`),
        },
      ]);
      await expect(read(data)).rejects.toThrow('NUL');
    }
  });
});
