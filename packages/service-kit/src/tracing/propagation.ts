/**
 * W3C trace context (`traceparent`, `tracestate`) in and out of plain string maps: HTTP headers,
 * NATS message headers, and the copy an outbox entry keeps of the request that wrote it
 * (docs/adr/0262).
 */
import { context, propagation, ROOT_CONTEXT, type Context } from '@opentelemetry/api';
import { tracingOn } from './provider.js';

/** A trace context as text headers, e.g. `{ traceparent: '00-<trace>-<span>-01' }`. */
export type TraceCarrier = Record<string, string>;

/** The context `ctx` (the active one by default) as headers; undefined when tracing is off or there is no span to continue. */
export function traceCarrier(ctx: Context = context.active()): TraceCarrier | undefined {
  if (!tracingOn()) return undefined;
  const carrier: TraceCarrier = {};
  propagation.inject(ctx, carrier);
  return carrier.traceparent ? carrier : undefined;
}

/** The context a carrier describes (the root context when it carries none). */
export function contextOf(carrier: Readonly<Record<string, unknown>> | undefined): Context {
  if (!carrier) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, carrier, {
    keys: (c) => Object.keys(c),
    get: (c, key) => {
      const value = c[key];
      return typeof value === 'string' || Array.isArray(value) ? (value as string | string[]) : undefined;
    },
  });
}
