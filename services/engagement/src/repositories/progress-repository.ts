/**
 * The progress projection and the global rank, in Redis (docs/adr/0060): the newest
 * game.progress.updated snapshot of each student (a hash, applied only when its version is newer)
 * and a sorted set of total XP, one script call per snapshot. No storage operation: an answer's
 * progress costs the storage server nothing in engagement.
 */
import { LEADERBOARD_TYPES, type LeaderboardType, type Notification } from '@mathquest/contracts';
import type { connectRedis } from '@mathquest/service-kit';
import { boardValues, NOT_FROM_SNAPSHOT, type RankedFigures } from '../domain/leaderboards.js';

type Redis = ReturnType<typeof connectRedis>;

export const RANK_KEY = 'engagement:rank:total-xp';
/**
 * The global sorted set of each leaderboard metric (docs/adr/0100). Total XP is the rank set
 * above: one set, the dashboard's Global Rank and the Total XP board read the same.
 */
export const boardKey = (type: LeaderboardType) => (type === 'TOTAL_XP' ? RANK_KEY : `engagement:lb:${type}`);
/** A board as it stood when the UTC day's first change reached it (the previous day's standings). */
export const boardDayKey = (type: LeaderboardType, day: string) => `${boardKey(type)}:day:${day}`;
/** The day snapshots are kept this long (today's and yesterday's are read). */
export const BOARD_DAY_TTL_S = 3 * 86_400;
const progressKey = (userId: string) => `engagement:progress:${userId}`;

export interface ProgressProjection {
  level: number;
  totalXp: number;
  xpToNextLevel: number;
  currentStreak: number;
  lastActiveDay: string | null;
  version: number;
  /** The figures the leaderboards rank (absent: only the dashboard's projection and the Total XP rank move). */
  figures?: RankedFigures;
  /** The UTC day of the change: the boards' day snapshots are taken before the day's first change. */
  day?: string;
}

/** What one snapshot did: applied (newer), and the boards whose value for the student changed. */
export interface ProgressApplied {
  applied: boolean;
  changed: LeaderboardType[];
}

/**
 * KEYS: progress hash, the six board sets (LEADERBOARD_TYPES order, Total XP = the rank set), their
 * six day snapshots. ARGV: version, userId, snapshot TTL (s), the six values ('' = not ranked,
 * '-' = leave as is), then field/value pairs. Applies only a newer version: -1 when older, else a
 * bit mask of the boards whose value changed. Before a board's first change of the day its
 * standings are copied to the day snapshot (the previous day's ranks).
 */
const APPLY_IF_NEWER = `
local stored = tonumber(redis.call('HGET', KEYS[1], 'version') or '-1')
if stored >= tonumber(ARGV[1]) then return -1 end
redis.call('HSET', KEYS[1], 'version', ARGV[1], unpack(ARGV, 10))
local changed = 0
for i = 1, 6 do
  local v = ARGV[3 + i]
  if v ~= '-' then
    local live, snap = KEYS[1 + i], KEYS[7 + i]
    local old = redis.call('ZSCORE', live, ARGV[2])
    local differs = (v == '' and old) or (v ~= '' and (not old or tonumber(old) ~= tonumber(v)))
    if differs then
      if redis.call('EXISTS', snap) == 0 and redis.call('EXISTS', live) == 1 then
        redis.call('COPY', live, snap)
        redis.call('EXPIRE', snap, tonumber(ARGV[3]))
      end
      if v == '' then redis.call('ZREM', live, ARGV[2]) else redis.call('ZADD', live, v, ARGV[2]) end
      changed = changed + 2 ^ (i - 1)
    end
  end
end
return changed
`;

/**
 * KEYS: the Speed Runner set, its day snapshot. ARGV: userId, value, snapshot TTL (s). Keeps the
 * higher of the stored and the new value (the best run); 1 when it changed, else 0. The day
 * snapshot is taken before the day's first change, as in APPLY_IF_NEWER.
 */
const KEEP_BEST = `
local old = redis.call('ZSCORE', KEYS[1], ARGV[1])
if old and tonumber(old) >= tonumber(ARGV[2]) then return 0 end
if redis.call('EXISTS', KEYS[2]) == 0 and redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('COPY', KEYS[1], KEYS[2])
  redis.call('EXPIRE', KEYS[2], tonumber(ARGV[3]))
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
return 1
`;

