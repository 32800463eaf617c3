import { fill } from '../i18n/fill';
import { enAuth } from '../i18n/locales/en-auth';
import { enFirst } from '../i18n/locales/en-first';
import { displayDepotCode } from '../modules/kiosk/depotCode';
import { kioskDepotOf } from '../app/earlyQuery';
import { paths } from '../app/paths';
import { signInLanguage } from '../i18n/signInChoice';

/*
 * The first screen, drawn by the entry before React has loaded (issue 27: a first screen in under two seconds on a
 * slow link). A kiosk path shows the kiosk's frame from its address (tenant, depot code, and on the home its welcome),
 * the staff login its card's heading; the app's own screen replaces it as soon as it renders (KioskLoading and
 * AuthLayout draw the same words at the same sizes). The styles are index.html's (`.first-*`), so nothing waits for
 * the app's stylesheet. In English, as the app's first render is (i18n/locales/en-first.ts); the depot's own
 * language follows with the app.
 */

type Child = Node | string;

function el(tag: string, className: string, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

/** index.html's moving bar, hidden from screen readers (the screen's status says it is loading). */
function loadingBar(): HTMLElement {
  const bar = el('div', 'boot-bar');
  bar.setAttribute('aria-hidden', 'true');
  return bar;
}

/** The kiosk's frame, the same as KioskLoading (modules/kiosk/ui/KioskStates.tsx) draws. */
function kioskFrame(tenantName: string, depotCode: string, title: string | null, loading: string): HTMLElement {
  const body = el('div', 'first-body', ...(title ? [el('h1', 'first-title', title)] : []), loadingBar());
  body.setAttribute('role', 'status');
  body.setAttribute('aria-label', loading);
  return el(
    'div',
    'first-kiosk',
    el('header', 'first-head', el('div', 'first-tenant', tenantName), el('div', 'first-code', displayDepotCode(depotCode))),
    body,
  );
}

/**
 * The login card's heading (ui/AuthLayout.tsx), with the boot screen's mark and name above it; the card without words
 * when the page will speak another language (issue 39, i18n/signInChoice.ts): its words come with the app.
 */
function loginCard(brand: Element | null): HTMLElement {
  const words =
    signInLanguage() === 'en' ? [el('h1', 'first-h2', enAuth.login.loginTitle), el('p', 'first-sub', enAuth.login.loginSubtitle)] : [];
  const card = el('div', 'first-card', ...words, loadingBar());
  card.setAttribute('role', 'status');
  return el('div', 'first-auth', el('div', 'first-column', ...(brand ? [brand] : []), card));
}

/** Replaces index.html's boot screen with the first screen the address asks for, when there is one. */
export function paintFirstScreen(pathname: string, signedIn: boolean): void {
  const root = document.getElementById('root');
  const boot = root?.querySelector('.boot');
  if (!root || !boot) return;
  const kiosk = kioskDepotOf(pathname);
  if (kiosk) {
    const title = kiosk.home ? fill(enFirst.welcomeTo, { place: `${kiosk.tenantName} ${displayDepotCode(kiosk.depotCode)}` }) : null;
    root.replaceChildren(kioskFrame(kiosk.tenantName, kiosk.depotCode, title, enFirst.loading));
  } else if (pathname === paths.login && !signedIn) {
    const brand = boot.querySelector('.boot-brand');
    root.replaceChildren(loginCard(brand));
  }
}
