import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { startTransition, useEffect, useRef, useState } from 'react';
import { withDeviceCopy } from './deviceCopy';
import { requestBody, takeEarly } from './earlyQuery';
import { serverReached } from './reachability';
import { getToken } from './session';
import { classifyError, reportFailure, type ErrorHandling } from './transport';

/*
 * One GraphQL operation over HTTP, without Apollo Client: what the kiosk uses, so that a kiosk screen loads neither
 * Apollo Client nor its cache, rxjs or graphql-ws (53 KB gzip of a kiosk home's 194 KB). The kiosk needs none of
 * them: its operations are public, one request each, never cached across visitors, and it subscribes to nothing.
 *
 * It sends what Apollo's HttpLink sends (POST /graphql, the same headers and body, the stored bearer token as the
 * staff area's auth link adds it) and fails as HttpLink and Apollo Client fail, with the same error classes
 * (`CombinedGraphQLErrors` for errors in the answer, `ServerError` for another status, `ServerParseError` for a body
 * that is not JSON, fetch's own error without a response), so `kioskErrorText`, `graphQLErrorFields` and the spec
 * 8.1 toasts (`reportFailure`, the error link's rules) treat both alike. The documents are codegen's typed documents,
 * compiled in place at build (vite.documents.ts), each with its own text when it has no fragments; graphql-js's printer
 * (loaded only then, off the kiosk home's first load) turns any other into its text once.
 */

const texts = new WeakMap<DocumentNode, { query: string; operationName: string | undefined }>();

const operationNameOf = (document: DocumentNode) => {
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return operation?.name?.value;
};

async function textOf(document: DocumentNode) {
  let text = texts.get(document);
  if (!text) {
    const query = document.loc?.source.body ?? (await import('graphql/language/printer')).print(document);
    text = { query, operationName: operationNameOf(document) };
    texts.set(document, text);
  }
  return text;
}

/** HttpLink's reading of an answer (parseAndCheckHttpResponse): the body, or the error it throws. */
async function readAnswer<TData>(response: Response): Promise<FormattedExecutionResult<TData>> {
  const bodyText = await response.text();
  // A GraphQL-over-HTTP answer is read whatever its status; plain JSON only with a 2xx.
  const graphqlResponse = response.headers.get('content-type')?.includes('application/graphql-response+json');
  if (!graphqlResponse && response.status >= 300)
    throw new ServerError(`Response not successful: Received status code ${response.status}`, { response, bodyText });
  let result: FormattedExecutionResult<TData>;
  try {
    result = JSON.parse(bodyText) as FormattedExecutionResult<TData>;
  } catch (err) {
    throw new ServerParseError(err, { response, bodyText });
  }
  if (typeof result !== 'object' || result === null || (!('data' in result) && !('errors' in result)))
    throw new ServerError('Server response was malformed.', { response, bodyText });
  return result;
}

export type GraphQLFetchOptions = {
  /** As an Apollo operation's `context.errorHandling` (app/transport.ts); the kiosk passes 'local'. */
  errorHandling?: ErrorHandling;
  signal?: AbortSignal;
  /** A paired kiosk's device secret (issue 40), sent as X-Kiosk-Secret. */
  kioskSecret?: string | null;
};

/**
 * Runs `document` with `variables` and resolves with its data; rejects as Apollo Client's `query`/`mutate` would
 * (errors in the answer are a `CombinedGraphQLErrors`, never partial data), after the spec 8.1 handling.
 */
