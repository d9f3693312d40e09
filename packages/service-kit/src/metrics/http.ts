import type { FastifyInstance } from 'fastify';
import { processMetrics } from './registry.js';

/** The route label of requests no route matched (404s of any URL): one series, whatever was asked. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Time every request of `app` into mathquest_http_request_duration_seconds, labelled with the
 * route pattern Fastify matched (`/api/game/sessions/:id`, never the URL with its ids and query).
 * Works on any Fastify instance, so the gateway can use it too.
 */
export function installRequestMetrics(app: FastifyInstance): void {
  const { httpDuration } = processMetrics();
  app.addHook('onResponse', async (request, reply) => {
    httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
