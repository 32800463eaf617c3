import { Messages } from '../../../contracts/messages';
import { ImportKind } from '../import-job.entity';
import { templateWorkbook } from '../import-templates';
import { assertSafeXlsx, HostileFile, XLSX_LIMITS } from '../xlsx-guard';
import { zip } from './support';

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
