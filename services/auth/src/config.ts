import { loadConfig, readPem, serviceConfig, serviceEnvSchema, type ServiceConfig } from '@mathquest/service-kit';
import { z } from 'zod';

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

export const AuthEnvSchema = serviceEnvSchema(4001, 'mathquest_auth').extend({
  JWT_PRIVATE_KEY: z
    .string()
    .optional()
    .describe('PEM text of the ES256 private key that signs access tokens (only auth holds it). This or JWT_PRIVATE_KEY_FILE is required.'),
  JWT_PRIVATE_KEY_FILE: z.string().optional().describe('Path of a PEM file holding the private key, read when JWT_PRIVATE_KEY is unset.'),
  ACCESS_TOKEN_TTL_SECONDS: int(15 * 60, 10, 24 * 3600).describe('Lifetime of an access token, in seconds.'),
  REFRESH_TOKEN_TTL_DAYS: int(30, 1, 365).describe('Lifetime of a refresh token (and of its session), in days.'),
  /** The defaults take ~100 ms per hash on the build machines (docs/adr/0010). */
  ARGON2_MEMORY_KIB: int(65_536, 1024, 1_048_576).describe('argon2id memory cost of a password hash, in KiB.'),
  ARGON2_TIME_COST: int(3, 1, 20).describe('argon2id time cost (passes) of a password hash.'),
  OUTBOX_SWEEP_INTERVAL_MS: int(5_000, 100, 600_000).describe('How often the outbox sweeper looks for events not yet published, in ms.'),
  OUTBOX_SWEEP_MIN_AGE_MS: int(3_000, 0, 600_000).describe('Age an unpublished outbox event must reach before the sweeper republishes it, in ms.'),
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
