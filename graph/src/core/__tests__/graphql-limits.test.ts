import { startTestServer, type TestServer } from '../../test/server';
import { gql } from '../../test/http';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

describe('GraphQL limits and error masking', () => {
  it('refuses too many aliases and too deep queries before executing them', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: health`).join(' ');
    const r = await gql(s.url, `{ ${aliases} }`);
    expect(r.status).toBe(400);
    expect(r.errors?.[0].message).toMatch(/too many aliases/);
    const deep = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }`;
    const d = await gql(s.url, deep);
    expect(d.status).toBe(400);
    expect(d.errors?.map((e) => e.message).join(' ')).toMatch(/too deep/);
  });

  it('answers a small query normally', async () => {
    const r = await gql(s.url, '{ health }');
    expect(r.data).toEqual({ health: 'ok' });
  });

  it('parse errors are a 400 without internals', async () => {
    const r = await gql(s.url, '{ health ');
    expect(r.status).toBe(400);
    expect(JSON.stringify(r)).not.toMatch(/stack|node_modules/);
  });
});
