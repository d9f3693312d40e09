import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyBaseLogger, type RawServerDefault, type RawRequestDefaultExpression, type RawReplyDefaultExpression } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installAuthentication } from './plugins/authenticate.js';
import { installErrorHandler } from './plugins/error-handler.js';
import { installOpenApi } from './plugins/openapi.js';

export type ServiceApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

export type ReadinessCheck = () => Promise<boolean>;

export interface ServiceOptions {
  name: string;
  logLevel?: string;
  /** When given, `app.authenticate` / `app.requireRole` verify access tokens with it. */
  publicKeyPem?: string;
  /** Bytes; small by default since every payload here is tiny. */
  bodyLimit?: number;
  description?: string;
}

/** Accept an upstream request id only if it looks like one (no log injection through headers). */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Build a service's Fastify instance with the parts every service shares: zod validation
 * and serialisation from the contracts, the error envelope (405 with `Allow` for a known path
 * under another method), request ids, OpenAPI at /openapi.json (with the 400/401/403 and
 * security each route's guards imply), /healthz (liveness) and /readyz (dependencies reachable).
 * Services add their plugins and routes, then call `ready()` or `runService`.
 */
export function createService(opts: ServiceOptions, readiness: Record<string, ReadinessCheck> = {}): ServiceApp {
  const app = Fastify({
    logger: { level: opts.logLevel ?? 'info', base: { service: opts.name } },
    bodyLimit: opts.bodyLimit ?? 64 * 1024,
    trustProxy: true,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  installErrorHandler(app);
  installOpenApi(app, { title: `MathQuest ${opts.name} service`, description: opts.description ?? '' });
  if (opts.publicKeyPem) installAuthentication(app, opts.publicKeyPem);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', service: opts.name }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const results = await Promise.all(Object.entries(readiness).map(async ([name, check]) => [name, await check().catch(() => false)] as const));
    const checks = Object.fromEntries(results);
    const ready = results.every(([, ok]) => ok);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', service: opts.name, checks });
  });

  return app;
}

/**
 * Listen, and close gracefully on SIGINT/SIGTERM (in-flight requests finish, onClose hooks
 * release Mongo, NATS and Redis).
 */
export async function runService(app: FastifyInstance, port: number, host: string): Promise<void> {
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await app.listen({ port, host });
  } catch (err) {
    app.log.fatal({ err }, 'could not start');
    process.exit(1);
  }
}
