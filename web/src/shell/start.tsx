import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadMatchedScreens, preloadOnNavigation } from './preload';
import { router } from './router';

/**
 * The app itself (main.tsx loads it once the boot screen is on screen). Its styles come with it: Vite's loader
 * resolves this module only when they have loaded, so the app never shows unstyled. The screens the address needs
 * start loading now, beside Apollo Client for a staff page, instead of one after the other.
 */
preloadMatchedScreens(window.location);
preloadOnNavigation(router);
// As a transition: React renders the app in slices (no long task while the entry's first screen is up) and keeps that
// first screen until the app's is ready.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The service worker (issue 27: a kiosk that starts with no network) registers once the page has loaded, off the
// first screen's critical path.
if (document.readyState === 'complete') void import('../app/serviceWorker').then((m) => m.registerServiceWorker());
else window.addEventListener('load', () => void import('../app/serviceWorker').then((m) => m.registerServiceWorker()), { once: true });
