/**
 * Guild XP and the guild directory in Redis (docs/adr/0121, 0122). A member's XP reaches their
 * guild from the game's progress snapshots (engagement's consumer of game.progress.updated, never
 * the answer's request): one script call per snapshot compares the student's total XP with the
 * last snapshot it saw (by version, so a redelivery credits nothing) and adds the difference to
 * the guild's total, its weekly score and the member's weekly and all-time contribution. The
 * directory (name, icon, description, members of every guild) is what browse and search read.
 */
import type { connectRedis } from '@mathquest/service-kit';

type Redis = ReturnType<typeof connectRedis>;

const DIRECTORY = 'engagement:guilds:directory';
const TOTALS = 'engagement:guilds:total';
const weeklyKey = (week: string) => `engagement:guilds:weekly:${week}`;
const memberWeeklyKey = (guildId: string, week: string) => `engagement:guild:${guildId}:weekly:${week}`;
const contributionKey = (guildId: string) => `engagement:guild:${guildId}:contrib`;
const seenKey = (userId: string) => `engagement:guild-xp-seen:${userId}`;
/** The guild a student is in (a string), mirrored from the membership document for the XP credit; absent when none. */
const guildOfKey = (userId: string) => `engagement:guild-of:${userId}`;
/** Weekly sets outlive their week by a week, then expire. */
const WEEK_TTL_S = 14 * 86_400;

