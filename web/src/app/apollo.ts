import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { transportMessages } from './messages';
import { toastError } from './notify';
import { expireSession, getToken } from './session';

/**
 * How the global error link treats one operation; pass it as `context: { errorHandling }`.
 * - 'global' (default): spec 8.1 for everything.
 * - 'local': the caller shows the operation's own GraphQL errors (a login form, a reset form): an
 *   UNAUTHENTICATED answer is a wrong password there, not an expired session. Transport failures
 *   (no response, 404, 500) still toast.
 * - 'silent': nothing global at all (logout: it is ending the session anyway).
 */
export type ErrorHandling = 'global' | 'local' | 'silent';
export const localErrors = { errorHandling: 'local' as ErrorHandling };
export const silentErrors = { errorHandling: 'silent' as ErrorHandling };

export type TransportFailure = 'network' | 'unauthenticated' | 'notFound' | 'server';

const codesOf = (errors: ReadonlyArray<{ extensions?: Record<string, unknown> | null }>) =>
  errors.map((e) => String(e.extensions?.code ?? ''));

function fromCodes(codes: string[]): TransportFailure | null {
  if (codes.includes('UNAUTHENTICATED')) return 'unauthenticated';
  if (codes.includes('NOT_FOUND')) return 'notFound';
  if (codes.includes('INTERNAL_SERVER_ERROR')) return 'server';
  return null;
}

function codesInBody(bodyText: string): string[] {
  try {
    const body = JSON.parse(bodyText) as { errors?: unknown };
    return Array.isArray(body.errors) ? codesOf(body.errors as never) : [];
  } catch {
    return [];
  }
}

/** Spec 8.1: which transport failure an Apollo error is, or null when the screen should handle it. */
export function classifyError(error: unknown): TransportFailure | null {
  if (CombinedGraphQLErrors.is(error)) return fromCodes(codesOf(error.errors));
  if (ServerError.is(error)) {
    const byCode = fromCodes(codesInBody(error.bodyText));
    if (byCode) return byCode;
    const status = error.statusCode;
    if (status === 401) return 'unauthenticated';
    if (status === 404) return 'notFound';
    // A proxy in front of the API (vite dev server, a load balancer) answering for a server that is down.
    if (status === 502 || status === 503 || status === 504) return 'network';
    if (status >= 500) return 'server';
    return null;
  }
  if (ServerParseError.is(error)) {
    if (error.statusCode === 404) return 'notFound';
    return 'server';
  }
  if (error instanceof Error) {
    // A request given up by the app itself, or the socket restarted on login/logout: not a failure.
    if (error.name === 'AbortError' || error.name === 'TerminatedCloseEvent') return null;
    const closed = /Socket closed with event (\d+)/.exec(error.message);
    if (closed && (closed[1] === '4401' || closed[1] === '4403')) return 'unauthenticated';
    return 'network'; // fetch() rejected: no response at all
  }
  return null;
}

export function handleTransportFailure(kind: TransportFailure) {
  switch (kind) {
    case 'network':
      toastError(transportMessages.network, { id: 'transport:network' });
      break;
    case 'unauthenticated':
      // Clears the token and lets the auth provider send the user to /ml-admin with the message.
      if (getToken()) expireSession();
      break;
    case 'notFound':
      toastError(transportMessages.notFound, { id: 'transport:not-found' });
      break;
    case 'server':
      toastError(transportMessages.serverError, { id: 'transport:server' });
      break;
  }
}

const errorLink = new ErrorLink(({ error, operation }) => {
  const handling = (operation.getContext() as { errorHandling?: ErrorHandling }).errorHandling ?? 'global';
  if (handling === 'silent') return;
  const kind = classifyError(error);
  if (!kind) return;
  if (handling === 'local' && kind === 'unauthenticated') return;
  handleTransportFailure(kind);
});

/** Every request carries the stored bearer token (spec 7). */
const authLink = new ApolloLink((operation, forward) => {
  const token = getToken();
  if (token) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, authorization: `Bearer ${token}` },
    }));
  }
  return forward(operation);
});

const httpLink = new HttpLink({ uri: '/graphql' });

function wsUrl() {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/** graphql-ws client: lazy (connects on the first subscription), authenticated in connection_init. */
export const wsClient: WsClient = createClient({
  url: wsUrl,
  lazy: true,
  connectionParams: () => {
    const token = getToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  },
  retryAttempts: 5,
  shouldRetry: (event) => {
    const code = (event as { code?: number } | null)?.code;
    return code !== 4401 && code !== 4403;
  },
});

/** After login or logout: drop the socket so the next subscription authenticates with the new token. */
export function restartSocket() {
  wsClient.terminate();
}

const wsLink = new GraphQLWsLink(wsClient);

const transport = ApolloLink.split(
  (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
  wsLink,
  ApolloLink.from([authLink, httpLink]),
);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, transport]),
  cache: new InMemoryCache(),
});
