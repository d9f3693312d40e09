import { describe, expect, it } from 'vitest';
import { applyAnswer, applyTimeUp, autoScore, countTopic, grade, hasPassed, NOT_STARTED, type AssignmentRules, type SubmissionState } from './submissions.js';

const rules: AssignmentRules = { problemCount: 3, passingScore: 70, dueDate: new Date('2026-12-01T12:00:00Z') };
const at = (iso: string) => new Date(iso);
const answer = (problemId: string, isCorrect: boolean, when = '2026-11-30T10:00:00Z', topic = 'fractions') => ({ problemId, topic, isCorrect, timeSpent: 20, answeredAt: at(when) });

function play(...answers: Array<ReturnType<typeof answer>>): SubmissionState {
  return answers.reduce<SubmissionState>((s, a) => applyAnswer(s, a, rules) ?? s, NOT_STARTED);
}

describe('automatic score and passing', () => {
  it('is the percent correct, one decimal', () => {
    expect(autoScore(2, 3)).toBe(66.7);
    expect(autoScore(3, 3)).toBe(100);
    expect(autoScore(0, 3)).toBe(0);
  });

  it('passes at or above the passing score, 70 when there is none', () => {
    expect(hasPassed(70, 70)).toBe(true);
    expect(hasPassed(69.9, 70)).toBe(false);
    expect(hasPassed(70, null)).toBe(true);
    expect(hasPassed(69, undefined)).toBe(false);
    expect(hasPassed(50, 50)).toBe(true);
  });
});

describe('answers move a submission', () => {
  it('to IN_PROGRESS at the first answer', () => {
    const s = play(answer('p1', true));
    expect(s).toMatchObject({ status: 'IN_PROGRESS', problemsAttempted: 1, problemsCorrect: 1, timeSpent: 20, score: null });
    expect(s.startedAt).toEqual(at('2026-11-30T10:00:00Z'));
  });

  it('to SUBMITTED after the last, with the automatic score', () => {
    const s = play(answer('p1', true), answer('p2', false), answer('p3', true));
    expect(s).toMatchObject({ status: 'SUBMITTED', problemsAttempted: 3, problemsCorrect: 2, timeSpent: 60, score: 66.7, passed: false, isLate: false });
  });

  it('counts an answer once, however often it arrives', () => {
    const once = play(answer('p1', true));
    expect(applyAnswer(once, answer('p1', true), rules)).toBeNull();
  });

  it('marks a submission completed after the due date late', () => {
    const s = play(answer('p1', true), answer('p2', true), answer('p3', true, '2026-12-02T09:00:00Z'));
    expect(s).toMatchObject({ status: 'SUBMITTED', isLate: true, passed: true, score: 100 });
  });

  it('ignores answers after the attempt is over', () => {
    const done = play(answer('p1', true), answer('p2', true), answer('p3', true));
    expect(applyAnswer(done, answer('p4', true), rules)).toBeNull();
  });

  it('submits what it has when the time limit ends the attempt', () => {
    const s = applyTimeUp(play(answer('p1', true)), rules, at('2026-11-30T10:30:00Z'));
    expect(s).toMatchObject({ status: 'SUBMITTED', problemsAttempted: 1, score: 33.3, passed: false });
    expect(applyTimeUp(s!, rules, at('2026-11-30T10:31:00Z'))).toBeNull();
  });
});

describe('topic counts', () => {
  it('count each answer once under its topic, in the order the topics were met', () => {
    const s = play(answer('p1', true, undefined, 'fractions'), answer('p2', false, undefined, 'decimals'), answer('p3', true, undefined, 'fractions'));
    expect(s.topics).toEqual([
      { topic: 'fractions', attempted: 2, correct: 2 },
      { topic: 'decimals', attempted: 1, correct: 0 },
    ]);
  });

  it('do not move when the answer was counted already', () => {
    const once = play(answer('p1', false, undefined, 'fractions'));
    expect(once.topics).toEqual([{ topic: 'fractions', attempted: 1, correct: 0 }]);
    expect(applyAnswer(once, answer('p1', true, undefined, 'fractions'), rules)).toBeNull();
  });

  it('leave the counts given untouched', () => {
    const before = [{ topic: 'algebra', attempted: 1, correct: 1 }];
    expect(countTopic(before, 'algebra', false)).toEqual([{ topic: 'algebra', attempted: 2, correct: 1 }]);
    expect(before).toEqual([{ topic: 'algebra', attempted: 1, correct: 1 }]);
  });
});

describe('grading', () => {
  const done = play(answer('p1', true), answer('p2', false), answer('p3', false));

  it('grades only a SUBMITTED submission', () => {
    expect(grade(NOT_STARTED, 80, 70)).toEqual({ ok: false, reason: 'NOT_SUBMITTED' });
    expect(grade(play(answer('p1', true)), 80, 70)).toEqual({ ok: false, reason: 'NOT_SUBMITTED' });
    const graded = grade(done, 80, 70);
    expect(graded.ok && graded.state).toMatchObject({ status: 'GRADED', score: 80, passed: true });
    expect(graded.ok && grade(graded.state, 90, 70)).toEqual({ ok: false, reason: 'NOT_SUBMITTED' });
  });

  it('computes passed from the passing score', () => {
    const r = grade(done, 65, 60);
    expect(r.ok && r.state.passed).toBe(true);
    const r2 = grade(done, 65, null);
    expect(r2.ok && r2.state.passed).toBe(false);
  });
});
