/**
 * Leaderboard rooms and friends' presence on two realtime instances sharing Redis and NATS
 * (docs/adr/0103, 0104): an engagement.leaderboard.updated reaches the board's watchers on both
 * instances once each and nobody else; join:friends, friend:online, friend:activity and
 * friend:offline, also when the instance holding a friend's socket goes away without a word.
 *
 * "Nothing more arrived" is proven as in socket-push.int.test.ts: once the work is done (here the
 * leaderboard consumer acknowledged the update), each instance emits a marker to the same rooms,
 * which arrives after any copy it emitted.
 */
import { randomUUID } from 'node:crypto';
import { leaderboardRoom, type LeaderboardEntry } from '@mathquest/contracts';
import { connectEventBus, newEvent, runCoreSubscription, type CoreSubscription, type EventBus } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import { JSONCodec } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagementFactsRepository } from '../../src/repositories/engagement-facts-repository.js';
import { onlineSetKey } from '../../src/repositories/friend-presence-repository.js';
import { claims, eventually, sign, startCluster, type ClientSocket, type Cluster } from '../helpers/realtime.js';

const WAIT_MS = 15_000;
let bus: EventBus;
let redis: Redis;

beforeAll(async () => {
  [bus] = await Promise.all([connectEventBus(testInfra().natsUrl, 'realtime-social-test')]);
  redis = new Redis(testInfra().redisUrl);
});
afterAll(async () => {
  await bus?.close();
  redis?.disconnect();
});

interface Received {
  name: string;
  payload: unknown;
}
const newUser = () => `u-${randomUUID().slice(0, 8)}`;

async function listen(cluster: Cluster, instance: number, userId: string, username = 'kid'): Promise<{ socket: ClientSocket; received: Received[] }> {
  const opened = await cluster.open(instance, sign(claims(userId, { username })));
  expect(opened.outcome).toBe('connected');
  const received: Received[] = [];
  opened.socket.onAny((name: string, payload: unknown) => received.push({ name, payload }));
  return { socket: opened.socket, received };
}

const entry = (studentId: string, rank: number, score: number): LeaderboardEntry => ({ studentId, rank, username: `n_${studentId}`, level: 1, avatarUrl: null, avatar: { HEAD: { id: 'head-cap', name: 'Red Cap', emoji: '🧢', color: '#d94040' } }, score, change: 0, schoolName: null, className: 'Class 1' });

describe('leaderboard rooms', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(2);
  });
  afterAll(async () => cluster?.close());

  it('emits an update once to each watcher of the board on both instances, to nobody else, and stops after leave', async () => {
    const classroomId = `c-${randomUUID().slice(0, 8)}`;
    const [w1, w2, other, leaver] = [newUser(), newUser(), newUser(), newUser()];
    for (const u of [w1, w2, leaver]) await createEngagementFactsRepository(redis).applyGroups(u, { classroomId, grade: '5', schoolKey: '' }, Date.now());
    await createEngagementFactsRepository(redis).applyGroups(other, { classroomId: `c-${randomUUID().slice(0, 8)}`, grade: '5', schoolKey: '' }, Date.now());
    const a = await listen(cluster, 0, w1);
    const b = await listen(cluster, 1, w2);
    const c = await listen(cluster, 1, other);
    const d = await listen(cluster, 0, leaver);
    for (const s of [a, b, c, d]) s.socket.emit('leaderboard:join', { type: 'TOTAL_XP', scope: 'CLASS' });
    // A board without a group (no school) joins nothing; junk is ignored.
    a.socket.emit('leaderboard:join', { type: 'TOTAL_XP', scope: 'SCHOOL' });
    (a.socket as unknown as { emit(n: string, p: unknown): void }).emit('leaderboard:join', { type: 'NOPE', scope: 'CLASS' });
    const room = leaderboardRoom('TOTAL_XP', 'CLASS', classroomId);
    await eventually(WAIT_MS, 'four watchers joined', async () => (await cluster.instances[0]!.io.in(room).fetchSockets()).length === 3);
    d.socket.emit('leaderboard:leave', { type: 'TOTAL_XP', scope: 'CLASS' });
    await eventually(WAIT_MS, 'the leaver left', async () => (await cluster.instances[0]!.io.in(room).fetchSockets()).length === 2);

    const entries = [entry(w1, 1, 50), entry(w2, 2, 40)];
    const event = newEvent('engagement.leaderboard.updated', { type: 'TOTAL_XP', scope: 'CLASS', group: classroomId, entries }, undefined, randomUUID());
    const ack = await bus.js.publish('engagement.leaderboard.updated', JSONCodec().encode(event), { msgID: event.id });
    const durable = `realtime-leaderboard-updated-${cluster.durableSuffix}`;
    await eventually(WAIT_MS, 'acknowledged', async () => (await bus.jsm.consumers.info('ENGAGEMENT', durable)).ack_floor.stream_seq >= ack.seq);
    for (const app of cluster.instances) app.io.to(room).to(`user:${other}`).to(`user:${leaver}`).emit('leaderboard:update', { type: 'MARK', scope: 'MARK', entries: [] });
    const marks = (r: Received[]) => r.filter((x) => x.name === 'leaderboard:update' && (x.payload as { type: string }).type === 'MARK').length;
    await eventually(WAIT_MS, 'markers', async () => [a, b, c, d].every((s) => marks(s.received) === 2));

    const updates = (r: Received[]) => r.filter((x) => x.name === 'leaderboard:update' && (x.payload as { type: string }).type === 'TOTAL_XP');
    expect(updates(a.received)).toEqual([{ name: 'leaderboard:update', payload: { type: 'TOTAL_XP', scope: 'CLASS', entries } }]);
    expect(updates(b.received)).toEqual([{ name: 'leaderboard:update', payload: { type: 'TOTAL_XP', scope: 'CLASS', entries } }]);
    expect(updates(c.received)).toEqual([]);
    expect(updates(d.received)).toEqual([]);
  });
});

