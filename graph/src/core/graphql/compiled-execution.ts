import { execute, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';

/** Runs of a document before it is compiled: a document sent once (a probe, a one-off) costs no compilation. */
const COMPILE_AFTER = 2;

type Entry = { runs: number; compiled?: CompiledQuery | null };

/**
 * graphql-jit's errors carry no `extensions` object when their cause has none, where graphql-js's always do (Apollo
 * reads `extensions.code` and would mask them all): each becomes graphql-js's own, with the same path, locations
 * and cause, for formatError to read as before.
 */
function asGraphqlJsError(e: GraphQLError): GraphQLError {
  const out = new GraphQLError(e.message, { path: e.path, originalError: e.originalError, extensions: e.extensions ?? undefined });
  if (e.locations) (out as { locations?: unknown }).locations = e.locations;
  return out;
}

/**
 * How Apollo runs an operation over HTTP (issue 28): an operation seen again is compiled by graphql-jit into one
 * function that coerces its variables and calls its resolvers, instead of graphql-js interpreting the document on
 * every request (variable coercion alone was the largest part of GraphQL's own cost on a walk-in check-in).
 *
 * - Apollo keeps parsed documents (its document store), so the same text is the same DocumentNode: the compiled
 *   function is kept beside it (per operation name) and goes with it.
 * - What the caller sees is graphql-js's: a document sent for the first time runs on graphql-js, and so does any
 *   request whose variables do not coerce (its errors come before any resolver runs), so that their messages stay
 *   graphql-js's word for word; what graphql-jit cannot compile runs on graphql-js too.
 * - Parsing, validation, the query limits and the plugins are Apollo's, as before; graphql-ws runs graphql-js.
 *
 * Apollo Server 5 takes an executor only through its gateway interface; this is that interface over one fixed schema.
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const byDocument = new WeakMap<DocumentNode, Map<string, Entry>>();

  const interpreted = (document: DocumentNode, contextValue: unknown, variableValues: Record<string, unknown>, operationName?: string) =>
    execute({ schema, document, contextValue, variableValues, operationName }) as Promise<ExecutionResult> | ExecutionResult;

  const executor: GatewayExecutor = async ({ document, request, context, operationName, operation }) => {
    const variables = request.variables ?? {};
    // Apollo found no operation for the request's `operationName` (it names none of the document's, or is missing
    // when there are several): its own `operationName` is then null, which would run the document's only operation
    // or make graphql-jit throw (a 500). graphql-js, given the name the client sent, says which mistake it is;
    // Apollo answers that as a 400 OPERATION_RESOLUTION_FAILURE. Nothing runs.
    if (!operation) return interpreted(document, context, variables, request.operationName ?? undefined);
    const name = operationName ?? undefined;
    let entries = byDocument.get(document);
    if (!entries) byDocument.set(document, (entries = new Map()));
    let entry = entries.get(name ?? '');
    if (!entry) entries.set(name ?? '', (entry = { runs: 0 }));
    // Two first-time requests at once may both compile: the second's function replaces the first's, as good.
    if (entry.compiled === undefined && ++entry.runs >= COMPILE_AFTER) {
      // Loaded at the first compilation: its JSON serializer's ajv, which we do not use, cost ~50 ms of every start.
      const { compileQuery, isCompiledQuery } = await import('graphql-jit');
      const compiled = compileQuery(schema, document, name, { disablingCapturingStackErrors: true });
      entry.compiled = isCompiledQuery(compiled) ? compiled : null;
    }
    if (!entry.compiled) return interpreted(document, context, variables, name);
    const result = await entry.compiled.query(undefined, context, variables);
    // No `data` at all: the variables did not coerce, and nothing ran. graphql-js says why, in its own words.
    if (!('data' in result)) return interpreted(document, context, variables, name);
    return result.errors ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
  };

  return {
    async load() {
      return { schema, executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async stop() {},
  };
}
