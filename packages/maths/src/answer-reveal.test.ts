import { describe, expect, it } from 'vitest';
import { answerForms, answerStepIndex, blankIsAnswer, problemRevealFindings, revealsAnswer } from './answer-reveal.js';
import type { AnswerSpec } from './types.js';

const int = (v: number): AnswerSpec => ({ format: 'integer', value: String(v), canonical: v.toLocaleString('en-US') });
const frac = (value: string, canonical = value): AnswerSpec => ({ format: 'fraction', value, simplify: 'required', canonical });
const dec = (value: string, canonical: string, mode: 'exact' | 'approx' = 'exact'): AnswerSpec => ({ format: 'decimal', value, mode, canonical, ...(mode === 'approx' ? { places: 1 } : {}) });
const ineq: AnswerSpec = { format: 'inequality', variable: 'x', op: '<=', bound: '3', canonical: 'x ≤ 3' };
const point: AnswerSpec = { format: 'coordinate', x: '6', y: '4', canonical: '(6, 4)' };

describe('answerForms', () => {
  it('spells the answer as the child could read it elsewhere', () => {
    expect(answerForms(frac('1/6'))).toContain('1/6');
    expect(answerForms(frac('49/2', '24 1/2'))).toEqual(expect.arrayContaining(['24 1/2', '49/2', '24.5']));
    expect(answerForms(ineq)).toEqual(expect.arrayContaining(['x ≤ 3', '3']));
    expect(answerForms(point)).toContain('(6, 4)');
    expect(answerForms(int(7110))).toContain('7110');
    expect(answerForms({ format: 'choice', value: 'a', options: { a: [] }, canonical: 'rhombus' })).toEqual([]);
  });
});

describe('revealsAnswer: the give-away rule', () => {
  it('catches the answer after "=", "→", "≈", ":" and "is"', () => {
    expect(revealsAnswer('28 boxes hold 28 × 4 = 112 pencils.', int(112), 'How many?')).not.toBeNull();
    expect(revealsAnswer('711 → 7,110 — keep going.', int(7110), '711 × 10 = ?')).not.toBeNull();
    expect(revealsAnswer('Multiply tops and bottoms: 1/6.', frac('1/6'), '1/3 × 1/2 = ?')).not.toBeNull();
    expect(revealsAnswer('Subtract 5 from both sides: x ≤ 3.', ineq, 'Solve x + 5 ≤ 8.')).not.toBeNull();
    expect(revealsAnswer('Find 1% or 10% first: 10% of 70 is 7.', int(7), 'What is 10% of 70?')).not.toBeNull();
    expect(revealsAnswer('(3, 2) → (6, 4).', point, 'Dilate (3, 2) by a scale factor of 2.')).not.toBeNull();
  });
  it('catches the answer in a listed sequence, as the last number, and near an estimate', () => {
    expect(revealsAnswer('5, 13, 21, 29, 37.', int(37), 'Start at 5. The rule is "add 8". What is the 5th number?')).not.toBeNull();
    expect(revealsAnswer('"How many times" means divide: 500 ÷ 50. (Each place is worth 10 times the place on its right.)', int(10), 'How many times?')).not.toBeNull();
    expect(revealsAnswer('Check the squares of the tenths near 12.9 to see which is closest to 166.', dec('129/10', '12.9', 'approx'), 'Estimate √166 to the nearest tenth.')).not.toBeNull();
    expect(revealsAnswer('9² = 81 and 10² = 100, and 96 is between them.', int(9), '√96 is between two consecutive whole numbers. What is the smaller one?')).not.toBeNull();
    expect(revealsAnswer('39 ÷ 7 = 5 remainder 4.', int(5), 'How many full boxes?')).not.toBeNull();
    expect(revealsAnswer('11 ÷ 12 = 0.91(6).', { format: 'repeating-decimal', value: '11/12', canonical: '0.91(6)' }, 'Write 11/12 as a decimal.')).not.toBeNull();
  });
  it('lets a hint say how, with operands, variables and the question’s own numbers', () => {
    expect(revealsAnswer('Multiply the numerators, then the denominators.', frac('1/6'), '1/3 × 1/2 = ?')).toBeNull();
    expect(revealsAnswer('So x = 4 is the point where the lines meet.', int(4), 'Solve.')).toBeNull();
    expect(revealsAnswer('Solve 6 × ? = 18 to get the width.', int(18), 'What is the area?')).toBeNull();
    expect(revealsAnswer('Now divide 25 by 5.', int(5), '2.5 ÷ 0.5 = ?')).toBeNull();
    expect(revealsAnswer('Work with the sizes: 25 ÷ 5.', int(5), '−25 ÷ (−5) = ?')).toBeNull();
    expect(revealsAnswer('Subtract 10 from both sides: 5x = 25.', int(5), 'Solve for x: 5x + 10 = 35')).toBeNull();
    expect(revealsAnswer('How many units is 14 from 0?', int(14), 'What is |14|?')).toBeNull();
    expect(revealsAnswer('Divide by 5.', { format: 'money', value: '29/5', canonical: '$5.80' }, 'How much is one?')).toBeNull();
    expect(revealsAnswer('Use the ratio 4:6.', int(6), 'How many cups?')).toBeNull();
  });
});

