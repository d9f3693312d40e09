/**
 * `leaderboard:join` / `leaderboard:leave` and `leaderboard:update` (docs/adr/0103). A socket
 * watches a board by joining its room; which School, Class or Grade (or whose Friends) board is
 * the student's own is read from realtime's copy of the student's groups (engagement's facts,
 * docs/adr/0195), never from the client. The rooms watched are also announced to engagement
 * (push.boards.watched, docs/adr/0105), so it builds live updates only for boards someone is
 * looking at.
 */
import {
  ClientSocketEvents,
  LeaderboardScopeSchema,
  LeaderboardTypeSchema,
  WATCHED_BOARD_TTL_MS,
  leaderboardGroup,
  leaderboardRoom,
  type EventOf,
} from '@mathquest/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { EngagementFactsRepository } from '../repositories/engagement-facts-repository.js';
import type { AnnounceWatched } from '../events/announcements.js';
import { isFreshPush } from '../domain/push-freshness.js';
import type { RealtimeServer, RealtimeSocket } from './types.js';

const roomPrefix = (type: string, scope: string) => `leaderboard:${type}:${scope}:`;
const isBoardRoom = (room: string) => room.startsWith('leaderboard:');

/**
 * Joins and leaves of board rooms. Returns `stop` for the renewal timer: every third of the TTL,
 * this instance announces again the board rooms its own sockets are in, so a
 * board stays watched while anyone on any instance watches it and lapses within the TTL after
 * the last one left (or its instance crashed).
 */
export function handleLeaderboardRooms(io: RealtimeServer, opts: { announce: AnnounceWatched; facts: Pick<EngagementFactsRepository, 'groupsOf'>; log: FastifyBaseLogger; watchTtlMs?: number }): { stop(): void } {
  const ttlMs = opts.watchTtlMs ?? WATCHED_BOARD_TTL_MS;
  const renew = setInterval(() => {
    const rooms = [...io.of('/').adapter.rooms.keys()].filter(isBoardRoom);
    opts.announce(rooms, Date.now() + ttlMs);
  }, Math.max(50, Math.floor(ttlMs / 3)));
  renew.unref();
  io.on('connection', (socket: RealtimeSocket) => {
    const userId = socket.data.user.id;
    const parse = (payload: unknown) => {
      const room = ClientSocketEvents['leaderboard:join'].safeParse(payload);
      if (!room.success) return null;
      const type = LeaderboardTypeSchema.safeParse(room.data.type.toUpperCase());
      const scope = LeaderboardScopeSchema.safeParse(room.data.scope.toUpperCase());
      return type.success && scope.success ? { type: type.data, scope: scope.data } : null;
    };
    const leave = (type: string, scope: string) => {
      for (const r of socket.rooms) if (r.startsWith(roomPrefix(type, scope))) void socket.leave(r);
    };
    socket.on('leaderboard:join', (payload: unknown) => {
      const board = parse(payload);
      if (!board || socket.disconnected) return;
      void (async () => {
        const groups = board.scope === 'GLOBAL' || board.scope === 'FRIENDS' ? {} : await opts.facts.groupsOf(userId);
        const group = leaderboardGroup(board.scope, userId, groups);
        leave(board.type, board.scope);
        if (group === null || socket.disconnected) return;
        const room = leaderboardRoom(board.type, board.scope, group);
        await socket.join(room);
        opts.announce([room], Date.now() + ttlMs);
      })().catch((err: unknown) => opts.log.warn({ err, userId }, 'leaderboard not joined'));
    });
    socket.on('leaderboard:leave', (payload: unknown) => {
      const board = parse(payload);
      if (board) leave(board.type, board.scope);
    });
  });
  return { stop: () => clearInterval(renew) };
}

/** Emits each fresh update to its board's room (the adapter reaches every instance's watchers once). */
export function emitLeaderboardUpdates(io: RealtimeServer, updates: ReadonlyArray<EventOf<'engagement.leaderboard.updated'>>, now: number = Date.now()): number {
  let emitted = 0;
  for (const u of updates) {
    if (!isFreshPush(u.occurredAt, now)) continue;
    const { type, scope, group, entries } = u.data;
    io.to(leaderboardRoom(type, scope, group)).emit('leaderboard:update', { type, scope, entries });
    emitted++;
  }
  return emitted;
}
