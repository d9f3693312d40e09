/**
 * The process's tracer provider (docs/adr/0262). Off by default: until `startTracing` registers a
 * provider, `@opentelemetry/api` is its no-op and every helper of this folder returns at its first
 * line (`tracingOn()`), so a service without tracing pays one boolean test per boundary.
 */
import { context, propagation, trace, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { tracingConfig, type TracingConfig, type TracesSampler } from './config.js';

let provider: NodeTracerProvider | null = null;

/** True once a provider is registered in this process. */
export function tracingOn(): boolean {
  return provider !== null;
}

/** The tracer of one service: its name is the span's instrumentation scope (several services share a process in tests). */
export function tracerOf(service: string): Tracer {
  return trace.getTracer(service);
}

function samplerOf(name: TracesSampler, ratio: number): Sampler {
  switch (name) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(ratio);
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });
  }
}

export interface StartTracingOptions {
  /** The process's service name (the resource's service.name). */
  service: string;
  /** Where the settings come from (process.env by default). */
  config?: TracingConfig;
  /**
   * Spans go here instead of to OTLP, each as it ends (tests: an InMemorySpanExporter). Giving
   * one turns tracing on whatever the settings say.
   */
  exporter?: SpanExporter;
}

/**
 * Register the process's tracer provider when the settings turn tracing on (or an exporter is
 * given), once per process: later calls return the registered one. Returns null when tracing stays
 * off; then no exporter, processor or context manager exists.
 */
export function startTracing(opts: StartTracingOptions): NodeTracerProvider | null {
  if (provider) return provider;
  const config = opts.config ?? tracingConfig();
  if (!config.enabled && !opts.exporter) return null;
  const processor = opts.exporter
    ? new SimpleSpanProcessor(opts.exporter)
    : new BatchSpanProcessor(new OTLPTraceExporter(config.endpoint ? { url: `${config.endpoint.replace(/\/+$/, '')}/v1/traces` } : {}));
  const registered = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: opts.service }),
    sampler: opts.exporter ? new AlwaysOnSampler() : samplerOf(config.sampler, config.ratio),
    spanProcessors: [processor],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator.
  registered.register();
  provider = registered;
  return provider;
}

/** Send what is buffered (a service's close); nothing when tracing is off. */
export async function flushTracing(): Promise<void> {
  await provider?.forceFlush();
}

/** Unregister and shut the provider down (tests; a process's end). */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  provider = null;
  if (!stopping) return;
  await stopping.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
}
