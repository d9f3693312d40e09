export { TracingEnvSchema, TRACES_SAMPLERS, tracingConfig, type TracingConfig, type TracingEnv, type TracesSampler } from './config.js';
export { startTracing, stopTracing, flushTracing, tracingOn, tracerOf, type StartTracingOptions } from './provider.js';
export { traceCarrier, contextOf, type TraceCarrier } from './propagation.js';
export { installHttpTracing, requestTraceContext, requestTraceHeaders } from './http.js';
export { inEventTrace, startPublishSpan, startConsumeSpan, endSpan, registerConnectionService, setEventContext } from './messaging.js';
export { installTracing } from './install.js';
export { inSpan } from './spans.js';
export { SpanKind } from '@opentelemetry/api';
