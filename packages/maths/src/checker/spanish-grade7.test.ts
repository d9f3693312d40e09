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

  it('triangle inequality and angle sum: sí/no', () => {
    const yes = problemWith('g7.g.triangle-conditions', 3, 'yes');
    for (const w of ['sí', 'si', 'yes']) accepts(yes, w);
    rejects(yes, 'no');
    const no = problemWith('g7.g.triangle-conditions', 1, 'no');
    for (const w of ['no', 'falso', 'no']) accepts(no, w);
    rejects(no, 'sí');
  });

  it('how many triangles: uno, más de uno, ninguno (accents optional), and the English words', () => {
    const one = problemWith('g7.g.triangle-conditions', 4, 'one');
    expect(one.answer.canonical).toBe('uno');
    for (const w of ['uno', 'Uno', 'un triángulo', 'un triangulo', 'exactamente uno', '1', 'one']) accepts(one, w);
    for (const w of ['más de uno', 'ninguno']) rejects(one, w);
    const more = problemWith('g7.g.triangle-conditions', 4, 'more than one');
    expect(more.answer.canonical).toBe('más de uno');
    for (const w of ['más de uno', 'mas de uno', 'muchos', 'infinitos', 'more than one']) accepts(more, w);
    for (const w of ['uno', 'ninguno']) rejects(more, w);
    const none = problemWith('g7.g.triangle-conditions', 4, 'none');
    expect(none.answer.canonical).toBe('ninguno');
    for (const w of ['ninguno', 'ningún triángulo', 'ningun triangulo', 'cero', '0', 'none']) accepts(none, w);
    for (const w of ['uno', 'más de uno']) rejects(none, w);
  });

  it('cross-sections: rectángulo, cuadrado, triángulo, trapecio, círculo (accents and article optional)', () => {
    for (const [d, key, label, words, other] of [
      [1, 'rectangle', 'rectángulo', ['rectángulo', 'rectangulo', 'un rectángulo', 'rectangle'], 'cuadrado'],
      [1, 'square', 'cuadrado', ['cuadrado', 'un cuadrado', 'square'], 'rectángulo'],
      [1, 'triangle', 'triángulo', ['triángulo', 'triangulo', 'triangular', 'triangle'], 'círculo'],
      [5, 'trapezoid', 'trapecio', ['trapecio', 'un trapecio', 'trapezoid'], 'triángulo'],
      [2, 'circle', 'círculo', ['círculo', 'circulo', 'un círculo', 'circle'], 'rectángulo'],
    ] as const) {
      const p = problemWith('g7.g.cross-sections', d, key);
      expect(p.answer.canonical).toBe(label);
      for (const w of words) accepts(p, w);
      rejects(p, other);
    }
  });
});
