import { registerSW } from 'virtual:pwa-register';

/**
 * Issue 27: the service worker (vite-plugin-pwa, web/vite.config.ts) that lets a kiosk start with no network. It
 * needs a secure context (https, or localhost): on plain http over a depot's network the browser has no service
 * worker, and the kiosk works as before (online, with its held entries in IndexedDB). A new build takes over at once.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
}
