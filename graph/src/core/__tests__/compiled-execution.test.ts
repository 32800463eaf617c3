import {
  execute,
  getOperationAST,
  GraphQLError,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type DocumentNode,
  type ExecutionResult,
} from 'graphql';
import * as jit from 'graphql-jit';
import type { GatewayExecutor, GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { compiledExecution } from '../graphql/compiled-execution';
import { DomainError } from '../errors';
import { formatError } from '../graphql/format-error';

// The real compiler, counted (its bundle's exports cannot be spied on).
jest.mock('graphql-jit', () => {
  const actual = jest.requireActual('graphql-jit');
  return { ...actual, compileQuery: jest.fn(actual.compileQuery) };
});

/**
 * Issue 28: Apollo runs operations through graphql-jit once a document is seen again. The caller must not be able to
 * tell: data, errors (message, path, locations, the cause formatError reads) and variable errors as graphql-js gives
 * them. Unit tier: a small schema of its own, the executor called as Apollo calls it.
 */
type Ctx = { calls: number };

const Person = new GraphQLInputObjectType({
  name: 'PersonInput',
  fields: { name: { type: new GraphQLNonNull(GraphQLString) }, age: { type: GraphQLInt } },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      greet: {
        type: new GraphQLNonNull(GraphQLString),
        args: { p: { type: new GraphQLNonNull(Person) } },
        resolve: (_src, { p }: { p: { name: string; age?: number } }, ctx: Ctx) => {
          ctx.calls++;
          if (p.age !== undefined && p.age < 0)
            throw new DomainError('BAD_USER_INPUT', 'Age must be positive', { age: ['Age must be positive'] });
          return `hello ${p.name}${p.age === undefined ? '' : ` (${p.age})`}`;
        },
      },
      tags: { type: new GraphQLList(GraphQLString), resolve: () => ['a', 'b'] },
    },
  }),
});

const GREET = parse('query Greet($p: PersonInput!) { greet(p: $p) tags }');

async function executorOf(): Promise<GatewayExecutor> {
  const { executor } = await compiledExecution(schema).load({
    apollo: { key: undefined, keyHash: undefined, graphRef: undefined } as never,
  });
  return executor!;
}
/** As Apollo calls it: `operation` is what it resolved from the request's `operationName` (undefined if nothing). */
const run = (
  executor: GatewayExecutor,
  document: DocumentNode,
  variables: Record<string, unknown>,
  ctx: Ctx,
  sent: string | null = 'Greet',
) => {
  const operation = getOperationAST(document, sent) ?? undefined;
  return executor({
    document,
    request: { variables, operationName: sent },
    context: ctx,
    operationName: operation?.name?.value ?? null,
    operation,
  } as unknown as GatewayGraphQLRequestContext);
};
const interpreted = (document: DocumentNode, variables: Record<string, unknown>, ctx: Ctx) =>
  execute({ schema, document, variableValues: variables, contextValue: ctx, operationName: 'Greet' }) as Promise<ExecutionResult>;

describe('compiled execution (graphql-jit behind Apollo)', () => {
  beforeEach(() => jest.mocked(jit.compileQuery).mockClear());

  it('compiles a document on its second run, once, and answers as graphql-js', async () => {
    const compile = jest.mocked(jit.compileQuery);
    const executor = await executorOf();
    const ctx = { calls: 0 };
    const first = await run(executor, GREET, { p: { name: 'Ann', age: 3 } }, ctx);
    expect(compile).not.toHaveBeenCalled();
    const second = await run(executor, GREET, { p: { name: 'Bo' } }, ctx);
    const third = await run(executor, GREET, { p: { name: 'Cy', age: 5 } }, ctx);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ data: { greet: 'hello Ann (3)', tags: ['a', 'b'] } });
    expect(second).toEqual(await interpreted(GREET, { p: { name: 'Bo' } }, { calls: 0 }));
    expect(third).toEqual({ data: { greet: 'hello Cy (5)', tags: ['a', 'b'] } });
    expect(ctx.calls).toBe(3);
  });

  it("a resolver's error keeps graphql-js's shape: path, locations, an extensions object and its cause", async () => {
    const executor = await executorOf();
    await run(executor, GREET, { p: { name: 'warm' } }, { calls: 0 });
    const compiled = await run(executor, GREET, { p: { name: 'Dee', age: -1 } }, { calls: 0 });
    const reference = await interpreted(GREET, { p: { name: 'Dee', age: -1 } }, { calls: 0 });
    expect(compiled.data).toEqual(reference.data);
    const [e] = compiled.errors!;
    const [r] = reference.errors!;
    expect(e).toBeInstanceOf(GraphQLError);
    expect(e.toJSON()).toEqual(r.toJSON());
    expect(e.extensions).toEqual({});
    expect(e.originalError).toBeInstanceOf(DomainError);
    // What the client gets: the domain error's code and fields, as from graphql-js.
    expect(formatError(e.toJSON(), e)).toEqual(formatError(r.toJSON(), r));
    expect(formatError(e.toJSON(), e).extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { age: ['Age must be positive'] } });
  });

  it("variables that do not coerce get graphql-js's errors word for word, and no resolver runs", async () => {
    const executor = await executorOf();
    const ctx = { calls: 0 };
    await run(executor, GREET, { p: { name: 'warm' } }, ctx);
    for (const bad of [{ p: { age: 'x' } }, { p: { name: 3 } }, {}, { p: [] }, { p: { name: 'a', extra: 1 } }]) {
      const compiled = await run(executor, GREET, bad, ctx);
      const reference = await interpreted(GREET, bad, { calls: 0 });
      expect(compiled.data).toBeUndefined();
      expect(compiled.errors!.map((x) => x.message)).toEqual(reference.errors!.map((x) => x.message));
    }
    expect(ctx.calls).toBe(1);
  });

  it('a document graphql-jit cannot compile (an unknown operation name) is answered by graphql-js', async () => {
    const executor = await executorOf();
    const doc = parse('query Other { tags }');
    for (let i = 0; i < 3; i++) {
      const r = await run(executor, doc, {}, { calls: 0 });
      expect(r.errors?.map((x) => x.message)).toEqual(['Unknown operation named "Greet".']);
    }
  });

  it('an operationName that names no operation never runs the document, first or later (issue 40: was a 500)', async () => {
    const executor = await executorOf();
    const ctx = { calls: 0 };
    const two = parse('query Greet($p: PersonInput!) { greet(p: $p) } query Tags { tags }');
    for (let i = 0; i < 3; i++) {
      const one = await run(executor, GREET, { p: { name: 'x' } }, ctx, 'Nope');
      expect([one.data, one.errors?.map((x) => x.message)]).toEqual([undefined, ['Unknown operation named "Nope".']]);
      const none = await run(executor, two, { p: { name: 'x' } }, ctx, null);
      expect(none.errors?.map((x) => x.message)).toEqual(['Must provide operation name if query contains multiple operations.']);
    }
    expect(ctx.calls).toBe(0);
  });
});
