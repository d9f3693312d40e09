import { randomUUID } from 'node:crypto';
import { GameSubjects, type AssignmentAnsweredEvent } from '@mathquest/contracts';
import { listSkills } from '@mathquest/maths';
import { newEvent, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAssignmentAnswers } from '../../src/use-cases/count-assignment-answers.js';
import type { TeacherDeps } from '../../src/use-cases/deps.js';
import { buildTestTeacherApp, eventually, registerUser, type TestUser } from '../helpers/teacher-test-app.js';

let app: ServiceApp & { teacherDeps: TeacherDeps };
let bus: EventBus;
let privateKeyPem: string;
let teacher: TestUser;
let otherTeacher: TestUser;
let parent: TestUser;
const students: TestUser[] = [];
const skill = listSkills()[0]!.skillId;
const bankIds = [`${skill}/d1/s01`, `${skill}/d2/s02`, `${skill}/d3/s03`];

beforeAll(async () => {
  const built = await buildTestTeacherApp('teacher_api');
  ({ app, bus } = built);
  privateKeyPem = built.keys.privateKeyPem;
  teacher = await registerUser(bus, privateKeyPem, 'TEACHER', 'teacher');
  otherTeacher = await registerUser(bus, privateKeyPem, 'TEACHER', 'other');
  parent = await registerUser(bus, privateKeyPem, 'PARENT', 'parent');
  for (let i = 0; i < 3; i++) students.push(await registerUser(bus, privateKeyPem, 'STUDENT', `kid${i}`));
  await eventually(async () => ((await app.teacherDeps.directory.get(students[2]!.id)) ? true : undefined), 'the directory to learn the users');
});

