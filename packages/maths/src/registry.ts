import { ALL_SKILLS } from './generators/index.js';
import { tidyNotation } from './notation.js';
import { createRng } from './rng.js';
import type { Difficulty, Problem, SkillGenerator } from './types.js';

const BY_ID = new Map<string, SkillGenerator>(ALL_SKILLS.map((s) => [s.skillId, s]));

export function listSkills(): readonly SkillGenerator[] {
  return ALL_SKILLS;
}

export function getSkill(skillId: string): SkillGenerator | undefined {
  return BY_ID.get(skillId);
}

/**
 * Build the problem for (skill, difficulty, seed). Deterministic: the same inputs and
 * generator version always give the same problem (docs/maths/curriculum.md).
 */
export function generateProblem(skillId: string, difficulty: Difficulty, seed: string): Problem {
  const skill = BY_ID.get(skillId);
  if (!skill) throw new RangeError(`Unknown skill "${skillId}"`);
  const rng = createRng(`${skillId}/d${difficulty}/${seed}/${skill.version}`);
  const body = skill.generate(difficulty, rng);
  return {
    problemId: `${skillId}/d${difficulty}/${seed}`,
    skillId,
    ccss: skill.ccss,
    grade: skill.grade,
    topic: skill.topic,
    subtopic: skill.subtopic,
    difficulty,
    estTimeSec: body.estTimeSec ?? skill.estTimeSec[difficulty - 1]!,
    // What the child reads follows the notation rules (notation.ts); the answer spec is the checker's.
    question: { ...body.question, text: tidyNotation(body.question.text), ...(body.question.altText ? { altText: tidyNotation(body.question.altText) } : {}) },
    answer: body.answer,
    hints: body.hints.map(tidyNotation) as Problem['hints'],
    explanation: body.explanation.map(tidyNotation),
    misconceptions: body.misconceptions.map((m) => ({ ...m, feedback: tidyNotation(m.feedback) })),
    generatorVersion: skill.version,
    seed,
  };
}

/** Parse a stable problem id "skill/dN/seed" back into its parts. */
export function parseProblemId(problemId: string): { skillId: string; difficulty: Difficulty; seed: string } | null {
  const m = /^([a-z0-9.-]+)\/d([1-5])\/([A-Za-z0-9]+)$/.exec(problemId);
  if (!m) return null;
  return { skillId: m[1]!, difficulty: Number(m[2]) as Difficulty, seed: m[3]! };
}
