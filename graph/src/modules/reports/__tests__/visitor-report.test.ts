import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest, untilExportDone } from '../../../test/http';
import { makeDepot, makeRegularVisitor, makeUser, makeWorld } from '../../../test/factories';
import { localDay } from '../../../core/time';
import { Messages } from '../../../contracts/messages';
import { RULE_KEYS } from '../../../contracts/kiosk-rules';
import { RULE_QUESTIONS } from '../../../contracts/rule-questions';
import { tokenFor } from '../../tenants/__tests__/support';
import { RULES_OK } from '../../visits/__tests__/support';
import { RegularVisitor } from '../../regular-visitors/regular-visitor.entity';
import { VisitType } from '../../attendance/visit.entity';
import { VISITOR_REPORT_COLUMNS } from '../visitor-report.query';
import { partnerWorld, visitWorld } from './support';

jest.setTimeout(90_000);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const DAY = '2026-06-10';
const PAGE_FIELDS = 'total page pageSize pages message items { id visitType firstName lastName state meetingReference carReg }';

async function world(timeZone = 'Europe/Dublin') {
  const w = await makeWorld(s.orm);
  const depot = timeZone === 'Europe/Dublin' ? w.depot : await makeDepot(s.orm, w.tenant, { timeZone });
  return { ...w, depot, token: tokenFor(s, w.admin) };
}

const dailyGql = (token: string, depotId: string, date: string | null, page?: number) =>
  gql(
    s.url,
    `query($d: ID!, $day: String, $p: Int){ dailyVisitReport(depotId: $d, date: $day, page: $p) { ${PAGE_FIELDS} } }`,
    { d: depotId, day: date, p: page },
    token,
  );
const rangeGql = (token: string, input: Record<string, unknown>) =>
  gql(s.url, `query($i: DateRangeVisitorsReportInput!){ dateRangeVisitorsReport(input: $i) { ${PAGE_FIELDS} } }`, { i: input }, token);

