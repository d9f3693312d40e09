/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; empty means same origin (the gateway serves the app). */
  readonly VITE_API_BASE_URL?: string;
  /** Socket.IO origin; defaults to the API base address or the page origin. */
  readonly VITE_SOCKET_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
