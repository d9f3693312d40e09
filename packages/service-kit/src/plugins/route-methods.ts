import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';

/**
 * Which methods a path answers to, for a 405 with an `Allow` header instead of a 404 when a
 * client uses a known path with another method (RFC 9110 §15.5.6).
 *
 * Fastify's own router is not exposed for lookups by concrete path, so every route is also
 * recorded in a second find-my-way router (the same library and settings Fastify routes with,
 * so `/session/:id` matches here exactly when it would there). Must be installed before the
 * first route is declared: routes are recorded by an `onRoute` hook.
 */
export interface RouteMethods {
  /** Methods with a route matching this URL (query string ignored), in a stable order; empty when none. */
  allowed(url: string): string[];
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const byConventionalOrder = (a: string, b: string) => {
  const rank = (m: string) => (METHOD_ORDER.includes(m) ? METHOD_ORDER.indexOf(m) : METHOD_ORDER.length);
  return rank(a) - rank(b) || a.localeCompare(b);
};

export function recordRouteMethods(app: FastifyInstance): RouteMethods {
  // The app's own router settings, so both routers match the same URLs.
  const { maxParamLength, ignoreTrailingSlash, ignoreDuplicateSlashes } = app.initialConfig.routerOptions ?? {};
  const router = FindMyWay({
    defaultRoute: () => undefined,
    caseSensitive: app.initialConfig.caseSensitive ?? true,
    ...(maxParamLength === undefined ? {} : { maxParamLength }),
    ...(ignoreTrailingSlash === undefined ? {} : { ignoreTrailingSlash }),
    ...(ignoreDuplicateSlashes === undefined ? {} : { ignoreDuplicateSlashes }),
  });
  const declared = new Set<string>();
  const methods = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      const key = `${method} ${route.url}`;
      if (declared.has(key)) continue;
      declared.add(key);
      methods.add(method);
      router.on(method as FindMyWay.HTTPMethod, route.url, () => undefined);
    }
  });
  return {
    allowed(url) {
      return [...methods].filter((method) => router.find(method as FindMyWay.HTTPMethod, url) !== null).sort(byConventionalOrder);
    },
  };
}
