export { processMetrics, type ProcessMetrics } from './registry.js';
export { installRequestMetrics, UNMATCHED_ROUTE } from './http.js';
export { monitorStorageCommands, type CommandMonitoringSource } from './storage.js';
export { recordCoreMessage, recordEventDelivery, recordEventOutcome, type CoreMessageOutcome, type DeliveryFacts, type DeliveryOutcome } from './events.js';
export { metricsText, registerMetricsRoute, serveMetrics, METRICS_PATH, type MetricsServer } from './endpoint.js';
export { observeSocketConnections } from './sockets.js';
