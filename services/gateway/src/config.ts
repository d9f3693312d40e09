import { loadConfig } from '@mathquest/service-kit';
import { z } from 'zod';

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);
const url = (fallback: string) => z.string().url().default(fallback);
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

export const GatewayEnvSchema = z.object({
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
  BODY_LIMIT_BYTES: int(256 * 1024, 1024, 50 * 1024 * 1024),
  /** Strict limits on POST login/register/refresh-token: per IP and per email, per window. */
  AUTH_RATE_LIMIT_MAX: int(10, 1, 1_000_000),
  AUTH_RATE_LIMIT_WINDOW_MS: int(60_000, 1000, 3_600_000),
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
});

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
  authRateLimit: { max: number; windowMs: number };
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
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS },
    writeRateLimitMax: e.WRITE_RATE_LIMIT_MAX,
    readRateLimitMax: e.READ_RATE_LIMIT_MAX,
    rateLimitNamespace: e.RATE_LIMIT_NAMESPACE,
    upstreamPool: { connections: e.UPSTREAM_CONNECTIONS, pipelining: e.UPSTREAM_PIPELINING, timeoutMs: e.UPSTREAM_TIMEOUT_MS },
  };
}
