/**
 * The Redis side of an account's erasure in realtime (docs/adr/0236), which keeps everything in
 * Redis. The guild chat lists keep each message of the account in its place, from the deleted user
 * and without its words (rewritten in one atomic script per list, so a message sent meanwhile is
 * neither lost nor rewritten). Every other key of realtime's key spaces is swept: keys named after
 * the account go; it leaves the sets and sorted sets (presence, rooms held); hash fields keyed by it
 * go; id lists in hash values lose it; a challenge record's side becomes the deleted user. Sweeping
 * rather than listing key kinds keeps a kind added later from being missed.
 */
import { DELETED_MESSAGE_TEXT, DELETED_USER_ID, DELETED_USER_NAME } from '@mathquest/contracts';
import { removeMembersNaming, scanKeys } from '@mathquest/service-kit';
import type { Redis } from 'ioredis';
import { ERASED_MARKER_TTL_S, erasedMarkerKey } from './engagement-facts-repository.js';
import { presenceKey } from './presence-repository.js';

/** Realtime's key spaces: its projections and chat settings, the guild chat lists, presence, live rooms. */
export const REALTIME_KEY_PATTERNS = ['realtime:*', 'guild:chat:*', 'mathquest:presence*', 'mathquest:room*'] as const;

/** KEYS chat list; ARGV user id, deleted id, deleted name, deleted text. Returns how many messages were rewritten. */
const ANONYMISE_CHAT = `
local items = redis.call('LRANGE', KEYS[1], 0, -1)
local n = 0
for i, raw in ipairs(items) do
  local ok, m = pcall(cjson.decode, raw)
  if ok and type(m) == 'table' and m.userId == ARGV[1] then
    m.userId = ARGV[2]
    m.username = ARGV[3]
    m.message = ARGV[4]
    redis.call('LSET', KEYS[1], i - 1, cjson.encode(m))
    n = n + 1
  end
end
return n
`;

/** Every key of realtime's key spaces, each once. */
export const realtimeKeys = (redis: Redis): AsyncGenerator<string> => scanKeys(redis, REALTIME_KEY_PATTERNS);

/** The account's chat messages still kept, newest first within each guild. */
export async function chatMessagesOf(redis: Redis, userId: string): Promise<string[]> {
  const out: string[] = [];
  for await (const key of realtimeKeys(redis)) {
    if (!key.startsWith('guild:chat:')) continue;
    for (const raw of await redis.lrange(key, 0, -1)) if (raw.includes(userId)) out.push(raw);
  }
  return out;
}

/** Removes or anonymises the account in every realtime key; returns how many keys changed. */
export async function eraseFromRealtimeKeys(redis: Redis, userId: string): Promise<number> {
  let changed = 0;
  for await (const key of realtimeKeys(redis)) {
    if (key.includes(userId)) {
      changed += await redis.del(key);
      continue;
    }
    const type = await redis.type(key);
    if (type === 'list' && key.startsWith('guild:chat:')) changed += Number(await redis.eval(ANONYMISE_CHAT, 1, key, userId, DELETED_USER_ID, DELETED_USER_NAME, DELETED_MESSAGE_TEXT)) > 0 ? 1 : 0;
    else if (type === 'list') changed += await redis.lrem(key, 0, userId);
    else if (type === 'zset' || type === 'set') changed += await removeMembersNaming(redis, type, key, userId);
    else if (type === 'string') changed += (await redis.get(key)) === userId ? await redis.del(key) : 0;
    else if (type === 'hash') changed += await eraseFromHash(redis, key, userId);
  }
  return changed;
}

async function eraseFromHash(redis: Redis, key: string, userId: string): Promise<number> {
  let n = await redis.hdel(key, userId);
  const fields = await redis.hgetall(key);
  for (const [field, value] of Object.entries(fields)) {
    if (!value.includes(userId)) continue;
    n += 1;
    if (value === userId) {
      // A side's id (`challengerId`, `leaderId`): the deleted user, and its name with it.
      await redis.hset(key, field, DELETED_USER_ID);
      const nameField = field.replace(/Id$/, 'Name');
      if (nameField !== field && nameField in fields) await redis.hset(key, nameField, DELETED_USER_NAME);
      continue;
    }
    await redis.hset(key, field, withoutId(value, userId));
  }
  return n;
}

/** A stored value without the id: an id list loses it, a report loses it from its reporters, anything else shows the deleted user. */
function withoutId(raw: string, userId: string): string {
  try {
    const v: unknown = JSON.parse(raw);
    if (Array.isArray(v)) return JSON.stringify(v.filter((x) => x !== userId));
    if (v && typeof v === 'object' && Array.isArray((v as { reporters?: unknown }).reporters)) {
      const r = v as { reporters: unknown[] };
      return JSON.stringify({ ...r, reporters: r.reporters.filter((x) => x !== userId) });
    }
  } catch {
    // not JSON: replaced as text below
  }
  return raw.split(userId).join(DELETED_USER_ID);
}

const ROOM_KEY = /^mathquest:room:.+:([^:]+)$/;

/** The codes of the live rooms whose state names the account (any cluster's). */
export async function roomCodesHolding(redis: Redis, userId: string): Promise<string[]> {
  const codes: string[] = [];
  for await (const key of realtimeKeys(redis)) {
    const code = ROOM_KEY.exec(key)?.[1];
    if (!code || key.startsWith('mathquest:rooms:')) continue;
    if ((await redis.hget(key, 'doc'))?.includes(userId)) codes.push(code);
  }
  return codes;
}

/** The account's presence hash as realtime keeps it while it is online (empty when offline). */
export const presenceFields = (redis: Redis, userId: string) => redis.hgetall(presenceKey(userId));

/** Leaves the account's erased marker: engagement's facts about it that arrive later write nothing (docs/adr/0236). */
export async function markErased(redis: Redis, userId: string): Promise<void> {
  await redis.set(erasedMarkerKey(userId), '1', 'EX', ERASED_MARKER_TTL_S);
}
