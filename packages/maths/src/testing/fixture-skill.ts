/**
 * A throwaway generator used only to exercise the generator contract before real generators exist.
 * Not registered in the product.
 */
import { Rational } from '../rational.js';
import { createRng } from '../rng.js';
import type { Difficulty, Problem, SkillGenerator } from '../types.js';

export const fixtureSkill: SkillGenerator = {
  skillId: 'g5.nf.fixture-add-fractions',
  grade: 5,
  domain: 'nf',
  ccss: ['5.NF.A.1'],
  topic: 'Fractions',
  subtopic: 'Fixture',
  prereqs: [],
  estTimeSec: [30, 40, 50, 60, 75],
  version: '0.0.1',
  generate(difficulty, rng) {
    const maxDen = 3 + difficulty * 2;
    const b = rng.int(2, maxDen);
    let d = rng.int(2, maxDen);
    if (d === b) d = b + 1;
    const a = rng.int(1, b - 1);
    const c = rng.int(1, d - 1);
    const sum = Rational.of(a, b).add(Rational.of(c, d));
    const wrong = Rational.of(a + c, b + d);
    return {
      question: { text: `${a}/${b} + ${c}/${d} = ?` },
      answer: { format: 'fraction', value: sum.toString(), canonical: sum.toString(), simplify: 'required' },
      hints: ['Find a common denominator.', `Rewrite both fractions over ${b * d}.`, `Add ${a * d}/${b * d} and ${c * b}/${b * d}.`],
      explanation: [`${a}/${b} + ${c}/${d} = ${a * d + c * b}/${b * d} = ${sum}`, 'Check: subtract back.'],
      misconceptions: wrong.eq(sum) ? [] : [{ value: wrong.toString(), id: 'added-tops-and-bottoms', feedback: 'Denominators name the piece size.' }],
    };
  },
};

/** Mirrors registry.generateProblem for an unregistered skill. */
export function buildFixtureProblem(difficulty: Difficulty, seed: string): Problem {
  const s = fixtureSkill;
  const body = s.generate(difficulty, createRng(`${s.skillId}/d${difficulty}/${seed}/${s.version}`));
  return {
    problemId: `${s.skillId}/d${difficulty}/${seed}`,
    skillId: s.skillId,
    ccss: s.ccss,
    grade: s.grade,
    topic: s.topic,
    subtopic: s.subtopic,
    difficulty,
    estTimeSec: body.estTimeSec ?? s.estTimeSec[difficulty - 1]!,
    question: body.question,
    answer: body.answer,
    hints: body.hints,
    explanation: body.explanation,
    misconceptions: body.misconceptions,
    generatorVersion: s.version,
    seed,
  };
}
