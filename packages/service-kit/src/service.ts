import Fastify, { type FastifyInstance, type FastifyBaseLogger, type RawServerDefault, type RawRequestDefaultExpression, type RawReplyDefaultExpression } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createRevocationList, type SessionRevocations } from './auth/session-revocation.js';
import { installRequestMetrics, registerMetricsRoute } from './metrics/index.js';
import { installAuthentication } from './plugins/authenticate.js';
import { installErrorHandler, sendFrameworkError } from './plugins/error-handler.js';
import { installOpenApi } from './plugins/openapi.js';
import { installRouteAccess } from './plugins/route-access.js';
import { installRequestIds, requestIdOptions } from './plugins/request-id.js';
import { DEFAULT_SHUTDOWN_GRACE_MS, gracefulShutdown, installDrainingConnectionClose, isDraining } from './shutdown.js';
import { installTracing } from './tracing/install.js';

export type ServiceApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

export type ReadinessCheck = () => Promise<boolean>;

export interface ServiceOptions {
  name: string;
  logLevel?: string;
  /** When given, `app.authenticate` / `app.requireRole` verify access tokens with it. */
  publicKeyPem?: string;
  /**
   * Where authentication learns which sessions were revoked (docs/adr/0013):
   * - `{ redisUrl }`: the service opens its own list on that Redis, started before the app is
   *   ready and closed with it;
   * - a list the caller built (and starts and closes);
   * - `false`: off (tokens live until they expire);
   * - omitted: `{ redisUrl: REDIS_URL }` when the process has REDIS_URL (every service of the
   *   stack and of the production compose does), else off.
   */
  sessionRevocation?: { redisUrl: string } | SessionRevocations | false;
  /** Bytes; SERVICE_BODY_LIMIT_BYTES by default (every payload here is tiny). */
  bodyLimit?: number;
  description?: string;
}

/**
 * The services' body limit. The gateway's own limit may not be larger (its config checks it):
 * a service answers a larger body with 413 before reading it and closes the connection, which
 * the gateway, still sending, would see as a failed upstream (503).
 */
export const SERVICE_BODY_LIMIT_BYTES = 64 * 1024;

const MAX_PATH_PARAM_LENGTH = 16 * 1024;

/**
 * Build a service's Fastify instance with the parts every service shares: zod validation
 * and serialisation from the contracts, the error envelope (405 with `Allow` for a known path
 * under another method), request ids, each route's access guard run before its input is
 * validated (plugins/route-access.ts), OpenAPI at /openapi.json (with the 400/401/403, roles and
 * security each route's guards imply), /healthz (liveness), /readyz (dependencies reachable) and
 * /metrics (Prometheus text: request durations by route, storage commands, event consumers, CPU
 * and memory; see ./metrics), and, when tracing is on, a server span per request (./tracing,
 * docs/adr/0262). /metrics is for the services' own ports only: the gateway forwards
 * nothing but its /api/<service> prefixes.
 * Services add their plugins and routes, then call `ready()` or `runService`.
 */
export function createService(opts: ServiceOptions, readiness: Record<string, ReadinessCheck> = {}): ServiceApp {
  const app = Fastify({
    logger: { level: opts.logLevel ?? 'info', base: { service: opts.name } },
    bodyLimit: opts.bodyLimit ?? SERVICE_BODY_LIMIT_BYTES,
    trustProxy: true,
    ...requestIdOptions,
    // Past anything a request line can carry (Node refuses headers over 16 KiB), so an over-long
    // id reaches its schema and gets a 400 naming the field, not Fastify's own 414.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: sendFrameworkError,
    // A request that reaches a closing server on a connection already open is served, not
    // refused with Fastify's own 503 (./shutdown.ts): it may not be safe to send it elsewhere.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  installTracing(app, opts.name);
  installRequestIds(app);
  installDrainingConnectionClose(app);
  installErrorHandler(app);
  installRequestMetrics(app);
  installRouteAccess(app);
  installOpenApi(app, { title: `MathQuest ${opts.name} service`, description: opts.description ?? '' });
  if (opts.publicKeyPem) installAuthentication(app, opts.publicKeyPem, sessionRevocations(app, opts));

  registerMetricsRoute(app);
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', service: opts.name }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    // Shutting down: not ready at once, whatever the dependencies say (./shutdown.ts).
    if (isDraining(app)) return reply.status(503).send({ status: 'draining', service: opts.name, checks: {} });
    const results = await Promise.all(Object.entries(readiness).map(async ([name, check]) => [name, await check().catch(() => false)] as const));
    const checks = Object.fromEntries(results);
    const ready = results.every(([, ok]) => ok);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', service: opts.name, checks });
  });

  return app;
}

function sessionRevocations(app: ServiceApp, opts: ServiceOptions): SessionRevocations | null {
  const option = opts.sessionRevocation ?? (process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : false);
  if (option === false) return null;
  if (!('redisUrl' in option)) return option;
  const list = createRevocationList(option.redisUrl, opts.name, { log: app.log });
  app.addHook('onReady', () => list.start());
  app.addHook('onClose', () => list.close());
  return list;
}

/**
 * Listen, and shut down in the one order of ./shutdown.ts on SIGINT/SIGTERM: not ready at once,
 * no new connections, requests in flight finished, then the onClose hooks (event consumers,
 * Mongo, NATS, Redis), all within `graceMs` (SHUTDOWN_GRACE_MS).
 */
export async function runService(app: FastifyInstance, port: number, host: string, graceMs: number = DEFAULT_SHUTDOWN_GRACE_MS): Promise<void> {
  const shutdown = gracefulShutdown(app, { graceMs });
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await app.listen({ port, host });
  } catch (err) {
    app.log.fatal({ err }, 'could not start');
    process.exit(1);
  }
}
