import { describe, expect, it } from 'vitest';
import { gradeAnswer } from './grading.js';
import type { AnswerSpec, Problem } from './types.js';

function problem(answer: AnswerSpec, misconceptions: Problem['misconceptions'] = []): Problem {
  return {
    problemId: 'g5.nf.x/d3/s1', skillId: 'g5.nf.x', ccss: [], grade: 5, topic: 't', subtopic: 's', difficulty: 3,
    estTimeSec: 40, question: { text: 'q' }, answer, hints: ['a', 'b', 'c'], explanation: ['e'], misconceptions,
    generatorVersion: '1', seed: 's1',
  };
}
const fractionProblem = problem(
  { format: 'fraction', value: '17/12', canonical: '17/12', simplify: 'required' },
  [{ value: '5/7', id: 'added-numerators-and-denominators', feedback: 'You added the tops and the bottoms.' }],
);
const none = { valueRevealing: 0, unreadable: 0 };

describe('gradeAnswer (attempt policy)', () => {
  it('accepts and rejects like the checker', () => {
    expect(gradeAnswer(fractionProblem, '17/12', none)).toMatchObject({ verdict: 'accept', reason: 'ok' });
    expect(gradeAnswer(fractionProblem, '1/2', none)).toEqual({ verdict: 'reject', reason: 'wrong_value' });
  });
  it('allows one value-revealing nudge, then grades the next as reject', () => {
    expect(gradeAnswer(fractionProblem, '34/24', none)).toMatchObject({ verdict: 'nudge', reason: 'not_simplified', nudgeKind: 'value' });
    expect(gradeAnswer(fractionProblem, '34/24', { valueRevealing: 1, unreadable: 0 })).toMatchObject({ verdict: 'reject', reason: 'not_simplified' });
  });
  it('allows three unreadable nudges; the fourth is reject', () => {
    expect(gradeAnswer(fractionProblem, 'seven', { valueRevealing: 0, unreadable: 2 })).toMatchObject({ verdict: 'nudge', nudgeKind: 'unreadable' });
    expect(gradeAnswer(fractionProblem, 'seven', { valueRevealing: 0, unreadable: 3 }).verdict).toBe('reject');
  });
  it('attaches misconception feedback on reject, also for equivalent forms of the predicted value', () => {
    const g = gradeAnswer(fractionProblem, '5/7', none);
    expect(g).toMatchObject({ verdict: 'reject', misconception: { id: 'added-numerators-and-denominators' } });
    expect(gradeAnswer(fractionProblem, '10/14', none).misconception?.id).toBe('added-numerators-and-denominators');
  });
  it('matches misconceptions in structured formats', () => {
    const p = problem({ format: 'coordinate', x: '3', y: '-2', canonical: '(3, -2)' }, [{ value: '(-2, 3)', id: 'swapped', feedback: 'x first' }]);
    expect(gradeAnswer(p, '[-2; 3]', none)).toMatchObject({ verdict: 'reject', reason: 'swapped_coordinates', misconception: { id: 'swapped' } });
    const q = problem({ format: 'choice', value: 'composite', options: { prime: [], composite: ['not prime'] }, canonical: 'composite' }, [{ value: 'prime', id: 'odd-means-prime', feedback: 'f' }]);
    expect(gradeAnswer(q, 'Prime', none).misconception?.id).toBe('odd-means-prime');
    const r = problem({ format: 'quotient-remainder', quotient: 914, remainder: 3, divisor: 8, canonical: '914 R 3' }, [{ value: '914 R 4', id: 'off-by-one', feedback: 'f' }]);
    expect(gradeAnswer(r, '914r4', none).misconception?.id).toBe('off-by-one');
  });
});
