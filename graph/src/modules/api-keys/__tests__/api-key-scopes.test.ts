// Issue 40: every operation docs/integrators.md says a scope opens (its scope table) runs with a key of that scope
// (GraphQL over HTTP, the REST shim, graphql-ws) and is refused to a key that has every scope but that one. The table
// and the catalogue below must name the same operations, so the guide cannot promise what the server refuses, nor
// the server open what the guide does not say.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { collect, probeEvent, wsClient } from '../../../test/ws';
import { makePartner, makeRole, makeShift, makeVisit, makeWorld, uniq, workId } from '../../../test/factories';
import { API_SCOPES, type ApiScope } from '../../../core/auth/api-scopes';
import { tokenFor } from '../../tenants/__tests__/support';

const DOC = readFileSync(path.resolve(__dirname, '../../../../../docs/integrators.md'), 'utf8');

/** The scope table of the guide: each scope's row, as the operations it names (GraphQL names, `METHOD /api/...`). */
function documented(): Record<string, string[]> {
  const rows: Record<string, string[]> = {};
  for (const line of DOC.split('\n')) {
    const m = /^\| `([A-Z_]+)` +\|(.*)\|$/.exec(line);
    if (!m) continue;
    rows[m[1]] = [...m[2].matchAll(/`([^`]+)`/g)]
      .map((x) => x[1])
      .filter((x) => /^[a-z][A-Za-z]+$|^(GET|POST|PUT|DELETE|PATCH) \/(api|scim)\//.test(x));
  }
  return rows;
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

type World = Awaited<ReturnType<typeof makeWorld>>;
/** The outcome of one call: reached (a success), refused (FORBIDDEN / 403) or something else (a failure of the test). */
type Outcome = { outcome: 'reached' | 'refused' | 'other'; detail: string };

const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function viaGql(query: string, variables: Record<string, unknown>, key: string): Promise<Outcome> {
  const r = await gql(s.url, query, variables, key);
  const code = r.errors?.[0]?.extensions?.code;
  const detail = JSON.stringify(r.errors ?? r.data).slice(0, 300);
  return { outcome: !r.errors ? 'reached' : code === 'FORBIDDEN' ? 'refused' : 'other', detail };
}

async function viaRest(method: string, p: string, key: string, body?: unknown): Promise<Outcome> {
  const r = await rest(s.url, method, p, { token: key, body });
  const detail = `${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;
  return { outcome: r.status >= 200 && r.status < 300 ? 'reached' : r.status === 403 ? 'refused' : 'other', detail };
}

const partnerOf = async (w: World) => (await makePartner(s.orm, w.depot)).id;
const visitOf = async (w: World) => (await makeVisit(s.orm, w.depot, { dateOfVisit: new Date(Date.now() + 86_400_000) })).id;

/** Each documented operation, called as an integrator would, on a fresh target of the key's tenant. */
const CATALOGUE: Record<ApiScope, Record<string, (w: World, key: string) => Promise<Outcome>>> = {
  READ_ATTENDANCE: {
    liveReport: (w, k) => viaGql('query($d: ID!) { liveReport(depotId: $d) { date } }', { d: w.depot.id }, k),
    onSiteNow: (w, k) => viaGql('query($d: ID!) { onSiteNow(depotId: $d) { __typename } }', { d: w.depot.id }, k),
    partnerAttendances: async (w, k) =>
      viaGql('query($p: ID!) { partnerAttendances(partnerId: $p) { __typename } }', { p: await partnerOf(w) }, k),
    'POST /api/live-visit-report': (w, k) => viaRest('POST', 'api/live-visit-report', k, { depot: w.depot.id, visitType: 'All' }),
    'GET /api/list-attendees/{depotId}/{date}/{visitType}': (w, k) => viaRest('GET', `api/list-attendees/${w.depot.id}/${day()}/All`, k),
  },
  READ_REPORTS: {
    dailyVisitReport: (w, k) => viaGql('query($d: ID!) { dailyVisitReport(depotId: $d) { total } }', { d: w.depot.id }, k),
    dateRangeVisitorsReport: (w, k) =>
      viaGql(
        'query($d: ID!, $f: String!) { dateRangeVisitorsReport(input: { depotId: $d, dateFrom: $f, dateTo: $f }) { total } }',
        { d: w.depot.id, f: day() },
        k,
      ),
    visitorsSummary: (w, k) =>
      viaGql(
        'query($d: ID!, $f: String!) { visitorsSummary(depotId: $d, dateFrom: $f, dateTo: $f) { __typename } }',
        { d: w.depot.id, f: day() },
        k,
      ),
    dailyPartnerReport: (w, k) => viaGql('query($d: ID!) { dailyPartnerReport(depotId: $d) { depotId } }', { d: w.depot.id }, k),
    dateRangePartnerReport: (w, k) =>
      viaGql(
        'query($d: ID!, $f: String!) { dateRangePartnerReport(input: { depotId: $d, dateFrom: $f, dateTo: $f }) { depotId } }',
        { d: w.depot.id, f: day() },
        k,
      ),
    'GET /api/daily-visit-report': (w, k) => viaRest('GET', `api/daily-visit-report?depot=${w.depot.id}&date=${day()}`, k),
    'POST /api/date-range-visitors-report': (w, k) =>
      viaRest('POST', 'api/date-range-visitors-report', k, { depot: w.depot.id, dateFrom: day(), dateTo: day() }),
    'GET /api/daily-partner-report/{depotId}/{date}': (w, k) => viaRest('GET', `api/daily-partner-report/${w.depot.id}/${day()}`, k),
    'POST /api/date-range-partners-report': (w, k) =>
      viaRest('POST', 'api/date-range-partners-report', k, { depot: w.depot.id, dateFrom: day(), dateTo: day() }),
  },
  WRITE_BOOKINGS: {
    bookVisit: (w, k) =>
      viaGql(
        'mutation($i: BookVisitInput!) { bookVisit(input: $i) { id bookedBy } }',
        {
          i: {
            depotId: w.depot.id,
            firstName: 'Ada',
            lastName: 'Byrne',
            email: `${uniq('ada')}@example.test`,
            company: 'Acme',
            date: day(1),
            time: '10:00',
            hostIsMe: false,
            hostName: 'Grace Hopper',
            hostEmail: 'grace@example.test',
          },
        },
        k,
      ),
    editBooking: async (w, k) =>
      viaGql(
        'mutation($i: EditBookingInput!) { editBooking(input: $i) { id } }',
        {
          i: {
            id: await visitOf(w),
            date: day(1),
            time: '11:00',
            hostName: 'Grace Hopper',
            hostEmail: 'grace@example.test',
            printLabel: false,
            badgeNumFlag: false,
            signFlag: false,
            enterTemperature: false,
          },
        },
        k,
      ),
    cancelVisit: async (w, k) => viaGql('mutation($id: ID!) { cancelVisit(id: $id) { state } }', { id: await visitOf(w) }, k),
    bookedVisits: (w, k) => viaGql('query($d: ID!) { bookedVisits(depotId: $d) { id bookedBy } }', { d: w.depot.id }, k),
    bookedVisit: async (w, k) => viaGql('query($id: ID!) { bookedVisit(id: $id) { id bookedBy } }', { id: await visitOf(w) }, k),
    'POST /api/book-meeting': (w, k) =>
      viaRest('POST', 'api/book-meeting', k, {
        FirstName: 'Alan',
        LastName: 'Byrne',
        Email: `${uniq('alan')}@example.test`,
        Company: 'Acme',
        depot: w.depot.id,
        MeetingDateTime: `${day(1)}T11:00`,
        Host: { name: 'Grace Hopper', email: 'grace@example.test' },
      }),
    'GET /api/list-booked-visitor/{depotId}/{date}': (w, k) => viaRest('GET', `api/list-booked-visitor/${w.depot.id}/${day()}`, k),
    'POST /api/todays-planned-visits': (w, k) => viaRest('POST', 'api/todays-planned-visits', k, { depot: w.depot.id }),
    'DELETE /api/cancel-visit/{id}': async (w, k) => viaRest('DELETE', `api/cancel-visit/${await visitOf(w)}`, k),
  },
  MANAGE_PARTNERS: {
    partners: (w, k) => viaGql('query($d: ID!) { partners(depotId: $d) { total } }', { d: w.depot.id }, k),
    partner: async (w, k) => viaGql('query($id: ID!) { partner(id: $id) { id } }', { id: await partnerOf(w) }, k),
    registerPartner: (w, k) =>
      viaGql(
        'mutation($i: PartnerInput!) { registerPartner(input: $i) { id } }',
        { i: { workId: workId(), name: 'Pat', organisation: 'Acme', depotId: w.depot.id } },
        k,
      ),
    editPartner: async (w, k) =>
      viaGql(
        'mutation($id: ID!, $i: PartnerInput!) { editPartner(id: $id, input: $i) { id } }',
        { id: await partnerOf(w), i: { name: 'Pat Murphy', organisation: 'Acme' } },
        k,
      ),
    deletePartner: async (w, k) => viaGql('mutation($id: ID!) { deletePartner(id: $id) }', { id: await partnerOf(w) }, k),
    shifts: (_w, k) => viaGql('{ shifts { __typename } }', {}, k),
    shift: async (w, k) => viaGql('query($id: ID!) { shift(id: $id) { id } }', { id: (await makeShift(s.orm, w.tenant)).id }, k),
    roles: (_w, k) => viaGql('{ roles { __typename } }', {}, k),
    role: async (w, k) => viaGql('query($id: ID!) { role(id: $id) { id } }', { id: (await makeRole(s.orm, w.tenant)).id }, k),
    'GET /api/list-partners/{depotId}/{page}': (w, k) => viaRest('GET', `api/list-partners/${w.depot.id}/1`, k),
    'POST /api/register-partner': (w, k) =>
      viaRest('POST', 'api/register-partner', k, { workId: workId(), name: 'Pat', organisation: 'Acme', depotId: w.depot.id }),
    'GET /api/get-partner/{id}': async (w, k) => viaRest('GET', `api/get-partner/${await partnerOf(w)}`, k),
    'PUT /api/edit-partner/{id}': async (w, k) =>
      viaRest('PUT', `api/edit-partner/${await partnerOf(w)}`, k, { name: 'Pat Murphy', organisation: 'Acme' }),
    'DELETE /api/delete-partner/{id}': async (w, k) => viaRest('DELETE', `api/delete-partner/${await partnerOf(w)}`, k),
  },
  SUBSCRIBE_LIVE: {
    attendanceChanged: async (w, k) => {
      const client = wsClient(s.url, k);
      // attendeeName: the readiness probe is told by it (collect's `live`).
      const sub = collect(client, 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind attendeeName } }', { d: w.depot.id });
      try {
        for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
          const seen = JSON.stringify([...sub.items, ...sub.errors]);
          if (seen.includes('FORBIDDEN')) return { outcome: 'refused', detail: seen.slice(0, 300) };
          if (seen !== '[]') return { outcome: 'other', detail: seen.slice(0, 300) };
          try {
            await sub.live(() => s.events.attendanceChanged(probeEvent(w.tenant.id, w.depot.id)), 200);
            return { outcome: 'reached', detail: 'live' };
          } catch {
            // not live yet, or refused: look again
          }
        }
        return { outcome: 'other', detail: 'neither live nor refused in 5 s' };
      } finally {
        sub.dispose();
        await client.dispose();
      }
    },
  },
  SCIM: {
    'GET /scim/v2/Users': (_w, k) => viaRest('GET', 'scim/v2/Users', k),
    'GET /scim/v2/Groups': (_w, k) => viaRest('GET', 'scim/v2/Groups', k),
  },
};

