/**
 * Speed Challenge rules (docs/product/practice.md#speed-challenge, docs/adr/0135): the run's
 * 60-second window, when a problem may still be served or answered, and how a run is scored.
 * Pure: the answers come from the session's served problems (repositories/problems.ts).
 */
import { SPEED_GRACE_SECONDS, SPEED_POINTS_PER_CORRECT, SPEED_QUICK_SECONDS, SPEED_RUN_SECONDS } from '@mathquest/contracts';

/** The end of a run started at `startedAt`. */
export const runEndsAt = (startedAt: Date): Date => new Date(startedAt.getTime() + SPEED_RUN_SECONDS * 1000);

/** A new problem is served only while the run's clock is running. */
export const servesAt = (endsAt: Date, at: Date): boolean => at.getTime() < endsAt.getTime();

/**
 * An answer counts when it reaches the server at most SPEED_GRACE_SECONDS after the end: one sent
 * as the clock reached 0 still counts; one sent later is refused.
 */
export const acceptsAnswerAt = (endsAt: Date, at: Date): boolean => at.getTime() <= endsAt.getTime() + SPEED_GRACE_SECONDS * 1000;

/**
 * Points of one graded answer: SPEED_POINTS_PER_CORRECT for a correct one, plus one point for each
 * whole second under SPEED_QUICK_SECONDS it took from the problem being served; 0 for a wrong one.
 */
export function answerPoints(isCorrect: boolean, seconds: number): number {
  if (!isCorrect) return 0;
  const quick = Math.max(0, SPEED_QUICK_SECONDS - Math.floor(Math.max(0, seconds)));
  return SPEED_POINTS_PER_CORRECT + quick;
}

/** One graded answer of a run, as the server recorded it. */
export interface RunAnswer {
  isCorrect: boolean;
  servedAt: Date;
  answeredAt: Date;
}

export interface RunTally {
  answered: number;
  correct: number;
  score: number;
}

/** The run's figures from its graded answers (answers the server refused were never recorded). */
export function tallyRun(answers: readonly RunAnswer[]): RunTally {
  let correct = 0;
  let score = 0;
  for (const a of answers) {
    if (a.isCorrect) correct++;
    score += answerPoints(a.isCorrect, (a.answeredAt.getTime() - a.servedAt.getTime()) / 1000);
  }
  return { answered: answers.length, correct, score };
}

/**
 * What the Speed Runner board ranks for a run: the run's seconds per correct answer, the whole
 * SPEED_RUN_SECONDS over the correct answers (a run always lasts the full minute, so stopping
 * early cannot improve it), three decimals; null without a correct answer (not ranked).
 */
export function secondsPerCorrect(correct: number): number | null {
  return correct > 0 ? Math.round((SPEED_RUN_SECONDS / correct) * 1000) / 1000 : null;
}
