import { loadConfig, serviceConfig, serviceEnvSchema, type ServiceConfig } from '@mathquest/service-kit';
import { z } from 'zod';
import { DEFAULT_PLAYER_CACHE_IDLE_MINUTES } from './repositories/wallets-repository.js';

export const EngagementEnvSchema = serviceEnvSchema(4003, 'mathquest_engagement').extend({
  REDIS_URL: z
    .string()
    .url()
    .describe(
      "Redis server URL (required, no default): the progress projection, the leaderboards, the social directory, guild XP and the challenges' schedule live there (docs/adr/0220), and the service kit follows there the sessions auth ended (docs/adr/0013).",
    ),
  OUTBOX_SWEEP_MS: z.coerce.number().int().min(100).default(30_000).describe("How often the player documents' outbox sweeper looks for events not yet published (xp.granted, wallet.changed of actions), in ms."),
  GAME_URL: z.string().url().default('http://127.0.0.1:4002').describe('Base URL of the game service on the internal network: boss battles and story chapters are started and read there with the student’s own token (docs/adr/0096).'),
  OUTBOX_STALE_MS: z.coerce.number().int().min(0).default(30_000).describe('Age after which the sweeper republishes an outbox event (it is normally published right after its write), in ms.'),
  PLAYER_CACHE_IDLE_MIN: z.coerce
    .number()
    .int()
    .min(1)
    .max(1440)
    .default(DEFAULT_PLAYER_CACHE_IDLE_MINUTES)
    .describe('Minutes after which a cached player document nobody read or wrote is dropped (docs/adr/0216): the cache follows the students playing now.'),
});

export interface EngagementConfig extends ServiceConfig {
  /** Appended to durable consumer names (tests sharing one NATS server keep their own consumers). */
  durableSuffix?: string;
  /** Redis of the progress projection, the boards and the social side's keys (docs/adr/0060, 0220); required. */
  redisUrl: string;
  outboxSweepMs?: number;
  outboxStaleMs?: number;
  /** How often an instance looks for leaderboard updates whose one-second window ended (default 200 ms). */
  leaderboardSweepMs?: number;
  /** How often expired and stuck challenges are looked at (docs/adr/0127); 30 s by default. */
  challengeSweepMs?: number;
  /** How often ended guild events are looked at to pay their rewards (docs/adr/0128); 30 s by default. */
  guildEventSweepMs?: number;
  /** The game service on the internal network (docs/adr/0096). */
  gameUrl?: string;
  /** Minutes after which an unused cached player document is dropped (docs/adr/0216); 5 by default. */
  playerCacheIdleMin?: number;
  /** Publish every fact other services project once per backfill version, at start (docs/adr/0195); on by default. */
  factsBackfill?: boolean;
}

export function engagementConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EngagementConfig {
  const e = loadConfig(EngagementEnvSchema, env);
  return { ...serviceConfig(e), redisUrl: e.REDIS_URL, outboxSweepMs: e.OUTBOX_SWEEP_MS, outboxStaleMs: e.OUTBOX_STALE_MS, gameUrl: e.GAME_URL, playerCacheIdleMin: e.PLAYER_CACHE_IDLE_MIN };
}
