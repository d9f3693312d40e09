import { processMetrics } from './registry.js';

/**
 * What the event bus reports per delivery: the fields of a JetStream message's `info`
 * (nats' DeliveryInfo), so the bus passes `msg.info` as it is.
 */
export interface DeliveryFacts {
  stream: string;
  /** The durable consumer's name. */
  consumer: string;
  /** Messages of the stream still waiting for this consumer after this one. */
  pending: number;
  /** True when this is not the message's first delivery. */
  redelivered: boolean;
  /** When the stream stored the message, in nanoseconds since the epoch. */
  timestampNanos: number;
}

export type DeliveryOutcome = 'acked' | 'retried' | 'dropped';

/**
 * Call once per message a consumer receives, before handling it: sets the consumer's pending
 * count, observes the event's age (lag) and counts the delivery and whether it is a redelivery.
 */
export function recordEventDelivery(facts: DeliveryFacts, nowMs: number = Date.now()): void {
  const m = processMetrics();
  const labels = { stream: facts.stream, consumer: facts.consumer };
  m.consumerPending.set(labels, facts.pending);
  m.consumerLag.observe(labels, Math.max(0, nowMs - facts.timestampNanos / 1e6) / 1000);
  m.consumerDeliveries.inc(labels);
  if (facts.redelivered) m.consumerRedeliveries.inc(labels);
}

/** Call once per delivery when the consumer settles it: ack, nak (retried later) or term (dropped). */
export function recordEventOutcome(facts: Pick<DeliveryFacts, 'stream' | 'consumer'>, outcome: DeliveryOutcome): void {
  processMetrics().consumerOutcomes.inc({ stream: facts.stream, consumer: facts.consumer, outcome });
}

/** How a core subscription's message ended (docs/adr/0057): there is no ack, so this is all there is to count. */
export type CoreMessageOutcome = 'handled' | 'dropped' | 'failed';

/** Call once per message a core NATS subscription took: counts it by outcome and observes its age (from `occurredAt`, ms; null when unreadable). */
export function recordCoreMessage(labels: { subject: string; queue: string }, outcome: CoreMessageOutcome, occurredAtMs: number | null, nowMs: number = Date.now()): void {
  const m = processMetrics();
  m.coreMessages.inc({ ...labels, outcome });
  if (occurredAtMs !== null) m.coreMessageAge.observe(labels, Math.max(0, nowMs - occurredAtMs) / 1000);
}
