import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { LogoutDocument, MeDocument, type LoginMutation, type SessionUser } from '../modules/auth/documents';
import { restartSocket, silentErrors } from './apollo';
import { paths } from './paths';
import { clearToken, getToken, markExpiredNotice, onSessionExpired, setToken, useToken } from './session';

/** Which part of the app a route belongs to (route `handle.area`). */
export type Area = 'public' | 'kiosk' | 'staff';

/** State passed to /ml-admin when the server ended the session. */
export type LoginLocationState = { sessionExpired?: boolean } | null;

export type AuthState = {
  token: string | null;
  /** The current user from `me`; null while loading, without a token, or outside the staff area. */
  user: SessionUser | null;
  /** True while `me` is being loaded for a stored token. */
  loading: boolean;
  /** Store the session after a successful login. */
  signIn: (payload: LoginMutation['login']) => void;
  /** Revoke the token on the server (best effort), clear the session, go to /ml-admin. */
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

export function useArea(): Area {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const area = (matches[i].handle as { area?: Area } | undefined)?.area;
    if (area) return area;
  }
  return 'public';
}

/**
 * Loads `me` when a token exists and the page is in the staff area (kiosk pages need no login and
 * must never be sent to /ml-admin because a staff token left in the browser went stale).
 * A failed `me` logs out and goes to /ml-admin (spec 6).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
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

  // The error link saw UNAUTHENTICATED / 401: the token is already cleared.
  useEffect(
    () =>
      onSessionExpired(() => {
        restartSocket();
        void client.clearStore();
        if (areaRef.current === 'kiosk') return;
        markExpiredNotice();
        navigate(paths.login, { replace: true, state: { sessionExpired: true } satisfies LoginLocationState });
      }),
    [client, navigate],
  );

  // Any other failure of `me` (spec 6): log out and go to the login page.
  useEffect(() => {
    if (me.error && needsUser && getToken()) {
      endSession();
      navigate(paths.login, { replace: true });
    }
  }, [me.error, needsUser, endSession, navigate]);

  const signIn = useCallback(
    ({ token: newToken, user }: LoginMutation['login']) => {
      setToken(newToken);
      client.writeQuery({ query: MeDocument, data: { me: user } });
      restartSocket();
    },
    [client],
  );

  const logout = useCallback(async () => {
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
