import { SpanKind, trace, context, type Attributes } from '@opentelemetry/api';
import { endSpan } from './messaging.js';
import { tracerOf, tracingOn } from './provider.js';

/** A span's kind, and its attributes built only when tracing is on (no work on a hot path when off). */
export interface SpanOptions {
  kind?: SpanKind;
  attributes?: () => Attributes;
}

/**
 * Run `fn` inside a span of `service` named `name` (a child of the active context), ended when
 * `fn` settles, with its error recorded. Without tracing, just `fn()`.
 */
export function inSpan<T>(service: string, name: string, fn: () => Promise<T> | T, opts: SpanOptions = {}): Promise<T> | T {
  if (!tracingOn()) return fn();
  return traced(service, name, fn, opts);
}

async function traced<T>(service: string, name: string, fn: () => Promise<T> | T, opts: SpanOptions): Promise<T> {
  const span = tracerOf(service).startSpan(name, { kind: opts.kind ?? SpanKind.INTERNAL, ...(opts.attributes ? { attributes: opts.attributes() } : {}) });
  try {
    const result = await context.with(trace.setSpan(context.active(), span), fn);
    endSpan(span);
    return result;
  } catch (err) {
    endSpan(span, err);
    throw err;
  }
}
