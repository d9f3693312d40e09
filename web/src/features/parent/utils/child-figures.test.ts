import { describe, expect, it } from 'vitest';
import { scopeIntl } from '../../../testing/scope-intl';
import { buildStudentProfile } from '../../../testing/test-utils';
import { figuresOf, timeSpentText } from './child-figures';

const child = (over = {}) => ({ id: 'c1', profile: { displayName: 'Ben', username: 'ben' }, studentProfile: buildStudentProfile(over), chatEnabled: true });

describe('figuresOf', () => {
  it('reads level, XP to go, the level percent, streaks, totals, accuracy and minutes', () => {
    expect(figuresOf(child({ currentLevel: 3, totalXp: 250, xpForCurrentLevel: 200, xpToNextLevel: 300, currentStreak: 4, longestStreak: 6 }))).toMatchObject({
      name: 'Ben',
      level: 3,
      totalXp: 250,
      xpToGo: 50,
      levelPercent: 50,
      streak: 4,
      longestStreak: 6,
      problems: 20,
      correct: 15,
      accuracy: 75,
      minutes: 33,
    });
  });

  it('keeps the level percent within 0-100 and uses the username without a display name', () => {
    const f = figuresOf({ id: 'c1', profile: { displayName: '', username: 'ben' }, studentProfile: buildStudentProfile({ totalXp: 900, xpForCurrentLevel: 200, xpToNextLevel: 300 }), chatEnabled: true });
    expect(f.name).toBe('ben');
    expect(f.levelPercent).toBe(100);
    expect(f.xpToGo).toBe(0);
  });
});

describe('timeSpentText', () => {
  it.each([
    [0, '0 min'],
    [35, '35 min'],
    [95, '1 h 35 min'],
  ])('%i minutes is %s', (m, text) => expect(timeSpentText(scopeIntl('parent'), m)).toBe(text));

  it('reads the same in Spanish', () => expect(timeSpentText(scopeIntl('parent', 'es-US'), 95)).toBe('1 h 35 min'));
});
