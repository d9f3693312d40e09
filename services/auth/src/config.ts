import { loadConfig, readPem, serviceConfig, serviceEnvSchema, type ServiceConfig } from '@mathquest/service-kit';
import { z } from 'zod';

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

export const AuthEnvSchema = serviceEnvSchema(4001, 'mathquest_auth').extend({
  /** PEM of the ES256 private key (only auth holds it), or a path in JWT_PRIVATE_KEY_FILE. */
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PRIVATE_KEY_FILE: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: int(15 * 60, 10, 24 * 3600),
  REFRESH_TOKEN_TTL_DAYS: int(30, 1, 365),
  /** argon2id cost; the defaults take ~100 ms on the build machines (docs/adr/0010). */
  ARGON2_MEMORY_KIB: int(65_536, 1024, 1_048_576),
  ARGON2_TIME_COST: int(3, 1, 20),
  /** How often the outbox sweeper looks for events not yet published, and how old they must be. */
  OUTBOX_SWEEP_INTERVAL_MS: int(5_000, 100, 600_000),
  OUTBOX_SWEEP_MIN_AGE_MS: int(3_000, 0, 600_000),
});

export interface PasswordHashingConfig {
  memoryCost: number;
  timeCost: number;
}

export interface AuthConfig extends ServiceConfig {
  privateKeyPem: string;
  /** Where revoked sessions are announced to every service (docs/adr/0013). */
  redisUrl: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  argon2: PasswordHashingConfig;
  outboxSweepIntervalMs: number;
  outboxSweepMinAgeMs: number;
  /** Tests only: keeps this app's durable consumers apart from other apps on the same NATS. */
  durableSuffix?: string;
}

export function authConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const e = loadConfig(AuthEnvSchema, env);
  return {
    ...serviceConfig(e),
    privateKeyPem: readPem(e.JWT_PRIVATE_KEY, e.JWT_PRIVATE_KEY_FILE, 'JWT_PRIVATE_KEY'),
    redisUrl: e.REDIS_URL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    outboxSweepIntervalMs: e.OUTBOX_SWEEP_INTERVAL_MS,
    outboxSweepMinAgeMs: e.OUTBOX_SWEEP_MIN_AGE_MS,
  };
}
