import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { documentsInPlace } from './vite.documents.ts';

const contracts = fileURLToPath(new URL('../graph/src/contracts', import.meta.url));
const generated = fileURLToPath(new URL('./src/gql', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
// The kiosk reports its version with each heartbeat (issue 27): the package version and when it was built.
const appVersion = `${pkg.version}+${new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '.')}`;
const dist = fileURLToPath(new URL('./dist', import.meta.url));

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };

/**
 * The kiosk's files in the build (issue 27): the entry, the app it starts (shell/start.tsx) and everything they import,
 * and every lazily loaded kiosk screen and modal, the kiosk's languages (i18n) and the app's toasts with theirs, read
 * from the build's manifest. The service worker precaches
 * these only: the staff area's chunks (2.6 MB with them, 1.8 MB without) load from the network when staff use them.
 */
function kioskFiles(): Set<string> {
  // The staff area's screens about kiosks (their devices, their texts): staff screens, not the kiosk's.
  const staffScreen = /modules\/kiosk-(devices|texts)\//;
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) walk(i);
    for (const i of manifest[key].dynamicImports ?? [])
      if (/kiosk|i18n|NotificationsView|workbox-window|serviceWorker|shell\/start/i.test(i) && !staffScreen.test(i)) walk(i);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key);
  return new Set([...seen].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]));
}

/**
 * What a chunk has loaded before its code runs: itself and its static imports, transitively, read from the bundle as
 * it is written. A lazy import need not ask the browser to preload those again (modulePreload.resolveDependencies
 * below): with a lazy screen per feature (issue 42) the lists of them made the kiosk home's first chunk 3 KB heavier.
 */
function loadedBefore(): { plugin: Plugin; has: (chunk: string, file: string) => boolean } {
  let bundle: Record<string, { type: string; imports?: string[] }> = {};
  const cache = new Map<string, Set<string>>();
  const closure = (chunk: string): Set<string> => {
    let seen = cache.get(chunk);
    if (seen) return seen;
    seen = new Set<string>();
    const walk = (f: string) => {
      if (seen!.has(f)) return;
      seen!.add(f);
      const c = bundle[f];
      if (c?.type === 'chunk') for (const i of c.imports ?? []) walk(i);
    };
    walk(chunk);
    cache.set(chunk, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'depot:loaded-before',
      generateBundle(_options, output) {
        bundle = output as typeof bundle;
        cache.clear();
      },
    },
    has: (chunk, file) => closure(chunk).has(file),
  };
}
const loaded = loadedBefore();

// The graph server (GraphQL over HTTP and WebSocket, the REST shim, health checks) listens on :4000.
// Point the dev proxy elsewhere with DEPOT_API_URL=http://localhost:4100 npm run dev -w web.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', 'DEPOT_');
  const target = env.DEPOT_API_URL || 'http://localhost:4000';
  const proxied = { target, changeOrigin: true };

  return {
    // documentsInPlace: each screen carries only its own GraphQL documents (vite.documents.ts).
    plugins: [
      documentsInPlace(generated),
      loaded.plugin,
      react(),
      // Precompressed siblings (x.js.br, x.js.gz) at the highest levels, made once at build; graph serves the one the
      // browser accepts (@fastify/static preCompressed, graph/src/core/http/web-app.ts). Source maps stay as they are.
      compression({
        include: /\.(js|css|html|svg)$/,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
      // Issue 27: the kiosk as an installable app that starts with no network. A Workbox service worker precaches the
      // app shell and every kiosk screen's chunks, answers a navigation (a kiosk route, a reload) with index.html from
      // its cache, and never touches /graphql, /api or the health checks. A new build's worker takes over at once
      // (autoUpdate: skipWaiting + clientsClaim; the old precache is removed), so no tablet keeps a stale shell.
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: false, // registered by src/app/serviceWorker.ts
        includeAssets: ['favicon.svg', 'icon.svg', 'apple-touch-icon.png'],
        manifest: {
          name: 'Depot Register kiosk',
          short_name: 'Depot kiosk',
          description: 'Sign in and out at the depot entrance',
          start_url: '/kiosk',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          background_color: '#f8f9fa',
          theme_color: '#1c7ed6',
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
          ],
          // Issue 39: a DepotManager's phone starts a roll-call in one tap (long-press the app icon) and one confirmation
          // (evacuationStartPath in src/app/paths.ts; the Evacuation screen opens its confirmation at once).
          shortcuts: [
            {
              name: 'Start a roll-call',
              short_name: 'Roll-call',
              description: 'Start the evacuation roll-call of your depot',
              url: '/evacuation?start=1',
              icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
            },
          ],
        },
        workbox: {
          globPatterns: ['index.html', 'assets/*.{js,css}', '*.{svg,png}'],
          manifestTransforms: [
            (entries) => {
              const kiosk = kioskFiles();
              return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || kiosk.has(e.url)), warnings: [] };
            },
          ],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/(api|graphql|healthz|readyz|metrics|tls)(\/|$)/, /^\/admin\/queues(\/|$)/],
          skipWaiting: true,
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
      }),
    ],
    define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion) },
    // Texts and the reset-link format are shared with the server: one module each.
    resolve: { alias: { '@contracts': contracts } },
    server: {
      fs: { allow: ['..'] },
      port: 5173,
      proxy: {
        '/graphql': { ...proxied, ws: true },
        '/api': proxied,
        '/admin/queues': proxied,
        '/healthz': proxied,
        '/readyz': proxied,
      },
    },
    preview: { port: 4173 },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // .vite/manifest.json: which chunks and files each entry and lazy route pulls in (graph/src/core/__tests__/web-app.test.ts reads it).
      manifest: true,
      // Every browser the app supports (Chromium, Safari 17+, Firefox 115+) knows <link rel="modulepreload">: the
      // polyfill would only weigh on the entry, which must stay small (src/main.tsx).
      modulePreload: {
        polyfill: false,
        // A lazy import preloads what its screen needs beyond what the importing chunk has already loaded.
        resolveDependencies: (_file, deps, { hostId }) => deps.filter((d) => !loaded.has(hostId, d)),
      },
      rolldownOptions: {
        output: {
          // React, React DOM and the router: every screen needs them and they change less often than the app, so
          // they get a chunk of their own. Nothing else is grouped by hand: a group takes every matching module
          // (and its dependencies) from every route, so a kiosk screen would load the staff area's part of a
          // library. Each lazy route and modal (router.tsx, modules/kiosk/ui/lazy.tsx) pulls in only what it uses.
          codeSplitting: {
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
          },
        },
      },
    },
  };
});
