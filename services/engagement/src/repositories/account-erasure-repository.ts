/**
 * The storage side of an account's erasure (docs/adr/0236): what engagement still holds of the
 * account once its challenges, friendships and guild were ended by their own rules. The finds here
 * filter on fields other than `_id` (a collection scan on the local MongoDB-compatible server,
 * docs/adr/0026): an erasure is rare, and it must reach every record, not only the ones an index
 * document still lists.
 */
import { DELETED_USER_ID, DELETED_USER_NAME } from '@mathquest/contracts';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { ChallengeDoc } from '../domain/challenges.js';
import type { GuildDoc } from '../domain/guilds.js';
import type { PlayerDoc } from './wallets-repository.js';

export interface AccountErasureStore {
  /** Ids of every challenge the account is a side of. */
  challengeIdsOf(userId: string): Promise<string[]>;
  /** Every guild whose activity, events or members still name the account. */
  guildsNaming(userId: string, username: string | null): Promise<GuildDoc[]>;
  /** The account's player document, friend index, challenge index and guild membership go. */
  removeOwnDocuments(userId: string): Promise<void>;
}

export function accountErasureStore(conn: Connection): AccountErasureStore {
  if (!conn.db) throw new Error('mongo connection has no database');
  const db = conn.db;
  return {
    async challengeIdsOf(userId) {
      const docs = await db
        .collection<ChallengeDoc>('challenges')
        .find({ $or: [{ 'challenger.userId': userId }, { 'opponent.userId': userId }] }, { projection: { _id: 1 } })
        .toArray();
      return docs.map((d) => d._id);
    },
    async guildsNaming(userId, username) {
      const or: object[] = [{ 'members.userId': userId }, { 'events.participants': userId }, { 'events.createdBy': userId }, { [`events.baselines.${userId}`]: { $exists: true } }];
      if (username) or.push({ 'activity.username': username });
      return db.collection<GuildDoc>('guilds').find({ $or: or }).toArray();
    },
    async removeOwnDocuments(userId) {
      await Promise.all([
        db.collection<PlayerDoc>('wallets').deleteOne({ _id: userId }),
        db.collection<{ _id: string }>('friend_index').deleteOne({ _id: userId }),
        db.collection<{ _id: string }>('challenge_index').deleteOne({ _id: userId }),
        db.collection<{ _id: string }>('guild_memberships').deleteOne({ _id: userId }),
      ]);
    },
  };
}

/** The challenge with the account's side shown as the deleted user (the other side's history keeps the match). */
export function anonymisedChallenge(c: ChallengeDoc, userId: string): ChallengeDoc {
  const side = (s: ChallengeDoc['challenger']) => (s.userId === userId ? { ...s, userId: DELETED_USER_ID, name: DELETED_USER_NAME } : s);
  return { ...c, challenger: side(c.challenger), opponent: side(c.opponent), winnerId: c.winnerId === userId ? DELETED_USER_ID : c.winnerId };
}

/** The guild without the account: off the members, its lines and events showing the deleted user; the same object when nothing names it. */
export function anonymisedGuild(doc: GuildDoc, userId: string, username: string | null): GuildDoc {
  const named = (text: string) => (username ? text.split(username).join(DELETED_USER_NAME) : text);
  const activity = doc.activity.map((a) =>
    username && (a.username === username || a.text.includes(username)) ? { ...a, username: a.username === username ? DELETED_USER_NAME : a.username, text: named(a.text) } : a,
  );
  const events = doc.events.map((e) => {
    const baselines = e.baselines && userId in e.baselines ? Object.fromEntries(Object.entries(e.baselines).filter(([id]) => id !== userId)) : e.baselines;
    return { ...e, participants: e.participants.filter((p) => p !== userId), createdBy: e.createdBy === userId ? DELETED_USER_ID : e.createdBy, ...(baselines ? { baselines } : {}) };
  });
  const members = doc.members.filter((m) => m.userId !== userId);
  const changed = members.length !== doc.members.length || JSON.stringify(activity) !== JSON.stringify(doc.activity) || JSON.stringify(events) !== JSON.stringify(doc.events);
  return changed ? { ...doc, members, activity, events, version: doc.version + 1 } : doc;
}

/** How many keys one SCAN step asks for. */
const SCAN_COUNT = 500;

/**
 * Removes the account from every key of engagement's key space (`engagement:*`): keys named after
 * it go, and it leaves every sorted set (the boards, their day snapshots, the rank set, the guilds'
 * weekly boards), set (the board groups), hash field (looks, guild contributions) and
 * string (username → id) it is in; a classroom hash's member list loses it, and any other value
 * naming it shows the deleted user's id instead. Sweeping the key space
 * rather than listing key kinds keeps a key kind added later from being missed. Returns how many
 * keys changed.
 */
export async function eraseFromEngagementKeys(redis: Redis, userId: string): Promise<number> {
  let cursor = '0';
  let changed = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', 'engagement:*', 'COUNT', SCAN_COUNT);
    cursor = next;
    if (keys.length === 0) continue;
    const typed = await redis.pipeline(keys.map((k) => ['type', k])).exec();
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const type = String(typed?.[i]?.[1] ?? 'none');
      changed += await eraseFromKey(redis, key, type, userId);
    }
  } while (cursor !== '0');
  return changed;
}

async function eraseFromKey(redis: Redis, key: string, type: string, userId: string): Promise<number> {
  if (key.includes(userId)) return redis.del(key);
  if (type === 'zset') return redis.zrem(key, userId, ...(await membersNaming(redis, 'zset', key, userId)));
  if (type === 'set') return redis.srem(key, userId, ...(await membersNaming(redis, 'set', key, userId)));
  if (type === 'string') return (await redis.get(key)) === userId ? redis.del(key) : 0;
  if (type === 'list') return redis.lrem(key, 0, userId);
  if (type !== 'hash') return 0;
  let n = await redis.hdel(key, userId);
  const fields = await redis.hgetall(key);
  for (const [field, value] of Object.entries(fields)) {
    if (!value.includes(userId)) continue;
    n += 1;
    if (value === userId) {
      await redis.hset(key, field, '');
      continue;
    }
    const list = parseIds(value);
    await redis.hset(key, field, list ? JSON.stringify(list.filter((id) => id !== userId)) : value.split(userId).join(DELETED_USER_ID));
  }
  return n;
}

/** Members that hold the id inside them (a watched or pending FRIENDS board is `FRIENDS|<id>|`). */
async function membersNaming(redis: Redis, type: 'zset' | 'set', key: string, userId: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, page] = type === 'zset' ? await redis.zscan(key, cursor, 'MATCH', `*${userId}*`, 'COUNT', SCAN_COUNT) : await redis.sscan(key, cursor, 'MATCH', `*${userId}*`, 'COUNT', SCAN_COUNT);
    cursor = next;
    // ZSCAN answers member, score, member, score...
    found.push(...(type === 'zset' ? page.filter((_, i) => i % 2 === 0) : page));
  } while (cursor !== '0');
  return found;
}

function parseIds(raw: string): string[] | null {
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : null;
  } catch {
    return null;
  }
}
