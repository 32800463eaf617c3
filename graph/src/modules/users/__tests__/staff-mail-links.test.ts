import { request } from 'node:http';
import { startTestServer, type TestServer } from '../../../test/server';
import { makeManager, makeUser, makeWorld, uniq } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';
import { freshDatabase } from '../../../test/database';

/**
 * Issue 36: with PUBLIC_URL unset, the links in an e-mail a staff member's request causes use the address that staff
 * member browsed from (as kiosk links do), not localhost; an anonymous request (forgot password) never chooses it.
 */
let s: TestServer;
beforeAll(async () => {
  // A database, so queues, of its own: the links are the worker's to write, and a worker of another suite's server (on
  // the run's shared queues) writes its own address into an anonymous request's link (a CI red: port 38937 for 40979).
  s = await startTestServer({ databaseUrl: await freshDatabase('staff-mail-links') });
});
afterAll(async () => {
  await s.close();
});

// node:http, as fetch() does not send a Host of its own choosing
const call = (method: string, url: string, host: string, token?: string, body?: unknown) =>
  new Promise<{ status: number; body: any }>((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${s.url}${url}`,
      {
        method,
        headers: {
          host,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(data ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
const gqlVia = (host: string, token: string, query: string, variables: Record<string, unknown>) =>
  call('POST', '/graphql', host, token, { query, variables });

describe('links in e-mails caused by staff, without PUBLIC_URL (issue 36)', () => {
  it('the set-password links and the evacuation e-mail use the address the staff member browsed; a forgot-password request does not', async () => {
    expect(s.config.publicUrlSet).toBe(false);
    const { tenant, depot, admin, manager } = await makeWorld(s.orm);
    const mailed = await makeManager(s.orm, depot, { email: `${uniq('links')}@example.test` });
    const user = await makeUser(s.orm, { tenant, depot, role: 'DepotManager', email: `${uniq('reset')}@example.test` });

    // An admin sends a user the reset-password e-mail from http://depot-register.lan:8080 (REST) ...
    const sent = await call('POST', `/api/send-password-reset/${user.id}`, 'depot-register.lan:8080', tokenFor(s, admin));
    expect(sent.status).toBe(200);
    const reset = await s.mail.waitFor((m) => m.to.includes(user.email));
    expect(reset.text).toContain('http://depot-register.lan:8080/resetPassword/');
    expect(reset.text).not.toContain('localhost');

    // ... registers a user from 192.168.1.20:4000 (GraphQL): the account confirmation's set-password link.
    const newcomer = { username: uniq('new_'), email: `${uniq('new')}@example.test` };
    const reg = await gqlVia(
      '192.168.1.20:4000',
      tokenFor(s, admin),
      `mutation($i: RegisterUserInput!) { registerUser(input: $i) { id } }`,
      {
        i: {
          username: newcomer.username,
          name: 'New Comer',
          email: newcomer.email,
          role: 'DepotManager',
          depotId: depot.id,
          password: 'Secret-pass-123',
        },
      },
    );
    expect(reg.body.errors).toBeUndefined();
    const confirmation = await s.mail.waitFor((m) => m.to.includes(newcomer.email));
    expect(confirmation.text).toContain('http://192.168.1.20:4000/resetPassword/');

    // A DepotManager starts and ends an evacuation from 10.0.0.7:4000: the managers' e-mails link the roll-call there.
    const started = await gqlVia('10.0.0.7:4000', tokenFor(s, manager), `mutation($d: ID!) { startEvacuation(depotId: $d) { id } }`, {
      d: depot.id,
    });
    expect(started.body.errors).toBeUndefined();
    const startMail = await s.mail.waitFor((m) => m.to.includes(mailed.email) && m.subject.startsWith('EVACUATION'));
    expect(startMail.text).toContain(`Marshals mark people safe at http://10.0.0.7:4000/evacuation?depot=${depot.id}`);
    const ended = await gqlVia('10.0.0.7:4000', tokenFor(s, manager), `mutation($id: ID!) { endEvacuation(id: $id) { id } }`, {
      id: started.body.data.startEvacuation.id,
    });
    expect(ended.body.errors).toBeUndefined();
    const endMail = await s.mail.waitFor((m) => m.to.includes(mailed.email) && m.subject.startsWith('Evacuation ended'));
    expect(endMail.text).toContain(`The record: http://10.0.0.7:4000/evacuation/${started.body.data.startEvacuation.id}`);

    // Forgot password is anonymous: whatever Host it names, the link keeps the configured address.
    const other = await makeUser(s.orm, { tenant, depot, role: 'DepotManager', email: `${uniq('forgot')}@example.test` });
    expect((await call('GET', `/request-password-email/${encodeURIComponent(other.username)}`, 'evil.example:4000')).status).toBe(200);
    const forgot = await s.mail.waitFor((m) => m.to.includes(other.email));
    expect(forgot.text).toContain(`${s.config.publicUrl}/resetPassword/`);
    expect(forgot.text).not.toContain('evil.example');
  });
});
