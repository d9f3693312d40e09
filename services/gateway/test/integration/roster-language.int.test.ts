/**
 * A classroom's language (docs/product/i18n.md): the teacher sets it on the classroom, the teacher
 * service carries it on the member list's event, auth's roster projection keeps it, and the
 * students the class's roster creates get it; a class without one gives English. Through the real
 * gateway, auth and teacher services, with real Redis, NATS and storage.
 */
import type { Roster, RosterPreview } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { addresses, bearer, dataOf, newClassroom as classroomOf, newTeacher as teacherOf, tag, teacherCalls, useSchoolStack, type SchoolTeacher } from '../helpers/school-stack.js';
import { postFrom } from '../helpers/stack.js';

const stack = useSchoolStack('gw_roster_language');

const freshIp = addresses('10.79');
type Teacher = SchoolTeacher;
const { get, post } = teacherCalls(stack);
const newTeacher = () => teacherOf(stack, freshIp());
/** A classroom (with `language` when given), once auth's projection knows it. */
const newClassroom = (who: Teacher, language?: string) => classroomOf(stack, who, language === undefined ? {} : { language });

/** Creates two students on the class's roster and signs one in with the class code: the user as sign-in returns it. */
async function rosterStudentSignedIn(who: Teacher, classroomId: string): Promise<{ language: string }> {
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
  return dataOf<{ user: { language: string } }>(login).user;
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
});
