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

/**
 * The built web app: static files (hashed assets cached for a year, index.html never), the
 * app shell for client-side routes (/login, /student/pets, ...), and the JSON 404 for
 * everything else (/api/* included). fastify-plugin: the not-found handler is the app's.
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
        allowedPath: (path) => !(hideSourceMaps && isSourceMap(path)),
        // Vite puts content hashes in asset names: cache them for a year; index.html never.
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
        },
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
