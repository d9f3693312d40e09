/**
 * A student plays a published assignment through the game (start, next, submit; the game runs as
 * its own process) and the teacher sees the submission SUBMITTED with the automatic score: the
 * assignment and its class's members reach the game as events, the answers come back as events
 * (game.assignment.answered; a practice answer never reaches the teacher service, docs/adr/0055).
 */
import { generateProblem, listSkills, type Problem } from '@mathquest/maths';
import type { EventBus, ServiceApp } from '@mathquest/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TeacherDeps } from '../../src/use-cases/deps.js';
import { startGameProcess, type GameProcess } from '../helpers/game-process.js';
import { filtersOf, gameConsumersOf, gameEventsOf } from '../helpers/game-stream.js';
import { buildTestTeacherApp, eventually, registerUser, type TestUser } from '../helpers/teacher-test-app.js';

let app: ServiceApp & { teacherDeps: TeacherDeps };
let bus: EventBus;
let game: GameProcess;
let teacher: TestUser;
let student: TestUser;
let outsider: TestUser;
let privateKeyPem: string;
let durableSuffix: string;

/** Three bank problems with whole-number answers (a wrong one is then simply a different number). */
function integerBankProblems(count: number): Problem[] {
  const found: Problem[] = [];
  for (const skill of listSkills()) {
    for (const d of [1, 2] as const) {
      const p = generateProblem(skill.skillId, d, 's01');
      if (p.answer.format === 'integer' && /^-?\d+$/.test(p.answer.canonical)) found.push(p);
      if (found.length === count) return found;
    }
  }
  throw new Error('not enough integer problems in the bank');
}
const problems = integerBankProblems(3);

beforeAll(async () => {
  const built = await buildTestTeacherApp('teacher_play');
  ({ app, bus, durableSuffix } = built);
  const key = built.keys.privateKeyPem;
  privateKeyPem = key;
  [game, teacher, student, outsider] = await Promise.all([
    startGameProcess(built.keys.publicKeyPem),
    registerUser(bus, key, 'TEACHER', 'teacher'),
    registerUser(bus, key, 'STUDENT', 'player'),
    registerUser(bus, key, 'STUDENT', 'outsider'),
  ]);
  await eventually(async () => ((await app.teacherDeps.directory.get(outsider.id)) ? true : undefined), 'the directory');
}, 180_000);

afterAll(async () => {
  await game?.stop();
  await bus?.close();
  await app?.close();
});

const teacherCall = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) =>
  app.inject({ method, url: `/api/teacher${url}`, headers: user.auth, ...(payload ? { payload } : {}) });

/** The game's answer envelope, as far as these tests read it. */
const GameAnswerSchema = z.object({ success: z.boolean(), data: z.record(z.string(), z.unknown()).optional(), error: z.object({ message: z.string() }).optional() });

