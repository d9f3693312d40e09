/**
 * The checker on grade 7 problems in Spanish (docs/maths/languages.md): the word answers of grade 7
 * (sí/no, how many triangles, cross-section shapes…) are accepted in Spanish, accents optional, and
 * in English, and the other option's words are rejected.
 */
import { describe, expect, it } from 'vitest';
import { generateProblem } from '../registry.js';
import type { Difficulty, Problem } from '../types.js';
import { checkAnswer } from './index.js';

/** The first Spanish problem of the skill whose answer is `value`. */
function problemWith(skillId: string, difficulty: Difficulty, value: string): Problem {
  for (let i = 0; i < 400; i++) {
    const p = generateProblem(skillId, difficulty, `chk7-${i}`, 'es-US');
    if (p.answer.format === 'choice' && p.answer.value === value) return p;
  }
  throw new Error(`no ${skillId} d${difficulty} problem with answer ${value}`);
}

const accepts = (p: Problem, input: string) => expect(checkAnswer(input, p.answer, 'es-US').verdict, `${input} for ${p.problemId}`).toBe('accept');
const rejects = (p: Problem, input: string) => expect(checkAnswer(input, p.answer, 'es-US').verdict, `${input} for ${p.problemId}`).toBe('reject');

describe('grade 7 word answers in Spanish', () => {
  it('is it proportional: sí/no (accent optional) and yes/no, labelled in Spanish', () => {
    const yes = problemWith('g7.rp.is-proportional', 3, 'yes');
    expect(yes.answer.canonical).toBe('sí');
    for (const w of ['sí', 'si', 'Sí.', 'verdadero', 'yes']) accepts(yes, w);
    for (const w of ['no', 'falso']) rejects(yes, w);
    const no = problemWith('g7.rp.is-proportional', 1, 'no');
    expect(no.answer.canonical).toBe('no');
    for (const w of ['no', 'No.', 'falso', 'no es', 'no it is not']) accepts(no, w);
    for (const w of ['sí', 'si', 'yes']) rejects(no, w);
  });
});