describe('daily visit report (api/daily-visit-report)', () => {
  it('pages planned visits 5 at a time: pages = ceil(total / 5), the last page, past the end; REST offset = GraphQL page', async () => {
    const w = await world();
    const v = await visitWorld(s.orm, w.depot);
    for (let i = 0; i < 12; i++)
      v.visit(VisitType.Planned, DAY, `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`, {
        firstName: `P${String(i).padStart(2, '0')}`,
      });
    v.visit(VisitType.Unplanned, DAY, '09:00', { firstName: 'Walkin' }); // not planned: not in the daily report
    v.visit(VisitType.Planned, '2026-06-11', '09:00', { firstName: 'Tomorrow' });
    await v.em.flush();

    const p1 = await dailyGql(w.token, w.depot.id, DAY);
    expect(p1.data.dailyVisitReport).toMatchObject({ total: 12, page: 1, pageSize: 5, pages: 3, message: null });
    expect(p1.data.dailyVisitReport.items.map((x: { firstName: string }) => x.firstName)).toEqual(['P00', 'P01', 'P02', 'P03', 'P04']);
    const p3 = await dailyGql(w.token, w.depot.id, DAY, 3);
    expect(p3.data.dailyVisitReport.items.map((x: { firstName: string }) => x.firstName)).toEqual(['P10', 'P11']);
    const p4 = await dailyGql(w.token, w.depot.id, DAY, 4);
    expect(p4.data.dailyVisitReport).toMatchObject({ total: 12, pages: 3, items: [], message: null });

    const r2 = await rest(s.url, 'GET', `api/daily-visit-report?depot=${w.depot.id}&offset=2&date=${DAY}`, { token: w.token });
    expect(r2.status).toBe(200);
    const g2 = await dailyGql(w.token, w.depot.id, DAY, 2);
    expect(r2.body).toMatchObject({ total: 12, page: 2, pages: 3 });
    expect(r2.body.items.map((x: { id: string }) => x.id)).toEqual(g2.data.dailyVisitReport.items.map((x: { id: string }) => x.id));
    const r0 = await rest(s.url, 'GET', `api/daily-visit-report?depot=${w.depot.id}&offset=0&date=${DAY}`, { token: w.token });
    expect(r0.body).toMatchObject({ page: 1 });
    expect(r0.body.items[0].firstName).toBe('P00');
  });

  it('refuses bad input with a 400 naming the field; another tenant sees a missing depot', async () => {
    const w = await world();
    const bad = await rest(s.url, 'GET', 'api/daily-visit-report?depot=not-an-id', { token: w.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toContain('depot');
    const missing = await rest(s.url, 'GET', 'api/daily-visit-report', { token: w.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Depot is required');
    const date = await rest(s.url, 'GET', `api/daily-visit-report?depot=${w.depot.id}&date=2026-02-30`, { token: w.token });
    expect(date.status).toBe(400);
    const other = await world();
    expect((await rest(s.url, 'GET', `api/daily-visit-report?depot=${w.depot.id}`, { token: other.token })).status).toBe(404);
    expect((await rest(s.url, 'GET', `api/daily-visit-report?depot=${w.depot.id}`)).status).toBe(401);
    const anon = await dailyGql('', w.depot.id, null);
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // The range report names the client's fields too; GraphQL answers a rule's message (the rules: visitor-report.service.test.ts).
    const range = await rest(s.url, 'POST', 'api/date-range-visitors-report', { token: w.token, body: {} });
    expect(range.status).toBe(400);
    expect(Object.keys(range.body.errors)).toEqual(expect.arrayContaining(['depot', 'dateFrom', 'dateTo']));
    const long = await rangeGql(w.token, { depotId: w.depot.id, dateFrom: '2026-01-01', dateTo: '2026-06-30' });
    expect(long.errors?.[0]).toMatchObject({ message: Messages.dateRangeTooLong(93), extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('date-range visitors report (api/date-range-visitors-report)', () => {
  async function mixed() {
    const w = await world();
    const rv = await makeRegularVisitor(s.orm, w.depot, { person: { firstName: 'Cara', lastName: 'Regular' } });
    const v = await visitWorld(s.orm, w.depot);
    const planned = v.visit(VisitType.Planned, DAY, '09:00', { firstName: 'Ada', lastName: 'Lovelace', company: 'Acme Engines' });
    const walkIn = v.visit(VisitType.Unplanned, DAY, '10:00', {
      firstName: 'Brian',
      lastName: 'Walker',
      company: 'Kelly Haulage',
      reasonForVisit: 'Delivery',
    });
    const regular = v.visit(VisitType.Regular, '2026-06-12', '11:00', {
      firstName: 'Cara',
      lastName: 'Regular',
      regularVisitor: v.em.getReference(RegularVisitor, rv.id),
    });
    v.visit(VisitType.Planned, '2026-07-01', '09:00', { firstName: 'Outside' });
    v.checkIn(walkIn, walkIn.dateOfVisit, null, { carReg: '12D345' });
    await v.em.flush();
    return { ...w, rv, planned, walkIn, regular };
  }

  it('lists every kind in the range, filters by visitType, searches name, company, reference and car registration; REST = GraphQL', async () => {
    const w = await mixed();
    const all = await rangeGql(w.token, { depotId: w.depot.id, dateFrom: '2026-06-01', dateTo: '2026-06-30' });
    expect(
      all.data.dateRangeVisitorsReport.items.map((x: { firstName: string; visitType: string }) => `${x.firstName}:${x.visitType}`),
    ).toEqual(['Ada:Planned', 'Brian:Unplanned', 'Cara:Regular']);
    expect(all.data.dateRangeVisitorsReport.items[2].meetingReference).toBe(w.rv.meetingReference);
    expect(all.data.dateRangeVisitorsReport.items[1]).toMatchObject({ state: 'CHECKED_IN', carReg: '12D345' });
    const rest1 = await rest(s.url, 'POST', 'api/date-range-visitors-report', {
      token: w.token,
      body: { depotId: w.depot.id, dateFrom: '01/06/2026', dateTo: '30/06/2026', offset: 1 },
    });
    expect(rest1.body.items.map((x: { id: string }) => x.id)).toEqual(
      all.data.dateRangeVisitorsReport.items.map((x: { id: string }) => x.id),
    );

    const only = await rangeGql(w.token, { depotId: w.depot.id, dateFrom: '2026-06-01', dateTo: '2026-06-30', visitType: 'Unplanned' });
    expect(only.data.dateRangeVisitorsReport.items.map((x: { firstName: string }) => x.firstName)).toEqual(['Brian']);
    const find = async (search: string) =>
      (
        await rangeGql(w.token, { depotId: w.depot.id, dateFrom: '2026-06-01', dateTo: '2026-06-30', search })
      ).data.dateRangeVisitorsReport.items.map((x: { firstName: string }) => x.firstName);
    expect(await find('ada lovelace')).toEqual(['Ada']);
    expect(await find('KELLY')).toEqual(['Brian']);
    expect(await find('12d3')).toEqual(['Brian']);
    expect(await find(w.planned.meetingReference!.toLowerCase())).toEqual(['Ada']);
    expect(await find(w.rv.meetingReference)).toEqual(['Cara']);
    expect(await find('%')).toEqual([]);
  });
});

const Q_FIELDS = `visitId attendanceId message visitorName email company visitType hostName depotCode timeZone checkInTime checkOutTime manualCheckout
  depotBadgeNum carReg reason temperature temperatureFlagged rulesOnDevice answers { key group question answer } hasSignature signatureDataUrl`;
const questionnaire = (token: string | undefined, visitId: string) =>
  gql(s.url, `query($v: ID!){ visitQuestionnaire(visitId: $v) { ${Q_FIELDS} } }`, { v: visitId }, token);

// A visit not checked in, and a temperature inside the limits: visits/__tests__/visit-questionnaire.service.test.ts.
describe('visit questionnaire', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  async function scene() {
    const w = await world();
    const v = await visitWorld(s.orm, w.depot);
    const visit = v.visit(VisitType.Unplanned, DAY, '09:00', { firstName: 'Ada', lastName: 'Byrne', reasonForVisit: 'Audit' });
    const booked = v.visit(VisitType.Planned, '2026-06-20', '09:00', { firstName: 'Later' });
    const badge = v.badge('B7');
    const a = v.checkIn(visit, visit.dateOfVisit, new Date('2026-06-10T10:00:00Z'), {
      badge,
      carReg: '12D345',
      temperature: '38.2',
      ruleAnswers: { ...RULES_OK, q1: 'yes' },
      manualCheckout: true,
    });
    v.sign(a, PNG);
    await v.em.flush();
    return { ...w, visit, booked, attendance: a };
  }

  it('shows the answers in plain words in the spec order, the flagged temperature, the car, reason, badge and the signature', async () => {
    const w = await scene();
    const r = await questionnaire(w.token, w.visit.id);
    const q = r.data.visitQuestionnaire;
    expect(q).toMatchObject({
      visitId: w.visit.id,
      attendanceId: w.attendance.id,
      message: null,
      visitorName: 'Ada Visitor'.replace('Visitor', 'Byrne'),
      visitType: 'Unplanned',
      depotCode: w.depot.code,
      timeZone: 'Europe/Dublin',
      manualCheckout: true,
      depotBadgeNum: 'B7',
      carReg: '12D345',
      reason: 'Audit',
      temperature: 38.2,
      temperatureFlagged: true,
      rulesOnDevice: false,
      hasSignature: true,
      signatureDataUrl: `data:image/png;base64,${PNG.toString('base64')}`,
      checkOutTime: '2026-06-10T10:00:00.000Z',
    });
    const given = RULE_KEYS.filter((k) => k in RULES_OK || k === 'q1');
    expect(q.answers.map((x: { key: string }) => x.key)).toEqual(given);
    expect(q.answers[0]).toEqual({ key: 'hr_1', group: 'House rules', question: RULE_QUESTIONS.hr_1.text, answer: 'Accepted' });
    expect(q.answers.find((x: { key: string }) => x.key === 'hsr_1')).toMatchObject({ question: RULE_QUESTIONS.hsr_1.text, answer: 'No' });
    expect(q.answers.find((x: { key: string }) => x.key === 'q1')).toMatchObject({ answer: 'Yes' });

    // REST: the attendee's latest visit at the depot, the same fields, and the web page's url.
    const viaRest = await rest(s.url, 'GET', `api/view-visitor-questionnaire/${w.depot.code.toLowerCase()}/${w.visit.attendee.id}`, {
      token: w.token,
    });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body).toMatchObject({ ...q, url: `${s.config.publicUrl}/visit/${w.visit.id}/questionnaire` });
  });

  it('only staff of the tenant, a DepotManager its own depot only; never a kiosk; malformed ids are 400 naming the field', async () => {
    const w = await scene();
    expect((await questionnaire(tokenFor(s, w.manager), w.visit.id)).data.visitQuestionnaire.visitId).toBe(w.visit.id);
    const otherDepot = await makeDepot(s.orm, w.tenant);
    const elsewhere = await makeUser(s.orm, { tenant: w.tenant, depot: otherDepot, role: 'DepotManager' });
    const denied = await questionnaire(tokenFor(s, elsewhere), w.visit.id);
    expect(denied.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const other = await world();
    expect((await questionnaire(other.token, w.visit.id)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(
      (await rest(s.url, 'GET', `api/view-visitor-questionnaire/${w.depot.code}/${w.visit.attendee.id}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await rest(s.url, 'GET', `api/view-visitor-questionnaire/${w.depot.code}/${w.visit.attendee.id}`, { token: tokenFor(s, elsewhere) }))
        .status,
    ).toBe(404);
    expect((await questionnaire(undefined, w.visit.id)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await rest(s.url, 'GET', `api/view-visitor-questionnaire/${w.depot.code}/${w.visit.attendee.id}`)).status).toBe(401);
    const bad = await rest(s.url, 'GET', `api/view-visitor-questionnaire/${w.depot.code}/nope`, { token: w.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('attendeeId is not a valid id');
    expect((await questionnaire(w.token, 'nope')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('bookedVisit(id) answers a walk-in and a regular visit too', async () => {
    const w = await scene();
    const r = await gql(
      s.url,
      'query($v: ID!){ bookedVisit(id: $v) { id visitType state reasonForVisit carReg temperature depotBadgeNum } }',
      { v: w.visit.id },
      w.token,
    );
    expect(r.data.bookedVisit).toEqual({
      id: w.visit.id,
      visitType: 'Unplanned',
      state: 'CHECKED_OUT',
      reasonForVisit: 'Audit',
      carReg: '12D345',
      temperature: 38.2,
      depotBadgeNum: 'B7',
    });
  });
});

const waitForExport = (token: string, id: string) => untilExportDone(s.url, token, id);

async function download(token: string, id: string) {
  const res = await fetch(`${s.url}/api/exports/${id}/download`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
  return { sheet: wb.worksheets[0], disposition: res.headers.get('content-disposition') };
}

const formulaCells = (sheet: ExcelJS.Worksheet) => {
  let n = 0;
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (cell.type === ExcelJS.ValueType.Formula || cell.formula) n++;
    }),
  );
  return n;
};

describe('visitor exports', () => {
  it('date range (api/date-range-visitors-report-export): columns, rows, dates on the depot clock, search honoured, =1+1 stays text', async () => {
    const w = await world();
    const v = await visitWorld(s.orm, w.depot);
    const hostile = v.visit(VisitType.Unplanned, '2026-10-25', '00:30', {
      firstName: '=1+1',
      lastName: '@SUM(A1)',
      company: '+cmd',
      dateOfVisit: new Date('2026-10-24T23:30:00Z'),
    });
    v.visit(VisitType.Planned, '2026-10-26', '09:00', { firstName: 'Plain', company: '-Minus Ltd' });
    v.visit(VisitType.Planned, '2026-10-20', '09:00', { firstName: 'Outside' });
    v.checkIn(hostile, hostile.dateOfVisit, new Date('2026-10-25T01:30:00Z'), { carReg: '=HYPERLINK("x")', temperature: '36.6' });
    await v.em.flush();

    const r = await rest(s.url, 'POST', 'api/date-range-visitors-report-export', {
      token: w.token,
      body: { depot: w.depot.id, dateFrom: '2026-10-25', dateTo: '2026-10-26', offset: 3 },
    });
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({ exportId: expect.any(String), status: 'QUEUED', message: Messages.exportReady });
    expect(r.body.fileName).toMatch(new RegExp(`^visitors-report-${w.depot.code}-\\d{8}-\\d{6}\\.xlsx$`));
    const done = await waitForExport(w.token, r.body.exportId);
    expect(done).toMatchObject({ status: 'DONE', rowCount: 2 });
    const { sheet, disposition } = await download(w.token, r.body.exportId);
    expect(disposition).toBe(`attachment; filename="${r.body.fileName}"`);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(VISITOR_REPORT_COLUMNS.map((c) => c.header));
    // Headed in the words people read, not the field names (issue 12).
    expect((sheet.getRow(1).values as unknown[]).slice(1, 7)).toEqual(['Date', 'Time', 'Visit type', 'State', 'First name', 'Last name']);
    const row = (n: number) =>
      Object.fromEntries(VISITOR_REPORT_COLUMNS.map((c, i) => [c.key, (sheet.getRow(n).values as unknown[])[i + 1]]));
    // Dates and times as spreadsheet dates on the depot's clock (Dublin: 00:30 summer time, 01:30 winter time after
    // the change), states and kinds in the screens' words (issue 23).
    expect(row(2)).toMatchObject({
      date: new Date('2026-10-25T00:00:00Z'),
      time: new Date('1899-12-30T00:30:00Z'),
      visitType: 'Walk-in',
      state: 'Checked out',
      firstName: '=1+1',
      lastName: '@SUM(A1)',
      company: '+cmd',
      carReg: '=HYPERLINK("x")',
      checkIn: new Date('1899-12-30T00:30:00Z'),
      checkOut: new Date('1899-12-30T01:30:00Z'),
      temperature: 36.6,
      depot: w.depot.code,
      manualCheckout: 'No',
    });
    expect(row(3)).toMatchObject({
      date: new Date('2026-10-26T00:00:00Z'),
      time: new Date('1899-12-30T09:00:00Z'),
      firstName: 'Plain',
      company: '-Minus Ltd',
      state: 'Not checked in',
    });
    expect(sheet.getRow(4).values).toEqual([]);
    expect(['A2', 'B2', 'M2', 'N2'].map((ref) => sheet.getCell(ref).numFmt)).toEqual(['dd/mm/yyyy', 'hh:mm', 'hh:mm', 'hh:mm']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:S3');
    expect(formulaCells(sheet)).toBe(0);
    for (const ref of ['E2', 'F2', 'H2', 'K2', 'H3']) {
      expect(sheet.getCell(ref).type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getCell(ref).numFmt).toBe('@');
    }

    // GraphQL: the same export with a search.
    const g = await gql(
      s.url,
      'mutation($i: DateRangeVisitorsReportInput!){ exportDateRangeVisitorsReport(input: $i) { id status fileName message } }',
      { i: { depotId: w.depot.id, dateFrom: '2026-10-25', dateTo: '2026-10-26', search: 'plain' } },
      w.token,
    );
    expect(g.data.exportDateRangeVisitorsReport).toMatchObject({ status: 'QUEUED', message: Messages.exportReady });
    expect((await waitForExport(w.token, g.data.exportDateRangeVisitorsReport.id)).rowCount).toBe(1);
  });

  it("issue 39: the sheet's name and headers in the requesting user's language (Polish), English for another", async () => {
    const w = await world();
    const v = await visitWorld(s.orm, w.depot);
    v.visit(VisitType.Planned, DAY, '09:00', { firstName: 'Jeden' });
    await v.em.flush();
    await s.orm.em.fork().getConnection().execute(`update "app_user" set "language" = 'pl' where "id" = ?`, [w.admin.id]);
    const r = await rest(s.url, 'GET', `api/daily-visit-report-export?depot=${w.depot.id}&date=${DAY}`, { token: w.token });
    expect((await waitForExport(w.token, r.body.exportId)).status).toBe('DONE');
    const { sheet } = await download(w.token, r.body.exportId);
    expect(sheet.name).toBe('Goście');
    expect((sheet.getRow(1).values as unknown[]).slice(1, 7)).toEqual(['Data', 'Godzina', 'Rodzaj wizyty', 'Stan', 'Imię', 'Nazwisko']);
    expect((sheet.getRow(2).values as unknown[])[5]).toBe('Jeden');
    const manager = tokenFor(s, w.manager);
    const en = await rest(s.url, 'GET', `api/daily-visit-report-export?depot=${w.depot.id}&date=${DAY}`, { token: manager });
    await waitForExport(manager, en.body.exportId);
    const english = (await download(manager, en.body.exportId)).sheet;
    expect(english.name).toBe('Visitors');
    expect((english.getRow(1).values as unknown[]).slice(1)).toEqual(VISITOR_REPORT_COLUMNS.map((c) => c.header));
  });

  it("daily (api/daily-visit-report-export): the planned visits of the depot's day", async () => {
    const w = await world();
    const v = await visitWorld(s.orm, w.depot);
    v.visit(VisitType.Planned, DAY, '09:00', { firstName: 'One' });
    v.visit(VisitType.Planned, DAY, '23:30', { firstName: 'Two' });
    v.visit(VisitType.Unplanned, DAY, '10:00', { firstName: 'Walkin' });
    v.visit(VisitType.Planned, '2026-06-11', '00:30', { firstName: 'Next' });
    await v.em.flush();
    const r = await rest(s.url, 'GET', `api/daily-visit-report-export?depot=${w.depot.id}&date=${DAY}`, { token: w.token });
    expect(r.status).toBe(202);
    const done = await waitForExport(w.token, r.body.exportId);
    expect(done).toMatchObject({ status: 'DONE', rowCount: 2, dateFrom: DAY, dateTo: DAY });
    const { sheet } = await download(w.token, r.body.exportId);
    expect([2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1, 6))).toEqual([
      [new Date('2026-06-10T00:00:00Z'), new Date('1899-12-30T09:00:00Z'), 'Planned', 'Not checked in', 'One'],
      [new Date('2026-06-10T00:00:00Z'), new Date('1899-12-30T23:30:00Z'), 'Planned', 'Not checked in', 'Two'],
    ]);
    const g = await gql(
      s.url,
      'mutation($d: ID!){ exportDailyVisitReport(depotId: $d) { id fileName dateFrom } }',
      { d: w.depot.id },
      w.token,
    );
    expect(g.data.exportDailyVisitReport.dateFrom).toBe(localDay(new Date(), w.depot.timeZone));
    const other = await world();
    expect((await rest(s.url, 'GET', `api/daily-visit-report-export?depot=${w.depot.id}`, { token: other.token })).status).toBe(404);
    expect((await rest(s.url, 'GET', `api/exports/${r.body.exportId}/download`, { token: other.token })).status).toBe(404);
  });
});

describe('partner attendances, list-attendees and searches', () => {
  it("a partner's history: newest first, 5 a page, hours by the spec 9 rule", async () => {
    const w = await world();
    const p = await partnerWorld(s.orm, w.depot);
    const partner = p.partner(1, { name: 'Sean Murphy' });
    for (let i = 1; i <= 7; i++) p.attend(partner, `2026-06-0${i}`, '08:00', i === 7 ? null : '16:30');
    await p.em.flush();
    const q =
      'query($p: ID!, $n: Int){ partnerAttendances(partnerId: $p, page: $n) { total page pageSize pages items { attendanceId depotCode checkInTime checkOutTime totalHours } } }';
    const one = (await gql(s.url, q, { p: partner.id }, w.token)).data.partnerAttendances;
    expect(one).toMatchObject({ total: 7, page: 1, pageSize: 5, pages: 2 });
    expect(one.items).toHaveLength(5);
    expect(one.items[0]).toMatchObject({
      depotCode: w.depot.code,
      checkOutTime: null,
      totalHours: null,
      checkInTime: '2026-06-07T07:00:00.000Z',
    });
    expect(one.items[1].totalHours).toBe('8.00');
    const two = (await gql(s.url, q, { p: partner.id, n: 2 }, w.token)).data.partnerAttendances;
    expect(two.items.map((x: { checkInTime: string }) => x.checkInTime.slice(0, 10))).toEqual(['2026-06-02', '2026-06-01']);
    const other = await world();
    expect((await gql(s.url, q, { p: partner.id }, other.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('api/list-attendees/{depotId}/{date}/{visitType}: who was present that day (the live report rows)', async () => {
    const w = await world();
    const v = await visitWorld(s.orm, w.depot);
    const a = v.visit(VisitType.Unplanned, DAY, '09:00', { firstName: 'Ada', lastName: 'Byrne' });
    v.checkIn(a, a.dateOfVisit);
    await v.em.flush();
    const r = await rest(s.url, 'GET', `api/list-attendees/${w.depot.id}/${DAY}/All`, { token: w.token });
    expect(r.status).toBe(200);
    expect(r.body.rows.map((x: { attendeeName: string; visitType: string }) => `${x.attendeeName}:${x.visitType}`)).toEqual([
      'Ada Byrne:Unplanned',
    ]);
    const none = await rest(s.url, 'GET', `api/list-attendees/${w.depot.id}/${DAY}/Partner`, { token: w.token });
    expect(none.body).toMatchObject({ rows: [], message: Messages.noAttendees });
    expect((await rest(s.url, 'GET', `api/list-attendees/nope/${DAY}/All`, { token: w.token })).status).toBe(400);
    expect((await rest(s.url, 'GET', `api/list-attendees/${w.depot.id}/${DAY}/Nobody`, { token: w.token })).status).toBe(400);
  });

  it('partners, regular visitors and the partner reports search by work id or name; lists page on the server', async () => {
    const w = await world();
    const p = await partnerWorld(s.orm, w.depot);
    const sean = p.partner(1, { name: 'Sean Murphy' });
    const aoife = p.partner(2, { name: 'Aoife Kelly' });
    p.attend(sean, DAY, '08:00', '16:00');
    p.attend(aoife, DAY, '08:00', '16:00');
    await p.em.flush();
    await makeRegularVisitor(s.orm, w.depot, { person: { firstName: 'Cara', lastName: 'Nolan', company: 'Nolan Freight' } });
    await makeRegularVisitor(s.orm, w.depot, { person: { firstName: 'Dan', lastName: 'Byrne' } });

    const partners = await rest(s.url, 'GET', `api/list-partners/${w.depot.id}/1?search=murphy`, { token: w.token });
    expect(partners.body).toMatchObject({ total: 1, pages: 1 });
    expect(partners.body.items[0].name).toBe('Sean Murphy');
    const byWorkId = await gql(
      s.url,
      'query($d: ID!, $s: String){ partners(depotId: $d, search: $s) { total pages items { name } } }',
      { d: w.depot.id, s: aoife.workId },
      w.token,
    );
    expect(byWorkId.data.partners).toEqual({ total: 1, pages: 1, items: [{ name: 'Aoife Kelly' }] });
    const rvs = await gql(
      s.url,
      'query($d: ID!, $s: String){ regularVisitors(depotId: $d, search: $s) { total pages items { name } } }',
      { d: w.depot.id, s: 'nolan fre' },
      w.token,
    );
    expect(rvs.data.regularVisitors.total).toBe(1);
    expect((await rest(s.url, 'GET', `api/list-regular-visitor/${w.depot.id}/1`, { token: w.token })).body).toMatchObject({
      total: 2,
      pages: 1,
    });

    const daily = await rest(s.url, 'GET', `api/daily-partner-report/${w.depot.id}/${DAY}?search=${aoife.workId}`, { token: w.token });
    expect(daily.body.rows.map((x: { name: string }) => x.name)).toEqual(['Aoife Kelly']);
    const range = await gql(
      s.url,
      'query($i: DateRangePartnerReportInput!){ dateRangePartnerReport(input: $i) { message rows { name } } }',
      { i: { depotId: w.depot.id, dateFrom: DAY, dateTo: DAY, search: 'sean' } },
      w.token,
    );
    expect(range.data.dateRangePartnerReport.rows).toEqual([{ name: 'Sean Murphy' }]);
    const nobody = await rest(s.url, 'POST', 'api/date-range-partners-report', {
      token: w.token,
      body: { depot: w.depot.id, dateFrom: DAY, dateTo: DAY, search: 'Zed' },
    });
    expect(nobody.body).toMatchObject({ rows: [], message: Messages.noClockedInFor('Zed') });
  });
});
