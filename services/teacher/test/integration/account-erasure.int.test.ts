/**
 * The teacher service's part of an account erasure (docs/adr/0232), on real storage and NATS: the
 * student leaves the class, a submission is kept as an anonymous record (or removed in a classroom
 * whose teacher chose REMOVE), the directory entry goes, and `teacher.account.erased` is published
 * once however often the request is delivered. A teacher's own erasure deletes their classrooms and
 * the classrooms' submissions, and the students keep their accounts.
 */
import { randomUUID } from 'node:crypto';
import { AccountErasedSubjects, AuthSubjects, Streams } from '@mathquest/contracts';
import { derivedId, newEvent, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionId } from '../../src/repositories/submissions.js';
import type { SubmissionDoc } from '../../src/repositories/collections.js';
import type { TeacherDeps } from '../../src/use-cases/deps.js';
import { JSONCodec } from 'nats';
import { buildTestTeacherApp, eventually, registerUser, type TestUser } from '../helpers/teacher-test-app.js';

let app: ServiceApp & { teacherDeps: TeacherDeps };
let bus: EventBus;
let privateKeyPem: string;

beforeAll(async () => {
  const built = await buildTestTeacherApp('teacher_erasure');
  ({ app, bus } = built);
  privateKeyPem = built.keys.privateKeyPem;
}, 60_000);

