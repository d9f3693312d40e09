/**
 * Live rooms in Redis (docs/adr/0131): one hash per room, `mathquest:room:<cluster>:<code>`, with
 * the fields `v` (version) and `doc` (the room as JSON), expiring ROOM_TTL_MS after its last write;
 * and one sorted set per cluster, `mathquest:rooms:due:<cluster>`, scoring each room by when its
 * next deadline falls (phase end, a lapsed reconnect window). A write is a compare-and-set in one
 * Lua script: it succeeds only when the stored version is the one the writer read, so when two
 * instances apply the same deadline only one write lands and only its writer emits.
 */
import type { Redis } from 'ioredis';
import type { RoomState } from '../domain/room.js';

/** A room no one has touched for this long is gone (a finished room, a lobby everyone left without a word). */
export const ROOM_TTL_MS = 2 * 60 * 60 * 1000;
/** A finished room stays readable this long (its results page), then expires. */
export const FINISHED_ROOM_TTL_MS = 10 * 60 * 1000;

const roomKey = (cluster: string, code: string) => `mathquest:room:${cluster}:${code}`;
export const dueKey = (cluster: string) => `mathquest:rooms:due:${cluster}`;

/**
 * KEYS: room, due. ARGV: expected version ('' = must not exist), new version, doc ('' = delete),
 * ttl ms, due score ('' = nothing due), code. Returns 1 when written, 0 when someone wrote first.
 */
const COMPARE_AND_SET = `
local current = redis.call('HGET', KEYS[1], 'v')
if ARGV[1] == '' then
  if current then return 0 end
elseif current ~= ARGV[1] then
  return 0
end
if ARGV[3] == '' then
  redis.call('DEL', KEYS[1])
  redis.call('ZREM', KEYS[2], ARGV[6])
  return 1
end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'doc', ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[4]))
if ARGV[5] == '' then
  redis.call('ZREM', KEYS[2], ARGV[6])
else
  redis.call('ZADD', KEYS[2], tonumber(ARGV[5]), ARGV[6])
end
return 1
`;

export interface RoomRepository {
  get(code: string): Promise<RoomState | null>;
  /**
   * Writes `next` (null: removes the room) if the stored room is still version `expected` (null: no
   * room yet). True when written; the written room carries version `expected + 1`.
   */
  compareAndSet(code: string, expected: number | null, next: RoomState | null, due: number | null): Promise<boolean>;
  /** Codes of rooms whose next deadline is at or before `now`. */
  dueCodes(now: number, max: number): Promise<string[]>;
  /** Drops a code from the due set (a room that expired). */
  forgetDue(code: string): Promise<void>;
}

export function createRoomRepository(redis: Redis, cluster = 'socket.io'): RoomRepository {
  // Sent once, then called by its SHA (ioredis' defined commands).
  if (!('roomCompareAndSet' in redis)) redis.defineCommand('roomCompareAndSet', { numberOfKeys: 2, lua: COMPARE_AND_SET });
  return {
    async get(code) {
      const doc = await redis.hget(roomKey(cluster, code), 'doc');
      return doc ? (JSON.parse(doc) as RoomState) : null;
    },
    async compareAndSet(code, expected, next, due) {
      const ttl = next?.status === 'FINISHED' ? FINISHED_ROOM_TTL_MS : ROOM_TTL_MS;
      const written = await (redis as Redis & { roomCompareAndSet: (...args: string[]) => Promise<number> }).roomCompareAndSet(
        roomKey(cluster, code),
        dueKey(cluster),
        expected === null ? '' : String(expected),
        String((expected ?? 0) + 1),
        next ? JSON.stringify({ ...next, version: (expected ?? 0) + 1 }) : '',
        String(ttl),
        due === null ? '' : String(due),
        code,
      );
      return written === 1;
    },
    async dueCodes(now, max) {
      return redis.zrangebyscore(dueKey(cluster), '-inf', now, 'LIMIT', 0, max);
    },
    async forgetDue(code) {
      await redis.zrem(dueKey(cluster), code);
    },
  };
}
