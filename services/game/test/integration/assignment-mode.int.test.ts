/**
 * ASSIGNMENT sessions (docs/adr/0080), with the teacher service's events published as it publishes
 * them: only members of the class, only published assignments, the due date and late rule, the
 * problems in order across sessions, the time limit ending the attempt, a removed student refused,
 * no daily quota for a FREE student.
 */
import { randomUUID } from 'node:crypto';
import { TeacherSubjects } from '@mathquest/contracts';
import { generateProblem, listSkills, type Problem } from '@mathquest/maths';
import { connectEventBus, newEvent, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import type { NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGameApp, makeUser, type TestUser } from '../helpers/build-test-app.js';
import { eventsFor, openNats } from '../helpers/events.js';

const keys = testKeys();
let app: ServiceApp;
let bus: EventBus;
let nc: NatsConnection;
/** The game's clock, moved by the tests (the time limit). */
let clock = Date.now();

const skills = listSkills();
const bankProblems: Problem[] = [0, 1, 2, 3].map((i) => generateProblem(skills[i]!.skillId, 1, 's01'));

beforeAll(async () => {
  const infra = testInfra();
  app = await buildTestGameApp(infra, keys.publicKeyPem, uniqueDbName('game_assignments'), { bankSeeds: 0, durableSuffix: `ga${randomUUID().slice(0, 8)}` }, { now: () => new Date(clock) });
  bus = await connectEventBus(infra.natsUrl, 'game-assignment-test');
  nc = await openNats(infra.natsUrl);
});

afterAll(async () => {
  await nc?.close();
  await bus?.close();
  await app?.close();
});

let membersVersion = 0;
async function publishClass(classroomId: string, memberIds: string[]) {
  membersVersion++;
  await bus.publish(
    TeacherSubjects.CLASSROOM_MEMBERS_CHANGED,
    newEvent(TeacherSubjects.CLASSROOM_MEMBERS_CHANGED, { classroomId, teacherId: 't1', name: 'Class', memberIds, version: membersVersion, deleted: false }),
  );
}

async function publishAssignment(over: { classroomId: string; problems?: Problem[]; dueDate?: Date | null; allowLateSubmissions?: boolean; timeLimit?: number | null }) {
  const assignmentId = randomUUID().replace(/-/g, '');
  await bus.publish(
    TeacherSubjects.ASSIGNMENT_PUBLISHED,
    newEvent(TeacherSubjects.ASSIGNMENT_PUBLISHED, {
      assignmentId,
      classroomId: over.classroomId,
      teacherId: 't1',
      title: 'Homework',
      problemIds: (over.problems ?? bankProblems.slice(0, 2)).map((p) => p.problemId),
      dueDate: over.dueDate ? over.dueDate.toISOString() : null,
      allowLateSubmissions: over.allowLateSubmissions ?? true,
      timeLimit: over.timeLimit ?? null,
      publishedAt: new Date(clock).toISOString(),
    }),
  );
  return assignmentId;
}

const startRaw = (u: TestUser, assignmentId: string) => app.inject({ method: 'POST', url: '/api/game/session/start', headers: u.auth, payload: { mode: 'ASSIGNMENT', assignmentId, deviceType: 'web' } });
const next = (u: TestUser, sessionId: string) => app.inject({ method: 'GET', url: `/api/game/problem/next?sessionId=${sessionId}`, headers: u.auth });
const submit = (u: TestUser, sessionId: string, problemId: string, answer: string, key?: string) =>
  app.inject({ method: 'POST', url: '/api/game/problem/submit', headers: key ? { ...u.auth, 'idempotency-key': key } : u.auth, payload: { sessionId, problemId, answer, timeSpent: 20, hintsUsed: 0 } });

/** Start once the game has heard the teacher's events (they arrive asynchronously). */
async function startWhenKnown(u: TestUser, assignmentId: string, expected = 201) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const r = await startRaw(u, assignmentId);
    if (r.statusCode === expected || Date.now() > deadline) return r;
    await new Promise((res) => setTimeout(res, 50));
  }
}

