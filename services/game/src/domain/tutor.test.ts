import { generateProblem, tutor } from '@mathquest/maths';
import { describe, expect, it } from 'vitest';
import { EMPTY_TUTOR_RECORD, TUTOR_LOG_DAYS, completeBlank, figuresAdded, recordWalk, startWalk, tutorFiguresOver, tutorHelpOf, walkView } from './tutor.js';

// 1/12 + 1/6: steps "Rename ... 1/6 = [2/12].", "1/12 + 2/12 = [3/12].", "In simplest form: [1/4].", "Check: ..."
const problem = generateProblem('g5.nf.add-unlike-fractions', 1, 'tutor78');
const steps = tutor.tutorSteps(problem);

describe('a walkthrough', () => {
  it('opens at the first blank, then moves blank by blank, and shows every step at the end', () => {
    const walk = startWalk('p1', steps, 's1', 0);
    expect(walk.cursor).toBe(0);
    const view = walkView('p1', problem, steps, walk, null);
    expect(view).toMatchObject({ currentStep: 0, stepsSeen: 1, stepsRight: 0, finished: false, stepsTotal: 4 });
    expect(view.steps).toEqual([{ index: 0, kind: 'fill', text: null, before: 'Rename with denominator 12: 1/12 = 1/12, 1/6 = ', after: '.', status: 'open', value: null }]);

    const one = completeBlank(walk, steps, 'right', 1);
    const two = completeBlank(one, steps, 'shown', 1);
    const done = completeBlank(two, steps, 'right', 1);
    expect([one.cursor, two.cursor, done.cursor]).toEqual([1, 2, null]);
    const end = walkView('p1', problem, steps, done, { title: 't', feedback: 'f' });
    expect(end).toMatchObject({ finished: true, currentStep: null, stepsSeen: 4, stepsRight: 2 });
    expect(end.steps.map((s) => s.status)).toEqual(['right', 'shown', 'right', 'text']);
    expect(end.steps[1]!.text).toBe('1/12 + 2/12 = 3/12.');
    expect(completeBlank(done, steps, 'right', 1)).toBe(done);
  });

  it('counts a new walkthrough once and the steps each change newly shows', () => {
    const walk = startWalk('p1', steps, 's1', 0);
    expect(figuresAdded(steps, null, walk, 0)).toEqual({ walkthroughs: 1, stepsSeen: 1, stepsRight: 0 });
    const next = completeBlank(walk, steps, 'right', 1);
    expect(figuresAdded(steps, walk, next, 1)).toEqual({ walkthroughs: 0, stepsSeen: 1, stepsRight: 1 });
  });

  it("carries the problem's picture for the screen to draw above the steps, null for a text-only problem", () => {
    const walk = startWalk('p1', steps, 's1', 0);
    expect(problem.diagram?.kind).toBe('fraction-bar');
    expect(walkView('p1', problem, steps, walk, null).diagram).toEqual(problem.diagram);
    const { diagram: _none, ...textOnly } = problem;
    expect(walkView('p1', textOnly, steps, walk, null).diagram).toBeNull();
  });

  it('a problem without blanks is finished at once, every step shown', () => {
    const text = [{ kind: 'text' as const, text: 'a' }, { kind: 'text' as const, text: 'b' }];
    const walk = startWalk('p2', text, 's1', 0);
    expect(walk.cursor).toBeNull();
    expect(figuresAdded(text, null, walk, 0)).toEqual({ walkthroughs: 1, stepsSeen: 2, stepsRight: 0 });
  });
});

describe('the tutor record', () => {
  it('adds figures by day and skill, keeps 30 days, and sums a window', () => {
    let record = recordWalk(EMPTY_TUTOR_RECORD, startWalk('p1', steps, 's1', 0), { walkthroughs: 1, stepsSeen: 2, stepsRight: 1 }, '2026-01-01', 's1');
    record = recordWalk(record, startWalk('p2', steps, 's1', 0), { walkthroughs: 1, stepsSeen: 3, stepsRight: 0 }, '2026-01-20', 's1');
    record = recordWalk(record, startWalk('p3', steps, 's1', 0), { walkthroughs: 1, stepsSeen: 1, stepsRight: 1 }, '2026-01-31', 's2');
    expect(record.rev).toBe(3);
    expect(record.days.map((d) => d.day)).toEqual(['2026-01-20', '2026-01-31']); // 2026-01-01 is 30 days before the 31st
    expect(record.skills).toEqual([
      { skillId: 's1', lastDay: '2026-01-20', walkthroughs: 2, stepsSeen: 5, stepsRight: 1 },
      { skillId: 's2', lastDay: '2026-01-31', walkthroughs: 1, stepsSeen: 1, stepsRight: 1 },
    ]);
    expect(tutorFiguresOver(record, '2026-01-31', 7)).toEqual({ walkthroughs: 1, stepsSeen: 1, stepsRight: 1 });
    expect(tutorFiguresOver(record, '2026-01-31', TUTOR_LOG_DAYS)).toEqual({ walkthroughs: 2, stepsSeen: 4, stepsRight: 1 });
    expect(tutorFiguresOver(undefined, '2026-01-31', 7)).toEqual({ walkthroughs: 0, stepsSeen: 0, stepsRight: 0 });
  });
});

describe('what the adaptive engine reads of the last walkthrough (docs/adr/0146)', () => {
  it('its skill, when it last changed, and the blanks the child asked to be shown', () => {
    const walk = completeBlank(completeBlank(startWalk('p1', steps, problem.skillId, 1_000), steps, 'shown', 2_000), steps, 'right', 3_000);
    const record = recordWalk(EMPTY_TUTOR_RECORD, walk, { walkthroughs: 1, stepsSeen: 3, stepsRight: 1 }, '2026-01-31', problem.skillId);
    expect(tutorHelpOf(record)).toEqual({ skillId: problem.skillId, at: 3_000, stepsShown: 1 });
  });

  it('nothing without a walkthrough, or for one stored before the rule (no skill, no time)', () => {
    expect(tutorHelpOf(undefined)).toBeNull();
    expect(tutorHelpOf(EMPTY_TUTOR_RECORD)).toBeNull();
    expect(tutorHelpOf({ ...EMPTY_TUTOR_RECORD, walk: { problemId: 'p1', cursor: 0, done: {} } })).toBeNull();
  });
});
