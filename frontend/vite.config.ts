import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The gateway is the only HTTP entry of the backend; in development Vite forwards /api to it
// so the SPA can use the same relative API base as in production.
const gatewayPort = process.env.GATEWAY_PORT || '3000';
const gatewayOrigin = `http://127.0.0.1:${gatewayPort}`;
const apiProxy: Record<string, ProxyOptions> = {
  '/api': {
    target: gatewayOrigin,
    changeOrigin: true,
    // The gateway takes cookie-authenticated writes only from its own origin: a write from this
    // dev server's own pages is passed on as the gateway's; any other origin stays as it is (refused).
    configure: (proxy) =>
      proxy.on('proxyReq', (proxyRequest, request) => {
        if (request.headers.origin === `http://${request.headers.host}`)
          proxyRequest.setHeader('origin', gatewayOrigin);
      }),
  },
};

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532,
 * #14102): the same code with its developer warnings switched on (console warnings, a "Hey
 * developer" error page), about 0.5 kB gzip more in the first load. `vite build` takes the
 * production build the package ships beside it; the dev server and Vitest keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = new URL('dist/production/', `file://${createRequire(import.meta.url).resolve('react-router/package.json')}`);
  const file = (name: string) => fileURLToPath(new URL(name, dist));
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: file('index.mjs') },
          { find: /^react-router\/dom$/, replacement: file('dom-export.mjs') },
        ],
      },
    }),
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    reactRouterProductionBuild(),
    // Brotli (quality 11) and gzip (level 9) files beside every script, style sheet, page and SVG
    // of the build (public/ too), so the gateway sends them as they are instead of compressing
    // each response (services/gateway/src/spa). A variant no smaller than its file is not written.
    compression({ include: /\.(js|css|html|svg)$/, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  // The rules the server applies too (libs/common/src/shop-rules, plain data): one source for both.
  resolve: { alias: { '@shop-rules': fileURLToPath(new URL('../libs/common/src/shop-rules', import.meta.url)) } },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: `npm run bench` reads the first-load chunks from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Every module the first page needs (statically reachable from the entry) goes into the
        // entry chunk. Left alone, Rolldown splits some shared ones (React, small helpers) into
        // common chunks the first load must fetch beside it: more files and ~0.6 kB gzip more,
        // the module wrappers repeated and compressed apart. Lazy screens import from the entry.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
});