afterAll(async () => {
  await bus?.close();
  await app?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  app.inject({ method, url: `/api/teacher${url}`, headers: user ? user.auth : {}, ...(payload ? { payload } : {}) });

async function newClassroom(body: object = {}) {
  const res = await call('POST', '/classrooms', teacher, { name: 'Period 3', gradeLevel: 6, subject: 'Math', ...body });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; classCode: string; studentLimit: number | null };
}

/** An ASSIGNMENT answer as the game publishes it for the teacher service (game.assignment.answered, docs/adr/0055). */
function answer(userId: string, assignmentId: string, stableProblemId: string, isCorrect: boolean, topic = 'T', id = randomUUID()): AssignmentAnsweredEvent {
  const at = new Date().toISOString();
  return {
    ...newEvent(
      GameSubjects.ASSIGNMENT_ANSWERED,
      {
        userId, sessionId: 's1', mode: 'ASSIGNMENT', assignmentId, problemId: randomUUID(), stableProblemId, skillId: skill, topic, difficulty: 1, isCorrect,
        xp: 10, coins: 1, combo: 1, multiplier: 1, timeSpent: 30, hintsUsed: 0, fast: false, answeredAt: at, localDay: at.slice(0, 10), timeZone: 'UTC',
      },
      userId,
    ),
    id,
  };
}

describe('classrooms', () => {
  it('creates one with a 6-character class code and lists it', async () => {
    const c = await newClassroom({ description: 'Room 12', studentLimit: 25 });
    expect(c.classCode).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    const list = await call('GET', '/classrooms', teacher);
    expect(list.json().data.map((x: { id: string }) => x.id)).toContain(c.id);
    const detail = await call('GET', `/classrooms/${c.id}`, teacher);
    expect(detail.json().data).toMatchObject({ id: c.id, name: 'Period 3', description: 'Room 12', gradeLevel: 6, subject: 'Math', studentLimit: 25, currentStudents: 0, isActive: true, students: [], assignments: [] });
  });

  it('refuses bad input with 400 and the field', async () => {
    const cases: Array<[object, string]> = [
      [{ name: '' }, 'name'],
      [{ gradeLevel: 9 }, 'gradeLevel'],
      [{ subject: 'Biology' }, 'subject'],
      [{ studentLimit: 0 }, 'studentLimit'],
      [{ studentLimit: 101 }, 'studentLimit'],
      [{ studentLimit: 2.5 }, 'studentLimit'],
    ];
    for (const [patch, field] of cases) {
      const res = await call('POST', '/classrooms', teacher, { name: 'X', gradeLevel: 6, subject: 'Math', ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
  });

  it('archives and activates', async () => {
    const c = await newClassroom();
    const archived = await call('PUT', `/classrooms/${c.id}`, teacher, { isActive: false });
    expect(archived.json().data.isActive).toBe(false);
    expect((await call('PUT', `/classrooms/${c.id}`, teacher, { isActive: true })).json().data.isActive).toBe(true);
  });

  it('deletes one, which then is 404', async () => {
    const c = await newClassroom();
    expect((await call('DELETE', `/classrooms/${c.id}`, teacher)).statusCode).toBe(200);
    expect((await call('GET', `/classrooms/${c.id}`, teacher)).statusCode).toBe(404);
    expect((await call('GET', '/classrooms', teacher)).json().data.map((x: { id: string }) => x.id)).not.toContain(c.id);
  });
});

describe('students', () => {
  it('adds a student by username, refuses unknown users, parents and teachers, and duplicates', async () => {
    const c = await newClassroom();
    const added = await call('POST', `/classrooms/${c.id}/students`, teacher, { username: `  ${students[0]!.username.toUpperCase()} ` });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ studentId: students[0]!.id, student: { gradeLevel: 6, user: { profile: { username: students[0]!.username } } } });

    const unknown = await call('POST', `/classrooms/${c.id}/students`, teacher, { username: 'nobody_here_at_all' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No student with that username');
    for (const who of [parent, otherTeacher]) {
      const refused = await call('POST', `/classrooms/${c.id}/students`, teacher, { username: who.username });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/is not a student: only students can join a classroom/);
    }
    expect((await call('POST', `/classrooms/${c.id}/students`, teacher, { username: students[0]!.username })).statusCode).toBe(409);

    const detail = (await call('GET', `/classrooms/${c.id}`, teacher)).json().data;
    expect(detail.currentStudents).toBe(1);
    expect(detail.students[0].student.user.profile.displayName).toContain('kid0');
  });

  it('lets a student join with the class code in any case, and leave the class list when removed', async () => {
    const c = await newClassroom();
    const joined = await call('POST', '/join', students[1], { classCode: c.classCode.toLowerCase() });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data).toMatchObject({ id: c.id, name: 'Period 3' });
    expect((await call('GET', '/my/classrooms', students[1])).json().data.map((x: { id: string }) => x.id)).toContain(c.id);
    expect((await call('POST', '/join', students[1], { classCode: 'ZZZZZZ' })).statusCode).toBe(404);

    expect((await call('DELETE', `/classrooms/${c.id}/students/${students[1]!.id}`, teacher)).statusCode).toBe(200);
    expect((await call('GET', '/my/classrooms', students[1])).json().data.map((x: { id: string }) => x.id)).not.toContain(c.id);
    expect((await call('DELETE', `/classrooms/${c.id}/students/${students[1]!.id}`, teacher)).statusCode).toBe(404);
  });

  it('keeps the student limit', async () => {
    const c = await newClassroom({ studentLimit: 1 });
    expect((await call('POST', '/join', students[0], { classCode: c.classCode })).statusCode).toBe(200);
    const full = await call('POST', '/join', students[1], { classCode: c.classCode });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe('This classroom is full');
  });
});

describe('assignments', () => {
  it('refuses unknown problems and leaves nothing behind', async () => {
    const c = await newClassroom();
    const bad = await call('POST', `/classrooms/${c.id}/assignments`, teacher, { title: 'Quiz', problemIds: [bankIds[0], 'g9.no.such-skill/d1/s01'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ field: 'problemIds.1', message: 'One or more problems are not in the problem bank' });
    expect((await call('POST', `/classrooms/${c.id}/assignments`, teacher, { title: 'Quiz', problemIds: [`${skill}/d1/s09`] })).json().error.field).toBe('problemIds.0');
    const none = await call('POST', `/classrooms/${c.id}/assignments`, teacher, { title: 'Quiz', problemIds: [] });
    expect(none.json().error.message).toBe('Please select at least one problem');
    expect((await call('POST', `/classrooms/${c.id}/assignments`, teacher, { title: 'Quiz', problemIds: bankIds, dueDate: 'tomorrow' })).json().error.field).toBe('dueDate');
    expect((await call('GET', `/classrooms/${c.id}`, teacher)).json().data.assignments).toEqual([]);
  });

  it('creates a draft, publishes it, counts answers once, submits with the automatic score, and is graded', async () => {
    const c = await newClassroom();
    const student = students[2]!;
    await call('POST', `/classrooms/${c.id}/students`, teacher, { username: student.username });
    const created = await call('POST', `/classrooms/${c.id}/assignments`, teacher, { title: 'Fractions', problemIds: bankIds, dueDate: new Date(Date.now() + 86_400_000).toISOString(), timeLimit: 0 });
    expect(created.statusCode).toBe(201);
    const a = created.json().data;
    expect(a).toMatchObject({ status: 'DRAFT', passingScore: 70, pointsWorth: 100, timeLimit: null, allowLateSubmissions: true, problemCount: 3, classroom: { id: c.id, name: 'Period 3' } });
    expect((await call('GET', '/my/assignments', student)).json().data).toEqual([]);

    const published = await call('POST', `/assignments/${a.id}/publish`, teacher);
    expect(published.json().data.status).toBe('PUBLISHED');
    const mine = (await call('GET', '/my/assignments', student)).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: a.id, submission: { status: 'NOT_STARTED', score: null } });
    expect((await call('GET', `/assignments/${a.id}/stats`, teacher)).json().data).toMatchObject({ notStarted: 1, inProgress: 0 });

    // The first answer, delivered twice (a replay), counts once.
    const first = answer(student.id, a.id, bankIds[0]!, true, 'fractions');
    await bus.publish(GameSubjects.ASSIGNMENT_ANSWERED, first);
    await eventually(async () => {
      const s = (await call('GET', `/assignments/${a.id}`, teacher)).json().data.submissions[0];
      return s.status === 'IN_PROGRESS' ? s : undefined;
    }, 'the submission to start');
    await bus.publish(GameSubjects.ASSIGNMENT_ANSWERED, answer(student.id, a.id, bankIds[0]!, true, 'fractions')); // another event id, same problem
    await bus.publish(GameSubjects.ASSIGNMENT_ANSWERED, answer(student.id, a.id, bankIds[1]!, false, 'decimals'));
    await bus.publish(GameSubjects.ASSIGNMENT_ANSWERED, answer(student.id, a.id, bankIds[2]!, true, 'fractions'));
    const submitted = await eventually(async () => {
      const s = (await call('GET', `/assignments/${a.id}`, teacher)).json().data.submissions[0];
      return s.status === 'SUBMITTED' ? s : undefined;
    }, 'the submission to be submitted');
    expect(submitted).toMatchObject({ problemsAttempted: 3, problemsCorrect: 2, timeSpent: 90, score: 66.7, passed: false, isLate: false });

    expect((await call('GET', `/assignments/${a.id}/stats`, teacher)).json().data).toEqual({ notStarted: 0, inProgress: 0, submitted: 1, graded: 0, averageScore: 66.7, passRate: 0, lateSubmissions: 0 });

    expect((await call('POST', `/submissions/${submitted.id}/grade`, teacher, {})).json().error.message).toBe('Please enter a score');
    expect((await call('POST', `/submissions/${submitted.id}/grade`, teacher, { score: 101 })).statusCode).toBe(400);
    const graded = await call('POST', `/submissions/${submitted.id}/grade`, teacher, { score: 75, passed: false, teacherComments: 'Well done' });
    expect(graded.statusCode).toBe(200);
    expect(graded.json().data).toMatchObject({ status: 'GRADED', score: 75, passed: true, teacherComments: 'Well done' });
    expect((await call('POST', `/submissions/${submitted.id}/grade`, teacher, { score: 80 })).statusCode).toBe(409);

    const analytics = (await call('GET', `/classrooms/${c.id}/analytics`, teacher)).json().data;
    expect(analytics).toMatchObject({ totalStudents: 1, activeStudents: 1, averageScore: 75, completionRate: 100, performance: 'Good' });
    // Each problem counted once under its topic (the replayed first answer too), topics by name.
    expect(analytics.topics).toEqual([
      { topic: 'decimals', attempted: 1, correct: 0, accuracy: 0 },
      { topic: 'fractions', attempted: 2, correct: 2, accuracy: 100 },
    ]);
    expect((await call('GET', '/my/assignments', student)).json().data[0].submission).toMatchObject({ status: 'GRADED', score: 75, passed: true });

    const dashboard = (await call('GET', '/assignments?limit=5', teacher)).json().data;
    expect(dashboard[0]).toMatchObject({ id: a.id, submissionCount: 1 });
  });

  it('applies a replayed answer event once, also when the deliveries race', async () => {
    const c = await newClassroom();
    const student = students[1]!;
    await call('POST', `/classrooms/${c.id}/students`, teacher, { username: student.username });
    const a = (await call('POST', `/classrooms/${c.id}/assignments`, teacher, { title: 'Replay', problemIds: bankIds })).json().data;
    await call('POST', `/assignments/${a.id}/publish`, teacher);
    expect((await call('GET', `/classrooms/${c.id}/analytics`, teacher)).json().data.topics).toEqual([]);
    // The consumer's handler, as JetStream redelivers: the same event in one batch, in two batches at once, and again later.
    const handle = countAssignmentAnswers(app.teacherDeps);
    const event = answer(student.id, a.id, bankIds[0]!, true, 'geometry');
    await handle([event, event]);
    await Promise.all([handle([event]), handle([event]), handle([answer(student.id, a.id, bankIds[0]!, true, 'geometry')])]);
    await handle([event]);
    const s = (await call('GET', `/assignments/${a.id}`, teacher)).json().data.submissions[0];
    expect(s).toMatchObject({ status: 'IN_PROGRESS', problemsAttempted: 1, problemsCorrect: 1, timeSpent: 30 });
    expect((await call('GET', `/classrooms/${c.id}/analytics`, teacher)).json().data.topics).toEqual([{ topic: 'geometry', attempted: 1, correct: 1, accuracy: 100 }]);
  });
});
