import { ErrorCode } from '@mathquest/contracts';
import { AppError, payloadTooLarge } from '@mathquest/service-kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isUnder, upstreamPath } from './limits/upstream-path.js';

export interface BodyLimitsOptions {
  /** Every body (at most the services' own limit, so that a too large body is 413, never 503). */
  bodyLimit: number;
  /** Bodies to /api/auth: credentials are small, and strict limits read these bodies whole. */
  authBodyLimit: number;
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Body limits, checked on the request line and headers before anything else is done with the
 * request (fastify-plugin: for the whole app; registered before the rate limits): 413 when the
 * Content-Length is over the limit of the path, 411 for a body without one. Proxied bodies are
 * streamed, so requiring a length is what lets the limit hold for every request.
 */
export default fp(
  async function bodyLimits(app: FastifyInstance, { bodyLimit, authBodyLimit }: BodyLimitsOptions) {
    app.addHook('onRequest', async (request) => {
      if (BODYLESS.has(request.method)) return;
      const path = upstreamPath(request.url);
      // A teacher's class list (the roster calls, docs/adr/0200) is a file, not credentials.
      const limit = isUnder(path, '/api/auth') && !isUnder(path, '/api/auth/classrooms') ? authBodyLimit : bodyLimit;
      if (Number(request.headers['content-length'] ?? 0) > limit) throw payloadTooLarge();
      if (request.headers['transfer-encoding'] && request.headers['content-length'] === undefined) {
        throw new AppError(411, ErrorCode.VALIDATION_ERROR, 'A Content-Length header is required');
      }
    });
  },
  { name: 'body-limits' },
);
