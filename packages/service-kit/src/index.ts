export { loadConfig, BaseEnvSchema, serviceEnvSchema, serviceConfig, readPem, type BaseEnv, type ServiceEnv, type ServiceConfig } from './config.js';
export { AppError, isAppError, badRequest, unauthorized, forbidden, notFound, conflict, paymentRequired, payloadTooLarge, tooManyRequests } from './errors.js';
export { createService, runService, SERVICE_BODY_LIMIT_BYTES, type ServiceApp, type ServiceOptions, type ReadinessCheck } from './service.js';
export { installRequestIds, requestIdOf, requestIdOptions, requestIdPlugin, REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from './plugins/request-id.js';
export {
  authenticatePlugin,
  installAuthentication,
  verifyAccessToken,
  bearerToken,
  currentUser,
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type AuthUser,
} from './plugins/authenticate.js';
export { errorHandlerPlugin, installErrorHandler, sendRouteNotFound, type ErrorHandlerOptions } from './plugins/error-handler.js';
export { connectMongo, pingMongo } from './infra/mongo.js';
export { connectRedis, pingRedis } from './infra/redis.js';
export { connectEventBus, ensureStream, newEvent, runConsumer, type EventBus, type ConsumerSpec, type SingleConsumerSpec, type BatchConsumerSpec } from './events/bus.js';
export { batchReader, groupBy, RecentMap } from './events/batch.js';
