/**
 * Every teacher call × {another teacher, a student, a parent, no token}: another teacher's
 * resources are 404 exactly like missing ones, other roles 403, no token 401, and no answer
 * carries anything of the owner's. Concurrent joins never pass the student limit.
 */
import { CHILDREN_GRANT_AUDIENCE, CHILDREN_GRANT_HEADER } from '@mathquest/contracts';
import { listSkills } from '@mathquest/maths';
import type { EventBus, ServiceApp } from '@mathquest/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeacherDeps } from '../../src/use-cases/deps.js';
import { buildTestTeacherApp, eventually, registerUser, type TestUser } from '../helpers/teacher-test-app.js';

let app: ServiceApp & { teacherDeps: TeacherDeps };
let bus: EventBus;
let owner: TestUser;
let intruder: TestUser;
let student: TestUser;
let parent: TestUser;
let ids: { classroom: string; assignment: string; submission: string; member: string; classCode: string };
const skill = listSkills()[0]!.skillId;

beforeAll(async () => {
  const built = await buildTestTeacherApp('teacher_access');
  ({ app, bus } = built);
  const key = built.keys.privateKeyPem;
  [owner, intruder, student, parent] = await Promise.all([registerUser(bus, key, 'TEACHER', 'owner'), registerUser(bus, key, 'TEACHER', 'intruder'), registerUser(bus, key, 'STUDENT', 'kid'), registerUser(bus, key, 'PARENT', 'parent')]);
  await eventually(async () => ((await app.teacherDeps.directory.get(student.id)) ? true : undefined), 'the directory');
  const c = (await call('POST', '/classrooms', owner, { name: 'Secret class', gradeLevel: 7, subject: 'Algebra' })).json().data;
  await call('POST', `/classrooms/${c.id}/students`, owner, { username: student.username });
  const a = (await call('POST', `/classrooms/${c.id}/assignments`, owner, { title: 'Secret quiz', problemIds: [`${skill}/d1/s01`] })).json().data;
  await call('POST', `/assignments/${a.id}/publish`, owner);
  const detail = (await call('GET', `/assignments/${a.id}`, owner)).json().data;
  ids = { classroom: c.id, assignment: a.id, submission: detail.submissions[0].id, member: student.id, classCode: c.classCode };
});

afterAll(async () => {
  await bus?.close();
  await app?.close();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) {
  return app.inject({ method, url: `/api/teacher${url}`, headers: user ? user.auth : {}, ...(payload ? { payload } : {}) });
}

type Endpoint = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: () => string; body?: () => object; /** A list of the caller's own: answered, without the owner's. */ list?: boolean };

const endpoints: Endpoint[] = [
  { method: 'GET', url: () => '/classrooms', list: true },
  { method: 'POST', url: () => '/classrooms', body: () => ({ name: 'Mine', gradeLevel: 5, subject: 'Math' }), list: true },
  { method: 'GET', url: () => `/classrooms/${ids.classroom}` },
  { method: 'PUT', url: () => `/classrooms/${ids.classroom}`, body: () => ({ isActive: false }) },
  { method: 'GET', url: () => `/classrooms/${ids.classroom}/analytics` },
  { method: 'POST', url: () => `/classrooms/${ids.classroom}/students`, body: () => ({ username: student.username }) },
  { method: 'DELETE', url: () => `/classrooms/${ids.classroom}/students/${ids.member}` },
  { method: 'POST', url: () => `/classrooms/${ids.classroom}/students/${ids.member}/unlock` },
  { method: 'POST', url: () => `/classrooms/${ids.classroom}/assignments`, body: () => ({ title: 'Mine', problemIds: [`${skill}/d1/s01`] }) },
  { method: 'GET', url: () => '/assignments?limit=5', list: true },
  { method: 'GET', url: () => `/assignments/${ids.assignment}` },
  { method: 'GET', url: () => `/assignments/${ids.assignment}/stats` },
  { method: 'POST', url: () => `/assignments/${ids.assignment}/publish` },
  { method: 'POST', url: () => `/submissions/${ids.submission}/grade`, body: () => ({ score: 90 }) },
  { method: 'DELETE', url: () => `/classrooms/${ids.classroom}` },
];

const label = (e: Endpoint) => `${e.method} ${e.url().replace(/[0-9a-f-]{20,}/g, '{id}')}`;
const leaks = (body: string) => [ids.classCode, 'Secret class', 'Secret quiz', student.username].filter((s) => body.includes(s));

