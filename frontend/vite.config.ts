import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { BANNER_POSTER } from './src/features/home/banner-media.ts';

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

/** The screen modules each public path loads (app/AppRoutes.tsx, app/lazy-pages.ts); `:id` is one segment. */
const QUERY_SCOPE = 'src/lib/query/QueryScope.tsx';
const ROUTE_SCREENS: Record<string, string[]> = {
  '/': ['src/features/home/components/HomePage.tsx', QUERY_SCOPE],
  '/boxes': ['src/app/routes/BoxesRoute.tsx', QUERY_SCOPE],
  '/keychain': ['src/app/routes/KeychainsRoute.tsx', QUERY_SCOPE],
  '/bouquets': ['src/features/bouquets/components/BouquetsPage.tsx', QUERY_SCOPE],
  '/bouquets/:id': ['src/app/routes/ProductDetailRoute.tsx', QUERY_SCOPE],
  '/occasions': ['src/features/occasions/components/OccasionsPage.tsx', QUERY_SCOPE],
  '/occasions/:id': ['src/app/routes/ProductDetailRoute.tsx', QUERY_SCOPE],
  '/contact': ['src/features/contact/components/ContactPage.tsx', QUERY_SCOPE],
  '/custom-orders': ['src/features/custom-orders/components/CustomOrdersPage.tsx', QUERY_SCOPE],
  '/policy': ['src/features/info/components/PolicyPage.tsx'],
  '/delivery': ['src/features/info/components/DeliveryPage.tsx'],
  '/about': ['src/features/info/components/AboutPage.tsx'],
};

/** Pictures a path's first large paint needs whatever the catalogue holds (product pictures are the gateway's). */
const ROUTE_IMAGES: Record<string, string[]> = {
  '/': [`/${BANNER_POSTER}`],
};

/**
 * Writes `.vite/route-preloads.json`: for each public path, the lazy chunks (and their style
 * sheets) its screen needs, and its `ROUTE_IMAGES`, which the gateway names in the page as
 * `modulepreload` / `preload` links. The browser then fetches them beside the entry script
 * instead of after running it.
 * A screen module found in no chunk fails the build, so the table cannot silently go stale.
 */
function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const preloads: Record<string, { js: string[]; css: string[]; images: string[] }> = {};
      for (const [path, screens] of Object.entries(ROUTE_SCREENS)) {
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (file: string) => {
          const chunk = byFile.get(file);
          if (!chunk || chunk.isEntry || js.has(file)) return;
          js.add(file);
          chunk.viteMetadata?.importedCss.forEach((sheet) => css.add(sheet));
          chunk.imports.forEach(visit);
        };
        for (const screen of screens) {
          const id = fileURLToPath(new URL(screen, import.meta.url));
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) this.error(`route-preloads: ${screen} (for ${path}) is in no chunk`);
          visit(chunk.fileName);
        }
        preloads[path] = {
          js: [...js].map((file) => `/${file}`),
          css: [...css].map((file) => `/${file}`),
          images: ROUTE_IMAGES[path] ?? [],
        };
      }
      for (const image of Object.values(ROUTE_IMAGES).flat()) {
        if (!existsSync(fileURLToPath(new URL(`public${image}`, import.meta.url))))
          this.error(`route-preloads: ${image} is not in public/`);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: JSON.stringify(preloads, null, 2) });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    reactRouterProductionBuild(),
    routePreloads(),
    // Brotli (quality 11) and gzip (level 9) files beside every script, style sheet, page and SVG
    // of the build (public/ too), so the gateway sends them as they are instead of compressing
    // each response (services/gateway/src/platform/spa). A variant no smaller than its file is not written.
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
        //
        // Lazy code is grouped too: left alone, a storefront page needs about twenty small chunks
        // (helpers, cards, the query cache), which a phone on a slow link fetches six at a time,
        // one round trip per batch, before the page can show (issue 12's mobile LCP). Shared
        // public code comes in three chunks instead: the query cache, the form kit, the rest.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 30 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/]lib[\\/]query[\\/]/, priority: 20 },
            {
              name: 'forms',
              test: /node_modules[\\/]react-hook-form[\\/]|[\\/]src[\\/](components[\\/](form[\\/]|Field\.tsx)|lib[\\/]forms[\\/])/,
              priority: 20,
            },
            // Storefront helpers and components; lib/admin stays with the admin screens.
            { name: 'shop', test: /[\\/]src[\\/](components|lib[\\/](?!admin[\\/]))/, priority: 10 },
          ],
        },
      },
    },
  },
});
