/**
 * The shutdown order (docs/adr/0259-shutdown-order-and-gateway-retries.md) against a real server
 * socket and a real NATS server: a request in flight when the shutdown starts completes (with
 * `Connection: close`), readiness is 503 at once and new connections are refused; an event being
 * handled when its consumer stops is acked once and never redelivered, and one fetched but not
 * started is left un-acked and handled by another consumer of the same durable (after the
 * consumer's 30 s ack wait, which this test waits out).
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest, Agent } from 'node:http';
import type { EventOf } from '@mathquest/contracts';
import { JSONCodec } from 'nats';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEventBus, ensureStream, newEvent, type EventBus } from '../../src/events/bus.js';
import { runConsumer } from '../../src/events/consumer.js';
import { createService } from '../../src/service.js';
import { gracefulShutdown } from '../../src/shutdown.js';
import { testInfra } from '../../src/testing/index.js';

const log = pino({ level: 'silent' });

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One GET on `agent` (a keep-alive agent keeps its connection for the next call). */
function get(port: number, path: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a service shutting down', () => {
  it('is not ready at once, refuses new connections and finishes the request in flight', async () => {
    const app = createService({ name: 'shutdown-test', logLevel: 'silent', sessionRevocation: false });
    let started!: () => void;
    const handlerStarted = new Promise<void>((r) => (started = r));
    let finish!: () => void;
    const finished = new Promise<void>((r) => (finish = r));
    app.get('/slow', async () => {
      started();
      await finished;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const inFlightAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const exits: number[] = [];
    try {
      // A connection open before the shutdown, to ask for readiness on once it began.
      expect((await get(port, '/readyz', probeAgent)).status).toBe(200);
      const inFlight = get(port, '/slow', inFlightAgent);
      await handlerStarted;

      const shutdown = gracefulShutdown(app, { graceMs: 30_000, exit: (code) => exits.push(code) });
      const done = shutdown('SIGTERM');

      // New connections are refused (the gateway's connect then falls through to another instance).
      await until(
        () =>
          get(port, '/healthz', new Agent({ keepAlive: false })).then(
            () => false,
            (err: NodeJS.ErrnoException) => err.code === 'ECONNREFUSED',
          ),
        'new connections to be refused',
      );
      // The request in flight is not cut: it completes, and tells its client to close the connection.
      finish();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ done: true });
      expect(answer.connection).toBe('close');
      await done;
      expect(exits).toEqual([0]);
    } finally {
      finish();
      inFlightAgent.destroy();
      probeAgent.destroy();
      if (exits.length === 0) await app.close();
    }
  });

  it('answers /readyz with 503 as soon as it drains, while its dependencies still answer', async () => {
    const app = createService({ name: 'shutdown-test', logLevel: 'silent', sessionRevocation: false }, { storage: async () => true });
    await app.ready();
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      const { beginDraining } = await import('../../src/shutdown.js');
      beginDraining(app);
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'draining' });
      expect(res.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });
});

describe('an event consumer stopping', () => {
  let bus: EventBus;
  let other: EventBus;
  beforeAll(async () => {
    // Two connections, as two instances of one service: same durable name, so they share its messages.
    const suffix = `s${Date.now().toString(36)}`;
    bus = await connectEventBus(testInfra().natsUrl, 'shutdown-test-a', { durableSuffix: suffix });
    other = await connectEventBus(testInfra().natsUrl, 'shutdown-test-b', { durableSuffix: suffix });
    await ensureStream(bus.jsm, 'GAME');
  });
  afterAll(async () => {
    await bus?.close();
    await other?.close();
  });

  it('acks the event in hand once and leaves the fetched ones to another consumer of the durable', async () => {
    const userId = `u-${randomUUID().slice(0, 8)}`;
    const durable = `shutdowntest-${randomUUID().slice(0, 8)}`;
    const levelUp = (n: number) => newEvent('game.level.up', { userId, previousLevel: n - 1, newLevel: n, totalXp: 100 * n }, userId);
    const codec = JSONCodec();
    // Published straight onto the stream to learn each one's sequence.
    const seqs: number[] = [];
    for (let n = 1; n <= 3; n++) {
      const e = levelUp(n);
      seqs.push((await bus.js.publish('game.level.up', codec.encode(e), { msgID: e.id })).seq);
    }

    const handledByA: number[] = [];
    const handledByB: number[] = [];
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let holding!: () => void;
    const holdingFirst = new Promise<void>((r) => (holding = r));
    const mine = (e: EventOf<'game.level.up'>) => e.data.userId === userId;

    const stopA = await runConsumer(
      bus,
      {
        durable,
        subjects: ['game.level.up'],
        async handle(event) {
          if (!mine(event)) return;
          if (event.data.newLevel === 1) {
            holding();
            await released;
          }
          handledByA.push(event.data.newLevel);
        },
      },
      log,
    );
    let stopB: (() => Promise<void>) | null = null;
    try {
      await holdingFirst;
      // The second and third are delivered to A (fetched, in its buffer) while it holds the first.
      const name = `${durable}-${bus.durableSuffix}`;
      await until(async () => (await bus.jsm.consumers.info('GAME', name)).delivered.stream_seq >= seqs[2]!, 'the events to reach consumer A');

      const stopping = stopA();
      release();
      await stopping;
      expect(handledByA).toEqual([1]);

      stopB = await runConsumer(
        other,
        {
          durable,
          subjects: ['game.level.up'],
          async handle(event) {
            if (mine(event)) handledByB.push(event.data.newLevel);
          },
        },
        log,
      );
      // After the ack wait (30 s) of the deliveries to A.
      await until(() => handledByB.length >= 2, 'consumer B to handle the events A left', 90_000);
      // Every delivery of the durable acked: the first event's ack reached the server, so it is never delivered again.
      await until(async () => {
        const info = await other.jsm.consumers.info('GAME', name);
        return info.num_ack_pending === 0 && info.ack_floor.stream_seq >= seqs[2]!;
      }, 'every delivery to be acked');
      // Delivery is at least once: a redelivery to B (its ack late on a loaded server) may repeat
      // an event, which handlers absorb by being idempotent. What a stop promises is that B gets
      // exactly the events A left, and never the one A finished.
      expect([...new Set(handledByB)].sort()).toEqual([2, 3]);
      expect(handledByA).toEqual([1]);
    } finally {
      release();
      await stopA();
      await stopB?.();
    }
  }, 150_000);
});
