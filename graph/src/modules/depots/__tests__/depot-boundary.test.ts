/**
 * The depot boundary (spec 6), as a matrix: every role x every depot-scoped staff operation, over REST,
 * GraphQL and the attendanceChanged subscription. One tenant, two depots; each caller aims at depot 2.
 * SuperAdmin and TenantAdmin reach it; a DepotManager and a custom-role user of depot 1 get exactly the
 * answer of a missing record (404 / NOT_FOUND) and change nothing. Each call gets a fresh target.
 * Covered: regular visitors and hosts, bookings, badges, checkouts, the live report, partners, the partner and
 * visitor reports, every export, both bulk uploads, who is on site, and the live events. Shifts and roles are
 * the tenant's (spec 5), not a depot's: tenant isolation covers them.
 */
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, loginToken, rest } from '../../../test/http';
import { collect, probeEvent, wsClient } from '../../../test/ws';
import {
  makeBadges,
  makeDepot,
  makeRegularVisitor,
  makeRole,
  makeTenant,
  makeUser,
  makeVisit,
  TEST_PASSWORD,
  uniq,
} from '../../../test/factories';
import { RegularHost } from '../../regular-visitors/regular-host.entity';
import { RegularVisitor } from '../../regular-visitors/regular-visitor.entity';
import { Visit } from '../../attendance/visit.entity';
import { Attendance } from '../../attendance/attendance.entity';
import type { Depot } from '../depot.entity';
import type { Tenant } from '../../tenants/tenant.entity';
import { PARTNER_HEADERS, partnerRows, upload, xlsx } from '../../imports/__tests__/support';
import { RULES_OK } from '../../visits/__tests__/support';

let s: TestServer;
let tenant: Tenant;
let d1: Depot;
let d2: Depot;
const tokens: Record<string, string> = {};
const ROLES = ['SuperAdmin', 'TenantAdmin', 'DepotManager', 'Custom role'] as const;
type Role = (typeof ROLES)[number];
const REACHES: Record<Role, boolean> = { SuperAdmin: true, TenantAdmin: true, DepotManager: false, 'Custom role': false };

