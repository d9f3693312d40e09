import type { IntlShape } from 'react-intl';
import type { ChildSummary } from '@mathquest/contracts';

/** What the parent's screens show of a child, from the studentProfile GET /api/auth/children composes. */
export interface ChildFigures {
  name: string;
  username: string;
  gradeLevel: number;
  level: number;
  totalXp: number;
  /** XP still needed for the next level (never below 0). */
  xpToGo: number;
  /** Percent of the way through the current level. */
  levelPercent: number;
  streak: number;
  longestStreak: number;
  problems: number;
  correct: number;
  accuracy: number;
  /** Whole minutes. */
  minutes: number;
}

export function figuresOf(c: ChildSummary): ChildFigures {
  const p = c.studentProfile;
  const span = p.xpToNextLevel - p.xpForCurrentLevel;
  const into = p.totalXp - p.xpForCurrentLevel;
  return {
    name: c.profile.displayName || c.profile.username,
    username: c.profile.username,
    gradeLevel: p.gradeLevel,
    level: p.currentLevel,
    totalXp: p.totalXp,
    xpToGo: Math.max(0, p.xpToNextLevel - p.totalXp),
    levelPercent: span > 0 ? Math.max(0, Math.min(100, Math.round((into / span) * 100))) : 0,
    streak: p.currentStreak,
    longestStreak: p.longestStreak,
    problems: p.totalProblems,
    correct: p.totalCorrect,
    accuracy: p.averageAccuracy,
    minutes: p.totalTimeSpent,
  };
}

/** '1 h 35 min', '35 min', in the reader's language. */
export function timeSpentText(intl: IntlShape, minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? intl.formatMessage({ id: 'parent.time.hoursMinutes' }, { h, m }) : intl.formatMessage({ id: 'parent.time.minutes' }, { m });
}
