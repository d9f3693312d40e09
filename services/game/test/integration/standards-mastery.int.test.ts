/**
 * The standards mastery report (docs/adr/0087): a classroom's teacher reads each member's level on
 * the standards they have practised, opens one cell for the answers behind it, and nobody else
 * reads either. The class's teacher and members reach the game as the teacher service publishes
 * them; the parent's report carries the same levels for one child.
 */
import { randomUUID } from 'node:crypto';
import { CHILDREN_GRANT_AUDIENCE, CHILDREN_GRANT_HEADER, ClassroomMasterySchema, StandardAnswersSchema, TeacherSubjects } from '@mathquest/contracts';
import { connectEventBus, connectMongo, newEvent, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGameApp, makeUser, type TestUser } from '../helpers/build-test-app.js';
import { gameClient } from '../helpers/game-client.js';
import { createSolver, type Solver } from '../helpers/solver.js';

const keys = testKeys();
const gameDb = uniqueDbName('game_mastery');
let app: ServiceApp;
let bus: EventBus;
let mongo: Awaited<ReturnType<typeof connectMongo>>;
let solver: Solver;

beforeAll(async () => {
  const infra = testInfra();
  app = await buildTestGameApp(infra, keys.publicKeyPem, gameDb, { bankSeeds: 0, durableSuffix: `gm${randomUUID().slice(0, 8)}` });
  bus = await connectEventBus(infra.natsUrl, 'game-mastery-test');
  mongo = await connectMongo(infra.mongoUrl, gameDb);
  solver = createSolver(mongo);
});

afterAll(async () => {
  await mongo?.close();
  await bus?.close();
  await app?.close();
});

const teacher = makeUser(keys.privateKeyPem, { role: 'TEACHER' });
const otherTeacher = makeUser(keys.privateKeyPem, { role: 'TEACHER' });
const game = () => gameClient(app);

async function publishClass(classroomId: string, teacherId: string, memberIds: string[], version = 1) {
  await bus.publish(
    TeacherSubjects.CLASSROOM_MEMBERS_CHANGED,
    newEvent(TeacherSubjects.CLASSROOM_MEMBERS_CHANGED, { classroomId, teacherId, name: 'Class', memberIds, version, deleted: false }),
  );
}

/** `right` then `wrong` answers of solo practice; the skills the student answered. */
async function play(student: TestUser, right: number, wrong: number): Promise<string[]> {
  const sessionId = await game().start(student);
  const skills: string[] = [];
  for (let i = 0; i < right + wrong; i++) {
    const next = await game().next(student, sessionId);
    expect(next.statusCode).toBe(200);
    const problemId = next.json().data.id as string;
    skills.push((await solver.stored(problemId)).skillId);
    const answer = i < right ? await solver.answer(problemId) : await solver.wrong(problemId);
    const res = await game().submit(student, { sessionId, problemId, answer, timeSpent: 15, hintsUsed: 0 });
    expect(res.json().data).toMatchObject({ graded: true, isCorrect: i < right });
  }
  return skills;
}

const mastery = (u: TestUser, classroomId: string) => app.inject({ method: 'GET', url: `/api/game/classrooms/${classroomId}/mastery`, headers: u.auth });
const cell = (u: TestUser, classroomId: string, studentId: string, standard: string) =>
  app.inject({ method: 'GET', url: `/api/game/classrooms/${classroomId}/students/${studentId}/standards/${standard}/answers`, headers: u.auth });

