import { Readable } from 'node:stream';
import { tooManyRequests } from '@mathquest/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { emailFromBody, readBody, refreshTokenKey } from './limits/auth-body.js';
import { MemoryLockouts, RedisLockouts, withFallback, type LockoutRule } from './limits/lockout.js';
import { createStrictLimits, warnRedisDown, type LimitVerdict } from './limits/strict-limits.js';
import { upstreamPath } from './limits/upstream-path.js';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** The 429 message for a wait of `retryAfterS` seconds: a minute at most, or how many minutes. */
export function tooManyAttemptsMessage(retryAfterS: number): string {
  if (retryAfterS <= 60) return RATE_LIMITED_MESSAGE;
  return `Too many failed attempts. Please wait ${Math.ceil(retryAfterS / 60)} minutes and try again.`;
}

/** A POST whose body tests a secret or creates an account. */
interface GuardedRoute {
  name: string;
  /** The account the body names, as a key (`email:…`, `token:…`), or null when it names none. */
  accountOf: (raw: Buffer) => string | null;
  /** Upstream statuses that mean "wrong secret" and count towards a lockout; none: no lockout. */
  failures: ReadonlySet<number>;
}

const byEmail = (raw: Buffer) => {
  const email = emailFromBody(raw);
  return email === null ? null : `email:${email}`;
};
const byRefreshToken = (raw: Buffer) => {
  const key = refreshTokenKey(raw);
  return key === null ? null : `token:${key}`;
};

const GUARDED: Record<string, GuardedRoute> = {
  '/api/auth/login': { name: 'login', accountOf: byEmail, failures: new Set([401, 403]) },
  // A wrong student password is 400 INVALID_CREDENTIALS here (a 401 would sign the parent out).
  '/api/auth/children/link': { name: 'link', accountOf: byEmail, failures: new Set([400, 401, 403]) },
  '/api/auth/refresh-token': { name: 'refresh', accountOf: byRefreshToken, failures: new Set([401, 403]) },
  // Sign-up answers 409 for a taken email or username; it is limited, not locked out.
  '/api/auth/register': { name: 'register', accountOf: byEmail, failures: new Set() },
};

function guardedRoute(request: FastifyRequest): GuardedRoute | undefined {
  return request.method === 'POST' ? GUARDED[upstreamPath(request.url)] : undefined;
}

export interface AuthLimitsOptions {
  /** What a guarded body may weigh (the body-limits plugin has refused larger ones already). */
  bodyLimit: number;
  /** Attempts per window, per IP and per account, for each route. */
  attempts: { max: number; windowMs: number };
  lockout: LockoutRule;
  /** Redis key prefix. */
  namespace: string;
}

/** What the guard found out about a request that it let through. */
interface Guarded {
  route: GuardedRoute;
  /** The account key from the body, or null. */
  account: string | null;
}

/**
 * Strict limits on the auth POSTs that test a password, mint tokens or create accounts
 * (fastify-plugin, registered in the auth proxy's own scope, so it applies to that proxy only):
 *
 * - attempts: AUTH_RATE_LIMIT_MAX per window per IP and per account (the body's email, or the
 *   refresh token's hash), per route;
 * - lockout (login, children/link, refresh-token): failed answers of auth are counted per IP and
 *   per account, shared by the three routes (login and child link test the same password); from
 *   the threshold on, each failure locks both for a doubling time (limits/lockout.ts).
 *
 * The body is read here (the body-limits plugin bounded it), parsed defensively and re-streamed
 * upstream. Every refusal is 429 RATE_LIMITED with Retry-After. Redis counts for all instances;
 * while it is away, this process's memory does, with one warning a minute.
 */
export default fp(
  async function authLimits(app: FastifyInstance, opts: AuthLimitsOptions) {
    const onRedisError = warnRedisDown(app);
    const guarded = new WeakMap<FastifyRequest, Guarded>();
    const strictLimit = createStrictLimits(app, opts.attempts, onRedisError);
    const attemptsByIp = strictLimit((request) => {
      const state = guarded.get(request);
      return state && `${state.route.name}:ip:${request.ip}`;
    });
    const attemptsByAccount = strictLimit((request) => {
      const state = guarded.get(request);
      return state?.account ? `${state.route.name}:${state.account}` : undefined;
    });
    const lockouts = withFallback(new RedisLockouts(app.redis, `${opts.namespace}lockout:`, opts.lockout), new MemoryLockouts(opts.lockout), onRedisError);
    const lockoutKeys = (request: FastifyRequest, state: Guarded) => (state.account ? [`ip:${request.ip}`, state.account] : [`ip:${request.ip}`]);
    /** Requests let through to auth whose answer may count as a failure. */
    const forwarded = new WeakSet<FastifyRequest>();

    app.addHook('preHandler', async (request) => {
      const route = guardedRoute(request);
      if (!route) return;
      let account: string | null = null;
      if (request.body instanceof Readable) {
        const raw = await readBody(request.body, opts.bodyLimit);
        request.body = Readable.from([raw]);
        account = route.accountOf(raw);
      }
      const state: Guarded = { route, account };
      guarded.set(request, state);

      const locks = route.failures.size > 0;
      const [byIp, byAccount, lockedMs] = await Promise.all([attemptsByIp(request), attemptsByAccount(request), locks ? lockouts.lockedFor(lockoutKeys(request, state)) : 0]);
      const hit = [byIp, byAccount].filter((v): v is LimitVerdict => v?.exceeded === true);
      const waits = [...hit.map((v) => v.retryAfterS), ...(lockedMs > 0 ? [Math.ceil(lockedMs / 1000)] : [])];
      if (waits.length > 0) {
        const retryAfterS = Math.max(...waits);
        const by = [...(byIp?.exceeded ? ['ip'] : []), ...(byAccount?.exceeded ? ['account'] : []), ...(lockedMs > 0 ? ['lockout'] : [])];
        request.log.warn({ route: route.name, by, retryAfterS }, 'auth rate limit hit');
        throw tooManyRequests(tooManyAttemptsMessage(retryAfterS), retryAfterS);
      }
      if (locks) forwarded.add(request);
    });

    // onSend, not onResponse: the failure is counted before the client sees the answer, so its
    // next attempt finds the lockout in place.
    app.addHook('onSend', async (request, reply, payload) => {
      const state = guarded.get(request);
      if (!state || !forwarded.has(request)) return payload;
      if (state.route.failures.has(reply.statusCode)) await lockouts.fail(lockoutKeys(request, state));
      // A success clears the account's failures (not the IP's: one good account must not
      // launder an IP's failures on others).
      else if (reply.statusCode < 300 && state.account) await lockouts.clear(state.account);
      return payload;
    });
  },
  { name: 'auth-limits', dependencies: ['redis', 'rate-limits'] },
);
