/**
 * What jsdom lacks and Mantine reads, for the component tests (jest project `components`): the browser's layout
 * APIs, answered as a plain desktop would. Nothing of the app is replaced.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// a screen's code and words load lazily, as in the browser: a find waits for them as a person would (not 1 s)
configure({ asyncUtilTimeout: 5000 });

Object.assign(globalThis, { TextEncoder, TextDecoder });
// vite's import.meta.env, as a production build has it (web/src/test/vite-transform.cjs points the code here)
Object.assign(globalThis, { __VITE_ENV__: { DEV: false, PROD: true, MODE: 'production', VITE_APP_VERSION: 'test' } });
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.HTMLElement.prototype.scrollTo ??= function scrollTo() {};
