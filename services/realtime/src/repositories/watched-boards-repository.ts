/**
 * The boards someone watches now (docs/adr/0105): a sorted set of leaderboard rooms scored by the
 * time (ms) their watch lapses. Realtime adds a room when a socket joins it and renews the rooms
 * its sockets are in; engagement still reads this key to build live updates only for rooms
 * watched now (the one read of realtime's keys by engagement besides presence and the guild chat,
 * docs/adr/0195).
 */
import type { Redis } from 'ioredis';

const WATCHED_BOARDS_KEY = 'mathquest:leaderboards:watched';

export function createWatchedBoardsRepository(redis: Redis) {
  return {
    /** Marks rooms as watched until a TTL from now (one Redis call however many). */
    async mark(rooms: readonly string[], now: number, ttlMs: number): Promise<void> {
      if (rooms.length === 0) return;
      await redis.zadd(WATCHED_BOARDS_KEY, ...rooms.flatMap((room) => [now + ttlMs, room]));
    },
    async dropLapsed(now: number): Promise<void> {
      await redis.zremrangebyscore(WATCHED_BOARDS_KEY, '-inf', now);
    },
    /** When the room's watch lapses (ms), or null when it is not watched. */
    async until(room: string): Promise<number | null> {
      const score = await redis.zscore(WATCHED_BOARDS_KEY, room);
      return score === null ? null : Number(score);
    },
  };
}

export type WatchedBoardsRepository = ReturnType<typeof createWatchedBoardsRepository>;