describe('the tutor steps', () => {
  it('find the answer in the last step before the check', () => {
    expect(answerStepIndex(['a', 'b', 'Check: c'])).toBe(1);
    expect(answerStepIndex(['a', 'b'])).toBe(1);
  });
  it('put the answer step’s blank on the answer, in any spelling of it (never the base of "7¹³")', () => {
    expect(blankIsAnswer('13', int(13))).toBe(true);
    expect(blankIsAnswer('7', int(13))).toBe(false);
    expect(blankIsAnswer('3 6/12', frac('7/2', '42/12'))).toBe(true);
    expect(blankIsAnswer('7', { format: 'integer', value: '13', canonical: '13' })).toBe(false);
    expect(blankIsAnswer('4x', { format: 'equation', equation: 'y=4x', vars: ['x', 'y'], canonical: 'y = 4x' })).toBe(true);
    expect(blankIsAnswer('300', { format: 'pi-multiple', coefficient: '300', canonical: '300π' })).toBe(true);
  });
  it('name a problem whose steps show the answer early, whose blank is on a part, or that has nothing to fill in', () => {
    const base = { question: { text: 'Start at 5. The rule is "add 8". What is the 5th number?' }, hints: ['Add 8 each time.', 'Write the numbers in a row.', 'Count to the 5th.'] as [string, string, string], answer: int(37) };
    expect(problemRevealFindings({ ...base, explanation: ['Start at 5.', '5, 13, 21, 29, 37.', 'The 5th number is 37.', 'Check: 5 + 4 × 8 = 37.'] })).toEqual([
      expect.stringMatching(/^step 2 of 4 .* lists the answer/),
      'no step to fill in',
    ]);
    expect(problemRevealFindings({ ...base, explanation: ['Start at 5 and add 8 four times.', '5 + 4 × 8 = 37.', 'Check: 37 − 32 = 5.'] })).toEqual([]);
    const exponent = { question: { text: '7⁸ × 7⁵ = 7^?  What is the missing exponent?' }, hints: ['Keep the base, add the exponents.', 'Count the factors of 7.', 'Add 8 and 5.'] as [string, string, string], answer: int(13) };
    expect(problemRevealFindings({ ...exponent, explanation: ['Same base 7: add the exponents.', 'So 7⁸ × 7⁵ = 7¹³.', 'Check: 13 = 8 + 5.'] })).toEqual(['no step to fill in']);
    expect(problemRevealFindings({ ...exponent, explanation: ['Same base 7: add the exponents.', 'The new exponent is 8 + 5 = 13.', 'Check: 7¹³ ÷ 7⁵ = 7⁸.'] })).toEqual([]);
  });
});
