import { ALL_SKILLS } from './generators/index.js';
import { tidyNotation } from './notation.js';
import { createRng } from './rng.js';
import { problemHintGivesAway } from './hint-rules.js';
import { diagramRevealsAnswer } from './diagrams/reveal.js';
import type { Difficulty, GeneratedBody, Problem, SkillGenerator } from './types.js';
import { words, type Language } from './language/index.js';

const BY_ID = new Map<string, SkillGenerator>(ALL_SKILLS.map((s) => [s.skillId, s]));

export function listSkills(): readonly SkillGenerator[] {
  return ALL_SKILLS;
}

export function getSkill(skillId: string): SkillGenerator | undefined {
  return BY_ID.get(skillId);
}

/** Draws tried again when a hint or the diagram gives the answer away by coincidence. */
const HINT_REDRAWS = 8;

/** What the child reads follows the notation rules (notation.ts); the answer spec is the checker's. */
function tidyBody(body: GeneratedBody): GeneratedBody {
  return {
    ...body,
    question: { ...body.question, text: tidyNotation(body.question.text), ...(body.question.altText ? { altText: tidyNotation(body.question.altText) } : {}) },
    hints: body.hints.map(tidyNotation) as GeneratedBody['hints'],
    explanation: body.explanation.map(tidyNotation),
    misconceptions: body.misconceptions.map((m) => ({ ...m, feedback: tidyNotation(m.feedback) })),
  };
}

/** Whether `skill` writes `language` (English always). */
export function skillSpeaks(skill: SkillGenerator, language: Language): boolean {
  return language === 'en' || (skill.languages ?? []).includes(language);
}

/**
 * Build the problem for (skill, difficulty, seed), worded in `language` (docs/maths/languages.md).
 * Deterministic: the same inputs and generator version always give the same problem
 * (docs/maths/curriculum.md), and the same numbers and answer in every language. A skill that
 * does not write the language yet gives its English problem, without `language`.
 */
export function generateProblem(skillId: string, difficulty: Difficulty, seed: string, language: Language = 'en'): Problem {
  const skill = BY_ID.get(skillId);
  if (!skill) throw new RangeError(`Unknown skill "${skillId}"`);
  // A draw whose numbers make a hint (or a diagram's label) give the answer away by coincidence is drawn again from a derived
  // stream (hint-rules.ts); a generator whose hints always do is caught by the property suite. The English wording decides
  // the redraw, so every language lands on the same stream and the same numbers.
  const base = `${skillId}/d${difficulty}/${seed}/${skill.version}`;
  let stream = base;
  let body = tidyBody(skill.generate(difficulty, createRng(stream)));
  for (let redraw = 1; redraw <= HINT_REDRAWS && givesAway(body); redraw++) {
    stream = `${base}/r${redraw}`;
    body = tidyBody(skill.generate(difficulty, createRng(stream)));
  }
  const translated = language !== 'en' && skillSpeaks(skill, language);
  if (translated) body = tidyBody(skill.generate(difficulty, createRng(stream), words(language)));
  return {
    problemId: `${skillId}/d${difficulty}/${seed}`,
    skillId,
    ccss: skill.ccss,
    grade: skill.grade,
    topic: skill.topic,
    subtopic: skill.subtopic,
    difficulty,
    estTimeSec: body.estTimeSec ?? skill.estTimeSec[difficulty - 1]!,
    question: body.question,
    // Only when there is one: a text-only problem's JSON (and its golden digest) stays as it was.
    ...(body.diagram ? { diagram: body.diagram } : {}),
    answer: body.answer,
    hints: body.hints,
    explanation: body.explanation,
    misconceptions: body.misconceptions,
    generatorVersion: skill.version,
    seed,
    ...(translated ? { language } : {}),
    // Only at the catalogue's edges (docs/adr/0207): every other problem's JSON and digest stay as they were.
    ...(skill.edge ? { edge: skill.edge } : {}),
  };
}

function givesAway(body: GeneratedBody): boolean {
  return problemHintGivesAway(body) !== null || (body.diagram !== undefined && diagramRevealsAnswer(body.diagram, body.answer, body.question.text) !== null);
}

/** Parse a stable problem id "skill/dN/seed" back into its parts. */
export function parseProblemId(problemId: string): { skillId: string; difficulty: Difficulty; seed: string } | null {
  const m = /^([a-z0-9.-]+)\/d([1-5])\/([A-Za-z0-9]+)$/.exec(problemId);
  if (!m) return null;
  return { skillId: m[1]!, difficulty: Number(m[2]) as Difficulty, seed: m[3]! };
}
