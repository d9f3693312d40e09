/**
 * The Redis side of an account's erasure in engagement (docs/adr/0236): one sweep over the
 * service's whole key space (`engagement:*`, both modules' keys), run once the social module has
 * ended what it holds by its own rules.
 */
import { DELETED_USER_ID } from '@mathquest/contracts';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { PlayerDoc } from './wallets-repository.js';

/** The account's player document goes. */
export async function removePlayerDocument(conn: Connection, userId: string): Promise<void> {
  if (!conn.db) throw new Error('mongo connection has no database');
  await conn.db.collection<PlayerDoc>('wallets').deleteOne({ _id: userId });
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
