import type { EntityManager } from '@mikro-orm/postgresql';
import ExcelJS from 'exceljs';
import type { Actor } from '../../../core/auth/actor';
import { makeWorld } from '../../../test/factories';
import { serviceTier, staffActor } from '../../../test/service-tier';
import { Messages } from '../../../contracts/messages';
import { Partner } from '../../attendance/partner.entity';
import { ImportKind } from '../import-job.entity';
import { runImport } from '../import-runner';
import { PARTNER_HEADERS, partnerRows, workIdBase, xlsx, zip } from './support';
import { parse } from '../../../core/command';
import { RegisterPartnerCommand } from '../../partners/partner.commands';

/**
 * Partner bulk upload, row validation at the service tier (issue 24): the upload as the service takes it, then the
 * runner the worker's 'bulk-import' job runs, then the job as api/import-status reads it. All rows or none; each
 * rejected row named with its reasons; a hostile file ends its job FAILED with a clear message. The HTTP suite
 * (imports.test.ts) keeps the multipart routes, the worker taking the jobs (10,000 rows), the templates and the visitor
 * upload with its e-mails.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'imports' });
});
afterAll(async () => {
  await t.close();
});

const partnersOf = (depotId: string) => t.orm.em.fork().count(Partner, { depot: depotId }, { filters: false });

/** Uploads `data` as the partner file of `depotId`, runs the job as the worker does, and answers the finished job. */
async function imported(actor: Actor, depotId: string, data: Buffer) {
  const job = await t
    .as(actor)
    .imports.upload(actor, ImportKind.Partner, { depotId }, [
      { field: 'file', filename: 'partners.xlsx', mimetype: 'application/octet-stream', data },
    ]);
  await runImport(t.orm.em as EntityManager, job.id);
  return t.as(actor).imports.find(actor, job.id);
}

