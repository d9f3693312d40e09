/**
 * Challenges in storage (docs/adr/0125): ONE document per challenge in `challenges`, every change a
 * single update conditional on `{ _id, version }` (so of two concurrent accepts one wins, and a
 * settlement or an expiry happens once); `challenge_index` lists each student's challenge ids
 * (reads by `_id` only, docs/adr/0026). The schedule of what must move on by itself (expiries,
 * stuck states, unpaid ends) is a Redis sorted set of challenge ids by the time to look at them.
 */
import type { Redis } from 'ioredis';
import type { Connection, mongo } from 'mongoose';
import type { ChallengeDoc } from '../domain/challenges.js';

interface ChallengeIndexDoc {
  _id: string;
  ids: string[];
}

/** The newest challenges of a student the lists show. */
export const INDEX_KEPT = 100;
export const SCHEDULE_PREFIX = 'engagement:challenges:due';

export interface ChallengesRepository {
  get(id: string): Promise<ChallengeDoc | null>;
  many(ids: readonly string[]): Promise<ChallengeDoc[]>;
  insert(doc: ChallengeDoc): Promise<void>;
  /** Writes `next` (its version one more) if the stored version is still `current.version`. */
  replace(current: ChallengeDoc, next: ChallengeDoc): Promise<boolean>;
  index(userIds: readonly string[], challengeId: string): Promise<void>;
  idsOf(userId: string): Promise<string[]>;
}

export async function ensureChallengeIndexes(conn: Connection): Promise<void> {
  if (!conn.db) throw new Error('mongo connection has no database');
  await conn.db.collection<ChallengeDoc>('challenges').createIndex({ _id: 1, version: 1 }, { unique: true, name: 'cas_id_version' });
}

export function challengesRepository(conn: Connection): ChallengesRepository {
  if (!conn.db) throw new Error('mongo connection has no database');
  const challenges: mongo.Collection<ChallengeDoc> = conn.db.collection<ChallengeDoc>('challenges');
  const index = conn.db.collection<ChallengeIndexDoc>('challenge_index');
  return {
    get: (id) => challenges.findOne({ _id: id }),
    async many(ids) {
      if (ids.length === 0) return [];
      return challenges.find({ _id: { $in: [...ids] } }).toArray();
    },
    async insert(doc) {
      await challenges.insertOne(doc);
    },
    async replace(current, next) {
      const { _id, ...rest } = next;
      const res = await challenges.updateOne({ _id, version: current.version }, { $set: { ...rest, version: current.version + 1 } });
      return res.modifiedCount === 1;
    },
    async index(userIds, challengeId) {
      await Promise.all(userIds.map((u) => index.updateOne({ _id: u }, { $push: { ids: { $each: [challengeId], $slice: -INDEX_KEPT } } }, { upsert: true })));
    },
    async idsOf(userId) {
      return (await index.findOne({ _id: userId }))?.ids ?? [];
    },
  };
}

/** When to look at a challenge again (expiry, a stuck state, an unpaid end). */
export interface ChallengeSchedule {
  at(challengeId: string, when: Date): Promise<void>;
  done(challengeId: string): Promise<void>;
  /** Up to `limit` ids due by `now`. */
  due(now: Date, limit: number): Promise<string[]>;
}

/** `storage`: the database the challenges are in (the schedule indexes that storage's challenges only). */
export function redisChallengeSchedule(redis: Redis, storage: string): ChallengeSchedule {
  const SCHEDULE_KEY = `${SCHEDULE_PREFIX}:${storage}`;
  return {
    async at(challengeId, when) {
      await redis.zadd(SCHEDULE_KEY, when.getTime(), challengeId);
    },
    async done(challengeId) {
      await redis.zrem(SCHEDULE_KEY, challengeId);
    },
    async due(now, limit) {
      return redis.zrangebyscore(SCHEDULE_KEY, '-inf', now.getTime(), 'LIMIT', 0, limit);
    },
  };
}

/** Up to `width` students on each side of the student by total XP (the rank set, docs/adr/0060); the lowest ranks for a student without XP. */
export function redisXpNeighbours(redis: Redis, rankKey: string, width = 25): (userId: string) => Promise<string[]> {
  return async (userId) => {
    const rank = await redis.zrevrank(rankKey, userId);
    if (rank === null) return redis.zrange(rankKey, 0, 2 * width - 1);
    return redis.zrevrange(rankKey, Math.max(0, rank - width), rank + width);
  };
}
