/**
 * Operator commands (docs/adr/0012):
 *   tsx services/auth/src/cli.ts seed-demo
 *   MATHQUEST_NEW_PASSWORD=... tsx services/auth/src/cli.ts create-teacher --email t@school.org --username ms_lee --display-name "Ms. Lee"
 * Uses the same env as the service (MONGO_URL, MONGO_DB, NATS_URL, JWT keys).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { DisplayNameSchema, EmailSchema, PasswordSchema, UsernameSchema } from '@mathquest/contracts';
import { buildAuthApp } from './app.js';
import { authConfigFromEnv } from './config.js';

const DEMO_PASSWORD = 'Demo1234!';

async function withAccounts<T>(fn: (app: Awaited<ReturnType<typeof buildAuthApp>>) => Promise<T>): Promise<T> {
  const app = await buildAuthApp({ ...authConfigFromEnv(), logLevel: process.env.LOG_LEVEL ?? 'warn' }, { background: false });
  try {
    return await fn(app);
  } finally {
    await app.close();
  }
}

async function seedDemo(): Promise<void> {
  await withAccounts(async (app) => {
    const ensure = async (a: Parameters<typeof app.accounts.createAccount>[0]) => {
      const existing = await app.users.findByEmail(a.email);
      if (existing) return existing;
      return app.accounts.createAccount(a);
    };
    const common = { password: DEMO_PASSWORD, timeZone: 'UTC' };
    const student = await ensure({ ...common, email: 'student@mathquest.demo', username: 'demo_student', displayName: 'Alex', role: 'STUDENT', plan: 'PREMIUM', gradeLevel: 5 });
    await ensure({ ...common, email: 'free.student@mathquest.demo', username: 'free_student', displayName: 'Sam', role: 'STUDENT', plan: 'FREE', gradeLevel: 4 });
    const parent = await ensure({ ...common, email: 'parent@mathquest.demo', username: 'demo_parent', displayName: 'Jordan', role: 'PARENT', plan: 'FREE', gradeLevel: null });
    await ensure({ ...common, email: 'teacher@mathquest.demo', username: 'ms_rivera', displayName: 'Ms. Rivera', role: 'TEACHER', plan: 'FREE', gradeLevel: null });
    if (!parent.childIds.includes(student.id)) await app.accounts.linkChild(parent.id, 'student@mathquest.demo', DEMO_PASSWORD);
    console.log(`Demo accounts ready (password ${DEMO_PASSWORD}): student@mathquest.demo, free.student@mathquest.demo, parent@mathquest.demo, teacher@mathquest.demo`);
  });
}

async function createTeacher(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' }, username: { type: 'string' }, 'display-name': { type: 'string' } } });
  const email = EmailSchema.parse(values.email);
  const username = UsernameSchema.parse(values.username);
  const displayName = DisplayNameSchema.parse(values['display-name']);
  let password = process.env.MATHQUEST_NEW_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password for the new teacher (at least 8 characters): ');
    rl.close();
  }
  PasswordSchema.parse(password);
  await withAccounts(async (app) => {
    const t = await app.accounts.createAccount({ email, username, displayName, password: password!, role: 'TEACHER', plan: 'FREE', timeZone: 'UTC', gradeLevel: null });
    console.log(`Teacher created: ${t.email} (${t.username}), id ${t.id}`);
  });
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'seed-demo') await seedDemo();
  else if (command === 'create-teacher') await createTeacher(rest);
  else {
    console.error('usage: cli.ts seed-demo | create-teacher --email <e> --username <u> --display-name <name>');
    process.exitCode = 2;
  }
} catch (err) {
  const issues = (err as { issues?: Array<{ message: string }> }).issues;
  console.error(issues ? issues.map((i) => i.message).join('; ') : (err as Error).message);
  process.exitCode = 1;
}
