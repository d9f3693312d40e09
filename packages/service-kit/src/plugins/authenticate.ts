import { createPublicKey, type KeyObject } from 'node:crypto';
import { ACCOUNT_EXPORT_GRANT_AUDIENCE, ACCOUNT_EXPORT_GRANT_HEADER, AccessTokenClaimsSchema, AccountExportGrantClaimsSchema, CHILDREN_GRANT_AUDIENCE, CHILDREN_GRANT_HEADER, ChildrenGrantClaimsSchema, ErrorCode, type AccountExportGrantClaims, type AccountLimits, type ChildrenGrantClaims, type Language, type Plan, type Role } from '@mathquest/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import jwt from 'jsonwebtoken';
import type { z } from 'zod';
import type { SessionRevocations } from '../auth/session-revocation.js';
import { createLiveCache, type LiveCache } from '../cache/live-cache.js';
import { AppError, forbidden, unauthorized } from '../errors.js';
import { markRouteAccess } from './route-access.js';

/** Only the algorithm auth signs with is accepted: `alg: none` and HS-confusion tokens fail. */
export const ACCESS_TOKEN_ALGORITHM = 'ES256' as const;
export const ACCESS_TOKEN_AUDIENCE = 'mathquest';
export const ACCESS_TOKEN_ISSUER = 'mathquest-auth';

