/**
 * What the GraphQL endpoint shows to whom, and what its sockets accept: introspection and "Did you mean" hints
 * are for signed-in staff only (HTTP and graphql-ws alike; the SDL is committed as schema/schema.graphql);
 * a frame above 64 KiB closes the socket unread; a socket without a staff session ends after a short grace.
 */
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../test/server';
import { gql, loginToken } from '../../test/http';
import { wsClient } from '../../test/ws';
import { makeWorld, TEST_PASSWORD } from '../../test/factories';

let s: TestServer;
let staffToken: string;
beforeAll(async () => {
  s = await startTestServer({ worker: false, over: { sockets: { maxPayloadBytes: 64 * 1024, anonymousGraceMs: 1500 } } });
  const { admin } = await makeWorld(s.orm);
  staffToken = await loginToken(s.url, admin.username, TEST_PASSWORD);
});
afterAll(async () => {
  await s.close();
});

const SCHEMA = '{ __schema { queryType { name } types { name } } }';
const TYPE = '{ __type(name: "User") { fields { name } } }';
const TYPO = '{ mee { username } }';

/** One operation over graphql-ws: its result or its errors. */
async function overSocket(token: string | undefined, query: string): Promise<{ data?: any; errors?: any }> {
  const client = wsClient(s.url, token);
  try {
    return await new Promise((resolve) => {
      let result: { data?: any; errors?: any } = {};
      client.subscribe(
        { query },
        {
          next: (v) => {
            result = v as never;
          },
          error: (e) => resolve({ errors: Array.isArray(e) ? e : [e] }),
          complete: () => resolve(result),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe('introspection', () => {
  it('is refused to anonymous callers over HTTP (400) and over graphql-ws; __typename still answers', async () => {
    for (const q of [SCHEMA, TYPE]) {
      const r = await gql(s.url, q);
      expect(r.status).toBe(400);
      expect(r.data).toBeUndefined();
      expect(r.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/introspection has been disabled/),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
      const w = await overSocket(undefined, q);
      expect(w.data).toBeUndefined();
      expect(JSON.stringify(w.errors)).toMatch(/introspection has been disabled/);
    }
    expect((await gql(s.url, '{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('is refused with a forged token, and answered to staff over HTTP and graphql-ws', async () => {
    expect((await gql(s.url, SCHEMA, {}, 'forged.token.value')).status).toBe(400);
    const r = await gql(s.url, SCHEMA, {}, staffToken);
    expect(r.errors).toBeUndefined();
    expect(r.data.__schema.queryType.name).toBe('Query');
    expect(r.data.__schema.types.map((t: { name: string }) => t.name)).toContain('User');
    const w = await overSocket(staffToken, TYPE);
    expect(w.errors).toBeUndefined();
    expect(w.data.__type.fields.map((f: { name: string }) => f.name)).toContain('username');
  });
});

describe('"Did you mean" hints', () => {
  it('are left out for anonymous callers, over HTTP and graphql-ws, and given to staff', async () => {
    const anon = await gql(s.url, TYPO);
    expect(anon.status).toBe(400);
    expect(anon.errors?.[0].message).toBe('Cannot query field "mee" on type "Query".');
    const anonWs = await overSocket(undefined, TYPO);
    expect(JSON.stringify(anonWs.errors)).toContain('Cannot query field \\"mee\\" on type \\"Query\\".');
    expect(JSON.stringify(anonWs.errors)).not.toMatch(/Did you mean/);
    const enumTypo = await gql(s.url, 'mutation { login(usernme: "a", password: "b") { token } }');
    expect(JSON.stringify(enumTypo.errors)).not.toMatch(/Did you mean/);

    const staff = await gql(s.url, TYPO, {}, staffToken);
    expect(staff.errors?.[0].message).toMatch(/Did you mean "me"\?/);
  });
});

describe('socket limits', () => {
  const open = (protocol = 'graphql-transport-ws') =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(s.url.replace(/^http/, 'ws') + '/graphql', protocol);
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
  const closed = (ws: WebSocket) =>
    new Promise<{ code: number; at: number }>((resolve) => ws.once('close', (code) => resolve({ code, at: Date.now() })));
  const acked = (ws: WebSocket) =>
    new Promise<void>((resolve) =>
      ws.on('message', (m) => {
        if (JSON.parse(String(m)).type === 'connection_ack') resolve();
      }),
    );

  it('closes a socket that sends a 1 MiB frame (1009, Message Too Big); a real operation still fits', async () => {
    const ws = await open();
    const ack = acked(ws);
    ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${staffToken}` } }));
    await ack;
    const end = closed(ws);
    ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `{ __typename } # ${'x'.repeat(1024 * 1024)}` } }));
    expect((await end).code).toBe(1009);
    expect((await overSocket(staffToken, '{ me { username } }')).data.me.username).toBeTruthy();
  });

  it('ends a socket without a staff session after the grace period (4401); a staff socket stays', async () => {
    const anon = await open();
    const staff = await open();
    const anonAck = acked(anon);
    const staffAck = acked(staff);
    anon.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    staff.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${staffToken}` } }));
    await Promise.all([anonAck, staffAck]);
    const started = Date.now();
    const end = await closed(anon);
    expect(end.code).toBe(4401);
    expect(end.at - started).toBeLessThan(5000);
    // The staff socket still answers after the grace period closed the other one (graphql-ws ping, pong).
    const pong = new Promise<string>((resolve) => staff.on('message', (d: Buffer) => resolve(JSON.parse(d.toString()).type)));
    staff.send(JSON.stringify({ type: 'ping' }));
    expect(await pong).toBe('pong');
    expect(staff.readyState).toBe(WebSocket.OPEN);
    staff.close();
  });
});
