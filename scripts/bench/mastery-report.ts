/**
 * Benchmark: the standards mastery report of a class of 35 students with a term of answers
 * (docs/adr/0087, target: opens in under a second).
 *
 *   npm run bench:mastery
 *
 * Starts the game as its own process on a free port, against the infrastructure of MONGO_URL,
 * NATS_URL and REDIS_URL (defaults: the `npm start` ports), in a database of its own. Writes 35
 * student documents through the game's own repository, each with every skill of the catalogue
 * answered 60 times (the adaptive state a term of daily practice leaves: the model keeps the last
 * ten answers of each skill, so the document no longer grows after that), publishes the class as
 * the teacher service does, then asks for the report and one cell's answers 50 times each, one
 * request at a time, and prints p50, p99 and the response size.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TeacherSubjects } from '@mathquest/contracts';
import { adaptive, listSkills } from '@mathquest/maths';
import { connectEventBus, connectMongo, newEvent } from '@mathquest/service-kit';
import jwt from 'jsonwebtoken';
import { newStudentState } from '../../services/game/src/domain/student.js';
import { createStudentRepository, type StudentDoc } from '../../services/game/src/repositories/students.js';
import { freePort, waitReady } from './lib/local-servers.js';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const STUDENTS = 35;
const ANSWERS_PER_SKILL = 60;
const REQUESTS = 50;
const TARGET_MS = 1000;

const infra = {
  MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27117',
  NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4322',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6479',
};

/** A skill's state after a term: `n` answers, the last ten kept, a level by the student's strength. */
function termState(skillId: string, strength: number, now: number): adaptive.SkillState {
  const label: adaptive.SkillState['label'] = strength > 0.8 ? 'mastered' : strength > 0.6 ? 'proficient' : strength > 0.3 ? 'practising' : 'learning';
  const history = Array.from({ length: adaptive.HISTORY_LENGTH }, (_, i) => ({
    difficulty: (1 + (i % 5)) as 1 | 2 | 3 | 4 | 5,
    correct: (i * 7 + Math.round(strength * 10)) % 10 < strength * 10,
    hintsUsed: i % 3 === 0 ? 1 : 0,
    activeSeconds: 20 + i,
    at: now - (adaptive.HISTORY_LENGTH - i) * 86_400_000,
  }));
  return { ...adaptive.newSkillState(skillId, strength * 3 - 1), n: ANSWERS_PER_SKILL, label, history, lastDifficulty: 3 };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed(url: string, token: string): Promise<{ p50: number; p99: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), bytes };
}

const children: ChildProcess[] = [];

async function main() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  const db = `bench_mastery_${Date.now().toString(36)}`;
  const port = await freePort();
  children.push(
    spawn(process.execPath, ['--import', 'tsx', 'services/game/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...infra, PORT: String(port), MONGO_DB: db, JWT_PUBLIC_KEY: publicKey, NATS_DURABLE_SUFFIX: randomBytes(4).toString('hex'), LOG_LEVEL: 'warn', BANK_SEEDS: '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const gameUrl = `http://127.0.0.1:${port}`;
  await waitReady(`${gameUrl}/healthz`);

  const mongo = await connectMongo(infra.MONGO_URL, db);
  const students = createStudentRepository(mongo.db!.collection<StudentDoc>('students'));
  const skills = listSkills();
  const now = Date.now();
  const ids: string[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const id = `bench${i}${randomBytes(4).toString('hex')}`;
    const state = { ...newStudentState(id, 6), skills: skills.map((s, k) => termState(s.skillId, ((i * 13 + k * 7) % 100) / 100, now)) };
    const { activeSessionId: _a, xpGrants: _x, tutor: _t, speedBest: _s, ...write } = state;
    if (!(await students.write(null, { ...write, _id: id }))) throw new Error(`student ${id} not written`);
    ids.push(id);
  }
  await mongo.close();

  const teacherId = `teacher${randomBytes(4).toString('hex')}`;
  const classroomId = `class${randomBytes(4).toString('hex')}`;
  const bus = await connectEventBus(infra.NATS_URL, 'bench-mastery');
  await bus.publish(TeacherSubjects.CLASSROOM_MEMBERS_CHANGED, newEvent(TeacherSubjects.CLASSROOM_MEMBERS_CHANGED, { classroomId, teacherId, name: 'Bench class', memberIds: ids, version: 1, deleted: false, language: 'en' }));
  await bus.close();

  const token = jwt.sign({ role: 'TEACHER', username: 'bench-teacher', plan: 'FREE', tz: 'UTC' }, privateKey, { algorithm: 'ES256', audience: 'mathquest', issuer: 'mathquest-auth', subject: teacherId, expiresIn: '1h' });
  const reportUrl = `${gameUrl}/api/game/classrooms/${classroomId}/mastery`;
  // The class reaches the game by its event: asked until it is known (the first request of the measured ones would wait for it otherwise).
  for (const end = Date.now() + 30_000; (await fetch(reportUrl, { headers: { authorization: `Bearer ${token}` } })).status !== 200; ) {
    if (Date.now() > end) throw new Error('the class never reached the game');
  }
  const report = await timed(reportUrl, token);
  const cell = await timed(`${gameUrl}/api/game/classrooms/${classroomId}/students/${ids[0]}/standards/6.RP.A.3/answers`, token);

  console.log(`standards mastery report: ${STUDENTS} students, ${skills.length} skills answered ${ANSWERS_PER_SKILL} times each, ${REQUESTS} requests one at a time`);
  console.log(`report   p50 ${report.p50.toFixed(1)} ms   p99 ${report.p99.toFixed(1)} ms   ${(report.bytes / 1024).toFixed(0)} KB`);
  console.log(`one cell p50 ${cell.p50.toFixed(1)} ms   p99 ${cell.p99.toFixed(1)} ms   ${(cell.bytes / 1024).toFixed(1)} KB`);
  const ok = report.p99 < TARGET_MS;
  console.log(ok ? `RESULT: within target (report p99 < ${TARGET_MS} ms)` : `RESULT: outside target (report p99 >= ${TARGET_MS} ms)`);
  process.exitCode = ok ? 0 : 1;
}

try {
  await main();
} finally {
  for (const c of children) c.kill('SIGTERM');
}
