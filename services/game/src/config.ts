import { loadConfig, readPem, serviceEnvSchema } from '@mathquest/service-kit';
import { z } from 'zod';

export const GameEnvSchema = serviceEnvSchema(4002).extend({
  MONGO_DB: z.string().default('mathquest_game'),
  /** Seeds per skill × difficulty persisted in the teacher problem bank (s01..sNN). */
  BANK_SEEDS: z.coerce.number().int().min(0).max(99).default(4),
  FREE_DAILY_PROBLEMS: z.coerce.number().int().min(0).default(3),
  OUTBOX_SWEEP_MS: z.coerce.number().int().min(100).default(5000),
  OUTBOX_STALE_MS: z.coerce.number().int().min(0).default(15000),
});

export interface GameConfig {
  port: number;
  host: string;
  logLevel: string;
  mongoUrl: string;
  mongoDb: string;
  natsUrl: string;
  publicKeyPem: string;
  bankSeeds: number;
  freeDailyProblems: number;
  outboxSweepMs: number;
  outboxStaleMs: number;
}

export function gameConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GameConfig {
  const e = loadConfig(GameEnvSchema, env);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    mongoUrl: e.MONGO_URL,
    mongoDb: e.MONGO_DB,
    natsUrl: e.NATS_URL,
    publicKeyPem: readPem(e.JWT_PUBLIC_KEY, e.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY'),
    bankSeeds: e.BANK_SEEDS,
    freeDailyProblems: e.FREE_DAILY_PROBLEMS,
    outboxSweepMs: e.OUTBOX_SWEEP_MS,
    outboxStaleMs: e.OUTBOX_STALE_MS,
  };
}
