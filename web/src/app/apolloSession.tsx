import { ApolloProvider, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LogoutDocument, MeDocument, type LoginMutation } from './sessionDocuments';
import { apolloClient, classifyError, restartSocket, silentErrors } from './apollo';
import { AuthContext, useArea, type AuthState } from './auth';
import { paths } from './paths';
import { beginSignOut, clearToken, getToken, onSessionExpired, setToken, useToken } from './session';

/**
 * Apollo Client and the staff session on it, for every screen but the kiosk's (app/auth.tsx loads this module the
 * first time a screen outside the kiosk shows, and keeps it from then on).
 */
export function ApolloSession({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <SessionProvider>{children}</SessionProvider>
    </ApolloProvider>
  );
}

/** How long after a `me` that got no answer it is asked again. */
const ME_RETRY_MS = 3000;

/**
 * Loads `me` when a token exists and the page is in the staff area (kiosk pages need no login and
 * must never be sent to /ml-admin because a staff token left in the browser went stale).
 * A failed `me` logs out and goes to /ml-admin (spec 6); a `me` that got no answer keeps the session (below).
 */
function SessionProvider({ children }: { children: ReactNode }) {
  const token = useToken();
  const area = useArea();
  const client = useApolloClient();
  const navigate = useNavigate();
  const areaRef = useRef(area);
  areaRef.current = area;

  const needsUser = Boolean(token) && area === 'staff';
  const me = useQuery(MeDocument, { skip: !needsUser, fetchPolicy: 'cache-first' });
  const [logoutMutation] = useMutation(LogoutDocument, { context: silentErrors });

  const endSession = useCallback(() => {
    clearToken();
    restartSocket();
    void client.clearStore();
  }, [client]);

  // The error link saw UNAUTHENTICATED / 401: the token is already cleared and the expiry noted (session.ts), which
  // the login page shows.
  useEffect(
    () =>
      onSessionExpired(() => {
        restartSocket();
        void client.clearStore();
        if (areaRef.current === 'kiosk') return;
        navigate(paths.login, { replace: true });
      }),
    [client, navigate],
  );

  // Any other failure of `me` (spec 6): log out and go to the login page. Not when it got no answer at all: the
  // page itself going away mid-request (a reload, an address typed while the dashboard was still asking) aborts
  // it, as does the API or the network being down a moment (spec 8.1: the network toast). Logging out then threw
  // a user out for pressing F5 twice, and took the stored login from the very page being opened. The session
  // stands and `me` is asked again until the server answers.
  const { refetch } = me;
  useEffect(() => {
    if (!(me.error && needsUser && getToken())) return;
    if (classifyError(me.error) === 'network') {
      const retry = setTimeout(() => void refetch().catch(() => undefined), ME_RETRY_MS);
      return () => clearTimeout(retry);
    }
    endSession();
    navigate(paths.login, { replace: true });
  }, [me.error, needsUser, endSession, navigate, refetch]);

  const signIn = useCallback(
    ({ token: newToken, user }: LoginMutation['login']) => {
      setToken(newToken);
      client.writeQuery({ query: MeDocument, data: { me: user } });
      restartSocket();
    },
    [client],
  );

  const logout = useCallback(async () => {
    beginSignOut();
    try {
      if (getToken()) await logoutMutation();
    } catch {
      // The session ends on this side whatever the server answered.
    }
    endSession();
    navigate(paths.login, { replace: true });
  }, [logoutMutation, endSession, navigate]);

  const user = needsUser ? (me.data?.me ?? null) : null;
  const value = useMemo<AuthState>(
    () => ({ token, user, loading: needsUser && !user && !me.error, signIn, logout }),
    [token, user, needsUser, me.error, signIn, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
