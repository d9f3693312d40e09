/**
 * Presence in Redis (docs/adr/0071): one hash per user, `mathquest:presence:<userId>`, with
 * `onlineAt`, `seenAt` and the last activity (`activityType`, `activityDetails`, `activityAt`),
 * expiring PRESENCE_TTL_MS after its last refresh. Every write is one MULTI round trip that also
 * re-arms the expiry; the realtime service stores nothing else.
 */
import type { Redis } from 'ioredis';
import { parsePresence, PRESENCE_TTL_MS, type Presence } from '../domain/presence.js';

/** The Redis hash of a user's presence (engagement's friends list still reads it, docs/adr/0195). */
export const presenceKey = (userId: string) => `mathquest:presence:${userId}`;

export interface PresenceRepository {
  /** The user said they are online (`user:online`). */
  markOnline(userId: string, now: number): Promise<void>;
  /** The user's last activity (also marks them online). */
  recordActivity(userId: string, activity: { type: string; details?: string | undefined }, now: number): Promise<void>;
  /** Still online: re-arm the expiry of these users' presence (one round trip for all). */
  refresh(userIds: readonly string[], now: number): Promise<void>;
  /** The user has no socket left anywhere. */
  clear(userId: string): Promise<void>;
  read(userId: string): Promise<Presence | null>;
}

/** `ttlMs`: how long a presence lives after its last write (default PRESENCE_TTL_MS; tests shorten it). */
export function createPresenceRepository(redis: Redis, ttlMs: number = PRESENCE_TTL_MS): PresenceRepository {
  return {
    async markOnline(userId, now) {
      const key = presenceKey(userId);
      await redis.multi().hset(key, { onlineAt: now, seenAt: now }).pexpire(key, ttlMs).exec();
    },
    async recordActivity(userId, activity, now) {
      const key = presenceKey(userId);
      await redis
        .multi()
        .hsetnx(key, 'onlineAt', now)
        .hset(key, { seenAt: now, activityType: activity.type, activityDetails: activity.details ?? '', activityAt: now })
        .pexpire(key, ttlMs)
        .exec();
    },
    async refresh(userIds, now) {
      if (userIds.length === 0) return;
      const batch = redis.multi();
      for (const userId of userIds) {
        const key = presenceKey(userId);
        // A presence that lapsed meanwhile (a slow refresh) comes back as online since now.
        batch.hsetnx(key, 'onlineAt', now).hset(key, 'seenAt', now).pexpire(key, ttlMs);
      }
      await batch.exec();
    },
    async clear(userId) {
      await redis.del(presenceKey(userId));
    },
    async read(userId) {
      return parsePresence(await redis.hgetall(presenceKey(userId)));
    },
  };
}
