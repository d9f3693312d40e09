import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Accept an incoming request id only if it looks like one (no log injection through headers). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** The caller's x-request-id when it looks like one (the gateway's, or a client's), else a fresh UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify options that make `request.id` the id above. `requestIdHeader` must stay off: with a
 * header name Fastify takes that header as it is and never calls `genReqId`, so the check above
 * would be skipped.
 */
export const requestIdOptions = { requestIdHeader: false, genReqId: requestIdOf } as const;

/**
 * Echoes the request id on every answer, errors and early answers of hooks included.
 * Pair it with `requestIdOptions`.
 */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/** Plugin form of `installRequestIds` (fastify-plugin, so it applies to the parent scope). */
export const requestIdPlugin = fp(async (app: FastifyInstance) => installRequestIds(app), { name: 'request-id' });