describe('the teacher calls', () => {
  it('answer another teacher 404 (their own lists without the owner\'s), and leak nothing', async () => {
    for (const e of endpoints) {
      const res = await call(e.method, e.url(), intruder, e.body?.());
      expect(res.statusCode, label(e)).toBe(e.list ? (e.method === 'POST' ? 201 : 200) : 404);
      expect(leaks(res.body), label(e)).toEqual([]);
    }
  });

  it('answer a student and a parent 403, and no token 401', async () => {
    for (const e of endpoints) {
      for (const [who, status] of [[student, 403], [parent, 403], [undefined, 401]] as const) {
        const res = await call(e.method, e.url(), who, e.body?.());
        expect(res.statusCode, `${label(e)} as ${who?.role ?? 'nobody'}`).toBe(status);
        expect(leaks(res.body)).toEqual([]);
      }
    }
  });

  it("left the owner's data as it was", async () => {
    const detail = (await call('GET', `/classrooms/${ids.classroom}`, owner)).json().data;
    expect(detail).toMatchObject({ isActive: true, currentStudents: 1 });
    expect(detail.assignments).toHaveLength(1);
  });
});

describe('the student calls', () => {
  it('answer teachers and parents 403 and no token 401', async () => {
    for (const [method, url, body] of [['POST', '/join', { classCode: ids.classCode }], ['GET', '/my/classrooms', undefined], ['GET', '/my/assignments', undefined]] as const) {
      for (const [who, status] of [[owner, 403], [parent, 403], [undefined, 401]] as const) {
        expect((await call(method, url, who, body)).statusCode, `${method} ${url}`).toBe(status);
      }
    }
  });
});

describe('concurrent joins', () => {
  it('never pass the student limit', async () => {
    const limit = 3;
    const c = (await call('POST', '/classrooms', owner, { name: 'Small class', gradeLevel: 5, subject: 'Geometry', studentLimit: limit })).json().data;
    const key = (await import('@mathquest/service-kit/testing')).testKeys().privateKeyPem;
    const joiners = await Promise.all(Array.from({ length: 12 }, (_, i) => registerUser(bus, key, 'STUDENT', `j${i}`)));
    const results = await Promise.all(joiners.map((j) => call('POST', '/join', j, { classCode: c.classCode })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(limit);
    expect(codes.every((s) => s === 200 || s === 409)).toBe(true);
    const detail = (await call('GET', `/classrooms/${c.id}`, owner)).json().data;
    expect(detail.currentStudents).toBe(limit);
    expect(new Set(detail.students.map((s: { studentId: string }) => s.studentId)).size).toBe(limit);
  });
});

describe("a parent's view of a linked child's assignments (docs/adr/0085)", () => {
  /** A grant as auth signs it (services/auth/src/security/children-grant.ts). */
  async function grant(parentId: string, childIds: string[]): Promise<string> {
    const { default: jwt } = await import('jsonwebtoken');
    const key = (await import('@mathquest/service-kit/testing')).testKeys().privateKeyPem;
    return jwt.sign({ children: childIds.map((id) => ({ id, tz: 'UTC' })) }, key, { algorithm: 'ES256', expiresIn: 60, audience: CHILDREN_GRANT_AUDIENCE, issuer: 'mathquest-auth', subject: parentId });
  }
  const asParent = async (childId: string, who: TestUser, grantToken?: string) =>
    app.inject({ method: 'GET', url: `/api/teacher/children/${childId}/assignments`, headers: grantToken ? { ...who.auth, [CHILDREN_GRANT_HEADER]: grantToken } : who.auth });

  it("lists the child's published assignments under the grant; a child whose link is not proven is 404, another role 403", async () => {
    const c = (await call('POST', '/classrooms', owner, { name: 'Family class', gradeLevel: 6, subject: 'Math' })).json().data;
    expect((await call('POST', `/classrooms/${c.id}/students`, owner, { username: student.username })).statusCode).toBe(201);
    const a = (await call('POST', `/classrooms/${c.id}/assignments`, owner, { title: 'Homework 1', problemIds: [`${skill}/d1/s01`] })).json().data;
    expect((await call('POST', `/assignments/${a.id}/publish`, owner)).statusCode).toBe(200);

    const res = await asParent(student.id, parent, await grant(parent.id, [student.id]));
    expect(res.statusCode).toBe(200);
    const mine = (await call('GET', '/my/assignments', student)).json().data;
    expect(res.json().data).toEqual(mine);
    expect(res.json().data.map((x: { title: string }) => x.title)).toContain('Homework 1');

    expect((await asParent(student.id, parent, await grant(parent.id, []))).statusCode).toBe(404);
    expect((await asParent(student.id, parent)).statusCode).toBe(404);
    expect((await asParent(student.id, parent, await grant(intruder.id, [student.id]))).statusCode).toBe(404);
    expect((await asParent(student.id, owner, await grant(owner.id, [student.id]))).statusCode).toBe(403);
  });
});
