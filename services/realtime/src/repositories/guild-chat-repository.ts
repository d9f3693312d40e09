/**
 * Guild chat in Redis (docs/adr/0123, 0172): the guild's list of messages (newest first, the last
 * GUILD_CHAT_KEPT), the reports waiting for the leader (a hash per guild, message id → who
 * reported it and when) and each sender's sliding rate window. Who is in which guild and who leads
 * it is realtime's own copy of engagement's facts (./engagement-facts-repository.ts, docs/adr/0195). A reported message stays in the list marked
 * `held`, so its place in the history is kept while it waits; the scripts below change it in one
 * atomic step whichever instance runs them.
 */
import { GUILD_CHAT_KEPT, GuildMessageSchema, type GuildMessage, type GuildReport } from '@mathquest/contracts';
import type { Redis } from 'ioredis';

/** A guild's chat: a list of GuildMessage JSON, newest first, trimmed to GUILD_CHAT_KEPT; realtime alone reads and writes it (docs/adr/0221). */
const guildChatKey = (guildId: string) => `guild:chat:${guildId}`;
const rateKey = (userId: string) => `realtime:guild-chat-rate:${userId}`;
const reportRateKey = (userId: string) => `realtime:guild-report-rate:${userId}`;
const reportsKey = (guildId: string) => `realtime:guild-chat-reports:${guildId}`;

/**
 * A sliding window in one atomic call: KEYS rate set; ARGV now (ms), window (ms), limit, member id.
 * Returns 1 when the message fits (and counts it), 0 when the user already sent `limit` in the window.
 */
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

/**
 * Report a message. KEYS chat list, reports hash; ARGV message id, reporter id, now (ISO).
 * Returns the held message's JSON, or OWN (the reporter wrote it), AGAIN (already reported by
 * them; nothing changes), GONE (not in the list any more).
 */
const HOLD = `
local items = redis.call('LRANGE', KEYS[1], 0, -1)
for i, raw in ipairs(items) do
  local ok, m = pcall(cjson.decode, raw)
  if ok and m.id == ARGV[1] then
    if m.userId == ARGV[2] then return 'OWN' end
    local stored = redis.call('HGET', KEYS[2], ARGV[1])
    local r = stored and cjson.decode(stored) or { reporters = {}, reportedAt = ARGV[3] }
    for _, who in ipairs(r.reporters) do if who == ARGV[2] then return 'AGAIN' end end
    table.insert(r.reporters, ARGV[2])
    redis.call('HSET', KEYS[2], ARGV[1], cjson.encode(r))
    if not m.held then
      m.held = true
      redis.call('LSET', KEYS[1], i - 1, cjson.encode(m))
    end
    return cjson.encode(m)
  end
end
return 'GONE'
`;

/**
 * The leader's review. KEYS chat list, reports hash; ARGV message id, RESTORE or REMOVE. The report
 * is dropped either way. Returns the restored message's JSON, REMOVED, or GONE (no such held message).
 */
const REVIEW = `
if redis.call('HDEL', KEYS[2], ARGV[1]) == 0 then return 'GONE' end
local items = redis.call('LRANGE', KEYS[1], 0, -1)
for i, raw in ipairs(items) do
  local ok, m = pcall(cjson.decode, raw)
  if ok and m.id == ARGV[1] then
    if ARGV[2] == 'REMOVE' then
      redis.call('LREM', KEYS[1], 1, raw)
      return 'REMOVED'
    end
    m.held = nil
    redis.call('LSET', KEYS[1], i - 1, cjson.encode(m))
    return cjson.encode(m)
  end
end
return 'GONE'
`;

export type HoldOutcome = { held: GuildMessage } | 'OWN' | 'AGAIN' | 'GONE';
export type ReviewOutcome = { restored: GuildMessage } | 'REMOVED' | 'GONE';

const parseMessage = (raw: string): GuildMessage | null => {
  try {
    const p = GuildMessageSchema.safeParse(JSON.parse(raw));
    return p.success ? p.data : null;
  } catch {
    return null;
  }
};

export function createGuildChatRepository(redis: Redis) {
  return {
    /** A dissolved guild's chat and reports go. */
    async forget(guildId: string): Promise<void> {
      await redis.del(guildChatKey(guildId), reportsKey(guildId));
    },
    /** Counts one attempt in the sender's window (messages, or reports); false when the window is full. */
    async takeRate(userId: string, attemptId: string, nowMs: number, windowMs: number, limit: number, of: 'message' | 'report' = 'message'): Promise<boolean> {
      return Number(await redis.eval(TAKE, 1, of === 'message' ? rateKey(userId) : reportRateKey(userId), nowMs, windowMs, limit, attemptId)) === 1;
    },
    /** The kept messages, newest first, as JSON (GET /guilds/{id}/messages reads them). */
    async history(guildId: string): Promise<string[]> {
      return redis.lrange(guildChatKey(guildId), 0, -1);
    },
    async keep(message: GuildMessage): Promise<void> {
      const key = guildChatKey(message.guildId);
      await redis.multi().lpush(key, JSON.stringify(message)).ltrim(key, 0, GUILD_CHAT_KEPT - 1).exec();
    },
    async hold(guildId: string, messageId: string, reporterId: string, at: Date): Promise<HoldOutcome> {
      const out = String(await redis.eval(HOLD, 2, guildChatKey(guildId), reportsKey(guildId), messageId, reporterId, at.toISOString()));
      if (out === 'OWN' || out === 'AGAIN' || out === 'GONE') return out;
      const held = parseMessage(out);
      return held ? { held } : 'GONE';
    },
    async review(guildId: string, messageId: string, action: 'RESTORE' | 'REMOVE'): Promise<ReviewOutcome> {
      const out = String(await redis.eval(REVIEW, 2, guildChatKey(guildId), reportsKey(guildId), messageId, action));
      if (out === 'REMOVED' || out === 'GONE') return out;
      const restored = parseMessage(out);
      return restored ? { restored } : 'GONE';
    },
    /** The reports waiting, oldest first; a report whose message left the list (trimmed) is dropped. */
    async reports(guildId: string): Promise<GuildReport[]> {
      const [stored, list] = await Promise.all([redis.hgetall(reportsKey(guildId)), redis.lrange(guildChatKey(guildId), 0, -1)]);
      const byId = new Map<string, GuildMessage>();
      for (const raw of list) {
        const m = parseMessage(raw);
        if (m) byId.set(m.id, m);
      }
      const out: GuildReport[] = [];
      const stale: string[] = [];
      for (const [messageId, raw] of Object.entries(stored)) {
        const message = byId.get(messageId);
        if (!message) {
          stale.push(messageId);
          continue;
        }
        const r = JSON.parse(raw) as { reporters?: unknown[]; reportedAt?: string };
        out.push({ message, reportCount: Array.isArray(r.reporters) ? r.reporters.length : 1, reportedAt: r.reportedAt ?? message.sentAt });
      }
      if (stale.length > 0) await redis.hdel(reportsKey(guildId), ...stale);
      return out.sort((a, b) => a.reportedAt.localeCompare(b.reportedAt));
    },
  };
}

export type GuildChatRepository = ReturnType<typeof createGuildChatRepository>;
