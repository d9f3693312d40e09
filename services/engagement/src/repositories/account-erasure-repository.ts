/**
 * The Redis side of an account's erasure in engagement (docs/adr/0236): one sweep over the
 * service's whole key space (`engagement:*`, both modules' keys), run once the social module has
 * ended what it holds by its own rules.
 */
import { DELETED_USER_ID } from '@mathquest/contracts';
import { removeMembersNaming, scanKeys } from '@mathquest/service-kit';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { PlayerDoc } from './wallets-repository.js';

/** The account's player document goes. */
export async function removePlayerDocument(conn: Connection, userId: string): Promise<void> {
  if (!conn.db) throw new Error('mongo connection has no database');
  await conn.db.collection<PlayerDoc>('wallets').deleteOne({ _id: userId });
}

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
  let changed = 0;
  for await (const key of scanKeys(redis, ['engagement:*'])) changed += await eraseFromKey(redis, key, userId);
  return changed;
}

async function eraseFromKey(redis: Redis, key: string, userId: string): Promise<number> {
  if (key.includes(userId)) return redis.del(key);
  const type = await redis.type(key);
  if (type === 'zset' || type === 'set') return removeMembersNaming(redis, type, key, userId);
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

function parseIds(raw: string): string[] | null {
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : null;
  } catch {
    return null;
  }
}
