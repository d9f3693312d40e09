import { loadConfig, SERVICE_BODY_LIMIT_BYTES } from '@mathquest/service-kit';
import { z } from 'zod';
import type { LockoutRule } from './plugins/limits/lockout.js';

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);
const url = (fallback: string) => z.string().url().default(fallback);
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

export const GatewayEnvSchema = z.object({
  /** `production` (set by the image): source maps (*.map) are never served. */
  NODE_ENV: z.string().default('development'),
  PORT: int(8080, 0, 65535),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6479'),
  AUTH_URL: url('http://127.0.0.1:4001'),
  GAME_URL: url('http://127.0.0.1:4002'),
  ENGAGEMENT_URL: url('http://127.0.0.1:4003'),
  TEACHER_URL: url('http://127.0.0.1:4004'),
  REALTIME_URL: url('http://127.0.0.1:4005'),
  /** Built SPA (web/dist). When set, non-/api GETs are served from it with index.html fallback. */
  WEB_DIST_DIR: z.string().optional(),
  /** Comma-separated origins allowed by CORS (the Vite dev server by default). */
  WEB_ORIGIN: z.string().default('http://localhost:5173'),
  /** The gateway's own public origin (CORS and the CSP's websocket source); defaults to http://localhost:PORT. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** Only behind another proxy/load balancer: trust X-Forwarded-For for the client IP (rate limits). */
  TRUST_PROXY: bool(false),
  /**
   * Request bodies above this get 413 at the gateway. At most the services' own limit: a service
   * refuses a larger body before reading it and closes the connection, which the gateway (still
   * sending) would report as 503.
   */
  BODY_LIMIT_BYTES: int(SERVICE_BODY_LIMIT_BYTES, 1024, SERVICE_BODY_LIMIT_BYTES),
  /** The smaller limit of /api/auth bodies (credentials, a few hundred bytes; at most BODY_LIMIT_BYTES): 413 before anything else. */
  AUTH_BODY_LIMIT_BYTES: int(16 * 1024, 1024, SERVICE_BODY_LIMIT_BYTES),
  /** Strict limits on POST login, children/link, refresh-token and register: per IP and per account, per window. */
  AUTH_RATE_LIMIT_MAX: int(10, 1, 1_000_000),
  AUTH_RATE_LIMIT_WINDOW_MS: int(60_000, 1000, 3_600_000),
  /**
   * Lockout after failed logins, child links and refreshes, per IP and per account: from the
   * AFTER_FAILURES-th failure on, each failure locks for BASE_MS, doubled per further failure,
   * at most MAX_MS. Failures are forgotten an hour (at least twice MAX_MS) after the last one.
   */
  AUTH_LOCKOUT_AFTER_FAILURES: int(10, 1, 1_000_000),
  AUTH_LOCKOUT_BASE_MS: int(60_000, 1000, 3_600_000),
  AUTH_LOCKOUT_MAX_MS: int(15 * 60_000, 1000, 24 * 3_600_000),
  /** Generous per-IP limit on writes (POST/PUT/PATCH/DELETE), counted in Redis across instances. */
  WRITE_RATE_LIMIT_MAX: int(300, 1, 100_000_000),
  /** Generous per-IP limit on reads (GET/HEAD), counted in memory per instance (docs/adr/0011). */
  READ_RATE_LIMIT_MAX: int(1200, 1, 100_000_000),
  /** Redis key prefix of the rate-limit counters (tests use a unique one). */
  RATE_LIMIT_NAMESPACE: z.string().default('mq-gw-rl:'),
  /** undici pool per upstream. */
  UPSTREAM_CONNECTIONS: int(64, 1, 4096),
  UPSTREAM_PIPELINING: int(1, 1, 100),
  UPSTREAM_TIMEOUT_MS: int(15_000, 100, 600_000),
})
  .refine((e) => e.AUTH_LOCKOUT_BASE_MS <= e.AUTH_LOCKOUT_MAX_MS, { path: ['AUTH_LOCKOUT_BASE_MS'], message: 'must not exceed AUTH_LOCKOUT_MAX_MS' });

export interface GatewayConfig {
  port: number;
  host: string;
  logLevel: string;
  redisUrl: string;
  upstreams: { auth: string; game: string; engagement: string; teacher: string; realtime: string };
  webDistDir: string | undefined;
  corsOrigins: string[];
  publicOrigin: string;
  trustProxy: boolean;
  bodyLimit: number;
  authBodyLimit: number;
  authRateLimit: { max: number; windowMs: number };
  authLockout: LockoutRule;
  /** NODE_ENV=production: no source maps served. */
  production: boolean;
  writeRateLimitMax: number;
  readRateLimitMax: number;
  rateLimitNamespace: string;
  upstreamPool: { connections: number; pipelining: number; timeoutMs: number };
}

export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const e = loadConfig(GatewayEnvSchema, env);
  const publicOrigin = (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const origins = e.WEB_ORIGIN.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    upstreams: { auth: e.AUTH_URL, game: e.GAME_URL, engagement: e.ENGAGEMENT_URL, teacher: e.TEACHER_URL, realtime: e.REALTIME_URL },
    webDistDir: e.WEB_DIST_DIR || undefined,
    corsOrigins: [...new Set([...origins, publicOrigin])],
    publicOrigin,
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT_BYTES,
    authBodyLimit: Math.min(e.AUTH_BODY_LIMIT_BYTES, e.BODY_LIMIT_BYTES),
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS },
    authLockout: {
      afterFailures: e.AUTH_LOCKOUT_AFTER_FAILURES,
      baseMs: e.AUTH_LOCKOUT_BASE_MS,
      maxMs: e.AUTH_LOCKOUT_MAX_MS,
      memoryMs: Math.max(3_600_000, 2 * e.AUTH_LOCKOUT_MAX_MS),
    },
    production: e.NODE_ENV === 'production',
    writeRateLimitMax: e.WRITE_RATE_LIMIT_MAX,
    readRateLimitMax: e.READ_RATE_LIMIT_MAX,
    rateLimitNamespace: e.RATE_LIMIT_NAMESPACE,
    upstreamPool: { connections: e.UPSTREAM_CONNECTIONS, pipelining: e.UPSTREAM_PIPELINING, timeoutMs: e.UPSTREAM_TIMEOUT_MS },
  };
}
