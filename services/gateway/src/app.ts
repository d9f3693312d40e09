import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { ErrorCode, type ErrorEnvelope } from '@mathquest/contracts';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { BodyTooLargeError, emailFromBody, readBody } from './auth-body.js';
import type { GatewayConfig } from './config.js';
import { LocalWindowLimiter } from './local-limiter.js';
import { checkReadiness } from './readiness.js';
import { createStrictLimits, type LimitVerdict } from './strict-limits.js';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
const UNAVAILABLE_MESSAGE = 'This part of MathQuest is temporarily unavailable. Please try again in a moment.';

/**
 * Fastify's own per-request lines ("incoming request", "request completed", "Route ... not
 * found") are replaced by the one line the onResponse hook writes. Errors while answering a
 * request, stream and serializer failures still go through Fastify's default lines.
 */
class GatewayLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
  }

  override routeNotFound(): void {}
}

/** Accept an incoming request id only if it looks like one (no log injection through headers). */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The three unauthenticated POSTs that guess passwords or mint tokens get strict limits. */
const STRICT_AUTH_ROUTES: Record<string, { name: string; byEmail: boolean }> = {
  '/api/auth/login': { name: 'login', byEmail: true },
  '/api/auth/register': { name: 'register', byEmail: true },
  '/api/auth/refresh-token': { name: 'refresh', byEmail: false },
};

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The strict route a request is for, if any (only POST is limited). */
function strictRoute(request: FastifyRequest): { name: string; byEmail: boolean } | undefined {
  if (request.method !== 'POST') return undefined;
  return STRICT_AUTH_ROUTES[request.url.split('?')[0] ?? ''];
}

function envelope(code: string, message: string): ErrorEnvelope {
  return { success: false, error: { code, message } };
}

export interface GatewayDeps {
  /** Shared Redis for rate limits; the gateway creates (and closes) its own when absent. */
  redis?: Redis;
}

/**
 * The single public entry point: proxies /api/<service> to each service unchanged, the
 * Socket.IO websocket to realtime, applies CORS, security headers, body limits and rate
 * limits, and (in production) serves the built web app (docs/adr/0011).
 */