async function gameCall(method: 'GET' | 'POST', path: string, user: TestUser, body?: object): Promise<{ status: number; json: z.infer<typeof GameAnswerSchema> }> {
  const res = await fetch(`${game.url}/api/game${path}`, {
    method,
    headers: { ...user.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: GameAnswerSchema.parse(await res.json()) };
}

describe('playing an assignment', () => {
  it('serves exactly its problems in order, and the submission reaches SUBMITTED with the right score', async () => {
    const c = (await teacherCall('POST', '/classrooms', teacher, { name: 'Period 1', gradeLevel: 5, subject: 'Math' })).json().data;
    await teacherCall('POST', '/join', student, { classCode: c.classCode });
    const a = (await teacherCall('POST', `/classrooms/${c.id}/assignments`, teacher, { title: 'Warm-up', problemIds: problems.map((p) => p.problemId) })).json().data;

    // A draft is not playable.
    expect((await gameCall('POST', '/session/start', student, { mode: 'ASSIGNMENT', assignmentId: a.id, deviceType: 'web' })).status).toBe(404);
    await teacherCall('POST', `/assignments/${a.id}/publish`, teacher);

    // Published: once the game has heard, a member may start it; a student of another class may not.
    const started = await eventually(async () => {
      const r = await gameCall('POST', '/session/start', student, { mode: 'ASSIGNMENT', assignmentId: a.id, deviceType: 'web' });
      return r.status === 201 ? r : undefined;
    }, 'the game to learn the published assignment');
    const session = started.json.data!.session as { id: string; mode: string; assignmentId: string };
    expect(session).toMatchObject({ mode: 'ASSIGNMENT', assignmentId: a.id });
    expect((await gameCall('POST', '/session/start', outsider, { mode: 'ASSIGNMENT', assignmentId: a.id, deviceType: 'web' })).status).toBe(404);

    const correct = [true, false, true];
    for (let i = 0; i < problems.length; i++) {
      const next = await gameCall('GET', `/problem/next?sessionId=${session.id}`, student);
      expect(next.status).toBe(200);
      expect(next.json.data!.question).toBe(problems[i]!.question.text);
      // A reload serves the same problem again.
      expect((await gameCall('GET', `/problem/next?sessionId=${session.id}`, student)).json.data!.id).toBe(next.json.data!.id);
      const answer = correct[i] ? problems[i]!.answer.canonical : String(Number(problems[i]!.answer.canonical) + 1);
      const submitted = await gameCall('POST', '/problem/submit', student, { sessionId: session.id, problemId: next.json.data!.id, answer, timeSpent: 40, hintsUsed: 0 });
      expect(submitted.status).toBe(200);
      expect(submitted.json.data!.isCorrect).toBe(correct[i]);
      if (correct[i]) expect(submitted.json.data!.xpEarned as number).toBeGreaterThan(0);
      // Each answer says where the attempt stands; the last one says it is finished (docs/adr/0185).
      expect(submitted.json.data!.assignment).toEqual({ assignmentId: a.id, answered: i + 1, problemCount: problems.length, finished: i === problems.length - 1 });
    }

    // Every problem answered: the session has ended and the attempt cannot start again.
    const after = await gameCall('GET', `/problem/next?sessionId=${session.id}`, student);
    expect(after.status).toBe(409);
    expect(after.json.error!.message).toBe('This game session has ended');
    const again = await gameCall('POST', '/session/start', student, { mode: 'ASSIGNMENT', assignmentId: a.id, deviceType: 'web' });
    expect(again.status).toBe(409);
    expect(again.json.error!.message).toBe('You have finished this assignment');

    const submission = await eventually(async () => {
      const s = (await teacherCall('GET', `/assignments/${a.id}`, teacher)).json().data.submissions[0];
      return s.status === 'SUBMITTED' ? s : undefined;
    }, 'the submission to be submitted');
    expect(submission).toMatchObject({ studentId: student.id, problemsAttempted: 3, problemsCorrect: 2, timeSpent: 120, score: 66.7, passed: false });
    expect((await teacherCall('GET', '/my/assignments', student)).json().data[0].submission).toMatchObject({ status: 'SUBMITTED', score: 66.7 });

    // The class's accuracy per topic, from the topics the game's answer events carried.
    const expected = new Map<string, { attempted: number; correct: number }>();
    problems.forEach((p, i) => {
      const t = expected.get(p.topic) ?? { attempted: 0, correct: 0 };
      expected.set(p.topic, { attempted: t.attempted + 1, correct: t.correct + (correct[i] ? 1 : 0) });
    });
    const topics = (await teacherCall('GET', `/classrooms/${c.id}/analytics`, teacher)).json().data.topics as Array<{ topic: string; attempted: number; correct: number }>;
    expect(Object.fromEntries(topics.map((t) => [t.topic, { attempted: t.attempted, correct: t.correct }]))).toEqual(Object.fromEntries(expected));

    // They came on the teacher service's own subject, one per answer.
    const answered = await gameEventsOf(bus, 'game.assignment.answered', student.id);
    expect(answered.map((e) => [e.data.mode, e.data.assignmentId, e.data.stableProblemId])).toEqual(problems.map((p) => ['ASSIGNMENT', a.id, p.problemId]));
  }, 120_000);

  it('never hands a practice answer to the teacher service: not published on its subject, and none of its consumers reads game.answer.submitted', async () => {
    const kid = await registerUser(bus, privateKeyPem, 'STUDENT', 'practice');
    const started = await gameCall('POST', '/session/start', kid, { mode: 'SOLO_PRACTICE', deviceType: 'web' });
    expect(started.status).toBe(201);
    const sessionId = (started.json.data!.session as { id: string }).id;
    const served = await gameCall('GET', `/problem/next?sessionId=${sessionId}`, kid);
    expect(served.status).toBe(200);
    // Any number will do, right or wrong; a nudge (not graded) is answered again: the policy allows four at most.
    let graded = false;
    for (let i = 0; i < 6 && !graded; i++) {
      const r = await gameCall('POST', '/problem/submit', kid, { sessionId, problemId: served.json.data!.id, answer: String(7919 + i), timeSpent: 20, hintsUsed: 0 });
      expect(r.status).toBe(200);
      graded = r.json.data!.graded !== false;
    }
    expect(graded).toBe(true);

    // The answer was published for the other services (engagement) ...
    const submitted = await eventually(async () => {
      const e = await gameEventsOf(bus, 'game.answer.submitted', kid.id);
      return e.length > 0 ? e : undefined;
    }, 'the practice answer on the GAME stream');
    expect(submitted.map((e) => [e.data.mode, e.data.problemId])).toEqual([['SOLO_PRACTICE', served.json.data!.id]]);
    // ... and not on the subject the teacher service reads,
    expect(await gameEventsOf(bus, 'game.assignment.answered', kid.id)).toEqual([]);
    // which is the only answer subject any of this teacher app's consumers of the GAME stream reads.
    const consumers = await gameConsumersOf(bus, durableSuffix);
    expect(consumers.map((c) => c.name).sort()).toEqual(
      ['teacher-submissions-assignment-answered', 'teacher-submissions-session-ended', 'teacher-tutor-updated'].map((d) => `${d}-${durableSuffix}`),
    );
    for (const c of consumers) expect(filtersOf(c).filter((f) => subjectMatches(f, 'game.answer.submitted')), c.name).toEqual([]);
    expect(consumers.flatMap(filtersOf)).toContain('game.assignment.answered');
  }, 60_000);
});

/** Whether a NATS subject filter (`*` one token, `>` the rest) takes `subject`. */
function subjectMatches(filter: string, subject: string): boolean {
  const f = filter.split('.');
  const t = subject.split('.');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '>') return t.length > i;
    if (i >= t.length || (f[i] !== '*' && f[i] !== t[i])) return false;
  }
  return f.length === t.length;
}