describe('a classroom standards report', () => {
  it("shows each member's started standards with the answers behind them, and opens a cell", async () => {
    const classroomId = `c${randomUUID().slice(0, 8)}`;
    const busy = makeUser(keys.privateKeyPem, { grade: 5 });
    const idle = makeUser(keys.privateKeyPem, { grade: 5 });
    await publishClass(classroomId, teacher.id, [busy.id, idle.id]);
    const skills = await play(busy, 3, 1);

    const res = await mastery(teacher, classroomId);
    expect(res.statusCode).toBe(200);
    const report = ClassroomMasterySchema.parse(res.json().data);
    expect(report.students.map((s) => s.studentId)).toEqual([busy.id, idle.id]);
    expect(report.students[1]!.cells).toEqual([]);
    const cells = report.students[0]!.cells;
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((c) => c.level === 'PRACTISING' && c.problems > 0)).toBe(true);
    // Every answered skill shows under each of its standards, with its answers counted there.
    const standardsOf = (skillId: string) => report.standards.filter((s) => s.skills.some((k) => k.skillId === skillId)).map((s) => s.code);
    for (const skillId of skills) for (const code of standardsOf(skillId)) expect(cells.map((c) => c.standard)).toContain(code);
    const first = standardsOf(skills[0]!)[0]!;
    const expected = skills.filter((s) => standardsOf(s).includes(first)).length;
    expect(cells.find((c) => c.standard === first)?.problems).toBe(expected);

    const opened = await cell(teacher, classroomId, busy.id, first);
    expect(opened.statusCode).toBe(200);
    const answers = StandardAnswersSchema.parse(opened.json().data);
    expect(answers).toMatchObject({ studentId: busy.id, standard: first, level: 'PRACTISING', problems: expected });
    expect(answers.answers).toHaveLength(expected);
    const times = answers.answers.map((a) => a.answeredAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('is 404 to another teacher, for a student not in the class and for an unknown standard; 403 to a student', async () => {
    const classroomId = `c${randomUUID().slice(0, 8)}`;
    const member = makeUser(keys.privateKeyPem, { grade: 6 });
    const stranger = makeUser(keys.privateKeyPem, { grade: 6 });
    await publishClass(classroomId, teacher.id, [member.id]);
    expect((await mastery(teacher, classroomId)).statusCode).toBe(200);

    expect((await mastery(otherTeacher, classroomId)).json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND', message: 'Classroom not found' } });
    expect((await cell(teacher, classroomId, stranger.id, '6.RP.A.3')).statusCode).toBe(404);
    expect((await cell(teacher, classroomId, member.id, '6.RP.Z.9')).json()).toMatchObject({ error: { message: 'Standard not found' } });
    expect((await cell(teacher, classroomId, member.id, 'not-a-code')).statusCode).toBe(400);
    expect((await mastery(member, classroomId)).statusCode).toBe(403);
  });

  it("follows the class: a member removed is gone from the report", async () => {
    const classroomId = `c${randomUUID().slice(0, 8)}`;
    const a = makeUser(keys.privateKeyPem, { grade: 7 });
    const b = makeUser(keys.privateKeyPem, { grade: 7 });
    await publishClass(classroomId, teacher.id, [a.id, b.id], 1);
    expect((await mastery(teacher, classroomId)).json().data.students).toHaveLength(2);
    await publishClass(classroomId, teacher.id, [a.id], 2);
    const deadline = Date.now() + 20_000;
    let ids: string[] = [];
    while (Date.now() < deadline) {
      ids = ((await mastery(teacher, classroomId)).json().data.students as Array<{ studentId: string }>).map((s) => s.studentId);
      if (ids.length === 1) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(ids).toEqual([a.id]);
  });
});

describe("a parent's report", () => {
  it("shows the child's started standards with their levels", async () => {
    const parent = makeUser(keys.privateKeyPem, { role: 'PARENT' });
    const child = makeUser(keys.privateKeyPem, { grade: 4 });
    const skills = await play(child, 2, 0);
    const grant = jwt.sign({ children: [{ id: child.id, tz: 'UTC' }] }, keys.privateKeyPem, { algorithm: 'ES256', expiresIn: 60, audience: CHILDREN_GRANT_AUDIENCE, issuer: 'mathquest-auth', subject: parent.id });
    const res = await app.inject({ method: 'GET', url: `/api/game/children/${child.id}/report`, headers: { ...parent.auth, [CHILDREN_GRANT_HEADER]: grant } });
    expect(res.statusCode).toBe(200);
    const standards = res.json().data.standards as Array<{ code: string; level: string; problems: number; skills: Array<{ skillId: string }> }>;
    expect(standards.length).toBeGreaterThan(0);
    expect(standards.every((s) => s.level === 'PRACTISING' && s.problems > 0)).toBe(true);
    expect(standards.some((s) => s.skills.some((k) => k.skillId === skills[0]))).toBe(true);
  });
});
