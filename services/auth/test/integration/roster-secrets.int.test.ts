/**
 * The words of a roster student's secret follow the class's language (docs/adr/0187): a Spanish
 * class's students get Spanish words, noun first ("nutria feliz 42"), and sign in with them by the
 * class code; an English class, or one without a language, gets English words; a reset draws in the
 * class's language of the moment and leaves the classmates' secrets as they were. The classroom is
 * stored as auth's projection of the teacher service's event stores it (class_rosters).
 */
import { hash } from '@node-rs/argon2';
import type { Language, Roster, RosterStudent } from '@mathquest/contracts';
import { connectMongo, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, uniqueDbName } from '@mathquest/service-kit/testing';
import { Types, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassRosterDoc } from '../../src/repositories/rosters-repository.js';
import { SECRET_ADJECTIVES, SECRET_ADJECTIVES_ES, SECRET_NOUNS, SECRET_NOUNS_ES } from '../../src/domain/roster-words.js';
import { bearer, logIn, uid } from '../helpers/accounts.js';
import { buildTestAuthApp } from '../helpers/build-test-app.js';

let app: ServiceApp;
let mongo: Connection;

beforeAll(async () => {
  const mongoDb = uniqueDbName('auth_roster_secrets');
  app = await buildTestAuthApp({ mongoDb });
  mongo = await connectMongo(testInfra().mongoUrl, mongoDb);
});
afterAll(async () => {
  await app?.close();
  await mongo?.close();
});

interface Teacher {
  id: string;
  accessToken: string;
}

