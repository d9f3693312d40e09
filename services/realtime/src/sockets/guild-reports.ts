/**
 * Reporting a guild chat message and the leader's review (docs/adr/0172): `guild:report` hides a
 * message from the other members (`guild:message_hidden` to the room; the author's page keeps it,
 * marked) until the guild's leader, named by realtime's copy of engagement's facts (docs/adr/0195), answers `guild:review` with
 * RESTORE (`guild:message_restored` to the room) or REMOVE (`guild:message_removed`).
 * `guild:reports` gives the leader the reported messages waiting (`guild:reports_list`), which is
 * also sent to the room's leader after each report and review so their list stays current. A
 * member makes at most GUILD_REPORT_RATE reports a minute.
 */
import { randomUUID } from 'node:crypto';
import { ClientSocketEvents, ErrorCode, GUILD_REPORT_RATE, GuildChatMessages, guildRoom } from '@mathquest/contracts';
import type { GuildChatRepository } from '../repositories/guild-chat-repository.js';
import { userRoom, type RealtimeServer, type RealtimeSocket } from './types.js';

export interface GuildReportDeps {
  chat: GuildChatRepository;
  /** The guild's leader (realtime's copy of engagement's fact), or null. */
  leaderOf: (guildId: string) => Promise<string | null>;
  isMember: (userId: string, guildId: string) => Promise<boolean>;
  refuse: (guildId: string, code: string, message: string) => void;
  warn: (what: string) => (err: unknown) => void;
  now: () => Date;
}

export function handleGuildReports(io: RealtimeServer, socket: RealtimeSocket, deps: GuildReportDeps): void {
  const userId = socket.data.user.id;

  /** The waiting reports, to the leader's sockets (on every instance, through the adapter). */
  const tellLeader = async (guildId: string) => {
    const leader = await deps.leaderOf(guildId);
    if (leader) io.to(userRoom(leader)).emit('guild:reports_list', { guildId, reports: await deps.chat.reports(guildId) });
  };

  socket.on('guild:report', (payload: unknown) => {
    const p = ClientSocketEvents['guild:report'].safeParse(payload);
    if (!p.success) return;
    const { guildId, messageId } = p.data;
    void (async () => {
      if (!(await deps.isMember(userId, guildId))) return deps.refuse(guildId, ErrorCode.NOT_IN_GUILD, "You're not in this guild");
      const at = deps.now();
      if (!(await deps.chat.takeRate(userId, randomUUID(), at.getTime(), GUILD_REPORT_RATE.windowSeconds * 1000, GUILD_REPORT_RATE.reports, 'report'))) {
        return deps.refuse(guildId, ErrorCode.RATE_LIMITED, GuildChatMessages.TOO_MANY_REPORTS);
      }
      const out = await deps.chat.hold(guildId, messageId, userId, at);
      if (out === 'OWN') return deps.refuse(guildId, ErrorCode.FORBIDDEN, GuildChatMessages.CANNOT_REPORT_OWN);
      if (out === 'GONE') return deps.refuse(guildId, ErrorCode.NOT_FOUND, GuildChatMessages.NO_SUCH_MESSAGE);
      socket.emit('guild:reported', { guildId, messageId, message: GuildChatMessages.REPORTED });
      if (out === 'AGAIN') return;
      io.to(guildRoom(guildId)).emit('guild:message_hidden', { guildId, messageId, userId: out.held.userId });
      await tellLeader(guildId);
    })().catch(deps.warn('guild message not reported'));
  });

  const leaderOnly = async (guildId: string): Promise<boolean> => {
    if ((await deps.leaderOf(guildId)) === userId && (await deps.isMember(userId, guildId))) return true;
    deps.refuse(guildId, ErrorCode.FORBIDDEN, GuildChatMessages.LEADER_ONLY);
    return false;
  };

  socket.on('guild:reports', (payload: unknown) => {
    const p = ClientSocketEvents['guild:reports'].safeParse(payload);
    if (!p.success) return;
    void (async () => {
      if (!(await leaderOnly(p.data.guildId))) return;
      socket.emit('guild:reports_list', { guildId: p.data.guildId, reports: await deps.chat.reports(p.data.guildId) });
    })().catch(deps.warn('guild reports not listed'));
  });

  socket.on('guild:review', (payload: unknown) => {
    const p = ClientSocketEvents['guild:review'].safeParse(payload);
    if (!p.success) return;
    const { guildId, messageId, action } = p.data;
    void (async () => {
      if (!(await leaderOnly(guildId))) return;
      const out = await deps.chat.review(guildId, messageId, action);
      if (out === 'REMOVED') io.to(guildRoom(guildId)).emit('guild:message_removed', { guildId, messageId });
      else if (out !== 'GONE') io.to(guildRoom(guildId)).emit('guild:message_restored', out.restored);
      await tellLeader(guildId);
    })().catch(deps.warn('guild report not reviewed'));
  });
}
