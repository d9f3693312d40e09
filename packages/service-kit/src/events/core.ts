/**
 * Core NATS messages (docs/adr/0057): live notifications on the subjects of the contracts'
 * `CoreEventSchemas`, which no stream stores. A publish goes into the connection's outgoing
 * buffer and is not awaited; a subscriber in a queue group takes each message on one instance of
 * its service, one without a queue group gets every message on every instance; nothing is
 * acknowledged or redelivered, and a message published while nobody listens is gone. Use it only
 * for what is worth nothing later (the state it announces is stored by its owner and read again
 * by whoever needs it).
 */
import { randomUUID } from 'node:crypto';
import { CoreEventSchemas, type CoreEventData, type CoreEventOf, type CoreSubject, type EventEnvelope } from '@mathquest/contracts';
import { JSONCodec, type Msg, type NatsConnection } from 'nats';
import type { FastifyBaseLogger } from 'fastify';
import { recordCoreMessage, type CoreMessageOutcome } from '../metrics/events.js';
import { endSpan, inEventTrace, setEventContext, startConsumeSpan, startPublishSpan } from '../tracing/messaging.js';

const codec = JSONCodec<unknown>();

/** A new message on the core subject `type`, its data checked against the subject's schema at compile time. */
export function newCoreEvent<S extends CoreSubject>(type: S, data: CoreEventData<S>, userId?: string, id: string = randomUUID(), at: Date = new Date()): CoreEventOf<S> {
  const event: EventEnvelope<S, CoreEventData<S>> = { id, type, occurredAt: at.toISOString(), ...(userId ? { userId } : {}), data };
  // As in newEvent (./bus.ts): CoreEventOf<S> is exactly this envelope for one subject.
  return event as CoreEventOf<S>;
}

/**
 * Publish on a core subject: synchronous, into the connection's buffer (sent with the next
 * flush of the socket; while the client reconnects it waits in the reconnect buffer). Nothing
 * confirms it. Throws nats' error when the connection is closed or draining.
 */
export function publishCore<S extends CoreSubject>(nc: Pick<NatsConnection, 'publish'>, subject: S, event: CoreEventOf<NoInfer<S>>): void {
  // With tracing on, a producer span continues the active trace and travels in the headers (docs/adr/0262).
  const traced = startPublishSpan(nc, subject, event.id);
  if (!traced) {
    nc.publish(subject, codec.encode(event));
    return;
  }
  try {
    nc.publish(subject, codec.encode(event), { headers: traced.headers });
    endSpan(traced.span);
  } catch (err) {
    endSpan(traced.span, err);
    throw err;
  }
}

export interface CoreSubscriptionSpec<S extends CoreSubject> {
  subject: S;
  /**
   * The queue group: each message goes to one subscriber of the group (one instance of the
   * service). Absent: every subscriber gets every message (each instance of the service).
   */
  queue?: string;
  /** Called for each message, one at a time, in the order they arrived; a throw is logged and the message is gone. */
  handle(event: CoreEventOf<S>): Promise<unknown> | unknown;
}

export interface CoreSubscription {
  /**
   * Resolves once every message the server had sent this subscription before the call has been
   * handled: a flush of the connection (a PING answered after everything routed to it), then the
   * handler catching up.
   */
  idle(): Promise<void>;
  /** Stops taking messages (a drain: those already received are handled) and resolves when the last was. */
  stop(): Promise<void>;
}

/**
 * Subscribe to a core subject (in a queue group, or on every instance) and hand each message,
 * parsed with its subject's schema, to `handle`, one after another (a plain async iterator of the subscription, so the
 * handler sees them in arrival order). A message that fails its contract is dropped and logged.
 * Each message is counted (`mathquest_core_messages_total`) and its age observed
 * (`mathquest_core_message_age_seconds`).
 */
export function runCoreSubscription<S extends CoreSubject>(nc: NatsConnection, spec: CoreSubscriptionSpec<S>, log: Pick<FastifyBaseLogger, 'warn' | 'error'>): CoreSubscription {
  const labels = { subject: spec.subject, queue: spec.queue ?? '' };
  const schema = CoreEventSchemas[spec.subject];
  const sub = nc.subscribe(spec.subject, spec.queue ? { queue: spec.queue } : {});
  let handled = 0;
  let waiters: Array<{ target: number; resolve: () => void }> = [];
  const wake = (all: boolean) => {
    waiters = waiters.filter((w) => {
      if (!all && handled < w.target) return true;
      w.resolve();
      return false;
    });
  };

  const take = async (data: Uint8Array, headers: Msg['headers']): Promise<void> => {
    const takenAt = Date.now();
    const traced = startConsumeSpan(nc, spec.subject, undefined, headers);
    let failure: unknown;
    let outcome: CoreMessageOutcome = 'handled';
    let occurredAt: number | null = null;
    try {
      let payload: unknown;
      try {
        payload = codec.decode(data);
      } catch {
        payload = undefined;
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        outcome = 'dropped';
        log.error({ subject: spec.subject, issues: parsed.error.issues }, 'core message failed its contract, dropping');
      } else {
        const at = Date.parse(parsed.data.occurredAt);
        occurredAt = Number.isNaN(at) ? null : at;
        // The schema of subject S parses exactly CoreEventOf<S>.
        const event = parsed.data as CoreEventOf<S>;
        if (traced) {
          traced.span.setAttribute('messaging.message.id', event.id);
          setEventContext(event, traced.ctx);
        }
        await inEventTrace(event, () => spec.handle(event));
      }
    } catch (err) {
      failure = err;
      outcome = 'failed';
      log.warn({ err, subject: spec.subject }, 'core message handler failed; the message is not redelivered');
    }
    recordCoreMessage(labels, outcome, occurredAt, takenAt);
    if (traced) endSpan(traced.span, outcome === 'handled' ? undefined : (failure ?? new Error(`core message ${outcome}`)));
  };

  const done = (async () => {
    try {
      for await (const m of sub) {
        await take(m.data, m.headers);
        handled++;
        wake(false);
      }
    } catch (err) {
      log.error({ err, subject: spec.subject }, 'core subscription ended');
    } finally {
      wake(true);
    }
  })();

  return {
    async idle() {
      if (nc.isClosed() || sub.isClosed()) return done;
      await nc.flush();
      const target = sub.getReceived();
      if (handled >= target) return;
      await new Promise<void>((resolve) => waiters.push({ target, resolve }));
    },
    async stop() {
      // A closed or draining connection ends its subscriptions itself.
      if (!nc.isClosed() && !nc.isDraining() && !sub.isClosed() && !sub.isDraining()) {
        await sub.drain().catch((err: unknown) => log.warn({ err, subject: spec.subject }, 'core subscription drain failed'));
      }
      await done;
    },
  };
}
