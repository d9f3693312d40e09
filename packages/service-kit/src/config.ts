import { readFileSync } from 'node:fs';
import { z } from 'zod';

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

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** Variables every service reads. Services extend this with their own. */
export const BaseEnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MONGO_URL: z.string().default('mongodb://127.0.0.1:27117'),
  NATS_URL: z.string().default('nats://127.0.0.1:4322'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6479'),
  /** PEM text of the auth service's public key, or a path to it in JWT_PUBLIC_KEY_FILE. */
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_PUBLIC_KEY_FILE: z.string().optional(),
});
export type BaseEnv = z.infer<typeof BaseEnvSchema>;

/** Env of a storage-backed service: the base plus its port and its own database (ARCHITECTURE §2). */
export function serviceEnvSchema(defaultPort: number, defaultDb = 'mathquest') {
  return BaseEnvSchema.extend({ PORT: port(defaultPort), MONGO_DB: z.string().default(defaultDb) });
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
  };
}

/** Read a PEM from the inline variable or from the file variable. */
export function readPem(inline: string | undefined, file: string | undefined, what: string): string {
  if (inline && inline.trim()) return inline.replace(/\\n/g, '\n');
  if (file) return readFileSync(file, 'utf8');
  throw new Error(`Invalid configuration:\n  - ${what}: set it inline or point ${what}_FILE at a PEM file`);
}