describe('watched boards (docs/adr/0105, 0195)', () => {
  let cluster: Cluster;
  let announced: CoreSubscription;
  /** The latest watch announced (push.boards.watched) for each room, as engagement keeps it. */
  const until = new Map<string, number>();
  beforeAll(async () => {
    announced = runCoreSubscription(bus.nc, { subject: 'push.boards.watched', handle: (e) => e.data.rooms.forEach((r) => until.set(r, Math.max(until.get(r) ?? 0, e.data.until))) }, console);
    // A watch lasts 1.2 s after its last renewal (60 s in production), renewed every 400 ms.
    cluster = await startCluster(2, { watchedBoardTtlMs: 1200 });
  });
  afterAll(async () => {
    await cluster?.close();
    await announced?.stop();
  });

  const watchedUntil = async (room: string) => until.get(room) ?? 0;

  it('a joined board is announced as watched while its socket stays, and lapses after it leaves', async () => {
    const grade = String(5000 + Math.floor(Math.random() * 1_000_000));
    const u = newUser();
    await createEngagementFactsRepository(redis).applyGroups(u, { classroomId: '', grade, schoolKey: '' }, Date.now());
    const room = leaderboardRoom('ACCURACY', 'GRADE', grade);
    const s = await listen(cluster, 1, u);
    s.socket.emit('leaderboard:join', { type: 'ACCURACY', scope: 'GRADE' });
    await eventually(WAIT_MS, 'watched at the join', async () => (await watchedUntil(room)) > Date.now());

    // Three TTLs later the watch is still ahead of the clock: the instance renewed it.
    await new Promise((r) => setTimeout(r, 3_600));
    expect(await watchedUntil(room)).toBeGreaterThan(Date.now());

    s.socket.emit('leaderboard:leave', { type: 'ACCURACY', scope: 'GRADE' });
    await eventually(WAIT_MS, 'the socket left the room', async () => (await cluster.instances[1]!.io.in(room).fetchSockets()).length === 0);
    await eventually(WAIT_MS, 'the watch lapsed', async () => (await watchedUntil(room)) <= Date.now());
  });
});

