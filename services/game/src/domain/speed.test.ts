import { describe, expect, it } from 'vitest';
import { acceptsAnswerAt, answerPoints, runEndsAt, secondsPerCorrect, servesAt, tallyRun } from './speed.js';

const t0 = new Date('2026-03-02T10:00:00.000Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);

describe('speed run window', () => {
  it('ends 60 seconds after the start', () => {
    expect(runEndsAt(t0).toISOString()).toBe('2026-03-02T10:01:00.000Z');
  });

  it('serves problems only before the end', () => {
    const end = runEndsAt(t0);
    expect(servesAt(end, plus(59_999))).toBe(true);
    expect(servesAt(end, plus(60_000))).toBe(false);
  });

  it('accepts answers up to 2 seconds after the end, refuses later ones', () => {
    const end = runEndsAt(t0);
    expect(acceptsAnswerAt(end, plus(30_000))).toBe(true);
    expect(acceptsAnswerAt(end, plus(62_000))).toBe(true);
    expect(acceptsAnswerAt(end, plus(62_001))).toBe(false);
    expect(acceptsAnswerAt(end, plus(120_000))).toBe(false);
  });
});

describe('speed run scoring', () => {
  it('gives 10 points per correct answer plus a point per whole second under 5', () => {
    expect(answerPoints(true, 0.4)).toBe(15);
    expect(answerPoints(true, 1)).toBe(14);
    expect(answerPoints(true, 4.9)).toBe(11);
    expect(answerPoints(true, 5)).toBe(10);
    expect(answerPoints(true, 30)).toBe(10);
  });

  it('gives nothing for a wrong answer, however quick', () => {
    expect(answerPoints(false, 0.2)).toBe(0);
  });

  it('tallies a run from its graded answers', () => {
    const tally = tallyRun([
      { isCorrect: true, servedAt: plus(0), answeredAt: plus(2_500) }, // 10 + 3
      { isCorrect: false, servedAt: plus(2_600), answeredAt: plus(4_000) }, // 0
      { isCorrect: true, servedAt: plus(4_100), answeredAt: plus(12_000) }, // 10
    ]);
    expect(tally).toEqual({ answered: 3, correct: 2, score: 23 });
    expect(tallyRun([])).toEqual({ answered: 0, correct: 0, score: 0 });
  });

  it('ranks a run by the minute over its correct answers', () => {
    expect(secondsPerCorrect(0)).toBeNull();
    expect(secondsPerCorrect(1)).toBe(60);
    expect(secondsPerCorrect(7)).toBe(8.571);
    expect(secondsPerCorrect(24)).toBe(2.5);
  });
});
