/**
 * Who is online, as a sorted set beside the presence hashes (docs/adr/0104):
 * `mathquest:presence:online:<adapter key>` scores each online user by when an instance last confirmed them,
 * `mathquest:presence:names` keeps their username for the friend events. Adding and removing
 * members answers whether this call made the change, so across instances exactly one emits
 * `friend:online` or `friend:offline`; users no instance confirmed within the TTL (a crashed
 * instance's) are taken out by whichever instance's sweep comes first.
 */
import type { Redis } from 'ioredis';

/**
 * The online set of one cluster of instances (those sharing a Redis adapter key): its sweep emits
 * through that cluster's adapter, so another cluster on the same Redis (tests) never takes its users.
 */
export const onlineSetKey = (cluster = 'socket.io') => `mathquest:presence:online:${cluster}`;
const namesKey = (cluster = 'socket.io') => `mathquest:presence:names:${cluster}`;

const CAME_ONLINE = `
local added = redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
return added
`;

/** KEYS: online, names. ARGV: cutoff, max. Removes and returns id, name pairs of users not confirmed since the cutoff. */
const TAKE_EXPIRED = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
local out = {}
for _, id in ipairs(ids) do
  if redis.call('ZREM', KEYS[1], id) == 1 then
    table.insert(out, id)
    table.insert(out, redis.call('HGET', KEYS[2], id) or '')
    redis.call('HDEL', KEYS[2], id)
  end
end
return out
`;

export interface FriendPresenceRepository {
  /** True when the user was not online before (this call put them online). */
  cameOnline(userId: string, username: string, now: number): Promise<boolean>;
  /** Still online (only users already in the set). */
  seen(userIds: readonly string[], now: number): Promise<void>;
  /** The username when this call took the user offline, else null. */
  wentOffline(userId: string): Promise<string | null>;
  /** Users not confirmed since `cutoff`, taken offline by this call. */
  takeExpired(cutoff: number, max: number): Promise<Array<{ userId: string; username: string }>>;
  /** Which of these users are online (confirmed since `cutoff`), with their usernames. */
  onlineOf(userIds: readonly string[], cutoff: number): Promise<Array<{ userId: string; username: string }>>;
}

export function createFriendPresenceRepository(redis: Redis, cluster?: string): FriendPresenceRepository {
  const ONLINE = onlineSetKey(cluster);
  const NAMES = namesKey(cluster);
  return {
    async cameOnline(userId, username, now) {
      return Number(await redis.eval(CAME_ONLINE, 2, ONLINE, NAMES, now, userId, username)) === 1;
    },
    async seen(userIds, now) {
      if (userIds.length === 0) return;
      await redis.zadd(ONLINE, 'XX', ...userIds.flatMap((id) => [now, id]));
    },
    async wentOffline(userId) {
      const [[, removed] = [null, 0], [, name] = [null, null]] = ((await redis.multi().zrem(ONLINE, userId).hget(NAMES, userId).exec()) ?? []) as Array<[Error | null, unknown]>;
      if (Number(removed) !== 1) return null;
      await redis.hdel(NAMES, userId);
      return typeof name === 'string' ? name : '';
    },
    async takeExpired(cutoff, max) {
      const flat = (await redis.eval(TAKE_EXPIRED, 2, ONLINE, NAMES, cutoff, max)) as string[];
      const out: Array<{ userId: string; username: string }> = [];
      for (let i = 0; i + 1 < flat.length; i += 2) out.push({ userId: flat[i]!, username: flat[i + 1]! });
      return out;
    },
    async onlineOf(userIds, cutoff) {
      if (userIds.length === 0) return [];
      const [scores, names] = await Promise.all([redis.zmscore(ONLINE, ...userIds), redis.hmget(NAMES, ...userIds)]);
      return userIds.flatMap((id, i) => (scores[i] !== null && Number(scores[i]) >= cutoff ? [{ userId: id, username: names[i] ?? '' }] : []));
    },
  };
}
