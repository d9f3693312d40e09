/**
 * `user:online` and `user:activity` on two realtime instances sharing Redis (docs/adr/0071): the
 * user's presence is kept in Redis with an expiry, invalid payloads are ignored without closing
 * the socket or hurting the instance, and the presence goes when the user's last socket closes.
 * Each change, and each refresh, is announced to engagement on core NATS (docs/adr/0196).
 */
import { randomUUID } from 'node:crypto';
import type { CoreEventOf } from '@mathquest/contracts';
import { connectEventBus, runCoreSubscription, type CoreSubscription, type EventBus } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_TTL_MS, type Presence } from '../../src/domain/presence.js';
import { presenceKey } from '../../src/repositories/presence-repository.js';
import { createPresenceRepository } from '../../src/repositories/presence-repository.js';
import { claims, eventually, sign, startCluster, type Cluster } from '../helpers/realtime.js';

const WAIT_MS = 10_000;
let cluster: Cluster;
let redis: Redis;
let bus: EventBus;
let announcements: CoreSubscription;
/** Every push.presence.users heard, in arrival order. */
const announced: Array<CoreEventOf<'push.presence.users'>['data']> = [];

beforeAll(async () => {
  bus = await connectEventBus(testInfra().natsUrl, 'realtime-presence-test');
  announcements = runCoreSubscription(bus.nc, { subject: 'push.presence.users', handle: (e) => void announced.push(e.data) }, console);
  // Refreshes every 300 ms instead of 20 s, so a refresh can be seen.
  cluster = await startCluster(2, { presenceRefreshMs: 300 });
  redis = new Redis(testInfra().redisUrl);
});

afterAll(async () => {
  await cluster?.close();
  await announcements?.stop();
  await bus?.close();
  redis?.disconnect();
});

const presenceOf = (userId: string) => createPresenceRepository(redis).read(userId);

async function presenceWhen(userId: string, what: string, ok: (p: Presence | null) => boolean): Promise<Presence | null> {
  let last: Presence | null = null;
  await eventually(WAIT_MS, what, async () => ok((last = await presenceOf(userId))));
  return last;
}

describe('presence', () => {
  it('user:online puts the user online in Redis with an expiry; user:activity records the last activity', async () => {
    const userId = `u-${randomUUID().slice(0, 8)}`;
    const before = Date.now();
    const { socket, outcome } = await cluster.open(0, sign(claims(userId)));
    expect(outcome).toBe('connected');
    expect(await presenceOf(userId)).toBeNull(); // a connection alone says nothing

    socket.emit('user:online');
    const online = await presenceWhen(userId, 'online', (p) => p !== null);
    expect(online).toEqual({ onlineAt: expect.any(Number), seenAt: expect.any(Number), activity: null });
    expect(online!.onlineAt).toBeGreaterThanOrEqual(before);
    const ttl = await redis.pttl(presenceKey(userId));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(PRESENCE_TTL_MS);

    socket.emit('user:activity', { type: 'practice', details: 'fractions' });
    const active = await presenceWhen(userId, 'activity recorded', (p) => p?.activity !== null && p?.activity !== undefined);
    expect(active).toMatchObject({ onlineAt: online!.onlineAt, activity: { type: 'practice', details: 'fractions', at: expect.any(Number) } });
  });

  it('is refreshed while the socket stays open, its expiry re-armed', async () => {
    const userId = `u-${randomUUID().slice(0, 8)}`;
    const { socket } = await cluster.open(0, sign(claims(userId)));
    socket.emit('user:online');
    const first = await presenceWhen(userId, 'online', (p) => p !== null);
    const refreshed = await presenceWhen(userId, 'refreshed', (p) => p !== null && p.seenAt > first!.seenAt);
    expect(refreshed!.onlineAt).toBe(first!.onlineAt);
    expect(await redis.pttl(presenceKey(userId))).toBeGreaterThan(PRESENCE_TTL_MS - 5_000);
  });

  it('ignores invalid user:activity and user:online payloads: the socket stays open and the instance keeps working', async () => {
    const userId = `u-${randomUUID().slice(0, 8)}`;
    const { socket } = await cluster.open(1, sign(claims(userId)));
    // The client's types forbid these; a hostile client sends them anyway.
    const raw = socket as unknown as { emit(name: string, ...args: unknown[]): void };
    const invalid: unknown[] = [undefined, null, 42, 'practice', [], {}, { type: '' }, { type: 'x'.repeat(33) }, { type: 'ok', details: 7 }, { type: 'ok', details: 'd'.repeat(201) }, { details: 'no type' }];
    for (const payload of invalid) raw.emit('user:activity', payload);
    raw.emit('user:activity');
    raw.emit('user:online', { online: true });
    raw.emit('user:online', 'yes');
    raw.emit('no:such:event', { x: 1 });

    // Events of one socket are handled in order: once this valid one is recorded, every invalid one was handled before it.
    socket.emit('user:activity', { type: 'quest' });
    const p = await presenceWhen(userId, 'the valid activity recorded', (x) => x?.activity !== null && x?.activity !== undefined);
    expect(p?.activity).toEqual({ type: 'quest', details: null, at: expect.any(Number) });
    expect(socket.connected).toBe(true);

    // The instance still accepts sockets and events.
    const other = `u-${randomUUID().slice(0, 8)}`;
    const again = await cluster.open(1, sign(claims(other)));
    expect(again.outcome).toBe('connected');
    again.socket.emit('user:online');
    await presenceWhen(other, 'the other user online', (x) => x !== null);
  });

  it("stays while one of the user's sockets is open, on either instance, and goes with the last one", async () => {
    const userId = `u-${randomUUID().slice(0, 8)}`;
    const token = sign(claims(userId));
    const [s0, s1] = [await cluster.open(0, token), await cluster.open(1, token)];
    s0.socket.emit('user:online');
    s1.socket.emit('user:online');
    await presenceWhen(userId, 'online', (p) => p !== null);

    s1.socket.disconnect();
    await s1.closed;
    // Instance 1 has handled the disconnect (its room of the user is gone) and its presence work is done.
    const instance1 = cluster.instances[1]!;
    await eventually(WAIT_MS, 'instance 1 saw the disconnect', async () => !instance1.io.sockets.adapter.rooms.has(`user:${userId}`));
    await instance1.presence.idle();
    expect(await presenceOf(userId)).not.toBeNull();

    s0.socket.disconnect();
    await presenceWhen(userId, 'offline once the last socket closed', (p) => p === null);
  });

  it('announces online with the activity, the refreshes, and offline with the last socket (docs/adr/0196)', async () => {
    const userId = `u-${randomUUID().slice(0, 8)}`;
    const of = () => announced.filter((a) => a.userIds.includes(userId));
    const { socket } = await cluster.open(1, sign(claims(userId)));
    socket.emit('user:online');
    await eventually(WAIT_MS, 'online announced', async () => of().some((a) => a.online));
    socket.emit('user:activity', { type: 'practice', details: 'fractions' });
    await eventually(WAIT_MS, 'the activity announced', async () => of().some((a) => a.online && a.activity?.type === 'practice' && a.activity.details === 'fractions'));
    const before = of().length;
    await eventually(WAIT_MS, 'a refresh announced', async () => of().slice(before).some((a) => a.online && a.activity === undefined));
    expect(of().every((a) => a.ttlMs > 0)).toBe(true);
    socket.disconnect();
    await eventually(WAIT_MS, 'offline announced', async () => of().some((a) => !a.online));
  });
});
