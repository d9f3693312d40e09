import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { AckPolicy, connect, JSONCodec } from 'nats';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectEventBus, newEvent } from '../../src/events/bus.js';
import { runConsumer } from '../../src/events/consumer.js';
import { connectMongo } from '../../src/infra/mongo.js';
import { createService } from '../../src/service.js';
import { testInfra, uniqueDbName } from '../../src/testing/index.js';
import { recordEventDelivery, recordEventOutcome } from '../../src/metrics/events.js';
import { parseExposition, sumOf } from '../../src/metrics/exposition.js';

describe('/metrics of a service (real storage and NATS)', () => {
  const infra = testInfra();

  it('shows a real request under its route and the storage commands it sent', async () => {
    const dbName = uniqueDbName('metrics');
    const mongo = await connectMongo(infra.mongoUrl, dbName);
    const app = createService({ name: 'metrics-int', logLevel: 'silent' });
    const notes = mongo.collection<{ _id: string; text: string }>('notes');
    app.put('/api/notes/:id', { schema: { params: z.object({ id: z.string() }), body: z.object({ text: z.string() }) } }, async (request) => {
      await notes.insertOne({ _id: request.params.id, text: request.body.text });
      return { note: await notes.findOne({ _id: request.params.id }) };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const id = randomUUID();
      const put = await fetch(`${base}/api/notes/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'hello' }) });
      expect(put.status).toBe(200);

      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      const families = parseExposition(await res.text());
      const requests = families.get('mathquest_http_request_duration_seconds')!;
      const sample = requests.samples.find((s) => s.labels.route === '/api/notes/:id');
      expect(sample).toMatchObject({ labels: { method: 'PUT', route: '/api/notes/:id', status_code: '200' }, count: 1 });
      expect(requests.samples.some((s) => s.labels.route?.includes(id))).toBe(false);

      expect(sumOf(families, 'mathquest_storage_commands_total', { db: dbName, command: 'insert' })).toBe(1);
      expect(sumOf(families, 'mathquest_storage_commands_total', { db: dbName, command: 'find' })).toBe(1);
      expect(sumOf(families, 'mathquest_storage_command_failures_total', { db: dbName })).toBe(0);
      expect(families.get('mathquest_storage_command_duration_seconds')!.samples.find((s) => s.labels.command === 'insert')!.count).toBeGreaterThanOrEqual(1);
      expect(sumOf(families, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      await app.close();
      await mongo.dropDatabase();
      await mongo.close();
    }
  });

  it('takes a real JetStream delivery as the bus hands it over (msg.info)', async () => {
    const nc = await connect({ servers: infra.natsUrl, timeout: 10_000 });
    const stream = `METRICS_${randomUUID().slice(0, 8).toUpperCase()}`;
    const subject = `metrics.${stream.toLowerCase()}`;
    const consumer = 'metrics-test';
    const jsm = await nc.jetstreamManager();
    try {
      await jsm.streams.add({ name: stream, subjects: [subject] });
      const js = nc.jetstream();
      const codec = JSONCodec<{ n: number }>();
      for (const n of [1, 2, 3]) await js.publish(subject, codec.encode({ n }));
      await jsm.consumers.add(stream, { durable_name: consumer, ack_policy: AckPolicy.Explicit });
      const m = await (await js.consumers.get(stream, consumer)).next({ expires: 5000 });
      expect(m).not.toBeNull();
      recordEventDelivery(m!.info);
      m!.ack();
      recordEventOutcome(m!.info, 'acked');

      const app = createService({ name: 'metrics-int', logLevel: 'silent' });
      const families = parseExposition((await app.inject({ method: 'GET', url: '/metrics' })).body);
      await app.close();
      const labels = { stream, consumer };
      expect(sumOf(families, 'mathquest_event_consumer_pending_messages', labels)).toBe(2);
      expect(sumOf(families, 'mathquest_event_deliveries_total', labels)).toBe(1);
      expect(sumOf(families, 'mathquest_event_redeliveries_total', labels)).toBe(0);
      expect(sumOf(families, 'mathquest_event_outcomes_total', { ...labels, outcome: 'acked' })).toBe(1);
      const lag = families.get('mathquest_event_consumer_lag_seconds')!.samples.find((s) => s.labels.stream === stream)!;
      expect(lag.count).toBe(1);
      expect(lag.sum).toBeGreaterThanOrEqual(0);
      expect(lag.sum).toBeLessThan(30);
    } finally {
      await jsm.streams.delete(stream).catch(() => undefined);
      await nc.close();
    }
  });

  it("counts a consumer's deliveries, its redelivery after a failure, and how each was settled", async () => {
    const bus = await connectEventBus(infra.natsUrl, 'metrics-consumer-test', { durableSuffix: `m${Date.now().toString(36)}` });
    const userId = `u-${randomUUID().slice(0, 8)}`;
    const durable = `metricstest-${randomUUID().slice(0, 8)}`;
    const stream = 'GAME';
    const consumer = `${durable}-${bus.durableSuffix}`;
    let failures = 1; // level 2 fails once: nak, redelivered, then handled
    const handled = new Set<number>();
    const stop = await runConsumer(
      bus,
      {
        durable,
        subjects: ['game.level.up'],
        async handle(event) {
          if (event.data.userId !== userId) return;
          if (event.data.newLevel === 2 && failures-- > 0) throw new Error('write failed');
          handled.add(event.data.newLevel);
        },
      },
      pino({ level: 'silent' }),
    );
    try {
      for (const n of [1, 2, 3]) await bus.publish('game.level.up', newEvent('game.level.up', { userId, previousLevel: n - 1, newLevel: n, totalXp: 100 * n }, userId));
      const end = Date.now() + 20_000;
      while (handled.size < 3 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      expect([...handled].sort()).toEqual([1, 2, 3]);

      // Other test files publish game.level.up events at the same time: this consumer receives
      // them too. Read the metrics once every delivery so far has been settled.
      const labels = { stream, consumer };
      const app = createService({ name: 'metrics-int', logLevel: 'silent' });
      const scrapeSettled = async () => {
        const settleBy = Date.now() + 10_000;
        for (;;) {
          const f = parseExposition((await app.inject({ method: 'GET', url: '/metrics' })).body);
          const settled = sumOf(f, 'mathquest_event_outcomes_total', labels);
          if (settled === sumOf(f, 'mathquest_event_deliveries_total', labels) || Date.now() > settleBy) return f;
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      const families = await scrapeSettled();
      await app.close();
      const deliveries = sumOf(families, 'mathquest_event_deliveries_total', labels);
      expect(deliveries).toBeGreaterThanOrEqual(4);
      expect(sumOf(families, 'mathquest_event_redeliveries_total', labels)).toBe(1);
      expect(sumOf(families, 'mathquest_event_outcomes_total', { ...labels, outcome: 'retried' })).toBe(1);
      // Everything else was acked, or dropped: another file publishes a payload that fails its schema.
      const acked = sumOf(families, 'mathquest_event_outcomes_total', { ...labels, outcome: 'acked' });
      expect(acked).toBeGreaterThanOrEqual(3);
      expect(acked + sumOf(families, 'mathquest_event_outcomes_total', { ...labels, outcome: 'dropped' })).toBe(deliveries - 1);
      expect(families.get('mathquest_event_consumer_lag_seconds')!.samples.find((s) => s.labels.consumer === consumer)!.count).toBe(deliveries);
      expect(families.get('mathquest_event_consumer_pending_messages')!.samples.some((s) => s.labels.consumer === consumer)).toBe(true);
    } finally {
      await stop();
      await bus.jsm.consumers.delete('GAME', consumer).catch(() => undefined);
      await bus.close();
    }
  });
});
