/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the gateway API; defaults to `/api` (same origin, proxied in development). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
