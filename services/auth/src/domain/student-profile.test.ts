import { describe, expect, it } from 'vitest';
import { averageAccuracy, newStudentProfile, toStudentProfile } from './student-profile.js';
import { toUser } from './users.js';
import { classifyFailedRefresh, hashRefreshToken, generateRefreshToken, accessTokenClaims } from './tokens.js';

describe('student profile projection', () => {
  it('starts at level 1 with 100 XP to the next level', () => {
    expect(toStudentProfile(newStudentProfile(6), '2026-11-24')).toMatchObject({ gradeLevel: 6, currentLevel: 1, totalXp: 0, xpToNextLevel: 100, xpForCurrentLevel: 0, averageAccuracy: 0 });
  });
  it('rounds accuracy to one decimal and time to whole minutes', () => {
    expect(averageAccuracy(23, 30)).toBe(76.7);
    expect(averageAccuracy(0, 0)).toBe(0);
    expect(toStudentProfile({ ...newStudentProfile(5), totalTimeSpentSec: 119 }, '2026-11-24').totalTimeSpent).toBe(1);
  });
  it('shows the day streak only while the last active day is today or yesterday (ADR 0022)', () => {
    const p = { ...newStudentProfile(5), currentStreak: 4, longestStreak: 6, lastActiveDay: '2026-11-22' };
    expect(toStudentProfile(p, '2026-11-22').currentStreak).toBe(4);
    expect(toStudentProfile(p, '2026-11-23').currentStreak).toBe(4); // still savable today
    expect(toStudentProfile(p, '2026-11-24').currentStreak).toBe(0); // a day was missed
    expect(toStudentProfile(p, '2026-11-24').longestStreak).toBe(6);
  });
  it('keeps a stored streak that predates lastActiveDay as it was', () => {
    expect(toStudentProfile({ ...newStudentProfile(5), currentStreak: 3 }, '2030-01-01').currentStreak).toBe(3);
  });
  it('decides "today" in the student\'s own time zone', () => {
    const record = {
      id: 'u1', email: 'a@b.co', username: 'kid', displayName: 'Kid', role: 'STUDENT' as const, plan: 'FREE' as const,
      gradeLevel: 5, childIds: [], createdAt: new Date(0),
      studentProfile: { ...newStudentProfile(5), currentStreak: 2, lastActiveDay: '2026-11-22' },
    };
    // 2026-11-24T03:00Z is still the 23rd in Los Angeles (streak alive) but the 24th in UTC (lost).
    const at = new Date('2026-11-24T03:00:00Z');
    expect(toUser({ ...record, timeZone: 'America/Los_Angeles' }, at).studentProfile?.currentStreak).toBe(2);
    expect(toUser({ ...record, timeZone: 'UTC' }, at).studentProfile?.currentStreak).toBe(0);
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
