import { randomUUID } from 'node:crypto';
import { Streams, type EventEnvelope, type StreamName } from '@mathquest/contracts';
import {
  AckPolicy,
  connect,
  DeliverPolicy,
  JSONCodec,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { batchReader } from './batch.js';

const codec = JSONCodec<unknown>();

/** Dedup window for JetStream message ids (publishes retried within it are dropped by the server). */
const DUPLICATE_WINDOW_NS = 10 * 60 * 1_000_000_000;

export interface EventBus {
  nc: NatsConnection;
  /**
   * Appended to every durable consumer name this bus creates. Empty in production (all
   * instances of a service share one durable, so they split the work); tests that run
   * several apps against one NATS server give each app its own, so no app steals another's events.
   */
  durableSuffix: string;
  js: JetStreamClient;
  jsm: JetStreamManager;
  /** Publish with the event id as Nats-Msg-Id; resolves once JetStream has stored it. */
  publish(subject: string, event: EventEnvelope): Promise<{ duplicate: boolean }>;
  close(): Promise<void>;
}

export async function connectEventBus(url: string, name: string, opts: { durableSuffix?: string } = {}): Promise<EventBus> {
  const nc = await connect({ servers: url, name, maxReconnectAttempts: -1, reconnectTimeWait: 1000 });
  const js = nc.jetstream();
  const jsm = await nc.jetstreamManager();
  return {
    nc,
    durableSuffix: opts.durableSuffix ?? '',
    js,
    jsm,
    async publish(subject, event) {
      const ack = await js.publish(subject, codec.encode(event), { msgID: event.id });
      return { duplicate: ack.duplicate };
    },
    async close() {
      if (!nc.isClosed()) await nc.drain();
    },
  };
}

/** Create (or update) a stream; safe to call from every instance at boot. */
export async function ensureStream(jsm: JetStreamManager, stream: StreamName): Promise<void> {
  const { name, subjects } = Streams[stream];
  try {
    await jsm.streams.info(name);
    await jsm.streams.update(name, { subjects: [...subjects], duplicate_window: DUPLICATE_WINDOW_NS });
  } catch {
    try {
      await jsm.streams.add({ name, subjects: [...subjects], duplicate_window: DUPLICATE_WINDOW_NS });
    } catch (err) {
      // Another instance may have created it in between.
      await jsm.streams.info(name).catch(() => {
        throw err;
      });
    }
  }
}

export function newEvent<TType extends string, TData>(type: TType, data: TData, userId?: string, id: string = randomUUID()): EventEnvelope<TType, TData> {
  return { id, type, occurredAt: new Date().toISOString(), ...(userId ? { userId } : {}), data };
}

interface ConsumerSpecBase<T extends z.ZodType> {
  stream: StreamName;
  /** Durable name shared by every instance of the service, so instances split the work. */
  durable: string;
  subjects: string[];
  schema: T;
  /** Messages pulled ahead, and the largest batch handed to `handleBatch` (default 64). */
  maxInFlight?: number;
}

/** One event at a time. */
export interface SingleConsumerSpec<T extends z.ZodType> extends ConsumerSpecBase<T> {
  /** Must be idempotent: a message can be delivered more than once. Throw to retry later. */
  handle(event: z.infer<T>): Promise<void>;
  handleBatch?: never;
}

/**
 * The events that arrived together (in stream order), so a handler can coalesce them into fewer
 * writes (docs/adr/0045). All or nothing: when it throws, each event is retried alone, so one bad
 * event cannot hold its batch-mates back.
 */
export interface BatchConsumerSpec<T extends z.ZodType> extends ConsumerSpecBase<T> {
  /** Must be idempotent: any subset of a batch can be delivered again. Throw to retry. */
  handleBatch(events: Array<z.infer<T>>): Promise<void>;
  handle?: never;
}

export type ConsumerSpec<T extends z.ZodType> = SingleConsumerSpec<T> | BatchConsumerSpec<T>;

/**
 * Run a durable pull consumer: ack after the handler's write succeeded, nak with a delay
 * on failure (redelivered later), term on payloads that fail the contract (never fixable).
 * Batch handlers get whatever arrived while the previous batch was being written (./batch.ts).
 * Returns a stop function.
 */
export async function runConsumer<T extends z.ZodType>(bus: EventBus, spec: ConsumerSpec<T>, log: Logger): Promise<() => Promise<void>> {
  await ensureStream(bus.jsm, spec.stream);
  const { name } = Streams[spec.stream];
  const durable = bus.durableSuffix ? `${spec.durable}-${bus.durableSuffix}` : spec.durable;
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    // filter_subjects needs nats-server >= 2.10; one subject uses filter_subject, which 2.9 (Debian's) also knows.
    ...(spec.subjects.length === 1 ? { filter_subject: spec.subjects[0] } : { filter_subjects: spec.subjects }),
    ack_wait: 30 * 1_000_000_000,
    max_deliver: 20,
  };
  try {
    await bus.jsm.consumers.info(name, durable);
  } catch {
    await bus.jsm.consumers.add(name, config).catch(async (err) => {
      await bus.jsm.consumers.info(name, durable).catch(() => {
        throw err;
      });
    });
  }
  const consumer = await bus.js.consumers.get(name, durable);
  let messages: ConsumerMessages | null = null;
  let stopped = false;

  const maxBatch = spec.maxInFlight ?? 64;
  const handleOne = (event: z.infer<T>): Promise<void> => (spec.handleBatch ? spec.handleBatch([event]) : spec.handle(event));
  const retryLater = (m: JsMsg, err: unknown) => {
    log.warn({ err, subject: m.subject, redelivery: m.info.redeliveryCount }, 'event handler failed, will retry');
    m.nak(Math.min(30_000, 500 * 2 ** Math.min(m.info.redeliveryCount, 6)));
  };

  /** Decode and validate; term what can never be handled. Ack each message only after its write. */
  const processBatch = async (batch: JsMsg[]): Promise<void> => {
    const valid: Array<{ m: JsMsg; event: z.infer<T> }> = [];
    for (const m of batch) {
      let payload: unknown;
      try {
        payload = codec.decode(m.data);
      } catch {
        log.error({ subject: m.subject }, 'undecodable event, dropping');
        m.term();
        continue;
      }
      const parsed = spec.schema.safeParse(payload);
      if (!parsed.success) {
        log.error({ subject: m.subject, issues: parsed.error.issues }, 'event failed its contract, dropping');
        m.term();
        continue;
      }
      valid.push({ m, event: parsed.data });
    }
    if (valid.length === 0) return;
    if (spec.handleBatch && valid.length > 1) {
      try {
        await spec.handleBatch(valid.map((v) => v.event));
        for (const v of valid) v.m.ack();
        return;
      } catch {
        // fall through: each event alone, so only the failing ones are retried
      }
    }
    for (const v of valid) {
      try {
        await handleOne(v.event);
        v.m.ack();
      } catch (err) {
        retryLater(v.m, err);
      }
    }
  };

  const loop = async () => {
    while (!stopped) {
      try {
        messages = await consumer.consume({ max_messages: maxBatch });
        // Without handleBatch, batches of one: the old one-message-at-a-time behaviour.
        const reader = batchReader<JsMsg>(messages, spec.handleBatch ? maxBatch : 1);
        for (let batch = await reader.next(); batch; batch = await reader.next()) await processBatch(batch);
      } catch (err) {
        if (stopped) break;
        log.warn({ err }, 'consumer interrupted, restarting');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };
  void loop();
  return async () => {
    stopped = true;
    await messages?.close();
  };
}
