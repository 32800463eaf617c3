import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (issue 27: a kiosk that starts with no network) registers once the page has loaded, off the
// first screen's critical path.
window.addEventListener('load', () => void import('./app/serviceWorker').then((m) => m.registerServiceWorker()), { once: true });
