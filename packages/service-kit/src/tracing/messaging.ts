/**
 * Spans around NATS messages (docs/adr/0262): a producer span per publish whose context travels in
 * the message's headers, and a consumer span per message received, a child of its producer's, in
 * which the handler runs. An outbox entry keeps the context of the request that wrote it, so the
 * publish after the request (or the sweeper's, much later) continues that request's trace.
 */
import { context, propagation, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import { headers as natsHeaders, type MsgHdrs } from 'nats';
import { contextOf, type TraceCarrier } from './propagation.js';
import { tracerOf, tracingOn } from './provider.js';

/** The service each NATS connection publishes and consumes for (set by `connectEventBus`), naming its spans' tracer. */
const services = new WeakMap<object, string>();

export function registerConnectionService(nc: object, service: string): void {
  services.set(nc, service);
}

function tracerFor(nc: object | undefined) {
  return tracerOf((nc && services.get(nc)) ?? 'mathquest');
}

const messagingAttributes = (subject: string, id: string | undefined) => ({
  'messaging.system': 'nats',
  'messaging.destination.name': subject,
  ...(id ? { 'messaging.message.id': id } : {}),
});

/**
 * Start a producer span for a message on `subject` (a child of `from`, else of the active
 * context) and return it with the headers carrying it. Undefined when tracing is off.
 */
export function startPublishSpan(nc: object | undefined, subject: string, id: string | undefined, from?: TraceCarrier): { span: Span; headers: MsgHdrs } | undefined {
  if (!tracingOn()) return undefined;
  const parent = from ? contextOf(from) : context.active();
  const span = tracerFor(nc).startSpan(`${subject} publish`, { kind: SpanKind.PRODUCER, attributes: messagingAttributes(subject, id) }, parent);
  const carrier: TraceCarrier = {};
  propagation.inject(trace.setSpan(parent, span), carrier);
  const h = natsHeaders();
  for (const [k, v] of Object.entries(carrier)) h.set(k, v);
  return { span, headers: h };
}

/** End a span with the outcome of what it covered. */
export function endSpan(span: Span | undefined, err?: unknown): void {
  if (!span) return;
  if (err !== undefined) {
    span.recordException(err instanceof Error ? err : String(err));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/** The trace context in a message's headers (the root context when it has none). */
function headerContext(h: MsgHdrs | undefined): Context {
  if (!h) return contextOf(undefined);
  const carrier: TraceCarrier = {};
  for (const key of ['traceparent', 'tracestate']) {
    const value = h.get(key);
    if (value) carrier[key] = value;
  }
  return contextOf(carrier);
}

/** A consumer span for one received message (a child of the producer's span in its headers), and its context; undefined when tracing is off. */
export function startConsumeSpan(nc: object | undefined, subject: string, id: string | undefined, h: MsgHdrs | undefined): { span: Span; ctx: Context } | undefined {
  if (!tracingOn()) return undefined;
  const parent = headerContext(h);
  const span = tracerFor(nc).startSpan(`${subject} process`, { kind: SpanKind.CONSUMER, attributes: messagingAttributes(subject, id) }, parent);
  return { span, ctx: trace.setSpan(parent, span) };
}

/** The consumer span's context of each event being handled (set by the consumers for the handler's duration). */
const eventContexts = new WeakMap<object, Context>();

export function setEventContext(event: object, ctx: Context): void {
  eventContexts.set(event, ctx);
}

/**
 * Run `fn` in the trace of `event` (the consumer span of the message that carried it), so what it
 * publishes continues that trace. A batch handler calls it per group of events it handles
 * together; the first event's trace stands for its group. Without tracing, just `fn()`.
 */
export function inEventTrace<T>(event: object | undefined, fn: () => T): T {
  const ctx = event && tracingOn() ? eventContexts.get(event) : undefined;
  return ctx ? context.with(ctx, fn) : fn();
}
