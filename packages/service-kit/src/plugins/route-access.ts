import type { Role } from '@mathquest/contracts';

/**
 * Who may call a route, read from the guards in its `preHandler` so the OpenAPI document says
 * what the server enforces without a second declaration that could drift: `app.authenticate`
 * (any signed-in user) and the functions `app.requireRole(...)` returns carry this mark.
 */
export interface RouteAccess {
  /** Roles allowed; null when any signed-in user may call the route. */
  roles: readonly Role[] | null;
}

const ACCESS = Symbol('mathquest.routeAccess');

type Guard = ((...args: never[]) => unknown) & { [ACCESS]?: RouteAccess };

/** Mark a preHandler as an access guard (used by installAuthentication). */
export function markRouteAccess<F extends (...args: never[]) => unknown>(guard: F, access: RouteAccess): F {
  Object.defineProperty(guard, ACCESS, { value: access, enumerable: false });
  return guard;
}

/**
 * The access a route's preHandler(s) enforce, or null for a public route. With several guards
 * the one naming roles wins (requireRole authenticates too).
 */
export function routeAccess(preHandler: unknown): RouteAccess | null {
  const guards = (Array.isArray(preHandler) ? preHandler : [preHandler]).filter((h): h is Guard => typeof h === 'function' && ACCESS in h);
  const marks = guards.map((g) => g[ACCESS]!);
  return marks.find((m) => m.roles !== null) ?? marks[0] ?? null;
}
