import { describe, expect, it } from 'vitest';
import { generateProblem, listSkills } from '../registry.js';
import { nameMistake, namedMistakes } from './mistakes.js';
import { checkStep, deriveStep, tutorSteps, type TutorFillStep } from './steps.js';

function fill(text: string): TutorFillStep {
  const step = deriveStep(text);
  if (step.kind !== 'fill') throw new Error(`expected a blank in "${text}"`);
  return step;
}

describe('deriveStep', () => {
  it('blanks the value after the last "=" and keeps the words after it', () => {
    const step = fill('In all: 3 × 8 = 24 marbles.');
    expect(step).toMatchObject({ before: 'In all: 3 × 8 = ', value: '24', after: ' marbles.' });
    expect(step.spec).toMatchObject({ format: 'number', value: '24' });
  });

  it('reads fractions, mixed numbers, money and percents with the checker', () => {
    expect(fill('5/12 + 2/12 = 7/12.').spec).toMatchObject({ format: 'number', value: '7/12' });
    expect(fill('6/10 + 5/10 = 11/10 = 1 1/10 mile.').spec).toMatchObject({ value: '11/10' });
    expect(fill('6% of $60 = $3.60.').spec).toMatchObject({ format: 'money', value: '18/5' });
    expect(fill('17 ÷ 20 × 100 = 85%.').spec).toMatchObject({ format: 'percent', value: '85' });
  });

  it('blanks an expression in one-letter variables', () => {
    expect(fill('6x + 3x + 10 = 9x + 10.').spec).toMatchObject({ format: 'expression', expression: '9x + 10', vars: ['x'] });
    expect(fill('Expression: 5m − 2.').value).toBe('5m − 2');
  });

  it('keeps as text: checks, calculations left unfinished, words, and steps that restate their left side', () => {
    for (const text of [
      'Check: 20 ÷ 4 = 5, which is Noah\'s amount.',
      'Zoe has 4 times as many as Noah: 4 × 5.',
      '6² = 6 × 6.',
      '5 3/24 − 2 22/24 = 4 27/24 − 2 22/24.',
      '148 ÷ 6 = 24 remainder 4: 24 full tents and 4 campers still waiting.',
      'Rename with denominator 6: 2/3 = 4/6, 1/6 = 1/6.',
      'So 33 is composite.',
    ]) {
      expect(deriveStep(text), text).toEqual({ kind: 'text', text });
    }
  });

  it('gives every step of every skill a blank its own printed value fills in', () => {
    let blanks = 0;
    for (const skill of listSkills()) {
      for (const d of [1, 3, 5] as const) {
        for (const step of tutorSteps(generateProblem(skill.skillId, d, `t${d}`))) {
          if (step.kind !== 'fill') continue;
          blanks++;
          expect(checkStep(step, step.value).verdict, `${skill.skillId}: ${step.before}[${step.value}]`).toBe('accept');
        }
      }
    }
    expect(blanks).toBeGreaterThan(listSkills().length);
  });
});

describe('checkStep', () => {
  it('accepts any equal value, rejects a wrong one', () => {
    const step = fill('5/12 + 2/12 = 7/12.');
    expect(checkStep(step, '7/12').verdict).toBe('accept');
    expect(checkStep(step, '14/24').verdict).toBe('accept');
    expect(checkStep(step, '7/24').verdict).toBe('reject');
  });

  it('does not count the left side typed back', () => {
    const step = fill('Rename with denominator 12: 5/12 = 5/12, 1/6 = 2/12.');
    const result = checkStep(step, '1/6');
    expect(result.verdict).toBe('nudge');
    expect(result.message).toBe('That is where this step starts. What does it come to?');
    expect(checkStep(step, '2/12').verdict).toBe('accept');
  });

  it('wants simplest form when the step says so, with the checker\'s message', () => {
    const step = fill('In simplest form: 7/12.');
    expect(checkStep(step, '14/24')).toMatchObject({ verdict: 'nudge', reason: 'not_simplified' });
    expect(checkStep(step, '7/12').verdict).toBe('accept');
  });

  it('judges expressions by value, not the unsimplified left side', () => {
    const step = fill('6x + 3x + 10 = 9x + 10.');
    expect(checkStep(step, '10 + 9x').verdict).toBe('accept');
    expect(checkStep(step, '6x+3x+10').verdict).toBe('nudge');
    expect(checkStep(step, '19x').verdict).toBe('reject');
  });
});

describe('nameMistake', () => {
  it('names a common misconception and opens generally for the others', () => {
    expect(nameMistake('added-denominators')).toBe('It looks like you added the denominators.');
    expect(nameMistake('some-rare-slip')).toBe('It looks like you fell into a common trap.');
  });

  it('names the mistake in Spanish for a problem in Spanish', () => {
    expect(nameMistake('added-denominators', 'es-US')).toBe('Parece que sumaste los denominadores.');
    expect(nameMistake('some-rare-slip', 'es-US')).toBe('Parece que caíste en una trampa común.');
    expect(nameMistake('added-denominators', 'en')).toBe('It looks like you added the denominators.');
  });

  it('has a Spanish name for every named mistake', () => {
    for (const id of namedMistakes()) {
      const es = nameMistake(id, 'es-US');
      expect(es, id).toMatch(/^Parece que [a-záéíóúñ]/);
      expect(es, id).not.toMatch(/\b(?:the|you|and|of|instead)\b/);
    }
  });
});
