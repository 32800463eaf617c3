import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { fixedClock } from '../../../core/clock';
import { makeDepot, makePartner, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { tokenFor } from '../../tenants/__tests__/support';
import { checkIn, walkIn } from '../../visits/__tests__/support';

const clock = fixedClock('2026-10-25T08:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false, clock });
});
afterAll(async () => {
  await s.close();
});

describe('live report', () => {
  it('lists visitors and partners present during the depot day, filtered by visit type, with depot-clock times and the week', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    // 25 Oct 2026: Dublin leaves summer time at 02:00 (a 25-hour day).
    clock.set('2026-10-25T00:30:00Z'); // 01:30 IST
    const w = await walkIn(s, depot.id, { email: `${uniq('w')}@example.test`, firstName: 'early', lastName: 'bird' });
    expect(w.status).toBe(200);
    clock.set('2026-10-25T09:15:00Z'); // 09:15 GMT
    const v = await makeVisit(s.orm, depot, {
      dateOfVisit: new Date('2026-10-25T09:00:00Z'),
      person: { firstName: 'Plan', lastName: 'Ned', email: `${uniq('p')}@example.test` },
    });
    expect((await checkIn(s, depot.id, v.meetingReference!, { email: `${uniq('x')}@example.test` })).status).toBe(200);
    const p = await makePartner(s.orm, depot, { name: 'Pat Partner' });
    clock.set('2026-10-25T09:20:00Z');
    expect((await rest(s.url, 'POST', 'api/clock-in', { body: { workId: p.workId, depot: depot.id } })).status).toBe(200);
    clock.set('2026-10-25T10:00:00Z');
    await rest(s.url, 'POST', 'api/clock-out', { body: { workId: p.workId, depot: depot.id } });

    const all = await rest(s.url, 'POST', 'api/live-visit-report', {
      token,
      body: { visitType: 'All', depot: depot.id, date: '2026-10-25' },
    });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      date: '2026-10-25',
      weekFrom: '2026-10-25',
      weekTo: '2026-10-31',
      timeZone: 'Europe/Dublin',
      message: null,
    });
    expect(
      all.body.rows.map((r: { attendeeName: string; visitType: string; actualIn: string; actualOut: string | null }) => [
        r.attendeeName,
        r.visitType,
        r.actualIn,
        r.actualOut,
      ]),
    ).toEqual([
      ['Early Bird', 'Unplanned', '01:30', null],
      ['Plan Ned', 'Planned', '09:15', null],
      ['Pat Partner', 'Partner', '09:20', '10:00'],
    ]);
    const partners = await gql(
      s.url,
      'query($d: ID!){ liveReport(depotId: $d, visitType: "Partner", date: "2026-10-25") { rows { attendeeName } } }',
      { d: depot.id },
      token,
    );
    expect(partners.data.liveReport.rows).toEqual([{ attendeeName: 'Pat Partner' }]);
    const regular = await rest(s.url, 'POST', 'api/live-regular-visits', { token, body: { depot: depot.id, date: '2026-10-25' } });
    expect(regular.body).toMatchObject({ rows: [], message: Messages.noAttendees });
    const other = await makeDepot(s.orm, tenant);
    expect(
      (await rest(s.url, 'POST', 'api/live-visit-report', { token, body: { visitType: 'All', depot: other.id, date: '2026-10-25' } })).body
        .rows,
    ).toEqual([]);
    // the attendee filter (spec 7: visitType, attendee): a name, contains, any case; a wildcard is a plain character
    const names = (r: { body: { rows: { attendeeName: string }[] } }) => r.body.rows.map((x) => x.attendeeName);
    expect(
      names(
        await rest(s.url, 'POST', 'api/live-visit-report', {
          token,
          body: { visitType: 'All', depot: depot.id, date: '2026-10-25', attendee: 'ned' },
        }),
      ),
    ).toEqual(['Plan Ned']);
    expect(
      names(
        await rest(s.url, 'POST', 'api/live-visit-report', {
          token,
          body: { visitType: 'All', depot: depot.id, date: '2026-10-25', attendee: 'PART' },
        }),
      ),
    ).toEqual(['Pat Partner']);
    expect(
      names(
        await rest(s.url, 'POST', 'api/live-visit-report', {
          token,
          body: { visitType: 'All', depot: depot.id, date: '2026-10-25', attendee: '%' },
        }),
      ),
    ).toEqual([]);
    const byName = await gql(
      s.url,
      'query($d: ID!){ liveReport(depotId: $d, visitType: "All", date: "2026-10-25", attendee: "bird") { rows { attendeeName } } }',
      { d: depot.id },
      token,
    );
    expect(byName.data.liveReport.rows).toEqual([{ attendeeName: 'Early Bird' }]);
  });

  it('visitType and depot are required; a foreign depot is 404', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const other = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    expect((await rest(s.url, 'POST', 'api/live-visit-report', { token, body: { depot: depot.id } })).body.message).toBe(
      'Visit type is required',
    );
    expect((await rest(s.url, 'POST', 'api/live-visit-report', { token, body: { visitType: 'All' } })).body.message).toBe(
      'Depot is required',
    );
    expect((await rest(s.url, 'POST', 'api/live-visit-report', { token, body: { visitType: 'All', depot: other.depot.id } })).status).toBe(
      404,
    );
  });
});
