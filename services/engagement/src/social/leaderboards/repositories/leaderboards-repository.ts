/**
 * Reading the leaderboards' sorted sets (docs/adr/0100) and the one-second window of each board's
 * live update (docs/adr/0103). A School, Class, Grade or Friends board is the global set of its
 * metric intersected with the group's members, computed in one script call per read.
 */
import { leaderboardRoom, type LeaderboardScope, type LeaderboardType } from '@mathquest/contracts';
import type { connectRedis } from '@mathquest/service-kit';
import { boardDayKey, boardKey } from '../../../ports/progress.js';
import { friendIdsKey, groupMembersKey } from '../../directory/repositories/social-directory-repository.js';

/**
 * The boards watched now (docs/adr/0105): leaderboard rooms scored by when their watch lapses (ms),
 * engagement's copy of what the realtime service announces (push.boards.watched, docs/adr/0195).
 * Updates are built only for the boards in it.
 */
export const WATCHED_BOARDS_KEY = 'engagement:leaderboards:watched';

/** Engagement's copy of the watched boards. */
export interface WatchedBoards {
  /** These rooms are watched until `until` (ms); a later watch already stored is kept. */
  watch(rooms: readonly string[], until: number): Promise<void>;
  /** Drops the watches lapsed by `now`. */
  dropLapsed(now: number): Promise<void>;
}

export function redisWatchedBoards(redis: Redis): WatchedBoards {
  return {
    async watch(rooms, until) {
      if (rooms.length === 0) return;
      await redis.zadd(WATCHED_BOARDS_KEY, 'GT', ...rooms.flatMap((room) => [until, room]));
    },
    async dropLapsed(now) {
      await redis.zremrangebyscore(WATCHED_BOARDS_KEY, '-inf', now);
    },
  };
}

type Redis = ReturnType<typeof connectRedis>;

/** One place as stored: the id, the stored value, the place now and the day snapshot's place (null when not ranked then). */
export interface StoredPlace {
  studentId: string;
  value: number;
  rank: number;
  previousRank: number | null;
}

export interface StoredBoard {
  total: number;
  top: StoredPlace[];
  me: StoredPlace | null;
}

/**
 * KEYS: live set, day snapshot, members set ('' GLOBAL), friends set ('' unless FRIENDS), tmp live,
 * tmp snapshot, tmp members. ARGV: userId, limit. Returns total, then the caller (rank or -1, value,
 * previous rank or -1), then per top place id, value, rank, previous rank or -1. Equal values share
 * a place (standard competition ranking: 1, 1, 3).
 */
const READ_BOARD = `
local live, snap = KEYS[1], KEYS[2]
local useSnap = redis.call('EXISTS', snap) == 1
if KEYS[3] ~= '' or KEYS[4] ~= '' then
  local members = KEYS[3]
  if KEYS[4] ~= '' then
    redis.call('DEL', KEYS[7])
    redis.call('SADD', KEYS[7], ARGV[1])
    redis.call('SUNIONSTORE', KEYS[7], KEYS[7], KEYS[4])
    members = KEYS[7]
  end
  redis.call('ZINTERSTORE', KEYS[5], 2, live, members, 'WEIGHTS', 1, 0)
  live = KEYS[5]
  if useSnap then
    redis.call('ZINTERSTORE', KEYS[6], 2, snap, members, 'WEIGHTS', 1, 0)
    snap = KEYS[6]
  end
end
if not useSnap then snap = live end
local out = { redis.call('ZCARD', live) }
-- Standard competition ranking (1, 1, 3): a place is one more than the count of strictly higher values.
local function place(set, value)
  return redis.call('ZCOUNT', set, '(' .. value, '+inf') + 1
end
local function prev(id)
  local v = redis.call('ZSCORE', snap, id)
  if v then return place(snap, v) end
  return -1
end
local myValue = redis.call('ZSCORE', live, ARGV[1])
if myValue then
  table.insert(out, place(live, myValue))
  table.insert(out, myValue)
  table.insert(out, prev(ARGV[1]))
else
  table.insert(out, -1)
  table.insert(out, '0')
  table.insert(out, -1)
end
local top = redis.call('ZREVRANGE', live, 0, tonumber(ARGV[2]) - 1, 'WITHSCORES')
for i = 1, #top, 2 do
  table.insert(out, top[i])
  table.insert(out, top[i + 1])
  table.insert(out, place(live, top[i + 1]))
  table.insert(out, prev(top[i]))
end
redis.call('DEL', KEYS[5], KEYS[6], KEYS[7])
return out
`;

export interface BoardRef {
  type: LeaderboardType;
  scope: LeaderboardScope;
  /** `-` GLOBAL; the student id for FRIENDS; the school key, classroom id or grade. */
  group: string;
}

