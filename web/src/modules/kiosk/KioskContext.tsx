import { createContext, Fragment, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useGraphQLQuery, type QueryCache } from '../../app/graphqlFetch';
import { classifyError, silentErrors } from '../../app/transport';
import { KIOSK_TIMERS } from './kioskErrors';
import type { Answers } from '@contracts/kiosk-rules';
import { KioskDepotDocument } from './documents';
import { holdHeartbeat } from './heartbeat';
import type { Language } from '@contracts/languages';
import { useKioskLanguage } from '../../i18n/kioskLanguage';

export type KioskDepot = {
  id: string;
  code: string;
  tenantName: string;
  timeZone: string;
  tempMin: number;
  tempMax: number;
  address: { line1: string; line2: string; county: string; eirCode: string };
  /** The tenant's kiosk languages (issue 27): its default, and the ones the picker offers. */
  defaultLanguage: string;
  languages: string[];
};

export type VisitKind = 'Planned' | 'Unplanned' | 'Regular';

/** The visitor being signed in, from the form to the print page (kept in sessionStorage across routes). */
export type Journey = {
  kind: VisitKind;
  reference?: string;
  person: {
    firstName: string;
    lastName: string;
    email: string;
    company: string;
    meetingWith: string;
    carReg: string;
    reasonForVisit?: string;
  };
  /** badgeNumFlag: a badge is required; offerBadge: the badge screen is shown with a Skip (walk-ins). */
  /** printLabel: the booking's toggle, the check-in ends with the visitor label (/print-label). */
  flags: { signFlag: boolean; badgeNumFlag: boolean; enterTemperature: boolean; offerBadge?: boolean; printLabel?: boolean };
  answers: Answers;
  temperature?: string;
  result?: { attendanceId: string; badgeNumber: string | null; checkedInAt: string; name: string };
};

type KioskState = {
  tenantName: string;
  depotCode: string;
  depot: KioskDepot | null;
  loading: boolean;
  /** No depot by this tenant and code: the screen says so (and nothing else: no toast). */
  missing: boolean;
  /** The server could not be reached for the depot: the screen says the network is down and asks again by itself. */
  offline: boolean;
  /** The language the kiosk speaks now (issue 27): sent with every sign-in, for the visitor's e-mails. */
  language: Language;
  journey: Journey | null;
  setJourney: (j: Journey | null) => void;
  /** Kiosk paths of this depot: to('visit-type') -> /visit-type/{tenant}/{code}. */
  to: (screen: string, ...extra: string[]) => string;
  /** Clears the visitor's data and returns to the depot home (spec 4.1: after every confirmation). */
  goHome: () => void;
  /**
   * goHome, with the home put in place of the current history entry: leaving a page that showed the visitor's
   * details, Back cannot return to it (issue 23: the public screen keeps no personal data).
   */
  goHomeInPlace: () => void;
};

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
  // While a kiosk screen of the depot is shown, the tablet tells staff it is alive (issue 27).
  const depotId = (data?.findDepot as KioskDepot | undefined)?.id;
  useEffect(() => (depotId ? holdHeartbeat(depotId) : undefined), [depotId]);
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
  const goHome = useCallback(() => {
    setJourney(null);
    navigate(to('home'));
  }, [setJourney, navigate, to]);
  const goHomeInPlace = useCallback(() => {
    setJourney(null);
    navigate(to('home'), { replace: true });
  }, [setJourney, navigate, to]);
  const depot = (data?.findDepot as KioskDepot | undefined) ?? null;
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

/** Spec 2.1: the depot code is shown uppercased only for l2, bt1 and bt5 (any case). */
export const displayDepotCode = (code: string) => (['l2', 'bt1', 'bt5'].includes(code.toLowerCase()) ? code.toUpperCase() : code);
