import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest, untilExportDone } from '../../../test/http';
import { makeDepot, makeWorld } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { tokenFor } from '../../tenants/__tests__/support';
import { partnerWorld } from './support';

jest.setTimeout(60_000);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const DAY = '2026-06-10';

async function scene() {
  const w = await makeWorld(s.orm);
  const p = await partnerWorld(s.orm, w.depot);
  const hostile = p.partner(1, {
    name: '=HYPERLINK("http://evil.test","x")',
    organisation: '+SUM(1,2)',
    signFlag: true,
    badgeNumFlag: true,
  });
  const plain = p.partner(2, { name: 'Sean Murphy', organisation: '@Agency' });
  const noShift = p.partner(3, { name: '-5 Minus', shift: null, role: null });
  const b = p.badge('B7');
  p.attend(hostile, DAY, '08:14', '16:30', { badge: b }); // 14 min late: from 08:00, 8 h 30 - 30 min = 8
  p.attend(plain, DAY, '08:16', '12:16'); // 16 min late: from 08:16, 4 h exactly = 4
  p.attend(noShift, DAY, '09:00', null); // open
  p.attend(plain, '2026-06-11', '08:00', '09:00'); // another day
  const elsewhere = await makeDepot(s.orm, w.tenant);
  await p.em.flush();
  return { ...w, ...p, hostile, plain, noShift, elsewhere, token: tokenFor(s, w.admin) };
}

