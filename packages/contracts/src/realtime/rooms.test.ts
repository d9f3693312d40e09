import { describe, expect, expectTypeOf, it } from 'vitest';
import { RoomAnswerSchema, RoomCodeSchema, RoomReplySchema, RoomStartSchema, type RoomReply } from './rooms.js';
import type { ClientToServerEvents } from './socket-events.js';

describe('room contracts', () => {
  it('upper-cases room codes and takes exactly 6 letters or digits', () => {
    expect(RoomCodeSchema.parse(' ab12cd ')).toBe('AB12CD');
    expect(RoomCodeSchema.safeParse('AB12C').success).toBe(false);
    expect(RoomCodeSchema.safeParse('AB12CDE').success).toBe(false);
    expect(RoomCodeSchema.safeParse('AB-2CD').success).toBe(false);
  });

  it('bounds the rounds, refuses unknown fields and empty answers', () => {
    expect(RoomStartSchema.safeParse({ roomCode: 'AB12CD', topic: 'Mixed', rounds: 5 }).success).toBe(true);
    expect(RoomStartSchema.safeParse({ roomCode: 'AB12CD', topic: 'Mixed', rounds: 2 }).success).toBe(false);
    expect(RoomStartSchema.safeParse({ roomCode: 'AB12CD', topic: 'Mixed', rounds: 21 }).success).toBe(false);
    expect(RoomStartSchema.safeParse({ roomCode: 'AB12CD', topic: 'Mixed', rounds: 5, score: 9 }).success).toBe(false);
    expect(RoomAnswerSchema.safeParse({ roomCode: 'AB12CD', round: 1, answer: '   ' }).success).toBe(false);
  });

  it('replies ok with a room or not ok with a stable code', () => {
    expect(RoomReplySchema.safeParse({ ok: false, error: { code: 'ROOM_FULL', message: 'full' } }).success).toBe(true);
    expect(RoomReplySchema.safeParse({ ok: false, error: { code: 'SOMETHING', message: 'x' } }).success).toBe(false);
    expectTypeOf<Parameters<ClientToServerEvents['room:join']>[1]>().toEqualTypeOf<(reply: RoomReply) => void>();
  });
});
