import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileMessages } from './build/compile-messages';
import { precompress } from './build/precompress';

/** The gateway serves the built app and proxies the API in production; in dev Vite proxies to it. */
const GATEWAY = process.env.MATHQUEST_GATEWAY_URL ?? 'http://localhost:8080';

/**
 * What the 'common' chunk takes: the app's shared code and stores, the game's API (/home reads
 * progress through it), the contracts and the query library: one request for what most screens
 * share, since each request costs its headers in the /home budget...
 */
const COMMON = /([\\/]web[\\/]src[\\/](lib|stores|components|features[\\/](home|auth|social|guild[\\/]api|pets))[\\/]|[\\/]web[\\/]src[\\/]features[\\/]practice[\\/]api[\\/]game-api[\\/.]|[\\/]packages[\\/]contracts[\\/]|node_modules[\\/]@tanstack[\\/])/;
/** ...but not the modules that bring heavy libraries with them (typesetting, charts, diagrams, confetti), which stay with the screens that use them... */
const HEAVY = /[\\/](components[\\/](math|charts|diagram)|lib[\\/](confetti|math-text))/;
/** ...nor what only other screens use (the teacher's, the adventure's, rooms, privacy, the shop), which /home would load for nothing. */
const ELSEWHERE = /[\\/](contracts[\\/]src[\\/](http[\\/](teacher|roster|adventure|account-export[^\\/]*|mastery|challenges)|rules[\\/](adventure|classroom-performance|challenges)|realtime[\\/]rooms)|components[\\/](privacy|shop)[\\/]|components[\\/]ui[\\/](chat-switch|plan-card|tabs))/;

export default defineConfig(({ mode }) => ({
  plugins: [compileMessages(), react(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Catalogues are compiled at build time (build/compile-messages.ts): the browser needs no ICU parser.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
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
  build: {
    outDir: 'dist',
    sourcemap: mode !== 'production',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The small modules shared by the first screens (the API's contracts, the query
              // library, the shared panels and hooks) in one chunk: before /home is interactive they
              // were a dozen requests of a few hundred bytes each (docs/adr/0037's budget).
              name: 'common',
              test: (id) => COMMON.test(id) && !HEAVY.test(id) && !ELSEWHERE.test(id),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
}));
