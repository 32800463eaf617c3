import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { Messages } from '@contracts/messages';
import { toastError } from './notify';
import { expireSession, getToken } from './session';

/*
 * Spec 8.1, the transport failures, for both ways the app talks GraphQL: Apollo Client (app/apollo.ts, its error
 * link) and the kiosk's plain fetch (app/graphqlFetch.ts). Both fail with the same error classes, Apollo's own
 * (`@apollo/client/errors`: a few small classes, none of the client, its cache, rxjs or graphql-js), so one
 * classification and one set of texts serve both, and the kiosk loads no Apollo Client.
 */

/**
 * How a failure of one operation is reported; for Apollo pass it as `context: { errorHandling }`, for
 * graphqlFetch as its `errorHandling` option.
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

/** The error codes in a GraphQL error body (the server answered, whatever its status). */
export function codesInBody(bodyText: string): string[] {
  try {
    const body = JSON.parse(bodyText) as { errors?: unknown };
    return Array.isArray(body.errors) ? codesOf(body.errors as never) : [];
  } catch {
    return [];
  }
}

/** Spec 8.1: which transport failure an error is, or null when the screen should handle it. */
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

/**
 * A transport failure's toast in the user's language: the words come with the staff area's (app/messages.ts), loaded
 * when needed so that the kiosk's first screen does not carry them; if that chunk cannot come, the server's English.
 */
function toastTransport(word: 'network' | 'notFound' | 'serverError', id: string) {
  const english = { network: Messages.networkError, notFound: Messages.notFound, serverError: Messages.serverError }[word];
  void import('./messages').then(
    (m) => toastError(m.transportMessages[word], { id }),
    () => toastError(english, { id }),
  );
}

export function handleTransportFailure(kind: TransportFailure) {
  switch (kind) {
    case 'network':
      toastTransport('network', 'transport:network');
      break;
    case 'unauthenticated':
      // Clears the token and lets the auth provider send the user to /ml-admin with the message.
      if (getToken()) expireSession();
      break;
    case 'notFound':
      toastTransport('notFound', 'transport:not-found');
      break;
    case 'server':
      toastTransport('serverError', 'transport:server');
      break;
  }
}

/** What the app does globally about one failed operation, by its error handling (Apollo's error link, graphqlFetch). */
export function reportFailure(error: unknown, handling: ErrorHandling = 'global') {
  if (handling === 'silent') return;
  const kind = classifyError(error);
  if (!kind) return;
  if (handling === 'local' && kind === 'unauthenticated') return;
  handleTransportFailure(kind);
}
