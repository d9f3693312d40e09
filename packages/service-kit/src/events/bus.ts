import { randomUUID } from 'node:crypto';
import { Streams, type EventEnvelope, type EventData, type EventOf, type EventSubject, type StreamName } from '@mathquest/contracts';
import { connect, JSONCodec, type JetStreamClient, type JetStreamManager, type NatsConnection } from 'nats';
import { endSpan, registerConnectionService, startPublishSpan } from '../tracing/messaging.js';
import type { TraceCarrier } from '../tracing/propagation.js';

const codec = JSONCodec<unknown>();

/** Seconds of JetStream's duplicate window on every stream (also the soak's warm-up, scripts/bench/soak.ts). */
export const DUPLICATE_WINDOW_S = 2 * 60;

/**
 * Every stream's limits (docs/benchmarks.md, "Memory"). The dedup window: publishes retried
 * within it are dropped by the server, which keeps each id of the window in memory (a 10-minute
 * window grew NATS by ~30 MB at 24 answers/s). Outbox sweeps retry after seconds; a retry later
 * than the window is delivered twice, which consumers tolerate (ADR 0041). Age and size bound
 * the stream: a consumer that is behind by more loses the oldest events.
 */
const STREAM_LIMITS = {
  duplicate_window: DUPLICATE_WINDOW_S * 1_000_000_000,
  max_age: 7 * 24 * 3600 * 1_000_000_000,
  max_bytes: 1024 * 1024 * 1024,
};

export interface PublishOptions {
  /** The trace to continue (an outbox entry's, docs/adr/0262); the active context when absent. */
  trace?: TraceCarrier | undefined;
}

export interface Publish {
  /**
   * Publish with the event id as Nats-Msg-Id; resolves once JetStream has stored it. With tracing
   * on, a producer span's context goes in the message headers.
   */
  <S extends EventSubject>(subject: S, event: EventOf<NoInfer<S>>, opts?: PublishOptions): Promise<{ duplicate: boolean }>;
}

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
  publish: Publish;
  close(): Promise<void>;
}

export async function connectEventBus(url: string, name: string, opts: { durableSuffix?: string } = {}): Promise<EventBus> {
  // noAsyncTraces: otherwise every request, JetStream publish included, captures two stack traces
  // up front (an Error for its context and a time-out error), whether or not it fails: ~2 % of the
  // game's and more of engagement's CPU in the answer benchmark (docs/design/events-and-pushes.md, the event bus). A failure still
  // carries its own error code and message.
  const nc = await connect({ servers: url, name, maxReconnectAttempts: -1, reconnectTimeWait: 1000, noAsyncTraces: true });
  const js = nc.jetstream();
  const jsm = await nc.jetstreamManager();
  registerConnectionService(nc, name);
  const publish = async (subject: string, event: EventEnvelope, opts?: PublishOptions) => {
    const traced = startPublishSpan(nc, subject, event.id, opts?.trace);
    if (!traced) {
      const ack = await js.publish(subject, codec.encode(event), { msgID: event.id });
      return { duplicate: ack.duplicate };
    }
    try {
      const ack = await js.publish(subject, codec.encode(event), { msgID: event.id, headers: traced.headers });
      endSpan(traced.span);
      return { duplicate: ack.duplicate };
    } catch (err) {
      endSpan(traced.span, err);
      throw err;
    }
  };
  return {
    nc,
    durableSuffix: opts.durableSuffix ?? '',
    js,
    jsm,
    publish,
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
    await jsm.streams.update(name, { subjects: [...subjects], ...STREAM_LIMITS });
  } catch {
    try {
      await jsm.streams.add({ name, subjects: [...subjects], ...STREAM_LIMITS });
    } catch (err) {
      // Another instance may have created it in between.
      await jsm.streams.info(name).catch(() => {
        throw err;
      });
    }
  }
}

/**
 * A new event on `subject`, its data checked against the subject's schema at compile time.
 * `id` defaults to a random UUID; give a derived one (`derivedId`) where a retry could rebuild
 * the event, so JetStream de-duplicates the re-publish.
 */
export function newEvent<S extends EventSubject>(type: S, data: EventData<S>, userId?: string, id: string = randomUUID(), at: Date = new Date()): EventOf<S> {
  const event: EventEnvelope<S, EventData<S>> = { id, type, occurredAt: at.toISOString(), ...(userId ? { userId } : {}), data };
  // EventOf<S> distributes over S; for one subject it is exactly EventEnvelope<S, EventData<S>>,
  // which TypeScript cannot see through while S is still generic.
  return event as EventOf<S>;
}
