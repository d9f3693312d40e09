import { ErrorCode, type ErrorEnvelope } from '@mathquest/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../errors.js';
import { recordRouteMethods } from './route-methods.js';

/** zod's own messages ("Invalid input: expected string…") do not say which field; ours do. */
const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)/;

function envelope(code: string, message: string, field?: string): ErrorEnvelope {
  return { success: false, error: field ? { code, message, field } : { code, message } };
}

export interface ErrorHandlerOptions {
  /**
   * Also answer unknown routes with the JSON 404, or 405 with `Allow` when the path exists under
   * other methods (default true). An app with a not-found handler of its own (the gateway's
   * web-app fallback) turns this off and calls `sendRouteNotFound`.
   */
  notFound?: boolean;
}

/**
 * Errors Fastify's router raises before any route runs (`frameworkErrors`), in the envelope
 * instead of Fastify's own body: a path whose percent-encoding does not decode
 * (FST_ERR_BAD_URL), or a path parameter over the router's length limit (createService sets that
 * limit beyond what a request line can carry, so ids are judged by their schema instead).
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the URL is too long' : 'The URL is not valid';
  return reply.status(400).send(envelope(ErrorCode.VALIDATION_ERROR, message));
}

/** The JSON 404 for a route nobody serves. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send(envelope(ErrorCode.ROUTE_NOT_FOUND, `No route ${request.method} ${request.url.split('?')[0]}`));
}

/**
 * One place that turns every failure into the error envelope: validation (400 naming the
 * field), malformed JSON (400), our AppErrors (with Retry-After when they carry a wait),
 * bodies over the limit (413), rate limits (429), and anything else as a generic 500 without
 * internals. Also answers unknown routes with a JSON 404, or a 405 with an `Allow` header when
 * the path exists under other methods, unless told not to. Install it before declaring routes
 * (createService does): the 405 needs to see every route as it is added.
 */
export function installErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(err.validationContext ?? 'request');
      const raw = first?.message ?? 'Invalid request';
      const message = GENERIC_MESSAGE.test(raw) ? `${field}: ${raw}` : raw;
      return reply.status(400).send(envelope(ErrorCode.VALIDATION_ERROR, message, field));
    }
    if (isAppError(err)) {
      if (err.statusCode >= 500) request.log.error({ err }, 'request failed');
      if (err.retryAfterS !== undefined) reply.header('retry-after', String(err.retryAfterS));
      return reply.status(err.statusCode).send(envelope(err.code, err.message, err.field));
    }
    const status = err.statusCode ?? 500;
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && err instanceof SyntaxError)) {
      return reply.status(400).send(envelope(ErrorCode.INVALID_JSON, 'The request body is not valid JSON'));
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(envelope(ErrorCode.INVALID_JSON, 'The request body is empty; send a JSON object'));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send(envelope(ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large'));
    }
    if (status === 429) {
      return reply.status(429).send(envelope(ErrorCode.RATE_LIMITED, err.message || 'Too many requests, please wait a moment and try again'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (unsupported media type, bad params): safe to pass the message on.
      return reply.status(status).send(envelope(ErrorCode.VALIDATION_ERROR, err.message));
    }
    request.log.error({ err, method: request.method, url: request.url }, 'unhandled error');
    return reply.status(500).send(envelope(ErrorCode.INTERNAL_ERROR, 'Something went wrong on our side. Please try again.'));
  });

  if (options.notFound !== false) installUnroutedAnswers(app);
}

/**
 * 404, or 405 with `Allow` for a known path under another method (RFC 9110 §15.5.6). Answered in
 * an onRequest hook, before the body is read, so that no body or Content-Type (a QUERY without
 * one is refused by Fastify) turns them into a 400.
 */
function installUnroutedAnswers(app: FastifyInstance): void {
  const routes = recordRouteMethods(app);
  const answer = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const allowed = routes.allowed(request.url);
    if (allowed.length === 0) return sendRouteNotFound(request, reply);
    const path = request.url.split('?')[0] ?? '/';
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send(envelope(ErrorCode.METHOD_NOT_ALLOWED, `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}`));
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return answer(request, reply);
  });
  app.setNotFoundHandler(answer);
}

/** Plugin form of `installErrorHandler` (fastify-plugin, so it applies to the parent scope). */
export const errorHandlerPlugin = fp(async (app: FastifyInstance, options: ErrorHandlerOptions) => installErrorHandler(app, options), { name: 'error-handler' });
