import { describe, expect, it } from 'vitest';
import { tutorFiguresOver } from './tutor-figures.js';

const day = (d: string, walkthroughs: number, stepsSeen: number, stepsRight: number) => ({ day: d, walkthroughs, stepsSeen, stepsRight });

describe('tutorFiguresOver', () => {
  const log = [day('2026-10-01', 5, 50, 40), day('2026-10-25', 2, 10, 6), day('2026-10-31', 1, 4, 3), day('2026-11-01', 9, 9, 9)];

  it('sums the days of the window ending today, today included', () => {
    expect(tutorFiguresOver(log, '2026-10-31', 7)).toEqual({ walkthroughs: 3, stepsSeen: 14, stepsRight: 9 });
    expect(tutorFiguresOver(log, '2026-10-31', 1)).toEqual({ walkthroughs: 1, stepsSeen: 4, stepsRight: 3 });
  });

  it('leaves out days older than the window and days after today', () => {
    expect(tutorFiguresOver(log, '2026-10-31', 30)).toEqual({ walkthroughs: 3, stepsSeen: 14, stepsRight: 9 });
    expect(tutorFiguresOver(log, '2026-10-30', 30)).toEqual({ walkthroughs: 7, stepsSeen: 60, stepsRight: 46 });
  });

  it('is zero without a log', () => {
    expect(tutorFiguresOver(undefined, '2026-10-31', 30)).toEqual({ walkthroughs: 0, stepsSeen: 0, stepsRight: 0 });
  });
});