/** A teacher as the operator's command stores one (teachers do not sign up), signed in. */
async function newTeacher(): Promise<Teacher> {
  const id = new Types.ObjectId();
  const email = `teacher_${uid()}@example.com`;
  await mongo.collection('users').insertOne({
    _id: id,
    email,
    username: `t_${uid()}`,
    displayName: 'Ms. Rivera',
    passwordHash: await hash('password1'),
    role: 'TEACHER',
    plan: 'FREE',
    timeZone: 'UTC',
    gradeLevel: null,
    schoolName: null,
    childIds: [],
    outbox: [],
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return { id: id.toString(), accessToken: (await logIn(app, email, 'password1')).accessToken };
}

const classRosters = () => mongo.collection<ClassRosterDoc>('class_rosters');

/** The teacher's classroom as auth's projection keeps it; `language` absent as for a class that never set one. */
async function newClassroom(teacher: Teacher, language?: Language): Promise<string> {
  const classroomId = `class_${uid()}`;
  await classRosters().insertOne({
    _id: classroomId,
    teacherId: teacher.id,
    name: 'Grade 5 Math',
    ...(language === undefined ? {} : { language }),
    version: 1,
    deleted: false,
    codeEnabled: false,
    updatedAt: new Date(),
  });
  return classroomId;
}

/** The class's language changed, as the projection records the teacher service's next event. */
async function setClassLanguage(classroomId: string, language: Language): Promise<void> {
  await classRosters().updateOne({ _id: classroomId }, { $set: { language }, $inc: { version: 1 } });
}

const teacherPost = (teacher: Teacher, url: string, payload: object) => app.inject({ method: 'POST', url, headers: bearer(teacher.accessToken), payload });

/** Three students created on the class's roster and its sign-in code turned on: the students with their secrets, and the code. */
async function rosterWithCode(teacher: Teacher, classroomId: string): Promise<{ students: RosterStudent[]; code: string }> {
  const students = ['Maya', 'Liam', 'Sofia'].map((givenName) => ({ givenName, familyName: `Ruiz${uid().replace(/\d/g, 'x')}`, grade: 5, username: null }));
  const confirmed = await teacherPost(teacher, `/api/auth/classrooms/${classroomId}/roster`, { students });
  expect(confirmed.statusCode).toBe(200);
  const roster = confirmed.json().data.roster as Roster;
  expect(roster.students).toHaveLength(3);
  const on = await teacherPost(teacher, `/api/auth/classrooms/${classroomId}/sign-in-code`, { action: 'ON' });
  expect(on.statusCode).toBe(200);
  return { students: roster.students, code: on.json().data.code as string };
}

const classLogin = (code: string, studentId: string, secret: string) => app.inject({ method: 'POST', url: '/api/auth/class-code/login', payload: { code, studentId, secret } });

const words = (secret: string) => secret.split(' ') as [string, string, string];
const oneOf = (list: readonly string[], word: string) => list.includes(word);
/** Spanish: a noun then an adjective of the Spanish lists, then a number from 10 to 99. */
const isSpanish = (secret: string) => {
  const [noun, adjective, number] = words(secret);
  return secret.split(' ').length === 3 && oneOf(SECRET_NOUNS_ES, noun) && oneOf(SECRET_ADJECTIVES_ES, adjective) && /^[1-9]\d$/.test(number);
};
/** English: an adjective then a noun of the English lists, then a number from 10 to 99. */
const isEnglish = (secret: string) => {
  const [adjective, noun, number] = words(secret);
  return secret.split(' ').length === 3 && oneOf(SECRET_ADJECTIVES, adjective) && oneOf(SECRET_NOUNS, noun) && /^[1-9]\d$/.test(number);
};

describe("a roster student's secret", () => {
  it('is in Spanish words, noun first, in a Spanish class, and signs the student in as the child types it', async () => {
    const teacher = await newTeacher();
    const classroomId = await newClassroom(teacher, 'es-US');
    const { students, code } = await rosterWithCode(teacher, classroomId);
    for (const s of students) expect(isSpanish(s.secret), s.secret).toBe(true);

    const s = students[0]!;
    const [noun, adjective, number] = words(s.secret);
    // Any case, dashes between the words: "NUTRIA-Feliz-42".
    const login = await classLogin(code, s.id, `${noun.toUpperCase()}-${adjective[0]!.toUpperCase()}${adjective.slice(1)}-${number}`);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ id: s.id, language: 'es-US' });
    // The same words in English order are not the secret.
    const other = students[1]!;
    const [otherNoun, otherAdjective, otherNumber] = words(other.secret);
    expect((await classLogin(code, other.id, `${otherAdjective} ${otherNoun} ${otherNumber}`)).statusCode).toBe(401);
  });

  it('is in English words in an English class and in a class without a language', async () => {
    const teacher = await newTeacher();
    for (const language of ['en', undefined] as const) {
      const classroomId = await newClassroom(teacher, language);
      const { students, code } = await rosterWithCode(teacher, classroomId);
      for (const s of students) expect(isEnglish(s.secret), s.secret).toBe(true);
      const login = await classLogin(code, students[1]!.id, students[1]!.secret);
      expect(login.statusCode).toBe(200);
      expect(login.json().data.user.language).toBe('en');
    }
  });

  it("is drawn at a reset in the class's language of the moment; a classmate's secret already given keeps working", async () => {
    const teacher = await newTeacher();
    const classroomId = await newClassroom(teacher, 'es-US');
    const { students, code } = await rosterWithCode(teacher, classroomId);
    const [first, second] = students as [RosterStudent, RosterStudent];
    const reset = async () => {
      const res = await teacherPost(teacher, `/api/auth/classrooms/${classroomId}/roster/${first.id}/secret`, {});
      expect(res.statusCode).toBe(200);
      return (res.json().data as RosterStudent).secret;
    };
    const spanish = await reset();
    expect(isSpanish(spanish), spanish).toBe(true);

    await setClassLanguage(classroomId, 'en');
    const english = await reset();
    expect(isEnglish(english), english).toBe(true);
    expect((await classLogin(code, first.id, english)).statusCode).toBe(200);
    // The classmate's Spanish secret, given before the change, is unchanged and still signs in.
    expect(isSpanish(second.secret), second.secret).toBe(true);
    expect((await classLogin(code, second.id, second.secret)).statusCode).toBe(200);
  });
});
