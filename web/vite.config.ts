import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { documentsInPlace } from './vite.documents.ts';

const contracts = fileURLToPath(new URL('../graph/src/contracts', import.meta.url));
const generated = fileURLToPath(new URL('./src/gql', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
// The kiosk reports its version with each heartbeat (issue 27): the package version and when it was built.
const appVersion = `${pkg.version}+${new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '.')}`;

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
