import { describe, expect, it } from 'vitest';
import { signUpLimits } from './sign-up-limits.js';

const now = new Date('2026-06-15T12:00:00Z');

describe('the limits a self-registered account starts with', () => {
  it('a student who may be under 13 waits for a parent', () => {
    expect(signUpLimits('STUDENT', 2016, now)).toBe('PENDING_PARENT_APPROVAL');
    expect(signUpLimits('STUDENT', 2013, now)).toBe('PENDING_PARENT_APPROVAL');
  });

  it('a student of 13 or more, a student who gave no year and a parent are not limited', () => {
    expect(signUpLimits('STUDENT', 2012, now)).toBeNull();
    expect(signUpLimits('STUDENT', undefined, now)).toBeNull();
    expect(signUpLimits('PARENT', undefined, now)).toBeNull();
    expect(signUpLimits('PARENT', 2016, now)).toBeNull();
  });
});
