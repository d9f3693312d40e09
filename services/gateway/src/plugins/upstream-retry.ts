/**
 * The one retry of the gateway's proxies (docs/adr/0259-shutdown-order-and-gateway-retries.md):
 * a request sent again once, to the next instance, when the instance it went to was going away,
 * and only a request that is safe to send twice.
 *
 * - Going away: the connection was reset or closed under the request (an instance closing its
 *   keep-alive connections as it stops), every address refused or could not be reached within the
 *   connect time-out (a removed container's address), or the answer is a 503 that closes its
 *   connection (what a closing server answers before it stops listening).
 * - Safe to send twice: GET, HEAD and OPTIONS, and a request carrying an `Idempotency-Key` whose
 *   body the gateway holds (the game answers a repeated key with the first result and credits
 *   once, docs/product/practice.md). Any other request is never retried: it may have been done.
 *
 * Used as @fastify/reply-from's `retryDelay` (through @fastify/http-proxy's `replyOptions`).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The errors of a connection the upstream closed or refused, as undici and Node name them, and of a
 * connect that reached no instance (an address whose container is gone answers nothing, or the
 * network says it is unreachable): the request was never received, so another instance may take it.
 */
const GOING_AWAY_ERRORS = new Set([
  'UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'ECONNREFUSED', 'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN',
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A short pause, so the retry's connect goes to an address other than the one that just closed. */
export const RETRY_DELAY_MS = 20;

interface RetryRequest {
  method: string;
  headers: Record<string, unknown>;
  body?: unknown;
}

interface RetryResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  stream?: { resume?: () => unknown };
}

export interface RetryContext {
  err?: (Error & { code?: string }) | null;
  req: RetryRequest;
  res?: RetryResponse | null;
  /** Retries already made for this request. */
  attempt: number;
}

/** Whether sending the request a second time can do nothing the first did not. */
export function safeToRepeat(req: RetryRequest): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  if (req.headers['idempotency-key'] === undefined) return false;
  // The body must be the gateway's to send again: a stream is gone once sent.
  return req.body === undefined || req.body === '' || !(req.body instanceof Readable);
}

/** A sign the upstream instance was going away rather than failing the request itself. */
export function wentAway(err: RetryContext['err'], res: RetryContext['res']): boolean {
  if (err) return err.code !== undefined && GOING_AWAY_ERRORS.has(err.code);
  return res?.statusCode === 503 && String(res.headers.connection ?? '').toLowerCase() === 'close';
}

/** reply-from's `retryDelay`: the delay before the one retry, or null for none. */
export function retryOnceWhenGoingAway({ err, req, res, attempt }: RetryContext): number | null {
  if (attempt > 0 || !safeToRepeat(req) || !wentAway(err, res)) return null;
  // The 503's body is not sent on; let its connection finish.
  res?.stream?.resume?.();
  return RETRY_DELAY_MS;
}

/**
 * Body parsing for a proxy whose requests carry idempotency keys (the game's): the body is read
 * whole (it is small, and the body limits already hold it to its Content-Length), and a keyed JSON
 * object is kept as the object, which the proxy can send again; anything else goes on as the same
 * bytes in a stream, as the proxy's own parser would send it.
 */
export function installReplayableBodies(scope: FastifyInstance): void {
  const parse = (request: FastifyRequest, body: Buffer, done: (err: Error | null, body?: unknown) => void) => {
    if (request.headers['idempotency-key'] !== undefined) {
      try {
        const parsed: unknown = JSON.parse(body.toString('utf8'));
        if (parsed !== null && typeof parsed === 'object') {
          done(null, parsed);
          return;
        }
      } catch {
        // Not JSON: the upstream answers it (a 400 in its own envelope).
      }
    }
    done(null, Readable.from([body], { objectMode: false }));
  };
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, parse);
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => done(null, Readable.from([body as Buffer], { objectMode: false })));
}
