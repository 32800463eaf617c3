/// <reference types="jest" />
/**
 * Spec 8.1's transport failures (app/transport.ts): which failure an error is, and what the app does about it by the
 * operation's error handling. Apollo's real error classes; the toast is the one edge replaced (no DOM here), and the
 * session's token lives in a small in-memory localStorage.
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { Messages } from '@contracts/messages';
import { toastError } from '../notify';
import { getToken, setToken } from '../session';
import { classifyError, reportFailure } from '../transport';
import { useMemoryWindow } from './memoryWindow';

jest.mock('../notify', () => ({ toastError: jest.fn() }));
const toasts = jest.mocked(toastError);

const store = useMemoryWindow();
beforeEach(() => {
  toasts.mockClear();
  store.clear();
});

const graphql = (...codes: string[]) =>
  new CombinedGraphQLErrors({ data: null, errors: codes.map((code) => ({ message: code, extensions: { code } })) });
const server = (status: number, body = '') => new ServerError('failed', { response: new Response(body, { status }), bodyText: body });
const unparsable = (status: number) =>
  new ServerParseError(new SyntaxError('Unexpected token <'), { response: new Response('<html>', { status }), bodyText: '<html>' });

describe('transport failures', () => {
  it("classifies a GraphQL answer by its errors' codes, leaving the screen's own errors to the screen", () => {
    expect(classifyError(graphql('UNAUTHENTICATED'))).toBe('unauthenticated');
    expect(classifyError(graphql('BAD_USER_INPUT', 'NOT_FOUND'))).toBe('notFound');
    expect(classifyError(graphql('INTERNAL_SERVER_ERROR'))).toBe('server');
    expect(classifyError(graphql('BAD_USER_INPUT'))).toBeNull();
    expect(classifyError(graphql('CONFLICT'))).toBeNull();
  });

  it("classifies an HTTP failure by the body's codes first, then by its status", () => {
    expect(classifyError(server(400, JSON.stringify({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] })))).toBe(
      'unauthenticated',
    );
    expect(classifyError(server(401))).toBe('unauthenticated');
    expect(classifyError(server(404))).toBe('notFound');
    for (const status of [502, 503, 504]) expect(classifyError(server(status, 'Bad gateway'))).toBe('network');
    expect(classifyError(server(500, 'not json'))).toBe('server');
    expect(classifyError(server(429))).toBeNull();
    expect(classifyError(unparsable(404))).toBe('notFound');
    expect(classifyError(unparsable(200))).toBe('server');
  });

  it('takes a rejected fetch for the network, a closed socket for the session, and an abort for nothing', () => {
    expect(classifyError(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyError(new Error('Socket closed with event 4401 Unauthorized'))).toBe('unauthenticated');
    expect(classifyError(new Error('Socket closed with event 4403 Forbidden'))).toBe('unauthenticated');
    expect(classifyError(new Error('Socket closed with event 1006'))).toBe('network');
    expect(classifyError(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBeNull();
    expect(classifyError('a string')).toBeNull();
  });

  it('toasts each failure once under a stable id, and only what the handling asks for', async () => {
    reportFailure(new TypeError('Failed to fetch'));
    reportFailure(server(500, 'oops'));
    reportFailure(graphql('NOT_FOUND'), 'local');
    // the words come with app/messages.ts, loaded when the first toast is shown (off the kiosk's first screen)
    for (let i = 0; i < 100 && toasts.mock.calls.length < 3; i++) await new Promise((r) => setTimeout(r, 10));
    expect(toasts.mock.calls).toEqual([
      [Messages.networkError, { id: 'transport:network' }],
      [Messages.serverError, { id: 'transport:server' }],
      [Messages.notFound, { id: 'transport:not-found' }],
    ]);
    toasts.mockClear();
    reportFailure(new TypeError('Failed to fetch'), 'silent');
    reportFailure(graphql('BAD_USER_INPUT'));
    await new Promise((r) => setTimeout(r, 50));
    expect(toasts).not.toHaveBeenCalled();
  });

  it('ends the session on UNAUTHENTICATED, except where the form shows it (a wrong password) or nothing is signed in', () => {
    setToken('token-1');
    reportFailure(graphql('UNAUTHENTICATED'), 'local');
    expect(getToken()).toBe('token-1');
    reportFailure(graphql('UNAUTHENTICATED'));
    expect(getToken()).toBeNull();
    expect(store.has('jwt')).toBe(false);
    reportFailure(server(401)); // no token: nothing to end, nothing thrown
    expect(toasts).not.toHaveBeenCalled();
  });
});