describe("friends' presence", () => {
  let cluster: Cluster;
  beforeAll(async () => {
    // Presence lapses 1.5 s after its last refresh (60 s in production), swept every 200 ms.
    cluster = await startCluster(2, { presenceRefreshMs: 300, presenceTtlMs: 1500, presenceSweepMs: 200 });
  });
  afterAll(async () => cluster?.close());

  it('join:friends tells who is online; online, activity and offline reach friends on the other instance once', async () => {
    const [me, friend, stranger] = [newUser(), newUser(), newUser()];
    await createEngagementFactsRepository(redis).applyFriends(me, [friend], Date.now());
    const mine = await listen(cluster, 1, me, 'me_kid');
    mine.socket.emit('join:friends');
    await eventually(WAIT_MS, 'joined the friend’s presence room', async () => (await cluster.instances[0]!.io.in(`presence:${friend}`).fetchSockets()).length === 1);

    const f = await listen(cluster, 0, friend, 'friend_kid');
    f.socket.emit('user:online');
    const s = await listen(cluster, 0, stranger, 'stranger');
    s.socket.emit('user:online');
    await eventually(WAIT_MS, 'friend:online', async () => mine.received.some((x) => x.name === 'friend:online'));
    f.socket.emit('user:activity', { type: 'practice', details: 'fractions' });
    await eventually(WAIT_MS, 'friend:activity', async () => mine.received.some((x) => x.name === 'friend:activity'));
    f.socket.disconnect();
    await eventually(WAIT_MS, 'friend:offline', async () => mine.received.some((x) => x.name === 'friend:offline'));

    const friendEvents = mine.received.filter((x) => x.name.startsWith('friend:'));
    expect(friendEvents).toEqual([
      { name: 'friend:online', payload: { userId: friend, username: 'friend_kid' } },
      { name: 'friend:activity', payload: { userId: friend, username: 'friend_kid', type: 'practice', details: 'fractions' } },
      { name: 'friend:offline', payload: { userId: friend, username: 'friend_kid' } },
    ]);

    // Joining again while the friend is online says so at once.
    const g = await listen(cluster, 0, friend, 'friend_kid');
    g.socket.emit('user:online');
    await eventually(WAIT_MS, 'online again', async () => mine.received.filter((x) => x.name === 'friend:online').length === 2);
    const late = await listen(cluster, 1, me, 'me_kid');
    late.socket.emit('join:friends');
    await eventually(WAIT_MS, 'told at join', async () => late.received.some((x) => x.name === 'friend:online'));
    expect(late.received.filter((x) => x.name === 'friend:online')).toEqual([{ name: 'friend:online', payload: { userId: friend, username: 'friend_kid' } }]);
  });

  it("a crashed instance's users go offline for their friends once their presence lapses", async () => {
    const local = await startCluster(2, { presenceRefreshMs: 300, presenceTtlMs: 1500, presenceSweepMs: 200 });
    try {
      const [me, friend] = [newUser(), newUser()];
      await createEngagementFactsRepository(redis).applyFriends(me, [friend], Date.now());
      const mine = await listen(local, 1, me);
      mine.socket.emit('join:friends');
      await eventually(WAIT_MS, 'joined', async () => (await local.instances[1]!.io.in(`presence:${friend}`).fetchSockets()).length === 1);
      const f = await listen(local, 0, friend, 'gone_kid');
      f.socket.emit('user:online');
      await eventually(WAIT_MS, 'friend:online', async () => mine.received.some((x) => x.name === 'friend:online'));
      // Past several refreshes the friend stays online.
      await eventually(WAIT_MS, 'refreshed past the TTL', async () => {
        const seen = await redis.zscore(onlineSetKey(local.durableSuffix), friend);
        return seen !== null && Number(seen) > Date.now() - 300 && mine.received.filter((x) => x.name === 'friend:offline').length === 0;
      });
      // A crash, as far as presence goes: instance 0 stops refreshing and never removes the
      // friend's presence (its process would be gone); the socket's end says nothing to anyone.
      const stoppedAt = Date.now();
      local.instances[0]!.presence.stop();
      f.socket.disconnect();
      await eventually(WAIT_MS, 'friend:offline after the lapse', async () => mine.received.some((x) => x.name === 'friend:offline'));
      expect(Date.now() - stoppedAt).toBeLessThan(1500 + 2_000);
      expect(mine.received.filter((x) => x.name === 'friend:offline')).toEqual([{ name: 'friend:offline', payload: { userId: friend, username: 'gone_kid' } }]);
    } finally {
      await local.close();
    }
  });
});
