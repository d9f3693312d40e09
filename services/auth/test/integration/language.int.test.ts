/**
 * The account's interface language (docs/product/i18n.md): kept from the sign-up request (an
 * unknown code or none is English), returned on /me and at sign-in, and changed by the signed-in
 * user with PUT /api/auth/me/language, whatever their role, for their own account only.
 */
import { hash } from '@node-rs/argon2';
import jwt from 'jsonwebtoken';
import { connectMongo, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, uniqueDbName } from '@mathquest/service-kit/testing';
import { Types, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, logIn, signUp, uid } from '../helpers/accounts.js';
import { buildTestAuthApp } from '../helpers/build-test-app.js';

let app: ServiceApp;
let mongo: Connection;

beforeAll(async () => {
  const mongoDb = uniqueDbName('auth_language');
  app = await buildTestAuthApp({ mongoDb });
  mongo = await connectMongo(testInfra().mongoUrl, mongoDb);
});
afterAll(async () => {
  await app?.close();
  await mongo?.close();
});

const setLanguage = (token: string, language: unknown) => app.inject({ method: 'PUT', url: '/api/auth/me/language', headers: bearer(token), payload: { language } });
const languageOnMe = async (token: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data.language as string;
};

/** A teacher as the operator's command stores one (teachers do not sign up), signed in. */
async function teacher(): Promise<{ email: string; accessToken: string }> {
  const id = uid();
  const email = `teacher_${id}@example.com`;
  await mongo.collection('users').insertOne({
    _id: new Types.ObjectId(),
    email,
    username: `t_${id}`,
    displayName: 'Ms. Lee',
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
  return { email, accessToken: (await logIn(app, email, 'password1')).accessToken };
}

async function register(language: unknown) {
  const id = uid();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: `kid_${id}@example.com`, password: 'password1', confirmPassword: 'password1', username: `kid_${id}`, displayName: 'Kid', role: 'STUDENT', gradeLevel: 5, ...(language === undefined ? {} : { language }) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { user: { language: string }; accessToken: string };
}

describe('the account language', () => {
  it("rides in the access token as lang when it is not English, so the game words problems in it", async () => {
    const spanish = await register('es-US');
    expect((jwt.decode(spanish.accessToken) as Record<string, unknown>).lang).toBe('es-US');
    const english = await register(undefined);
    expect(jwt.decode(english.accessToken) as Record<string, unknown>).not.toHaveProperty('lang');
  });

  it('starts as the sign-up request says, English without one or with a code that is not ours', async () => {
    expect((await register('es-US')).user.language).toBe('es-US');
    expect((await register(undefined)).user.language).toBe('en');
    expect((await register('fr-CA')).user.language).toBe('en');
    const spanish = await register('es-US');
    expect(await languageOnMe(spanish.accessToken)).toBe('es-US');
  });

  it('is changed by a student, a parent and a teacher for their own account, and returned at the next sign-in', async () => {
    const student = await signUp(app, 'STUDENT');
    const parent = await signUp(app, 'PARENT');
    const t = await teacher();
    for (const who of [student, parent, t]) {
      const res = await setLanguage(who.accessToken, 'es-US');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { language: 'es-US' } });
      expect(await languageOnMe(who.accessToken)).toBe('es-US');
    }
    const again = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.email, password: student.password } });
    expect(again.json().data.user.language).toBe('es-US');
  });

  it('takes an unknown code as English, never refusing it', async () => {
    const student = await signUp(app, 'STUDENT');
    expect((await setLanguage(student.accessToken, 'es-US')).statusCode).toBe(200);
    for (const code of ['klingon', 'ES-us', 'es', '']) {
      const res = await setLanguage(student.accessToken, code);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.language).toBe('en');
      expect(await languageOnMe(student.accessToken)).toBe('en');
      expect((await setLanguage(student.accessToken, 'es-US')).statusCode).toBe(200);
    }
  });

  it("changes only the caller's own account: there is no way to name another", async () => {
    const a = await signUp(app, 'STUDENT');
    const b = await signUp(app, 'STUDENT');
    expect((await setLanguage(a.accessToken, 'es-US')).statusCode).toBe(200);
    expect(await languageOnMe(b.accessToken)).toBe('en');
    expect((await setLanguage(b.accessToken, 'es-US')).statusCode).toBe(200);
    // A body naming another user (the field is not part of the contract) sets the caller's own language only.
    const res = await app.inject({ method: 'PUT', url: '/api/auth/me/language', headers: bearer(a.accessToken), payload: { language: 'en', userId: b.id } });
    expect(res.statusCode).toBe(200);
    expect(await languageOnMe(a.accessToken)).toBe('en');
    expect(await languageOnMe(b.accessToken)).toBe('es-US');
    // Without a session: 401.
    expect((await app.inject({ method: 'PUT', url: '/api/auth/me/language', payload: { language: 'es-US' } })).statusCode).toBe(401);
  });
});
