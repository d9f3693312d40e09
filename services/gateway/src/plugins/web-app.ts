import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { sendRouteNotFound } from '@mathquest/service-kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isUnder } from './limits/upstream-path.js';

export interface WebAppOptions {
  /** The built web app (web/dist); nothing is served without it. */
  webDistDir: string | undefined;
  /** Production never serves source maps (*.map), even when a build left some behind. */
  hideSourceMaps: boolean;
}

/** The file a pre-compressed sibling stands for: `index-abc.js.br` is `index-abc.js`. */
export const uncompressedName = (path: string) => path.replace(/\.(br|gz)$/, '');

/**
 * The headers of one static file (docs/adr/0037): the app shell (index.html) is revalidated on
 * every load so a new release is picked up; everything else is a content-hashed build asset,
 * cached for a year. Every answer says it varies with Accept-Encoding, since the same URL is
 * sent as brotli, gzip or plain depending on what the browser accepts.
 */
export function staticHeaders(path: string): Record<string, string> {
  return { 'cache-control': uncompressedName(path).endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable' };
}

/** `vary` with Accept-Encoding added to what other plugins put there (CORS's Origin). */
export function withAcceptEncoding(vary: unknown): string {
  const names = (Array.isArray(vary) ? vary.join(',') : typeof vary === 'string' ? vary : '').split(',').map((v) => v.trim()).filter(Boolean);
  return names.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ');
}

/**
 * The built web app: static files (hashed assets cached for a year, index.html never), the
 * app shell for client-side routes (/login, /student/pets, ...), and the JSON 404 for
 * everything else (/api/* included). fastify-plugin: the not-found handler is the app's.
 * The build writes a brotli (.br) and a gzip (.gz) copy beside each text asset (web/vite.config.ts);
 * they are sent as they are to a browser that accepts them, never compressed per request.
 */
export default fp(
  async function webApp(app: FastifyInstance, { webDistDir, hideSourceMaps }: WebAppOptions) {
    const root = webDistDir ? resolve(webDistDir) : undefined;
    const hasShell = () => root !== undefined && existsSync(resolve(root, 'index.html'));
    const isSourceMap = (path: string) => path.endsWith('.map');

    if (root && hasShell()) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        cacheControl: false,
        preCompressed: true,
        allowedPath: (path) => !(hideSourceMaps && isSourceMap(path)),
        // Vite puts content hashes in asset names: cache them for a year; index.html never.
        setHeaders: (res, path) => {
          for (const [name, value] of Object.entries(staticHeaders(path))) res.setHeader(name, value);
        },
      });
      // Added last (onSend), so CORS's `Vary: Origin` and this one both stay.
      app.addHook('onSend', async (request, reply, payload) => {
        if (!isUnder(request.url.split('?')[0] ?? '/', '/api')) reply.header('vary', withAcceptEncoding(reply.getHeader('vary')));
        return payload;
      });
    } else if (root) {
      app.log.warn({ webDist: root }, 'WEB_DIST_DIR has no index.html; not serving the web app');
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isUnder(path, '/api') && !(hideSourceMaps && isSourceMap(path));
      // SPA fallback: client-side routes get the app shell.
      if (isPage && hasShell()) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return sendRouteNotFound(request, reply);
    });
  },
  { name: 'web-app' },
);
