export { loadConfig, BaseEnvSchema, serviceEnvSchema, serviceConfig, readPem, shutdownGraceMs, type BaseEnv, type ServiceEnv, type ServiceConfig } from './config.js';
export { AppError, isAppError, badRequest, unauthorized, forbidden, notFound, conflict, paymentRequired, payloadTooLarge, tooManyRequests } from './errors.js';
export { createService, runService, SERVICE_BODY_LIMIT_BYTES, type ServiceApp, type ServiceOptions, type ReadinessCheck } from './service.js';
export { growHeapBetweenCollections } from './heap-growth.js';
export { beginDraining, DEFAULT_SHUTDOWN_GRACE_MS, gracefulShutdown, installDrainingConnectionClose, isDraining, type ShutdownOptions } from './shutdown.js';
export { installRequestIds, requestIdOf, requestIdOptions, requestIdPlugin, REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from './plugins/request-id.js';
export {
  authenticatePlugin,
  installAuthentication,
  verifyAccessToken,
  bearerToken,
  currentUser,
  grantedChildren,
  grantedAccountExport,
  requireAccountExportGrant,
  provenChildren,
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type AuthUser,
} from './plugins/authenticate.js';
export {
  createRevocationList,
  publishRevocations,
  RevocationList,
  RevocationPublisher,
  DEFAULT_RESYNC_MS,
  REVOKED_SESSIONS_CHANNEL,
  REVOKED_SESSIONS_KEY,
  type RevocationListOptions,
  type RevokedSession,
  type SessionRevocations,
} from './auth/session-revocation.js';
export { errorHandlerPlugin, installErrorHandler, sendRouteNotFound, type ErrorHandlerOptions } from './plugins/error-handler.js';
export { connectMongo, pingMongo } from './infra/mongo.js';
export { connectRedis, pingRedis } from './infra/redis.js';
export { membersNaming, removeMembersNaming, scanKeys } from './infra/redis-sweep.js';
export { connectEventBus, DUPLICATE_WINDOW_S, ensureStream, newEvent, type EventBus, type Publish, type PublishOptions } from './events/bus.js';
export { newCoreEvent, publishCore, runCoreSubscription, type CoreSubscription, type CoreSubscriptionSpec } from './events/core.js';
export { watchPeers, type PeerSubject, type PeerWatch, type PeerWatchOptions } from './events/peer-watch.js';
export { startPeerSweeper, type PeerSweeperOptions, type PeerTimings } from './events/peer-sweeper.js';
export { runConsumer, type ConsumerSpec, type SingleConsumerSpec, type BatchConsumerSpec } from './events/consumer.js';
export { derivedId } from './events/derived-id.js';
export { PROJECTION_LAG, settled } from './events/projection-lag.js';
export { compactId, utcDay } from './events/seen-ids.js';
export {
  createOutbox,
  outboxEntry,
  type Outbox,
  type OutboxEntry,
  type OutboxLog,
  type OutboxOptions,
  type OutboxOwner,
  type OutboxStore,
  type PendingOutbox,
  type StoredOutboxEntry,
} from './events/outbox.js';
export { documentOutboxStore, type OutboxDocument, type VersionedPendingOutbox } from './events/outbox-store.js';
export { batchReader, forEachConcurrently, groupBy } from './events/batch.js';
export { createLiveCache, type LiveCache, type LiveCacheOptions } from './cache/live-cache.js';
export {
  installRequestMetrics,
  metricsText,
  monitorStorageCommands,
  observeSocketConnections,
  processMetrics,
  recordCoreMessage,
  recordEventDelivery,
  recordEventOutcome,
  registerMetricsRoute,
  serveMetrics,
  METRICS_PATH,
  UNMATCHED_ROUTE,
  type CoreMessageOutcome,
  type DeliveryFacts,
  type DeliveryOutcome,
  type MetricsServer,
  type ProcessMetrics,
} from './metrics/index.js';
export {
  TracingEnvSchema,
  TRACES_SAMPLERS,
  tracingConfig,
  startTracing,
  stopTracing,
  flushTracing,
  tracingOn,
  tracerOf,
  traceCarrier,
  contextOf,
  installHttpTracing,
  installTracing,
  requestTraceContext,
  requestTraceHeaders,
  inEventTrace,
  inSpan,
  SpanKind,
  type TraceCarrier,
  type TracingConfig,
  type TracingEnv,
  type TracesSampler,
  type StartTracingOptions,
} from './tracing/index.js';
