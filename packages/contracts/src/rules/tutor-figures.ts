/**
 * What a student's step-by-step tutor use adds up to over a window of local days (docs/adr/0117,
 * 0145): one rule, so the parent's report (game) and the teacher's views (teacher service, from
 * game.tutor.updated) say the same.
 */
import type { TutorDay } from '../events/game.js';
import type { TutorFigures } from '../http/game.js';
import { dayDiff } from './calendar.js';

export const NO_TUTOR_USE: TutorFigures = { walkthroughs: 0, stepsSeen: 0, stepsRight: 0 };

export function addTutorFigures(a: TutorFigures, b: TutorFigures): TutorFigures {
  return { walkthroughs: a.walkthroughs + b.walkthroughs, stepsSeen: a.stepsSeen + b.stepsSeen, stepsRight: a.stepsRight + b.stepsRight };
}

/** Walkthroughs and steps over the `days` local days ending with `today` (today included). */
export function tutorFiguresOver(log: readonly TutorDay[] | undefined, today: string, days: number): TutorFigures {
  let sum = NO_TUTOR_USE;
  for (const d of log ?? []) {
    const age = dayDiff(d.day, today);
    if (age >= 0 && age < days) sum = addTutorFigures(sum, d);
  }
  return sum;
}
