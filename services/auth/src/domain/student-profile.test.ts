import { describe, expect, it } from 'vitest';
import { averageAccuracy, newStudentProfile, toStudentProfile } from './student-profile.js';
import { classifyFailedRefresh, hashRefreshToken, generateRefreshToken, accessTokenClaims } from './tokens.js';

describe('student profile projection', () => {
  it('starts at level 1 with 100 XP to the next level', () => {
    expect(toStudentProfile(newStudentProfile(6))).toMatchObject({ gradeLevel: 6, currentLevel: 1, totalXp: 0, xpToNextLevel: 100, xpForCurrentLevel: 0, averageAccuracy: 0 });
  });
  it('rounds accuracy to one decimal and time to whole minutes', () => {
    expect(averageAccuracy(23, 30)).toBe(76.7);
    expect(averageAccuracy(0, 0)).toBe(0);
    expect(toStudentProfile({ ...newStudentProfile(5), totalTimeSpentSec: 119 }).totalTimeSpent).toBe(1);
  });
});

describe('token rules', () => {
  it('generates 256-bit tokens and stores a stable hash', () => {
    const t = generateRefreshToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashRefreshToken(t)).toBe(hashRefreshToken(t));
    expect(hashRefreshToken(t)).not.toBe(t);
  });
  it('classifies a failed refresh', () => {
    const now = new Date();
    expect(classifyFailedRefresh(null)).toBe('INVALID');
    expect(classifyFailedRefresh({ usedAt: now, expiresAt: now })).toBe('REUSED');
    expect(classifyFailedRefresh({ usedAt: null, expiresAt: new Date(0) })).toBe('INVALID');
  });
  it('puts grade only in student claims', () => {
    const base = { id: 'u1', username: 'x', plan: 'FREE' as const, timeZone: 'UTC', gradeLevel: 5 };
    expect(accessTokenClaims({ ...base, role: 'STUDENT' }, 's')).toMatchObject({ grade: 5, sid: 's' });
    expect(accessTokenClaims({ ...base, role: 'PARENT' }, 's')).not.toHaveProperty('grade');
  });
});
