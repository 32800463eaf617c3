import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { RegularVisitor } from '../regular-visitor.entity';
import { rawRest, tokenFor, twoTenants } from '../../tenants/__tests__/support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const person = (depot: string, over: Record<string, unknown> = {}) => ({
  FirstName: 'rita',
  LastName: 'regular',
  Email: `${uniq('rv')}@example.test`,
  Company: 'acme',
  depot,
  ...over,
});

describe('regular visitors', () => {
  it('registers with a fresh RV code (host is me), e-mails the code, passcode and QR code, and never answers the passcode', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const ref = (await rest(s.url, 'GET', 'api/regular-visitor-reference/x', { token })).body.reference;
    expect(ref).toMatch(/^RV\d{8}$/);
    const p = person(depot.id, { RegularVisitorRef: ref, badgeNumFlag: true });
    const r = await rest(s.url, 'POST', 'api/register-regular-visitor', { token, body: p });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      meetingReference: ref,
      name: 'Rita Regular',
      email: p.Email,
      company: 'Acme',
      badgeNumFlag: true,
      signFlag: false,
      emailFlag: true,
      host: { hostname: admin.name, hostemail: admin.email },
      message: Messages.regularVisitorBooked,
    });
    expect(JSON.stringify(r.body)).not.toMatch(/passCode/i);
    const rv = await s.orm.em.fork().findOneOrFail(RegularVisitor, r.body.id, { filters: false });
    expect(rv.passCode).toMatch(/^[A-Z2-9]{6}$/);
    const mail = await s.mail.waitFor((m) => m.to.includes(p.Email));
    expect(mail.text).toContain(ref);
    expect(mail.text).toContain(`Your passcode: ${rv.passCode}`);
    expect(mail.raw).toMatch(/Content-Type: image\/png/i);
    const list = await rest(s.url, 'GET', `api/list-regular-visitor/${depot.id}/1`, { token });
    expect(list.body).toMatchObject({ total: 1, items: [{ id: r.body.id }] });
    expect(JSON.stringify(list.body)).not.toContain(rv.passCode);
    const gqlList = await gql(
      s.url,
      'query($d: ID!){ regularVisitors(depotId: $d) { total items { id meetingReference } } }',
      { d: depot.id },
      token,
    );
    expect(gqlList.data.regularVisitors).toEqual({ total: 1, items: [{ id: r.body.id, meetingReference: ref }] });
  });

  it('edits (name, email, company required), edits the host, resends, and removes (the pass stops working)', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const r = (
      await rest(s.url, 'POST', 'api/register-regular-visitor', {
        token,
        body: person(depot.id, { hostIsMe: false, Host: { name: 'hal', email: 'hal@example.test', department: 'ops' } }),
      })
    ).body;
    expect(r.host).toMatchObject({ hostname: 'Hal', department: 'OPS' });
    const missing = await rest(s.url, 'PUT', `api/edit-RV/${r.id}`, { token, body: { name: 'Rita Reg', email: r.email } });
    expect(missing.body.message).toBe('Company is required');
    const newEmail = `${uniq('new')}@example.test`;
    const edit = await rest(s.url, 'PUT', `api/edit-RV/${r.id}`, {
      token,
      body: { name: 'rita mae regular', email: newEmail, company: 'globex', signFlag: true },
    });
    expect(edit.body).toMatchObject({
      firstName: 'Rita',
      lastName: 'Mae regular',
      email: newEmail,
      company: 'Globex',
      signFlag: true,
      message: Messages.regularVisitorUpdated,
    });
    const host = await rest(s.url, 'PUT', `api/edit-Host/${r.hostid}`, {
      token,
      body: { hostname: 'hal two', hostemail: 'hal2@example.test', department: 'sec' },
    });
    expect(host.body).toMatchObject({
      hostname: 'Hal two',
      hostemail: 'hal2@example.test',
      department: 'SEC',
      message: Messages.hostUpdated,
    });
    expect(
      (await rest(s.url, 'PUT', `api/edit-Host/${r.hostid}`, { token, body: { hostname: 'x', hostemail: 'x@example.test' } })).body.message,
    ).toBe('Department is required');
    const resend = await rest(s.url, 'POST', `api/resend-confirmation-email-RV/${r.id}`, { token });
    expect(resend.body).toEqual({ ok: true, message: Messages.confirmationEmailSent });
    await s.mail.waitFor((m) => m.to.includes(newEmail));
    expect((await rest(s.url, 'DELETE', `api/remove-RV/${r.id}`, { token })).body).toEqual({
      ok: true,
      message: Messages.regularVisitorDeleted,
    });
    expect((await rest(s.url, 'GET', `api/QR-Info?meetingReference=${r.meetingReference}`)).body.message).toBe(Messages.wrongReference);
    expect((await rest(s.url, 'GET', `api/list-regular-visitor/${depot.id}/1`, { token })).body.total).toBe(0);
  });

  it("requires the four attendee fields; another tenant's regular visitor answers like a missing one", async () => {
    const { a, tokenA, tokenB } = await twoTenants(s);
    expect(
      (await rest(s.url, 'POST', 'api/register-regular-visitor', { token: tokenA, body: person(a.depot.id, { LastName: '' }) })).body
        .message,
    ).toBe('Last Name is required');
    const r = (await rest(s.url, 'POST', 'api/register-regular-visitor', { token: tokenA, body: person(a.depot.id) })).body;
    expect(await rawRest(s, 'DELETE', `api/remove-RV/${r.id}`, tokenB)).toEqual(
      await rawRest(s, 'DELETE', 'api/remove-RV/00000000-0000-4000-8000-000000000000', tokenB),
    );
  });
});
