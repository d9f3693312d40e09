import { EventSchemas, Streams, streamOf, type EventOf, type EventSubject } from '@mathquest/contracts';
import { AckPolicy, DeliverPolicy, JSONCodec, type ConsumerMessages, type JsMsg } from 'nats';
import type { FastifyBaseLogger } from 'fastify';
import { recordEventDelivery, recordEventOutcome } from '../metrics/events.js';
import { endSpan, inEventTrace, setEventContext, startConsumeSpan } from '../tracing/messaging.js';
import type { Span } from '@opentelemetry/api';
import { batchReader } from './batch.js';
import { ensureStream, type EventBus } from './bus.js';

const codec = JSONCodec<unknown>();

interface ConsumerSpecBase<S extends EventSubject> {
  /** Durable name shared by every instance of the service, so instances split the work. */
  durable: string;
  /** The subjects consumed, all of one stream; each message is parsed with its subject's schema. */
  subjects: readonly [S, ...S[]];
  /** Messages pulled ahead, and the largest batch handed to `handleBatch` (default 64). */
  maxInFlight?: number;
}

/** One event at a time. */
export interface SingleConsumerSpec<S extends EventSubject> extends ConsumerSpecBase<S> {
  /** Must be idempotent: a message can be delivered more than once. Throw to retry later. */
  handle(event: EventOf<S>): Promise<void>;
  handleBatch?: never;
}

/**
 * The events that arrived together (in stream order), so a handler can coalesce them into fewer
 * writes (docs/adr/0045). All or nothing: when it throws, each event is retried alone, so one bad
 * event cannot hold its batch-mates back.
 */
export interface BatchConsumerSpec<S extends EventSubject> extends ConsumerSpecBase<S> {
  /** Must be idempotent: any subset of a batch can be delivered again. Throw to retry. */
  handleBatch(events: Array<EventOf<S>>): Promise<void>;
  handle?: never;
}

export type ConsumerSpec<S extends EventSubject> = SingleConsumerSpec<S> | BatchConsumerSpec<S>;

/** The stream of a consumer's subjects; they must share one (a durable consumer reads one stream). */
function streamOfSubjects(subjects: readonly EventSubject[]) {
  const streams = new Set(subjects.map(streamOf));
  if (streams.size !== 1) throw new Error(`a consumer reads one stream; ${subjects.join(', ')} span ${[...streams].join(', ')}`);
  return [...streams][0]!;
}

/**
 * Run a durable pull consumer: ack after the handler's write succeeded, nak with a delay
 * on failure (redelivered later), term on payloads that fail their subject's contract (never
 * fixable). Batch handlers get whatever arrived while the previous batch was being written
 * (./batch.ts). Returns a stop function, the consumer's part of a shutdown
 * (docs/adr/0259-shutdown-order-and-gateway-retries.md): it stops pulling, lets the batch in hand
 * finish and be acked, leaves the messages fetched but not started un-acked (the server delivers
 * them to another instance after the ack wait; nothing is nak'd, termed or dropped), and resolves
 * when the loop has ended, so the connection's drain that follows flushes every ack.
 */
