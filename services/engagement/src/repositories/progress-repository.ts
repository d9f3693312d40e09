/**
 * The progress projection and the global rank, in Redis (docs/adr/0060): the newest
 * game.progress.updated snapshot of each student (a hash, applied only when its version is newer)
 * and a sorted set of total XP, one script call per snapshot. No storage operation: an answer's
 * progress costs the storage server nothing in engagement.
 */
import type { Notification } from '@mathquest/contracts';
import type { connectRedis } from '@mathquest/service-kit';

type Redis = ReturnType<typeof connectRedis>;

export const RANK_KEY = 'engagement:rank:total-xp';
const progressKey = (userId: string) => `engagement:progress:${userId}`;

export interface ProgressProjection {
  level: number;
  totalXp: number;
  xpToNextLevel: number;
  currentStreak: number;
  lastActiveDay: string | null;
  version: number;
}

/** KEYS: progress hash, rank set. ARGV: version, userId, then field/value pairs. Applies only a newer version. */
const APPLY_IF_NEWER = `
local stored = tonumber(redis.call('HGET', KEYS[1], 'version') or '-1')
if stored >= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'version', ARGV[1], unpack(ARGV, 3))
local xp = 0
for i = 3, #ARGV, 2 do if ARGV[i] == 'totalXp' then xp = tonumber(ARGV[i + 1]) end end
if xp > 0 then redis.call('ZADD', KEYS[2], xp, ARGV[2]) end
return 1
`;

export interface ProgressStore {
  apply(userId: string, p: ProgressProjection): Promise<boolean>;
  get(userId: string): Promise<ProgressProjection | null>;
  /** 1-based rank by total XP among students with XP; null before the first XP. */
  rank(userId: string): Promise<number | null>;
}

export function redisProgressStore(redis: Redis): ProgressStore {
  return {
    async apply(userId, p) {
      const fields = ['level', p.level, 'totalXp', p.totalXp, 'xpToNextLevel', p.xpToNextLevel, 'currentStreak', p.currentStreak, 'lastActiveDay', p.lastActiveDay ?? ''];
      const applied = await redis.eval(APPLY_IF_NEWER, 2, progressKey(userId), RANK_KEY, p.version, userId, ...fields.map(String));
      return applied === 1;
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

/** Without Redis (a test stack that gives none): nothing is projected, the dashboard shows a new student's figures. */
export const noProgressStore: ProgressStore = { apply: async () => false, get: async () => null, rank: async () => null };

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