describe('partner bulk upload: rows checked, all or none', () => {
  it('lands nothing when one row repeats another, and names the row', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const rows = partnerRows(50);
    rows.splice(30, 0, [...rows[10]]); // sheet row 32 repeats sheet row 12
    const done = await imported(staffActor(admin), depot.id, await xlsx(PARTNER_HEADERS, rows));
    expect(done.status).toBe('FAILED');
    expect(done.inserted).toBe(0);
    expect(done.rowErrors).toEqual([{ row: 32, message: 'Row 32 repeats row 12' }]);
    expect(done.message).toMatch(/1 row was rejected/);
    expect(await partnersOf(depot.id)).toBe(0);
  });

  it('lands nothing when one work id exists already (or repeats within the file), and names the row', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const base = workIdBase();
    expect((await imported(a, depot.id, await xlsx(PARTNER_HEADERS, partnerRows(1, base)))).status).toBe('DONE');

    const rows = partnerRows(20, base + 100);
    rows[7][0] = String(base); // sheet row 9: registered already
    rows[15] = [rows[3][0], 'Someone Else', 'Other Org', '', '', '', '', '']; // sheet row 17: same work id as row 5
    const done = await imported(a, depot.id, await xlsx(PARTNER_HEADERS, rows));
    expect(done.status).toBe('FAILED');
    expect(done.rowErrors).toEqual([
      { row: 9, message: `WorkId ${base} is already registered` },
      { row: 17, message: `WorkId ${rows[3][0]} is already used in row 5` },
    ]);
    expect(await partnersOf(depot.id)).toBe(1);
  });

  it("writes a partner's name and organisation as a single registration does: the same capitalFirst rule", async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const base = workIdBase();
    const rows = partnerRows(2, base);
    rows[0][1] = 'pat murphy';
    rows[0][2] = 'acme logistics';
    rows[1][1] = '  éamonn de valera ';
    rows[1][2] = 'mcAlpine';
    expect((await imported(a, depot.id, await xlsx(PARTNER_HEADERS, rows))).status).toBe('DONE');
    const single = await t
      .as(a)
      .partners.register(
        a,
        parse(RegisterPartnerCommand, { workId: String(base + 50), name: 'pat murphy', organisation: 'acme logistics', depotId: depot.id }),
      );
    const stored = await t.orm.em
      .fork()
      .find(Partner, { depot: depot.id }, { filters: false, orderBy: { workId: 'asc' }, fields: ['workId', 'name', 'organisation'] });
    expect(stored.map((p) => [p.name, p.organisation])).toEqual([
      ['Pat murphy', 'Acme logistics'],
      ['Éamonn de valera', 'McAlpine'],
      [single.name, single.organisation],
    ]);
    expect([single.name, single.organisation]).toEqual(['Pat murphy', 'Acme logistics']);
  });

  it('reports every invalid row with its reason (required fields, numeric work id, flags, unknown shift)', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const base = workIdBase();
    const rows = [
      [String(base), 'Good Row', 'Acme', '', '', '', 'Yes', 'No'],
      ['12AB', 'Bad Id', 'Acme', '', '', '', '', ''],
      [String(base + 1), '', '', 'not-an-email', 'Night', '', 'maybe', ''],
    ];
    const done = await imported(staffActor(admin), depot.id, await xlsx(PARTNER_HEADERS, rows));
    expect(done.status).toBe('FAILED');
    expect(done.rowErrors).toEqual([
      { row: 3, message: Messages.workIdNumeric },
      {
        row: 4,
        message:
          'Name is required; Organisation is required; Email is not a valid e-mail address; Shift "Night" is not one of your shifts; SignFlag must be Yes or No',
      },
    ]);
    expect(await partnersOf(depot.id)).toBe(0);
  });

  // One case per test, each building its own file: on a loaded CI machine the 100,001-row workbook alone takes a while.
  const hostile: [string, (base: number) => Promise<Buffer>, RegExp][] = [
    [
      'not a zip',
      async () => Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('this is not really a zip file at all')]),
      /not an xlsx workbook/,
    ],
    [
      // An xlsx-like zip whose sheet inflates to 150 MB of zeros (about 150 KB on the wire).
      'zip bomb',
      async () =>
        zip([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
          { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(150 * 1024 * 1024) },
        ]),
      /zip bomb/,
    ],
    ['100,001 rows', (base) => xlsx(PARTNER_HEADERS, partnerRows(100_001, base + 1000)), /more than 100,000 rows/],
    [
      'formulas',
      async (base) => {
        const book = new ExcelJS.Workbook();
        const ws = book.addWorksheet('Partners');
        ws.addRow(PARTNER_HEADERS);
        ws.addRow([String(base), 'Formula Fan', 'Acme', '', '', '', '', '']);
        ws.addRow([{ formula: 'A2+1', result: base + 1 }, 'Evil', 'Acme', '', '', '', '', '']);
        return Buffer.from(await book.xlsx.writeBuffer());
      },
      /formula \(cell A3\)/,
    ],
    [
      'damaged workbook',
      async () =>
        zip([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
          { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet><sheetData><row r="1"><<<garbage') },
        ]),
      /could not be read as an xlsx workbook/,
    ],
    [
      'wrong columns',
      (base) => xlsx(['WorkId', 'Name', 'Company', 'Email'], partnerRows(3, base + 500_000)),
      /columns do not match template V1\.1/,
    ],
  ];
  it.each(hostile)(
    'refuses a hostile file (%s) with a clear message: the job FAILED, never a throw, nothing written, and the next job lands',
    async (label, build, message) => {
      const { depot, admin } = await makeWorld(t.orm);
      const a = staffActor(admin);
      const base = workIdBase();
      const done = await imported(a, depot.id, await build(base));
      expect({ label, status: done.status, inserted: done.inserted }).toEqual({ label, status: 'FAILED', inserted: 0 });
      expect(done.message).toMatch(message);
      expect(await partnersOf(depot.id)).toBe(0);
      // The runner answered with a FAILED job (it never threw): a good file lands after it.
      expect((await imported(a, depot.id, await xlsx(PARTNER_HEADERS, partnerRows(5, base + 900_000)))).status).toBe('DONE');
      expect(await partnersOf(depot.id)).toBe(5);
    },
    180_000,
  );
});