/** The ISO week of a day (UTC), e.g. 2026-W48: weeks start on Monday. */
export function isoWeek(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * KEYS: seen hash, guild-of key, totals, weekly. ARGV: version, totalXp, userId, week, ttl.
 * Returns the XP credited (0 when the snapshot is not newer, or the student is in no guild).
 */
const CREDIT = `
local v = redis.call('HGET', KEYS[1], 'version')
if v and tonumber(v) >= tonumber(ARGV[1]) then return 0 end
local before = redis.call('HGET', KEYS[1], 'totalXp')
redis.call('HSET', KEYS[1], 'version', ARGV[1], 'totalXp', ARGV[2])
local g = redis.call('GET', KEYS[2])
if not g or not before then return 0 end
local d = tonumber(ARGV[2]) - tonumber(before)
if d <= 0 then return 0 end
redis.call('ZINCRBY', KEYS[3], d, g)
redis.call('ZINCRBY', KEYS[4], d, g)
redis.call('EXPIRE', KEYS[4], ARGV[5])
local mw = 'engagement:guild:' .. g .. ':weekly:' .. ARGV[4]
redis.call('ZINCRBY', mw, d, ARGV[3])
redis.call('EXPIRE', mw, ARGV[5])
redis.call('ZINCRBY', 'engagement:guild:' .. g .. ':contrib', d, ARGV[3])
return d
`;

export interface GuildListing {
  id: string;
  name: string;
  icon: string;
  description: string;
  memberCount: number;
}

export interface GuildXpStore {
  /** Applies one progress snapshot of a student; returns the XP their guild got. */
  credit(userId: string, snapshot: { version: number; totalXp: number }, at: Date): Promise<number>;
  /** A student who joins starts from their current total (only XP earned from now on counts; 0 before any snapshot). */
  baseline(userId: string, snapshot: { version: number; totalXp: number } | null): Promise<void>;
  setMember(userId: string, guildId: string): Promise<void>;
  /** The student left `guildId` (or was removed): the mirror goes. */
  membershipEnded(userId: string, guildId: string): Promise<void>;
  /** Lists the guild in the directory; `leaderId` is published by the wrapper in ../events/engagement-facts.ts, not stored here. */
  list(guildId: string, listing: GuildListing, leaderId: string | null): Promise<void>;
  unlist(guildId: string, at: Date): Promise<void>;
  /** Forgets a member's contributions (they left). */
  forgetMember(guildId: string, userId: string): Promise<void>;
  directory(): Promise<GuildListing[]>;
  /** Weekly and total XP of these guilds this week. */
  scores(guildIds: readonly string[], at: Date): Promise<Array<{ weeklyXp: number; totalXp: number }>>;
  /** 1 + the guilds with more weekly XP. */
  rank(weeklyXp: number, at: Date): Promise<number>;
  memberScores(guildId: string, userIds: readonly string[], at: Date): Promise<Array<{ weeklyXp: number; total: number }>>;
}

const num = (v: string | null | undefined) => (v ? Math.round(Number(v)) : 0);

export function redisGuildXpStore(redis: Redis): GuildXpStore {
  return {
    async credit(userId, s, at) {
      return Number(await redis.eval(CREDIT, 4, seenKey(userId), guildOfKey(userId), TOTALS, weeklyKey(isoWeek(at)), s.version, s.totalXp, userId, isoWeek(at), WEEK_TTL_S));
    },
    async baseline(userId, s) {
      // Only when no snapshot was seen yet (HSETNX on the version); a student without any starts at 0.
      const from = s ?? { version: 0, totalXp: 0 };
      if (await redis.hsetnx(seenKey(userId), 'version', String(from.version))) await redis.hset(seenKey(userId), 'totalXp', String(from.totalXp));
    },
    async setMember(userId, guildId) {
      await redis.set(guildOfKey(userId), guildId);
    },
    async membershipEnded(userId) {
      await redis.del(guildOfKey(userId));
    },
    async list(guildId, listing) {
      await redis.multi().hset(DIRECTORY, guildId, JSON.stringify(listing)).zadd(TOTALS, 'NX', 0, guildId).exec();
    },
    async unlist(guildId, at) {
      await redis.multi().hdel(DIRECTORY, guildId).zrem(TOTALS, guildId).zrem(weeklyKey(isoWeek(at)), guildId).del(contributionKey(guildId)).exec();
    },
    async forgetMember(guildId, userId) {
      await redis.zrem(contributionKey(guildId), userId);
    },
    async directory() {
      return Object.values(await redis.hgetall(DIRECTORY)).map((v) => JSON.parse(v) as GuildListing);
    },
    async scores(guildIds, at) {
      if (guildIds.length === 0) return [];
      const [weekly, totals] = await Promise.all([redis.zmscore(weeklyKey(isoWeek(at)), ...guildIds), redis.zmscore(TOTALS, ...guildIds)]);
      return guildIds.map((_, i) => ({ weeklyXp: num(weekly[i]), totalXp: num(totals[i]) }));
    },
    async rank(weeklyXp, at) {
      return 1 + (await redis.zcount(weeklyKey(isoWeek(at)), `(${weeklyXp}`, '+inf'));
    },
    async memberScores(guildId, userIds, at) {
      if (userIds.length === 0) return [];
      const [weekly, totals] = await Promise.all([redis.zmscore(memberWeeklyKey(guildId, isoWeek(at)), ...userIds), redis.zmscore(contributionKey(guildId), ...userIds)]);
      return userIds.map((_, i) => ({ weeklyXp: num(weekly[i]), total: num(totals[i]) }));
    },
  };
}

/**
 * When guild events end (docs/adr/0128): a Redis sorted set per storage of `<guildId> <eventId>` by
 * the event's end, added when the event is created and removed once its rewards are paid. Every
 * engagement instance's sweep reads the due ones; each step after is idempotent.
 */
export interface GuildEventSchedule {
  at(guildId: string, eventId: string, when: Date): Promise<void>;
  done(guildId: string, eventId: string): Promise<void>;
  /** Up to `limit` events ended by `now`. */
  due(now: Date, limit: number): Promise<Array<{ guildId: string; eventId: string }>>;
}

export function redisGuildEventSchedule(redis: Redis, storage: string): GuildEventSchedule {
  const key = `engagement:guild-events:due:${storage}`;
  const member = (guildId: string, eventId: string) => `${guildId} ${eventId}`;
  return {
    async at(guildId, eventId, when) {
      await redis.zadd(key, when.getTime(), member(guildId, eventId));
    },
    async done(guildId, eventId) {
      await redis.zrem(key, member(guildId, eventId));
    },
    async due(now, limit) {
      const ids = await redis.zrangebyscore(key, '-inf', now.getTime(), 'LIMIT', 0, limit);
      return ids.flatMap((m) => {
        const [guildId, eventId] = m.split(' ');
        return guildId && eventId ? [{ guildId, eventId }] : [];
      });
    },
  };
}