export interface AuthUser {
  id: string;
  role: Role;
  username: string;
  plan: Plan;
  timeZone: string;
  gradeLevel: number | undefined;
  /** The session (refresh-token family) the token belongs to; what logout and revocation act on. */
  sessionId: string | undefined;
  /** Set while the account waits for a parent's approval (docs/adr/0239): chat, friends and challenges are refused. */
  limits?: AccountLimits | undefined;
  /** The account's language when it is not English (the token's `lang`); absent: English. */
  language?: Language | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` on routes that require a signed-in user. */
    authUser?: AuthUser;
  }
  interface FastifyInstance {
    /** The revoked sessions this process knows (docs/adr/0013); null when revocation is off. */
    sessionRevocations: SessionRevocations | null;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** 403 (with `message`, else a generic one) unless the caller has one of `roles`; 401 without a token. */
    requireRole: (roles: Role | readonly Role[], message?: string) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Parsing a PEM into a key costs more than checking an ES256 signature, and jsonwebtoken would
 * do it on every request; keep the parsed key (a service has one or two PEMs, ever).
 */
const PUBLIC_KEYS = new Map<string, KeyObject>();
function publicKey(pem: string): KeyObject {
  let key = PUBLIC_KEYS.get(pem);
  if (!key) {
    key = createPublicKey(pem);
    PUBLIC_KEYS.set(pem, key);
  }
  return key;
}

/**
 * Tokens already verified, per public key: a student sends the same access token with every
 * request of a game, and checking an ES256 signature costs more than the rest of a typical
 * request's CPU in this service. The same token string always verifies the same way, so only the
 * expiry is re-checked on a hit. Failures are never cached. A token not presented for
 * `VERIFIED_TOKEN_IDLE_MS` is forgotten (docs/adr/0217): the cache holds the tokens of the people
 * using the service now, not every token seen since it started.
 */
const VERIFIED_TOKENS_PER_KEY = 10_000;
const VERIFIED_TOKEN_IDLE_MS = 5 * 60_000;
const VERIFIED = new Map<string, LiveCache<string, { user: AuthUser; exp: number }>>();
function verifiedTokens(pem: string) {
  let cache = VERIFIED.get(pem);
  if (!cache) {
    cache = createLiveCache({ max: VERIFIED_TOKENS_PER_KEY, idleMs: VERIFIED_TOKEN_IDLE_MS });
    VERIFIED.set(pem, cache);
  }
  return cache;
}

function expired(): AppError {
  return unauthorized('Your session has expired, please log in again', ErrorCode.TOKEN_EXPIRED);
}

function invalid(): AppError {
  return unauthorized('Invalid access token', ErrorCode.INVALID_TOKEN);
}

/**
 * Verify a bearer access token; throws AppError 401 with a precise code. With `revocations`,
 * a token of a revoked session is refused (401 SESSION_REVOKED), whether or not it was cached.
 */
export function verifyAccessToken(token: string, publicKeyPem: string, revocations?: SessionRevocations | null): AuthUser {
  const user = verifySignedToken(token, publicKeyPem);
  if (revocations && user.sessionId !== undefined && revocations.isRevoked(user.sessionId)) {
    throw unauthorized('This session has ended, please log in again', ErrorCode.SESSION_REVOKED);
  }
  return user;
}

function verifySignedToken(token: string, publicKeyPem: string): AuthUser {
  const cache = verifiedTokens(publicKeyPem);
  const known = cache.get(token);
  if (known) {
    if (Date.now() >= known.exp * 1000) {
      cache.delete(token);
      throw expired();
    }
    return known.user;
  }
  let decoded: unknown;
  try {
    decoded = jwt.verify(token, publicKey(publicKeyPem), {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      audience: ACCESS_TOKEN_AUDIENCE,
      issuer: ACCESS_TOKEN_ISSUER,
    });
  } catch (err) {
    if (err instanceof jwt.TokenExpiredError) throw expired();
    throw invalid();
  }
  // jsonwebtoken checks `exp` only when present: a token without one would never expire.
  const exp = (decoded as { exp?: unknown }).exp;
  if (typeof exp !== 'number') throw invalid();
  const claims = AccessTokenClaimsSchema.safeParse(decoded);
  if (!claims.success) throw invalid();
  const c = claims.data;
  const user: AuthUser = { id: c.sub, role: c.role, username: c.username, plan: c.plan, timeZone: c.tz, gradeLevel: c.grade, sessionId: c.sid, ...(c.limits ? { limits: c.limits } : {}), ...(c.lang ? { language: c.lang } : {}) };
  cache.set(token, { user, exp });
  return user;
}

/**
 * The children a parent may see, from the children grant auth signed into its answer and the
 * gateway passes on (docs/adr/0029-answer-path-five-operations.md): 403 unless the request carries
 * a valid, unexpired grant of auth's key for this very parent.
 */
export function grantedChildren(request: FastifyRequest, publicKeyPem: string, parentId: string): ChildrenGrantClaims['children'] {
  return verifiedGrant(request, publicKeyPem, { header: CHILDREN_GRANT_HEADER, audience: CHILDREN_GRANT_AUDIENCE, claims: ChildrenGrantClaimsSchema, subject: parentId, refusal: 'No grant for these children' }).children;
}

/**
 * The children whose link to this parent the request proves, for reads about one child
 * (docs/adr/0073-parent-report.md): those of a valid grant for this parent, else none. Such a read
 * answers a child it cannot show 404, whether the link is missing or unproven, so an id never
 * tells more than "not yours".
 */
export function provenChildren(request: FastifyRequest, publicKeyPem: string, parentId: string): ChildrenGrantClaims['children'] {
  try {
    return grantedChildren(request, publicKeyPem, parentId);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 403) return [];
    throw err;
  }
}

/**
 * The export grant auth signed for one account (docs/product/privacy.md): a service answers its
 * part of an account's data only to a request carrying a valid, unexpired grant of auth's key
 * whose subject is that very account. 403 otherwise.
 */
export function grantedAccountExport(request: FastifyRequest, publicKeyPem: string, userId: string): AccountExportGrantClaims {
  return verifiedGrant(request, publicKeyPem, { header: ACCOUNT_EXPORT_GRANT_HEADER, audience: ACCOUNT_EXPORT_GRANT_AUDIENCE, claims: AccountExportGrantClaimsSchema, subject: userId, refusal: 'No export grant for this account' });
}

/**
 * The claims of a grant auth signed into a request header (ES256 with auth's key, for one
 * audience): 403 with `refusal` unless the token is valid, unexpired, of that shape and about
 * `subject`.
 */
function verifiedGrant<C extends { sub: string }>(
  request: FastifyRequest,
  publicKeyPem: string,
  grant: { header: string; audience: string; claims: z.ZodType<C>; subject: string; refusal: string },
): C {
  const raw = request.headers[grant.header];
  const token = Array.isArray(raw) ? raw[0] : raw;
  const refused = () => forbidden(grant.refusal);
  if (!token) throw refused();
  let decoded: unknown;
  try {
    decoded = jwt.verify(token, publicKey(publicKeyPem), { algorithms: [ACCESS_TOKEN_ALGORITHM], audience: grant.audience, issuer: ACCESS_TOKEN_ISSUER });
  } catch {
    throw refused();
  }
  const claims = grant.claims.safeParse(decoded);
  if (!claims.success || typeof (decoded as { exp?: unknown }).exp !== 'number' || claims.data.sub !== grant.subject) throw refused();
  return claims.data;
}

/**
 * The guard of a service's account export route (docs/product/privacy.md): the request must carry
 * auth's export grant for the account in the route's `userId` parameter (403 otherwise, whoever
 * the caller is). Marked as a grant-only route with no role, so the OpenAPI document and the role
 * matrix say that no user's token opens it. A route that needs the claims reads them with `grantedAccountExport`.
 */
export function requireAccountExportGrant(publicKeyPem: string) {
  return markRouteAccess(
    async (request: FastifyRequest) => {
      const userId = (request.params as { userId?: unknown } | undefined)?.userId;
      grantedAccountExport(request, publicKeyPem, typeof userId === 'string' ? userId : '');
    },
    { roles: [], grant: 'account-export' },
  );
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Decorates `app.authenticate` (a preHandler that sets `request.authUser`),
 * `app.requireRole(roles, message?)` and `app.sessionRevocations`. Every service verifies tokens
 * itself with auth's public key and, given `revocations`, refuses tokens of revoked sessions.
 * Installed synchronously (not as a deferred plugin) so routes declared right after
 * `createService` can reference `app.authenticate`.
 */
export function installAuthentication(app: FastifyInstance, publicKeyPem: string, revocations: SessionRevocations | null = null): void {
  app.decorateRequest('authUser', undefined);
  app.decorate('sessionRevocations', revocations);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Please log in');
    request.authUser = verifyAccessToken(token, publicKeyPem, revocations);
  });
  // Marked so the OpenAPI document can state which routes need a token (plugins/openapi.ts).
  markRouteAccess(app.authenticate, { roles: null });
  app.decorate('requireRole', (roles: Role | readonly Role[], message?: string) => {
    const allowed: readonly Role[] = typeof roles === 'string' ? [roles] : roles;
    return markRouteAccess(async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.authUser) await app.authenticate(request, reply);
      if (!request.authUser || !allowed.includes(request.authUser.role)) throw forbidden(message);
    }, { roles: allowed });
  });
}

/**
 * Plugin form of `installAuthentication`, for apps not built with `createService`. The caller
 * starts and closes `revocations` (createService does it for the lists it opens).
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, opts: { publicKeyPem: string; revocations?: SessionRevocations | null }) =>
    installAuthentication(app, opts.publicKeyPem, opts.revocations ?? null),
  { name: 'authenticate' },
);

/** The signed-in user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new AppError(401, ErrorCode.UNAUTHORIZED, 'Please log in');
  return request.authUser;
}
