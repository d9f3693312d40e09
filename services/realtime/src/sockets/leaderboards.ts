/**
 * `leaderboard:join` / `leaderboard:leave` and `leaderboard:update` (docs/adr/0103). A socket
 * watches a board by joining its room; which School, Class or Grade (or whose Friends) board is
 * the student's own is read from engagement's social groups hash in Redis, never from the client.
 */
import { ClientSocketEvents, LeaderboardScopeSchema, LeaderboardTypeSchema, leaderboardGroup, leaderboardRoom, socialGroupsKey, type EventOf } from '@mathquest/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { isFreshPush } from '../domain/push-freshness.js';
import type { RealtimeServer, RealtimeSocket } from './types.js';

const roomPrefix = (type: string, scope: string) => `leaderboard:${type}:${scope}:`;

export function handleLeaderboardRooms(io: RealtimeServer, opts: { redis: Redis; log: FastifyBaseLogger }): void {
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
        const groups = board.scope === 'GLOBAL' || board.scope === 'FRIENDS' ? {} : await opts.redis.hgetall(socialGroupsKey(userId));
        const group = leaderboardGroup(board.scope, userId, groups);
        leave(board.type, board.scope);
        if (group !== null && !socket.disconnected) await socket.join(leaderboardRoom(board.type, board.scope, group));
      })().catch((err: unknown) => opts.log.warn({ err, userId }, 'leaderboard not joined'));
    });
    socket.on('leaderboard:leave', (payload: unknown) => {
      const board = parse(payload);
      if (board) leave(board.type, board.scope);
    });
  });
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
