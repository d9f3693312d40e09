/**
 * The role matrix (docs/product/accounts.md#roles-and-permissions, docs/adr/0175): every route of
 * every service, read from the service's own route table (`app.declaredRoutes()`, so a new route
 * is covered without being listed here), called through the gateway without a token and as a
 * student, a parent and a teacher. Without a token: 401, except the public routes listed below. A
 * role the route does not admit: 403 FORBIDDEN, whatever the request's input (the role is checked
 * before validation). An admitted role: neither 401 nor 403 (a 400 for the placeholder input, a
 * 404 for the placeholder id are the route's own answers). Routes any signed-in user may call are
 * listed below too, so that a route whose guard names no role fails here unless it is meant to,
 * and the roles of every other route must follow the rule of `expectedRoles`. Each service's
 * OpenAPI document must state the same roles and declare 403 exactly on role-limited routes.
 * Also: a declined challenge read by its id through the gateway, by each side and by others.
 *
 * Real auth, game, engagement, teacher and realtime apps on the harness's storage, NATS and Redis,
 * behind a real gateway. Every call carries a token of its own (a session id of its own), so the
 * logout route ends only its own session, and comes from an address of its own, so no rate limit
 * is met.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@mathquest/contracts';
import { testKeys } from '@mathquest/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAllServices, type AllServices } from '../helpers/practice-stack.js';
import { gatewayConfig, hex, readyGateway, registerBody } from '../helpers/stack.js';

/** Routes anyone may call, without a token. */
const PUBLIC = ['POST /api/auth/register', 'POST /api/auth/login', 'POST /api/auth/refresh-token', 'POST /api/auth/class-code/students', 'POST /api/auth/class-code/login'];
/** Routes every signed-in role may call (the account itself). */
const ANY_SIGNED_IN = [
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/auth/password',
  'PUT /api/auth/me/language',
  // Privacy requests: the use case admits the account itself, a linked parent or the roster's teacher, and answers anyone else 404 (docs/product/privacy.md).
  'GET /api/auth/accounts/:userId/export',
  'POST /api/auth/accounts/:userId/erasure',
  'GET /api/auth/accounts/:userId/erasure',
];
/**
 * A service's part of an account export: only auth's export grant opens it, never a user's token,
 * and the gateway drops the grant's header, so through the gateway it is 403 to everyone, with a
 * token or without (docs/product/privacy.md).
 */
const isGrantOnly = (url: string) => /^\/api\/(game|engagement|teacher|realtime)\/accounts\/:userId\/export$/.test(url);
/** The service kit's own routes, on each service's port only (the gateway forwards /api/<service>). */
const KIT_ROUTES = ['GET /healthz', 'GET /readyz', 'GET /metrics', 'GET /openapi.json'];

const ROLES: readonly Role[] = ['STUDENT', 'PARENT', 'TEACHER'];

/**
 * The rule each role-limited route must follow (docs/product/accounts.md#roles-and-permissions):
 * a parent's reads of linked children are PARENT's; the problem bank, a classroom's standards
 * report and the teacher area are TEACHER's, except a student's own classes and assignments; everything else of the game and of
 * engagement belongs to a student's profile. A route meant to differ is named here.
 */
