/**
 * Teacher-created student accounts and class-code sign-in (docs/adr/0200), through the real
 * gateway, the real auth and teacher services (auth's projection of classrooms fed by the teacher
 * service's events, the teacher's membership by auth's), with real Redis, NATS and storage: a CSV
 * of 30 students uploaded twice, every student signing in with the class code, their name and
 * their secret, a wrong secret locking after the account limit, a code turned off or renewed,
 * another teacher kept out, and a file with problems.
 */
import type { Roster, RosterPreview } from '@mathquest/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, dataOf, eventually, inBatches, LETTERS, newClassroom, newTeacher, tag, teacherCalls, useSchoolStack, type SchoolTeacher } from '../helpers/school-stack.js';
import { postFrom } from '../helpers/stack.js';

const stack = useSchoolStack('gw_roster');

const FIRST_NAMES = ['Maya', 'Liam', 'Zoe', 'Noah', 'Ava', 'Omar', 'Ella', 'Ravi', 'Ines', 'Theo', 'Lena', 'Kofi', 'Mia', 'Sam', 'Aiko', 'Ben', 'Nora', 'Yusuf', 'Ivy', 'Leo', 'Sara', 'Max', 'Lila', 'Finn', 'Rosa', 'Eli', 'Hana', 'Jon', 'Tara', 'Owen'];

/** A private address not used before in this file: each test is a school of its own. */
const freshIp = addresses('10.78');

const messageOf = (res: LightMyRequestResponse) => (res.json() as { error: { message: string } }).error.message;
const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

type Teacher = SchoolTeacher;
const { get, post } = teacherCalls(stack);

function classCsv(n: number, family: string): string {
  const rows = Array.from({ length: n }, (_, i) => `${FIRST_NAMES[i % FIRST_NAMES.length]},${family}${LETTERS[i % LETTERS.length]},0${4 + (i % 5)}`);
  return ['sourcedId,givenName,familyName,grades,email', ...rows.map((r, i) => `s${i},${r},`)].join('\r\n');
}

async function turnCodeOn(who: Teacher, classroomId: string, action: 'ON' | 'OFF' | 'RENEW' = 'ON') {
  const res = await post(who, `/api/auth/classrooms/${classroomId}/sign-in-code`, { action });
  expect(res.statusCode).toBe(200);
  return dataOf<{ code: string | null; enabled: boolean }>(res);
}

const classList = (ip: string, code: string) => postFrom(stack.gw, ip, '/api/auth/class-code/students', { code });
const classLogin = (ip: string, code: string, studentId: string, secret: string) => postFrom(stack.gw, ip, '/api/auth/class-code/login', { code, studentId, secret });

