import { Readable } from 'node:stream';
import { tooManyRequests } from '@mathquest/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { emailFromBody, readBody, refreshTokenKey, studentIdFromBody } from './limits/auth-body.js';
import { callerKey } from './limits/caller.js';
import { deviceKey } from './limits/device-key.js';
import { identityDigest } from './limits/identity-digest.js';
import { createStrictLimits, warnRedisDown, type LimitVerdict, type StrictCheck } from './limits/strict-limits.js';
import { upstreamPath } from './limits/upstream-path.js';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** The 429 message for a wait of `retryAfterS` seconds: a minute at most, or how many minutes. */
export function tooManyAttemptsMessage(retryAfterS: number): string {
  if (retryAfterS <= 60) return RATE_LIMITED_MESSAGE;
  return `Too many attempts. Please wait ${Math.ceil(retryAfterS / 60)} minutes and try again.`;
}

/** A POST that tests a secret, mints tokens or creates an account. */
interface GuardedRoute {
  name: string;
  /** Refresh has limits of its own: every open tab of a school draws on them (docs/adr/0165). */
  refresh: boolean;
  /**
   * The account the request names, as a key (`email:…`, `student:…`, `token:…` from the body,
   * `user:…` or `bearer:…` from the caller's token), or null when it names none. Each names its
   * value by a digest, never the value itself (limits/identity-digest.ts).
   */
  accountOf: (raw: Buffer, request: FastifyRequest) => string | null;
}

const byEmail = (raw: Buffer) => {
  const email = emailFromBody(raw);
  return email === null ? null : `email:${identityDigest(email)}`;
};
const byRefreshToken = (raw: Buffer) => {
  const key = refreshTokenKey(raw);
  return key === null ? null : `token:${key}`;
};

/**
 * The POST paths limited here. The general write limit (rate-limits.ts) passes them over: their
 * own per-IP ceilings are sized for a school behind one address, and the general limit, counting
 * every write of that address, would refuse a school's morning sign-in first (docs/adr/0165).
 */
export const AUTH_LIMITED_PATHS: ReadonlySet<string> = new Set([
  '/api/auth/login',
  '/api/auth/children/link',
  '/api/auth/refresh-token',
  '/api/auth/register',
  '/api/auth/password',
  '/api/auth/class-code/students',
  '/api/auth/class-code/login',
]);

/** Whether the request is one of the auth POSTs limited here. */
export const isAuthLimited = (request: { method: string; url: string }) => request.method === 'POST' && AUTH_LIMITED_PATHS.has(upstreamPath(request.url));

function guardedRoutes(publicKeyPem: string | undefined): Record<string, GuardedRoute> {
  return {
    '/api/auth/login': { name: 'login', refresh: false, accountOf: byEmail },
    '/api/auth/children/link': { name: 'link', refresh: false, accountOf: byEmail },
    '/api/auth/refresh-token': { name: 'refresh', refresh: true, accountOf: byRefreshToken },
    '/api/auth/register': { name: 'register', refresh: false, accountOf: byEmail },
    // Class-code sign-in (docs/adr/0200): the class list per IP only (auth counts wrong codes per
    // address); the sign-in per student and IP, like a login per email.
    '/api/auth/class-code/students': { name: 'class-list', refresh: false, accountOf: () => null },
    '/api/auth/class-code/login': { name: 'class-login', refresh: false, accountOf: (raw) => {
      const id = studentIdFromBody(raw);
      return id === null ? null : `student:${identityDigest(id)}`;
    } },
    // The body names no account: the caller's token does (limits/caller.ts).
    '/api/auth/password': { name: 'password', refresh: false, accountOf: (_raw, request) => callerKey(request.headers.authorization, publicKeyPem) },
  };
}

/** Attempts per window: per account and IP, and per IP alone (a ceiling). */
export interface AttemptLimits {
  windowMs: number;
  /** Login, child link, sign-up, password change: per (account, IP, device cookie). */
  perAccount: number;
  /** The same routes, per IP: sized for a whole school behind one address. */
  perIp: number;
  /** Refresh: per refresh token (its hash). */
  refreshPerToken: number;
  /** Refresh, per IP. */
  refreshPerIp: number;
}

