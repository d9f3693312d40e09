import type { Role } from '@mathquest/contracts';
import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';

/**
 * Who may call a route, read from the guards in its `preHandler` so the OpenAPI document says
 * what the server enforces without a second declaration that could drift: `app.authenticate`
 * (any signed-in user) and the functions `app.requireRole(...)` returns carry this mark
 * (docs/adr/0175-route-roles-declared-and-checked-before-validation.md).
 */
export interface RouteAccess {
  /** Roles allowed; null when any signed-in user may call the route. */
  roles: readonly Role[] | null;
  /**
   * Set on a route only auth's grant opens (no role: a user's token is not a key), e.g. a
   * service's part of an account export (docs/product/privacy.md).
   */
  grant?: 'account-export';
}

/** One route of a service and the access its guard declares (null: public, no token needed). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess | null;
  /** Hidden from the OpenAPI document (the kit's own routes, reads only the gateway makes). */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route declared so far with its access, HEAD routes left out (installRouteAccess). */
    declaredRoutes: () => readonly DeclaredRoute[];
  }
}

const ACCESS = Symbol('mathquest.routeAccess');

type Guard = ((...args: never[]) => unknown) & { [ACCESS]?: RouteAccess };

/** Mark a preHandler as an access guard (used by installAuthentication). */
export function markRouteAccess<F extends (...args: never[]) => unknown>(guard: F, access: RouteAccess): F {
  Object.defineProperty(guard, ACCESS, { value: access, enumerable: false });
  return guard;
}

/** The guard that decides a route's access: with several, the one naming roles (requireRole authenticates too). */
function routeGuard(preHandler: unknown): Guard | null {
  const guards = (Array.isArray(preHandler) ? preHandler : [preHandler]).filter((h): h is Guard => typeof h === 'function' && ACCESS in h);
  return guards.find((g) => g[ACCESS]!.roles !== null) ?? guards[0] ?? null;
}

/** The access a route's preHandler(s) enforce, or null for a public route. */
export function routeAccess(preHandler: unknown): RouteAccess | null {
  return routeGuard(preHandler)?.[ACCESS] ?? null;
}

/**
 * Runs each route's access guard as the first `preValidation` handler too, so the caller's role
 * is settled before the request is validated: a request from a role a route does not admit is
 * 403 (and one without a token 401) whatever its body, query or ids, so input errors are told
 * only to those who may call the route. The guard stays in `preHandler`, where the OpenAPI
 * document reads it, and passes at once there (the token is verified once per request, then
 * cached). Also records every route with its access for `app.declaredRoutes()`, which the role
 * matrix test reads so that a new route is covered without being listed. Install before the
 * first route (an `onRoute` hook).
 */
export function installRouteAccess(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', () => routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const guard = routeGuard(route.preHandler);
    const hidden = (route.schema as { hide?: unknown } | undefined)?.hide === true;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: guard?.[ACCESS] ?? null, hidden });
    }
    if (!guard) return;
    const before = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
    // The marked guards are (request, reply) preHandlers, which have a preValidation handler's shape.
    route.preValidation = [guard as unknown as preValidationHookHandler, ...before];
  });
}