export async function runConsumer<S extends EventSubject>(bus: EventBus, spec: ConsumerSpec<S>, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const stream = streamOfSubjects(spec.subjects);
  await ensureStream(bus.jsm, stream);
  const { name } = Streams[stream];
  const durable = bus.durableSuffix ? `${spec.durable}-${bus.durableSuffix}` : spec.durable;
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    // filter_subjects needs nats-server >= 2.10; one subject uses filter_subject, which 2.9 (Debian's) also knows.
    ...(spec.subjects.length === 1 ? { filter_subject: spec.subjects[0] } : { filter_subjects: [...spec.subjects] }),
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
  /** Wakes the pause between two attempts of an interrupted consumer when it is stopped. */
  let wake: (() => void) | null = null;

  const subjects = new Set<string>(spec.subjects);
  const maxBatch = spec.maxInFlight ?? 64;
  // Handled alone, an event runs in its own trace (a batch handler enters each group's, inEventTrace).
  const handleOne = (event: EventOf<S>): Promise<void> => inEventTrace(event, () => (spec.handleBatch ? spec.handleBatch([event]) : spec.handle(event)));
  /** With tracing on, each message's consumer span, ended with its ack, nak or term. */
  const spans = new WeakMap<JsMsg, Span>();
  const endOf = (m: JsMsg, err?: unknown) => {
    const span = spans.get(m);
    if (!span) return;
    spans.delete(m);
    endSpan(span, err);
  };
  const retryLater = (m: JsMsg, err: unknown) => {
    log.warn({ err, subject: m.subject, redelivery: m.info.redeliveryCount }, 'event handler failed, will retry');
    m.nak(Math.min(30_000, 500 * 2 ** Math.min(m.info.redeliveryCount, 6)));
    recordEventOutcome(m.info, 'retried');
    endOf(m, err);
  };
  const acked = (m: JsMsg) => {
    m.ack();
    recordEventOutcome(m.info, 'acked');
    endOf(m);
  };

  /** The event of a message, parsed with its subject's schema; null (after a term) when it can never be handled. */
  const parse = (m: JsMsg): EventOf<S> | null => {
    let payload: unknown;
    try {
      payload = codec.decode(m.data);
    } catch {
      log.error({ subject: m.subject }, 'undecodable event, dropping');
      m.term();
      return null;
    }
    if (!subjects.has(m.subject)) {
      log.error({ subject: m.subject }, 'event on a subject this consumer does not read, dropping');
      m.term();
      return null;
    }
    const parsed = EventSchemas[m.subject as S].safeParse(payload);
    if (!parsed.success) {
      log.error({ subject: m.subject, issues: parsed.error.issues }, 'event failed its contract, dropping');
      m.term();
      return null;
    }
    // The schema of subject S parses exactly EventOf<S>.
    return parsed.data as EventOf<S>;
  };

  /** Ack each message only after its write. */
  const processBatch = async (batch: JsMsg[]): Promise<void> => {
    const valid: Array<{ m: JsMsg; event: EventOf<S> }> = [];
    for (const m of batch) {
      recordEventDelivery(m.info);
      const traced = startConsumeSpan(bus.nc, m.subject, m.headers?.get('Nats-Msg-Id') || undefined, m.headers);
      if (traced) spans.set(m, traced.span);
      const event = parse(m);
      if (event) {
        valid.push({ m, event });
        if (traced) setEventContext(event, traced.ctx);
      } else {
        recordEventOutcome(m.info, 'dropped');
        endOf(m, new Error('event dropped: undecodable or failing its contract'));
      }
    }
    if (valid.length === 0) return;
    if (spec.handleBatch && valid.length > 1) {
      try {
        await spec.handleBatch(valid.map((v) => v.event));
        for (const v of valid) acked(v.m);
        return;
      } catch {
        // fall through: each event alone, so only the failing ones are retried
      }
    }
    for (const v of valid) {
      try {
        await handleOne(v.event);
        acked(v.m);
      } catch (err) {
        retryLater(v.m, err);
      }
    }
  };

  /**
   * Fetched, not started, and the consumer is stopping: left un-acked, so the server delivers them
   * to another instance of the durable once their ack wait is over. Not nak'd: the server may still
   * hold this instance's open pull request and would deliver a nak'd message straight back to it,
   * where nobody reads it any more.
   */
  let leftUnacked = 0;
  const handBack = (batch: JsMsg[]) => {
    leftUnacked += batch.length;
  };

  const loop = async () => {
    while (!stopped) {
      try {
        messages = await consumer.consume({ max_messages: maxBatch });
        // Stopped while the pull was being set up: close what it opened.
        if (stopped) void messages.close().catch(() => undefined);
        // Without handleBatch, batches of one: each message handled and acknowledged on its own.
        const reader = batchReader<JsMsg>(messages, spec.handleBatch ? maxBatch : 1);
        // After a stop the iterator still yields what was already buffered, then ends.
        for (let batch = await reader.next(); batch; batch = await reader.next()) {
          if (stopped) handBack(batch);
          else await processBatch(batch);
        }
      } catch (err) {
        if (stopped) break;
        log.warn({ err }, 'consumer interrupted, restarting');
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 1000);
        });
        wake = null;
      }
    }
  };
  const ended = loop();
  return async () => {
    if (stopped) return ended;
    stopped = true;
    wake?.();
    // No more pulls; the loop finishes the batch in hand, hands back the rest and ends.
    void messages?.close().catch(() => undefined);
    await ended;
    if (leftUnacked > 0) log.info({ durable, leftUnacked }, 'consumer stopped; events fetched but not started are left for another instance');
  };
}
