/**
 * The one place the game service touches the maths engine: catalogue, generation, grading
 * (checker + attempt policy) and the adaptive choice. Whatever the maths package exports
 * (`gradeAnswer`, an adaptive module) is used when present; until then the documented intent
 * (MATHS.md §3.0, §4) is implemented here and in domain/adaptive.ts.
 */
import { randomBytes } from 'node:crypto';
import * as maths from '@mathquest/maths';
import type { Difficulty, Problem } from '@mathquest/maths';
// The checker is complete in the maths package but not yet re-exported from its index.
import { checkAnswer, nudgeKindOf, type CheckResult } from '../../../packages/maths/src/checker/index.js';
import {
  answerScore,
  chooseDifficulty,
  chooseSkill,
  formatWeight,
  newSkillState,
  updateSkill,
  type SkillInfo,
  type SkillState,
} from './domain/adaptive.js';

export type { SkillState } from './domain/adaptive.js';

// ---------------------------------------------------------------- catalogue and generation

let catalogueCache: SkillInfo[] | null = null;

/** Skills with a generator, as the adaptive engine needs them. */
export function catalogue(): SkillInfo[] {
  catalogueCache ??= maths.listSkills().map((s) => ({ skillId: s.skillId, grade: s.grade, domain: s.domain, prereqs: s.prereqs }));
  return catalogueCache;
}

export function generate(skillId: string, difficulty: number, seed: string): Problem {
  return maths.generateProblem(skillId, difficulty as Difficulty, seed);
}

export function newSeed(): string {
  return randomBytes(4).toString('hex');
}

// ---------------------------------------------------------------- grading

export interface PriorNudges {
  /** Value-revealing nudges already given for this problem ("simplify it"). */
  value: number;
  /** Nudges about unreadable input already given. */
  unreadable: number;
}

export interface Grade {
  verdict: 'accept' | 'reject' | 'nudge';
  reason: string;
  message: string | null;
  /** False for a nudge: not graded, the problem stays open. */
  graded: boolean;
  isCorrect: boolean;
  nudgeKind: 'value' | 'unreadable' | null;
  misconception: { id: string; feedback: string } | null;
}

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '').replace(/[−–—]/g, '-');

/**
 * Check an answer and apply the attempt policy (MATHS.md §3.0): at most one value-revealing
 * nudge per problem and three unreadable ones; beyond that the nudge is graded as a reject.
 */
export function grade(problem: Problem, input: string, prior: PriorNudges): Grade {
  const r: CheckResult = checkAnswer(input, problem.answer);
  if (r.verdict === 'nudge') {
    const kind = nudgeKindOf(r.reason);
    const allowed = kind === 'value' ? prior.value < 1 : prior.unreadable < 3;
    if (allowed) {
      return { verdict: 'nudge', reason: r.reason, message: r.message ?? null, graded: false, isCorrect: false, nudgeKind: kind, misconception: null };
    }
    return { verdict: 'reject', reason: r.reason, message: r.message ?? null, graded: true, isCorrect: false, nudgeKind: null, misconception: findMisconception(problem, input) };
  }
  const isCorrect = r.verdict === 'accept';
  return {
    verdict: r.verdict,
    reason: r.reason,
    message: r.message ?? null,
    graded: true,
    isCorrect,
    nudgeKind: null,
    misconception: isCorrect ? null : findMisconception(problem, input),
  };
}

function findMisconception(problem: Problem, input: string): { id: string; feedback: string } | null {
  const typed = squash(input);
  for (const m of problem.misconceptions) {
    if (squash(m.value) === typed) return { id: m.id, feedback: m.feedback };
  }
  // Value-equal forms (e.g. "0.50" for "0.5"): a misconception value graded as the answer would accept it.
  for (const m of problem.misconceptions) {
    try {
      const spec = { ...problem.answer, canonical: m.value, value: m.value } as Problem['answer'];
      if ('value' in problem.answer && checkAnswer(input, spec).verdict === 'accept') return { id: m.id, feedback: m.feedback };
    } catch {
      /* a misconception value the checker cannot read as this format */
    }
  }
  return null;
}

// ---------------------------------------------------------------- adaptive

export interface NextChoice {
  skillId: string;
  difficulty: number;
}

export function chooseNext(states: readonly SkillState[], studentGrade: number, recentSkills: readonly string[], random: () => number = Math.random): NextChoice | null {
  const cat = catalogue();
  const skillId = chooseSkill({ catalogue: cat, states, studentGrade, recentSkills, random });
  if (!skillId) return null;
  const info = cat.find((s) => s.skillId === skillId)!;
  const state = states.find((s) => s.skillId === skillId) ?? newSkillState(info, studentGrade);
  return { skillId, difficulty: chooseDifficulty(state, random) };
}

/** The skill states after one graded answer (MATHS §4.3.3). */
export function updateAfterAnswer(
  states: readonly SkillState[],
  studentGrade: number,
  answer: { skillId: string; difficulty: number; isCorrect: boolean; timeSpent: number; estimatedTime: number; hintsUsed: number; answerFormat: string; optionCount: number },
): SkillState[] {
  const info = catalogue().find((s) => s.skillId === answer.skillId) ?? { skillId: answer.skillId, grade: studentGrade, domain: '', prereqs: [] };
  const current = states.find((s) => s.skillId === answer.skillId) ?? newSkillState(info, studentGrade);
  const score = answerScore(answer.isCorrect, answer.timeSpent, answer.estimatedTime, answer.hintsUsed);
  const next = updateSkill(current, answer.difficulty, score, formatWeight(answer.answerFormat, answer.optionCount));
  return [...states.filter((s) => s.skillId !== answer.skillId), next];
}