export async function buildGatewayApp(config: GatewayConfig, deps: GatewayDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, base: { service: 'gateway' } },
    // One log line per request (onResponse below) instead of Fastify's two.
    logController: new GatewayLogController(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });

  const redis =
    deps.redis ??
    new Redis(config.redisUrl, {
      connectionName: 'gateway',
      // Rate limiting must never stall a request: fail fast while Redis is away (the write limit
      // fails open, the strict auth limits count in memory).
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
    });
  if (!deps.redis) redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis unavailable; write limits fail open, strict auth limits count in memory'));

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const status = err.statusCode ?? 500;
    if (err instanceof BodyTooLargeError || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send(envelope(ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large'));
    }
    if (status === 429) return reply.status(429).send(envelope(ErrorCode.RATE_LIMITED, RATE_LIMITED_MESSAGE));
    if (status >= 400 && status < 500) return reply.status(status).send(envelope(ErrorCode.VALIDATION_ERROR, err.message));
    request.log.error({ err, method: request.method, url: request.url }, 'gateway error');
    return reply.status(500).send(envelope(ErrorCode.INTERNAL_ERROR, 'Something went wrong on our side. Please try again.'));
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  });

  const wsOrigin = config.publicOrigin.replace(/^http/, 'ws');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // KaTeX sets inline styles on the maths it renders.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // 'self' covers same-origin ws(s) in CSP3 browsers; the explicit origins help older ones.
        connectSrc: ["'self'", wsOrigin, wsOrigin.replace(/^ws:/, 'wss:')],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'x-request-id', 'idempotency-key'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });

  // Rate limits. The plugin provides the Redis store; hooks are ours so the per-route checks
  // can read the body and every 429 has the contracts' envelope. skipOnError covers the write
  // limit only; the strict limits override it (strict-limits.ts).
  await app.register(rateLimit, { global: false, redis, nameSpace: config.rateLimitNamespace, skipOnError: true });
  const emailKeys = new WeakMap<FastifyRequest, string>();
  const strictLimit = createStrictLimits(app, config.authRateLimit);
  const strictByIp = strictLimit((req) => `${strictRoute(req)?.name}:ip:${req.ip}`);
  const strictByEmail = strictLimit((req) => {
    const email = emailKeys.get(req);
    return email === undefined ? undefined : `${strictRoute(req)?.name}:email:${email}`;
  });
  const writes = app.createRateLimit({ max: config.writeRateLimitMax, timeWindow: 60_000, keyGenerator: (req) => `write:ip:${req.ip}` });
  const reads = new LocalWindowLimiter(config.readRateLimitMax, 60_000);

  const tooMany = (reply: FastifyReply, retryAfterS: number, message: string) =>
    reply.status(429).header('retry-after', String(retryAfterS)).send(envelope(ErrorCode.RATE_LIMITED, message));

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    if (!BODYLESS.has(request.method)) {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > config.bodyLimit) return reply.status(413).send(envelope(ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large'));
      if (request.headers['transfer-encoding'] && request.headers['content-length'] === undefined) {
        // Proxied bodies are streamed; requiring a length lets the limit above hold for every request.
        return reply.status(411).send(envelope(ErrorCode.VALIDATION_ERROR, 'A Content-Length header is required'));
      }
      const r = await writes(request);
      if (!r.isAllowed && r.isExceeded) return tooMany(reply, r.ttlInSeconds, 'Too many requests. Please wait a minute and try again.');
      return;
    }
    const retryAfter = reads.hit(request.ip);
    if (retryAfter > 0) return tooMany(reply, retryAfter, 'Too many requests. Please wait a minute and try again.');
  });

  /** Per-IP and per-email limits on login/register/refresh; the body is read here and re-streamed upstream. */
  async function strictAuthLimits(request: FastifyRequest, reply: FastifyReply) {
    const route = strictRoute(request);
    if (!route) return;
    if (route.byEmail && request.body instanceof Readable) {
      const raw = await readBody(request.body, config.bodyLimit);
      request.body = Readable.from([raw]);
      const email = emailFromBody(raw);
      if (email) emailKeys.set(request, email);
    }
    const verdicts = await Promise.all([strictByIp(request), strictByEmail(request)]);
    const exceeded = verdicts.filter((v): v is LimitVerdict => v?.exceeded === true);
    if (exceeded.length) {
      request.log.warn({ route: route.name, keys: exceeded.map((v) => v.key.replace(/:email:.*/, ':email:<redacted>')) }, 'auth rate limit hit');
      return tooMany(reply, Math.max(...exceeded.map((v) => v.retryAfterS)), RATE_LIMITED_MESSAGE);
    }
  }

  const upstreamError = (reply: FastifyReply, { error }: { error: { code?: string; message?: string } }) => {
    const timeout = error.code === 'FST_REPLY_FROM_GATEWAY_TIMEOUT';
    reply.log.warn({ code: error.code, err: error.message }, 'upstream unavailable');
    void reply
      .status(timeout ? 504 : 503)
      .send(envelope(ErrorCode.UPSTREAM_UNAVAILABLE, timeout ? 'The service took too long to answer. Please try again.' : UNAVAILABLE_MESSAGE));
  };

  const mount = async (prefix: string, upstream: string, extra: Record<string, unknown> = {}) => {
    await app.register(proxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      disableRequestLogging: true,
      // Keep-alive pool to each upstream; no retries (a gateway retry storm makes an outage worse).
      undici: {
        connections: config.upstreamPool.connections,
        pipelining: config.upstreamPool.pipelining,
        keepAliveTimeout: 60_000,
        keepAliveMaxTimeout: 600_000,
        connectTimeout: 2_000,
        headersTimeout: config.upstreamPool.timeoutMs,
        bodyTimeout: config.upstreamPool.timeoutMs,
      },
      retryDelay: () => null,
      replyOptions: {
        rewriteRequestHeaders: (request: FastifyRequest, headers: Record<string, unknown>) => ({
          ...headers,
          'x-request-id': request.id,
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
        }),
        onError: upstreamError,
      },
      ...extra,
    } as never);
  };

  await mount('/api/auth', config.upstreams.auth, { preHandler: strictAuthLimits });
  await mount('/api/game', config.upstreams.game);
  await mount('/api/engagement', config.upstreams.engagement);
  await mount('/api/teacher', config.upstreams.teacher);
  await mount('/socket.io', config.upstreams.realtime, { websocket: true });

  app.get('/healthz', async () => ({ status: 'ok', service: 'gateway' }));
  // Ready when every upstream is reachable and Redis answers; upstreams that are up but not ready are reported (readiness.ts).
  app.get('/readyz', async (_request, reply) => {
    const { ready, checks, notReady, degraded } = await checkReadiness(config.upstreams, redis);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', service: 'gateway', checks, notReady, degraded });
  });

  const webDist = config.webDistDir ? resolve(config.webDistDir) : undefined;
  if (webDist && existsSync(resolve(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      cacheControl: false,
      // Vite puts content hashes in asset names: cache them for a year; index.html never.
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    });
  } else if (webDist) {
    app.log.warn({ webDist }, 'WEB_DIST_DIR has no index.html; not serving the web app');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && webDist && (request.method === 'GET' || request.method === 'HEAD') && existsSync(resolve(webDist, 'index.html'))) {
      // SPA fallback: client-side routes (/login, /student/pets, ...) get the app shell.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(envelope(ErrorCode.ROUTE_NOT_FOUND, `No route ${request.method} ${path}`));
  });

  app.addHook('onClose', async () => {
    if (!deps.redis) redis.disconnect();
  });
  return app;
}
