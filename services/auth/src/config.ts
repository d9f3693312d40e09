import { loadConfig, readPem, serviceConfig, serviceEnvSchema, type ServiceConfig } from '@mathquest/service-kit';
import { z } from 'zod';
import type { LockoutRules } from './domain/lockout.js';

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
  LOCKOUT_PAIR_AFTER_FAILURES: int(10, 1, 1_000_000).describe(
    "Failed passwords from which one account is locked for unknown clients at one IP, and for one known device (its device cookie) of the account; each further failure doubles the lock.",
  ),
  LOCKOUT_ACCOUNT_AFTER_FAILURES: int(30, 1, 1_000_000).describe('Failed passwords from unknown clients, at any IPs, from which the account is locked for every unknown client (its known devices still sign in).'),
  LOCKOUT_BASE_MS: int(60_000, 1000, 3_600_000).describe('First lock, in ms; doubled with each further failure, at most LOCKOUT_MAX_MS.'),
  LOCKOUT_MAX_MS: int(15 * 60_000, 1000, 24 * 3_600_000).describe("Longest lock, in ms. Failures are forgotten an hour (at least twice this) after the account's last one."),
  REFRESH_REUSE_GRACE_MS: int(5_000, 0, 60_000).describe(
    'A refresh token presented again within this many ms of its exchange (two tabs refreshing together) gets a new pair of its session; later, the session is revoked as a re-use.',
  ),
  GAME_URL: z.string().url().default('http://127.0.0.1:4002').describe("Base URL of the game service on the internal network: its part of an account export (docs/product/privacy.md)."),
  ENGAGEMENT_URL: z.string().url().default('http://127.0.0.1:4003').describe("Base URL of the engagement service on the internal network: its part of an account export."),
  TEACHER_URL: z.string().url().default('http://127.0.0.1:4004').describe("Base URL of the teacher service on the internal network: its part of an account export."),
  REALTIME_URL: z.string().url().default('http://127.0.0.1:4005').describe("Base URL of the realtime service on the internal network: its part of an account export."),
  EXPORT_PART_TIMEOUT_MS: int(10_000, 100, 120_000).describe("How long an account export waits for each service's part, in ms, before it answers 503 with no file."),
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
  lockout: LockoutRules;
  refreshGraceMs: number;
  /** Base URLs of the services holding parts of an account export (docs/product/privacy.md). */
  serviceUrls: { game: string; engagement: string; teacher: string; realtime: string };
  exportPartTimeoutMs: number;
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
    lockout: {
      pairAfterFailures: e.LOCKOUT_PAIR_AFTER_FAILURES,
      accountAfterFailures: e.LOCKOUT_ACCOUNT_AFTER_FAILURES,
      baseMs: e.LOCKOUT_BASE_MS,
      maxMs: Math.max(e.LOCKOUT_MAX_MS, e.LOCKOUT_BASE_MS),
      memoryMs: Math.max(3_600_000, 2 * e.LOCKOUT_MAX_MS),
    },
    refreshGraceMs: e.REFRESH_REUSE_GRACE_MS,
    serviceUrls: { game: e.GAME_URL, engagement: e.ENGAGEMENT_URL, teacher: e.TEACHER_URL, realtime: e.REALTIME_URL },
    exportPartTimeoutMs: e.EXPORT_PART_TIMEOUT_MS,
  };
}
