/**
 * The contract every skill generator must meet (docs/maths/curriculum.md: reproducible, three hints, a worked solution, predicted wrong answers), as plain assertions so the same checks
 * run over the registered skills (generators.test.ts) and over the suite's own fixture.
 */
import { expect } from 'vitest';
import { checkAnswer } from '../checker/index.js';
import { createRng } from '../rng.js';
import { perturbAnswer } from './perturb.js';
import { DIFFICULTIES, type Difficulty, type Problem } from '../types.js';

export type BuildProblem = (difficulty: Difficulty, seed: string) => Problem;

/** Seeds spread evenly over the five difficulties. */
export function seedPlan(count: number): Array<{ difficulty: Difficulty; seed: string }> {
  return Array.from({ length: count }, (_, i) => ({ difficulty: DIFFICULTIES[i % 5]!, seed: `s${i.toString(16)}` }));
}

const BAD_TEXT = /undefined|NaN|\[object/;
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A hint gives the answer away when it ends by computing it: "… = 17/12" (optionally with a unit or a full
 * stop). Deliberately narrow, because hints legitimately contain the answer's digits:
 *  - "y = 4" / "x = 8" (a coordinate or variable being named) is not a computation;
 *  - single-digit whole answers are skipped: at d1 an intermediate step ("2 − 0 = 2") often coincides with them.
 */
export function hintStatesAnswer(hint: string, canonical: string): boolean {
  const c = canonical.trim();
  if (c === '' || /^[-−]?\d$/.test(c)) return false;
  const m = new RegExp(`(\\S+)\\s*=\\s*${escape(c)}(?:\\s*[A-Za-z°$%²³]{0,12})?\\s*[.!]?\\s*$`).exec(hint.trim());
  return !!m && !/^[A-Za-z]$/.test(m[1]!);
}

export function checkProblemContract(skillId: string, build: BuildProblem, difficulty: Difficulty, seed: string): void {
  const where = `${skillId}/d${difficulty}/${seed}`;
  const problem = build(difficulty, seed);
  expect(build(difficulty, seed), `${where} reproducible`).toEqual(problem);

  expect(problem.problemId, where).toBe(`${skillId}/d${difficulty}/${seed}`);
  expect(problem.skillId, where).toBe(skillId);
  expect(problem.difficulty, where).toBe(difficulty);
  expect([1, 2, 3, 4, 5], where).toContain(problem.difficulty);
  expect(problem.estTimeSec, `${where} estTimeSec`).toBeGreaterThan(0);

  expect(problem.question.text.trim(), `${where} question`).not.toBe('');
  expect(problem.question.text, `${where} question`).not.toMatch(BAD_TEXT);

  expect(problem.hints, `${where} hints`).toHaveLength(3);
  for (const hint of problem.hints) {
    expect(hint.trim(), `${where} hint`).not.toBe('');
    expect(hint, `${where} hint`).not.toMatch(BAD_TEXT);
    expect(hintStatesAnswer(hint, problem.answer.canonical), `${where} hint states the answer: "${hint}"`).toBe(false);
  }
  expect(problem.explanation.length, `${where} explanation`).toBeGreaterThan(0);
  for (const line of problem.explanation) expect(line, `${where} explanation`).not.toMatch(BAD_TEXT);

  const own = checkAnswer(problem.answer.canonical, problem.answer);
  expect(own.verdict, `${where} canonical "${problem.answer.canonical}" (${own.reason})`).toBe('accept');

  const wrong = perturbAnswer(problem.answer, createRng(`perturb/${where}`));
  const judged = checkAnswer(wrong, problem.answer);
  expect(judged.verdict, `${where} perturbed "${wrong}" for "${problem.answer.canonical}" (${judged.reason})`).toBe('reject');

  for (const m of problem.misconceptions) {
    expect(m.id, where).toMatch(/\S/);
    expect(m.feedback, where).toMatch(/\S/);
    const v = checkAnswer(m.value, problem.answer);
    expect(v.verdict, `${where} misconception "${m.value}" is accepted`).not.toBe('accept');
  }
}
