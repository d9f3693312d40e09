import { loadConfig, serviceConfig, serviceEnvSchema, type ServiceConfig } from '@mathquest/service-kit';
import { z } from 'zod';

export const TeacherEnvSchema = serviceEnvSchema(4004, 'mathquest_teacher').extend({
  BANK_SEEDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(99)
    .default(4)
    .describe("Problems per skill and difficulty in the game's problem bank (the game's BANK_SEEDS): assignment problem ids are checked against it (docs/adr/0081)."),
  OUTBOX_SWEEP_MS: z.coerce.number().int().min(100).default(5000).describe('How often the outbox sweeper looks for events not yet published, in ms.'),
  OUTBOX_STALE_MS: z.coerce.number().int().min(0).default(15000).describe('Age an unpublished outbox event must reach before the sweeper republishes it, in ms.'),
});

export interface TeacherConfig extends ServiceConfig {
  bankSeeds: number;
  outboxSweepMs: number;
  outboxStaleMs: number;
  /** Appended to durable consumer names (tests sharing one NATS server keep their own consumers). */
  durableSuffix?: string;
}

export function teacherConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TeacherConfig {
  const e = loadConfig(TeacherEnvSchema, env);
  return { ...serviceConfig(e), bankSeeds: e.BANK_SEEDS, outboxSweepMs: e.OUTBOX_SWEEP_MS, outboxStaleMs: e.OUTBOX_STALE_MS };
}
