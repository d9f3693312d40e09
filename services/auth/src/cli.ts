/**
 * Operator commands (docs/adr/0012):
 *   npx tsx services/auth/src/cli.ts seed-demo
 *   MATHQUEST_NEW_PASSWORD=... npx tsx services/auth/src/cli.ts create-teacher --email t@school.org --username ms_lee --display-name "Ms. Lee" [--school "Lincoln Middle School"]
 * Uses the same env as the service (MONGO_URL, MONGO_DB, NATS_URL, REDIS_URL, JWT keys), with
 * the defaults of the local stack: its storage, NATS and Redis ports, and the JWT keys that
 * `npm run setup` wrote to <DATA_DIR>/keys (default .data/keys).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DisplayNameSchema, EmailSchema, PasswordSchema, UsernameSchema } from '@mathquest/contracts';
import { z } from 'zod';
import { buildAuthApp } from './app.js';
import { authConfigFromEnv } from './config.js';
import type { AuthContext } from './use-cases/context.js';
import { createAccount, type NewAccount } from './use-cases/create-account.js';
import { linkChild } from './use-cases/link-child.js';

const DEMO_PASSWORD = 'Demo1234!';

const SchoolNameSchema = z.string().trim().min(1, 'The school name must not be empty').max(100, 'The school name must be at most 100 characters');
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The env with the local stack's key files filled in where no key is given: the ones
 * `npm run setup` and `npm start` create in <DATA_DIR>/keys (DATA_DIR relative to the repository).
 */
function withLocalKeys(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const keys = join(resolve(REPO_ROOT, env.DATA_DIR || '.data'), 'keys');
  const filled = { ...env };
  for (const [variable, file] of [['JWT_PUBLIC_KEY', 'jwt-public.pem'], ['JWT_PRIVATE_KEY', 'jwt-private.pem']] as const) {
    const path = join(keys, file);
    if (!env[variable] && !env[`${variable}_FILE`] && existsSync(path)) filled[`${variable}_FILE`] = path;
  }
  return filled;
}

async function withContext<T>(fn: (ctx: AuthContext) => Promise<T>): Promise<T> {
  const config = authConfigFromEnv(withLocalKeys(process.env));
  const app = await buildAuthApp({ ...config, logLevel: process.env.LOG_LEVEL ?? 'warn' }, { background: false });
  try {
    return await fn(app.authContext);
  } finally {
    await app.close();
  }
}

async function seedDemo(): Promise<void> {
  await withContext(async (ctx) => {
    const ensure = async (a: NewAccount) => (await ctx.users.findByEmail(a.email)) ?? createAccount(ctx, a);
    const common = { password: DEMO_PASSWORD, timeZone: 'UTC' };
    const student = await ensure({ ...common, email: 'student@mathquest.demo', username: 'demo_student', displayName: 'Alex', role: 'STUDENT', plan: 'PREMIUM', gradeLevel: 5 });
    await ensure({ ...common, email: 'free.student@mathquest.demo', username: 'free_student', displayName: 'Sam', role: 'STUDENT', plan: 'FREE', gradeLevel: 4 });
    const parent = await ensure({ ...common, email: 'parent@mathquest.demo', username: 'demo_parent', displayName: 'Jordan', role: 'PARENT', plan: 'FREE', gradeLevel: null });
    await ensure({ ...common, email: 'teacher@mathquest.demo', username: 'ms_rivera', displayName: 'Ms. Rivera', role: 'TEACHER', plan: 'FREE', gradeLevel: null });
    if (!parent.childIds.includes(student.id)) await linkChild(ctx, parent.id, 'student@mathquest.demo', DEMO_PASSWORD, { ip: 'cli', deviceToken: null });
    console.log(`Demo accounts ready (password ${DEMO_PASSWORD}): student@mathquest.demo, free.student@mathquest.demo, parent@mathquest.demo, teacher@mathquest.demo`);
  });
}

async function createTeacher(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' }, username: { type: 'string' }, 'display-name': { type: 'string' }, school: { type: 'string' } } });
  const email = EmailSchema.parse(values.email);
  const username = UsernameSchema.parse(values.username);
  const displayName = DisplayNameSchema.parse(values['display-name']);
  // The school's name, for the 'My School' leaderboard: same rules as a display name, but longer.
  const schoolName = values.school === undefined ? null : SchoolNameSchema.parse(values.school);
  let password = process.env.MATHQUEST_NEW_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password for the new teacher (at least 8 characters): ');
    rl.close();
  }
  const checked = PasswordSchema.parse(password);
  await withContext(async (ctx) => {
    const t = await createAccount(ctx, { email, username, displayName, password: checked, role: 'TEACHER', plan: 'FREE', timeZone: 'UTC', gradeLevel: null, schoolName });
    console.log(`Teacher created: ${t.email} (${t.username})${t.schoolName ? ` at ${t.schoolName}` : ''}, id ${t.id}`);
  });
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'seed-demo') await seedDemo();
  else if (command === 'create-teacher') await createTeacher(rest);
  else {
    console.error('usage: cli.ts seed-demo | create-teacher --email <e> --username <u> --display-name <name> [--school <school name>]');
    process.exitCode = 2;
  }
} catch (err) {
  const issues = (err as { issues?: Array<{ message: string }> }).issues;
  console.error(issues ? issues.map((i) => i.message).join('; ') : (err as Error).message);
  process.exitCode = 1;
}
