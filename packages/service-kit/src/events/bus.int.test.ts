/**
 * runConsumer with a batch handler against a real NATS server (docs/adr/0045): what queued up
 * arrives as one batch, and a failing batch is retried event by event, so only the event that
 * keeps failing is redelivered while its batch-mates are acked once.
 */
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testInfra } from '../testing/index.js';
import { connectEventBus, ensureStream, newEvent, runConsumer, type EventBus } from './bus.js';

const log = pino({ level: 'silent' });
const EventSchema = z.object({ id: z.string(), type: z.string(), occurredAt: z.string(), data: z.object({ n: z.number() }) });
type Ev = z.infer<typeof EventSchema>;

let bus: EventBus;
beforeAll(async () => {
  bus = await connectEventBus(testInfra().natsUrl, 'bus-batch-test', { durableSuffix: `b${Date.now().toString(36)}` });
  await ensureStream(bus.jsm, 'TEACHER');
});
afterAll(async () => {
  await bus?.close();
});

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
}

describe('runConsumer with handleBatch', () => {
  it('hands queued events over together and retries a failing batch one event at a time', async () => {
    const subject = `teacher.batchtest.${randomUUID().slice(0, 8)}`;
    for (let n = 1; n <= 6; n++) await bus.publish(subject, newEvent(subject, { n }));

    const batches: number[][] = [];
    const done = new Map<number, number>();
    let failN3 = 2; // n=3 fails in its batch and alone (nak, redelivered), then succeeds
    const stop = await runConsumer(
      bus,
      {
        stream: 'TEACHER',
        durable: `batchtest-${randomUUID().slice(0, 8)}`,
        subjects: [subject],
        schema: EventSchema,
        async handleBatch(events: Ev[]) {
          batches.push(events.map((e) => e.data.n));
          if (events.some((e) => e.data.n === 3) && failN3-- > 0) throw new Error('write failed');
          for (const e of events) done.set(e.data.n, (done.get(e.data.n) ?? 0) + 1);
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
});
