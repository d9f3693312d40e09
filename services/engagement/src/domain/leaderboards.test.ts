import { LEADERBOARD_TYPES } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { boardValue, boardValues, currentClass, NOT_FROM_SNAPSHOT, rankChange, schoolKey, shownScore, speedRunValue, type RankedFigures } from './leaderboards.js';

const figures = (over: Partial<RankedFigures> = {}): RankedFigures => ({ totalXp: 1200, totalCorrect: 30, totalProblems: 40, longestStreak: 4, accuracy: 75, bestCombo: 9, totalTimeSpent: 450, ...over });

describe('ranking rules', () => {
  it('scores each metric from the progress snapshot', () => {
    const f = figures();
    expect(boardValue('TOTAL_XP', f)).toBe(1200);
    expect(boardValue('PROBLEMS_SOLVED', f)).toBe(30);
    expect(boardValue('BEST_STREAK', f)).toBe(4);
    expect(boardValue('ACCURACY', f)).toBe(75);
    expect(boardValue('MAX_COMBO', f)).toBe(9);
    // Speed Runner comes from speed runs, never from practice's snapshot.
    expect(boardValue('SPEED_RUNNER', f)).toBe(NOT_FROM_SNAPSHOT);
    expect(boardValues(f)).toHaveLength(LEADERBOARD_TYPES.length);
  });

  it('ranks accuracy only from 20 answers', () => {
    expect(boardValue('ACCURACY', figures({ totalProblems: 19, accuracy: 100 }))).toBeNull();
    expect(boardValue('ACCURACY', figures({ totalProblems: 20, accuracy: 95 }))).toBe(95);
  });

  it('ranks a speed run by the minute over its correct answers, none without one', () => {
    expect(speedRunValue(0)).toBeNull();
    expect(speedRunValue(1)).toBe(-60);
    expect(speedRunValue(24)).toBe(-2.5);
    expect(speedRunValue(7)).toBe(-8.571);
  });

  it('leaves students without any of a count off that board', () => {
    const none = figures({ totalXp: 0, totalCorrect: 0, totalProblems: 0, longestStreak: 0, accuracy: 0, bestCombo: 0, totalTimeSpent: 0 });
    expect(boardValues(none).every((v) => v === null || v === NOT_FROM_SNAPSHOT)).toBe(true);
  });

  it('a run with more correct answers ranks above one with fewer', () => {
    expect(speedRunValue(20)!).toBeGreaterThan(speedRunValue(12)!);
  });

  it('shows accuracy and speed with one decimal, speed positive, counts whole', () => {
    expect(shownScore('SPEED_RUNNER', -12.345)).toBe(12.3);
    expect(shownScore('ACCURACY', 66.66)).toBe(66.7);
    expect(shownScore('TOTAL_XP', 1200)).toBe(1200);
  });

  it('counts places gained since the previous day, 0 for a newcomer', () => {
    expect(rankChange(5, 2)).toBe(3);
    expect(rankChange(1, 4)).toBe(-3);
    expect(rankChange(3, 3)).toBe(0);
    expect(rankChange(null, 7)).toBe(0);
  });

  it('matches schools by name in any case and spacing', () => {
    expect(schoolKey('  Lincoln   Middle School ')).toBe('lincoln middle school');
    expect(schoolKey('LINCOLN MIDDLE SCHOOL')).toBe(schoolKey('Lincoln Middle School'));
    expect(schoolKey('   ')).toBeNull();
    expect(schoolKey(null)).toBeNull();
  });

  it("takes the class a student joined last as their class, ties by id", () => {
    expect(currentClass({})).toBeNull();
    expect(currentClass({ a: 10, b: 30, c: 20 })).toBe('b');
    expect(currentClass({ a: 10, b: 10 })).toBe('b');
    expect(currentClass({ b: 10, a: 10 })).toBe('b');
  });
});