function expectedRoles(url: string): readonly Role[] {
  if (isGrantOnly(url)) return [];
  if (/^\/api\/auth\/children(\/|$)/.test(url) || /^\/api\/[a-z]+\/children\//.test(url)) return ['PARENT'];
  if (url === '/api/game/problems' || url.startsWith('/api/game/classrooms/') || url.startsWith('/api/auth/classrooms/')) return ['TEACHER'];
  if (url === '/api/teacher/join' || url.startsWith('/api/teacher/my/')) return ['STUDENT'];
  if (url.startsWith('/api/teacher/')) return ['TEACHER'];
  if (url.startsWith('/api/game/') || url.startsWith('/api/engagement/') || url.startsWith('/api/realtime/guilds/')) return ['STUDENT'];
  throw new Error(`no rule for ${url}: name its roles in expectedRoles`);
}

type ServiceName = 'auth' | 'game' | 'engagement' | 'teacher' | 'realtime';

let stack: AllServices;
let apps: AllServices['apps'];
let gateway: FastifyInstance;
const users = {} as Record<Role, { id: string; username: string }>;

beforeAll(async () => {
  stack = await startAllServices();
  apps = stack.apps;
  const { urls } = stack;
  gateway = await readyGateway(await gatewayConfig({ AUTH_URL: urls.auth, GAME_URL: urls.game }, { ENGAGEMENT_URL: urls.engagement, TEACHER_URL: urls.teacher, REALTIME_URL: urls.realtime }));
  // Real accounts, since auth reads the caller's account; a teacher is made as the CLI makes one.
  for (const role of ['STUDENT', 'PARENT'] as const) {
    const body = registerBody(hex(), role);
    const res = await apps.auth.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    users[role] = { id: res.json().data.user.id as string, username: body.username };
  }
  const teacherName = `t_${hex()}`;
  users.TEACHER = { id: (await stack.createTeacher(teacherName)).id, username: teacherName };
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await stack?.close();
});

/** A token of its own session for one call, as auth signs them. */
function tokenOf(role: Role): string {
  const u = users[role];
  return jwt.sign({ sub: u.id, role, username: u.username, plan: 'PREMIUM', tz: 'UTC', sid: randomUUID(), ...(role === 'STUDENT' ? { grade: 5 } : {}) }, testKeys().privateKeyPem, {
    algorithm: 'ES256',
    audience: 'mathquest',
    issuer: 'mathquest-auth',
    expiresIn: '10m',
  });
}

let address = 0;
/** Each call from an address of its own (10.77.x.y): the gateway's limits count per address. */
const nextAddress = () => {
  address++;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
};

/** The route's path with every parameter filled with a well-formed id that names nothing. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, `rm${randomBytes(8).toString('hex')}`);

async function call(method: string, url: string, role: Role | null) {
  const withBody = ['POST', 'PUT', 'PATCH'].includes(method);
  const res = await gateway.inject({
    method: method as 'GET',
    url: concrete(url),
    remoteAddress: nextAddress(),
    headers: role ? { authorization: `Bearer ${tokenOf(role)}` } : {},
    ...(withBody ? { payload: {} } : {}),
  });
  let code: string | undefined;
  try {
    code = (res.json() as { error?: { code?: string } }).error?.code;
  } catch {
    code = undefined;
  }
  return { status: res.statusCode, code };
}

const routesOf = (name: ServiceName) => apps[name].declaredRoutes();
const apiRoutes = () => (Object.keys(apps) as ServiceName[]).flatMap((name) => routesOf(name).filter((r) => r.url.startsWith('/api/')).map((r) => ({ service: name, ...r })));

describe('the role matrix over every route, through the gateway', () => {
  it('every route declares who may call it (a role guard by the rule, or one of the listed public or any-signed-in routes)', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const names = (pick: (r: (typeof routes)[number]) => boolean) => routes.filter(pick).map((r) => `${r.method} ${r.url}`).sort();
    expect(names((r) => r.access === null)).toEqual([...PUBLIC].sort());
    expect(names((r) => r.access !== null && r.access.roles === null)).toEqual([...ANY_SIGNED_IN].sort());
    const off = routes.filter((r) => r.access?.roles && JSON.stringify(r.access.roles) !== JSON.stringify(expectedRoles(r.url)));
    expect(off.map((r) => `${r.method} ${r.url}: ${r.access?.roles?.join(',')}, expected ${expectedRoles(r.url).join(',')}`)).toEqual([]);
    // Outside /api only the kit's own routes, which the gateway does not forward.
    for (const name of Object.keys(apps) as ServiceName[]) {
      const outside = routesOf(name).filter((r) => !r.url.startsWith('/api/'));
      expect(outside.map((r) => `${r.method} ${r.url}`).sort(), name).toEqual([...KIT_ROUTES].sort());
    }
    // Realtime's calls are socket events (sockets/event-roles.ts), except the guild chat's history (docs/adr/0221) and its part of an account export.
    expect(routesOf('realtime').filter((r) => r.url.startsWith('/api/') && !isGrantOnly(r.url)).map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/realtime/guilds/:id/messages']);
    // Only the services' export parts are grant-only.
    expect(routes.filter((r) => r.access?.grant).every((r) => isGrantOnly(r.url))).toBe(true);
  });

  it('answers each route 401 without a token (public routes aside), 403 to the roles it does not admit, and neither to those it admits', async () => {
    const routes = apiRoutes();
    const wrong: string[] = [];
    const queue = [...routes];
    const worker = async () => {
      for (let r = queue.shift(); r; r = queue.shift()) {
        const name = `${r.method} ${r.url}`;
        const anonymous = await call(r.method, r.url, null);
        if (r.access === null) {
          if (anonymous.status === 401 || anonymous.status === 403) wrong.push(`${name} without a token: ${anonymous.status} (public)`);
        } else if (r.access.grant) {
          if (anonymous.status !== 403 || anonymous.code !== 'FORBIDDEN') wrong.push(`${name} without a token: ${anonymous.status}, not 403 FORBIDDEN (grant only)`);
        } else if (anonymous.status !== 401) {
          wrong.push(`${name} without a token: ${anonymous.status}, not 401`);
        }
        for (const role of ROLES) {
          const { status, code } = await call(r.method, r.url, role);
          const admitted = r.access === null || r.access.roles === null || r.access.roles.includes(role);
          if (admitted && (status === 401 || status === 403)) wrong.push(`${name} as ${role}: ${status} ${code ?? ''}, but the role is admitted`);
          if (!admitted && (status !== 403 || code !== 'FORBIDDEN')) wrong.push(`${name} as ${role}: ${status} ${code ?? ''}, not 403 FORBIDDEN`);
          if (status >= 500) wrong.push(`${name} as ${role}: ${status}`);
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(wrong).toEqual([]);
  }, 300_000);

  it("states in each service's OpenAPI document the roles its server enforces, with 403 on the role-limited routes", async () => {
    const wrong: string[] = [];
    for (const name of Object.keys(apps) as ServiceName[]) {
      const doc = (await apps[name].inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, { 'x-roles'?: string[]; responses: Record<string, unknown> }>> };
      for (const r of routesOf(name).filter((x) => x.url.startsWith('/api/') && !x.hidden)) {
        const op = doc.paths[r.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[r.method.toLowerCase()];
        const label = `${r.method} ${r.url}`;
        if (!op) {
          wrong.push(`${label}: not in the document`);
          continue;
        }
        const roles = r.access === null ? undefined : (r.access.roles ?? ROLES);
        if (JSON.stringify(op['x-roles']) !== JSON.stringify(roles)) wrong.push(`${label}: x-roles ${JSON.stringify(op['x-roles'])}, enforced ${JSON.stringify(roles)}`);
        const limited = r.access?.roles !== undefined && r.access.roles !== null && r.access.roles.length < ROLES.length;
        if (limited !== '403' in op.responses) wrong.push(`${label}: 403 ${limited ? 'missing' : 'declared but no role is refused'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a challenge read by its id, through the gateway', () => {
  /** A student signed up through the gateway, with the token auth gave. */
  async function student() {
    const body = registerBody(hex(), 'STUDENT');
    const res = await gateway.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: nextAddress() });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.user.id as string, username: body.username, auth: { authorization: `Bearer ${res.json().data.accessToken as string}` } };
  }
  const eng = (who: { authorization: string }, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    gateway.inject({ method, url: `/api/engagement${url}`, headers: who, remoteAddress: nextAddress(), ...(payload ? { payload } : {}) });

  it('shows a declined challenge to either side in its state, 404 to another student, 403 to a parent or a teacher', async () => {
    const [ann, ben, cat] = [await student(), await student(), await student()];
    // Engagement learns usernames from auth's events: the send is 404 until ben's has arrived.
    const deadline = Date.now() + 20_000;
    let sent = await eng(ann.auth, 'POST', '/challenges', { username: ben.username, topic: 'Fractions', problemCount: 3, timeLimit: 60, wagerCoins: 0, wagerGems: 0 });
    while (sent.statusCode === 404 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      sent = await eng(ann.auth, 'POST', '/challenges', { username: ben.username, topic: 'Fractions', problemCount: 3, timeLimit: 60, wagerCoins: 0, wagerGems: 0 });
    }
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as string;
    expect((await eng(ben.auth, 'POST', `/challenges/${id}/decline`)).statusCode).toBe(200);
    for (const side of [ann, ben]) {
      const read = await eng(side.auth, 'GET', `/challenges/${id}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data).toMatchObject({ id, status: 'COMPLETED', endedAs: 'DECLINED', winnerId: null, challengerId: ann.id, opponentId: ben.id });
    }
    expect((await eng(cat.auth, 'GET', `/challenges/${id}`)).statusCode).toBe(404);
    for (const role of ['PARENT', 'TEACHER'] as const) {
      const refused = await eng({ authorization: `Bearer ${tokenOf(role)}` }, 'GET', `/challenges/${id}`);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
  }, 60_000);
});
