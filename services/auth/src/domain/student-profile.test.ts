import { describe, expect, it } from 'vitest';
import { averageAccuracy, newStudentProfile, toStudentProfile } from './student-profile.js';
import { toUser } from './users.js';

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
