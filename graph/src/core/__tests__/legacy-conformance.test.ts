import { startTestServer, type TestServer } from '../../test/server';
import { gql, rest, type RestResult } from '../../test/http';
import { Messages } from '../../contracts/messages';
import {
  makeBadges,
  makeManager,
  makeRegularVisitor,
  makeRole,
  makeShift,
  makeVisit,
  makeWorld,
  uniq,
  workId as newWorkId,
} from '../../test/factories';
import { superAdminToken, tokenFor } from '../../modules/tenants/__tests__/support';
import { localDay } from '../time';

/**
 * Spec section 7, row by row, as a legacy client sends it: each call with exactly the fields the spec lists
 * (for "not shown" payloads, what /api/openapi.json documents), against the real server. A route that
 * drifts (path, casing, method) or starts refusing the spec's payload fails here.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The call succeeded: the route is there and took the spec's payload. */
function ok(r: RestResult, what: string) {
  if (r.status < 200 || r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body;
}

async function multipart(
  path: string,
  fields: Record<string, string>,
  file: { field: string; name: string; data: Buffer },
  token?: string,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(file.field, new Blob([file.data]), file.name);
  const res = await fetch(`${s.url}/${path}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* text */
  }
  return { status: res.status, body, headers: res.headers } as RestResult;
}

async function world() {
  const w = await makeWorld(s.orm);
  const token = tokenFor(s, w.admin);
  const [tenantName, depotCode] = [w.tenant.name, w.depot.code];
  await makeBadges(s.orm, w.depot, ['1', '2', '3', '4', '5']);
  return { ...w, token, tenantName, depotCode };
}

describe('spec 7: Partners', () => {
  it('list, register, get, edit, QR send, shift validation (work id only), clock-in, signature, clock-out, delete', async () => {
    const w = await world();
    const role = await makeRole(s.orm, w.tenant);
    const shift = await makeShift(s.orm, w.tenant, '00:00', '23:59');
    ok(await rest(s.url, 'GET', `api/list-partners/${w.depot.id}/1`, { token: w.token }), 'list-partners');
    const workId = newWorkId();
    const p = ok(
      await rest(s.url, 'POST', 'api/register-partner', {
        token: w.token,
        body: {
          workId,
          name: 'pat partner',
          organisation: 'contractors ltd',
          emailaddress: `${uniq('p')}@example.test`,
          shifttiming: shift.id,
          roleId: role.id,
          signFlag: true,
          badgeNumFlag: true,
          depotId: w.depot.id,
        },
      }),
      'register-partner',
    );
    ok(await rest(s.url, 'GET', `api/get-partner/${p.id}`, { token: w.token }), 'get-partner');
    ok(
      await rest(s.url, 'PUT', `api/edit-partner/${p.id}`, {
        token: w.token,
        body: { name: 'Pat Partner', organisation: 'Contractors Ltd' },
      }),
      'edit-partner',
    );
    ok(
      await rest(s.url, 'POST', `api/sendqrcode-partners/${p.id}`, { token: w.token, body: { meetingReference: workId } }),
      'sendqrcode-partners',
    );
    const v = ok(await rest(s.url, 'GET', `api/get-shiftvalidate/${workId}`), 'get-shiftvalidate with the work id only');
    expect(v).toMatchObject({ ok: true });
    ok(
      await rest(s.url, 'POST', 'api/clock-in', { body: { workId, depot: w.depot.id, depotBadgeNum: '1', temperature: '36.5' } }),
      'clock-in',
    );
    ok(
      await multipart(
        'api/submit-partner-signature',
        { depotBadgeNum: '1', workId, depot: w.depot.id },
        { field: 'sign', name: 'sign.png', data: PNG },
      ),
      'submit-partner-signature',
    );
    const out = ok(await rest(s.url, 'POST', 'api/clock-out', { body: { workId, depot: w.depot.id, depotBadgeNum: '1' } }), 'clock-out');
    expect(out).toMatchObject({ name: 'Pat Partner', organisation: 'Contractors Ltd' });
    ok(await rest(s.url, 'DELETE', `api/delete-partner/${p.id}`, { token: w.token }), 'delete-partner');
  });

  it('partner bulk upload takes multipart file + depotId (a bad file is refused with a message, not a missing route)', async () => {
    const w = await world();
    const r = await multipart(
      'api/partner-bulk-upload',
      { depotId: w.depot.id },
      { field: 'file', name: 'p.xlsx', data: Buffer.from('not a zip') },
      w.token,
    );
    expect(r.status).not.toBe(404);
    expect(r.status).toBeLessThan(500);
  });
});

describe('spec 7: Visitors', () => {
  it('QR-Info, fetch-visitor-QRdetails, checkIn (no company, no rules), status, before-checkout by badge, checkOut', async () => {
    const w = await world();
    const visit = await makeVisit(s.orm, w.depot);
    const ref = visit.meetingReference!;
    expect(ok(await rest(s.url, 'GET', `api/QR-Info?meetingReference=${ref}`), 'QR-Info')).toMatchObject({ visittype: 'Planned' });
    const d = ok(
      await rest(s.url, 'POST', 'api/fetch-visitor-QRdetails', {
        body: { meetingRef: ref, tenantName: w.tenantName, depotCode: w.depotCode },
      }),
      'fetch-visitor-QRdetails',
    );
    expect(d).toMatchObject({ hasCheckedIn: false, hasCheckedOut: false, depotId: w.depot.id });
    ok(
      await rest(s.url, 'POST', 'api/fetch-visitor-details', {
        body: { meetingRef: ref, tenantName: w.tenantName, depotCode: w.depotCode },
      }),
      'fetch-visitor-details',
    );
    ok(
      await rest(s.url, 'POST', 'api/checkIn', {
        body: {
          carReg: '10 D 1',
          email: 'ada@example.test',
          firstName: 'Ada',
          lastName: 'Byrne',
          meetingWith: 'Grace Host',
          visitorRef: ref,
          depotBadgeNum: '2',
          depot: w.depot.id,
          temperature: '36.6',
        },
      }),
      'checkIn',
    );
    ok(
      await rest(s.url, 'POST', 'api/planned-visit-email-notification', {
        body: { depot: w.depot.id, depotcode: w.depotCode, meetingRef: ref, tenant: w.tenantName },
      }),
      'planned-visit-email-notification',
    );
    expect(ok(await rest(s.url, 'GET', `api/get-visitor-status/${ref}`), 'get-visitor-status')).toMatchObject({
      hasCheckedIn: true,
      hasCheckedOut: false,
    });
    ok(await rest(s.url, 'GET', `api/get-visitor-before-checkout?depotBadgeNum=2&depotId=${w.depot.id}`), 'get-visitor-before-checkout');
    ok(
      await multipart('api/submit-signature', { depotBadgeNum: '2', depot: w.depot.id }, { field: 'sign', name: 'sign.png', data: PNG }),
      'submit-signature',
    );
    ok(
      await rest(s.url, 'POST', 'api/checkOut', {
        body: { visitorAttendanceId: '', manualCheckout: false, depotBadge: '2', depotId: w.depot.id, sendNotification: false },
      }),
      'checkOut',
    );
  });

  it('checkInQR, before-QRcheckout, QRcheckOut; a regular visitor by passcode; the regular e-mail notification', async () => {
    const w = await world();
    const visit = await makeVisit(s.orm, w.depot);
    const ref = visit.meetingReference!;
    ok(
      await rest(s.url, 'POST', 'api/checkInQR', {
        body: {
          carReg: '10 D 1',
          email: 'ada@example.test',
          firstName: 'Ada',
          lastName: 'Byrne',
          meetingWith: 'Grace Host',
          visitorRef: ref,
          depot: w.depot.id,
          temperature: '36.6',
        },
      }),
      'checkInQR',
    );
    ok(
      await rest(s.url, 'GET', `api/get-visitor-before-QRcheckout?meetingReference=${ref}&depotId=${w.depot.id}`),
      'get-visitor-before-QRcheckout',
    );
    ok(await rest(s.url, 'POST', 'api/QRcheckOut', { body: { meetingReference: ref, depotId: w.depot.id } }), 'QRcheckOut');

    const rv = await makeRegularVisitor(s.orm, w.depot);
    const byPasscode = await rest(s.url, 'POST', 'api/fetch-visitor-details', {
      body: {
        meetingRef: rv.meetingReference,
        tenantName: w.tenantName,
        depotCode: w.depotCode,
        PassCode: { PosOne: 1, PosTwo: 3, PosThree: 6, CharPosOne: 'A', CharPosTwo: '3', CharPosThree: '9' },
      },
    });
    expect(ok(byPasscode, 'fetch-visitor-details with PassCode')).toMatchObject({ visittype: 'Regular' });
    ok(
      await rest(s.url, 'POST', 'api/checkInQR', {
        body: {
          carReg: 'RV 1',
          email: 'x@example.test',
          firstName: 'Ada',
          lastName: 'Byrne',
          meetingWith: 'Grace Host',
          visitorRef: rv.meetingReference,
          depot: w.depot.id,
          temperature: '36.6',
        },
      }),
      'checkInQR regular',
    );
    ok(
      await rest(s.url, 'POST', 'api/regular-visit-email-notification', {
        body: { depot: w.depot.id, depotcode: w.depotCode, meetingRef: rv.meetingReference, tenant: w.tenantName },
      }),
      'regular-visit-email-notification',
    );
  });

  it('unplanned-visit-checkIn and its notification, mobile-checkIn, get-visitors, reasons, planned-visit-checkin', async () => {
    const w = await world();
    const email = `${uniq('walk')}@example.test`;
    ok(
      await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
        body: {
          carReg: 'w 1',
          email,
          firstName: 'walt',
          lastName: 'in',
          meetingWith: 'grace',
          depotBadgeNum: '3',
          depot: w.depot.id,
          temperature: '36.5',
          reasonForVisit: 'Delivery',
          Company: 'acme',
        },
      }),
      'unplanned-visit-checkIn',
    );
    ok(
      await rest(s.url, 'POST', 'api/unplanned-visit-email-notification', {
        body: { depot: w.depot.id, depotcode: w.depotCode, reason: 'Delivery', name: 'Walt In', company: 'Acme' },
      }),
      'unplanned-visit-email-notification',
    );
    const visit = await makeVisit(s.orm, w.depot);
    ok(
      await rest(s.url, 'POST', 'api/mobile-checkIn/', {
        body: {
          carReg: '10 D 1',
          email: 'ada@example.test',
          firstName: 'Ada',
          lastName: 'Byrne',
          meetingWith: 'Grace Host',
          visitorRef: visit.meetingReference,
          depot: w.depot.id,
          temperature: '36.6',
        },
      }),
      'mobile-checkIn',
    );
    ok(await rest(s.url, 'GET', 'api/get-visitors', { token: w.token }), 'get-visitors');
    ok(await rest(s.url, 'GET', 'api/reasons'), 'reasons');
    ok(await rest(s.url, 'GET', 'api/planned-visit-checkin?visitType=Planned%20Visitor', { token: w.token }), 'planned-visit-checkin');
  });

  it('book-meeting with the booking payload, cancel-visit, visitor bulk upload', async () => {
    const w = await world();
    const b = ok(
      await rest(s.url, 'POST', 'api/book-meeting', {
        token: w.token,
        body: {
          RegularVisitorRef: '',
          FirstName: 'ada',
          LastName: 'lovelace',
          Email: `${uniq('b')}@example.test`,
          Company: 'acme',
          Host: { name: 'hal', email: 'hal@example.test', department: 'ops' },
          meetingRef: '',
          badgeID: '',
          depot: w.depot.id,
          printLabel: false,
          isRegularVisitor: false,
          passCode: '',
          signFlag: false,
          enterTemperature: false,
          badgeNumFlag: false,
          MeetingDateTime: '2027-01-15T10:00',
        },
      }),
      'book-meeting',
    );
    expect(b).toMatchObject({ hostName: 'Hal' });
    // The day's list over REST is GraphQL's bookedVisits; the cancel answers its state with the spec's text.
    const list = ok(
      await rest(s.url, 'GET', `api/list-booked-visitor/${w.depot.id}/2027-01-15`, { token: w.token }),
      'list-booked-visitor',
    );
    const q = await gql(s.url, 'query($d: ID!){ bookedVisits(depotId: $d, date: "2027-01-15") { id state } }', { d: w.depot.id }, w.token);
    expect(q.data.bookedVisits).toEqual(list.map((v: { id: string; state: string }) => ({ id: v.id, state: v.state })));
    expect(ok(await rest(s.url, 'DELETE', `api/cancel-visit/${b.id}`, { token: w.token }), 'cancel-visit')).toMatchObject({
      state: 'CANCELLED',
      message: Messages.meetingCanceled,
    });
    const up = await multipart(
      'api/visitor-bulk-upload',
      { depotId: w.depot.id },
      { field: 'file', name: 'v.xlsx', data: Buffer.from('not a zip') },
      w.token,
    );
    expect(up.status).not.toBe(404);
    expect(up.status).toBeLessThan(500);
  });
});

describe('spec 7: Shifts, roles, reasons', () => {
  it('every shift and role path with the spec spellings (ShiftName, StartTime, EndTime, RoleName)', async () => {
    const w = await world();
    const sh = ok(
      await rest(s.url, 'POST', 'api/add-shift', {
        token: w.token,
        body: { ShiftName: 'Early', StartTime: '2026-11-23 06:00', EndTime: '2026-11-23 14:00' },
      }),
      'add-shift',
    );
    ok(await rest(s.url, 'GET', 'api/list-shifts', { token: w.token }), 'list-shifts');
    ok(await rest(s.url, 'GET', 'api/get-shift/', { token: w.token }), 'get-shift/');
    ok(
      await rest(s.url, 'PUT', `api/edit-shift/${sh.id}`, {
        token: w.token,
        body: { Id: sh.id, ShiftName: 'Early', StartTime: '07:00', EndTime: '15:00' },
      }),
      'edit-shift',
    );
    ok(await rest(s.url, 'DELETE', `api/delete-shift/${sh.id}`, { token: w.token }), 'delete-shift');
    const ro = ok(await rest(s.url, 'POST', 'api/add-role', { token: w.token, body: { RoleName: uniq('Driver ') } }), 'add-role');
    for (const p of ['api/list-role', 'api/get-role/', 'api/get-roles']) ok(await rest(s.url, 'GET', p, { token: w.token }), p);
    ok(await rest(s.url, 'PUT', `api/edit-role/${ro.id}`, { token: w.token, body: { Id: ro.id, RoleName: uniq('Loader ') } }), 'edit-role');
    ok(await rest(s.url, 'DELETE', `api/delete-role/${ro.id}`, { token: w.token }), 'delete-role');
    ok(await rest(s.url, 'GET', `api/regular-visitor-reference/${w.tenant.id}`, { token: w.token }), 'regular-visitor-reference');
  });
});

describe('spec 7: Reports (partners; the visitor reports are issue 9)', () => {
  it('daily and date-range partner reports and their exports, todays-planned-visits, live reports', async () => {
    const w = await world();
    ok(await rest(s.url, 'GET', `api/daily-partner-report/${w.depot.id}/2026-11-23`, { token: w.token }), 'daily-partner-report');
    ok(await rest(s.url, 'GET', `api/daily-partner-report-export/${w.depot.id}`, { token: w.token }), 'daily-partner-report-export');
    ok(
      await rest(s.url, 'POST', 'api/date-range-partners-report', {
        token: w.token,
        body: { depot: w.depot.id, dateFrom: '2026-11-01', dateTo: '2026-11-23' },
      }),
      'date-range-partners-report',
    );
    ok(
      await rest(s.url, 'POST', 'api/date-range-partners-report-export', {
        token: w.token,
        body: { depot: w.depot.id, dateFrom: '2026-11-01', dateTo: '2026-11-23' },
      }),
      'date-range-partners-report-export',
    );
    ok(await rest(s.url, 'POST', 'api/todays-planned-visits', { token: w.token, body: { depot: w.depot.id } }), 'todays-planned-visits');
    ok(
      await rest(s.url, 'POST', 'api/live-visit-report', { token: w.token, body: { visitType: 'All', depot: w.depot.id } }),
      'live-visit-report',
    );
    ok(await rest(s.url, 'POST', 'api/live-regular-visits', { token: w.token, body: { depot: w.depot.id } }), 'live-regular-visits');
  });
  it('every visit row of daily-visit-report, date-range-visitors-report, list-booked-visitor, list-attendees and live-visit-report carries the attendee id view-visitor-questionnaire takes (issue 23)', async () => {
    const w = await world();
    const visit = await makeVisit(s.orm, w.depot, {
      person: { firstName: 'Rosa', lastName: 'Row', email: `${uniq('row')}@example.test`, company: 'Acme' },
    });
    const walkEmail = `${uniq('walk')}@example.test`;
    for (const body of [
      {
        carReg: 'r 1',
        email: visit.attendee.email,
        firstName: 'rosa',
        lastName: 'row',
        meetingWith: 'grace',
        visitorRef: visit.meetingReference,
      },
      {
        carReg: 'w 1',
        email: walkEmail,
        firstName: 'walt',
        lastName: 'walker',
        meetingWith: 'grace',
        reasonForVisit: 'Delivery',
        Company: 'acme',
      },
    ])
      ok(
        await rest(s.url, 'POST', body.visitorRef ? 'api/mobile-checkIn/' : 'api/unplanned-visit-checkIn', {
          body: { ...body, depot: w.depot.id },
        }),
        'check-in',
      );
    const today = localDay(new Date(), w.depot.timeZone);
    const questionnaire = async (attendee: unknown, what: string) => {
      expect(typeof attendee).toBe('string');
      return ok(await rest(s.url, 'GET', `api/view-visitor-questionnaire/${w.depotCode}/${attendee as string}`, { token: w.token }), what);
    };
    // The daily planned report (offset = page) and the date-range report: each row's attendee opens its questionnaire.
    const daily = ok(
      await rest(s.url, 'GET', `api/daily-visit-report?depot=${w.depot.id}&offset=1`, { token: w.token }),
      'daily-visit-report',
    );
    expect(daily.items).toHaveLength(1);
    expect(daily.items[0]).toMatchObject({ id: visit.id, attendee: visit.attendee.id, firstName: 'Rosa' });
    expect((await questionnaire(daily.items[0].attendee, 'questionnaire from daily')).visitId).toBe(visit.id);
    const range = ok(
      await rest(s.url, 'POST', 'api/date-range-visitors-report', {
        token: w.token,
        body: { depot: w.depot.id, dateFrom: today, dateTo: today, offset: 1 },
      }),
      'date-range-visitors-report',
    );
    expect(range.items).toHaveLength(2);
    for (const row of range.items) {
      const q = await questionnaire(row.attendee, 'questionnaire from date range');
      expect([q.visitId, q.email]).toEqual([row.id, row.email]);
    }
    const booked = ok(await rest(s.url, 'GET', `api/list-booked-visitor/${w.depot.id}/today`, { token: w.token }), 'list-booked-visitor');
    expect(booked.map((r: { attendee: string }) => r.attendee)).toEqual([visit.attendee.id]);
    // The live rows: list-attendees and live-visit-report name the attendee beside the attendance.
    const attendees = ok(await rest(s.url, 'GET', `api/list-attendees/${w.depot.id}/today/All`, { token: w.token }), 'list-attendees');
    const live = ok(
      await rest(s.url, 'POST', 'api/live-visit-report', { token: w.token, body: { visitType: 'All', depot: w.depot.id } }),
      'live-visit-report',
    );
    for (const report of [attendees, live]) {
      expect(report.rows).toHaveLength(2);
      for (const row of report.rows) {
        expect(Object.keys(row).sort()).toEqual(
          ['actualIn', 'actualOut', 'attendanceId', 'attendee', 'attendeeName', 'checkIn', 'checkOut', 'dateofVisit', 'visitType'].sort(),
        );
        const q = await questionnaire(row.attendee, 'questionnaire from list-attendees');
        expect([q.attendanceId, q.visitorName]).toEqual([row.attendanceId, row.attendeeName]);
      }
    }
  });
});

describe('spec 7: Users, Depots and badges, Tenants, Managers, Other', () => {
  it('users: login, user, register-user, request-password-email, user-reset-password (a wrong token is refused, not missing)', async () => {
    const w = await world();
    const login = ok(
      await rest(s.url, 'POST', 'api/login', { body: { username: w.admin.username, password: 'Correct-Horse-9' } }),
      'login',
    );
    ok(await rest(s.url, 'GET', 'api/user', { token: login.token }), 'user');
    const username = uniq('user_');
    ok(
      await rest(s.url, 'POST', 'api/register-user', {
        token: w.token,
        body: {
          name: 'New User',
          tenantId: w.tenant.id,
          depotId: w.depot.id,
          username,
          email: `${username}@example.test`,
          password: 'Long-Enough-Pass-1',
          department: 'Ops',
          role: 'DepotManager',
        },
      }),
      'register-user',
    );
    ok(await rest(s.url, 'GET', `request-password-email/${username}`), 'request-password-email');
    const reset = await rest(s.url, 'POST', 'api/user-reset-password', {
      body: {
        token: 'AAAA',
        username,
        email: `${username}@example.test`,
        password: 'Another-Pass-22',
        password_confirmation: 'Another-Pass-22',
      },
    });
    expect([400, 401]).toContain(reset.status);
  });

  it('depots and badges: depots, update-depot-details, add-depot, depot-login, find-depot, add-badge-number, get-badge-number, get-badge-assignee-details', async () => {
    const w = await world();
    ok(await rest(s.url, 'GET', `api/depots/${w.tenant.id}`, { token: w.token }), 'depots');
    ok(
      await rest(s.url, 'PUT', `api/update-depot-details/${w.depot.id}`, {
        token: w.token,
        body: { code: w.depot.code, line1: '1 Quay', line2: 'Docks', county: 'Dublin', eirCode: 'D01 X2Y3' },
      }),
      'update-depot-details',
    );
    ok(
      await rest(s.url, 'POST', 'api/add-depot', {
        token: w.token,
        body: { code: uniq('d').slice(0, 8), line1: '2 Quay', line2: 'Docks', county: 'Cork', eirCode: 'T12 X2Y3' },
      }),
      'add-depot',
    );
    ok(await rest(s.url, 'POST', 'api/depot-login', { body: { tenantName: w.tenantName, depotCode: w.depotCode } }), 'depot-login');
    ok(await rest(s.url, 'GET', `api/find-depot/${encodeURIComponent(w.tenantName)}/${w.depotCode}`), 'find-depot');
    const next = ok(await rest(s.url, 'GET', `api/get-badge-number/${w.depot.id}`, { token: w.token }), 'get-badge-number');
    ok(
      await rest(s.url, 'POST', 'api/add-badge-number', {
        token: w.token,
        body: { badgeNumFrom: String(next.badgeNum), badgeNumTo: '20', depotId: w.depot.id, tenantId: w.tenant.id },
      }),
      'add-badge-number range',
    );
    ok(
      await rest(s.url, 'POST', 'api/add-badge-number', {
        token: w.token,
        body: { badgeNum: 'X9', depotId: w.depot.id, tenantId: w.tenant.id },
      }),
      'add-badge-number single',
    );
    await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        carReg: 'w 1',
        email: `${uniq('h')}@example.test`,
        firstName: 'holder',
        lastName: 'one',
        meetingWith: 'grace',
        depotBadgeNum: 'X9',
        depot: w.depot.id,
        temperature: '36.5',
        reasonForVisit: 'Delivery',
        Company: 'acme',
      },
    });
    ok(await rest(s.url, 'GET', `api/get-badge-assignee-details/${w.depot.id}/X9`, { token: w.token }), 'get-badge-assignee-details');
  });

  it('tenants (SuperAdmin): create-tenant, list-tenants, edit-tenant-details, find-tenant, tenants-short-list, remove-tenant', async () => {
    const sa = await superAdminToken(s);
    const name = uniq('Legacy Co ');
    const username = uniq('rep_');
    const t = ok(
      await rest(s.url, 'POST', 'api/create-tenant', {
        token: sa,
        body: {
          name,
          rep: { email: `${username}@example.test`, name: 'Rep One', username },
          depots: { code: uniq('c').slice(0, 8), line1: '1 Road', line2: 'Town', county: 'Kerry', eirCode: 'V92 X1Y2' },
        },
      }),
      'create-tenant',
    );
    ok(await rest(s.url, 'GET', 'api/list-tenants', { token: sa }), 'list-tenants');
    ok(await rest(s.url, 'PUT', `api/edit-tenant-details/${t.id}`, { token: sa, body: { name: `${name} Ltd` } }), 'edit-tenant-details');
    ok(await rest(s.url, 'GET', `api/find-tenant/${t.id}`, { token: sa }), 'find-tenant');
    ok(await rest(s.url, 'GET', 'api/tenants-short-list', { token: sa }), 'tenants-short-list');
    ok(await rest(s.url, 'DELETE', `api/remove-tenant/${t.id}`, { token: sa }), 'remove-tenant (no payload)');
  });

  it('managers: add-manager-data, list-managers, list-emailmanagers, edit-manager-details, delete-manager-details (receiveEmailFlag)', async () => {
    const w = await world();
    const m = ok(
      await rest(s.url, 'POST', 'api/add-manager-data', {
        token: w.token,
        body: {
          name: 'Mary Manager',
          email: 'mary@example.test',
          repeatEmail: 'mary@example.test',
          depotId: w.depot.id,
          department: 'Ops',
          receiveEmailFlag: true,
        },
      }),
      'add-manager-data',
    );
    ok(await rest(s.url, 'GET', `api/list-managers/${w.depot.id}`, { token: w.token }), 'list-managers');
    ok(await rest(s.url, 'GET', `api/list-emailmanagers/${w.depot.id}`, { token: w.token }), 'list-emailmanagers');
    ok(
      await rest(s.url, 'PUT', `api/edit-manager-details/${m.id}`, {
        token: w.token,
        body: { name: 'Mary M', email: 'mary@example.test', department: 'Ops', receiveEmailFlag: false },
      }),
      'edit-manager-details',
    );
    ok(await rest(s.url, 'DELETE', `api/delete-manager-details/${m.id}`, { token: w.token }), 'delete-manager-details');
  });

  it('other: list-booked-visitor, edit-representative, resend-confirmation-email, remove-rep, the regular visitor paths', async () => {
    const w = await world();
    await makeManager(s.orm, w.depot);
    ok(await rest(s.url, 'GET', `api/list-booked-visitor/${w.depot.id}/today`, { token: w.token }), 'list-booked-visitor');
    ok(
      await rest(s.url, 'POST', `api/edit-representative/${w.manager.id}`, {
        token: w.token,
        body: { name: 'Dee Manager', username: w.manager.username, email: w.manager.email, role: 'DepotManager' },
      }),
      'edit-representative',
    );
    ok(await rest(s.url, 'POST', `api/resend-confirmation-email/${w.manager.id}`, { token: w.token }), 'resend-confirmation-email');
    ok(await rest(s.url, 'DELETE', `api/remove-rep/${w.manager.id}`, { token: w.token }), 'remove-rep');
    const rv = await makeRegularVisitor(s.orm, w.depot);
    ok(await rest(s.url, 'GET', `api/list-regular-visitor/${w.depot.id}/1`, { token: w.token }), 'list-regular-visitor');
    ok(
      await rest(s.url, 'PUT', `api/edit-RV/${rv.id}`, {
        token: w.token,
        body: { name: 'Rita Regular', email: `${uniq('rv')}@example.test`, company: 'Acme' },
      }),
      'edit-RV',
    );
    const host = await s.orm.em.fork().getConnection().execute('select host_id from regular_visitor where id = ?', [rv.id]);
    ok(
      await rest(s.url, 'PUT', `api/edit-Host/${host[0].host_id}`, {
        token: w.token,
        body: { hostid: host[0].host_id, hostname: 'Hal', hostemail: 'hal@example.test', department: 'Ops' },
      }),
      'edit-Host',
    );
    ok(await rest(s.url, 'POST', `api/resend-confirmation-email-RV/${rv.id}`, { token: w.token }), 'resend-confirmation-email-RV');
    ok(await rest(s.url, 'DELETE', `api/remove-RV/${rv.id}`, { token: w.token }), 'remove-RV');
  });
});
