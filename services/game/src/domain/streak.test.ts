import { describe, expect, it } from 'vitest';
import { applyCorrectAnswer, dayDiff, displayedStreak, localDay, type StreakState } from './streak.js';

const fresh = { currentStreak: 0, longestStreak: 0, lastActiveDay: null };

describe('local day', () => {
  it('uses the student time zone, not UTC', () => {
    const at = new Date('2025-03-10T03:30:00Z');
    expect(localDay(at, 'UTC')).toBe('2025-03-10');
    expect(localDay(at, 'America/Chicago')).toBe('2025-03-09');
    expect(localDay(new Date('2025-03-10T23:30:00Z'), 'Asia/Tokyo')).toBe('2025-03-11');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(localDay(new Date('2025-03-10T03:30:00Z'), 'Not/AZone')).toBe('2025-03-10');
  });

  it('counts days across month, year and DST boundaries', () => {
    expect(dayDiff('2025-02-28', '2025-03-01')).toBe(1);
    expect(dayDiff('2024-12-31', '2025-01-01')).toBe(1);
    expect(dayDiff('2025-03-08', '2025-03-09')).toBe(1); // US DST starts on 2025-03-09
    // 23:59 and 00:01 local around a US DST change are consecutive days.
    expect(localDay(new Date('2025-03-09T05:59:00Z'), 'America/Chicago')).toBe('2025-03-08');
    expect(localDay(new Date('2025-03-09T06:01:00Z'), 'America/Chicago')).toBe('2025-03-09');
  });
});

describe('day streak', () => {
  it('starts at 1, counts once per day, grows on consecutive days', () => {
    let s = applyCorrectAnswer(fresh, '2025-01-01');
    expect(s).toEqual({ currentStreak: 1, longestStreak: 1, lastActiveDay: '2025-01-01' });
    s = applyCorrectAnswer(s, '2025-01-01');
    expect(s.currentStreak).toBe(1);
    s = applyCorrectAnswer(s, '2025-01-02');
    s = applyCorrectAnswer(s, '2025-01-03');
    expect(s).toEqual({ currentStreak: 3, longestStreak: 3, lastActiveDay: '2025-01-03' });
  });

  it('restarts at 1 after a missed day and keeps the longest', () => {
    let s: StreakState = { currentStreak: 4, longestStreak: 4, lastActiveDay: '2025-01-04' };
    s = applyCorrectAnswer(s, '2025-01-06');
    expect(s).toEqual({ currentStreak: 1, longestStreak: 4, lastActiveDay: '2025-01-06' });
  });

  it('is shown as 0 once the last active day is before yesterday', () => {
    const s = { currentStreak: 4, lastActiveDay: '2025-01-04' };
    expect(displayedStreak(s, '2025-01-04')).toBe(4);
    expect(displayedStreak(s, '2025-01-05')).toBe(4);
    expect(displayedStreak(s, '2025-01-06')).toBe(0);
    expect(displayedStreak({ currentStreak: 0, lastActiveDay: null }, '2025-01-06')).toBe(0);
  });

  it('a late-evening and an early-morning answer in the student zone are two days', () => {
    const tz = 'America/Los_Angeles';
    const evening = localDay(new Date('2025-06-02T06:30:00Z'), tz); // 23:30 on June 1 local
    const morning = localDay(new Date('2025-06-02T14:00:00Z'), tz); // 07:00 on June 2 local
    expect([evening, morning]).toEqual(['2025-06-01', '2025-06-02']);
    const s = applyCorrectAnswer(applyCorrectAnswer(fresh, evening), morning);
    expect(s.currentStreak).toBe(2);
    // The same two instants are one day in UTC.
    expect(localDay(new Date('2025-06-02T06:30:00Z'), 'UTC')).toBe(localDay(new Date('2025-06-02T14:00:00Z'), 'UTC'));
  });
});
