/**
 * How the step-by-step tutor's help counts in the model (docs/maths/adaptive.md, tutor help;
 * docs/adr/0146). A walkthrough shows the child the method with their own numbers, so the next
 * graded answer on that skill is partly imitation: it is credited as a hinted answer (one hint for
 * the walkthrough, one more for each step the child asked to be shown, at most three), it cannot
 * raise the skill's state, and a skill with a review schedule is reviewed again within a day.
 * Pure: the caller says which walkthrough came last.
 */
import type { SkillState } from './state.js';

/** The last walkthrough of a student: its skill, when it last changed (epoch ms) and the steps shown on request. */
export interface TutorHelp {
  skillId: string;
  at: number;
  stepsShown: number;
}

/** Hints a walkthrough counts as by itself (seeing the method once). */
export const TUTOR_WALKTHROUGH_HINTS = 1;
/** The hint credit table's last row (docs/maths/adaptive.md, the model). */
const MAX_HINTS = 3;

/**
 * True when the answer about to be graded on `state`'s skill is the first since the walkthrough
 * `help` last changed: the walkthrough is of this skill and newer than the skill's last graded answer.
 */
export function followsTutorHelp(state: Pick<SkillState, 'skillId' | 'history'>, help: TutorHelp | null | undefined): help is TutorHelp {
  if (!help || help.skillId !== state.skillId) return false;
  const lastAnswerAt = state.history.at(-1)?.at ?? Number.NEGATIVE_INFINITY;
  return help.at > lastAnswerAt;
}

/** The hints an answer that follows a walkthrough is credited with: at least the walkthrough's, never more than three. */
export function hintsWithTutorHelp(hintsUsed: number, stepsShown: number): number {
  const help = TUTOR_WALKTHROUGH_HINTS + Math.max(0, Math.trunc(stepsShown));
  return Math.min(MAX_HINTS, Math.max(Math.max(0, Math.trunc(hintsUsed)), help));
}
