import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: `npm run bench` reads the first-load chunks from it.
    manifest: true,
  },
});
