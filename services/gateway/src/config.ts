import { loadConfig, readPem, SERVICE_BODY_LIMIT_BYTES, shutdownGraceMs, TracingEnvSchema } from '@mathquest/service-kit';
import { z } from 'zod';
import type { AttemptLimits } from './plugins/auth-limits.js';

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);
const url = (fallback: string) => z.string().url().default(fallback);
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

export const GatewayEnvSchema = z
  .object({
    NODE_ENV: z.string().default('development').describe('`production` (set by the image): source maps (*.map) are never served.'),
    PORT: int(8080, 0, 65535).describe('Port the gateway listens on (the one public port).'),
    HOST: z.string().default('127.0.0.1').describe('Interface the gateway listens on (0.0.0.0 inside a container).'),
    METRICS_PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .optional()
      .describe(
        'Port of the gateway\'s own /metrics (Prometheus text), on HOST, apart from the public port; unset: none. Publish it to the monitoring network only (the Helm chart sets 9100, reachable by the monitoring peers).',
      ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info')
      .describe('Log level (pino); at info, debug and trace one line per request.'),
    REDIS_URL: z.string().default('redis://127.0.0.1:6479').describe('Redis server URL (rate-limit counters shared by every gateway instance).'),
    AUTH_URL: url('http://127.0.0.1:4001').describe('Base URL of the auth service (/api/auth).'),
    GAME_URL: url('http://127.0.0.1:4002').describe('Base URL of the game service (/api/game).'),
    ENGAGEMENT_URL: url('http://127.0.0.1:4003').describe('Base URL of the engagement service (/api/engagement).'),
    TEACHER_URL: url('http://127.0.0.1:4004').describe('Base URL of the teacher service (/api/teacher).'),
    REALTIME_URL: url('http://127.0.0.1:4005').describe('Base URL of the realtime service (/socket.io).'),
    WEB_DIST_DIR: z
      .string()
      .optional()
      .describe('Directory of the built web app (web/dist). When set, GETs outside /api are served from it, with index.html for app routes.'),
    WEB_ORIGIN: z
      .string()
      .default('http://localhost:5173')
      .describe('Comma-separated origins allowed by CORS besides PUBLIC_ORIGIN (default: the Vite dev server).'),
    PUBLIC_ORIGIN: z
      .string()
      .url()
      .optional()
      .describe("The gateway's own public origin, for CORS and the websocket source of the CSP; http://localhost:PORT when unset."),
    TRUST_PROXY: bool(false).describe('Only behind another proxy or load balancer: take the client IP (for rate limits) from X-Forwarded-For.'),
    BODY_LIMIT_BYTES: int(SERVICE_BODY_LIMIT_BYTES, 1024, SERVICE_BODY_LIMIT_BYTES).describe(
      "Largest request body accepted, in bytes (413 above it). At most the services' own limit: a service refuses a larger body before reading it and closes the connection, which the gateway, still sending, would answer 503.",
    ),
    AUTH_BODY_LIMIT_BYTES: int(16 * 1024, 1024, SERVICE_BODY_LIMIT_BYTES).describe(
      'Largest body of /api/auth requests (credentials), in bytes; 413 above it before anything else. BODY_LIMIT_BYTES when that is smaller.',
    ),
    JWT_PUBLIC_KEY: z
      .string()
      .optional()
      .describe(
        "PEM text of the auth service's ES256 public key (\\n escapes allowed). Optional: with it (or JWT_PUBLIC_KEY_FILE) password changes are limited per verified account, without it per access token.",
      ),
    JWT_PUBLIC_KEY_FILE: z.string().optional().describe('Path of a PEM file holding the public key, read when JWT_PUBLIC_KEY is unset.'),
    AUTH_RATE_LIMIT_MAX: int(20, 1, 1_000_000).describe(
      'Attempts per window at POST login, children/link, register and password, per account and IP (the email or the signed-in account, with the client IP and its device cookie). Failed passwords are counted and locked out by auth.',
    ),
    AUTH_IP_RATE_LIMIT_MAX: int(1000, 1, 1_000_000).describe(
      'Ceiling of attempts per window per IP at each of POST login, children/link, register and password: a whole school behind one address signs in within it.',
    ),
    AUTH_REFRESH_RATE_LIMIT_MAX: int(60, 1, 1_000_000).describe('Attempts per window per refresh token (by its hash) at POST refresh-token.'),
    AUTH_REFRESH_IP_RATE_LIMIT_MAX: int(3000, 1, 1_000_000).describe("Ceiling of POST refresh-token per window per IP: every open tab of a school's students refreshes."),
    AUTH_RATE_LIMIT_WINDOW_MS: int(60_000, 1000, 3_600_000).describe('Window of the auth attempt limits, in ms.'),
    WRITE_RATE_LIMIT_MAX: int(300, 1, 100_000_000).describe('Writes (POST, PUT, PATCH, DELETE) per IP per minute, counted in Redis across instances.'),
    /** Counted in memory: no Redis round trip on the read path (docs/adr/0011). */
    READ_RATE_LIMIT_MAX: int(1200, 1, 100_000_000).describe('Reads (GET, HEAD) per IP per minute, counted in memory per gateway instance.'),
    RATE_LIMIT_NAMESPACE: z.string().default('mq-gw-rl:').describe('Redis key prefix of the rate-limit counters (tests use a unique one).'),
    UPSTREAM_CONNECTIONS: int(64, 1, 4096).describe('Keep-alive connections in the pool to each upstream instance (each address of its host name).'),
    UPSTREAM_PIPELINING: int(1, 1, 100).describe('Requests pipelined per upstream connection.'),
    UPSTREAM_TIMEOUT_MS: int(15_000, 100, 600_000).describe('Time an upstream may take to send headers or body before the gateway answers 504, in ms.'),
    SHUTDOWN_GRACE_MS: shutdownGraceMs(),
    UPSTREAM_RESOLVE_MS: int(5_000, 100, 600_000).describe(
      "How often each upstream's host name is resolved again (all its addresses: one per instance with `--scale`), in ms; also how long an address that refused a connection is passed over (docs/adr/0150).",
    ),
    // Traces (docs/adr/0262), read by the service kit's installTracing when the app is built.
    ...TracingEnvSchema.shape,
  });

export interface GatewayConfig {
  port: number;
  host: string;
  /** The port of /metrics, apart from the public one; undefined: no metrics. */
  metricsPort: number | undefined;
  logLevel: string;
  redisUrl: string;
  /** Auth's public key, when given: password changes are then limited per verified account. */
  publicKeyPem: string | undefined;
  upstreams: { auth: string; game: string; engagement: string; teacher: string; realtime: string };
  webDistDir: string | undefined;
  corsOrigins: string[];
  publicOrigin: string;
  trustProxy: boolean;
  bodyLimit: number;
  authBodyLimit: number;
  authAttempts: AttemptLimits;
  /** NODE_ENV=production: no source maps served. */
  production: boolean;
  writeRateLimitMax: number;
  readRateLimitMax: number;
  rateLimitNamespace: string;
  /** Per upstream address; `resolveMs`: re-resolution of the upstreams' names (docs/adr/0150). */
  upstreamPool: { connections: number; pipelining: number; timeoutMs: number; resolveMs: number };
  /** SHUTDOWN_GRACE_MS (docs/adr/0259). */
  shutdownGraceMs?: number;
}

export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const e = loadConfig(GatewayEnvSchema, env);
  const publicOrigin = (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const origins = e.WEB_ORIGIN.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean);
  return {
    port: e.PORT,
    host: e.HOST,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsPort: e.METRICS_PORT,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    publicKeyPem: (e.JWT_PUBLIC_KEY?.trim() || e.JWT_PUBLIC_KEY_FILE) ? readPem(e.JWT_PUBLIC_KEY, e.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY') : undefined,
    upstreams: { auth: e.AUTH_URL, game: e.GAME_URL, engagement: e.ENGAGEMENT_URL, teacher: e.TEACHER_URL, realtime: e.REALTIME_URL },
    webDistDir: e.WEB_DIST_DIR || undefined,
    corsOrigins: [...new Set([...origins, publicOrigin])],
    publicOrigin,
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT_BYTES,
    authBodyLimit: Math.min(e.AUTH_BODY_LIMIT_BYTES, e.BODY_LIMIT_BYTES),
    authAttempts: {
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
      perAccount: e.AUTH_RATE_LIMIT_MAX,
      perIp: e.AUTH_IP_RATE_LIMIT_MAX,
      refreshPerToken: e.AUTH_REFRESH_RATE_LIMIT_MAX,
      refreshPerIp: e.AUTH_REFRESH_IP_RATE_LIMIT_MAX,
    },
    production: e.NODE_ENV === 'production',
    writeRateLimitMax: e.WRITE_RATE_LIMIT_MAX,
    readRateLimitMax: e.READ_RATE_LIMIT_MAX,
    rateLimitNamespace: e.RATE_LIMIT_NAMESPACE,
    upstreamPool: { connections: e.UPSTREAM_CONNECTIONS, pipelining: e.UPSTREAM_PIPELINING, timeoutMs: e.UPSTREAM_TIMEOUT_MS, resolveMs: e.UPSTREAM_RESOLVE_MS },
  };
}
