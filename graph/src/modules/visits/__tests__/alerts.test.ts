import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { tokenFor } from '../../tenants/__tests__/support';
import { makeManager, makePartner, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { checkIn, walkIn } from './support';
import { outboxDoneForDepot } from '../../../test/outbox';

/**
 * Alerts of a sign-in (issue 23), through the outbox and the worker to a real SMTP sink: a planned visit's host hears
 * the visitor arrived; a reading above the tenant's limit (37.5 by default), accepted after the kiosk's warning,
 * alerts the depot's e-mail managers (visitors and partners); the managers' sign-in e-mail carries the reading.
 * Each exactly once.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const jobsOf = async (name: string, attendanceId: string) =>
  (await s.orm.em.fork().find(OutboxEvent, { name }, { filters: false })).filter(
    (o) => (o.payload as { attendanceId: string }).attendanceId === attendanceId,
  );
/** Waits for the mails a test expects, then for every job of the depot to have run, and answers every mail of the address. */
async function mailsTo(address: string, atLeast: number, depotId: string) {
  await s.mail.waitFor((m) => m.to.includes(address) && s.mail.messages.filter((x) => x.to.includes(address)).length >= atLeast);
  await outboxDoneForDepot(s.orm, depotId);
  return s.mail.messages.filter((m) => m.to.includes(address));
}

describe('sign-in alerts', () => {
  it("a planned visitor's host is e-mailed once when the visitor signs in", async () => {
    const { depot } = await makeWorld(s.orm);
    const host = `${uniq('host')}@example.test`;
    const v = await makeVisit(s.orm, depot, { hostName: 'Grace Host', hostEmail: host, person: { firstName: 'Plan', lastName: 'Ned' } });
    const r = await checkIn(s, depot.id, v.meetingReference!, { temperature: '36.6' });
    expect(r.status).toBe(200);
    const mails = await mailsTo(host, 1, depot.id);
    expect(mails.map((m) => m.subject)).toEqual(['Your visitor Plan Ned has arrived']);
    expect(mails[0].text).toContain(`Your visitor Plan Ned of Acme has signed in at ${depot.code}`);
    expect(mails[0].text).toContain(`Reference: ${v.meetingReference}`);
    const [a] = await s.orm.em.fork().getConnection().execute(`select id from attendance where visit_id = ?`, [v.id]);
    expect(await jobsOf('visit-host-arrival', a.id)).toHaveLength(1);
    expect(await jobsOf('temperature-alert', a.id)).toHaveLength(0); // 36.6 is within the limits
  });

  it('a walk-in and a partner above the limit alert each e-mail manager once; the sign-in e-mail carries the reading', async () => {
    const { depot } = await makeWorld(s.orm);
    const manager = await makeManager(s.orm, depot, { email: `${uniq('mgr')}@example.test` });
    const quiet = await makeManager(s.orm, depot, { email: `${uniq('quiet')}@example.test`, receiveEmailFlag: false });
    const w = await walkIn(s, depot.id, { firstName: 'hot', lastName: 'head', email: `${uniq('w')}@example.test`, temperature: '38.2' });
    expect(w.status).toBe(200);
    const p = await makePartner(s.orm, depot, { name: 'Pat Partner' });
    expect((await rest(s.url, 'POST', 'api/clock-in', { body: { workId: p.workId, depot: depot.id, temperature: '39.0' } })).status).toBe(
      200,
    );
    const mails = await mailsTo(manager.email, 3, depot.id);
    const subjects = mails.map((m) => m.subject).sort();
    expect(subjects).toEqual(
      [
        `Temperature alert at ${depot.code}: Hot Head, 38.2 °C`,
        `Temperature alert at ${depot.code}: Pat Partner, 39.0 °C`,
        `Visitor signed in at ${depot.code}: Hot Head`,
      ].sort(),
    );
    const signIn = mails.find((m) => m.subject.startsWith('Visitor signed in'))!;
    expect(signIn.text).toMatch(/Temperature: 38\.2 \S*C/);
    const alert = mails.find((m) => m.subject.includes('Pat Partner'))!;
    expect(alert.text).toMatch(/with a temperature of 39\.0 \S*C, above the limit of 37\.5 \S*C/);
    expect(s.mail.messages.filter((m) => m.to.includes(quiet.email))).toEqual([]);
    const rows: { id: string; partner_id: string | null }[] = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select id, partner_id from attendance where depot_id = ?`, [depot.id]);
    for (const row of rows) expect(await jobsOf('temperature-alert', row.id)).toHaveLength(1);
  });

  it('a cancelled booking e-mails its visitor once, and the reference no longer works', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const email = `${uniq('cancel')}@example.test`;
    const v = await makeVisit(s.orm, depot, { person: { firstName: 'Can', lastName: 'Celled', email } });
    const cancel = () => gql(s.url, `mutation($id: ID!) { cancelVisit(id: $id) { state } }`, { id: v.id }, tokenFor(s, admin));
    const [first, again] = [await cancel(), await cancel()];
    expect(first.data.cancelVisit.state).toBe('CANCELLED');
    expect(again.data.cancelVisit.state).toBe('CANCELLED'); // a second cancel changes nothing and sends nothing
    const mails = await mailsTo(email, 1, depot.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(new RegExp(`is cancelled: reference ${v.meetingReference}$`));
    expect(mails[0].text).toContain(`The reference ${v.meetingReference} no longer signs you in.`);
    const jobs = (await s.orm.em.fork().find(OutboxEvent, { name: 'visit-cancelled' }, { filters: false })).filter(
      (o) => (o.payload as { visitId: string }).visitId === v.id,
    );
    expect(jobs).toHaveLength(1);
  });
});