export interface AuthLimitsOptions {
  /** What a guarded body may weigh (the body-limits plugin has refused larger ones already). */
  bodyLimit: number;
  attempts: AttemptLimits;
  /**
   * Auth's public key: password changes are then counted per verified account (`user:<sub>`),
   * else per access token (its hash). See limits/caller.ts.
   */
  publicKeyPem?: string | undefined;
  /** The clock of the in-memory counts (tests drive it). */
  now?: () => number;
}

/**
 * Attempt limits on the auth POSTs that test a password, mint tokens or create accounts
 * (fastify-plugin, registered in the auth proxy's own scope, so it applies to that proxy only;
 * docs/adr/0165):
 *
 * - per account and IP: AUTH_RATE_LIMIT_MAX per window for login, child link, sign-up and password
 *   change (the body's email or the caller's account, with the client's IP and its device cookie,
 *   if any); AUTH_REFRESH_RATE_LIMIT_MAX per refresh token;
 * - per IP, a ceiling sized for a school behind one address: AUTH_IP_RATE_LIMIT_MAX per route
 *   (AUTH_REFRESH_IP_RATE_LIMIT_MAX for refresh).
 *
 * Failed passwords and the lockout are auth's (it alone knows the account, its known devices and
 * who may unlock it): the gateway counts attempts, never failures. The body is read here (the
 * body-limits plugin bounded it), parsed defensively and re-streamed upstream. Every refusal is
 * 429 RATE_LIMITED with Retry-After. Redis counts for all instances; this process's memory counts
 * too, and decides whenever a Redis call fails (one warning a minute).
 */
export default fp(
  async function authLimits(app: FastifyInstance, opts: AuthLimitsOptions) {
    const now = opts.now ?? Date.now;
    const { windowMs } = opts.attempts;
    const routes = guardedRoutes(opts.publicKeyPem);
    const guardedRoute = (request: FastifyRequest) => (request.method === 'POST' ? routes[upstreamPath(request.url)] : undefined);
    const onRedisError = warnRedisDown(app);
    const guarded = new WeakMap<FastifyRequest, { route: GuardedRoute; account: string | null }>();
    const limit = (max: number) => createStrictLimits(app, { max, windowMs }, onRedisError, now);
    const { perAccount, perIp, refreshPerToken, refreshPerIp } = opts.attempts;
    const state = (request: FastifyRequest, refresh: boolean) => {
      const s = guarded.get(request);
      return s && s.route.refresh === refresh ? s : undefined;
    };
    const checks: Array<[by: string, check: StrictCheck]> = [
      ['account', limit(perAccount)((request) => {
        const s = state(request, false);
        if (!s?.account) return undefined;
        const device = deviceKey(request.headers.cookie);
        return `${s.route.name}:${s.account}:ip:${request.ip}${device ? `:device:${device}` : ''}`;
      })],
      ['ip', limit(perIp)((request) => {
        const s = state(request, false);
        return s && `${s.route.name}:ip:${request.ip}`;
      })],
      ['token', limit(refreshPerToken)((request) => {
        const s = state(request, true);
        return s?.account ? `refresh:${s.account}` : undefined;
      })],
      ['ip', limit(refreshPerIp)((request) => (state(request, true) ? `refresh:ip:${request.ip}` : undefined))],
    ];

    app.addHook('preHandler', async (request) => {
      const route = guardedRoute(request);
      if (!route) return;
      let raw: Buffer = Buffer.alloc(0);
      if (request.body instanceof Readable) {
        raw = await readBody(request.body, opts.bodyLimit);
        request.body = Readable.from([raw]);
      }
      guarded.set(request, { route, account: route.accountOf(raw, request) });
      const verdicts = await Promise.all(checks.map(async ([by, check]) => [by, await check(request)] as const));
      const hit = verdicts.filter((v): v is readonly [string, LimitVerdict] => v[1]?.exceeded === true);
      if (hit.length > 0) {
        const retryAfterS = Math.max(...hit.map(([, v]) => v.retryAfterS));
        request.log.warn({ route: route.name, by: hit.map(([by]) => by), retryAfterS }, 'auth rate limit hit');
        throw tooManyRequests(tooManyAttemptsMessage(retryAfterS), retryAfterS);
      }
    });
  },
  { name: 'auth-limits', dependencies: ['redis', 'rate-limits'] },
);
