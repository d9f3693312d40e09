import { errorHandlerPlugin, installDrainingConnectionClose, installRequestMetrics, installTracing, isDraining, requestIdOptions, requestIdPlugin } from '@mathquest/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from './config.js';
import bodyLimits from './plugins/body-limits.js';
import cors from './plugins/cors.js';
import health from './plugins/health.js';
import rateLimits from './plugins/rate-limits.js';
import { isAuthLimited } from './plugins/auth-limits.js';
import redis from './plugins/redis.js';
import requestLog, { GatewayLogController } from './plugins/request-log.js';
import securityHeaders from './plugins/security-headers.js';
import type { ResolveHost } from './plugins/upstream-spread/addresses.js';
import upstreams from './plugins/upstreams.js';
import webApp from './plugins/web-app.js';

export interface GatewayDeps {
  /** Shared Redis for rate limits; the gateway creates (and closes) its own when absent. */
  redis?: Redis;
  /** The clock of the rate-limit windows and in-memory counts (Date.now; tests drive their own). */
  now?: () => number;
  /** All addresses of an upstream's host name (dns.lookup with all: true unless a test gives its own; docs/adr/0150). */
  resolveHost?: ResolveHost;
}

/**
 * The single public entry point (docs/adr/0011): proxies /api/<service> to each service
 * unchanged and the Socket.IO websocket to realtime, applies security headers, CORS, body
 * limits and rate limits, and (in production) serves the built web app. Plugins are
 * registered in the order their hooks must run.
 */
export async function buildGatewayApp(config: GatewayConfig, deps: GatewayDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, base: { service: 'gateway' } },
    // One log line per request (plugins/request-log.ts) instead of Fastify's two.
    logController: new GatewayLogController(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    ...requestIdOptions,
    // A request on a connection already open when the gateway closes is still served (docs/adr/0259).
    return503OnClosing: false,
  });
  // Shutting down: every answer closes its connection, so browsers and the ingress reconnect elsewhere.
  installDrainingConnectionClose(app);

  // A server span per request when tracing is on, continued upstream by the proxies (docs/adr/0262).
  installTracing(app, 'gateway');
  await app.register(requestLog);
  // Request durations by route, for the /metrics port of server.ts; only when there is one.
  if (config.metricsPort !== undefined) installRequestMetrics(app);
  await app.register(requestIdPlugin);
  // The kit's envelope for every error; unknown routes are the web app's (SPA fallback).
  await app.register(errorHandlerPlugin, { notFound: false });
  await app.register(redis, { url: config.redisUrl, client: deps.redis });
  await app.register(securityHeaders, { publicOrigin: config.publicOrigin });
  await app.register(cors, { origins: config.corsOrigins });
  await app.register(bodyLimits, { bodyLimit: config.bodyLimit, authBodyLimit: config.authBodyLimit });
  await app.register(rateLimits, { namespace: config.rateLimitNamespace, writeMax: config.writeRateLimitMax, readMax: config.readRateLimitMax, now: deps.now, exempt: isAuthLimited });
  await app.register(upstreams, { config, now: deps.now, resolveHost: deps.resolveHost });
  await app.register(health, { upstreams: config.upstreams, draining: () => isDraining(app) });
  await app.register(webApp, { webDistDir: config.webDistDir, hideSourceMaps: config.production });
  return app;
}
