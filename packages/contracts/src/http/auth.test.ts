import { describe, expect, it } from 'vitest';
import {
  AccessTokenClaimsSchema,
  ChangePasswordRequestSchema,
  DisplayNameSchema,
  LinkChildRequestSchema,
  LoginRequestSchema,
  PasswordSchema,
  RefreshTokenRequestSchema,
  RegisterRequestSchema,
  StudentProfileSchema,
  studentProfileOf,
  UsernameSchema,
} from './auth.js';
import { StudentProgressSchema } from '../events/game.js';

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

/** The first message a schema reports, or undefined when the value passes. */
function firstMessage(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } } }, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('display names and usernames', () => {
  const REFUSED = 'Display name must not contain control or text-direction characters';

  it('refuse control characters anywhere in a display name', () => {
    for (const c of ['\u0000', '\u0007', '\t', '\n', '\r', '\u001B', '\u007F', '\u0085', '\u009F', '\u2028', '\u2029']) {
      expect(firstMessage(DisplayNameSchema, `Al${c}ex`), JSON.stringify(c)).toBe(REFUSED);
    }
  });

  it('refuse bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069)', () => {
    for (const cp of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(firstMessage(DisplayNameSchema, `Alex${String.fromCodePoint(cp)}gnp.exe`), cp.toString(16)).toBe(REFUSED);
    }
  });

  it('trim zero-width characters at the ends, so a name of only those is empty', () => {
    expect(DisplayNameSchema.parse('\u200B Alex \uFEFF')).toBe('Alex');
    for (const value of ['\u200B', '\u200C\u200D', '\uFEFF', ' \u200B \u200D ', '\u200B\u200B\u200B']) {
      expect(firstMessage(DisplayNameSchema, value), JSON.stringify(value)).toBe('Display name is required');
    }
  });

  it('keep ordinary letters, accents, right-to-left scripts and emoji joined by U+200D', () => {
    for (const name of ['Zoë', 'José María', 'سارا', 'נועה', '李小龙', '👩\u200D🚀 Ada', "O'Brien-Smith"]) {
      expect(DisplayNameSchema.parse(name)).toBe(name);
    }
  });

  it('count the length after trimming', () => {
    expect(DisplayNameSchema.parse(`\u200B${'x'.repeat(40)}\u200B`)).toHaveLength(40);
    expect(firstMessage(DisplayNameSchema, 'x'.repeat(41))).toBe('Display name must be at most 40 characters');
  });

  it('refuse control, bidi and zero-width characters in usernames, trimming the invisible ends', () => {
    expect(UsernameSchema.parse('\u200Balex_99\uFEFF')).toBe('alex_99');
    for (const value of ['al\u0000ex', 'alex\u202E', '\u2066alex', 'al\u200Bex', '\u200B\u200B\u200B', 'ale\nx']) {
      expect(firstMessage(UsernameSchema, value), JSON.stringify(value)).toBe('Username must be 3 to 20 characters: letters, digits or _');
    }
  });

  it('apply on registration', () => {
    expect(messageFor({ ...valid, displayName: '\u200B\u200D' }, 'displayName')).toBe('Display name is required');
    expect(messageFor({ ...valid, displayName: 'Alex\u202E' }, 'displayName')).toBe(REFUSED);
  });
});

describe('passwords', () => {
  it('refuse a new password of only spaces, on registration and on change', () => {
    expect(firstMessage(PasswordSchema, ' '.repeat(8))).toBe('Password cannot be only spaces');
    expect(firstMessage(PasswordSchema, ' \t  \n   ')).toBe('Password cannot be only spaces');
    expect(firstMessage(PasswordSchema, '  pass word  ')).toBeUndefined();
    expect(messageFor({ ...valid, password: ' '.repeat(10), confirmPassword: ' '.repeat(10) }, 'password')).toBe('Password cannot be only spaces');
    const change = ChangePasswordRequestSchema.safeParse({ currentPassword: 'old password', newPassword: ' '.repeat(12) });
    expect(change.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['newPassword', 'Password cannot be only spaces']]);
  });

  it('never apply the rules to a password being checked (login, linking a child, the current password)', () => {
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co', password: '        ' }).success).toBe(true);
    expect(LinkChildRequestSchema.safeParse({ email: 'a@b.co', password: ' ' }).success).toBe(true);
    expect(ChangePasswordRequestSchema.safeParse({ currentPassword: ' ', newPassword: 'a new passphrase' }).success).toBe(true);
  });

  it('require the new password to differ from the current one', () => {
    const same = ChangePasswordRequestSchema.safeParse({ currentPassword: 'same password', newPassword: 'same password' });
    expect(same.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['newPassword', 'The new password must differ from the current one']]);
    expect(firstMessage(ChangePasswordRequestSchema, { newPassword: 'a new passphrase' })).toBe('Password is required');
  });
});

describe('student profile', () => {
  it('carries the figures of the progress snapshot plus wallet and derived ones', () => {
    const profile = { gradeLevel: 5, currentLevel: 2, totalXp: 150, xpToNextLevel: 250, xpForCurrentLevel: 100, currentStreak: 1, longestStreak: 3, coins: 4, gems: 0, totalProblems: 9, totalCorrect: 7, totalTimeSpent: 3, averageAccuracy: 77.8 };
    expect(StudentProfileSchema.parse(profile)).toEqual(profile);
    expect(StudentProfileSchema.safeParse({ ...profile, totalXp: 1.5 }).success).toBe(false);
    expect(StudentProfileSchema.safeParse({ ...profile, coins: undefined }).success).toBe(false);
  });

  it('is built from the student progress under its own wire names (level, accuracy, minutes)', () => {
    const progress = { level: 2, totalXp: 150, xpToNextLevel: 250, xpForCurrentLevel: 100, currentStreak: 1, longestStreak: 3, lastActiveDay: '2026-11-24', totalProblems: 9, totalCorrect: 7, totalTimeSpent: 239, accuracy: 77.8, bestCombo: 4 };
    expect(StudentProgressSchema.parse(progress)).toEqual(progress);
    const profile = studentProfileOf(progress, { coins: 4, gems: 0 }, 5);
    expect(profile).toEqual({ gradeLevel: 5, currentLevel: 2, totalXp: 150, xpToNextLevel: 250, xpForCurrentLevel: 100, currentStreak: 1, longestStreak: 3, coins: 4, gems: 0, totalProblems: 9, totalCorrect: 7, totalTimeSpent: 3, averageAccuracy: 77.8 });
    expect(StudentProfileSchema.parse(profile)).toEqual(profile);
  });
});