export const boardRefKey = (b: BoardRef) => `${b.type}|${b.scope}|${b.group}`;
export function parseBoardRef(key: string): BoardRef | null {
  const [type, scope, ...rest] = key.split('|');
  if (!type || !scope || rest.length === 0) return null;
  return { type: type as LeaderboardType, scope: scope as LeaderboardScope, group: rest.join('|') };
}

const THROTTLE_PENDING = 'engagement:lb:pending';

/**
 * KEYS: pending set, watched-boards set. ARGV: now, window ms, then pairs of board key and board
 * room. A board nobody watches now (its room's watch lapsed or never began, docs/adr/0105) is
 * dropped. Per watched board: when no window is open, one opens now (SET NX PX) and the board is
 * returned (publish now); else it waits in the pending set for the window's end (its earliest due
 * time kept). Atomic, so across instances one publishes.
 */
const OFFER = `
local due = {}
local now = tonumber(ARGV[1])
for i = 3, #ARGV, 2 do
  local k = ARGV[i]
  local watchedUntil = redis.call('ZSCORE', KEYS[2], ARGV[i + 1])
  if not watchedUntil or tonumber(watchedUntil) <= now then
    -- nobody looks at this board: no update to build
  elseif redis.call('SET', 'engagement:lb:window:' .. k, ARGV[1], 'NX', 'PX', tonumber(ARGV[2])) then
    table.insert(due, k)
  else
    local ttl = redis.call('PTTL', 'engagement:lb:window:' .. k)
    if ttl < 0 then ttl = 0 end
    redis.call('ZADD', KEYS[1], 'NX', tonumber(ARGV[1]) + ttl, k)
  end
end
return due
`;

/** KEYS: pending set. ARGV: now, window ms, max. Claims pending boards whose window ended (opening the next). */
const CLAIM_DUE = `
local ready = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
local claimed = {}
for _, k in ipairs(ready) do
  redis.call('ZREM', KEYS[1], k)
  if redis.call('SET', 'engagement:lb:window:' .. k, ARGV[1], 'NX', 'PX', tonumber(ARGV[2])) then
    table.insert(claimed, k)
  else
    local ttl = redis.call('PTTL', 'engagement:lb:window:' .. k)
    if ttl < 0 then ttl = 0 end
    redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + ttl, k)
  end
end
return claimed
`;

export interface LeaderboardStore {
  read(board: BoardRef, userId: string, day: string, limit: number): Promise<StoredBoard>;
  /** The boards of these that may be published now (watched, and their window opened); the other watched ones wait for `claimDue`. */
  offer(boards: readonly BoardRef[], now: number, windowMs: number): Promise<BoardRef[]>;
  /** Boards whose waiting change may now be published (each claimed by one caller). */
  claimDue(now: number, windowMs: number, max: number): Promise<BoardRef[]>;
}

export function redisLeaderboardStore(redis: Redis): LeaderboardStore {
  let tmp = 0;
  return {
    async read(board, userId, day, limit) {
      const members = board.scope === 'SCHOOL' || board.scope === 'CLASS' || board.scope === 'GRADE' ? groupMembersKey(board.scope, board.group) : '';
      const friends = board.scope === 'FRIENDS' ? friendIdsKey(board.group) : '';
      const t = `engagement:lb:tmp:${process.pid}:${Date.now()}:${tmp++}`;
      const keys = [boardKey(board.type), boardDayKey(board.type, day), members, friends, `${t}:live`, `${t}:snap`, `${t}:members`];
      const raw = (await redis.eval(READ_BOARD, keys.length, ...keys, userId, limit)) as Array<string | number>;
      const num = (v: string | number | undefined) => Number(v);
      const place = (id: string, rank: number, value: number, prev: number): StoredPlace => ({ studentId: id, rank, value, previousRank: prev > 0 ? prev : null });
      const total = num(raw[0]);
      const myRank = num(raw[1]);
      const me = myRank > 0 ? place(userId, myRank, num(raw[2]), num(raw[3])) : null;
      const top: StoredPlace[] = [];
      for (let i = 4; i + 3 < raw.length; i += 4) top.push(place(String(raw[i]), num(raw[i + 2]), num(raw[i + 1]), num(raw[i + 3])));
      return { total, top, me };
    },
    async offer(boards, now, windowMs) {
      if (boards.length === 0) return [];
      const args = boards.flatMap((b) => [boardRefKey(b), leaderboardRoom(b.type, b.scope, b.group)]);
      const due = (await redis.eval(OFFER, 2, THROTTLE_PENDING, WATCHED_BOARDS_KEY, now, windowMs, ...args)) as string[];
      return due.map(parseBoardRef).filter((b): b is BoardRef => b !== null);
    },
    async claimDue(now, windowMs, max) {
      const due = (await redis.eval(CLAIM_DUE, 1, THROTTLE_PENDING, now, windowMs, max)) as string[];
      return due.map(parseBoardRef).filter((b): b is BoardRef => b !== null);
    },
  };
}
