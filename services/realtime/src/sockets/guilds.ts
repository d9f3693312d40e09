/**
 * Guild chat (docs/product/social.md#guild-chat, docs/adr/0123): `join:guild`, `guild:message`,
 * `guild:typing` → `guild:message_received`, `guild:user_typing`. Who is in which guild is read
 * from engagement's mirror in Redis (guildOfKey), never from the client, before a socket joins the
 * guild's room and again before each message is sent (a student who left or was kicked can no
 * longer send). A message is checked (length, the chat filter, at most GUILD_CHAT_RATE per user
 * counted in Redis across instances), kept in the guild's Redis list (the last GUILD_CHAT_KEPT,
 * read by engagement's GET /guilds/{id}/messages) and emitted once to the room: the Redis adapter
 * delivers it to every member's socket on every instance exactly once.
 */
import { randomUUID } from 'node:crypto';
import { CHAT_REFUSAL_MESSAGES, ClientSocketEvents, ErrorCode, GUILD_MEMBERSHIP_ENDED_CHANNEL, chatRefusal, GUILD_CHAT_KEPT, GUILD_CHAT_RATE, GUILD_MESSAGE_MAX, guildChatKey, guildOfKey, guildRoom, type GuildMessage } from '@mathquest/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

import { userRoom, type RealtimeServer, type RealtimeSocket } from './types.js';

const rateKey = (userId: string) => `realtime:guild-chat-rate:${userId}`;

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
 * `subscriber` (a connection of its own, in subscriber mode) hears engagement's
 * GUILD_MEMBERSHIP_ENDED_CHANNEL: a student who left or was kicked stops hearing the guild at once,
 * on every instance (each takes its own sockets out of the room). Returns the stop.
 */
export function handleGuilds(io: RealtimeServer, opts: { redis: Redis; subscriber: Redis; log: FastifyBaseLogger; now?: () => number }): () => Promise<void> {
  const now = opts.now ?? Date.now;
  const isMember = async (userId: string, guildId: string) => (await opts.redis.get(guildOfKey(userId))) === guildId;

  io.on('connection', (socket: RealtimeSocket) => {
    const { id: userId, username } = socket.data.user;
    const refuse = (guildId: string, code: string, message: string) => socket.emit('guild:message_refused', { guildId, code, message });
    const warn = (what: string) => (err: unknown) => opts.log.warn({ err, userId }, what);

    socket.on('join:guild', (payload: unknown) => {
      const p = ClientSocketEvents['join:guild'].safeParse(payload);
      if (!p.success || socket.disconnected) return;
      void (async () => {
        const room = guildRoom(p.data.guildId);
        // One guild room at a time: the one engagement says the student is in.
        for (const r of socket.rooms) if (r.startsWith('guild:') && r !== room) await socket.leave(r);
        if (await isMember(userId, p.data.guildId)) {
          if (socket.disconnected) return;
          await socket.join(room);
          socket.emit('guild:joined', { guildId: p.data.guildId });
        } else {
          await socket.leave(room);
          refuse(p.data.guildId, ErrorCode.NOT_IN_GUILD, "You're not in this guild");
        }
      })().catch(warn('guild not joined'));
    });

    socket.on('guild:message', (payload: unknown) => {
      const raw = payload as { guildId?: unknown; message?: unknown } | null;
      const guildId = typeof raw?.guildId === 'string' ? raw.guildId.slice(0, 64) : '';
      if (typeof raw?.message === 'string' && raw.message.length > GUILD_MESSAGE_MAX) return refuse(guildId, ErrorCode.VALIDATION_ERROR, CHAT_REFUSAL_MESSAGES.TOO_LONG);
      const p = ClientSocketEvents['guild:message'].safeParse(payload);
      if (!p.success) return refuse(guildId, ErrorCode.VALIDATION_ERROR, CHAT_REFUSAL_MESSAGES.EMPTY);
      const why = chatRefusal(p.data.message);
      if (why) return refuse(p.data.guildId, why === 'EMPTY' || why === 'TOO_LONG' ? ErrorCode.VALIDATION_ERROR : ErrorCode.MESSAGE_NOT_ALLOWED, CHAT_REFUSAL_MESSAGES[why]);
      void (async () => {
        if (!(await isMember(userId, p.data.guildId))) return refuse(p.data.guildId, ErrorCode.NOT_IN_GUILD, "You're not in this guild");
        const id = randomUUID();
        const fits = Number(await opts.redis.eval(TAKE, 1, rateKey(userId), now(), GUILD_CHAT_RATE.windowSeconds * 1000, GUILD_CHAT_RATE.messages, id));
        if (fits !== 1) return refuse(p.data.guildId, ErrorCode.RATE_LIMITED, `Slow down! You can send ${GUILD_CHAT_RATE.messages} messages every ${GUILD_CHAT_RATE.windowSeconds} seconds`);
        const message: GuildMessage = { id, guildId: p.data.guildId, userId, username, message: p.data.message.trim(), sentAt: new Date(now()).toISOString() };
        const key = guildChatKey(p.data.guildId);
        await opts.redis.multi().lpush(key, JSON.stringify(message)).ltrim(key, 0, GUILD_CHAT_KEPT - 1).exec();
        io.to(guildRoom(p.data.guildId)).emit('guild:message_received', message);
      })().catch(warn('guild message not sent'));
    });

    socket.on('guild:typing', (payload: unknown) => {
      const p = ClientSocketEvents['guild:typing'].safeParse(payload);
      const room = p.success ? guildRoom(p.data.guildId) : null;
      // Only from a socket in the room, with the name the token carries (not the one the client sent).
      if (p.success && room && socket.rooms.has(room)) socket.to(room).emit('guild:user_typing', { guildId: p.data.guildId, username });
    });
  });

  const onEnded = (channel: string, raw: string) => {
    if (channel !== GUILD_MEMBERSHIP_ENDED_CHANNEL) return;
    try {
      const { userId, guildId } = JSON.parse(raw) as { userId?: unknown; guildId?: unknown };
      if (typeof userId === 'string' && typeof guildId === 'string') io.local.in(userRoom(userId)).socketsLeave(guildRoom(guildId));
    } catch (err) {
      opts.log.warn({ err }, 'guild membership end not understood');
    }
  };
  opts.subscriber.on('message', onEnded);
  const subscribed = opts.subscriber.subscribe(GUILD_MEMBERSHIP_ENDED_CHANNEL).catch((err: unknown) => opts.log.warn({ err }, 'guild membership channel not subscribed'));
  return async () => {
    await subscribed;
    opts.subscriber.off('message', onEnded);
  };
}
