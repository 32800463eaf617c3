/**
 * Issue 40: an `operationName` that names no operation of the document is the client's mistake, a 400
 * OPERATION_RESOLUTION_FAILURE as graphql-js and Apollo answer it, never a 500 (it was one on the compiled path,
 * graph-jit, once the document had been seen before). Asked several times each, so both the first (interpreted) run
 * and the compiled runs are covered.
 */
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

type Body = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

async function post(body: unknown): Promise<{ status: number; body: Body }> {
  const res = await fetch(`${s.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Body };
}

const ONE = 'query Health { __typename }';
const TWO = 'query A { __typename } query B { b: __typename }';

describe('operationName', () => {
  it.each([
    ['names no operation of a one-operation document', { query: ONE, operationName: 'Nope' }, 'Unknown operation named "Nope".'],
    ['names no operation of a two-operation document', { query: TWO, operationName: 'C' }, 'Unknown operation named "C".'],
    [
      'is missing when the document has two operations',
      { query: TWO },
      'Must provide operation name if query contains multiple operations.',
    ],
    [
      'is null when the document has two operations',
      { query: TWO, operationName: null },
      'Must provide operation name if query contains multiple operations.',
    ],
    ['is empty when the document has two operations', { query: TWO, operationName: '' }, 'Unknown operation named "".'],
  ])('%s: 400 OPERATION_RESOLUTION_FAILURE on every run', async (_what, body, message) => {
    for (let run = 0; run < 4; run++) {
      const r = await post(body);
      expect([run, r.status, r.body.errors?.[0]]).toEqual([run, 400, { message, extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } }]);
    }
  });

  it.each([
    ['a number', 12],
    ['an object', { name: 'A' }],
    ['a list', ['A']],
    ['true', true],
  ])('of the wrong type (%s) is a 400 BAD_REQUEST', async (_what, operationName) => {
    const r = await post({ query: TWO, operationName });
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('that names an operation still runs it, first and compiled', async () => {
    for (let run = 0; run < 4; run++) {
      expect(await post({ query: TWO, operationName: 'A' })).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
      const b = await post({ query: TWO, operationName: 'B' });
      expect([b.status, b.body]).toEqual([200, { data: { b: 'Query' } }]);
    }
  });
});