describe('partner reports', () => {
  it("daily (api/daily-partner-report/{depotId}/{date}): the depot's day with the spec 3 export row and the spec 9 hours", async () => {
    const w = await scene();
    const r = await rest(s.url, 'GET', `api/daily-partner-report/${w.depot.id}/${DAY}`, { token: w.token });
    expect(r.status).toBe(200);
    expect(r.body.message).toBeNull();
    expect(r.body.rows).toEqual([
      {
        workId: w.hostile.workId,
        name: w.hostile.name,
        agency: '+SUM(1,2)',
        depot: w.depot.code,
        signFlag: true,
        badgeNumFlag: true,
        depotBadgeNum: 'B7',
        date: '10-06-2026',
        shiftStartTime: '08:00',
        clockIn: '08:14:00',
        clockOut: '16:30:00',
        totalHours: 8,
        roleName: 'Forklift Driver',
        autoCheckout: false,
      },
      {
        workId: w.plain.workId,
        name: 'Sean Murphy',
        agency: '@Agency',
        depot: w.depot.code,
        signFlag: false,
        badgeNumFlag: false,
        depotBadgeNum: null,
        date: '10-06-2026',
        shiftStartTime: '08:00',
        clockIn: '08:16:00',
        clockOut: '12:16:00',
        totalHours: 4,
        roleName: 'Forklift Driver',
        autoCheckout: false,
      },
      {
        workId: w.noShift.workId,
        name: '-5 Minus',
        agency: 'Acme Logistics',
        depot: w.depot.code,
        signFlag: false,
        badgeNumFlag: false,
        depotBadgeNum: null,
        date: '10-06-2026',
        shiftStartTime: null,
        clockIn: '09:00:00',
        clockOut: null,
        totalHours: null,
        roleName: null,
        autoCheckout: false,
      },
    ]);
    const g = await gql(
      s.url,
      'query($d: ID!, $day: String){ dailyPartnerReport(depotId: $d, date: $day) { message rows { workId name agency depot signFlag badgeNumFlag depotBadgeNum date shiftStartTime clockIn clockOut totalHours roleName autoCheckout } } }',
      { d: w.depot.id, day: DAY },
      w.token,
    );
    expect(g.data.dailyPartnerReport.rows).toEqual(r.body.rows);
  });

  it('date range (api/date-range-partners-report): depot, dateFrom and dateTo required; at most 93 days', async () => {
    const w = await scene();
    const r = await rest(s.url, 'POST', 'api/date-range-partners-report', {
      token: w.token,
      body: { depot: w.depot.id, dateFrom: '2026-06-01', dateTo: '2026-06-30' },
    });
    expect(r.status).toBe(200);
    expect(r.body.rows.map((x: { date: string }) => x.date)).toEqual(['10-06-2026', '10-06-2026', '10-06-2026', '11-06-2026']);
    const one = await rest(s.url, 'POST', 'api/date-range-partners-report', {
      token: w.token,
      body: { depot: w.depot.id, dateFrom: '2026-06-01', dateTo: '2026-06-30', workId: w.plain.workId },
    });
    expect(one.body.rows).toHaveLength(2);
    const missing = await rest(s.url, 'POST', 'api/date-range-partners-report', { token: w.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.Error.join(' ')).toMatch(/Depot is required/);
    const long = await rest(s.url, 'POST', 'api/date-range-partners-report', {
      token: w.token,
      body: { depot: w.depot.id, dateFrom: '2026-01-01', dateTo: '2026-06-30' },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 93 days/);
    const g = await gql(
      s.url,
      'query($i: DateRangePartnerReportInput!){ dateRangePartnerReport(input: $i) { rows { workId } } }',
      { i: { depotId: w.depot.id, dateFrom: '2026-06-01', dateTo: '2026-06-30' } },
      w.token,
    );
    expect(g.data.dateRangePartnerReport.rows).toHaveLength(4);
    const other = await makeWorld(s.orm);
    expect((await rest(s.url, 'GET', `api/daily-partner-report/${w.depot.id}/${DAY}`, { token: tokenFor(s, other.admin) })).status).toBe(
      404,
    );
  });
});

const waitForExport = (token: string, id: string) => untilExportDone(s.url, token, id);

describe('partner report exports', () => {
  it('writes the daily report as xlsx: named with a timestamp, rows and hours, formula-looking cells as text', async () => {
    const w = await scene();
    const r = await rest(s.url, 'GET', `api/daily-partner-report-export/${w.depot.id}?date=${DAY}`, { token: w.token });
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({ exportId: expect.any(String), status: 'QUEUED', message: Messages.exportReady });
    expect(r.body.fileName).toMatch(/^partner-report-\d{8}-\d{6}\.xlsx$/);
    const done = await waitForExport(w.token, r.body.exportId);
    expect(done).toMatchObject({ status: 'DONE', rowCount: 3, downloadPath: `/api/exports/${r.body.exportId}/download` });

    const res = await fetch(`${s.url}/api/exports/${r.body.exportId}/download`, { headers: { authorization: `Bearer ${w.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${r.body.fileName}"`);
    // The trail keeps who took the file and from where (issue 40).
    const taken = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select actor_username, operation, ip, changes from audit_log where action = 'export.download' and target_id = ?`, [
        r.body.exportId,
      ]);
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatchObject({ operation: 'EVENT', changes: { fileName: { after: r.body.fileName } } });
    expect(taken[0].ip).toMatch(/127\.0\.0\.1|::1/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0];
    // Headed in the words people read, not the field names (issue 12).
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Work ID',
      'Name',
      'Agency',
      'Depot',
      'Signs house rules',
      'Needs badge',
      'Badge number',
      'Date',
      'Shift start',
      'Clock-in',
      'Clock-out',
      'Total hours',
      'Role',
      'Signed out automatically',
    ]);
    const rows = [2, 3, 4].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    expect(rows[0]).toEqual([
      w.hostile.workId,
      '=HYPERLINK("http://evil.test","x")',
      '+SUM(1,2)',
      w.depot.code,
      'Yes',
      'Yes',
      'B7',
      // Real spreadsheet dates and times on the depot's clock, shown as the screens show them (issue 23).
      new Date('2026-06-10T00:00:00Z'),
      new Date('1899-12-30T08:00:00Z'),
      new Date('1899-12-30T08:14:00Z'),
      new Date('1899-12-30T16:30:00Z'),
      8,
      'Forklift Driver',
      'No', // signed out automatically (issue 23)
    ]);
    expect(['H2', 'I2', 'J2', 'K2'].map((ref) => sheet.getCell(ref).numFmt)).toEqual(['dd/mm/yyyy', 'hh:mm', 'hh:mm', 'hh:mm']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:N4');
    expect(rows[1][11]).toBe(4);
    expect(rows[2][1]).toBe('-5 Minus');
    expect(rows[2][11]).toBeUndefined(); // open: no total, a blank cell
    let formulas = 0;
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula || cell.formula) formulas++;
      }),
    );
    expect(formulas).toBe(0);
    for (const cell of [sheet.getCell('B2'), sheet.getCell('C2'), sheet.getCell('C3'), sheet.getCell('B4')]) {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.numFmt).toBe('@');
    }
  });

  it('exports a date range (POST api/date-range-partners-report-export and GraphQL exportPartnerReport)', async () => {
    const w = await scene();
    const r = await rest(s.url, 'POST', 'api/date-range-partners-report-export', {
      token: w.token,
      body: { depot: w.depot.id, dateFrom: '2026-06-01', dateTo: '2026-06-30' },
    });
    expect(r.status).toBe(202);
    expect((await waitForExport(w.token, r.body.exportId)).rowCount).toBe(4);
    const g = await gql(
      s.url,
      'mutation($i: ExportPartnerReportInput!){ exportPartnerReport(input: $i) { id status message fileName } }',
      { i: { depotId: w.depot.id, dateFrom: '2026-06-11', dateTo: '2026-06-11' } },
      w.token,
    );
    expect(g.data.exportPartnerReport).toMatchObject({ status: 'QUEUED', message: Messages.exportReady });
    await waitForExport(w.token, g.data.exportPartnerReport.id);
    const q = await gql(
      s.url,
      'query($id: ID!){ exportJob(id: $id) { status rowCount downloadPath } }',
      { id: g.data.exportPartnerReport.id },
      w.token,
    );
    expect(q.data.exportJob).toEqual({
      status: 'DONE',
      rowCount: 1,
      downloadPath: `/api/exports/${g.data.exportPartnerReport.id}/download`,
    });
    const missing = await rest(s.url, 'POST', 'api/date-range-partners-report-export', { token: w.token, body: { depot: w.depot.id } });
    expect(missing.status).toBe(400);
  });

  it("keeps exports to their tenant: another tenant's download and status answer like a missing one", async () => {
    const w = await scene();
    const other = await makeWorld(s.orm);
    const tokenB = tokenFor(s, other.admin);
    const r = await rest(s.url, 'GET', `api/daily-partner-report-export/${w.depot.id}?date=${DAY}`, { token: w.token });
    await waitForExport(w.token, r.body.exportId);
    for (const path of [`api/exports/${r.body.exportId}/download`, `api/export-status/${r.body.exportId}`]) {
      const foreign = await rest(s.url, 'GET', path, { token: tokenB });
      const missing = await rest(s.url, 'GET', path.replace(r.body.exportId, '00000000-0000-4000-8000-000000000000'), { token: tokenB });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
    }
    expect((await rest(s.url, 'GET', `api/exports/${r.body.exportId}/download`)).status).toBe(401);
    expect((await rest(s.url, 'GET', `api/daily-partner-report-export/${w.depot.id}`, { token: tokenB })).status).toBe(404);
  });
});
