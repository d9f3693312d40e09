import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { TracingEnvSchema } from './tracing/config.js';

/**
 * Parse process.env once at boot with a zod schema and fail loudly, listing every
 * missing or invalid variable at once (rather than the first one only).
 */
export function loadConfig<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv = process.env): z.infer<T> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * SHUTDOWN_GRACE_MS, shared with the gateway's schema: on SIGTERM the service finishes its requests
 * and events within it (docs/adr/0259-shutdown-order-and-gateway-retries.md).
 */
export function shutdownGraceMs() {
  return z.coerce
    .number()
    .int()
    .min(1_000)
    .max(120_000)
    .default(20_000)
    .describe(
      "On SIGTERM, how long (ms) requests in flight and event handlers may take before the process exits anyway. Keep it under compose's stop_grace_period and Kubernetes' terminationGracePeriodSeconds (30 s).",
    );
}

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** Variables every service reads. Services extend this with their own. */
export const BaseEnvSchema = z.object({
  HOST: z.string().default('127.0.0.1').describe('Interface the HTTP server listens on (0.0.0.0 inside a container).'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('Log level (pino).'),
  MONGO_URL: z
    .string()
    .default('mongodb://127.0.0.1:27117')
    .describe('MongoDB server URL without a database name; the database is MONGO_DB.'),
  NATS_URL: z.string().default('nats://127.0.0.1:4322').describe('NATS server URL (JetStream enabled).'),
  REDIS_URL: z
    .string()
    .default('redis://127.0.0.1:6479')
    .describe('Redis server URL. When it is set, the service kit follows there the sessions auth ended and refuses their access tokens within seconds (docs/adr/0013).'),
  JWT_PUBLIC_KEY: z
    .string()
    .optional()
    .describe("PEM text of the auth service's ES256 public key (\\n escapes allowed). This or JWT_PUBLIC_KEY_FILE is required."),
  JWT_PUBLIC_KEY_FILE: z.string().optional().describe('Path of a PEM file holding the public key, read when JWT_PUBLIC_KEY is unset.'),
  SHUTDOWN_GRACE_MS: shutdownGraceMs(),
  // Traces (docs/adr/0262): read by the service kit when the app is built (createService).
  ...TracingEnvSchema.shape,
});
export type BaseEnv = z.infer<typeof BaseEnvSchema>;

/** Env of a storage-backed service: the base plus its port and its own database (docs/architecture.md, data ownership). */
export function serviceEnvSchema(defaultPort: number, defaultDb = 'mathquest') {
  return BaseEnvSchema.extend({
    PORT: port(defaultPort).describe('Port the HTTP server listens on.'),
    MONGO_DB: z.string().default(defaultDb).describe('Database of this service: each service owns its own and opens no other.'),
  });
}
export type ServiceEnv = z.infer<ReturnType<typeof serviceEnvSchema>>;

/** What every storage-backed service knows: where it listens, logs, stores and publishes, and auth's public key. */
export interface ServiceConfig {
  port: number;
  host: string;
  logLevel: string;
  mongoUrl: string;
  mongoDb: string;
  natsUrl: string;
  publicKeyPem: string;
  /** SHUTDOWN_GRACE_MS. */
  shutdownGraceMs?: number;
}

export function serviceConfig(e: ServiceEnv): ServiceConfig {
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    mongoUrl: e.MONGO_URL,
    mongoDb: e.MONGO_DB,
    natsUrl: e.NATS_URL,
    publicKeyPem: readPem(e.JWT_PUBLIC_KEY, e.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY'),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}

/** Read a PEM from the inline variable or from the file variable. */
export function readPem(inline: string | undefined, file: string | undefined, what: string): string {
  if (inline && inline.trim()) return inline.replace(/\\n/g, '\n');
  if (file) return readFileSync(file, 'utf8');
  throw new Error(`Invalid configuration:\n  - ${what}: set it inline or point ${what}_FILE at a PEM file`);
}
