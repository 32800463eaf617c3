import ExcelJS from 'exceljs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { crc32, DeflateRaw, inflateRawSync } from 'node:zlib';
import { civilDays } from '../../core/time';
import { parseLine } from '../pg-copy';
import { DATE_FORMAT, serialDay, serialTime, TIME_FORMAT, XlsxSheetWriter, type XlsxValue } from '../xlsx-writer';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'xlsx-writer-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const columns = [
  { header: 'Text', width: 20 },
  { header: 'Number', width: 8 },
  { header: 'Maybe', width: 10 },
];

async function read(file: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return wb.worksheets[0];
}

/** The parts of a zip by its central directory: name, recorded size and inflated bytes (each checked against its CRC-32). */
function zipParts(zip: Buffer): { name: string; size: number; data: Buffer }[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const parts = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = inflateRawSync(zip.subarray(start, start + compressed));
    expect(crc32(data)).toBe(zip.readUInt32LE(at + 16)); // the central record's CRC-32 is the inflated bytes'
    parts.push({ name, size, data });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

describe('XlsxSheetWriter (own zip, streamed sheet)', () => {
  it.each([
    ['shared', 100_000],
    ['inline (past the shared-strings cap)', 3],
  ])('writes texts as they are (%s), formula-looking ones as Text, numbers as numbers, blanks as no cell', async (_, maxShared) => {
    const file = path.join(dir, `values-${maxShared}.xlsx`);
    const texts = [
      '=1+1',
      '+cmd',
      '-Minus',
      '@SUM(A1)',
      '\tTab',
      '  lead',
      'trail  ',
      'two  spaces',
      'a&b<c>"d"',
      'Łódź 東京 😀',
      'line\nbreak',
      'ctl\u0001x',
      'Plain text 42', // the plain ones are written byte for byte (`putPlain`)
      'x',
      '~{tilde}',
      ' lead',
      'trail ',
      'caf\u00e9',
    ];
    const w = new XlsxSheetWriter(file, 'Sheet & <1>', columns, { maxShared });
    for (const t of [...texts, ...texts]) w.addRow([t, 1.5, null]);
    w.addRow(['', 0, undefined]);
    await w.drain();
    await w.finish();
    const sheet = await read(file);
    expect(sheet.name).toBe('Sheet & <1>');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Text', 'Number', 'Maybe']);
    const expected = texts.map((t) => t.replace('\u0001', '')); // XML cannot hold control characters
    texts.forEach((t, i) => {
      const c = sheet.getCell(i + 2, 1);
      expect(c.type).toBe(ExcelJS.ValueType.String);
      expect(c.value).toBe(expected[i]);
      expect(c.numFmt).toBe(/^[=+\-@\t]/.test(t) ? '@' : undefined);
      expect(sheet.getCell(i + 2, 2).value).toBe(1.5);
      expect(sheet.getCell(i + 2, 3).type).toBe(ExcelJS.ValueType.Null);
    });
    texts.forEach((t, i) => expect(sheet.getCell(texts.length + i + 2, 1).value).toBe(expected[i]));
    const last = 2 * texts.length + 2;
    expect(sheet.getCell(last, 1).type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getCell(last, 2).value).toBe(0);
    expect(sheet.columns.map((c) => c.width)).toEqual([20, 8, 10]);
  });

  it('streams a sheet of many chunks; the zip is well formed (sizes, CRC, central directory)', async () => {
    const file = path.join(dir, 'many.xlsx');
    // Each write to a deflate stream is a round trip to the thread pool: the sheet goes in 256 KB pieces, not
    // one per drain() (the export calls it per COPY chunk, ~40 KB of XML).
    const writes = new Map<unknown, number[]>();
    const write = jest.spyOn(DeflateRaw.prototype, 'write').mockImplementation(function (this: DeflateRaw, ...args: unknown[]) {
      const chunk = args[0] as Buffer;
      writes.set(this, [...(writes.get(this) ?? []), chunk.length]);
      return Writable.prototype.write.apply(this, args as Parameters<Writable['write']>);
    });
    const w = new XlsxSheetWriter(file, 'Rows', columns);
    const N = 30_000;
    try {
      for (let i = 0; i < N; i++) {
        const row: XlsxValue[] = [`row ${i} ${'x'.repeat(i % 40)}`, i, i % 3 ? null : 'third'];
        w.addRow(row);
        if (i % 50 === 0) await w.drain();
      }
      await w.finish();
    } finally {
      write.mockRestore();
    }
    const [sheetWrites] = [...writes.values()];
    expect(sheetWrites!.length).toBeGreaterThan(4);
    for (const n of sheetWrites!.slice(0, -1)) expect(n).toBeGreaterThan(200 * 1024); // a text hands on a chunk it might not fit
    const sheet = await read(file);
    expect(sheet.rowCount).toBe(N + 1);
    expect(sheet.getCell(N + 1, 1).value).toBe(`row ${N - 1} ${'x'.repeat((N - 1) % 40)}`);
    expect(sheet.getCell(N + 1, 2).value).toBe(N - 1);

    // The central directory names every part, and the sheet inflates to its recorded size.
    const parts = zipParts(await readFile(file));
    const names = parts.map((p) => p.name);
    const sheetPart = parts.find((p) => p.name === 'xl/worksheets/sheet1.xml')!;
    expect(sheetPart.data.length).toBe(sheetPart.size);
    expect(sheetPart.data.toString('utf8').endsWith(`</sheetData><autoFilter ref="A1:C${N + 1}"/></worksheet>`)).toBe(true);
    // The workbook goes after the sheet: its auto-filter range needs the last row.
    expect(names).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/app.xml',
      'docProps/core.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
    ]);
  });

  it('places every cell in its column: a cell after a blank carries its reference, the others follow the previous cell', async () => {
    const file = path.join(dir, 'gaps.xlsx');
    const five = [1, 2, 3, 4, 5].map((i) => ({ header: `C${i}`, width: 8 }));
    const w = new XlsxSheetWriter(file, 'Gaps', five);
    const rows: XlsxValue[][] = [
      ['a', 'b', 'c', 'd', 'e'],
      [null, 'b', null, 4, 'e'],
      ['a', '', undefined, Number.NaN, 5],
      [null, null, null, null, 'e'],
      [1, 2, 3, null, null],
    ];
    for (const row of rows) w.addRow(row);
    await w.finish();
    const sheet = await read(file);
    rows.forEach((row, r) =>
      row.forEach((v, c) => {
        const blank = v === null || v === undefined || v === '' || Number.isNaN(v);
        expect([r, c, sheet.getCell(r + 2, c + 1).value]).toEqual([r, c, blank ? null : v]);
      }),
    );
    // The XML itself: references only where a reader needs them.
    const sheetXml = zipParts(await readFile(file))
      .find((p) => p.name === 'xl/worksheets/sheet1.xml')!
      .data.toString('utf8');
    // Row 2's texts are first sightings (inline, written byte for byte); row 3's 'b' and 'e' are shared on their second.
    expect(sheetXml).toContain(
      '<row r="2"><c r="A2" t="inlineStr"><is><t>a</t></is></c><c t="inlineStr"><is><t>b</t></is></c><c t="inlineStr"><is><t>c</t></is></c>',
    );
    expect(sheetXml).toContain('<row r="3"><c r="B3" t="s"><v>0</v></c><c r="D3"><v>4</v></c><c t="s"><v>1</v></c></row>');
  });

  it('writes every number as the number it is, and a text of any length (past a chunk) whole', async () => {
    const file = path.join(dir, 'numbers.xlsx');
    const numbers = [0, -0, 7, 1.5, -3, 0.1 + 0.2, 4294967295, 4294967296, 2 ** 53, 1e21, 1.5e-7, -123.456];
    const long = `${'é'.repeat(200_000)}&<end>`; // over the 256 KB chunk as UTF-8: goes on as its own piece
    const w = new XlsxSheetWriter(file, 'Numbers', columns, { maxShared: 0 });
    for (const n of numbers) w.addRow([`n ${n}`, n, n]);
    w.addRow([long, 1, 'after']);
    await w.finish();
    const sheet = await read(file);
    numbers.forEach((n, i) => {
      expect(sheet.getCell(i + 2, 2).value).toBe(n === 0 ? 0 : n);
      expect(sheet.getCell(i + 2, 3).value).toBe(n === 0 ? 0 : n);
    });
    const last = numbers.length + 2;
    expect(sheet.getCell(last, 1).value).toBe(long);
    expect(sheet.getCell(last, 3).value).toBe('after');
  });

  it("shares a column that repeats only after its first 1,000 rows (a depot with many partners a day), from a text's second sighting; a column that never repeats goes inline", async () => {
    const file = path.join(dir, 'sharing.xlsx');
    const w = new XlsxSheetWriter(file, 'Sharing', columns);
    const people = 2000; // each once a day: the first 2,000 rows hold no repeat
    const days = 6;
    for (let d = 0; d < days; d++) for (let p = 0; p < people; p++) w.addRow([`Partner ${p}`, d, `ref-${d}-${p}`]);
    await w.finish();
    const parts = zipParts(await readFile(file));
    const sheetXml = parts.find((p) => p.name === 'xl/worksheets/sheet1.xml')!.data.toString('utf8');
    const sst = parts.find((p) => p.name === 'xl/sharedStrings.xml')!.data.toString('utf8');
    // Names: inline on the first day (each seen once), then shared, each in the table once. References: inline
    // throughout, and never in the table.
    expect(sst.match(/<si><t>Partner 1999<\/t><\/si>/g)).toHaveLength(1);
    expect(sheetXml.match(/<t>Partner /g)).toHaveLength(people);
    expect(sst).not.toContain('ref-');
    expect(sheetXml).toContain(`<t>ref-${days - 1}-${people - 1}</t>`);
    const sheet = await read(file);
    expect(sheet.getCell(days * people + 1, 1).value).toBe(`Partner ${people - 1}`);
    expect(sheet.getCell(days * people + 1, 3).value).toBe(`ref-${days - 1}-${people - 1}`);
  });

  it('a column that never repeats takes no room in the table: names first seen after its cap would have filled still share (issue 28)', async () => {
    // The visitors export at a million rows: car registrations that never repeat beside names that do, a new
    // group of names each day. Shared on sight, the registrations filled the table within the first day.
    const file = path.join(dir, 'second-sighting.xlsx');
    const cols = [
      { header: 'Name', width: 20 },
      { header: 'Car', width: 10 },
    ];
    const w = new XlsxSheetWriter(file, 'Visitors', cols, { maxShared: 50 });
    const days = 4;
    const perDay = 500;
    for (let d = 0; d < days; d++) for (let r = 0; r < perDay; r++) w.addRow([`Name ${d * 10 + (r % 10)}`, `26 D ${d * perDay + r}`]);
    await w.finish();
    const parts = zipParts(await readFile(file));
    const sheetXml = parts.find((p) => p.name === 'xl/worksheets/sheet1.xml')!.data.toString('utf8');
    const sst = parts.find((p) => p.name === 'xl/sharedStrings.xml')!.data.toString('utf8');
    expect(sst).toContain('uniqueCount="40"'); // every name of every day, and no registration
    expect(sst).not.toContain('26 D');
    expect(sheetXml.match(/<t>Name /g)).toHaveLength(days * 10); // each name inline once: its first sighting
    expect(sheetXml.match(/<t>26 D /g)).toHaveLength(days * perDay);
    const sheet = await read(file);
    expect(sheet.getCell(days * perDay + 1, 1).value).toBe(`Name ${(days - 1) * 10 + 9}`);
    expect(sheet.getCell(days * perDay + 1, 2).value).toBe(`26 D ${days * perDay - 1}`);
  });

  it('dates and times are spreadsheet dates in the screen formats; the header is bold, frozen and filtered (issue 23)', async () => {
    const file = path.join(dir, 'dates.xlsx');
    const cols = [
      { header: 'Name', width: 12 },
      { header: 'Date', width: 12, format: 'date' as const },
      { header: 'Time', width: 8, format: 'time' as const },
      { header: 'Hours', width: 8 },
    ];
    const w = new XlsxSheetWriter(file, "Visitor's", cols);
    // 2026-06-10 09:05:30 and 2026-12-31 23:59, as the export computes them from the depot's wall clock.
    w.addRow(['Ann', serialDay(civilDays(2026, 6, 10)), serialTime(9, 5, 30), 7.5]);
    w.addRow(['Bo', serialDay(civilDays(2026, 12, 31)), serialTime(23, 59), null]);
    w.addRow(['Cy', null, null, 1]);
    await w.finish();

    const sheet = await read(file);
    expect(sheet.getCell('B2').value).toEqual(new Date('2026-06-10T00:00:00Z'));
    expect(sheet.getCell('B2').numFmt).toBe(DATE_FORMAT);
    expect(sheet.getCell('C2').value).toEqual(new Date('1899-12-30T09:05:30Z'));
    expect(sheet.getCell('C2').numFmt).toBe(TIME_FORMAT);
    expect(sheet.getCell('B3').value).toEqual(new Date('2026-12-31T00:00:00Z'));
    expect(sheet.getCell('C3').value).toEqual(new Date('1899-12-30T23:59:00Z'));
    expect(sheet.getCell('D2').value).toBe(7.5); // a plain number stays a number
    expect(sheet.getCell('D2').numFmt).toBeUndefined();
    expect(sheet.getCell('B4').type).toBe(ExcelJS.ValueType.Null);
    expect(DATE_FORMAT).toBe('dd/mm/yyyy');
    expect(TIME_FORMAT).toBe('hh:mm');

    // The header: bold, in a frozen pane, with filters over every row.
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Name', 'Date', 'Time', 'Hours']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(sheet.autoFilter).toBe('A1:D4');
    const wbXml = zipParts(await readFile(file))
      .find((p) => p.name === 'xl/workbook.xml')!
      .data.toString('utf8');
    expect(wbXml).toContain(`<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'Visitor''s'!$A$1:$D$4</definedName>`);
  });

  it('holds the same memory at 100,000 rows as at 400,000 (issue 28: flat memory at a million rows)', async () => {
    // The heap kept after a full collection, as the writer goes: nothing of a row may stay behind it (a repeated
    // name column stays shared; a column that never repeats stops sharing after the sample and holds nothing).
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const kept = () => {
      gc();
      return process.memoryUsage().heapUsed / 1048576;
    };
    const cols = [
      { header: 'Name', width: 20 },
      { header: 'E-mail', width: 20 },
      { header: 'Car', width: 10 },
      { header: 'Date', width: 12, format: 'date' as const },
      { header: 'In', width: 8, format: 'time' as const },
      { header: 'Hours', width: 8 },
      { header: 'Flag', width: 6 },
    ];
    const w = new XlsxSheetWriter(path.join(dir, 'flat.xlsx'), 'Flat', cols);
    const heapAt: Record<number, number> = {};
    // The texts come as the export's do: fields split out of a chunk of COPY rows (V8 makes a longer one a view into
    // the chunk's string). The e-mails' people arrive over the whole run (a new one every 100 rows, 4,000 in all), so
    // each shared e-mail was first seen in a different chunk: a kept view would keep its chunk.
    const CHUNK = 400;
    for (let from = 1; from <= 400_000; from += CHUNK) {
      const lines: string[] = [];
      for (let r = from; r < from + CHUNK; r++)
        lines.push(`Partner ${r % 2000}\tvisitor.number.${Math.floor(r / 100)}@bench.example\t26 D ${r}\t${r % 2 ? 'Yes' : 'No'}`);
      let r = from;
      for (const f of lines.join('\n').split('\n').map(parseLine)) {
        w.addRow([f[0], f[1], f[2], serialDay(20454 + (r % 90)), serialTime(8, r % 60), 8.5, f[3]]);
        r++;
      }
      await w.drain();
      if (r - 1 === 100_000 || r - 1 === 400_000) heapAt[r - 1] = kept();
    }
    await w.finish();
    expect(Object.keys(heapAt)).toEqual(['100000', '400000']);
    expect(heapAt[400_000]! - heapAt[100_000]!).toBeLessThan(3);
  }, 60_000);

  it('abort() stops a half-written file without throwing', async () => {
    const w = new XlsxSheetWriter(path.join(dir, 'aborted.xlsx'), 'A', columns);
    w.addRow(['a', 1, null]);
    await w.drain();
    expect(() => w.abort()).not.toThrow();
  });
});
