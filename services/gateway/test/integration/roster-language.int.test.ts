/**
 * What a class's roster students get from their class: its language (docs/product/i18n.md: the
 * teacher sets it on the classroom, the teacher service carries it on the member list's event,
 * auth's roster projection keeps it; a class without one gives English) and the teacher's time
 * zone, in which their days are counted (docs/product/accounts.md). Through the real gateway, auth
 * and teacher services, with real Redis, NATS and storage.
 */
import type { Roster, RosterPreview } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { addresses, bearer, dataOf, eventually, newClassroom as classroomOf, newTeacher as teacherOf, tag, teacherCalls, useSchoolStack, type SchoolTeacher } from '../helpers/school-stack.js';
import { postFrom } from '../helpers/stack.js';

const stack = useSchoolStack('gw_roster_language');

const freshIp = addresses('10.79');
type Teacher = SchoolTeacher;
const { get, post } = teacherCalls(stack);
const newTeacher = (timeZone?: string) => teacherOf(stack, freshIp(), timeZone);
/** A classroom (with `language` when given), once auth's projection knows it. */
const newClassroom = (who: Teacher, language?: string) => classroomOf(stack, who, language === undefined ? {} : { language });

/** Creates two students on the class's roster and signs one in with the class code: the user as sign-in returns it, and the token. */
async function rosterStudentSignedIn(who: Teacher, classroomId: string): Promise<{ id: string; language: string; accessToken: string }> {
  const csv = ['sourcedId,givenName,familyName,grades,email', `s1,Maya,Brk${tag(3)},05,`, `s2,Liam,Brk${tag(3)},05,`].join('\r\n');
  const preview = dataOf<RosterPreview>(await post(who, `/api/auth/classrooms/${classroomId}/roster/preview`, { csvBase64: Buffer.from(csv).toString('base64') }));
  const created = await post(who, `/api/auth/classrooms/${classroomId}/roster`, { students: preview.rows.map((r) => r.row) });
  expect(created.statusCode).toBe(200);
  const roster = dataOf<Roster>(await get(who, `/api/auth/classrooms/${classroomId}/roster`));
  const on = await post(who, `/api/auth/classrooms/${classroomId}/sign-in-code`, { action: 'ON' });
  const code = dataOf<{ code: string }>(on).code;
  const s = roster.students[0]!;
  const login = await postFrom(stack.gw, freshIp(), '/api/auth/class-code/login', { code, studentId: s.id, secret: s.secret });
  expect(login.statusCode).toBe(200);
  const signedIn = dataOf<{ user: { id: string; language: string }; accessToken: string }>(login);
  return { ...signedIn.user, accessToken: signedIn.accessToken };
}

describe("a classroom's language", () => {
  it("gives the students its roster creates the class's language", async () => {
    const owner = await newTeacher();
    const classroom = await newClassroom(owner, 'es-US');
    expect(classroom.language).toBe('es-US');
    expect((await rosterStudentSignedIn(owner, classroom.id)).language).toBe('es-US');
  });

  it('is English when the teacher sets none or a code that is not ours, and can be changed', async () => {
    const owner = await newTeacher();
    const plain = await newClassroom(owner);
    expect(plain.language).toBe('en');
    expect((await rosterStudentSignedIn(owner, plain.id)).language).toBe('en');
    const odd = await newClassroom(owner, 'pt-BR');
    expect(odd.language).toBe('en');

    const changed = await stack.gw.inject({ method: 'PUT', url: `/api/teacher/classrooms/${odd.id}`, headers: bearer(owner.token), remoteAddress: owner.ip, payload: { language: 'es-US' } });
    expect(changed.statusCode).toBe(200);
    expect(dataOf<{ language: string }>(changed).language).toBe('es-US');
  });

  it("shows the teacher each student's language on the roster and the member list, and follows a student's change", async () => {
    const owner = await newTeacher();
    const classroom = await newClassroom(owner, 'es-US');
    const student = await rosterStudentSignedIn(owner, classroom.id);
    const roster = dataOf<Roster>(await get(owner, `/api/auth/classrooms/${classroom.id}/roster`));
    expect(roster.students.map((s) => s.language)).toEqual(['es-US', 'es-US']);

    type Members = { students: Array<{ studentId: string; student: { language?: string } }> };
    const memberLanguage = async () => {
      const res = await get(owner, `/api/teacher/classrooms/${classroom.id}`);
      return res.statusCode === 200 ? dataOf<Members>(res).students.find((m) => m.studentId === student.id)?.student.language : undefined;
    };
    // The teacher service learns it from auth's events into its own directory (it reads the shared stream from its start: room to spare).
    await eventually(async () => (await memberLanguage()) === 'es-US', 'the member list shows Spanish', 60_000);

    const changed = await stack.gw.inject({ method: 'PUT', url: '/api/auth/me/language', headers: bearer(student.accessToken), remoteAddress: freshIp(), payload: { language: 'en' } });
    expect(changed.statusCode).toBe(200);
    await eventually(async () => (await memberLanguage()) === 'en', 'the member list shows English after the change', 60_000);
    const after = dataOf<Roster>(await get(owner, `/api/auth/classrooms/${classroom.id}/roster`));
    expect(after.students.find((s) => s.id === student.id)?.language).toBe('en');
  }, 150_000);
});

describe("a roster student's time zone", () => {
  /** The access token's `tz` claim: the zone the game and engagement count the student's days in. */
  const zoneOf = (accessToken: string): unknown => (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { tz?: unknown }).tz;

  it("is the teacher's, so the class's days turn over at the class's midnight", async () => {
    const owner = await newTeacher('America/Chicago');
    const classroom = await newClassroom(owner);
    expect(zoneOf((await rosterStudentSignedIn(owner, classroom.id)).accessToken)).toBe('America/Chicago');
  });

  it('is UTC under a teacher whose zone is UTC', async () => {
    const owner = await newTeacher();
    const classroom = await newClassroom(owner);
    expect(zoneOf((await rosterStudentSignedIn(owner, classroom.id)).accessToken)).toBe('UTC');
  });
});
