/**
 * A server span for every HTTP request a Fastify app answers (docs/adr/0262): the caller's W3C
 * trace context is continued (the gateway's proxy sends it upstream), the span is named after the
 * route template, and the route's handler runs inside it, so what the handler publishes or asks
 * of another service joins the same trace. Nothing is installed when tracing is off.
 */
import { context, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE, ATTR_URL_PATH } from '@opentelemetry/semantic-conventions';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { contextOf, traceCarrier, type TraceCarrier } from './propagation.js';
import { tracerOf, tracingOn } from './provider.js';

interface RequestTrace {
  span: Span;
  ctx: Context;
}

const traces = new WeakMap<object, RequestTrace>();

/** The context of a request's server span (to inject into what the request sends on); undefined when untraced. */
export function requestTraceContext(request: object): Context | undefined {
  return traces.get(request)?.ctx;
}

/**
 * The headers that continue a request's trace in a call it makes to another service (the
 * gateway's proxy and reads, which run outside the route handler); empty when untraced.
 */
export function requestTraceHeaders(request: object): TraceCarrier {
  const ctx = traces.get(request)?.ctx;
  return (ctx && traceCarrier(ctx)) || {};
}

function finish(request: FastifyRequest, statusCode: number): void {
  const t = traces.get(request);
  if (!t) return;
  traces.delete(request);
  t.span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, statusCode);
  if (statusCode >= 500) t.span.setStatus({ code: SpanStatusCode.ERROR });
  t.span.end();
}

/**
 * Install the server spans on `app` (before its routes are registered: the handlers of routes
 * added later are wrapped). `service` names the tracer.
 */
export function installHttpTracing(app: FastifyInstance, service: string): void {
  if (!tracingOn()) return;
  const tracer = tracerOf(service);
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function traced(this: FastifyInstance, request, reply) {
      const t = traces.get(request);
      return t ? context.with(t.ctx, handler, this, request, reply) : handler.call(this, request, reply);
    } as typeof route.handler;
  });
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    const parent = contextOf(request.headers);
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        // The path (no query string) tells apart the requests of one proxy route (the gateway's `/api/game/*`).
        attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method, [ATTR_URL_PATH]: request.url.split('?', 1)[0]!, ...(route ? { [ATTR_HTTP_ROUTE]: route } : {}) },
      },
      parent,
    );
    traces.set(request, { span, ctx: trace.setSpan(parent, span) });
  });
  app.addHook('onError', async (request, _reply, error) => {
    traces.get(request)?.span.recordException(error);
  });
  app.addHook('onResponse', async (request, reply) => finish(request, reply.statusCode));
  app.addHook('onRequestAbort', async (request) => finish(request, 499));
}
