import { FREE_DAILY_PROBLEMS } from '@mathquest/contracts';
import { loadConfig, serviceConfig, serviceEnvSchema, type ServiceConfig } from '@mathquest/service-kit';
import { z } from 'zod';
import { DEFAULT_STUDENT_CACHE_IDLE_MINUTES, DEFAULT_STUDENT_CACHE_MB, DEFAULT_STUDENT_CACHE_SIZE } from './repositories/students.js';

export const GameEnvSchema = serviceEnvSchema(4002, 'mathquest_game').extend({
  BANK_SEEDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(99)
    .default(4)
    .describe('Problems per skill and difficulty stored in the teacher problem bank at startup (seeds s01..sNN); 0 skips seeding.'),
  FREE_DAILY_PROBLEMS: z.coerce.number().int().min(0).default(FREE_DAILY_PROBLEMS).describe('Problems a FREE-plan student may start per local day.'),
  OUTBOX_SWEEP_MS: z.coerce.number().int().min(100).default(5000).describe('How often the outbox sweeper looks for events not yet published, in ms.'),
  OUTBOX_STALE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(15000)
    .describe('Age an unpublished outbox event must reach before the sweeper republishes it, in ms.'),
  OUTBOX_FULL_SWEEP_MS: z.coerce
    .number()
    .int()
    .min(100)
    .optional()
    .describe(
      "Also scan whole collections for outbox entries this often, in ms. Unset (the default), the sweeper scans them on its first pass and when another game process was lost (docs/adr/0278); the passes between read only the documents this process wrote events into (docs/adr/0214).",
    ),
  STUDENT_CACHE_SIZE: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(DEFAULT_STUDENT_CACHE_SIZE)
    .describe('Student states cached in memory per process (docs/adr/0043); 0 disables the cache.'),
  STUDENT_CACHE_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(4096)
    .default(DEFAULT_STUDENT_CACHE_MB)
    .describe("Memory the cached student states may take, in MB (estimated; a term's student is ~55 KB, docs/adr/0214): with STUDENT_CACHE_SIZE, whichever bound is reached first."),
  STUDENT_CACHE_IDLE_MIN: z.coerce
    .number()
    .int()
    .min(1)
    .max(1440)
    .default(DEFAULT_STUDENT_CACHE_IDLE_MINUTES)
    .describe('Minutes after which a cached student state nobody answered, hinted or asked the tutor with is dropped (docs/adr/0216): the cache follows the students playing now.'),
  SESSION_CACHE_SIZE: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(20_000)
    .describe('Game sessions cached in memory per process (docs/adr/0029); 0 disables the cache.'),
  NATS_DURABLE_SUFFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/)
    .default('')
    .describe("Appended to the names of the service's durable consumers; empty in production (tests that share one NATS server keep their own)."),
});

export interface GameConfig extends ServiceConfig {
  bankSeeds: number;
  freeDailyProblems: number;
  outboxSweepMs: number;
  outboxStaleMs: number;
  outboxFullSweepMs?: number;
  studentCacheSize: number;
  studentCacheMb?: number;
  studentCacheIdleMin?: number;
  sessionCacheSize: number;
  /** Appended to durable consumer names (tests sharing one NATS server keep their own consumers). */
  durableSuffix?: string;
}

export function gameConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GameConfig {
  const e = loadConfig(GameEnvSchema, env);
  return {
    ...serviceConfig(e),
    bankSeeds: e.BANK_SEEDS,
    freeDailyProblems: e.FREE_DAILY_PROBLEMS,
    outboxSweepMs: e.OUTBOX_SWEEP_MS,
    outboxStaleMs: e.OUTBOX_STALE_MS,
    ...(e.OUTBOX_FULL_SWEEP_MS !== undefined ? { outboxFullSweepMs: e.OUTBOX_FULL_SWEEP_MS } : {}),
    studentCacheSize: e.STUDENT_CACHE_SIZE,
    studentCacheMb: e.STUDENT_CACHE_MB,
    studentCacheIdleMin: e.STUDENT_CACHE_IDLE_MIN,
    sessionCacheSize: e.SESSION_CACHE_SIZE,
    ...(e.NATS_DURABLE_SUFFIX ? { durableSuffix: e.NATS_DURABLE_SUFFIX } : {}),
  };
}
