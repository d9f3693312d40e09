/**
 * Socket pushes (push.socket.user, core NATS) through two realtime instances sharing NATS and
 * Redis, as in production (docs/adr/0057, 0068, 0070): each instance receives every push and
 * emits its items in order to the user's sockets it holds, so the user's sockets on both
 * instances get it once each. Another user's socket receives nothing.
 *
 * "Nothing more arrived" is proven without guessing a delay: once both instances have handled
 * every push published so far (`pushesHandled`), each instance emits a marker to the same rooms.
 * An instance's emits reach a socket in the order it made them (locally, or through its one Redis
 * publisher), so any copy of a push an instance emitted arrives before its marker.
 */
import { randomUUID } from 'node:crypto';
import type { SocketPushItem } from '@mathquest/contracts';
import { connectEventBus, newCoreEvent, publishCore, type EventBus } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoom } from '../../src/sockets/types.js';
import { claims, eventually, pushesHandled, sign, startCluster, type ClientSocket, type Cluster } from '../helpers/realtime.js';

const WAIT_MS = 15_000;
let cluster: Cluster;
let bus: EventBus;

beforeAll(async () => {
  [cluster, bus] = await Promise.all([startCluster(2), connectEventBus(testInfra().natsUrl, 'realtime-push-test')]);
});

afterAll(async () => {
  await cluster?.close();
  await bus?.close();
});

interface Received {
  name: string;
  payload: unknown;
}

/** A connected socket of `userId` on `instance`, recording every event it receives. */
async function listen(instance: number, userId: string): Promise<{ socket: ClientSocket; received: Received[] }> {
  const opened = await cluster.open(instance, sign(claims(userId)));
  expect(opened.outcome).toBe('connected');
  const received: Received[] = [];
  opened.socket.onAny((name: string, payload: unknown) => received.push({ name, payload }));
  return { socket: opened.socket, received };
}

const newUser = () => `u-${randomUUID().slice(0, 8)}`;

function publishPush(userId: string, events: SocketPushItem[], at = new Date()): void {
  publishCore(bus.nc, 'push.socket.user', newCoreEvent('push.socket.user', { userId, events }, userId, randomUUID(), at));
}

/** Waits until both instances have handled every push this file published so far. */
const allHandled = () => pushesHandled(cluster, [bus]);

/** Every instance emits a marker to these users' rooms; resolves once each socket has both. */
async function markersArrived(users: Array<{ userId: string; received: Received[] }>): Promise<void> {
  const tag = randomUUID().slice(0, 8);
  for (const [i, app] of cluster.instances.entries()) {
    for (const u of users) app.io.to(userRoom(u.userId)).emit('notification:new', { title: `marker-${tag}-${i}` });
  }
  for (const u of users) {
    await eventually(WAIT_MS, 'the markers arrived', async () => {
      const titles = u.received.filter((r) => r.name === 'notification:new').map((r) => (r.payload as { title: string }).title);
      return cluster.instances.every((_, i) => titles.includes(`marker-${tag}-${i}`));
    });
  }
}

const withoutMarkers = (received: Received[]) => received.filter((r) => !(r.name === 'notification:new' && (r.payload as { title: string }).title.startsWith('marker-')));
const asReceived = (items: SocketPushItem[]): Received[] => items.map((i) => ({ name: i.name, payload: i.payload }));

const quest = { questId: 'q-speed', name: 'Speed Demon', currentProgress: 3, targetValue: 3 };
const itemsOf = (n: number): SocketPushItem[] => [
  { name: 'quest:progress', payload: { ...quest, currentProgress: n } },
  { name: 'wallet:updated', payload: { coins: 100 + n, gems: n } },
  { name: 'battlepass:xp_gained', payload: { xp: 5, currentXp: 10 * n, xpForNextLevel: 1000 } },
];

describe('socket pushes on core NATS', () => {
  it("reaches the user's sockets on both instances exactly once, in order, and no one else's", async () => {
    const alice = newUser();
    const bob = newUser();
    const [a0, a1, b0] = [await listen(0, alice), await listen(1, alice), await listen(0, bob)];
    const items: SocketPushItem[] = [
      { name: 'quest:progress', payload: quest },
      { name: 'quest:completed', payload: { ...quest, coinReward: 20, xpReward: 50, gemReward: 1 } },
      { name: 'wallet:updated', payload: { coins: 120, gems: 1 } },
      { name: 'treasure:found', payload: { chestId: 'c-1', rarity: 'RARE' } },
      { name: 'notification:new', payload: { type: 'reward', title: 'Quest complete!', message: 'Speed Demon' } },
    ];

    publishPush(alice, items);
    await eventually(WAIT_MS, "alice's sockets received the push", async () => withoutMarkers(a0.received).length >= items.length && withoutMarkers(a1.received).length >= items.length);
    await allHandled();
    await markersArrived([
      { userId: alice, received: a0.received },
      { userId: alice, received: a1.received },
      { userId: bob, received: b0.received },
    ]);

    expect(withoutMarkers(a0.received)).toEqual(asReceived(items));
    expect(withoutMarkers(a1.received)).toEqual(asReceived(items));
    expect(withoutMarkers(b0.received)).toEqual([]);
    expect([a0, a1, b0].map((s) => s.socket.connected)).toEqual([true, true, true]);
  });

  it('emits each of many pushes on each instance to its own sockets only: every socket gets each push once, its items in order', async () => {
    const carol = newUser();
    const [c0, c1] = [await listen(0, carol), await listen(1, carol)];
    const pushes = Array.from({ length: 12 }, (_, n) => itemsOf(n));
    for (const items of pushes) publishPush(carol, items);
    const total = pushes.flat().length;

    await eventually(WAIT_MS, "carol's sockets received every push", async () => withoutMarkers(c0.received).length >= total && withoutMarkers(c1.received).length >= total);
    await allHandled();
    await markersArrived([
      { userId: carol, received: c0.received },
      { userId: carol, received: c1.received },
    ]);

    for (const socket of [c0, c1]) {
      const got = withoutMarkers(socket.received);
      expect(got).toHaveLength(total); // not once per instance
      for (const items of pushes) {
        // A push's items are emitted together, in order.
        const mine = got.filter((r) => items.some((i) => i.name === r.name && JSON.stringify(i.payload) === JSON.stringify(r.payload)));
        expect(mine).toEqual(asReceived(items));
      }
    }
  });

  it('handles a push for a user without a socket, and drops a push too old to be news', async () => {
    const dave = newUser();
    const d1 = await listen(1, dave);
    publishPush(newUser(), itemsOf(1)); // nobody listens
    publishPush(dave, itemsOf(2), new Date(Date.now() - 10 * 60_000));
    await allHandled();
    await markersArrived([{ userId: dave, received: d1.received }]);

    expect(withoutMarkers(d1.received)).toEqual([]);
  });

  it('drops a push that fails its contract and goes on with the next', async () => {
    const erin = newUser();
    const e0 = await listen(0, erin);
    // A socket event the push contract does not know, then not JSON at all, then a good push.
    bus.nc.publish('push.socket.user', new TextEncoder().encode(JSON.stringify(newCoreEvent('push.socket.user', { userId: erin, events: [{ name: 'quest:progress', payload: quest }] }, erin)).replace('quest:progress', 'room:deleted')));
    bus.nc.publish('push.socket.user', new TextEncoder().encode('not json'));
    publishPush(erin, itemsOf(3));
    await allHandled();
    await markersArrived([{ userId: erin, received: e0.received }]);

    expect(withoutMarkers(e0.received)).toEqual(asReceived(itemsOf(3)));
  });
});
