import { existsSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Messages } from '../../../contracts/messages';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest, untilExportDone } from '../../../test/http';
import { uniq } from '../../../test/factories';
import { twoTenants } from '../../tenants/__tests__/support';

/**
 * Issue 40, "Erasure leaves copies": export files made before an erasure downloaded with the person's name until the
 * day-old housekeeping, and the free-text reason of a REST walk-in kept a surname after erasure. Erasing a person
 * now removes every stored export that may name them (its download answers 410 saying why) and clears a reason that
 * is not one of the listed ones; an export that cannot name them stays.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const ERASE = `mutation($input: DataSubjectInput!) { eraseDataSubject(input: $input) { kind counts { visitors exportFiles } } }`;
const RANGE = `mutation($input: DateRangeVisitorsReportInput!) { exportDateRangeVisitorsReport(input: $input) { id } }`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function exportText(token: string, depotId: string) {
  // yesterday to tomorrow (UTC): today in any depot's zone
  const r = await gql(s.url, RANGE, { input: { depotId, dateFrom: day(-1), dateTo: day(1) } }, token);
  expect(r.errors).toBeUndefined();
  const id: string = r.data.exportDateRangeVisitorsReport.id;
  expect((await untilExportDone(s.url, token, id)).status).toBe('DONE');
  return id;
}

async function download(token: string, id: string) {
  const res = await fetch(`${s.url}/api/exports/${id}/download`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) return { status: res.status, text: JSON.stringify(await res.json()) };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const cells: string[] = [];
  wb.worksheets[0]!.eachRow((row) => row.eachCell((c) => cells.push(String(c.text))));
  return { status: 200, text: cells.join(' | ') };
}

describe('erasing a person removes the copies that name them', () => {
  it("the depot's export of that day goes (410 with its reason, file deleted); the free-text reason is cleared; another depot's export stays", async () => {
    const { a, b, tokenA, tokenB } = await twoTenants(s);
    const email = `${uniq('q')}@example.test`;
    const walkIn = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        carReg: 'Q1',
        email,
        firstName: 'Quentin',
        lastName: 'Quigley',
        meetingWith: '',
        depotBadgeNum: '',
        depot: a.depot.id,
        temperature: '36.5',
        reasonForVisit: 'Returning keys for Mr Quigley',
        Company: 'Quigley Haulage',
      },
    });
    expect(walkIn.status).toBe(200);
    const namingExport = await exportText(tokenA, a.depot.id);
    const otherExport = await exportText(tokenB, b.depot.id);
    expect((await download(tokenA, namingExport)).text).toMatch(/Quigley/);
    const [job] = await s.orm.em.fork().getConnection().execute(`select "path" from "export_job" where "id" = ?`, [namingExport]);
    const file = path.join(s.config.dataDir, job.path);
    expect(existsSync(file)).toBe(true);

    const erased = await gql(s.url, ERASE, { input: { email } }, tokenA);
    expect(erased.errors).toBeUndefined();
    expect(erased.data.eraseDataSubject).toEqual({ kind: 'erase', counts: { visitors: 1, exportFiles: 1 } });

    expect(await download(tokenA, namingExport)).toEqual({ status: 410, text: expect.stringContaining(Messages.exportErased) });
    expect(existsSync(file)).toBe(false);
    expect((await download(tokenB, otherExport)).status).toBe(200);
    const [visit] = await s.orm.em
      .fork()
      .getConnection()
      .execute(
        `select v."reason_for_visit" from "visit" v join "attendee" p on p."id" = v."attendee_id" where p."id" = (select "attendee_id" from "attendance" where "id" = ?)`,
        [walkIn.body.attendanceId],
      );
    expect(visit.reason_for_visit).toBeNull();
  });

  it("a listed reason's words stay after the erasure", async () => {
    const { a, tokenA } = await twoTenants(s);
    const email = `${uniq('r')}@example.test`;
    const walkIn = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        carReg: 'NONE',
        email,
        firstName: 'Rosa',
        lastName: 'Listed',
        meetingWith: '',
        depotBadgeNum: '',
        depot: a.depot.id,
        temperature: '',
        reasonForVisit: 'Delivery',
        Company: 'Acme',
      },
    });
    expect(walkIn.status).toBe(200);
    expect((await gql(s.url, ERASE, { input: { email } }, tokenA)).errors).toBeUndefined();
    const [visit] = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select v."reason_for_visit" from "visit" v join "attendance" x on x."visit_id" = v."id" where x."id" = ?`, [
        walkIn.body.attendanceId,
      ]);
    expect(visit.reason_for_visit).toBe('Delivery');
  });
});
