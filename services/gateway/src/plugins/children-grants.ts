/**
 * A parent's reads about linked children (docs/adr/0073-parent-report.md): the game's
 * `GET /api/game/children/{childId}/report` and `GET /api/game/children/progress`, engagement's
 * `GET /api/engagement/children/wallets` and the teacher service's
 * `GET /api/teacher/children/{childId}/assignments` answer only for children a children grant of
 * auth names (docs/adr/0029). The browser never holds a grant, so the gateway gets one for the
 * call (a parent's route answers a parent through the gateway, docs/product/accounts.md): it asks auth for the parent's children (`GET /api/auth/children`, with the parent's own
 * token), takes the grant off auth's answer and passes it upstream with the request. A grant a
 * client sends itself is dropped on every proxied request.
 *
 * When auth refuses (not a parent, a revoked token) the request goes on without a grant and the
 * upstream refuses it as it would (401 / 403). When auth does not answer, the request is 503
 * (504 on a time-out), as for the children view: no figure is shown without the link checked.
 */
import { CHILDREN_GRANT_HEADER } from '@mathquest/contracts';
import { requestTraceHeaders } from '@mathquest/service-kit';
import type { FastifyRequest } from 'fastify';
import { plainFetch, type UpstreamAnswer, type UpstreamFetch } from './upstream-spread/fetch.js';

/** The routes that get a grant, by method and path (query left out). */
const CHILD_READ = /^\/api\/(?:game\/children\/(?:[^/]+\/report|progress)|engagement\/children\/wallets|teacher\/children\/[^/]+\/assignments)$/;

export function needsChildrenGrant(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  return request.method === 'GET' && CHILD_READ.test(request.url.split('?', 1)[0] ?? '');
}

export interface ChildrenGrantSource {
  auth: string;
  timeoutMs: number;
  unavailable: (timeout: boolean, cause: unknown) => Error;
  /** How auth is called: through the auth upstream's spreading dispatcher (docs/adr/0150); the global fetch by default. */
  fetch?: UpstreamFetch;
}

/** The grant auth signs for the caller's children now; null when auth refuses the caller. */
export function childrenGrants(source: ChildrenGrantSource) {
  return async function grantFor(request: Pick<FastifyRequest, 'headers' | 'id'>): Promise<string | null> {
    const authorization = request.headers.authorization;
    if (!authorization) return null;
    const fetchFrom = source.fetch ?? plainFetch;
    let res: UpstreamAnswer;
    try {
      res = await fetchFrom(`${source.auth}/api/auth/children`, {
        headers: { authorization, 'x-request-id': String(request.id), ...requestTraceHeaders(request) },
        signal: AbortSignal.timeout(source.timeoutMs),
      });
    } catch (err) {
      throw source.unavailable(err instanceof DOMException && err.name === 'TimeoutError', err);
    }
    await res.body?.cancel();
    if (res.status >= 500) throw source.unavailable(false, new Error(`auth answered ${res.status}`));
    if (res.status !== 200) return null;
    return res.headers.get(CHILDREN_GRANT_HEADER);
  };
}
