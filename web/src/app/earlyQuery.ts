import { paths } from './paths';

/*
 * The kiosk's first question, asked while the app is still loading (issue 27: a first screen in under two seconds on
 * a slow link). Every kiosk screen starts by asking for its depot (modules/kiosk/KioskContext.tsx); asked by the app,
 * the answer would only leave after React and the screen's code had loaded and run. main.tsx asks here instead as soon
 * as the boot screen is up, with exactly the request app/graphqlFetch.ts would send, and graphqlFetch takes the
 * answer when it sends that same request. Nothing else changes: the app reads the answer as its own.
 */

/** Requests sent early, by body, and when; taken once, and not after `FRESH_MS`. */
const early = new Map<string, { response: Promise<Response>; at: number }>();
const FRESH_MS = 30_000;

const kioskPatterns = Object.values(paths).filter((p) => p.includes(':tenantName/:depotCode'));
const otherPatterns = Object.values(paths).filter((p) => !p.includes(':tenantName/:depotCode'));

/** The path's parameters when `pattern` (':name' segments) matches it whole, else null. */
function match(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

/** The kiosk's depot that a path shows, as the router would read it (a staff path of the same shape wins). */
export function kioskDepotOf(pathname: string): { tenantName: string; depotCode: string; home: boolean } | null {
  if (otherPatterns.some((p) => match(p, pathname))) return null;
  for (const p of kioskPatterns) {
    const params = match(p, pathname);
    if (params?.tenantName && params.depotCode)
      return { tenantName: params.tenantName, depotCode: params.depotCode, home: p === paths.kioskHome };
  }
  return null;
}

/** The body graphqlFetch sends for an operation (one place, so the early request is the same request). */
export function requestBody(operationName: string | undefined, variables: unknown, query: string): string {
  return JSON.stringify({ operationName, variables, query });
}

/**
 * On a kiosk path with no staff token stored, asks for the depot now (main.tsx, once the boot screen is up). `query`
 * is the kiosk's depot question (modules/kiosk/depotDocument.ts, handed in by the entry: the toolbox knows no feature).
 */
export function askEarly(pathname: string, signedIn: boolean, query: string | undefined): void {
  const depot = kioskDepotOf(pathname);
  if (!depot || signedIn || !query) return;
  const body = requestBody('KioskDepot', { tenantName: depot.tenantName, depotCode: depot.depotCode }, query);
  const response = fetch('/graphql', {
    method: 'POST',
    headers: { accept: 'application/graphql-response+json,application/json;q=0.9', 'content-type': 'application/json' },
    body,
  });
  response.catch(() => undefined); // the app asks again itself when it finds this one failed
  early.set(body, { response, at: Date.now() });
}

/** The answer to a request asked early with this body, once; else undefined (the caller sends it). */
export function takeEarly(body: string): Promise<Response> | undefined {
  const kept = early.get(body);
  early.delete(body);
  return kept && Date.now() - kept.at < FRESH_MS ? kept.response : undefined;
}
