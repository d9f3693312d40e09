import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { socketConnectionsNow } from './sockets.js';

/**
 * The process's metrics, created on first use: one registry per process, shared by every app
 * the process builds (in production one service per process; integration tests build several,
 * whose routes and databases differ, so their series stay apart). Names and labels are listed in
 * docs/benchmarks.md ("Metrics").
 */
export interface ProcessMetrics {
  registry: Registry;
  /** Request durations by route pattern (never the raw URL: ids would explode the series), method and status. */
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Storage commands sent, by database and command name (find, insert, update, findAndModify, ...). */
  storageCommands: Counter<'db' | 'command'>;
  storageFailures: Counter<'db' | 'command'>;
  storageDuration: Histogram<'command'>;
  /** Messages still waiting for a consumer after the one just delivered (JetStream's own count). */
  consumerPending: Gauge<'stream' | 'consumer'>;
  /** Age of an event when delivered: from its storage in the stream to its delivery. */
  consumerLag: Histogram<'stream' | 'consumer'>;
  consumerDeliveries: Counter<'stream' | 'consumer'>;
  consumerRedeliveries: Counter<'stream' | 'consumer'>;
  consumerOutcomes: Counter<'stream' | 'consumer' | 'outcome'>;
  /** Messages a core NATS subscription (no stream, no ack; docs/adr/0057) took, by how it ended. */
  coreMessages: Counter<'subject' | 'queue' | 'outcome'>;
  /** Age of a core message when its subscriber took it: from the envelope's `occurredAt` (the publisher's clock). */
  coreMessageAge: Histogram<'subject' | 'queue'>;
  /** Sockets the process holds now (realtime; ./sockets.ts), read at each scrape. */
  socketConnections: Gauge;
}

/** Seconds; requests here take from under a millisecond to a few hundred under load. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STORAGE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
const LAG_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/** How often the event loop's delay is sampled for `nodejs_eventloop_lag_*` (ms). */
export const EVENT_LOOP_SAMPLE_MS = 100;

let current: ProcessMetrics | undefined;

export function processMetrics(): ProcessMetrics {
  current ??= create();
  return current;
}

function create(): ProcessMetrics {
  const registry = new Registry();
  // process_cpu_*_seconds_total, process_resident_memory_bytes, nodejs_heap_*, event loop lag, GC.
  // The lag is sampled every 100 ms, not prom-client's default 10: its timer woke every idle
  // service 100 times a second, about 4 ms of CPU per second each (docs/benchmarks.md, idle services).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: 'mathquest_http_request_duration_seconds',
      help: 'HTTP request durations by route pattern, method and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    storageCommands: new Counter({
      name: 'mathquest_storage_commands_total',
      help: 'Storage (MongoDB) commands sent, by database and command name',
      labelNames: ['db', 'command'],
      registers,
    }),
    storageFailures: new Counter({
      name: 'mathquest_storage_command_failures_total',
      help: 'Storage (MongoDB) commands that failed, by database and command name',
      labelNames: ['db', 'command'],
      registers,
    }),
    storageDuration: new Histogram({
      name: 'mathquest_storage_command_duration_seconds',
      help: 'Storage (MongoDB) command round trips as the driver measured them, by command name',
      labelNames: ['command'],
      buckets: STORAGE_BUCKETS,
      registers,
    }),
    consumerPending: new Gauge({
      name: 'mathquest_event_consumer_pending_messages',
      help: 'Messages of the stream not yet delivered to the consumer, as of its last delivery',
      labelNames: ['stream', 'consumer'],
      registers,
    }),
    consumerLag: new Histogram({
      name: 'mathquest_event_consumer_lag_seconds',
      help: 'Time from an event being stored in its stream to its delivery to the consumer',
      labelNames: ['stream', 'consumer'],
      buckets: LAG_BUCKETS,
      registers,
    }),
    consumerDeliveries: new Counter({
      name: 'mathquest_event_deliveries_total',
      help: 'Event deliveries to the consumer, redeliveries included',
      labelNames: ['stream', 'consumer'],
      registers,
    }),
    consumerRedeliveries: new Counter({
      name: 'mathquest_event_redeliveries_total',
      help: 'Event deliveries that were not the first for their message',
      labelNames: ['stream', 'consumer'],
      registers,
    }),
    consumerOutcomes: new Counter({
      name: 'mathquest_event_outcomes_total',
      help: 'How the consumer settled each delivery: acked, retried (nak) or dropped (term)',
      labelNames: ['stream', 'consumer', 'outcome'],
      registers,
    }),
    coreMessages: new Counter({
      name: 'mathquest_core_messages_total',
      help: 'Messages a core NATS subscription took: handled, dropped (fails its contract) or failed (the handler threw)',
      labelNames: ['subject', 'queue', 'outcome'],
      registers,
    }),
    coreMessageAge: new Histogram({
      name: 'mathquest_core_message_age_seconds',
      help: "Age of a core NATS message when its subscriber took it, from its envelope's occurredAt",
      labelNames: ['subject', 'queue'],
      buckets: LAG_BUCKETS,
      registers,
    }),
    socketConnections: new Gauge({
      name: 'mathquest_socket_connections',
      help: 'Sockets (Socket.IO connections) this process holds now',
      registers,
      collect() {
        this.set(socketConnectionsNow());
      },
    }),
  };
}
