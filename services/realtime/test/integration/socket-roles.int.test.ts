/**
 * Socket events by role (docs/product/accounts.md#roles-and-permissions, sockets/event-roles.ts):
 * a parent's or a teacher's socket cannot join a guild room, send a challenge notice, join a
 * leaderboard or friends' room, even when Redis says what would let a student do it; live rooms
 * admit teachers and refuse parents. The refusals are told through the acknowledgement or
 * `guild:message_refused`; a student's socket doing the same is the control.
 */
import { randomUUID } from 'node:crypto';
import { guildRoom, type ChallengeNoticeReply, type RoomReply } from '@mathquest/contracts';
import { testInfra } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagementFactsRepository } from '../../src/repositories/engagement-facts-repository.js';
import { presenceRoom } from '../../src/sockets/friends.js';
import { claims, eventually, sign, startCluster, within, type ClientSocket, type Cluster } from '../helpers/realtime.js';

const WAIT_MS = 15_000;
let redis: Redis;
let cluster: Cluster;

beforeAll(async () => {
  redis = new Redis(testInfra().redisUrl);
  cluster = await startCluster(1);
});
afterAll(async () => {
  await cluster?.close();
  redis?.disconnect();
});

type Role = 'STUDENT' | 'PARENT' | 'TEACHER';
interface Received {
  name: string;
  payload: Record<string, unknown>;
}
const uid = (p: string) => `${p}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

async function connect(role: Role, plan: 'FREE' | 'PREMIUM' = 'PREMIUM') {
  const id = uid(role.toLowerCase().slice(0, 1));
  const opened = await cluster.open(0, sign(claims(id, { role, plan, username: `${role.toLowerCase()}_${id.slice(-6)}` })));
  expect(opened.outcome).toBe('connected');
  const received: Received[] = [];
  opened.socket.onAny((name: string, payload: Record<string, unknown>) => received.push({ name, payload }));
  return { id, socket: opened.socket, received };
}
const inRoom = async (room: string, userId: string) => (await cluster.instances[0]!.io.in(room).fetchSockets()).some((s) => s.data.user.id === userId);
const ack = <R>(socket: ClientSocket, event: string, payload: unknown) =>
  within(WAIT_MS, `${event} acknowledged`, new Promise<R>((resolve) => (socket.emit as (e: string, p: unknown, cb: (r: R) => void) => void)(event, payload, resolve)));

describe('socket events by role', () => {
  it('a parent or a teacher cannot join a guild room or send to it, even named as a member; a student can', async () => {
    const guildId = uid('g');
    const student = await connect('STUDENT');
    for (const role of ['PARENT', 'TEACHER'] as const) {
      const other = await connect(role);
      await createEngagementFactsRepository(redis).applyMembership(other.id, guildId, Date.now());
      other.socket.emit('join:guild', { guildId });
      other.socket.emit('guild:message', { guildId, message: 'hello' });
      await eventually(WAIT_MS, `${role} refused twice`, async () => other.received.filter((r) => r.name === 'guild:message_refused').length === 2);
      expect(other.received.filter((r) => r.name === 'guild:message_refused').map((r) => r.payload)).toEqual([
        { guildId, code: 'FORBIDDEN', message: expect.any(String) },
        { guildId, code: 'FORBIDDEN', message: expect.any(String) },
      ]);
      expect(await inRoom(guildRoom(guildId), other.id)).toBe(false);
      expect(other.received.some((r) => r.name === 'guild:joined')).toBe(false);
    }
    // The control: a student the mirror names as a member joins.
    await createEngagementFactsRepository(redis).applyMembership(student.id, guildId, Date.now());
    student.socket.emit('join:guild', { guildId });
    await eventually(WAIT_MS, 'the student joined', async () => student.received.some((r) => r.name === 'guild:joined'));
    expect(await redis.llen(`guild:chat:${guildId}`)).toBe(0);
  });

  it('a parent or a teacher cannot send challenge notices, even for a challenge their id is a side of', async () => {
    for (const role of ['PARENT', 'TEACHER'] as const) {
      const other = await connect(role);
      const them = uid('s');
      const id = randomUUID();
      await createEngagementFactsRepository(redis).applyChallenge({ challengeId: id, version: 1, status: 'PENDING', challengerId: other.id, challengerName: 'x', opponentId: them, opponentName: 'y', keepUntil: Date.now() + 600_000 });
      const reply = await ack<ChallengeNoticeReply>(other.socket, 'challenge:send', { targetUserId: them, challengeId: id });
      expect(reply, role).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: expect.any(String) } });
    }
  });

  it('live rooms: a teacher may create one, a parent may not', async () => {
    const teacher = await connect('TEACHER');
    const created = await ack<RoomReply>(teacher.socket, 'room:create', {});
    expect(created.ok).toBe(true);
    const parent = await connect('PARENT');
    expect(await ack<RoomReply>(parent.socket, 'room:create', {})).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: expect.any(String) } });
    if (created.ok) expect(await ack<RoomReply>(parent.socket, 'room:join', { roomCode: created.room.roomCode })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it("a parent's or a teacher's socket joins no leaderboard or friends' room; a student's does", async () => {
    const friend = uid('f');
    const student = await connect('STUDENT');
    const others = [await connect('PARENT'), await connect('TEACHER')];
    for (const s of [...others, student]) {
      await createEngagementFactsRepository(redis).applyFriends(s.id, [friend], Date.now());
      s.socket.emit('leaderboard:join', { type: 'TOTAL_XP', scope: 'GLOBAL' });
      s.socket.emit('join:friends');
    }
    const roomsOf = async (userId: string) => (await cluster.instances[0]!.io.fetchSockets()).filter((s) => s.data.user.id === userId).flatMap((s) => [...s.rooms]);
    await eventually(WAIT_MS, 'the student in both rooms', async () => {
      const rooms = await roomsOf(student.id);
      return rooms.includes(presenceRoom(friend)) && rooms.some((r) => r.startsWith('leaderboard:TOTAL_XP:GLOBAL'));
    });
    for (const o of others) expect((await roomsOf(o.id)).filter((r) => r.startsWith('leaderboard:') || r.startsWith('presence:'))).toEqual([]);
  });
});
