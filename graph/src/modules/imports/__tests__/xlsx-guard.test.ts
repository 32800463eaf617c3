import { Messages } from '../../../contracts/messages';
import { ImportKind } from '../import-job.entity';
import { templateWorkbook } from '../import-templates';
import { assertSafeXlsx, HostileFile, XLSX_LIMITS } from '../xlsx-guard';
import { zip } from './support';
import { readSheet } from '../xlsx-reader';

const base = [{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }];
const refusal = (data: Buffer) =>
  assertSafeXlsx(data).then(
    () => 'accepted',
    (e: unknown) => (e instanceof HostileFile ? e.message : `crash: ${String(e)}`),
  );

describe('xlsx guard (before exceljs unzips anything)', () => {
  it('accepts the V1.1 templates', async () => {
    for (const kind of [ImportKind.Partner, ImportKind.Visitor]) expect(await refusal(await templateWorkbook(kind))).toBe('accepted');
  });

  it('refuses a bomb by its declared size and by its ratio', async () => {
    const bomb = zip([...base, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024) }]);
    expect(await refusal(bomb)).toBe(Messages.zipBomb(XLSX_LIMITS.maxUncompressedBytes / 1024 / 1024));
  });

  it('refuses a bomb whose headers lie about its size (caught while inflating against the budget)', async () => {
    const liar = zip([...base, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(30 * 1024 * 1024), declaredSize: 1000 }]);
    expect(await refusal(liar)).toBe(Messages.zipBomb(XLSX_LIMITS.maxUncompressedBytes / 1024 / 1024));
  });

  it('refuses too many entries, a zip without a worksheet, and bytes that are not a zip', async () => {
    const many = zip([
      ...base,
      ...Array.from({ length: 250 }, (_, i) => ({ name: `xl/worksheets/sheet${i}.xml`, data: Buffer.from('<x/>') })),
    ]);
    expect(await refusal(many)).toMatch(/too many parts: 251/);
    expect(await refusal(zip([...base, { name: 'word/document.xml', data: Buffer.from('<w/>') }]))).toBe(
      Messages.notXlsx('no worksheet inside'),
    );
    expect(await refusal(Buffer.from('PK\x03\x04 and then nothing like a zip'))).toBe(Messages.notXlsx('its zip directory is missing'));
    expect(await refusal(Buffer.from('%PDF-1.7'))).toBe(Messages.notXlsx('it is not a zip archive'));
    const truncated = await templateWorkbook(ImportKind.Partner);
    expect(await refusal(truncated.subarray(0, truncated.length - 30))).toMatch(/^The file is not an xlsx workbook/);
  });
});

/**
 * A workbook whose shared-strings table is `mb` MB unpacked but packs about 15 to 1 (as repetitive texts do: under the
 * bomb ratio), with a sheet that uses it: the 7 MB upload whose table was 190 MB, made smaller.
 */
function bigSharedStrings(mb: number, declaredSize?: number): Buffer {
  const words = Array.from({ length: 200 }, (_, i) => `w${(i * 7919).toString(36)}x${i}`);
  const items: string[] = [];
  let size = 0;
  for (let i = 0; size < mb * 1024 * 1024; i++) {
    const item = `<si><t>${words[(i * 31) % 200]} ${words[(i * 17 + 5) % 200]} ${i % 1000}</t></si>`;
    items.push(item);
    size += item.length;
  }
  const sharedStrings = Buffer.from(`<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${items.join('')}</sst>`);
  const sheet = Buffer.from(
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>',
  );
  return zip([
    ...base,
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook><sheets><sheet name="S" sheetId="1"/></sheets></workbook>') },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
    { name: 'xl/sharedStrings.xml', data: sharedStrings, level: 6, declaredSize },
  ]);
}

describe('a shared-strings table too large to hold (issue 40: a 7 MB upload took the worker to 783 MiB)', () => {
  const words = Messages.partTooLarge(XLSX_LIMITS.maxPartBytes / 1024 / 1024);
  const file = bigSharedStrings(40);

  it('is refused at upload by its declared size, and by inflating when the size lies, with words that say what to do', async () => {
    expect(file.length).toBeLessThan(XLSX_LIMITS.maxFileBytes); // an upload the file limit lets through
    expect(await refusal(file)).toBe(words);
    expect(await refusal(bigSharedStrings(40, 1000))).toBe(words);
  });

  it('is refused by the reader itself (a part the guard did not know by name) without holding the table', async () => {
    const liar = bigSharedStrings(40, 1000); // its size lies: the reader's inflater is what stops
    const before = process.memoryUsage();
    const refusedWith = await readSheet(liar, ['A'], 10).then(
      () => 'read',
      (e: unknown) => (e instanceof HostileFile ? e.message : String(e)),
    );
    const after = process.memoryUsage();
    expect(refusedWith).toBe(words);
    // 40 MB of XML read whole is ~80 MB as a string, plus its matches; the bounded reader stops at 16 MB of bytes
    expect((after.heapUsed + after.external - before.heapUsed - before.external) / 1024 / 1024).toBeLessThan(64);
  });

  it('a table under the bound still reads', async () => {
    const rows = await readSheet(bigSharedStrings(2), ['w0x0 wujvx5 0'], 10, 1).catch((e: unknown) => String(e));
    expect(rows).toEqual([]);
  });
});
