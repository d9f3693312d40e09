import { describe, expect, it } from 'vitest';
import { AccessTokenClaimsSchema, LoginRequestSchema, RefreshTokenRequestSchema, RegisterRequestSchema } from './auth.js';

const valid = {
  email: '  Alex@Example.COM ',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  username: 'Alex_99',
  displayName: '  Alex  ',
  role: 'STUDENT',
  gradeLevel: 5,
} as const;

/** The first message zod reports for a field: what the server answers with. */
function messageFor(input: unknown, field: string): string | undefined {
  const result = RegisterRequestSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('RegisterRequestSchema', () => {
  it('normalises email, username and display name', () => {
    const parsed = RegisterRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ email: 'alex@example.com', username: 'alex_99', displayName: 'Alex', gradeLevel: 5 });
  });

  it("uses the specification's messages", () => {
    expect(messageFor({ ...valid, confirmPassword: 'something else' }, 'confirmPassword')).toBe('Passwords do not match');
    expect(messageFor({ ...valid, password: 'short', confirmPassword: 'short' }, 'password')).toBe('Password must be at least 8 characters');
  });

  it('enforces the length caps', () => {
    const long = 'a'.repeat(129);
    expect(messageFor({ ...valid, password: long, confirmPassword: long }, 'password')).toBe('Password must be at most 128 characters');
    expect(messageFor({ ...valid, email: `${'a'.repeat(250)}@x.io` }, 'email')).toBe('Email must be at most 254 characters');
    expect(messageFor({ ...valid, displayName: 'x'.repeat(41) }, 'displayName')).toBe('Display name must be at most 40 characters');
    expect(messageFor({ ...valid, username: 'ab' }, 'username')).toMatch(/3 to 20/);
    expect(messageFor({ ...valid, username: 'a'.repeat(21) }, 'username')).toMatch(/3 to 20/);
    expect(messageFor({ ...valid, username: 'bad name!' }, 'username')).toMatch(/letters, digits or _/);
  });

  it('accepts only STUDENT or PARENT at sign-up', () => {
    expect(messageFor({ ...valid, role: 'TEACHER' }, 'role')).toBe('Role must be STUDENT or PARENT');
    expect(RegisterRequestSchema.safeParse({ ...valid, role: 'PARENT', gradeLevel: undefined }).success).toBe(true);
  });

  it('asks a grade of students only, from 4 to 8', () => {
    expect(messageFor({ ...valid, gradeLevel: 9 }, 'gradeLevel')).toBe('Grade level must be from 4 to 8');
    expect(messageFor({ ...valid, gradeLevel: 3 }, 'gradeLevel')).toBe('Grade level must be from 4 to 8');
    expect(messageFor({ ...valid, gradeLevel: 4.5 }, 'gradeLevel')).toBe('Grade level must be a whole number from 4 to 8');
    expect(messageFor({ ...valid, gradeLevel: undefined }, 'gradeLevel')).toMatch(/required for students/);
    expect(messageFor({ ...valid, role: 'PARENT' }, 'gradeLevel')).toBe('Only students choose a grade level');
  });

  it('rejects a malformed email and unknown time zones', () => {
    expect(messageFor({ ...valid, email: 'not-an-email' }, 'email')).toBe('Please enter a valid email address');
    expect(messageFor({ ...valid, timeZone: 'Mars/Olympus' }, 'timeZone')).toBe('Unknown time zone');
    expect(RegisterRequestSchema.safeParse({ ...valid, timeZone: 'America/Chicago' }).success).toBe(true);
  });

  it('reports wrong types on the field they belong to', () => {
    const result = RegisterRequestSchema.safeParse({ ...valid, email: 42 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['email']);
  });
});

describe('login, refresh and token claims', () => {
  it('requires email and password on login without revealing password rules', () => {
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co' }).success).toBe(false);
  });

  it('bounds the refresh token', () => {
    expect(RefreshTokenRequestSchema.safeParse({ refreshToken: 'abc' }).success).toBe(true);
    expect(RefreshTokenRequestSchema.safeParse({ refreshToken: 'x'.repeat(4097) }).success).toBe(false);
    expect(RefreshTokenRequestSchema.safeParse({}).success).toBe(false);
  });

  it('pins the access token claims', () => {
    const ok = { sub: 'u1', role: 'STUDENT', username: 'alex', plan: 'FREE', tz: 'UTC', grade: 5 };
    expect(AccessTokenClaimsSchema.safeParse(ok).success).toBe(true);
    expect(AccessTokenClaimsSchema.safeParse({ ...ok, role: 'ADMIN' }).success).toBe(false);
    expect(AccessTokenClaimsSchema.safeParse({ ...ok, plan: undefined }).success).toBe(false);
  });
});
