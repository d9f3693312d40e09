import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

/** The gateway serves the built app and proxies the API in production; in dev Vite proxies to it. */
const GATEWAY = process.env.MATHQUEST_GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    conditions: ['@source'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: GATEWAY, changeOrigin: true },
      '/socket.io': { target: GATEWAY, changeOrigin: true, ws: true },
    },
  },
  // Source maps only outside production: a production build (the default of `vite build`) ships none.
  build: { outDir: 'dist', sourcemap: mode !== 'production' },
}));