beforeAll(async () => {
  s = await startTestServer({ worker: false });
  tenant = await makeTenant(s.orm);
  d1 = await makeDepot(s.orm, tenant);
  d2 = await makeDepot(s.orm, tenant);
  const custom = await makeRole(s.orm, tenant);
  const users = {
    SuperAdmin: await makeUser(s.orm, { role: 'SuperAdmin', tenant: null }),
    TenantAdmin: await makeUser(s.orm, { tenant, depot: d1, role: 'TenantAdmin' }),
    DepotManager: await makeUser(s.orm, { tenant, depot: d1, role: 'DepotManager' }),
    'Custom role': await makeUser(s.orm, { tenant, depot: d1, role: custom.roleName }),
  };
  for (const role of ROLES) tokens[role] = await loginToken(s.url, users[role].username, TEST_PASSWORD);
});
afterAll(async () => {
  await s.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const em = () => s.orm.em.fork();

/** One depot-scoped operation: a fresh target in depot 2, the call, and (for writes) whether it changed it. */
interface Operation {
  name: string;
  target?: () => Promise<Record<string, string>>;
  rest: (t: Record<string, string>) => [method: string, path: string, body?: unknown];
  gql: (t: Record<string, string>) => [query: string, variables: Record<string, unknown>];
  /** For writes: true when the target was changed (so a refused call must leave it false). */
  changed?: (t: Record<string, string>) => Promise<boolean>;
}

const rv = async () => {
  const v = await makeRegularVisitor(s.orm, d2);
  return { id: v.id, hostId: (v.host as RegularHost).id };
};
const visit = async () => ({ id: (await makeVisit(s.orm, d2)).id });
/** A walk-in signed in at depot 2's kiosk, holding a badge. */
const holder = async () => {
  const badge = uniq('H').toUpperCase();
  await makeBadges(s.orm, d2, [badge]);
  const r = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
    body: {
      firstName: 'Walk',
      lastName: 'In',
      email: `${uniq('w')}@example.test`,
      Company: 'Acme',
      carReg: 'X1',
      reasonForVisit: 'Meeting',
      depot: d2.id,
      depotBadgeNum: badge,
      ruleAnswers: RULES_OK,
    },
  });
  if (r.status !== 200) throw new Error(`check-in failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { badge, attendanceId: r.body.attendanceId as string };
};
const checkedOut = async (t: Record<string, string>) =>
  !!(await em().findOneOrFail(Attendance, t.attendanceId, { filters: false })).checkedOutAt;
const hostName = async (t: Record<string, string>) =>
  /changed host/i.test((await em().findOneOrFail(RegularHost, t.hostId, { filters: false })).hostname);

const OPERATIONS: Operation[] = [
  {
    name: "edit a regular visitor's host",
    target: rv,
    changed: hostName,
    rest: (t) => ['PUT', `api/edit-Host/${t.hostId}`, { hostname: 'changed host', hostemail: 'changed@example.test', department: 'yard' }],
    gql: (t) => [
      'mutation($h: ID!) { editRegularHost(hostId: $h, input: { hostname: "changed host", hostemail: "changed@example.test", department: "yard" }) { hostname } }',
      { h: t.hostId },
    ],
  },
  {
    name: 'list regular visitors',
    rest: () => ['GET', `api/list-regular-visitor/${d2.id}/1`],
    gql: () => ['query($d: ID!) { regularVisitors(depotId: $d, page: 1) { total } }', { d: d2.id }],
  },
  {
    name: 'edit a regular visitor',
    target: rv,
    changed: async (t) =>
      (await em().findOneOrFail(RegularVisitor, t.id, { filters: false, populate: ['attendee'] })).attendee.company === 'Changed',
    rest: (t) => ['PUT', `api/edit-RV/${t.id}`, { name: 'Ada Byrne', email: `${uniq('e')}@example.test`, company: 'changed' }],
    gql: (t) => [
      'mutation($id: ID!, $e: String!) { editRegularVisitor(id: $id, input: { name: "Ada Byrne", email: $e, company: "changed" }) { id } }',
      { id: t.id, e: `${uniq('e')}@example.test` },
    ],
  },
  {
    name: 'remove a regular visitor',
    target: rv,
    changed: async (t) => !!(await em().findOneOrFail(RegularVisitor, t.id, { filters: false })).removedAt,
    rest: (t) => ['DELETE', `api/remove-RV/${t.id}`],
    gql: (t) => ['mutation($id: ID!) { removeRegularVisitor(id: $id) }', { id: t.id }],
  },
  {
    name: "resend a regular visitor's e-mail",
    target: rv,
    rest: (t) => ['POST', `api/resend-confirmation-email-RV/${t.id}`],
    gql: (t) => ['mutation($id: ID!) { resendRegularVisitorEmail(id: $id) }', { id: t.id }],
  },
  {
    name: 'register a regular visitor',
    rest: () => [
      'POST',
      'api/register-regular-visitor',
      { firstName: 'Rita', lastName: 'Reg', email: `${uniq('r')}@example.test`, company: 'Acme', depotId: d2.id },
    ],
    gql: () => [
      'mutation($d: ID!, $e: String!) { registerRegularVisitor(input: { firstName: "Rita", lastName: "Reg", email: $e, company: "Acme", depotId: $d }) { id } }',
      { d: d2.id, e: `${uniq('r')}@example.test` },
    ],
  },
  {
    name: 'list booked visits',
    rest: () => ['GET', `api/list-booked-visitor/${d2.id}/${today()}`],
    gql: () => ['query($d: ID!) { bookedVisits(depotId: $d) { id } }', { d: d2.id }],
  },
  {
    name: 'read a booked visit',
    target: visit,
    rest: () => ['GET', `api/list-booked-visitor/${d2.id}/${today()}`],
    gql: (t) => ['query($id: ID!) { bookedVisit(id: $id) { id } }', { id: t.id }],
  },
  {
    name: 'cancel a visit',
    target: visit,
    changed: async (t) => !!(await em().findOneOrFail(Visit, t.id, { filters: false })).cancelledAt,
    rest: (t) => ['DELETE', `api/cancel-visit/${t.id}`],
    gql: (t) => ['mutation($id: ID!) { cancelVisit(id: $id) { id } }', { id: t.id }],
  },
  {
    name: 'book a visit',
    rest: () => [
      'POST',
      'api/book-meeting',
      {
        depotId: d2.id,
        firstName: 'Bob',
        lastName: 'Guest',
        email: `${uniq('b')}@example.test`,
        company: 'Acme',
        date: today(),
        time: '23:59',
      },
    ],
    gql: () => [
      'mutation($d: ID!, $e: String!, $date: String!) { bookVisit(input: { depotId: $d, firstName: "Bob", lastName: "Guest", email: $e, company: "Acme", date: $date, time: "23:59" }) { id } }',
      { d: d2.id, e: `${uniq('b')}@example.test`, date: today() },
    ],
  },
  {
    name: 'list badges',
    rest: () => ['GET', `api/list-badges/${d2.id}`],
    gql: () => ['query($d: ID!) { badges(depotId: $d) { id } }', { d: d2.id }],
  },
  {
    name: 'next badge number',
    rest: () => ['GET', `api/get-badge-number/${d2.id}`],
    gql: () => ['query($d: ID!) { nextBadgeNumber(depotId: $d) }', { d: d2.id }],
  },
  {
    name: 'add badges',
    rest: () => ['POST', 'api/add-badge-number', { depotId: d2.id, badgeNum: uniq('B').toUpperCase() }],
    gql: () => [
      'mutation($d: ID!, $b: String!) { addBadges(input: { depotId: $d, badgeNum: $b }) { id } }',
      { d: d2.id, b: uniq('B').toUpperCase() },
    ],
  },
  {
    name: 'who holds a badge',
    target: holder,
    rest: (t) => ['GET', `api/get-badge-assignee-details/${d2.id}/${t.badge}`],
    gql: (t) => ['query($d: ID!, $b: String!) { badgeAssignee(depotId: $d, badgeNum: $b) { name } }', { d: d2.id, b: t.badge }],
  },
  {
    name: 'check out a badge holder',
    target: holder,
    changed: checkedOut,
    rest: (t) => ['POST', 'api/checkOut', { visitorAttendanceId: t.attendanceId, manualCheckout: true }],
    gql: (t) => ['mutation($d: ID!, $b: String!) { checkOutBadgeHolder(depotId: $d, badgeNum: $b) { name } }', { d: d2.id, b: t.badge }],
  },
  {
    name: 'manual checkout',
    target: holder,
    changed: checkedOut,
    rest: (t) => ['POST', 'api/checkOut', { visitorAttendanceId: t.attendanceId, manualCheckout: true }],
    gql: (t) => ['mutation($a: ID!) { manualCheckout(attendanceId: $a) { name } }', { a: t.attendanceId }],
  },
  {
    name: 'live report',
    rest: () => ['POST', 'api/live-visit-report', { depot: d2.id, visitType: 'All', date: today() }],
    gql: () => ['query($d: ID!) { liveReport(depotId: $d) { date } }', { d: d2.id }],
  },
  // Partners, reports and exports of depot 2 (partners and their attendances belong to a depot).
  {
    name: 'list partners',
    rest: () => ['GET', `api/list-partners/${d2.id}/1`],
    gql: () => ['query($d: ID!) { partners(depotId: $d) { total } }', { d: d2.id }],
  },
  {
    name: 'daily partner report',
    rest: () => ['GET', `api/daily-partner-report/${d2.id}/${today()}`],
    gql: () => ['query($d: ID!) { dailyPartnerReport(depotId: $d) { depotId } }', { d: d2.id }],
  },
  {
    name: 'date-range partner report',
    rest: () => ['POST', 'api/date-range-partners-report', { depot: d2.id, dateFrom: today(), dateTo: today() }],
    gql: () => [
      'query($d: ID!, $f: String!) { dateRangePartnerReport(input: { depotId: $d, dateFrom: $f, dateTo: $f }) { depotId } }',
      { d: d2.id, f: today() },
    ],
  },
  {
    name: 'export the partner report',
    rest: () => ['GET', `api/daily-partner-report-export/${d2.id}`],
    gql: () => ['mutation($d: ID!) { exportPartnerReport(input: { depotId: $d }) { id } }', { d: d2.id }],
  },
  {
    name: 'export the date-range partner report',
    rest: () => ['POST', 'api/date-range-partners-report-export', { depot: d2.id, dateFrom: today(), dateTo: today() }],
    gql: () => [
      'mutation($d: ID!, $f: String!) { exportPartnerReport(input: { depotId: $d, dateFrom: $f, dateTo: $f }) { id } }',
      { d: d2.id, f: today() },
    ],
  },
  {
    name: 'daily visit report',
    rest: () => ['GET', `api/daily-visit-report?depot=${d2.id}&date=${today()}`],
    gql: () => ['query($d: ID!) { dailyVisitReport(depotId: $d) { total } }', { d: d2.id }],
  },
  {
    name: 'date-range visitors report',
    rest: () => ['POST', 'api/date-range-visitors-report', { depot: d2.id, dateFrom: today(), dateTo: today() }],
    gql: () => [
      'query($d: ID!, $f: String!) { dateRangeVisitorsReport(input: { depotId: $d, dateFrom: $f, dateTo: $f }) { total } }',
      { d: d2.id, f: today() },
    ],
  },
  {
    name: 'export the daily visit report',
    rest: () => ['GET', `api/daily-visit-report-export?depot=${d2.id}`],
    gql: () => ['mutation($d: ID!) { exportDailyVisitReport(depotId: $d) { id } }', { d: d2.id }],
  },
  {
    name: 'export the date-range visitors report',
    rest: () => ['POST', 'api/date-range-visitors-report-export', { depot: d2.id, dateFrom: today(), dateTo: today() }],
    gql: () => [
      'mutation($d: ID!, $f: String!) { exportDateRangeVisitorsReport(input: { depotId: $d, dateFrom: $f, dateTo: $f }) { id } }',
      { d: d2.id, f: today() },
    ],
  },
  {
    name: 'the visitors chart',
    rest: () => ['GET', `api/list-attendees/${d2.id}/${today()}/All`],
    gql: () => [
      'query($d: ID!, $f: String!) { visitorsSummary(depotId: $d, dateFrom: $f, dateTo: $f) { __typename } }',
      { d: d2.id, f: today() },
    ],
  },
];

/** Refused like a missing record: REST 404 (403 accepted), GraphQL NOT_FOUND (FORBIDDEN accepted). */
const refusedRest = (status: number) => status === 404 || status === 403;
const refusedGql = (code?: string) => code === 'NOT_FOUND' || code === 'FORBIDDEN';

describe.each(OPERATIONS)('$name in depot 2', (op) => {
  it.each(ROLES)('%s, over REST and GraphQL', async (role) => {
    for (const transport of ['REST', 'GraphQL'] as const) {
      const t = op.target ? await op.target() : {};
      let outcome: { refused: boolean; detail: string };
      if (transport === 'REST') {
        const [method, path, body] = op.rest(t);
        const r = await rest(s.url, method, path, { token: tokens[role], body });
        outcome = { refused: refusedRest(r.status), detail: `${r.status} ${JSON.stringify(r.body).slice(0, 200)}` };
        if (!outcome.refused && !(r.status >= 200 && r.status < 300)) outcome.detail = `unexpected ${outcome.detail}`;
      } else {
        const [query, variables] = op.gql(t);
        const r = await gql(s.url, query, variables, tokens[role]);
        const code = r.errors?.[0]?.extensions?.code;
        outcome = { refused: refusedGql(code), detail: `${code ?? 'ok'} ${JSON.stringify(r.errors ?? r.data).slice(0, 200)}` };
        if (!outcome.refused && r.errors) outcome.detail = `unexpected ${outcome.detail}`;
      }
      const expected = REACHES[role];
      expect({
        transport,
        role,
        reached: !outcome.refused,
        unexpected: outcome.detail.startsWith('unexpected') ? outcome.detail : null,
      }).toEqual({ transport, role, reached: expected, unexpected: null });
      if (op.changed && op.target)
        expect({ transport, role, changed: await op.changed(t) }).toEqual({ transport, role, changed: expected });
    }
  });
});

describe('who is on site', () => {
  it.each(ROLES)("%s sees depot 2's visitors only when it reaches depot 2", async (role) => {
    await holder();
    const r = await rest(s.url, 'GET', 'api/get-visitors', { token: tokens[role] });
    const q = await gql(s.url, '{ visitorsOnSite { depotId } }', {}, tokens[role]);
    expect(r.status).toBe(200);
    expect(q.errors).toBeUndefined();
    const seen = [JSON.stringify(r.body).includes(d2.id), q.data.visitorsOnSite.some((v: { depotId: string }) => v.depotId === d2.id)];
    expect(seen).toEqual([REACHES[role], REACHES[role]]);
  });
});

describe('attendanceChanged of depot 2', () => {
  it.each(ROLES)('%s', async (role) => {
    const client = wsClient(s.url, tokens[role]);
    try {
      const sub = collect(client, 'subscription($d: ID!) { attendanceChanged(depotId: $d) { attendeeName } }', { d: d2.id });
      if (REACHES[role]) {
        await sub.live(() => s.events.attendanceChanged(probeEvent(tenant.id, d2.id)));
        s.events.attendanceChanged({ ...probeEvent(tenant.id, d2.id), attendeeName: 'Depot Two Person' });
        expect((await sub.waitFor(1)).map((i) => i.data.attendanceChanged.attendeeName)).toEqual(['Depot Two Person']);
      } else {
        await sub.waitFor(1, 1500);
        for (let i = 0; i < 5; i++) s.events.attendanceChanged({ ...probeEvent(tenant.id, d2.id), attendeeName: 'Depot Two Person' });
        await sub.waitFor(1, 500);
        expect(JSON.stringify(sub.items)).not.toMatch(/Depot Two Person/);
        expect(JSON.stringify(sub.items.length ? sub.items : sub.errors)).toMatch(/NOT_FOUND|not found/);
      }
      sub.dispose();
    } finally {
      await client.dispose();
    }
  });
});

describe('bulk uploads into depot 2', () => {
  it.each(ROLES)('%s', async (role) => {
    const file = await xlsx(PARTNER_HEADERS, partnerRows(1));
    for (const path of ['api/partner-bulk-upload', 'api/visitor-bulk-upload']) {
      const r = await upload(s, tokens[role], path, d2.id, file);
      expect({ path, reached: !refusedRest(r.status), ok: refusedRest(r.status) || (r.status >= 200 && r.status < 300) }).toEqual({
        path,
        reached: REACHES[role],
        ok: true,
      });
    }
  });
});