describe('ASSIGNMENT sessions', () => {
  it('serve a member exactly the problems in order, across sessions, without the FREE daily quota', async () => {
    const kid = makeUser(keys.privateKeyPem, { plan: 'FREE' });
    const outsider = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    const classroomId = randomUUID();
    await publishClass(classroomId, [kid.id]);
    const assignmentId = await publishAssignment({ classroomId, problems: bankProblems });

    const started = await startWhenKnown(kid, assignmentId);
    expect(started.statusCode).toBe(201);
    expect(started.json().data.session).toMatchObject({ mode: 'ASSIGNMENT', assignmentId });
    expect((await startRaw(outsider, assignmentId)).statusCode).toBe(404);
    expect((await startRaw(kid, 'nosuchassignment')).statusCode).toBe(404);

    let sessionId = started.json().data.session.id as string;
    for (let i = 0; i < bankProblems.length; i++) {
      if (i === 2) sessionId = (await startWhenKnown(kid, assignmentId)).json().data.session.id; // a new session continues
      const served = await next(kid, sessionId);
      expect(served.statusCode, served.body).toBe(200);
      expect(served.json().data.question).toBe(bankProblems[i]!.question.text);
      // Each answer sent twice at once with the same Idempotency-Key (a retried request): one answer, one of each event.
      const [r, retried] = await Promise.all([0, 1].map(() => submit(kid, sessionId, served.json().data.id, bankProblems[i]!.answer.canonical, `k${i}`)));
      expect(r!.json().data.isCorrect).toBe(true);
      expect(retried!.json().data).toEqual(r!.json().data);
      // Each answer says where the attempt is; the last says it is finished, so no next is asked for.
      const last = i === bankProblems.length - 1;
      expect(r!.json().data.assignment).toEqual({ assignmentId, answered: i + 1, problemCount: bankProblems.length, finished: last });
    }
    // The last answer ended the session: a next problem is refused as for any ended session.
    const done = await next(kid, sessionId);
    expect(done.statusCode).toBe(409);
    expect(done.json().error.code).toBe('SESSION_ENDED');
    const again = await startRaw(kid, assignmentId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have finished this assignment');

    const answers = await eventsFor(nc, 'GAME', 'game.answer.submitted', kid.id);
    expect(answers.map((e) => [e.data.mode, e.data.assignmentId, e.data.stableProblemId])).toEqual(bankProblems.map((p) => ['ASSIGNMENT', assignmentId, p.problemId]));
    // The teacher service's subject (docs/adr/0055): the same answers, their facts without the progress snapshot, their own ids.
    const forTeacher = await eventsFor(nc, 'GAME', 'game.assignment.answered', kid.id);
    for (const a of answers) expect(a.data.progress).toMatchObject({ totalProblems: expect.any(Number) });
    const factsOf = (d: Record<string, unknown>) => Object.fromEntries(Object.entries(d).filter(([field]) => field !== 'progress'));
    expect(forTeacher.map((e) => e.data)).toEqual(answers.map((e) => factsOf(e.data)));
    expect(forTeacher.map((e) => e.id).filter((id) => answers.some((a) => a.id === id))).toEqual([]);
  });

  it('refuse a start after the due date unless late submissions are allowed', async () => {
    const kid = makeUser(keys.privateKeyPem);
    const classroomId = randomUUID();
    await publishClass(classroomId, [kid.id]);
    const past = new Date(clock - 60_000);
    const strict = await publishAssignment({ classroomId, dueDate: past, allowLateSubmissions: false });
    const lenient = await publishAssignment({ classroomId, dueDate: past, allowLateSubmissions: true });
    const refused = await startWhenKnown(kid, strict, 403);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('The due date of this assignment has passed');
    expect(refused.json().error.field).toBe('dueDate');
    expect((await startWhenKnown(kid, lenient)).statusCode).toBe(201);
  });

  it('end the attempt when the time limit has passed, saying so in game.session.ended', async () => {
    const kid = makeUser(keys.privateKeyPem);
    const classroomId = randomUUID();
    await publishClass(classroomId, [kid.id]);
    const assignmentId = await publishAssignment({ classroomId, timeLimit: 10 });
    const sessionId = (await startWhenKnown(kid, assignmentId)).json().data.session.id as string;
    expect((await next(kid, sessionId)).statusCode).toBe(200);

    clock += 11 * 60_000;
    const over = await next(kid, sessionId);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('Time is up for this assignment');
    expect((await startRaw(kid, assignmentId)).statusCode).toBe(409);
    const ended = (await eventsFor(nc, 'GAME', 'game.session.ended', kid.id)).find((e) => e.data.sessionId === sessionId);
    expect(ended?.data).toMatchObject({ mode: 'ASSIGNMENT', assignmentId, timeUp: true });
  });

  it('refuse a student removed from the class at the next problem', async () => {
    const kid = makeUser(keys.privateKeyPem);
    const classroomId = randomUUID();
    await publishClass(classroomId, [kid.id]);
    const assignmentId = await publishAssignment({ classroomId });
    const sessionId = (await startWhenKnown(kid, assignmentId)).json().data.session.id as string;
    await publishClass(classroomId, []);
    const deadline = Date.now() + 20_000;
    let status = 200;
    while (status !== 404 && Date.now() < deadline) {
      status = (await next(kid, sessionId)).statusCode;
      if (status !== 404) await new Promise((res) => setTimeout(res, 50));
    }
    expect(status).toBe(404);
  });
});
