/**
 * runConsumer against a real NATS server (docs/adr/0045): what queued up arrives as one batch, a
 * failing batch is retried event by event, so only the event that keeps failing is redelivered
 * while its batch-mates are acked once, and a payload that fails its subject's schema is dropped.
 *
 * The stream is shared with other test files (game.level.up events of other users may arrive):
 * each test reads only the events of its own user.
 */
import { randomUUID } from 'node:crypto';
import type { EventOf } from '@mathquest/contracts';
import { JSONCodec } from 'nats';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEventBus, ensureStream, newEvent, type EventBus } from '../../src/events/bus.js';
import { runConsumer } from '../../src/events/consumer.js';
import { testInfra } from '../../src/testing/index.js';

const log = pino({ level: 'silent' });

let bus: EventBus;
beforeAll(async () => {
  bus = await connectEventBus(testInfra().natsUrl, 'bus-batch-test', { durableSuffix: `b${Date.now().toString(36)}` });
  await ensureStream(bus.jsm, 'GAME');
});
afterAll(async () => {
  await bus?.close();
});

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
}

/** The n-th event of a test user: a level-up to level n. */
const levelUp = (userId: string, n: number) => newEvent('game.level.up', { userId, previousLevel: n - 1, newLevel: n, totalXp: 100 * n }, userId);

describe('runConsumer with handleBatch', () => {
  it('hands queued events over together and retries a failing batch one event at a time', async () => {
    const userId = `u-${randomUUID().slice(0, 8)}`;
    for (let n = 1; n <= 6; n++) await bus.publish('game.level.up', levelUp(userId, n));

    const batches: number[][] = [];
    const done = new Map<number, number>();
    let failN3 = 2; // n=3 fails in its batch and alone (nak, redelivered), then succeeds
    const stop = await runConsumer(
      bus,
      {
        durable: `batchtest-${randomUUID().slice(0, 8)}`,
        subjects: ['game.level.up'],
        async handleBatch(all: Array<EventOf<'game.level.up'>>) {
          const events = all.filter((e) => e.data.userId === userId);
          if (events.length === 0) return;
          batches.push(events.map((e) => e.data.newLevel));
          if (events.some((e) => e.data.newLevel === 3) && failN3-- > 0) throw new Error('write failed');
          for (const e of events) done.set(e.data.newLevel, (done.get(e.data.newLevel) ?? 0) + 1);
        },
      },
      log,
    );
    try {
      await until(() => done.size === 6);
      await new Promise((r) => setTimeout(r, 1500)); // any redelivery of an acked event would show now
    } finally {
      await stop();
    }
    expect([...done.entries()].sort((a, b) => a[0] - b[0])).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n, 1]));
    expect(batches.some((b) => b.length > 1)).toBe(true);
  });

  it("drops (terms) a payload that fails its subject's schema and hands the handler parsed events", async () => {
    const userId = `u-${randomUUID().slice(0, 8)}`;
    const bad = { ...levelUp(userId, 1), data: { userId, previousLevel: 'one', newLevel: 2, totalXp: 0 } };
    // Straight onto the stream, as a broken publisher could: the consumer must not trust the bus.
    await bus.js.publish('game.level.up', JSONCodec().encode(bad), { msgID: bad.id });
    await bus.publish('game.level.up', levelUp(userId, 2));

    const seen: Array<EventOf<'game.level.up'>> = [];
    const stop = await runConsumer(
      bus,
      {
        durable: `schematest-${randomUUID().slice(0, 8)}`,
        subjects: ['game.level.up'],
        async handle(event) {
          if (event.data.userId === userId) seen.push(event);
        },
      },
      log,
    );
    try {
      await until(() => seen.length >= 1);
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      await stop();
    }
    expect(seen.map((e) => [e.type, e.data.newLevel])).toEqual([['game.level.up', 2]]);
    expect(seen[0]!.data).toEqual({ userId, previousLevel: 1, newLevel: 2, totalXp: 200 });
  });

  it('refuses a consumer whose subjects span two streams', async () => {
    await expect(
      runConsumer(bus, { durable: 'never-created', subjects: ['game.level.up', 'engagement.wallet.changed'], handle: async () => undefined }, log),
    ).rejects.toThrow(/one stream/);
  });
});
