/**
 * The checker on the grade 6 word answers in Spanish (docs/maths/languages.md): each is accepted in
 * Spanish (accents optional) and in English, and the other options are still refused.
 */
import { describe, expect, it } from 'vitest';
import { generateProblem } from '../registry.js';
import type { Difficulty, Problem } from '../types.js';
import { checkAnswer } from './index.js';

/** The first Spanish problem of the skill whose answer is `value`. */
function problemWith(skillId: string, difficulty: Difficulty, value: string): Problem {
  for (let i = 0; i < 400; i++) {
    const p = generateProblem(skillId, difficulty, `chk6-${i}`, 'es-US');
    if (p.answer.format === 'choice' && p.answer.value === value) return p;
  }
  throw new Error(`no ${skillId} d${difficulty} problem with answer ${value}`);
}

const accepts = (p: Problem, input: string) => expect(checkAnswer(input, p.answer, 'es-US').verdict, `${input} for ${p.problemId}`).toBe('accept');
const rejects = (p: Problem, input: string) => expect(checkAnswer(input, p.answer, 'es-US').verdict, `${input} for ${p.problemId}`).toBe('reject');

describe('grade 6 word answers in Spanish', () => {
  it('negative numbers compared: menor que, mayor que, and the symbols', () => {
    const less = problemWith('g6.ns.integers-absolute-value', 3, '<');
    for (const w of ['<', 'menor que', 'es menor que', 'menor', 'less than']) accepts(less, w);
    for (const w of ['>', 'mayor que']) rejects(less, w);
    const greater = problemWith('g6.ns.integers-absolute-value', 3, '>');
    for (const w of ['>', 'mayor que', 'Mayor', 'greater than']) accepts(greater, w);
    rejects(greater, 'menor que');
  });

  it('the better buy: A or B, "caja A" and "box A"', () => {
    const a = problemWith('g6.rp.unit-rate', 4, 'A');
    for (const w of ['A', 'a', 'caja A', 'la caja a', 'box a']) accepts(a, w);
    for (const w of ['B', 'caja B']) rejects(a, w);
    const b = problemWith('g6.rp.unit-rate', 4, 'B');
    for (const w of ['B', 'la caja B', 'box b']) accepts(b, w);
  });

  it('statistical questions: sí/no (accents optional) and yes/no, labelled in Spanish', () => {
    const yes = problemWith('g6.sp.statistical-questions', 1, 'yes');
    expect(yes.answer.canonical).toBe('sí');
    for (const w of ['sí', 'si', 'Sí', 'verdadero', 'yes']) accepts(yes, w);
    rejects(yes, 'no');
    const no = problemWith('g6.sp.statistical-questions', 3, 'no');
    expect(no.answer.canonical).toBe('no');
    for (const w of ['no', 'falso', 'no es', 'no it is not']) accepts(no, w);
    rejects(no, 'sí');
  });

  it('the shape of a distribution: simétrica, sesgada a la izquierda, sesgada a la derecha', () => {
    const sym = problemWith('g6.sp.describe-distributions', 1, 'symmetric');
    expect(sym.answer.canonical).toBe('simétrica');
    for (const w of ['simétrica', 'simetrica', 'simétrico', 'en forma de campana', 'symmetric']) accepts(sym, w);
    for (const w of ['sesgada a la derecha', 'sesgada a la izquierda']) rejects(sym, w);
    const right = problemWith('g6.sp.describe-distributions', 2, 'skewed right');
    expect(right.answer.canonical).toBe('sesgada a la derecha');
    for (const w of ['sesgada a la derecha', 'Sesgado a la derecha', 'sesgada hacia la derecha', 'cola a la derecha', 'skewed right']) accepts(right, w);
    for (const w of ['sesgada a la izquierda', 'simétrica']) rejects(right, w);
    const left = problemWith('g6.sp.describe-distributions', 5, 'skewed left');
    for (const w of ['sesgada a la izquierda', 'sesgo a la izquierda', 'skewed left']) accepts(left, w);
    rejects(left, 'sesgada a la derecha');
  });
});
