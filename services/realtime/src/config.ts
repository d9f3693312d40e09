import { loadConfig, readPem, serviceEnvSchema } from '@mathquest/service-kit';
import { z } from 'zod';

/** The shared service variables without the storage ones: realtime has no database. */
export const RealtimeEnvSchema = serviceEnvSchema(4005).omit({ MONGO_URL: true, MONGO_DB: true }).extend({
  MAX_SOCKETS_PER_USER: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(5)
    .describe("Sockets one user may hold open at once, across instances; a new one closes the user's oldest beyond it."),
});

export interface RealtimeConfig {
  port: number;
  host: string;
  logLevel: string;
  natsUrl: string;
  redisUrl: string;
  publicKeyPem: string;
  /** Default 5 when not given. */
  maxSocketsPerUser?: number;
  /**
   * Prefix of the Redis adapter's channels (default `socket.io`): the instances sharing it form one
   * cluster. Tests that run several clusters against one Redis give each its own.
   */
  adapterKey?: string;
  /** How often an instance refreshes its online users' presence (default PRESENCE_REFRESH_MS; tests shorten it). */
  presenceRefreshMs?: number;
  /** How long a presence lives after its last refresh (default PRESENCE_TTL_MS; tests shorten it). */
  presenceTtlMs?: number;
  /** How often an instance takes users whose presence lapsed offline (friend:offline; default 5 s). */
  presenceSweepMs?: number;
  /** How long a watched leaderboard counts as watched after its last renewal (default WATCHED_BOARD_TTL_MS; tests shorten it). */
  watchedBoardTtlMs?: number;
  /** Appended to durable consumer names: tests that run several clusters against one NATS server give each its own. */
  durableSuffix?: string;
}

export function realtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RealtimeConfig {
  const e = loadConfig(RealtimeEnvSchema, env);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    natsUrl: e.NATS_URL,
    redisUrl: e.REDIS_URL,
    publicKeyPem: readPem(e.JWT_PUBLIC_KEY, e.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY'),
    maxSocketsPerUser: e.MAX_SOCKETS_PER_USER,
  };
}
