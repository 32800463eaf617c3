import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { tokenFor } from '../../tenants/__tests__/support';
import { makeDepot, makeManager, makePartner, makeUser, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { checkIn, RULES_OK, walkIn } from './support';
import { outboxDoneForDepot } from '../../../test/outbox';
import { freshDatabase } from '../../../test/database';
import { plainText } from '../../../test/smtp-sink';
import { User } from '../../users/user.entity';

/**
 * Alerts of a sign-in (issue 23), through the outbox and the worker to a real SMTP sink: a planned visit's host hears
 * the visitor arrived; a reading above the tenant's limit (37.5 by default), accepted after the kiosk's warning,
 * alerts the depot's e-mail managers (visitors and partners); the managers' sign-in e-mail carries the reading.
 * Each exactly once.
 */
let s: TestServer;
beforeAll(async () => {
  // A database (and so queues) of its own: on the run's shared queues another suite's worker may take this suite's
  // e-mail job and send it to that suite's SMTP sink (seen on the embedded database, where jobs wait longer).
  s = await startTestServer({ databaseUrl: await freshDatabase('alerts') });
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

  it("issue 39: a Manager row (no language) is alerted in the tenant's default language, a staff manager in their own", async () => {
    const w = await makeWorld(s.orm);
    const { depot } = w;
    const conn = s.orm.em.fork().getConnection();
    await conn.execute(`update "tenant" set "kiosk_default_language" = 'es' where "id" = ?`, [w.tenant.id]);
    await conn.execute(`update "app_user" set "language" = 'pl' where "id" = ?`, [w.manager.id]);
    const row = await makeManager(s.orm, depot, { email: `${uniq('mgr')}@example.test` });
    await makeManager(s.orm, depot, { email: w.manager.email, name: w.manager.name });
    const r = await walkIn(s, depot.id, { firstName: 'ana', lastName: 'gil', email: `${uniq('w')}@example.test`, temperature: '38.4' });
    expect(r.status).toBe(200);
    const es = await mailsTo(row.email, 2, depot.id);
    expect(es.map((m) => m.subject).sort()).toEqual(
      [`Alerta de temperatura en ${depot.code}: Ana Gil, 38.4 °C`, `Visitante registrado en ${depot.code}: Ana Gil`].sort(),
    );
    const arrival = es.find((m) => m.subject.startsWith('Visitante'))!;
    expect(plainText(arrival.text)).toContain('Ana Gil de Acme se registró en');
    expect(plainText(arrival.text)).toContain('(visita sin cita)');
    expect(plainText(arrival.text)).toMatch(/Temperatura: 38\.4 °C/);
    const alert = es.find((m) => m.subject.startsWith('Alerta'))!;
    expect(plainText(alert.text)).toMatch(/con una temperatura de 38\.4 °C, por encima del límite de 37\.5 °C/);
    const pl = await mailsTo(w.manager.email, 2, depot.id);
    expect(pl.map((m) => m.subject).sort()).toEqual(
      [`Alert temperatury w ${depot.code}: Ana Gil, 38.4 °C`, `Gość zarejestrował się w ${depot.code}: Ana Gil`].sort(),
    );
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

describe("a walk-in's host picked at the kiosk (issue 36)", () => {
  const HOSTS = 'query($d: ID!) { kioskHosts(depotId: $d) { id name } }';
  const WALK_IN = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId name } }';
  const walker = (depotId: string, over: Record<string, unknown> = {}) => ({
    firstName: 'walt',
    lastName: 'kerr',
    email: `${uniq('walt')}@example.test`,
    company: 'acme',
    carReg: 'WK1',
    reasonForVisit: 'Meeting',
    depotId,
    ruleAnswers: RULES_OK,
    ...over,
  });

  it("kioskHosts answers anyone the depot's hosts: display names and opaque ids only, no one disabled or of another depot", async () => {
    const { tenant, depot, admin, manager } = await makeWorld(s.orm);
    const other = await makeDepot(s.orm, tenant);
    await makeUser(s.orm, { tenant, depot: other, role: 'DepotManager' });
    const disabled = await makeUser(s.orm, { tenant, depot });
    await s.orm.em.fork().nativeUpdate(User, { id: disabled.id }, { disabled: true });
    const r = await gql(s.url, HOSTS, { d: depot.id }); // no token: the kiosk is public
    expect(r.errors).toBeUndefined();
    expect(r.data.kioskHosts).toEqual(
      [admin, manager].map((u) => ({ id: u.id, name: u.name })).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    );
    // Nothing else personal can be asked for: the type has no e-mail, username, role or department.
    const more = await gql(s.url, 'query($d: ID!) { kioskHosts(depotId: $d) { id name email } }', { d: depot.id });
    expect(more.errors![0].message).toMatch(/Cannot query field "email" on type "KioskHost"/);
    // An unknown depot answers like one that does not exist.
    const unknown = await gql(s.url, HOSTS, { d: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('the host picked is e-mailed once that the visitor arrived; "someone else" (typed) and the legacy REST payload tell nobody', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    const hostEmail = `${uniq('picked')}@example.test`;
    const host = await makeUser(s.orm, { tenant, depot, role: 'DepotManager', email: hostEmail });
    const g = await gql(s.url, WALK_IN, { i: walker(depot.id, { hostId: host.id, meetingWith: 'ignored when a host is picked' }) });
    expect(g.errors).toBeUndefined();
    const attendanceId = g.data.unplannedCheckIn.attendanceId as string;
    const mails = await mailsTo(hostEmail, 1, depot.id);
    expect(mails.map((m) => m.subject)).toEqual(['Your visitor Walt Kerr has arrived']);
    expect(mails[0].text).toContain(`Hello ${host.name},`);
    expect(mails[0].text).toContain(`Your visitor Walt Kerr of Acme has signed in at ${depot.code}`);
    expect(await jobsOf('visit-host-arrival', attendanceId)).toHaveLength(1);
    const [visit] = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select v.host_name, v.host_email from visit v join attendance a on a.visit_id = v.id where a.id = ?`, [attendanceId]);
    expect(visit).toEqual({ host_name: host.name, host_email: hostEmail });

    // A host typed by name (someone else) and the legacy REST shim's payload, unchanged: the walk-in is recorded, no host mail.
    const typed = await gql(s.url, WALK_IN, { i: walker(depot.id, { meetingWith: 'someone else' }) });
    expect(typed.errors).toBeUndefined();
    const legacy = await walkIn(s, depot.id, { email: `${uniq('legacy')}@example.test` });
    expect(legacy.status).toBe(200);
    // A host id of another depot (or made up) is no host: the walk-in goes in with the name typed, nobody is told.
    const otherDepot = await makeDepot(s.orm, tenant);
    const stranger = await makeUser(s.orm, { tenant, depot: otherDepot, email: `${uniq('stranger')}@example.test` });
    const wrong = await gql(s.url, WALK_IN, { i: walker(depot.id, { hostId: stranger.id, meetingWith: 'grace' }) });
    expect(wrong.errors).toBeUndefined();
    await outboxDoneForDepot(s.orm, depot.id);
    for (const id of [typed.data.unplannedCheckIn.attendanceId, legacy.body.attendanceId, wrong.data.unplannedCheckIn.attendanceId])
      expect(await jobsOf('visit-host-arrival', id)).toHaveLength(0);
    expect(s.mail.messages.filter((m) => m.to.includes(hostEmail))).toHaveLength(1);
    expect(s.mail.messages.filter((m) => m.to.includes(stranger.email))).toHaveLength(0);
  });
});
