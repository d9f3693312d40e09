/**
 * The `api` test stage: fuzz the HTTP API of every service of the running product from the
 * service's own /openapi.json with schemathesis, as each demo role (student, teacher, parent).
 *
 *   npx tsx scripts/api-fuzz/run.ts [--explore] [--services auth,game] [--roles student,parent] [--attach]
 *
 * It starts the whole stack as the end-to-end tests do (`npm start` on a free port offset with a
 * temporary DATA_DIR and the demo data), signs the three demo accounts in, and for every service
 * runs `schemathesis run` against the service's own port: its public operations (sign-up, login)
 * once without a token, its signed-in operations once per role with that role's access token. A run passes when schemathesis finds nothing: no 5xx
 * (not_a_server_error), no request the document calls valid refused (positive_data_acceptance,
 * with the statuses scripts/api-fuzz/policy.ts accepts), no response outside its declared schema
 * (response_schema_conformance) or status (status_code_conformance), and 405 with Allow for
 * undeclared methods (unsupported_method).
 *
 * `--attach` fuzzes a stack that is already running (`npm start`, on MATHQUEST_PORT_OFFSET if set)
 * instead of starting one; it changes that stack's data (sign-ups, sessions, answers).
 *
 * Deterministic by default (derandomised generation, one worker), so a red run is
 * reproducible and a green one stays green. `--explore` draws new random examples (and more of
 * them) to look for what the fixed set does not reach; run it by hand.
 *
 * Env: MATHQUEST_API_FUZZ_EXAMPLES   examples per operation (default 30; 150 with --explore)
 *      MATHQUEST_API_FUZZ_RESULT     write {"passed": n, "failed": n, ...} there (scripts/test.mjs)
 *      MATHQUEST_API_FUZZ_TIMEOUT_S  time budget of one run (default 240 s); over it, the run fails
 * Needs schemathesis in .tools/schemathesis (`npm run setup` installs it).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startStack, type Stack } from '../../e2e/support/stack.js';
import { ROLES, SESSION_ENDING, isPublic, operationsOf, schemathesisConfig, type OpenApiDocument, type Operation, type Role, type Seeds } from './policy.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const SCHEMATHESIS = join(ROOT, '.tools', 'schemathesis', 'bin', 'schemathesis');
const SERVICES = ['auth', 'game', 'engagement', 'teacher', 'realtime'] as const;
type Service = (typeof SERVICES)[number];
const CHECKS = ['not_a_server_error', 'positive_data_acceptance', 'response_schema_conformance', 'status_code_conformance', 'unsupported_method'];

const { values: args } = parseArgs({
  options: {
    explore: { type: 'boolean', default: false },
    services: { type: 'string' },
    roles: { type: 'string' },
    attach: { type: 'boolean', default: false },
  },
});
const explore = args.explore === true;
const examples = Number(process.env.MATHQUEST_API_FUZZ_EXAMPLES ?? (explore ? 150 : 30));
const runTimeoutMs = Number(process.env.MATHQUEST_API_FUZZ_TIMEOUT_S ?? 240) * 1000;
const services = pick(args.services, SERVICES, 'service');
const roles = pick(args.roles, ROLES, 'role');

function pick<T extends string>(list: string | undefined, all: readonly T[], what: string): T[] {
  if (!list) return [...all];
  const chosen = list.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = chosen.filter((s) => !all.includes(s as T));
  if (unknown.length) throw new Error(`unknown ${what} ${unknown.join(', ')} (one of ${all.join(', ')})`);
  return chosen as T[];
}

const log = (m: string) => console.log(`[api-fuzz] ${m}`);

type RunningStack = Pick<Stack, 'ports' | 'baseUrl' | 'stop'>;

/** The ports of a stack started elsewhere (scripts/start.ts's base ports plus its offset). */
function attached(): RunningStack {
  const offset = Number.parseInt(process.env.MATHQUEST_PORT_OFFSET ?? '0', 10) || 0;
  const p = (base: number) => base + offset;
  return {
    baseUrl: `http://localhost:${p(8080)}`,
    ports: { gateway: p(8080), auth: p(4001), game: p(4002), engagement: p(4003), teacher: p(4004), realtime: p(4005), mongo: p(27117), nats: p(4322), redis: p(6479) },
    stop: async () => undefined,
  };
}

async function login(stack: RunningStack, role: Role): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${stack.ports.auth}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data?: { accessToken?: string } };
  if (res.status !== 200 || !body.data?.accessToken) throw new Error(`login as the demo ${role} answered ${res.status}`);
  return body.data.accessToken;
}

