import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { map } from 'rxjs';
import { serverText } from '../i18n/serverMessages';
import { getToken } from './session';
import { reportFailure, type ErrorHandling } from './transport';

// The error handling of an operation and spec 8.1's transport failures are shared with the kiosk's plain fetch.
export { classifyError, handleTransportFailure, localErrors, silentErrors } from './transport';
export type { ErrorHandling, TransportFailure } from './transport';

const errorLink = new ErrorLink(({ error, operation }) =>
  reportFailure(error, (operation.getContext() as { errorHandling?: ErrorHandling }).errorHandling),
);

/**
 * The server's words in the staff user's language (issue 39): each error's message and field messages, matched back
 * to @contracts/messages and said in the language (i18n/serverMessages.ts); a text that is not one stays as it came.
 */
const languageLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) => {
      if (!result.errors?.length) return result;
      const errors = result.errors.map((e) => {
        const fields = e.extensions?.fields as Record<string, string[]> | undefined;
        const extensions = fields
          ? { ...e.extensions, fields: Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, m.map(serverText)])) }
          : e.extensions;
        return { ...e, message: serverText(e.message), extensions };
      });
      return { ...result, errors };
    }),
  ),
);

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

/**
 * Calls `listener` each time the socket is connected again after it closed (a drop, a server restart, a new token):
 * events may have been missed meanwhile, so live views read their rows again (modules/staff/useAttendanceLive.ts).
 */
export function onSocketReconnect(listener: () => void): () => void {
  let dropped = false;
  const offClosed = wsClient.on('closed', () => {
    dropped = true;
  });
  const offConnected = wsClient.on('connected', () => {
    if (!dropped) return;
    dropped = false;
    listener();
  });
  return () => {
    offClosed();
    offConnected();
  };
}

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
  link: ApolloLink.from([errorLink, languageLink, transport]),
  cache: new InMemoryCache(),
});
