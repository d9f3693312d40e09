/**
 * POST /api/auth/children/link must not be a password oracle: every refusal is the same answer
 * (status, code, message, no field), whatever was wrong (docs/adr/0012).
 */
import { CHILD_LIMIT_MESSAGE, MAX_LINKED_CHILDREN } from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import { testInfra, uniqueDbName } from '@mathquest/service-kit/testing';
import { connectMongo } from '@mathquest/service-kit';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, uid } from '../helpers/accounts.js';
import { buildTestAuthApp } from '../helpers/build-test-app.js';

let app: ServiceApp;
let mongo: Connection;

beforeAll(async () => {
  const mongoDb = uniqueDbName('auth_link');
  app = await buildTestAuthApp({ mongoDb });
  mongo = await connectMongo(testInfra().mongoUrl, mongoDb);
});
afterAll(async () => {
  await app?.close();
  await mongo?.close();
});

const link = (parentToken: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/children/link', headers: bearer(parentToken), payload: { email, password } });

const ONE_ANSWER = { success: false, error: { code: 'INVALID_CREDENTIALS', message: 'No student account matches this email and password' } };

describe('linking a child', () => {
  it('gives one answer to every failed link: unknown email, wrong password, an account that is not a student', async () => {
    const parent = await signUp(app, 'PARENT');
    const otherParent = await signUp(app, 'PARENT');
    const student = await signUp(app, 'STUDENT');
    const failures = {
      'unknown email': [`nobody_${uid()}@example.com`, student.password],
      'wrong password of a student': [student.email, 'not-the-password'],
      'right password of another parent': [otherParent.email, otherParent.password],
      'wrong password of another parent': [otherParent.email, 'not-the-password'],
      "the parent's own credentials": [parent.email, parent.password],
    } as const;
    const answers: Record<string, { status: number; body: string }> = {};
    for (const [name, [email, password]] of Object.entries(failures)) {
      const res = await link(parent.accessToken, email, password);
      answers[name] = { status: res.statusCode, body: res.body };
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual(ONE_ANSWER);
    }
    // Byte for byte the same answer, so nothing in it tells the cases apart.
    expect(new Set(Object.values(answers).map((a) => `${a.status} ${a.body}`)).size).toBe(1);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(parent.accessToken) });
    expect(me.json().data.childIds).toEqual([]);
  });

  it('treats the right password of a teacher like any other refusal', async () => {
    const parent = await signUp(app, 'PARENT');
    const teacherEmail = `teacher_${uid()}@example.com`;
    await app.authContext.users.create(
      { email: teacherEmail, username: `t_${uid()}`, displayName: 'Ms. T', passwordHash: await app.authContext.hasher.hash('teacher-pass'), role: 'TEACHER', plan: 'FREE', timeZone: 'UTC', gradeLevel: null },
      [],
    );
    const res = await link(parent.accessToken, teacherEmail, 'teacher-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ONE_ANSWER);
  });

  it('links a student once; linking again is a success that changes nothing', async () => {
    const parent = await signUp(app, 'PARENT');
    const student = await signUp(app, 'STUDENT');
    for (let i = 0; i < 2; i++) {
      const res = await link(parent.accessToken, student.email.toUpperCase(), student.password);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.children.map((c: { id: string }) => c.id)).toEqual([student.id]);
    }
    const stored = await mongo.collection('users').findOne({ email: parent.email });
    expect(stored?.childIds).toEqual([student.id]);
  });

  it('lets a second parent link a student already linked to another (two guardians)', async () => {
    const [mum, dad] = [await signUp(app, 'PARENT'), await signUp(app, 'PARENT')];
    const student = await signUp(app, 'STUDENT');
    expect((await link(mum.accessToken, student.email, student.password)).statusCode).toBe(200);
    const res = await link(dad.accessToken, student.email, student.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.children.map((c: { id: string }) => c.id)).toEqual([student.id]);
  });

  it(`links at most ${MAX_LINKED_CHILDREN} students, also when the links arrive together`, async () => {
    const parent = await signUp(app, 'PARENT');
    const students = await Promise.all(Array.from({ length: MAX_LINKED_CHILDREN + 2 }, () => signUp(app, 'STUDENT')));
    const answers = await Promise.all(students.map((s) => link(parent.accessToken, s.email, s.password)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(MAX_LINKED_CHILDREN);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(2);
    for (const r of refused) expect(r.json()).toEqual({ success: false, error: { code: 'CHILD_LIMIT_REACHED', message: CHILD_LIMIT_MESSAGE } });
    const stored = await mongo.collection('users').findOne({ email: parent.email });
    expect(stored?.childIds).toHaveLength(MAX_LINKED_CHILDREN);
    // A child already linked links again as before: a success that changes nothing.
    const linked = students.find((s, i) => answers[i]!.statusCode === 200)!;
    expect((await link(parent.accessToken, linked.email, linked.password)).statusCode).toBe(200);
  });

  it('is for parents only', async () => {
    const student = await signUp(app, 'STUDENT');
    const other = await signUp(app, 'STUDENT');
    const res = await link(student.accessToken, other.email, other.password);
    expect(res.statusCode).toBe(403);
  });
});
