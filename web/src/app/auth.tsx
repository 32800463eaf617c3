import { createContext, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import type { LoginMutation, SessionUser } from './sessionDocuments';
import { FullPageLoader } from './FullPageLoader';
import { useToken } from './session';
import { lazyRetry } from './lazyRetry';

/** Which part of the app a route belongs to (route `handle.area`). */
export type Area = 'public' | 'kiosk' | 'staff';

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

export const AuthContext = createContext<AuthState | null>(null);

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

const ApolloSession = lazyRetry(() => import('./apolloSession').then((m) => m.ApolloSession));
/** Starts loading Apollo Client and the staff session (a screen outside the kiosk is about to show). */
export const preloadStaffSession = () => ApolloSession.preload();

/** Outside the staff area nobody is signed in here: what a kiosk screen sees until Apollo is loaded. */
function noSession(token: string | null): AuthState {
  const unavailable = () => {
    throw new Error('no staff session on a kiosk screen');
  };
  return { token, user: null, loading: false, signIn: unavailable, logout: async () => unavailable() };
}

/**
 * The session of every screen. A kiosk screen needs no staff session and no Apollo Client (it talks GraphQL through
 * app/graphqlFetch.ts): until a screen outside the kiosk shows, it gets a session without a user, and Apollo Client
 * with graphql-js, rxjs and graphql-ws (53 KB gzip) is not loaded. The first screen outside the kiosk loads
 * ApolloSession (app/apolloSession.tsx: ApolloProvider and the staff session, loading `me` in the staff area), which
 * then stays for every screen, the kiosk's too, as before.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const token = useToken();
  const area = useArea();
  const [apollo, setApollo] = useState(area !== 'kiosk');
  if (!apollo && area !== 'kiosk') setApollo(true);
  const kiosk = useMemo(() => noSession(token), [token]);
  if (!apollo) return <AuthContext.Provider value={kiosk}>{children}</AuthContext.Provider>;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <ApolloSession>{children}</ApolloSession>
    </Suspense>
  );
}
