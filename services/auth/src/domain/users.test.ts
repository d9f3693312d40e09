import { describe, expect, it } from 'vitest';
import { isLinkableChild, type UserRecord } from './users.js';

const account = (role: UserRecord['role']): UserRecord => ({
  id: 'u1',
  email: 'a@b.co',
  username: 'kid',
  displayName: 'Kid',
  role,
  plan: 'FREE',
  timeZone: 'UTC',
  gradeLevel: role === 'STUDENT' ? 5 : null,
  childIds: [],
  createdAt: new Date(),
});

describe('isLinkableChild', () => {
  it('accepts a student account only; no account (wrong credentials) is refused alike', () => {
    expect(isLinkableChild(account('STUDENT'))).toBe(true);
    expect(isLinkableChild(account('PARENT'))).toBe(false);
    expect(isLinkableChild(account('TEACHER'))).toBe(false);
    expect(isLinkableChild(null)).toBe(false);
  });
});
