/**
 * The key-space sweep an account's erasure runs in each service that keeps Redis keys
 * (docs/adr/0236). Each service passes its own key patterns and keeps its own rules for values
 * (what a hash field naming the account becomes); what is the same everywhere lives here: walking
 * the key space with SCAN (never KEYS, which blocks the server) and taking the account out of the
 * sets and sorted sets, including members that hold its id inside them.
 */
import type { Redis } from 'ioredis';

/** How many keys or members one SCAN step asks for. */
const SCAN_COUNT = 500;

/** Every key matching the patterns, walked with SCAN; a key matching two patterns comes twice. */
export async function* scanKeys(redis: Redis, patterns: readonly string[]): AsyncGenerator<string> {
  for (const pattern of patterns) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_COUNT);
      cursor = next;
      yield* keys;
    } while (cursor !== '0');
  }
}

/** Members of a set or sorted set that hold the id inside them (a board member `FRIENDS|<id>|`, a room's held seat). */
export async function membersNaming(redis: Redis, type: 'zset' | 'set', key: string, id: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, page] = type === 'zset' ? await redis.zscan(key, cursor, 'MATCH', `*${id}*`, 'COUNT', SCAN_COUNT) : await redis.sscan(key, cursor, 'MATCH', `*${id}*`, 'COUNT', SCAN_COUNT);
    cursor = next;
    // ZSCAN answers member, score, member, score...
    found.push(...(type === 'zset' ? page.filter((_, i) => i % 2 === 0) : page));
  } while (cursor !== '0');
  return found;
}

/** Takes the id, and every member holding it, out of a set or sorted set; returns how many members went. */
export async function removeMembersNaming(redis: Redis, type: 'zset' | 'set', key: string, id: string): Promise<number> {
  const members = [id, ...(await membersNaming(redis, type, key, id)).filter((m) => m !== id)];
  return type === 'zset' ? redis.zrem(key, ...members) : redis.srem(key, ...members);
}
