import { describe, expect, it } from 'vitest';
import { assignmentStats, classroomNumbers, topicAccuracy } from './stats.js';

const s = (status: 'NOT_STARTED' | 'IN_PROGRESS' | 'SUBMITTED' | 'GRADED', score: number | null = null, passed: boolean | null = null, isLate = false, studentId = 'x') => ({ status, score, passed, isLate, studentId });

describe('assignment stats', () => {
  it('counts by status and averages the finished ones', () => {
    const stats = assignmentStats([s('NOT_STARTED'), s('IN_PROGRESS'), s('SUBMITTED', 66.7, false), s('GRADED', 90, true, true), s('GRADED', 75, true)]);
    expect(stats).toEqual({ notStarted: 1, inProgress: 1, submitted: 1, graded: 2, averageScore: 77.2, passRate: 66.7, lateSubmissions: 1 });
  });

  it('has no average or pass rate before anything is finished', () => {
    expect(assignmentStats([s('NOT_STARTED'), s('IN_PROGRESS')])).toMatchObject({ averageScore: null, passRate: null });
    expect(assignmentStats([])).toEqual({ notStarted: 0, inProgress: 0, submitted: 0, graded: 0, averageScore: null, passRate: null, lateSubmissions: 0 });
  });
});

describe('classroom numbers', () => {
  it('counts members, active members, the average and the completion', () => {
    const numbers = classroomNumbers(['a', 'b', 'c'], 2, [
      s('SUBMITTED', 80, true, false, 'a'),
      s('GRADED', 60, false, false, 'a'),
      s('IN_PROGRESS', null, null, false, 'b'),
      s('SUBMITTED', 100, true, false, 'gone'),
    ]);
    expect(numbers).toEqual({ totalStudents: 3, activeStudents: 2, averageScore: 70, completionRate: 33 });
  });

  it('is zero without members or published assignments', () => {
    expect(classroomNumbers([], 3, [])).toEqual({ totalStudents: 0, activeStudents: 0, averageScore: null, completionRate: 0 });
    expect(classroomNumbers(['a'], 0, [])).toEqual({ totalStudents: 1, activeStudents: 0, averageScore: null, completionRate: 0 });
  });
});

describe('topic accuracy', () => {
  const t = (topic: string, attempted: number, correct: number) => ({ topic, attempted, correct });

  it("sums the members' topic counts, percent correct with one decimal, topics by name", () => {
    const topics = topicAccuracy(['a', 'b'], [
      { studentId: 'a', topics: [t('fractions', 2, 1), t('decimals', 1, 1)] },
      { studentId: 'a', topics: [t('fractions', 1, 1)] },
      { studentId: 'b', topics: [t('fractions', 3, 0), t('algebra', 3, 2)] },
    ]);
    expect(topics).toEqual([
      { topic: 'algebra', attempted: 3, correct: 2, accuracy: 66.7 },
      { topic: 'decimals', attempted: 1, correct: 1, accuracy: 100 },
      { topic: 'fractions', attempted: 6, correct: 2, accuracy: 33.3 },
    ]);
  });

  it("leaves out a removed student's answers", () => {
    expect(topicAccuracy(['a'], [{ studentId: 'gone', topics: [t('fractions', 4, 4)] }, { studentId: 'a', topics: [t('fractions', 1, 0)] }])).toEqual([
      { topic: 'fractions', attempted: 1, correct: 0, accuracy: 0 },
    ]);
  });

  it('is empty before any answer is counted', () => {
    expect(topicAccuracy(['a'], [{ studentId: 'a', topics: [] }])).toEqual([]);
    expect(topicAccuracy([], [])).toEqual([]);
  });
});