describe('docs/integrators.md, the scopes (issue 40)', () => {
  it('names every scope, and each scope the operations the server opens to it', () => {
    const doc = documented();
    expect(Object.keys(doc).sort()).toEqual([...API_SCOPES].sort());
    for (const scope of API_SCOPES) expect([scope, [...doc[scope]].sort()]).toEqual([scope, Object.keys(CATALOGUE[scope]).sort()]);
  });

  it.each(API_SCOPES)(
    '%s: each documented operation succeeds with a key of that scope and is refused to a key without it',
    async (scope) => {
      const w = await makeWorld(s.orm);
      const admin = tokenFor(s, w.admin);
      const make = async (scopes: readonly ApiScope[]) => {
        const r = await gql(
          s.url,
          'mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret } }',
          { i: { name: uniq('scopes '), scopes } },
          admin,
        );
        expect(r.errors).toBeUndefined();
        return r.data.createApiKey.secret as string;
      };
      const withIt = await make([scope]);
      const withoutIt = await make(API_SCOPES.filter((x) => x !== scope));
      const results: Record<string, { with: string; without: string }> = {};
      const details: string[] = [];
      for (const [name, call] of Object.entries(CATALOGUE[scope])) {
        const a = await call(w, withIt);
        const b = await call(w, withoutIt);
        results[name] = { with: a.outcome, without: b.outcome };
        if (a.outcome !== 'reached') details.push(`${name} with ${scope}: ${a.detail}`);
        if (b.outcome !== 'refused') details.push(`${name} without ${scope}: ${b.detail}`);
      }
      expect(details).toEqual([]);
      for (const name of Object.keys(CATALOGUE[scope]))
        expect([name, results[name]]).toEqual([name, { with: 'reached', without: 'refused' }]);
    },
  );
});
