/**
 * Core NATS messages against a real NATS server (docs/adr/0057): no stream stores the core
 * subjects; two subscriptions of one queue group share the messages, each taken once, each
 * subscriber's in publish order; a message that fails its contract is dropped and one whose
 * handler throws is lost, and the subscription goes on; after stop() nothing more is handled.
 *
 * Other test files publish socket pushes on the same subject: each test reads only its own user's.
 */
import { randomUUID } from 'node:crypto';
import { CORE_SUBJECTS, type CoreEventOf } from '@mathquest/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEventBus, ensureStream, type EventBus } from '../../src/events/bus.js';
import { newCoreEvent, publishCore, runCoreSubscription, type CoreSubscription } from '../../src/events/core.js';
import { processMetrics } from '../../src/metrics/registry.js';
import { testInfra } from '../../src/testing/index.js';

const log = pino({ level: 'silent' });
type Push = CoreEventOf<'push.socket.user'>;

let bus: EventBus;
beforeAll(async () => {
  bus = await connectEventBus(testInfra().natsUrl, 'core-test');
  for (const stream of ['AUTH', 'GAME', 'ENGAGEMENT', 'TEACHER'] as const) await ensureStream(bus.jsm, stream);
});
afterAll(async () => {
  await bus?.close();
});

const push = (userId: string, coins: number): Push => newCoreEvent('push.socket.user', { userId, events: [{ name: 'wallet:updated', payload: { coins, gems: 0 } }] }, userId);
const coinsOf = (p: Push) => (p.data.events[0]!.payload as { coins: number }).coins;

async function outcomes(queue: string): Promise<Record<string, number>> {
  const metric = await processMetrics().coreMessages.get();
  return Object.fromEntries(metric.values.filter((v) => v.labels.queue === queue).map((v) => [String(v.labels.outcome), v.value]));
}

describe('core NATS subjects', () => {
  it('are stored by no stream on the server', async () => {
    for (const subject of CORE_SUBJECTS) await expect(bus.jsm.streams.find(subject)).rejects.toThrow();
    // The check can see a stored subject.
    expect(await bus.jsm.streams.find('engagement.wallet.changed')).toBe('ENGAGEMENT');
  });

  it('a queue group takes each message once, each subscriber in publish order', async () => {
    const userId = `u-${randomUUID().slice(0, 8)}`;
    const queue = `q-${randomUUID().slice(0, 8)}`;
    const got: Array<number[]> = [[], []];
    const subs: CoreSubscription[] = [0, 1].map((i) =>
      runCoreSubscription(bus.nc, { subject: 'push.socket.user', queue, handle: (p) => void (p.data.userId === userId && got[i]!.push(coinsOf(p))) }, log),
    );
    try {
      await bus.nc.flush(); // both subscriptions registered
      for (let n = 0; n < 40; n++) publishCore(bus.nc, 'push.socket.user', push(userId, n));
      await Promise.all(subs.map((s) => s.idle()));

      expect([...got[0]!, ...got[1]!].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
      for (const mine of got) expect(mine).toEqual([...mine].sort((a, b) => a - b));
    } finally {
      for (const s of subs) await s.stop();
    }
  });

  it('drops a message that fails its contract, loses one whose handler throws, goes on, and stops', async () => {
    const userId = `u-${randomUUID().slice(0, 8)}`;
    const queue = `q-${randomUUID().slice(0, 8)}`;
    const handled: number[] = [];
    const sub = runCoreSubscription(
      bus.nc,
      {
        subject: 'push.socket.user',
        queue,
        handle: (p) => {
          if (p.data.userId !== userId) return;
          if (coinsOf(p) === 2) throw new Error('emit failed');
          handled.push(coinsOf(p));
        },
      },
      log,
    );
    await bus.nc.flush();
    publishCore(bus.nc, 'push.socket.user', push(userId, 1));
    bus.nc.publish('push.socket.user', new TextEncoder().encode('{"not":"a push"}'));
    publishCore(bus.nc, 'push.socket.user', push(userId, 2));
    publishCore(bus.nc, 'push.socket.user', push(userId, 3));
    await sub.idle();
    expect(handled).toEqual([1, 3]);
    const counted = await outcomes(queue);
    // Other files may publish malformed pushes on the shared subject too (socket-push.int.test.ts): at least ours.
    expect(counted.dropped).toBeGreaterThanOrEqual(1);
    expect(counted.failed).toBe(1);

    await sub.stop();
    publishCore(bus.nc, 'push.socket.user', push(userId, 4));
    await bus.nc.flush();
    await sub.idle();
    expect(handled).toEqual([1, 3]);
  });
});
