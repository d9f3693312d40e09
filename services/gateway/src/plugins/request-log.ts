import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Fastify's own per-request lines ("incoming request", "request completed", "Route ... not
 * found") are replaced by the one line the plugin below writes. Errors while answering a
 * request, stream and serializer failures still go through Fastify's default lines.
 * Passed to Fastify as `logController` (it cannot be set by a plugin).
 */
export class GatewayLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
  }

  override routeNotFound(): void {}
}

/** One `info` line per request, written when it is answered (fastify-plugin: for the whole app). */
export default fp(
  async function requestLog(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    });
  },
  { name: 'request-log' },
);
