import { createContext, Fragment, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useGraphQLQuery, type QueryCache } from '../../app/graphqlFetch';
import { classifyError, silentErrors } from '../../app/transport';
import { KIOSK_TIMERS } from './kioskErrors';
import { KioskDepotDocument } from './documents';
import { currentLanguage } from '../../i18n/core';
import { offered, resetLanguage, useKioskLanguage } from '../../i18n/kioskLanguage';
import type { Journey, KioskDepot, KioskState } from './kioskTypes';

const Ctx = createContext<KioskState | null>(null);
const Depots = createContext<QueryCache | undefined>(undefined);

/**
 * Around the kiosk's routes: the depot's answer, kept while the visitor goes from one kiosk screen to the next (each
 * screen has its own KioskProvider), so a screen shows at once and asks the server nothing. Leaving the kiosk's
 * routes drops it (a staff user who changed the depot sees the change at the kiosk).
 */
export function KioskDepots({ children }: { children: ReactNode }) {
  const [cache] = useState<QueryCache>(() => new Map());
  return <Depots.Provider value={cache}>{children}</Depots.Provider>;
}
const storageKey = (t: string, d: string) => `kiosk:${t.toLowerCase()}:${d.toLowerCase()}`;

function readJourney(key: string): Journey | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Journey) : null;
  } catch {
    return null;
  }
}

export function KioskProvider({ children }: { children: ReactNode }) {
  const { tenantName = '', depotCode = '' } = useParams();
  const navigate = useNavigate();
  const key = storageKey(tenantName, depotCode);
  const cache = useContext(Depots);
  const [attempt, setAttempt] = useState(0);
  const { data, loading, error } = useGraphQLQuery(
    KioskDepotDocument,
    { tenantName, depotCode },
    { ...silentErrors, cache, attempt, deviceCopy: true },
  );
  const offline = !loading && !!error && classifyError(error) === 'network';
  // Unreachable: ask again every few seconds, and at once when the browser says the network is back (issue 27).
  useEffect(() => {
    if (!offline) return undefined;
    const again = () => setAttempt((n) => n + 1);
    const timer = setTimeout(again, KIOSK_TIMERS.offlineRetry);
    window.addEventListener('online', again);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
    };
  }, [offline]);
  // While a kiosk screen of the depot is shown, the tablet tells staff it is alive (issue 27); loaded after the first
  // screen, like the offline queue it reads.
  const depotId = (data?.findDepot as KioskDepot | undefined)?.id;
  useEffect(() => {
    if (!depotId) return undefined;
    let release: (() => void) | undefined;
    let gone = false;
    void import('./heartbeat').then(({ holdHeartbeat }) => {
      if (!gone) release = holdHeartbeat(depotId);
    });
    // Issue 38: the courses every partner needs, kept on the device for the offline kiosk (at most every 10 minutes).
    if (navigator.onLine !== false)
      void import('./inductions/kioskOfflineCourses').then(({ keepOfflineCourses }) => keepOfflineCourses(depotId).catch(() => undefined));
    return () => {
      gone = true;
      release?.();
    };
  }, [depotId]);
  const [journey, setJourneyState] = useState<Journey | null>(() => readJourney(key));
  const setJourney = useCallback(
    (j: Journey | null) => {
      setJourneyState(j);
      if (j) sessionStorage.setItem(key, JSON.stringify(j));
      else sessionStorage.removeItem(key);
    },
    [key],
  );
  const to = useCallback(
    (screen: string, ...extra: string[]) => {
      const base = [encodeURIComponent(tenantName), encodeURIComponent(depotCode), ...extra.map(encodeURIComponent)].join('/');
      return screen === 'home' ? `/${base}` : `/${screen}/${base}`;
    },
    [tenantName, depotCode],
  );
  const depot = (data?.findDepot as KioskDepot | undefined) ?? null;
  // A journey's end is the next visitor's start: the tenant's default language (as the idle reset), not the last
  // visitor's. The language first, then home (the screen is drawn afresh in it: a navigation begun before could be lost).
  const home = useCallback(
    (replace: boolean) => {
      setJourney(null);
      const go = () => void navigate(to('home'), { replace });
      if (currentLanguage() === offered(depot).defaultLanguage) go();
      else void resetLanguage(depot).then(go, go);
    },
    [setJourney, navigate, to, depot],
  );
  const goHome = useCallback(() => home(false), [home]);
  const goHomeInPlace = useCallback(() => home(true), [home]);
  const language = useKioskLanguage(depot);
  const value = useMemo<KioskState>(
    () => ({
      tenantName,
      depotCode,
      depot,
      loading,
      missing: !loading && !offline && (!!error || !data?.findDepot),
      offline,
      language,
      journey,
      setJourney,
      to,
      goHome,
      goHomeInPlace,
    }),
    [tenantName, depotCode, depot, data, loading, error, offline, language, journey, setJourney, to, goHome, goHomeInPlace],
  );
  // A change of language draws the screen afresh in it (it only changes on the home page and at the idle reset).
  return (
    <Ctx.Provider value={value}>
      <Fragment key={language}>{children}</Fragment>
    </Ctx.Provider>
  );
}

export function useKiosk(): KioskState {
  const v = useContext(Ctx);
  if (!v) throw new Error('useKiosk outside KioskProvider');
  return v;
}
