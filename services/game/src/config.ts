import { FREE_DAILY_PROBLEMS } from '@mathquest/contracts';
import { loadConfig, serviceConfig, serviceEnvSchema, type ServiceConfig } from '@mathquest/service-kit';
import { z } from 'zod';

export const GameEnvSchema = serviceEnvSchema(4002, 'mathquest_game').extend({
  /** Seeds per skill × difficulty persisted in the teacher problem bank (s01..sNN). */
  BANK_SEEDS: z.coerce.number().int().min(0).max(99).default(4),
  FREE_DAILY_PROBLEMS: z.coerce.number().int().min(0).default(FREE_DAILY_PROBLEMS),
  OUTBOX_SWEEP_MS: z.coerce.number().int().min(100).default(5000),
  OUTBOX_STALE_MS: z.coerce.number().int().min(0).default(15000),
  /** Student states cached per process (docs/adr/0043); 0 disables the cache. */
  STUDENT_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(5000),
});

export interface GameConfig extends ServiceConfig {
  bankSeeds: number;
  freeDailyProblems: number;
  outboxSweepMs: number;
  outboxStaleMs: number;
  studentCacheSize: number;
}

export function gameConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GameConfig {
  const e = loadConfig(GameEnvSchema, env);
  return {
    ...serviceConfig(e),
    bankSeeds: e.BANK_SEEDS,
    freeDailyProblems: e.FREE_DAILY_PROBLEMS,
    outboxSweepMs: e.OUTBOX_SWEEP_MS,
    outboxStaleMs: e.OUTBOX_STALE_MS,
    studentCacheSize: e.STUDENT_CACHE_SIZE,
  };
}
