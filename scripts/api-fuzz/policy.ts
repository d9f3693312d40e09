/**
 * What the API fuzzing stage expects of a service, read from the service's own OpenAPI document,
 * and the schemathesis configuration that says it.
 *
 * The rule for a request the document calls valid (schemathesis' positive_data_acceptance): it is
 * answered with one of the statuses the operation declares, except those that reject the request
 * itself:
 *   - 400 never: a valid request that fails validation means the document and the server disagree;
 *   - 401 never, since every run carries a live access token (after a session-ending call, below);
 *   - 403 exactly when the caller's role is not among the operation's `x-roles` (and then nothing
 *     else: a 2xx there would be a role check that lets the wrong people in).
 * What stays is 2xx and the business outcomes a route declares for a valid request it cannot serve:
 * 402 (plan limit), 404 (no such thing, or not yours: ownership is answered 404 so ids do not leak),
 * 409 (state conflict). 5xx is never accepted.
 *
 * A refusal that judges credentials carried in the request (a login with an email that has no
 * account is a valid request, and 401 is the right answer) is excused by its error code in
 * hooks.py, which also teaches the generator the rules between fields.
 */

export type Role = 'student' | 'teacher' | 'parent';
export const ROLES: readonly Role[] = ['student', 'teacher', 'parent'];
const ROLE_NAME: Record<Role, string> = { student: 'STUDENT', teacher: 'TEACHER', parent: 'PARENT' };

export interface OpenApiOperation {
  responses?: Record<string, unknown>;
  /** Roles admitted (set by the service kit from the route's guard: every role when any signed-in user may call it); absent on a public operation. */
  'x-roles'?: string[];
  /** Present on operations that need an access token (the service kit sets it from the route's guard). */
  security?: unknown[];
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation | unknown>>;
}

export interface Operation {
  /** As schemathesis names it: "POST /api/auth/login". */
  name: string;
  operation: OpenApiOperation;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (HTTP_METHODS.has(method)) out.push({ name: `${method.toUpperCase()} ${path}`, operation: operation as OpenApiOperation });
    }
  }
  return out;
}

/**
 * Operations that end the session whose token calls them. They are left out of the main runs (the
 * token must live to the end) and fuzzed last on a session of their own, where every call after
 * the first meets an ended session: 401 is accepted there. An account's erasure is one: asked for
 * the caller's own id it ends every session of the account, and the account with them
 * (docs/product/privacy.md), so it runs after every other run of that role.
 */
export const SESSION_ENDING: ReadonlySet<string> = new Set(['POST /api/auth/logout', 'POST /api/auth/accounts/{userId}/erasure']);

/** Operations anyone may call (sign-up, login): fuzzed once, without a token, instead of once per role. */
export function isPublic(op: Operation): boolean {
  return !op.operation.security || op.operation.security.length === 0;
}

/** Statuses a request the document calls valid may be answered with, for this caller (null: no token). */
export function acceptedStatuses(op: Operation, role: Role | null): string[] {
  const roles = op.operation['x-roles'];
  // A grant-only route (`x-roles: []`, a service's part of an account export): only auth's signed
  // grant opens it, which no fuzzing caller holds (docs/product/privacy.md).
  if (roles && roles.length === 0) return ['403'];
  if (role && roles && !roles.includes(ROLE_NAME[role])) return ['403'];
  const declared = Object.keys(op.operation.responses ?? {});
  const accepted = declared.filter((status) => {
    if (/^2/.test(status)) return true;
    if (status === '401') return SESSION_ENDING.has(op.name);
    return ['402', '404', '409'].includes(status);
  });
  return accepted.sort();
}

/**
 * Real values the generator draws now and then (with `probability`) instead of inventing them, so
 * that fuzzing reaches past "not found": e.g. the id of a session the caller really has.
 * Keys are schemathesis parameter paths: "path.id", "query.sessionId", "body.problemId".
 */
export interface Seeds {
  values: Record<string, readonly string[]>;
  probability: number;
}

const tomlString = (s: string) => JSON.stringify(s);
const tomlList = (items: readonly string[]) => `[${items.map(tomlString).join(', ')}]`;

/**
 * A schemathesis.toml for one run: the operations to fuzz and, for each, the statuses accepted
 * for valid input. Per-operation sections rather than one global list, so that an operation
 * is held to its own declared outcomes.
 */
export function schemathesisConfig(ops: readonly Operation[], role: Role | null, seeds?: Seeds): string {
  const lines = [`# Generated by scripts/api-fuzz/run.ts for one service, ${role ? `as the demo ${role}` : 'without a token'}.`, '[checks.positive_data_acceptance]', 'expected-statuses = ["2xx"]', ''];
  const seeded = Object.entries(seeds?.values ?? {}).filter(([, values]) => values.length > 0);
  seeded.forEach(([, values], i) => lines.push(`[dictionaries.seed${i}]`, `values = ${tomlList(values)}`, ''));
  if (seeded.length) {
    lines.push('[parameters]');
    seeded.forEach(([parameter], i) => lines.push(`${tomlString(parameter)} = { dictionary = "seed${i}", probability = ${seeds!.probability} }`));
    lines.push('');
  }
  for (const op of ops) {
    lines.push('[[operations]]', `include-name = ${tomlString(op.name)}`, `checks.positive_data_acceptance.expected-statuses = ${tomlList(acceptedStatuses(op, role))}`, '');
  }
  return lines.join('\n');
}