afterAll(async () => {
  await bus?.close();
  await app?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: object) =>
  app.inject({ method, url: `/api/teacher${url}`, headers: user.auth, ...(payload ? { payload } : {}) });

/** A class with the student in it and one submitted submission of theirs (as the game's answers would have written it). */
async function classWithSubmission(teacher: TestUser, student: TestUser, erasedStudentWork?: 'REMOVE'): Promise<{ classroomId: string; submission: string }> {
  const c = (await call('POST', '/classrooms', teacher, { name: 'Period 2', gradeLevel: 5, subject: 'Math' })).json().data as { id: string; classCode: string };
  if (erasedStudentWork) expect((await call('PUT', `/classrooms/${c.id}`, teacher, { erasedStudentWork })).json().data.erasedStudentWork).toBe('REMOVE');
  await eventually(async () => ((await call('POST', '/join', student, { classCode: c.classCode })).statusCode === 200 ? true : undefined), 'the student joins');
  const assignmentId = randomUUID();
  const doc: SubmissionDoc = {
    _id: submissionId(assignmentId, student.id),
    assignmentId,
    classroomId: c.id,
    teacherId: teacher.id,
    studentId: student.id,
    status: 'SUBMITTED',
    problemsAttempted: 2,
    problemsCorrect: 1,
    timeSpent: 60,
    score: 50,
    passed: false,
    isLate: false,
    teacherComments: `Well done ${student.username}`,
    startedAt: new Date(),
    submittedAt: new Date(),
    gradedAt: null,
    answered: ['p1', 'p2'],
    topics: [],
    version: 1,
    outbox: [],
  };
  expect(await app.teacherDeps.submissions.writeIfVersion(doc, null)).toBe(true);
  return { classroomId: c.id, submission: doc._id };
}

const codec = JSONCodec<{ id: string; data: { erasureId: string; userId: string } }>();

/** Every teacher.account.erased of `userId` the TEACHER stream holds (an ordered, ephemeral consumer). */
async function acknowledgementsOf(userId: string): Promise<Array<{ id: string; erasureId: string }>> {
  const consumer = await bus.js.consumers.get(Streams.TEACHER.name, { filterSubjects: AccountErasedSubjects.TEACHER });
  const out: Array<{ id: string; erasureId: string }> = [];
  const messages = await consumer.fetch({ max_messages: 10_000, expires: 1500 });
  for await (const m of messages) {
    const e = codec.decode(m.data);
    if (e.data.userId === userId) out.push({ id: e.id, erasureId: e.data.erasureId });
    if (m.info.pending === 0) break;
  }
  return out;
}

async function requestErasure(student: TestUser, erasureId: string, role: 'STUDENT' | 'TEACHER' = 'STUDENT'): Promise<void> {
  const data = { erasureId, userId: student.id, role, requestedBy: { userId: student.id, role }, requestedAt: new Date().toISOString() };
  // Delivered twice (a republished request): one erasure, one acknowledgement.
  for (const id of [derivedId('test-erasure', erasureId), derivedId('test-erasure-again', erasureId)]) {
    await bus.publish(AuthSubjects.ACCOUNT_ERASURE_REQUESTED, newEvent(AuthSubjects.ACCOUNT_ERASURE_REQUESTED, data, student.id, id));
  }
}

describe("the teacher service's part of an erasure", () => {
  it('takes the student out of the class, keeps the submission without the id or the comments, and acknowledges once', async () => {
    const [teacher, student] = [await registerUser(bus, privateKeyPem, 'TEACHER', 'teacher'), await registerUser(bus, privateKeyPem, 'STUDENT', 'leaver')];
    const { classroomId, submission } = await classWithSubmission(teacher, student);
    const erasureId = randomUUID();
    await requestErasure(student, erasureId);

    await eventually(async () => ((await app.teacherDeps.directory.get(student.id)) === null ? true : undefined), 'the directory entry goes');
    const kept = await eventually(async () => {
      const s = await app.teacherDeps.submissions.get(submission);
      return s && s.studentId !== student.id ? s : undefined;
    }, 'the submission is anonymised');
    expect(kept).toMatchObject({ classroomId, score: 50, problemsCorrect: 1, teacherComments: null });
    expect(JSON.stringify(kept)).not.toContain(student.id);
    const detail = (await call('GET', `/classrooms/${classroomId}`, teacher)).json().data as { students: Array<{ studentId: string }> };
    expect(detail.students.map((s) => s.studentId)).not.toContain(student.id);

    const acks = await eventually(async () => {
      const found = await acknowledgementsOf(student.id);
      return found.length > 0 ? found : undefined;
    }, 'the acknowledgement');
    expect(acks.map((e) => e.erasureId)).toEqual([erasureId]);
  }, 60_000);

  it("removes the submission in a classroom whose teacher chose REMOVE", async () => {
    const [teacher, student] = [await registerUser(bus, privateKeyPem, 'TEACHER', 'teacher'), await registerUser(bus, privateKeyPem, 'STUDENT', 'leaver')];
    const { submission } = await classWithSubmission(teacher, student, 'REMOVE');
    await requestErasure(student, randomUUID());
    await eventually(async () => ((await app.teacherDeps.submissions.get(submission)) === null ? true : undefined), 'the submission is removed');
  }, 60_000);

  it("of a teacher deletes their classrooms and those classrooms' submissions; the students' accounts stay, without the class", async () => {
    const [teacher, student] = [await registerUser(bus, privateKeyPem, 'TEACHER', 'teacher'), await registerUser(bus, privateKeyPem, 'STUDENT', 'pupil')];
    const { classroomId, submission } = await classWithSubmission(teacher, student);
    const mine = async () => ((await call('GET', '/my/classrooms', student)).json().data as Array<{ id: string }>).map((c) => c.id);
    expect(await mine()).toContain(classroomId);
    // The directory learns the student from auth's event on its own consumer: known before the erasure, so what follows shows the erasure keeps it.
    await eventually(async () => ((await app.teacherDeps.directory.get(student.id)) !== null ? true : undefined), 'the directory knows the student');
    const erasureId = randomUUID();
    await requestErasure(teacher, erasureId, 'TEACHER');

    await eventually(async () => ((await app.teacherDeps.classrooms.get(classroomId)) === null ? true : undefined), 'the classroom goes');
    expect(await app.teacherDeps.submissions.get(submission)).toBeNull();
    await eventually(async () => (!(await mine()).includes(classroomId) ? true : undefined), "the class leaves the student's list");
    expect(await app.teacherDeps.directory.get(student.id)).not.toBeNull();
    const acks = await eventually(async () => {
      const found = await acknowledgementsOf(teacher.id);
      return found.length > 0 ? found : undefined;
    }, 'the acknowledgement');
    expect(acks.map((e) => e.erasureId)).toEqual([erasureId]);
  }, 60_000);
});
