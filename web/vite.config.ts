import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const contracts = fileURLToPath(new URL('../graph/src/contracts', import.meta.url));

// The graph server (GraphQL over HTTP and WebSocket, the REST shim, health checks) listens on :4000.
// Point the dev proxy elsewhere with DEPOT_API_URL=http://localhost:4100 npm run dev -w web.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', 'DEPOT_');
  const target = env.DEPOT_API_URL || 'http://localhost:4000';
  const proxied = { target, changeOrigin: true };

  return {
    plugins: [react()],
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
      rolldownOptions: {
        output: {
          // Long-lived vendor chunks that every route needs anyway; Mantine and formik stay with the
          // routes that use them, so the kiosk does not load the staff area's components.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
              { name: 'graphql', test: /node_modules[\\/](@apollo[\\/]client|graphql|graphql-ws|rxjs|@wry|optimism|tslib)[\\/]/ },
              // The reports' chart library (recharts and its d3 parts): only the staff screens that draw a chart load it.
              {
                name: 'charts',
                test: /node_modules[\\/](recharts|@mantine[\\/]charts|d3-[a-z-]+|victory-vendor|@reduxjs|redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|use-sync-external-store)[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});
