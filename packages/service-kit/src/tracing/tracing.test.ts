import { context, isSpanContextValid, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it } from 'vitest';
import { createService } from '../service.js';
import { outboxEntry } from '../events/outbox.js';
import { tracingConfig } from './config.js';
import { contextOf, traceCarrier } from './propagation.js';
import { startTracing, stopTracing, tracingOn } from './provider.js';

afterEach(async () => {
  await stopTracing();
});

const levelUp = () => outboxEntry('game.level.up', { userId: 'u1', previousLevel: 1, newLevel: 2, totalXp: 250 }, { userId: 'u1' });
const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('tracing configuration', () => {
  it('is off unless an OTLP endpoint is set or TRACING_ENABLED says so', () => {
    expect(tracingConfig({}).enabled).toBe(false);
    expect(tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({ enabled: true, endpoint: 'http://collector:4318', sampler: 'parentbased_always_on', ratio: 1 });
    expect(tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', TRACING_ENABLED: 'false' }).enabled).toBe(false);
    expect(tracingConfig({ TRACING_ENABLED: 'true' }).enabled).toBe(true);
    expect(tracingConfig({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' })).toMatchObject({ sampler: 'parentbased_traceidratio', ratio: 0.25 });
  });

  it('refuses values it does not know, naming them', () => {
    expect(() => tracingConfig({ OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(/OTEL_TRACES_SAMPLER/);
    expect(() => tracingConfig({ OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
    expect(() => tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });
});

describe('with tracing off', () => {
  it('registers no provider: the API stays the no-op, nothing is propagated or written', async () => {
    expect(startTracing({ service: 'quiet', config: tracingConfig({}) })).toBeNull();
    expect(tracingOn()).toBe(false);
    // The no-op API: spans that record nothing, with an invalid context; no propagator fields.
    const span = trace.getTracer('quiet').startSpan('anything');
    expect(span.isRecording()).toBe(false);
    expect(isSpanContextValid(span.spanContext())).toBe(false);
    span.end();
    expect(propagation.fields()).toEqual([]);
    expect(traceCarrier(contextOf({ traceparent: TRACEPARENT }))).toBeUndefined();
    // An outbox entry has no trace field, so the stored documents do not change.
    expect(levelUp()).not.toHaveProperty('trace');

    // A service answers as before, its handlers outside any span even when the caller sent a traceparent.
    const app = createService({ name: 'quiet', logLevel: 'silent', sessionRevocation: false });
    let active: unknown = 'unset';
    app.get('/probe', { schema: { hide: true } }, async () => {
      active = trace.getSpan(context.active());
      return { ok: true };
    });
    const res = await app.inject({ method: 'GET', url: '/probe', headers: { traceparent: TRACEPARENT } });
    expect(res.statusCode).toBe(200);
    expect(active).toBeUndefined();
    await app.close();
  });
});

describe('with tracing on', () => {
  it('continues the caller’s trace in a server span named after the route, and keeps the context in outbox entries', async () => {
    const exporter = new InMemorySpanExporter();
    expect(startTracing({ service: 'traced', exporter })).not.toBeNull();
    const app = createService({ name: 'traced', logLevel: 'silent', sessionRevocation: false });
    let carried: Record<string, string> | undefined;
    app.get('/items/:id', { schema: { hide: true } }, async () => {
      carried = levelUp().trace;
      return { ok: true };
    });
    const res = await app.inject({ method: 'GET', url: '/items/7?x=1', headers: { traceparent: TRACEPARENT } });
    expect(res.statusCode).toBe(200);
    await app.close();

    const [span] = exporter.getFinishedSpans().filter((s) => s.instrumentationScope.name === 'traced');
    expect(span?.name).toBe('GET /items/:id');
    expect(span?.spanContext().traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(span?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
    expect(span?.attributes).toMatchObject({ 'http.route': '/items/:id', 'url.path': '/items/7', 'http.response.status_code': 200 });
    // The entry carries the request's span, so its later publish continues this trace.
    expect(carried?.traceparent).toBe(`00-4bf92f3577b34da6a3ce929d0e0e4736-${span!.spanContext().spanId}-01`);
  });
});
