import { isValidElement, type ReactNode } from 'react';
import { matchRoutes } from 'react-router';
import { preloadStaffSession, type Area } from '../app/auth';
import { routes } from './router';

/** Starts every lazily loaded screen in an element (a guard's children included). */
function preloadElement(node: ReactNode): void {
  if (!isValidElement(node)) return;
  const type = node.type as { preload?: () => void };
  if (typeof type.preload === 'function') type.preload();
  const { children, element } = node.props as { children?: ReactNode; element?: ReactNode };
  for (const child of Array.isArray(children) ? children : [children]) preloadElement(child as ReactNode);
  preloadElement(element);
}

/** Starts loading the screens an address matches (the staff area's chrome and the screen in it, together); its matches. */
function preloadScreensOf(location: { pathname: string }) {
  const matches = matchRoutes(routes, location) ?? [];
  for (const m of matches) preloadElement(m.route.element);
  return matches;
}

/**
 * On every navigation (shell/start.tsx): the screens of the new address at once, where rendering would find them one
 * level at a time (after the sign-in: the staff area's chrome, then the dashboard, each a chunk of its own).
 */
export function preloadOnNavigation(router: { subscribe: (listener: (state: { location: { pathname: string } }) => void) => unknown }) {
  router.subscribe((state) => void preloadScreensOf(state.location));
}

/**
 * At start (shell/start.tsx): loads the screens the address matches, and Apollo Client outside the kiosk, all at once.
 * Rendering would find them one level at a time (the staff login: Apollo Client, then the login screen).
 */
export function preloadMatchedScreens(location: { pathname: string }): void {
  const matches = preloadScreensOf(location);
  const areas = matches.map((m) => (m.route.handle as { area?: Area } | undefined)?.area).filter(Boolean);
  if (areas.at(-1) !== 'kiosk') preloadStaffSession();
}
