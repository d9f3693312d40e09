import { describe, expect, it } from 'vitest';
import { generateProblem } from '@mathquest/maths';
import { fullResult, gradedResult, nudgeResult, slimResult } from './answer-result.js';
import { grade } from './maths-engine.js';
import { applyGradedAnswer, EMPTY_PROGRESS } from './progress.js';

const problem = generateProblem('g5.nf.add-unlike-fractions', 3, 'unit-answer-result');
const today = '2025-03-01';

describe('answer results', () => {
  it('reveals the correct answer and the worked solution of a graded answer, and the slim copy rebuilds to the same result', () => {
    const verdict = grade(problem, '0', { value: 0, unreadable: 0 });
    expect(verdict.graded).toBe(true);
    const outcome = applyGradedAnswer(EMPTY_PROGRESS, { sessionId: 's1', current: 2, max: 2 }, {
      sessionId: 's1', isCorrect: verdict.isCorrect, difficulty: 3, hintsUsed: 1, timeSpent: 20, estimatedTime: problem.estTimeSec, today,
    });
    const result = gradedResult('p1', problem, verdict, outcome, 1, today);
    expect(result).toMatchObject({ problemId: 'p1', graded: true, isCorrect: false, correctAnswer: problem.answer.canonical, explanationSteps: problem.explanation, hintsUsed: 1 });
    expect(result.combo).toMatchObject({ currentCombo: 0, comboBreak: true });

    const slim = slimResult(result);
    expect(slim).toMatchObject({ correctAnswer: null, explanation: null, explanationSteps: null });
    expect(fullResult(slim, problem)).toEqual(result);
  });

  it('credits and reveals nothing on a nudge, showing the running combo of the same session only', () => {
    const verdict = { verdict: 'nudge', reason: 'not_simplified', message: null, graded: false, isCorrect: false, nudgeKind: 'value', misconception: null } as const;
    const student = { progress: { ...EMPTY_PROGRESS, totalXp: 120 }, combo: { sessionId: 's1', current: 4, max: 6 } };
    const same = nudgeResult('p1', 's1', verdict, 2, student, today);
    expect(same).toMatchObject({ graded: false, verdict: 'nudge', xpEarned: 0, coinsEarned: 0, correctAnswer: null, explanation: null, newLevel: 2, hintsUsed: 2 });
    expect(same.message).toBe('Check your answer and try again.');
    expect(nudgeResult('p1', 's1', verdict, 2, student, today, 'es-US').message).toBe('Revisa tu respuesta y vuelve a intentarlo.');
    expect(same.combo).toMatchObject({ currentCombo: 4, maxCombo: 6, label: 'GOOD', comboBreak: false });
    expect(nudgeResult('p1', 'another-session', verdict, 0, student, today).combo).toMatchObject({ currentCombo: 0, maxCombo: 0 });
    expect(fullResult(same, problem)).toBe(same);
  });
});
