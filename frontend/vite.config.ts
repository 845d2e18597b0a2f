import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway is the only HTTP entry of the backend; in development Vite forwards /api to it
// so the SPA can use the same relative API base as in production.
const gatewayPort = process.env.GATEWAY_PORT || '3000';
const apiProxy = {
  '/api': { target: `http://127.0.0.1:${gatewayPort}`, changeOrigin: true },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
});