export interface ProgressStore {
  apply(userId: string, p: ProgressProjection): Promise<ProgressApplied>;
  /** A finished speed run's Speed Runner value (docs/adr/0135), kept when it beats the stored one; true when the board moved. */
  recordSpeedRun(userId: string, value: number, day: string): Promise<boolean>;
  get(userId: string): Promise<ProgressProjection | null>;
  /** 1-based rank by total XP among students with XP; null before the first XP. */
  rank(userId: string): Promise<number | null>;
}

export function redisProgressStore(redis: Redis): ProgressStore {
  return {
    async apply(userId, p) {
      const fields = ['level', p.level, 'totalXp', p.totalXp, 'xpToNextLevel', p.xpToNextLevel, 'currentStreak', p.currentStreak, 'lastActiveDay', p.lastActiveDay ?? ''];
      // Without figures only Total XP moves (a student with XP is ranked); the other boards are left as they are.
      const values = p.figures ? boardValues(p.figures).map((v) => (v === null ? '' : v === NOT_FROM_SNAPSHOT ? '-' : String(v))) : LEADERBOARD_TYPES.map((t) => (t === 'TOTAL_XP' && p.totalXp > 0 ? String(p.totalXp) : '-'));
      const day = p.day ?? new Date().toISOString().slice(0, 10);
      const keys = [progressKey(userId), ...LEADERBOARD_TYPES.map(boardKey), ...LEADERBOARD_TYPES.map((t) => boardDayKey(t, day))];
      const mask = Number(await redis.eval(APPLY_IF_NEWER, keys.length, ...keys, p.version, userId, BOARD_DAY_TTL_S, ...values, ...fields.map(String)));
      if (mask < 0) return { applied: false, changed: [] };
      return { applied: true, changed: LEADERBOARD_TYPES.filter((_, i) => (mask & (1 << i)) !== 0) };
    },
    async recordSpeedRun(userId, value, day) {
      const changed = await redis.eval(KEEP_BEST, 2, boardKey('SPEED_RUNNER'), boardDayKey('SPEED_RUNNER', day), userId, value, BOARD_DAY_TTL_S);
      return Number(changed) === 1;
    },
    async get(userId) {
      const h = await redis.hgetall(progressKey(userId));
      if (!h.version) return null;
      return {
        level: Number(h.level),
        totalXp: Number(h.totalXp),
        xpToNextLevel: Number(h.xpToNextLevel),
        currentStreak: Number(h.currentStreak),
        lastActiveDay: h.lastActiveDay ? h.lastActiveDay : null,
        version: Number(h.version),
      };
    },
    async rank(userId) {
      const r = await redis.zrevrank(RANK_KEY, userId);
      return r === null ? null : r + 1;
    },
  };
}

/**
 * Notifications that arrive on their own event (today: LEVEL_UP from game.level.up) are parked
 * here, keyed by their derived id (HSETNX: a redelivery adds nothing), and folded into the player
 * document by its next write; reads show both (docs/adr/0060). So a level-up costs no storage
 * operation of its own.
 */
export interface PendingNotifications {
  add(userId: string, n: Notification): Promise<void>;
  list(userId: string): Promise<Notification[]>;
  remove(userId: string, ids: readonly string[]): Promise<void>;
}

const pendingKey = (userId: string) => `engagement:pending-notifications:${userId}`;
/** Parked notifications not folded in by then (a student who never comes back) are dropped. */
const PENDING_TTL_S = 30 * 86_400;

export function redisPendingNotifications(redis: Redis): PendingNotifications {
  return {
    async add(userId, n) {
      await redis.multi().hsetnx(pendingKey(userId), n.id, JSON.stringify(n)).expire(pendingKey(userId), PENDING_TTL_S).exec();
    },
    async list(userId) {
      const all = await redis.hvals(pendingKey(userId));
      return all.map((v) => JSON.parse(v) as Notification).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    async remove(userId, ids) {
      if (ids.length) await redis.hdel(pendingKey(userId), ...ids);
    },
  };
}
