import { z } from 'zod';

/** The samplers of the OpenTelemetry specification's `OTEL_TRACES_SAMPLER` that MathQuest accepts. */
export const TRACES_SAMPLERS = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'] as const;
export type TracesSampler = (typeof TRACES_SAMPLERS)[number];

/**
 * The tracing variables every service reads (through the service kit) and the gateway too, with
 * the OpenTelemetry specification's standard names (docs/adr/0262). Tracing is off unless an
 * OTLP endpoint is set or TRACING_ENABLED says so.
 */
export const TracingEnvSchema = z.object({
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .url()
    .optional()
    .describe('Base URL of the OTLP/HTTP collector traces are sent to (e.g. http://otel-collector:4318; spans go to <url>/v1/traces). Setting it turns tracing on (docs/operators.md, Traces).'),
  TRACING_ENABLED: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: trace even without OTEL_EXPORTER_OTLP_ENDPOINT (to http://localhost:4318); false: no tracing even with it. Unset: tracing is on exactly when the endpoint is set.'),
  OTEL_TRACES_SAMPLER: z
    .enum(TRACES_SAMPLERS)
    .default('parentbased_always_on')
    .describe("Which traces are recorded (the specification's sampler names); a parent-based sampler follows the gateway's decision, so one answer's spans are kept or dropped together."),
  OTEL_TRACES_SAMPLER_ARG: z.coerce
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe('The ratio of traces kept by traceidratio and parentbased_traceidratio (1 when unset).'),
});
export type TracingEnv = z.infer<typeof TracingEnvSchema>;

export interface TracingConfig {
  enabled: boolean;
  /** The OTLP/HTTP base URL (the exporter appends /v1/traces). */
  endpoint: string | undefined;
  sampler: TracesSampler;
  ratio: number;
}

/** The tracing part of a process's environment; throws like `loadConfig` when a value is invalid. */
export function tracingConfig(env: NodeJS.ProcessEnv = process.env): TracingConfig {
  const parsed = TracingEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const enabled = e.TRACING_ENABLED === undefined ? e.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined : e.TRACING_ENABLED === 'true';
  return { enabled, endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, sampler: e.OTEL_TRACES_SAMPLER, ratio: e.OTEL_TRACES_SAMPLER_ARG ?? 1 };
}
