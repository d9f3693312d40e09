import { loadConfig, readPem, serviceEnvSchema } from '@mathquest/service-kit';
import { z } from 'zod';
import { DEFAULT_DEAD_AFTER_MS, DEFAULT_HEARTBEAT_MS, livenessProblem } from './domain/instance-liveness.js';
import type { RoomTimings } from './domain/room.js';

/** The shared service variables without the storage ones: realtime has no database. */
export const RealtimeEnvSchema = serviceEnvSchema(4005).omit({ MONGO_URL: true, MONGO_DB: true }).extend({
  MAX_SOCKETS_PER_USER: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(5)
    .describe("Sockets one user may hold open at once, across instances; a new one closes the user's oldest beyond it."),
  INSTANCE_HEARTBEAT_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(60_000)
    .default(DEFAULT_HEARTBEAT_MS)
    .describe('How often this instance renews its liveness in Redis and looks for dead instances, in ms (docs/adr/0133).'),
  INSTANCE_DEAD_AFTER_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(300_000)
    .default(DEFAULT_DEAD_AFTER_MS)
    .describe(
      'An instance not heard from for this long (ms) counts as crashed: its live-room players are marked away, as if they had disconnected. At least two heartbeats.',
    ),
});

export interface RealtimeConfig {
  port: number;
  host: string;
  logLevel: string;
  natsUrl: string;
  redisUrl: string;
  publicKeyPem: string;
  /** SHUTDOWN_GRACE_MS (docs/adr/0259); runService's default when not given. */
  shutdownGraceMs?: number;
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
  /** Live rooms' phase lengths and reconnect window (default DEFAULT_TIMINGS; tests shorten them). */
  roomTimings?: Partial<RoomTimings>;
  /** How often an instance applies the rooms' due deadlines (default 200 ms). */
  roomTickMs?: number;
  /** How often an instance beats and sweeps dead instances' room players (default DEFAULT_HEARTBEAT_MS; docs/adr/0133). */
  instanceHeartbeatMs?: number;
  /** How long without a beat an instance counts as dead (default DEFAULT_DEAD_AFTER_MS). */
  instanceDeadAfterMs?: number;
  /** Appended to durable consumer names: tests that run several clusters against one NATS server give each its own. */
  durableSuffix?: string;
}

export function realtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RealtimeConfig {
  const e = loadConfig(RealtimeEnvSchema, env);
  const problem = livenessProblem({ heartbeatMs: e.INSTANCE_HEARTBEAT_MS, deadAfterMs: e.INSTANCE_DEAD_AFTER_MS });
  if (problem) throw new Error(`Invalid configuration:\n  - INSTANCE_DEAD_AFTER_MS: ${problem}`);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    natsUrl: e.NATS_URL,
    redisUrl: e.REDIS_URL,
    publicKeyPem: readPem(e.JWT_PUBLIC_KEY, e.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY'),
    maxSocketsPerUser: e.MAX_SOCKETS_PER_USER,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    instanceHeartbeatMs: e.INSTANCE_HEARTBEAT_MS,
    instanceDeadAfterMs: e.INSTANCE_DEAD_AFTER_MS,
  };
}
