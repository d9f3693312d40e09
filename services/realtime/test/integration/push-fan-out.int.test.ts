/**
 * Socket pushes on core NATS to every realtime instance (docs/adr/0057, 0068), on the real NATS
 * and Redis:
 *  - an answer published on the GAME stream goes through engagement (its consumer, its write, its
 *    push on core NATS) and two realtime instances to a Socket.IO client, once;
 *  - with two instances, a push is emitted exactly once to each of the user's sockets (each
 *    instance receives it and emits it to the sockets it holds; were either to emit through the
 *    adapter, the other's sockets would get it twice);
 *  - a push published while no realtime instance is subscribed is not delivered later, when an
 *    instance joins: nothing stored it (documented, not an error).
 *
 * "Nothing more arrived" is proven as in socket-push.int.test.ts: once the instances have handled
 * every push published so far (`pushesHandled`), each emits a marker to the users' rooms, which
 * reaches a socket after anything that instance emitted before.
 */
import { randomUUID } from 'node:crypto';
import type { SocketPushItem } from '@mathquest/contracts';
import { connectEventBus, ensureStream, newCoreEvent, publishCore, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerEvent, engagementApp } from '../../../engagement/test/helpers/engagement.js';
import { userRoom } from '../../src/sockets/types.js';
import { claims, eventually, pushesHandled, sign, startCluster, type ClientSocket, type Cluster } from '../helpers/realtime.js';

const WAIT_MS = 15_000;
let bus: EventBus;

beforeAll(async () => {
  bus = await connectEventBus(testInfra().natsUrl, 'push-fan-out-test');
});
afterAll(async () => {
  await bus?.close();
});

interface Received {
  name: string;
  payload: unknown;
}
interface Listener {
  socket: ClientSocket;
  received: Received[];
  userId: string;
}

const newUser = () => `u-${randomUUID().slice(0, 8)}`;

async function listen(cluster: Cluster, instance: number, userId: string): Promise<Listener> {
  const opened = await cluster.open(instance, sign(claims(userId)));
  expect(opened.outcome).toBe('connected');
  const received: Received[] = [];
  opened.socket.onAny((name: string, payload: unknown) => received.push({ name, payload }));
  return { socket: opened.socket, received, userId };
}

const publishPush = (userId: string, events: SocketPushItem[]) => publishCore(bus.nc, 'push.socket.user', newCoreEvent('push.socket.user', { userId, events }, userId));

/** Every instance of `instances` emits a marker to the listeners' users; resolves once each socket has all of them. */
async function markersArrived(instances: ServiceApp[], listeners: Listener[]): Promise<void> {
  const tag = randomUUID().slice(0, 8);
  for (const [i, app] of instances.entries()) for (const l of listeners) app.io.to(userRoom(l.userId)).emit('notification:new', { title: `marker-${tag}-${i}` });
  for (const l of listeners) {
    await eventually(WAIT_MS, 'the markers arrived', async () => {
      const titles = l.received.filter((r) => r.name === 'notification:new').map((r) => (r.payload as { title: string }).title);
      return instances.every((_, i) => titles.includes(`marker-${tag}-${i}`));
    });
  }
}

const named = (received: Received[], name: string) => received.filter((r) => r.name === name);
const wallet = (coins: number): SocketPushItem => ({ name: 'wallet:updated', payload: { coins, gems: 0 } });

describe('an answer reaches the socket through engagement and two instances', () => {
  let cluster: Cluster;
  let engagement: ServiceApp;
  let engagementBus: EventBus;
  beforeAll(async () => {
    await ensureStream(bus.jsm, 'GAME');
    const durableSuffix = `e${randomUUID().slice(0, 8)}`;
    engagementBus = await connectEventBus(testInfra().natsUrl, 'engagement', { durableSuffix });
    engagement = (await engagementApp({ bus: engagementBus, durableSuffix })).app;
    cluster = await startCluster(2);
  });
  afterAll(async () => {
    await cluster?.close();
    await engagement?.close();
    await engagementBus?.close();
  });

  it("emits the answer's wallet, pet and battle pass items once to the student's socket", async () => {
    const kid = newUser();
    const s = await listen(cluster, 1, kid);
    await bus.publish('game.answer.submitted', answerEvent(kid, { coins: 3, xp: 20 }));

    await eventually(WAIT_MS, 'the wallet push arrived', async () => named(s.received, 'wallet:updated').length >= 1);
    await pushesHandled(cluster, [engagementBus]);
    await markersArrived(cluster.instances, [s]);

    expect(named(s.received, 'wallet:updated').map((r) => r.payload)).toEqual([{ coins: 3, gems: 0 }]);
    expect(named(s.received, 'pet:updated')).toHaveLength(1);
    expect(named(s.received, 'battlepass:xp_gained')).toHaveLength(1);
  });
});

describe('pushes on every instance', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(2);
  });
  afterAll(async () => cluster?.close());

  it("emits each push exactly once to each of the user's sockets, on both instances", async () => {
    const kid = newUser();
    const [s0, s1] = [await listen(cluster, 0, kid), await listen(cluster, 1, kid)];
    publishPush(kid, [wallet(41)]);
    await pushesHandled(cluster, [bus]);
    await markersArrived(cluster.instances, [s0, s1]);
    for (const s of [s0, s1]) expect(named(s.received, 'wallet:updated').map((r) => r.payload)).toEqual([{ coins: 41, gems: 0 }]);

    // Many: still one copy of each per socket, whichever instance holds it.
    for (let n = 0; n < 20; n++) publishPush(kid, [wallet(100 + n)]);
    await pushesHandled(cluster, [bus]);
    await markersArrived(cluster.instances, [s0, s1]);
    for (const s of [s0, s1]) {
      const coins = named(s.received, 'wallet:updated').map((r) => (r.payload as { coins: number }).coins);
      expect([...coins].sort((a, b) => a - b)).toEqual([41, ...Array.from({ length: 20 }, (_, n) => 100 + n)]);
    }
  });

  it('does not deliver later a push published while no instance was subscribed', async () => {
    const kid = newUser();
    const s = await listen(cluster, 0, kid);
    // Every instance stops taking pushes (as when no realtime instance runs); the socket stays.
    for (const app of cluster.instances) await app.pushes.stop();
    publishPush(kid, [wallet(7)]);
    await bus.nc.flush(); // the server has it, and nobody to give it to

    // An instance of the same deployment joins afterwards and the student's next socket lands on
    // it; then a second push.
    const joined = await startCluster(1, { adapterKey: cluster.durableSuffix });
    try {
      const later = await listen(joined, 0, kid);
      publishPush(kid, [wallet(8)]);
      await pushesHandled(joined, [bus]);
      await markersArrived([...cluster.instances, ...joined.instances], [s, later]);
      // The newcomer handles what reaches it in order: had the first push been kept, it would have come first.
      expect(named(later.received, 'wallet:updated').map((r) => r.payload)).toEqual([{ coins: 8, gems: 0 }]);
      // An instance that stopped taking pushes (one shutting down) tells its sockets nothing more;
      // they reconnect to a running instance and read the state again (docs/adr/0067, 0068).
      expect(named(s.received, 'wallet:updated')).toEqual([]);
    } finally {
      await joined.close();
    }
  });
});
