/**
 * Realtime's own copy of the engagement facts its sockets check (docs/adr/0195): who is in which
 * guild and who leads it, each student's friends and leaderboard groups, and each challenge's
 * sides and state. Fed by engagement's events (../events/consumers/engagement-facts.ts), never by
 * reading engagement's keys. Each record is a hash stamped with the order of the fact it holds
 * (the event's `occurredAt` in ms, or the challenge's version): a fact older than the stored one
 * changes nothing, so redeliveries, out-of-order arrivals and the backfill's replays are harmless.
 * A left guild or a dissolved guild's leader is kept as an empty value, so an older fact cannot
 * bring it back. An erased account's records are not written again by a fact that arrives after its
 * erasure (docs/adr/0236): the erasure leaves a marker named by a digest of the id, never the id.
 */
import type { Redis } from 'ioredis';
import { erasedDigest } from '../domain/erased-digest.js';

/** How long an erased account's marker stops late facts about it (the facts' redelivery and backfill window). */
export const ERASED_MARKER_TTL_S = 30 * 24 * 3600;
/** The marker an account's erasure leaves: a digest of the id, so no key or value holds the id itself. */
export const erasedMarkerKey = (userId: string) => `realtime:erased:${erasedDigest(userId)}`;

const guildOfKey = (userId: string) => `realtime:guild-of:${userId}`;
const guildLeaderKey = (guildId: string) => `realtime:guild-leader:${guildId}`;
const friendsKey = (userId: string) => `realtime:friends:${userId}`;
const groupsKey = (userId: string) => `realtime:groups:${userId}`;
const challengeKey = (challengeId: string) => `realtime:challenge:${challengeId}`;

/**
 * KEYS record hash (and, for a record about one account, its erased marker: nothing is written
 * when it exists); ARGV order, expire-at (ms, 0: never), then field/value pairs. Replaces the
 * record when `order` is not older than the stored one. Returns 1 when applied, 0 when older.
 */
const APPLY = `
if KEYS[2] and redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
local stored = redis.call('HGET', KEYS[1], 'order')
if stored and tonumber(stored) > tonumber(ARGV[1]) then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'order', ARGV[1], unpack(ARGV, 3))
if tonumber(ARGV[2]) > 0 then redis.call('PEXPIREAT', KEYS[1], ARGV[2]) end
return 1
`;

/** A challenge's sides and state, as engagement last published them. */
export interface ChallengeFact {
  challengeId: string;
  version: number;
  status: string;
  challengerId: string;
  challengerName: string;
  opponentId: string;
  opponentName: string;
  /** When the record may go (ms). */
  keepUntil: number;
}

export interface GroupsFact {
  grade: string;
  classroomId: string;
  schoolKey: string;
}

export function createEngagementFactsRepository(redis: Redis) {
  const apply = async (key: string, order: number, expireAt: number, fields: Record<string, string>, about?: string) =>
    Number(await (about ? redis.eval(APPLY, 2, key, erasedMarkerKey(about), order, expireAt, ...Object.entries(fields).flat()) : redis.eval(APPLY, 1, key, order, expireAt, ...Object.entries(fields).flat()))) === 1;
  const field = async (key: string, name: string) => {
    const v = await redis.hget(key, name);
    return v ? v : null;
  };
  return {
    /** The guild the student is in (`guildId` '' when they left); false when a newer fact is stored. */
    applyMembership: (userId: string, guildId: string, at: number) => apply(guildOfKey(userId), at, 0, { guildId }, userId),
    /** The guild's leader ('' for none, or dissolved). */
    applyLeader: (guildId: string, leaderId: string, at: number) => apply(guildLeaderKey(guildId), at, 0, { leaderId }),
    applyFriends: (userId: string, friendIds: readonly string[], at: number) => apply(friendsKey(userId), at, 0, { ids: JSON.stringify(friendIds) }, userId),
    applyGroups: (userId: string, g: GroupsFact, at: number) => apply(groupsKey(userId), at, 0, { grade: g.grade, classroomId: g.classroomId, schoolKey: g.schoolKey }, userId),
    applyChallenge: (c: ChallengeFact) =>
      apply(challengeKey(c.challengeId), c.version, c.keepUntil, {
        status: c.status,
        challengerId: c.challengerId,
        challengerName: c.challengerName,
        opponentId: c.opponentId,
        opponentName: c.opponentName,
      }),
    /** The guild the student is in, or null. */
    guildOf: (userId: string) => field(guildOfKey(userId), 'guildId'),
    /** The guild's leader, or null. */
    leaderOf: (guildId: string) => field(guildLeaderKey(guildId), 'leaderId'),
    async friendsOf(userId: string): Promise<string[]> {
      const raw = await redis.hget(friendsKey(userId), 'ids');
      if (!raw) return [];
      const ids: unknown = JSON.parse(raw);
      return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
    },
    /** The student's groups hash (`grade`, `classroomId`, `schoolKey`; empty when unknown). */
    groupsOf: (userId: string) => redis.hgetall(groupsKey(userId)),
    /** The challenge's record hash (empty when unknown). */
    challenge: (challengeId: string) => redis.hgetall(challengeKey(challengeId)),
  };
}

export type EngagementFactsRepository = ReturnType<typeof createEngagementFactsRepository>;