describe('a class of 30 from a CSV file', () => {
  let owner: Teacher;
  let classroomId: string;
  let roster: Roster;
  let code: string;

  beforeAll(async () => {
    owner = await newTeacher(stack, freshIp());
    classroomId = (await newClassroom(stack, owner)).id;
  }, 60_000);

  it('creates 30 accounts from the file; the same file again creates none', async () => {
    const csv = b64(classCsv(30, `Brk${tag(3)}`));
    const preview = await post(owner, `/api/auth/classrooms/${classroomId}/roster/preview`, { csvBase64: csv });
    expect(preview.statusCode).toBe(200);
    const first = dataOf<RosterPreview>(preview);
    expect(first.fileProblems).toEqual([]);
    expect(first.rows).toHaveLength(30);
    expect(first.rows.every((r) => r.problems.length === 0 && r.action === 'CREATE')).toBe(true);
    const students = first.rows.map((r) => r.row);

    const created = await post(owner, `/api/auth/classrooms/${classroomId}/roster`, { students });
    expect(created.statusCode).toBe(200);
    expect(dataOf<{ created: number; unchanged: number }>(created)).toMatchObject({ created: 30, updated: 0, unchanged: 0, refused: [] });

    const again = dataOf<RosterPreview>(await post(owner, `/api/auth/classrooms/${classroomId}/roster/preview`, { csvBase64: csv }));
    expect(again.rows.map((r) => r.action)).toEqual(Array(30).fill('UNCHANGED'));
    const second = await post(owner, `/api/auth/classrooms/${classroomId}/roster`, { students: again.rows.map((r) => r.row) });
    expect(dataOf(second)).toMatchObject({ created: 0, updated: 0, unchanged: 30 });

    roster = dataOf<Roster>(await get(owner, `/api/auth/classrooms/${classroomId}/roster`));
    expect(roster.students).toHaveLength(30);
    expect(new Set(roster.students.map((s) => s.username)).size).toBe(30);
    for (const s of roster.students) expect(s.secret).toMatch(/^[a-z]+ [a-z]+ \d{2}$/);
    // The teacher service learns the members from auth's events.
    await eventually(async () => {
      const detail = await get(owner, `/api/teacher/classrooms/${classroomId}`);
      return detail.statusCode === 200 && (dataOf<{ students: unknown[] }>(detail).students?.length ?? 0) === 30;
    }, 'the classroom has the 30 students');
  }, 120_000);

  it('a changed grade in the file updates the account, never adds one', async () => {
    const s = roster.students[0]!;
    const row = { givenName: s.givenName, familyName: s.familyName, grade: s.grade === 8 ? 7 : s.grade + 1, username: null };
    const res = await post(owner, `/api/auth/classrooms/${classroomId}/roster`, { students: [row] });
    expect(dataOf(res)).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const after = dataOf<Roster>(await get(owner, `/api/auth/classrooms/${classroomId}/roster`));
    expect(after.students).toHaveLength(30);
    expect(after.students.find((x) => x.id === s.id)?.grade).toBe(row.grade);
    roster = after;
  });

  it('every student signs in with the class code, their name from the list and their secret', async () => {
    const state = await turnCodeOn(owner, classroomId);
    expect(state.enabled).toBe(true);
    expect(state.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    code = state.code!;
    const school = freshIp();
    const list = await classList(school, code.toLowerCase().replace('-', ' '));
    expect(list.statusCode).toBe(200);
    const names = dataOf<{ students: Array<{ id: string; listName: string }> }>(list).students;
    expect(names).toHaveLength(30);
    for (const n of names) expect(n.listName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);

    const signedIn = await inBatches(roster.students, 6, async (s) => {
      const res = await classLogin(school, code, s.id, s.secret.toUpperCase().replace(/ /g, '-'));
      return { status: res.statusCode, body: res.json() as { data?: { user: { id: string; role: string }; refreshToken: string } }, cookie: String(res.headers['set-cookie'] ?? '') };
    });
    expect(signedIn.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(signedIn.map((r) => r.body.data?.user.id)).toEqual(roster.students.map((s) => s.id));
    expect(signedIn.every((r) => r.body.data?.user.role === 'STUDENT' && r.cookie.startsWith('mq_device='))).toBe(true);
    // The school consents for school use: a teacher-created account is never limited (docs/adr/0239).
    expect(signedIn.filter((r) => r.body.data && 'limits' in r.body.data.user)).toEqual([]);
    // The session is an ordinary one: it refreshes.
    const refreshed = await postFrom(stack.gw, school, '/api/auth/refresh-token', { refreshToken: signedIn[0]!.body.data!.refreshToken });
    expect(refreshed.statusCode).toBe(200);
  }, 120_000);

  it('a wrong secret counts per student: 401s, then locked for new clients after the account limit, until the teacher unlocks', async () => {
    const s = roster.students[1]!;
    const guesser = freshIp();
    const first = await inBatches(Array.from({ length: 10 }), 1, () => classLogin(guesser, code, s.id, 'wrong secret 11'));
    expect(first.map((r) => r.statusCode)).toEqual(Array(10).fill(401));
    expect(messageOf(first[0]!)).toBe('That secret is not right. Try again, or ask your teacher.');
    const lockedHere = await classLogin(guesser, code, s.id, s.secret);
    expect(lockedHere.statusCode).toBe(429);
    expect(messageOf(lockedHere)).toMatch(/^Too many wrong secrets\. Try again in \d+ minutes?, or ask your teacher to unlock your account\.$/);
    // Spread over other addresses, up to the account limit (30 in all).
    const spread = await inBatches(Array.from({ length: 20 }), 5, () => classLogin(freshIp(), code, s.id, 'wrong secret 12'));
    expect(spread.map((r) => r.statusCode)).toEqual(Array(20).fill(401));
    expect((await classLogin(freshIp(), code, s.id, s.secret)).statusCode).toBe(429);
    // A classmate is untouched.
    expect((await classLogin(guesser, code, roster.students[2]!.id, roster.students[2]!.secret)).statusCode).toBe(200);
    // The teacher unlocks (through the teacher service and auth's consumer).
    const unlock = await post(owner, `/api/teacher/classrooms/${classroomId}/students/${s.id}/unlock`, {});
    expect(unlock.statusCode).toBe(202);
    await eventually(async () => (await classLogin(freshIp(), code, s.id, s.secret)).statusCode === 200, 'the unlocked student signs in');
  }, 60_000);

  it('a reset secret replaces the old one and ends the sessions it opened', async () => {
    const s = roster.students[3]!;
    const before = await classLogin(freshIp(), code, s.id, s.secret);
    expect(before.statusCode).toBe(200);
    const { refreshToken } = dataOf<{ refreshToken: string }>(before);
    const reset = await post(owner, `/api/auth/classrooms/${classroomId}/roster/${s.id}/secret`, {});
    expect(reset.statusCode).toBe(200);
    const fresh = dataOf<{ secret: string }>(reset).secret;
    expect(fresh).toMatch(/^[a-z]+ [a-z]+ \d{2}$/);
    const ip = freshIp();
    if (fresh !== s.secret) expect((await classLogin(ip, code, s.id, s.secret)).statusCode).toBe(401);
    expect((await classLogin(ip, code, s.id, fresh)).statusCode).toBe(200);
    // The session signed in with the old secret is over, as after a password change.
    expect((await postFrom(stack.gw, freshIp(), '/api/auth/refresh-token', { refreshToken })).statusCode).toBe(401);
  });

  it('a code turned off, renewed away, or unknown gets one message; the renewed code works', async () => {
    const ip = freshIp();
    const unknown = await classList(ip, 'ZZZZ-ZZZZ');
    expect(unknown.statusCode).toBe(404);
    const message = messageOf(unknown);
    expect(message).toBe('That class code does not work. Check it with your teacher.');

    expect((await turnCodeOn(owner, classroomId, 'OFF')).enabled).toBe(false);
    const off = await classList(ip, code);
    expect([off.statusCode, messageOf(off)]).toEqual([404, message]);
    const offLogin = await classLogin(ip, code, roster.students[4]!.id, roster.students[4]!.secret);
    expect([offLogin.statusCode, messageOf(offLogin)]).toEqual([404, message]);

    const renewed = await turnCodeOn(owner, classroomId, 'RENEW');
    expect(renewed.enabled).toBe(true);
    expect(renewed.code).not.toBe(code);
    const old = await classList(ip, code);
    expect([old.statusCode, messageOf(old)]).toEqual([404, message]);
    expect((await classList(ip, renewed.code!)).statusCode).toBe(200);
    expect((await classLogin(ip, renewed.code!, roster.students[4]!.id, roster.students[4]!.secret)).statusCode).toBe(200);
    code = renewed.code!;
  });

  it("another teacher cannot read the class's secrets or change its roster: 404", async () => {
    const other = await newTeacher(stack, freshIp());
    const s = roster.students[5]!;
    expect((await get(other, `/api/auth/classrooms/${classroomId}/roster`)).statusCode).toBe(404);
    expect((await post(other, `/api/auth/classrooms/${classroomId}/roster/${s.id}/secret`, {})).statusCode).toBe(404);
    expect((await post(other, `/api/auth/classrooms/${classroomId}/roster/preview`, { csvBase64: b64('givenName,familyName,grades\nAna,Brk,5') })).statusCode).toBe(404);
    expect((await post(other, `/api/auth/classrooms/${classroomId}/roster`, { students: [{ givenName: 'Ana', familyName: 'Brk', grade: 5 }] })).statusCode).toBe(404);
    expect((await post(other, `/api/auth/classrooms/${classroomId}/sign-in-code`, { action: 'OFF' })).statusCode).toBe(404);
    // The owner's class still signs in.
    expect((await classLogin(freshIp(), code, s.id, s.secret)).statusCode).toBe(200);
  });
});

describe('a list with problems', () => {
  it('names every problem row and creates nothing until the good rows are confirmed', async () => {
    const owner = await newTeacher(stack, freshIp());
    const classroomId = (await newClassroom(stack, owner)).id;
    const family = `Vrn${tag(3)}`;
    const csv = [
      'givenName,familyName,grades,username',
      `Ada,${family},5,`,
      `,${family},5,`,
      `Ada,${family},6,`,
      `Bo,${family},12,`,
      `"=HYPERLINK(""http://x"")",${family},5,`,
      `Cy,+${family},5,`,
      `Di,${family},5,@dee`,
      `Ed,-${family},5,`,
      `Flo,${family},KG,`,
      `Gus,${family},07,gus_${tag(4)}`,
    ].join('\n');
    const preview = dataOf<RosterPreview>(await post(owner, `/api/auth/classrooms/${classroomId}/roster/preview`, { csvBase64: b64(csv) }));
    const byLine = new Map(preview.rows.map((r) => [r.line, r]));
    expect(preview.rows).toHaveLength(10);
    expect(byLine.get(2)).toMatchObject({ problems: [], action: 'CREATE' });
    expect(byLine.get(3)!.problems).toEqual(['First name is missing']);
    expect(byLine.get(4)!.problems).toEqual(['Same student as line 2']);
    expect(byLine.get(5)!.problems).toEqual(['Unknown grade "12": use 4 to 8']);
    for (const line of [6, 7, 8, 9]) expect(byLine.get(line)!.problems.join(' ')).toMatch(/looks like a spreadsheet formula/);
    expect(byLine.get(10)!.problems).toEqual(['Unknown grade "KG": use 4 to 8']);
    expect(byLine.get(11)).toMatchObject({ problems: [], action: 'CREATE' });
    // Each problem also comes as a code with its parameters, for the screen to word in the reader's language.
    expect(byLine.get(3)!.problemCodes).toEqual([{ code: 'FIRST_NAME_MISSING', params: {} }]);
    expect(byLine.get(4)!.problemCodes).toEqual([{ code: 'SAME_STUDENT', params: { line: 2 } }]);
    expect(byLine.get(5)!.problemCodes).toEqual([{ code: 'GRADE_UNKNOWN', params: { grade: '12', min: 4, max: 8 } }]);
    expect(byLine.get(6)!.problemCodes![0]).toMatchObject({ code: 'FORMULA_CELL', params: { cell: expect.stringMatching(/^'=HYPERLINK/) } });
    expect(byLine.get(11)!.problemCodes).toEqual([]);
    // Nothing was created by the preview.
    expect(dataOf<Roster>(await get(owner, `/api/auth/classrooms/${classroomId}/roster`)).students).toEqual([]);

    const good = preview.rows.filter((r) => r.row).map((r) => r.row);
    expect(good).toHaveLength(2);
    const confirmed = await post(owner, `/api/auth/classrooms/${classroomId}/roster`, { students: good });
    expect(dataOf(confirmed)).toMatchObject({ created: 2 });
    // A formula-looking name sent straight to the confirm is refused by the contract.
    const formula = await post(owner, `/api/auth/classrooms/${classroomId}/roster`, { students: [{ givenName: '=cmd', familyName: family, grade: 5 }] });
    expect(formula.statusCode).toBe(400);
  });

  it('a file that is not UTF-8 is named as such and nothing is read from it', async () => {
    const owner = await newTeacher(stack, freshIp());
    const classroomId = (await newClassroom(stack, owner)).id;
    // "Zoë" in Latin-1: the byte 0xEB is not UTF-8.
    const latin1 = Buffer.concat([Buffer.from('givenName,familyName,grades\nZo'), Buffer.from([0xeb]), Buffer.from(',Brk,5\n')]);
    const preview = dataOf<RosterPreview>(await post(owner, `/api/auth/classrooms/${classroomId}/roster/preview`, { csvBase64: b64(latin1) }));
    expect(preview).toEqual({ rows: [], fileProblems: ['The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.'], fileProblemCodes: [{ code: 'NOT_UTF8', params: {} }] });
  });
});

describe('guessing class codes', () => {
  it('locks the class list for an address after 30 wrong codes, a right code included', async () => {
    const owner = await newTeacher(stack, freshIp());
    const classroomId = (await newClassroom(stack, owner)).id;
    const { code } = await turnCodeOn(owner, classroomId);
    const guesser = freshIp();
    const guesses = await inBatches(Array.from({ length: 30 }, (_, i) => `ZZZZ${'ABCDEFGHJKMNPQRSTUVWXYZ2345678'[i]}ZZZ`), 5, (c) => classList(guesser, c));
    expect(guesses.map((r) => r.statusCode)).toEqual(Array(30).fill(404));
    const locked = await classList(guesser, code!);
    expect(locked.statusCode).toBe(429);
    expect(messageOf(locked)).toMatch(/^Too many wrong class codes\. Try again in \d+ minutes?\.$/);
    // Another address of the same class is untouched.
    expect((await classList(freshIp(), code!)).statusCode).toBe(200);
  });
});
