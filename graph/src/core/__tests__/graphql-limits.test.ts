import { startTestServer, type TestServer } from '../../test/server';
import { gql } from '../../test/http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, validate, type DefinitionNode } from 'graphql';
import { queryLimitsRule } from '../graphql/limits';

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

  it('counts a fragment at every use: aliases, depth and cost (issue 25)', async () => {
    // Five aliases in a fragment spread five times are 25 aliases, over the limit of 20; once they were counted as 5.
    const spreads = Array.from({ length: 5 }, (_, i) => `s${i}: me { ...Five }`).join(' ');
    const fiveAliases = `fragment Five on User { ${Array.from({ length: 5 }, (_, i) => `u${i}: username`).join(' ')} }`;
    const r = await gql(s.url, `{ ${spreads} } ${fiveAliases}`);
    expect(r.status).toBe(400);
    expect(r.errors?.[0].message).toBe('Query has too many aliases (30; at most 20)');
    // A fragment spread under four levels counts its own levels below them, wherever it is also used higher up.
    const deep = `fragment Deep on __Type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } }
      { __schema { queryType { ...Deep } types { fields { type { ...Deep } } } } }`;
    const d = await gql(s.url, deep);
    expect(d.errors?.map((e) => e.message)).toContain('Query is too deep (11 levels; at most 10)');
    // Doubling fragments (each spreads the one below twice) cost their true total, measured without walking 2^n.
    const names = Array.from({ length: 30 }, (_, i) => `F${i}`);
    const doubling = names
      .map((n, i) =>
        i === names.length - 1 ? `fragment ${n} on Query { health }` : `fragment ${n} on Query { ...${names[i + 1]} ...${names[i + 1]} }`,
      )
      .join(' ');
    const c = await gql(s.url, `{ ...F0 } ${doubling}`);
    expect(c.status).toBe(400);
    expect(c.errors?.map((e) => e.message).join(' ')).toMatch(/too expensive/);
  });

  it('keeps every operation of the web app within the limits, fragments counted at each use', () => {
    const root = path.resolve(__dirname, '../../../..');
    const schema = buildSchema(readFileSync(path.join(root, 'schema/schema.graphql'), 'utf8'));
    const sources = (readdirSync(path.join(root, 'web/src'), { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('gql'))
      .flatMap((f) => [...readFileSync(path.join(root, 'web/src', f), 'utf8').matchAll(/graphql\(`([^`]*)`\)/g)].map((m) => m[1]));
    const definitions: DefinitionNode[] = sources.flatMap((src) => parse(src).definitions);
    const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(50);
    for (const op of operations) {
      const errors = validate(schema, { kind: Kind.DOCUMENT, definitions: [op, ...fragments] }, [queryLimitsRule()]);
      expect([op.name?.value, errors.map((e) => e.message)]).toEqual([op.name?.value, []]);
    }
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