export async function graphqlFetch<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { errorHandling = 'global', signal, kioskSecret }: GraphQLFetchOptions = {},
): Promise<TData> {
  const { query, operationName } = await textOf(document);
  const headers: Record<string, string> = {
    accept: 'application/graphql-response+json,application/json;q=0.9',
    'content-type': 'application/json',
  };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (kioskSecret) headers['x-kiosk-secret'] = kioskSecret;
  const body = requestBody(operationName, variables, query);
  try {
    // The kiosk's depot may have been asked for while the app loaded (app/earlyQuery.ts): the same request, no token.
    const response = await ((!token && !kioskSecret && takeEarly(body)) || fetch('/graphql', { method: 'POST', headers, body, signal }));
    serverReached(true);
    const result = await readAnswer<TData>(response);
    if (result.errors?.length) throw new CombinedGraphQLErrors(result);
    return result.data as TData;
  } catch (error) {
    if (classifyError(error) === 'network') serverReached(false);
    reportFailure(error, errorHandling);
    throw error;
  }
}

/**
 * Answers kept for the screens that ask the same again (the kiosk's depot, asked by every kiosk screen), by
 * operation and variables. Only answers: a failed request is forgotten, so the next screen asks again.
 */
type Kept = { promise: Promise<unknown>; data?: unknown; done: boolean };
export type QueryCache = Map<string, Kept>;

const keyOf = (document: DocumentNode, variables: unknown) => `${operationNameOf(document)}:${JSON.stringify(variables)}`;

/**
 * Asks for a query's answer now and keeps it on the device (app/deviceCopy.ts), under the key `useGraphQLQuery`
 * with `deviceCopy` reads: a kiosk screen that asks for it later with no network is answered from the device.
 */
export function keepOnDevice<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> {
  return withDeviceCopy(keyOf(document, variables), () => graphqlFetch(document, variables, { errorHandling: 'silent' }));
}

type QueryState<TData> = { data: TData | undefined; loading: boolean; error: unknown };

/**
 * A query run when a screen shows it (skipped while `variables` is null), as Apollo's useQuery would for one
 * request: loading until the answer, then its data or its error. Given a `cache`, an answer already there is
 * shown at once and a request under way is shared, not repeated. A new `attempt` asks again after a failure. With
 * `deviceCopy`, the answer is kept on the device and given back when the network is down (app/deviceCopy.ts).
 */
export function useGraphQLQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | null,
  {
    cache,
    attempt = 0,
    deviceCopy = false,
    ...options
  }: GraphQLFetchOptions & { cache?: QueryCache; attempt?: number; deviceCopy?: boolean } = {},
): QueryState<TData> {
  const key = variables === null ? null : keyOf(document, variables);
  const request = useRef({ document, variables, options, cache, deviceCopy });
  request.current = { document, variables, options, cache, deviceCopy };
  const [answer, setAnswer] = useState<{ key: string; attempt: number; data?: TData; error?: unknown } | null>(null);
  useEffect(() => {
    const { document, variables, options, cache, deviceCopy } = request.current;
    if (key === null || cache?.get(key)?.done) return undefined;
    let entry = cache?.get(key);
    if (!entry) {
      const ask = () => graphqlFetch(document, variables!, options);
      // Issue 27: the kiosk's public data answers from the device when the network is down (app/deviceCopy.ts).
      const fresh: Kept = { promise: deviceCopy ? withDeviceCopy(key, ask) : ask(), done: false };
      fresh.promise.then(
        (data) => Object.assign(fresh, { data, done: true }),
        () => cache?.delete(key),
      );
      cache?.set(key, fresh);
      entry = fresh;
    }
    let live = true;
    // An answer's screen renders as a transition: React draws it in short slices, so a screen full of components
    // (the kiosk home when its depot arrives) never holds the page for one long task (issue 27, total blocking time).
    const show = (next: { key: string; attempt: number; data?: TData; error?: unknown }) => live && startTransition(() => setAnswer(next));
    entry.promise.then(
      (data) => show({ key, attempt, data: data as TData }),
      (error: unknown) => show({ key, attempt, error }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  if (key === null) return { data: undefined, loading: false, error: undefined };
  const kept = cache?.get(key);
  if (kept?.done) return { data: kept.data as TData, loading: false, error: undefined };
  if (answer?.key === key && answer.attempt === attempt) return { data: answer.data, loading: false, error: answer.error };
  return { data: undefined, loading: true, error: undefined };
}
