/**
 * Liveness of realtime instances and the room seats each holds (docs/adr/0133), per cluster (the
 * Socket.IO adapter key, as rooms, docs/adr/0131):
 * - `mathquest:rt:instances:<cluster>`: a sorted set scoring each instance id by its last beat (ms);
 * - `mathquest:rooms:held:<cluster>:<instance id>`: a set of `<room code>:<user id>`, the room
 *   players whose socket that instance holds.
 * Both expire ROOM_TTL_MS after their last write, so nothing outlives a cluster that stopped
 * entirely. Finding dead instances is one ZRANGEBYSCORE, never a scan of keys.
 */
import type { Redis } from 'ioredis';
import { ROOM_TTL_MS } from './room-repository.js';

const instancesKey = (cluster: string) => `mathquest:rt:instances:${cluster}`;
const heldKey = (cluster: string, instanceId: string) => `mathquest:rooms:held:${cluster}:${instanceId}`;

/**
 * KEYS: instances, held set of the instance. ARGV: instance id, cutoff, then entries. Removes the
 * entries only while the instance is still dead (its beat at or before the cutoff, or none): an
 * instance that came back keeps what it holds. Once its set is empty the instance is forgotten.
 * Returns 1 when it was forgotten.
 */
const FORGET_HELD = `
local beat = redis.call('ZSCORE', KEYS[1], ARGV[1])
if beat and tonumber(beat) > tonumber(ARGV[2]) then return 0 end
if #ARGV > 2 then redis.call('SREM', KEYS[2], unpack(ARGV, 3)) end
if redis.call('SCARD', KEYS[2]) == 0 then
  redis.call('ZREM', KEYS[1], ARGV[1])
  return 1
end
return 0
`;

export interface InstanceRepository {
  /** Records a beat of this instance; answers its previous beat (null: it had none, or it was forgotten). */
  beat(instanceId: string, now: number): Promise<number | null>;
  /** This instance holds these seats' sockets. */
  hold(instanceId: string, entries: readonly string[]): Promise<void>;
  /** This instance no longer holds this seat's socket. */
  release(instanceId: string, entry: string): Promise<void>;
  /** Instances whose last beat is at or before `cutoff` (dead). */
  deadInstances(cutoff: number, max: number): Promise<string[]>;
  /** Instances that beat after `cutoff` (alive). */
  liveInstances(cutoff: number): Promise<string[]>;
  /** Up to `max` seats held by the instance. */
  heldBy(instanceId: string, max: number): Promise<string[]>;
  /** Whether any of these instances holds the seat. */
  heldByAny(instanceIds: readonly string[], entry: string): Promise<boolean>;
  /** Drops these seats of a dead instance (not if it beat after `cutoff`); true when nothing is left and it is forgotten. */
  forgetHeld(instanceId: string, entries: readonly string[], cutoff: number): Promise<boolean>;
}

export function createInstanceRepository(redis: Redis, cluster = 'socket.io'): InstanceRepository {
  if (!('forgetHeldSeats' in redis)) redis.defineCommand('forgetHeldSeats', { numberOfKeys: 2, lua: FORGET_HELD });
  const INSTANCES = instancesKey(cluster);
  return {
    async beat(instanceId, now) {
      const replies = await redis
        .multi()
        .zscore(INSTANCES, instanceId)
        .zadd(INSTANCES, now, instanceId)
        .pexpire(INSTANCES, ROOM_TTL_MS)
        .pexpire(heldKey(cluster, instanceId), ROOM_TTL_MS)
        .exec();
      const [err, previous] = replies?.[0] ?? [new Error('beat not written'), null];
      if (err) throw err;
      return previous === null || previous === undefined ? null : Number(previous);
    },
    async hold(instanceId, entries) {
      if (entries.length === 0) return;
      const key = heldKey(cluster, instanceId);
      await redis.multi().sadd(key, ...entries).pexpire(key, ROOM_TTL_MS).exec();
    },
    async release(instanceId, entry) {
      await redis.srem(heldKey(cluster, instanceId), entry);
    },
    async deadInstances(cutoff, max) {
      return redis.zrangebyscore(INSTANCES, '-inf', cutoff, 'LIMIT', 0, max);
    },
    async liveInstances(cutoff) {
      return redis.zrangebyscore(INSTANCES, `(${cutoff}`, '+inf');
    },
    async heldBy(instanceId, max) {
      return redis.srandmember(heldKey(cluster, instanceId), max);
    },
    async heldByAny(instanceIds, entry) {
      if (instanceIds.length === 0) return false;
      const batch = redis.pipeline();
      for (const id of instanceIds) batch.sismember(heldKey(cluster, id), entry);
      const replies = (await batch.exec()) ?? [];
      for (const [err] of replies) if (err) throw err;
      return replies.some(([, member]) => Number(member) === 1);
    },
    async forgetHeld(instanceId, entries, cutoff) {
      const forgotten = await (redis as Redis & { forgetHeldSeats: (...args: string[]) => Promise<number> }).forgetHeldSeats(
        INSTANCES,
        heldKey(cluster, instanceId),
        instanceId,
        String(cutoff),
        ...entries,
      );
      return forgotten === 1;
    },
  };
}
