import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ChallengeNoticeReply } from './challenge-notices.js';
import { ClientSocketEvents, ServerSocketEvents, SocketHandshakeAuthSchema, type ClientToServerEvents, type ServerToClientEvents } from './socket-events.js';

describe('socket event maps', () => {
  it('has every client event of the realtime socket and parses its payload', () => {
    expect(Object.keys(ClientSocketEvents).sort()).toEqual(
      [
        'leaderboard:join',
        'leaderboard:leave',
        'join:guild',
        'guild:message',
        'guild:typing',
        'guild:report',
        'guild:reports',
        'guild:review',
        'challenge:send',
        'challenge:accept',
        'challenge:decline',
        'join:friends',
        'user:online',
        'user:activity',
      ].sort(),
    );
    expect(ClientSocketEvents['guild:message'].safeParse({ guildId: 'g1', message: 'hi' }).success).toBe(true);
    expect(ClientSocketEvents['guild:message'].safeParse({ guildId: 'g1', message: '' }).success).toBe(false);
    expect(ClientSocketEvents['guild:review'].safeParse({ guildId: 'g1', messageId: 'm1', action: 'REMOVE' }).success).toBe(true);
    expect(ClientSocketEvents['guild:review'].safeParse({ guildId: 'g1', messageId: 'm1', action: 'DELETE' }).success).toBe(false);
    expect(ClientSocketEvents['user:online'].safeParse(undefined).success).toBe(true);
    expect(ClientSocketEvents['user:online'].safeParse({ sneaky: true }).success).toBe(false);
  });

  it('has every server event the web app listens to, plus connection:closed and those of the rewards loop', () => {
    expect(Object.keys(ServerSocketEvents).sort()).toEqual(
      [
        'connection:closed',
        'quest:progress',
        'quest:completed',
        'leaderboard:update',
        'battlepass:xp_gained',
        'battlepass:level_up',
        'guild:message_received',
        'guild:user_typing',
        'guild:message_refused',
        'guild:joined',
        'guild:chat_state',
        'guild:message_hidden',
        'guild:message_restored',
        'guild:message_removed',
        'guild:reported',
        'guild:reports_list',
        'challenge:received',
        'challenge:accepted',
        'challenge:declined',
        'challenge:result',
        'friend:online',
        'friend:offline',
        'friend:activity',
        'friends:changed',
        'guild:members_changed',
        'notification:new',
        'pet:updated',
        'wallet:updated',
        'treasure:found',
        'room:state',
        'room:scoreboard',
      ].sort(),
    );
    expect(ServerSocketEvents['connection:closed'].safeParse({ reason: 'TOO_MANY_CONNECTIONS', message: 'x' }).success).toBe(true);
    expect(ServerSocketEvents['connection:closed'].safeParse({ reason: 'BORED', message: 'x' }).success).toBe(false);
  });

  it('turns the maps into Socket.IO listener signatures', () => {
    expectTypeOf<ClientToServerEvents['user:online']>().toEqualTypeOf<() => void>();
    expectTypeOf<Parameters<ClientToServerEvents['challenge:send']>>().toEqualTypeOf<[{ targetUserId: string; challengeId: string }, ((reply: ChallengeNoticeReply) => void)?]>();
    expectTypeOf<Parameters<ServerToClientEvents['battlepass:level_up']>>().toEqualTypeOf<[{ level: number }]>();
  });

  it('needs a token in the handshake', () => {
    expect(SocketHandshakeAuthSchema.safeParse({ token: 'a.b.c' }).success).toBe(true);
    expect(SocketHandshakeAuthSchema.safeParse({ token: '' }).success).toBe(false);
    expect(SocketHandshakeAuthSchema.safeParse({}).success).toBe(false);
  });
});
