/**
 * Guild chat (docs/product/social.md#guild-chat, docs/adr/0123, 0170-0172): `join:guild`,
 * `guild:message`, `guild:typing` → `guild:message_received`, `guild:user_typing`; reports and the
 * leader's review in ./guild-reports.ts. Who is in which guild is read from realtime's own copy of
 * engagement's facts (docs/adr/0195), never from the client, before a socket joins the guild's
 * room and again before each message is sent (a student who left or was kicked can no longer
 * send); a copy not yet matching is read again for a bounded while (`settled` of the service kit). A message is checked —
 * at most GUILD_CHAT_RATE attempts per user counted in Redis across instances (refused attempts
 * count too), the account not limited until a parent approves it (the token's claim,
 * docs/adr/0239), the student's chat not turned off by a parent or teacher (realtime's projection,
 * docs/adr/0171), the chat filter (docs/adr/0170) — then kept in the guild's Redis list (the last
 * GUILD_CHAT_KEPT, read by GET /guilds/{id}/messages of ../routes/guild-messages.ts) and emitted once to the room:
 * the Redis adapter delivers it to every member's socket on every instance exactly once. Every
 * refusal reaches the sender as `guild:message_refused` with a message saying what and why.
 */
import { randomUUID } from 'node:crypto';
import { ClientSocketEvents, ErrorCode, GUILD_CHAT_RATE, GUILD_MESSAGE_MAX, PARENT_APPROVAL_MESSAGES, chatOffMessage, guildRoom, type GuildMessage } from '@mathquest/contracts';
import { CHAT_REFUSAL_MESSAGES, chatRefusal } from '@mathquest/contracts/chat-filter';
import type { FastifyBaseLogger } from 'fastify';
import { settled } from '@mathquest/service-kit';
import type { ChatSettingsRepository } from '../repositories/chat-settings-repository.js';
import type { EngagementFactsRepository } from '../repositories/engagement-facts-repository.js';
import type { GuildChatRepository } from '../repositories/guild-chat-repository.js';
import { handleGuildReports } from './guild-reports.js';
import type { RealtimeServer, RealtimeSocket } from './types.js';

export interface GuildChatDeps {
  chat: GuildChatRepository;
  settings: ChatSettingsRepository;
  /** Realtime's copy of who is in which guild and who leads it. */
  facts: Pick<EngagementFactsRepository, 'guildOf' | 'leaderOf'>;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * A student who left or was removed stops hearing the guild at once: the consumer of engagement's
 * facts takes their sockets out of the room (../events/consumers/engagement-facts.ts).
 */
export function handleGuilds(io: RealtimeServer, deps: GuildChatDeps): void {
  const now = deps.now ?? Date.now;
  const isMember = async (userId: string, guildId: string) => (await settled(() => deps.facts.guildOf(userId), (g) => g === guildId)) === guildId;

  io.on('connection', (socket: RealtimeSocket) => {
    const { id: userId, username } = socket.data.user;
    const refuse = (guildId: string, code: string, message: string) => socket.emit('guild:message_refused', { guildId, code, message });
    const warn = (what: string) => (err: unknown) => deps.log.warn({ err, userId }, what);

    socket.on('join:guild', (payload: unknown) => {
      const p = ClientSocketEvents['join:guild'].safeParse(payload);
      if (!p.success || socket.disconnected) return;
      void (async () => {
        const room = guildRoom(p.data.guildId);
        // One guild room at a time: the one engagement says the student is in.
        for (const r of socket.rooms) if (r.startsWith('guild:') && r !== room) await socket.leave(r);
        if (await isMember(userId, p.data.guildId)) {
          const chatOffBy = await deps.settings.offBy(userId);
          if (socket.disconnected) return;
          await socket.join(room);
          socket.emit('guild:joined', { guildId: p.data.guildId, chatOffBy });
        } else {
          await socket.leave(room);
          refuse(p.data.guildId, ErrorCode.NOT_IN_GUILD, "You're not in this guild");
        }
      })().catch(warn('guild not joined'));
    });

    socket.on('guild:message', (payload: unknown) => {
      const raw = payload as { guildId?: unknown; message?: unknown } | null;
      const guildId = typeof raw?.guildId === 'string' ? raw.guildId.slice(0, 64) : '';
      const p = ClientSocketEvents['guild:message'].safeParse(payload);
      void (async () => {
        // Every attempt counts against the window, refused ones too: a child cannot probe the filter at speed.
        const id = randomUUID();
        if (!(await deps.chat.takeRate(userId, id, now(), GUILD_CHAT_RATE.windowSeconds * 1000, GUILD_CHAT_RATE.messages))) {
          return refuse(guildId, ErrorCode.RATE_LIMITED, `Slow down! You can send ${GUILD_CHAT_RATE.messages} messages every ${GUILD_CHAT_RATE.windowSeconds} seconds`);
        }
        if (typeof raw?.message === 'string' && raw.message.length > GUILD_MESSAGE_MAX) return refuse(guildId, ErrorCode.VALIDATION_ERROR, CHAT_REFUSAL_MESSAGES.TOO_LONG);
        if (!p.success) return refuse(guildId, ErrorCode.VALIDATION_ERROR, CHAT_REFUSAL_MESSAGES.EMPTY);
        if (!(await isMember(userId, p.data.guildId))) return refuse(p.data.guildId, ErrorCode.NOT_IN_GUILD, "You're not in this guild");
        // A limited account (docs/adr/0239), as the handshake's verified token says: no chat until a parent approves.
        if (socket.data.user.limits) return refuse(p.data.guildId, ErrorCode.PARENT_APPROVAL_REQUIRED, PARENT_APPROVAL_MESSAGES.CHAT);
        const offBy = await deps.settings.offBy(userId);
        if (offBy.length > 0) return refuse(p.data.guildId, ErrorCode.CHAT_DISABLED, chatOffMessage(offBy));
        const why = chatRefusal(p.data.message);
        if (why) return refuse(p.data.guildId, why === 'EMPTY' || why === 'TOO_LONG' ? ErrorCode.VALIDATION_ERROR : ErrorCode.MESSAGE_NOT_ALLOWED, CHAT_REFUSAL_MESSAGES[why]);
        const message: GuildMessage = { id, guildId: p.data.guildId, userId, username, message: p.data.message.trim(), sentAt: new Date(now()).toISOString() };
        await deps.chat.keep(message);
        io.to(guildRoom(p.data.guildId)).emit('guild:message_received', message);
      })().catch(warn('guild message not sent'));
    });

    socket.on('guild:typing', (payload: unknown) => {
      const p = ClientSocketEvents['guild:typing'].safeParse(payload);
      const room = p.success ? guildRoom(p.data.guildId) : null;
      // Only from a socket in the room, with the name the token carries (not the one the client sent).
      if (p.success && room && socket.rooms.has(room)) socket.to(room).emit('guild:user_typing', { guildId: p.data.guildId, username });
    });

    handleGuildReports(io, socket, { chat: deps.chat, leaderOf: deps.facts.leaderOf, isMember, refuse, warn, now: () => new Date(now()) });
  });
}