async function call<T>(url: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/**
 * The demo student's game, set up so that fuzzing reaches past "not found": two practice sessions
 * with a served problem each, whose ids the generator uses half of the time (in session paths,
 * the next-problem query, answers and hints). The rest of the time it invents ids.
 */
async function seedGame(port: number, token: string): Promise<Seeds> {
  const base = `http://127.0.0.1:${port}/api/game`;
  const sessions: string[] = [];
  const problems: string[] = [];
  for (let i = 0; i < 2; i++) {
    const { session } = await call<{ session: { id: string } }>(`${base}/session/start`, token, { method: 'POST', body: { mode: 'SOLO_PRACTICE' } });
    sessions.push(session.id);
    problems.push((await call<{ id: string }>(`${base}/problem/next?sessionId=${encodeURIComponent(session.id)}`, token)).id);
  }
  return {
    values: { 'path.id': sessions, 'query.sessionId': sessions, 'body.sessionId': sessions, 'query.problemId': problems, 'body.problemId': problems },
    probability: 0.5,
  };
}

/** Real state for a service and role, where there is some to set up. */
async function seedsFor(service: Service, role: Role, port: number, token: string): Promise<Seeds | undefined> {
  if (service === 'game' && role === 'student') return seedGame(port, token);
  return undefined;
}

interface RunResult {
  label: string;
  ok: boolean;
  secs: number;
}

/** One `schemathesis run` over `ops` of one service as one role (or without a token); its report goes to this terminal. */
function fuzz(label: string, port: number, token: string | null, ops: readonly Operation[], role: Role | null, workDir: string, seeds?: Seeds): Promise<RunResult> {
  const config = join(workDir, `${label.replace(/\W+/g, '-')}.toml`);
  writeFileSync(config, schemathesisConfig(ops, role, seeds));
  const cli = [
    '--config-file', config,
    'run', `http://127.0.0.1:${port}/openapi.json`,
    ...(token ? ['--header', `Authorization: Bearer ${token}`] : []),
    '--checks', CHECKS.join(','),
    '--phases', 'examples,coverage,fuzzing',
    '--max-examples', String(examples),
    '--workers', '1',
    '--request-timeout', '10',
    '--generation-with-security-parameters', 'false',
    '--no-color',
    ...ops.flatMap((op) => ['--include-name', op.name]),
    // Exploring: no example database either, so every run draws afresh.
    ...(explore ? ['--generation-database', 'none'] : ['--generation-deterministic']),
  ];
  log(`${label}: ${ops.length} operation(s), up to ${examples} examples each${explore ? ', exploring (schemathesis prints the seed to replay it)' : ', deterministic'}`);
  const t0 = Date.now();
  return new Promise((res) => {
    // cwd: a directory of our own, so no schemathesis.toml or report folder lands in the repository.
    const child = spawn(SCHEMATHESIS, cli, {
      cwd: workDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      // hooks.py: the cross-field rules of requests, which an OpenAPI schema cannot state.
      env: { ...process.env, PYTHONPATH: HERE, SCHEMATHESIS_HOOKS: 'hooks' },
    });
    const timer = setTimeout(() => {
      log(`${label}: over the ${runTimeoutMs / 1000} s budget, stopping it`);
      child.kill('SIGKILL');
    }, runTimeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      res({ label, ok: code === 0, secs: (Date.now() - t0) / 1000 });
    });
  });
}

async function main(): Promise<number> {
  if (!existsSync(SCHEMATHESIS)) {
    console.error(`[api-fuzz] ERROR: ${SCHEMATHESIS} is missing; run \`npm run setup\` (it installs schemathesis from PyPI)`);
    return 1;
  }
  const t0 = Date.now();
  log(args.attach ? 'fuzzing the running stack' : 'starting the stack ...');
  // Cheap password hashing: the fuzzer signs up and logs in hundreds of times, and the cost of a
  // hash is not what it tests (an attached stack keeps its own settings).
  const stack: RunningStack = args.attach ? attached() : await startStack({ env: { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' } });
  const workDir = mkdtempSync(join(tmpdir(), 'mathquest-api-fuzz-'));
  const results: RunResult[] = [];
  try {
    log(`stack ready at ${stack.baseUrl} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const sessionEnding: Array<{ service: Service; ops: Operation[] }> = [];
    for (const service of services) {
      const port = stack.ports[service];
      const doc = (await (await fetch(`http://127.0.0.1:${port}/openapi.json`)).json()) as OpenApiDocument;
      const all = operationsOf(doc);
      if (all.length === 0) {
        log(`${service}: no HTTP operations in its OpenAPI document (only /healthz, /readyz), nothing to fuzz`);
        continue;
      }
      const publicOps = all.filter(isPublic);
      const signedIn = all.filter((op) => !isPublic(op) && !SESSION_ENDING.has(op.name));
      const ending = all.filter((op) => !isPublic(op) && SESSION_ENDING.has(op.name));
      if (ending.length) sessionEnding.push({ service, ops: ending });
      if (publicOps.length) results.push(await fuzz(`${service} public`, port, null, publicOps, null, workDir));
      if (signedIn.length) {
        for (const role of roles) {
          // A fresh token per run: no run depends on how long the previous ones took.
          const token = await login(stack, role);
          results.push(await fuzz(`${service} as ${role}`, port, token, signedIn, role, workDir, await seedsFor(service, role, port, token)));
        }
      }
    }
    for (const { service, ops } of sessionEnding) {
      for (const role of roles) results.push(await fuzz(`${service} (session-ending) as ${role}`, stack.ports[service], await login(stack, role), ops, role, workDir));
    }
  } finally {
    await stack.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  const secs = (Date.now() - t0) / 1000;
  log('summary:');
  for (const r of results) log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.label} (${r.secs.toFixed(0)} s)`);
  log(`${passed} passed, ${failed} failed in ${secs.toFixed(0)} s`);
  if (process.env.MATHQUEST_API_FUZZ_RESULT) writeFileSync(process.env.MATHQUEST_API_FUZZ_RESULT, JSON.stringify({ passed, failed, total: results.length, secs }));
  return failed === 0 && results.length > 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`[api-fuzz] ERROR: ${err instanceof Error ? err.stack : String(err)}`);
    process.exit(1);
  },
);
