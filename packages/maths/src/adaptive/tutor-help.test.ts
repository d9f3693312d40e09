/** The step-by-step tutor's help in the adaptive model (docs/maths/adaptive.md, tutor help; docs/adr/0146). */
import { describe, expect, it } from 'vitest';
import { followsTutorHelp, hintsWithTutorHelp, newSkillState, scoreAnswer, updateRating, type GradedAnswer, type SkillState } from './index.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 10, 12);
const SKILL = 'g5.nf.add-unlike-fractions';

/** A right, quick answer without hints at d4, `at` ms. */
const right = (at: number, extra: Partial<GradedAnswer> = {}): GradedAnswer => ({ difficulty: 4, s: 1, correct: true, hintsUsed: 0, activeSeconds: 20, at, ...extra });

/** A Practising skill one right answer short of Proficient: θ just under the threshold, three of the last four right at d3. */
function nearlyProficient(): SkillState {
  const entry = (correct: boolean, i: number) => ({ difficulty: 3 as const, correct, hintsUsed: 0, activeSeconds: 20, at: T0 - (5 - i) * 60_000 });
  return { ...newSkillState(SKILL, 1.7), n: 10, lastDifficulty: 3, label: 'practising', history: [entry(false, 0), entry(true, 1), entry(true, 2), entry(true, 3)] };
}

describe('followsTutorHelp', () => {
  const state = updateRating(newSkillState(SKILL, 0), right(T0)).state;

  it('holds for the first answer after a walkthrough of the same skill', () => {
    expect(followsTutorHelp(state, { skillId: SKILL, at: T0 + 1, stepsShown: 0 })).toBe(true);
  });

  it('does not hold for another skill, a walkthrough older than the last answer, or none', () => {
    expect(followsTutorHelp(state, { skillId: 'g5.nf.other', at: T0 + 1, stepsShown: 2 })).toBe(false);
    expect(followsTutorHelp(state, { skillId: SKILL, at: T0 - 1, stepsShown: 2 })).toBe(false);
    expect(followsTutorHelp(state, null)).toBe(false);
  });

  it('holds once: after that answer the walkthrough is older than the last answer', () => {
    const help = { skillId: SKILL, at: T0 + 1, stepsShown: 1 };
    const after = updateRating(state, right(T0 + 2, { tutored: true, hintsUsed: 2 })).state;
    expect(followsTutorHelp(after, help)).toBe(false);
  });
});

describe('hintsWithTutorHelp', () => {
  it('counts the walkthrough as one hint and each step shown on request as one more, at most three', () => {
    expect(hintsWithTutorHelp(0, 0)).toBe(1);
    expect(hintsWithTutorHelp(0, 1)).toBe(2);
    expect(hintsWithTutorHelp(0, 5)).toBe(3);
  });

  it('never lowers the hints the child opened', () => {
    expect(hintsWithTutorHelp(2, 0)).toBe(2);
    expect(hintsWithTutorHelp(3, 1)).toBe(3);
  });

  it('lowers the credit of a right answer as hints do', () => {
    const credit = (hintsUsed: number) => scoreAnswer({ correct: true, activeSeconds: 10, expectedSeconds: 40, hintsUsed }).s;
    expect(credit(hintsWithTutorHelp(0, 0))).toBe(0.8);
    expect(credit(hintsWithTutorHelp(0, 2))).toBe(0.4);
  });
});

describe('updateRating with a tutored answer', () => {
  it('the same right answer that makes a skill Proficient does not when it follows a walkthrough', () => {
    const state = nearlyProficient();
    expect(state.label).not.toBe('proficient');
    const plain = updateRating(state, right(T0)).state;
    expect(plain.label).toBe('proficient');
    expect(plain.proficientAt).toBe(T0);

    const tutored = updateRating(state, right(T0, { tutored: true })).state;
    expect(tutored.label).toBe(state.label);
    expect(tutored.proficientAt).toBeNull();
    expect(tutored.nextReviewAt).toBeNull();
    // θ still moves: the answer is evidence, only the badge waits for an answer without help.
    expect(tutored.theta).toBe(plain.theta);
    expect(updateRating(tutored, right(T0 + 60_000)).state.label).toBe('proficient');
  });

  it('a tutored wrong answer still lowers the state as any wrong answer does', () => {
    const state: SkillState = { ...nearlyProficient(), label: 'practising' };
    let next = state;
    for (let i = 0; i < 3; i++) next = updateRating(next, { ...right(T0 + i, { tutored: true }), s: 0, correct: false }).state;
    expect(['learning', 'practising']).toContain(next.label);
    expect(next.theta).toBeLessThan(state.theta);
  });

  it('brings a scheduled review forward to within a day and resets its interval', () => {
    const state: SkillState = { ...nearlyProficient(), label: 'proficient', proficientAt: T0 - 10 * DAY, nextReviewAt: T0 + 8 * DAY, reviewIntervalDays: 8 };
    const tutored = updateRating(state, right(T0, { tutored: true })).state;
    expect(tutored.nextReviewAt).toBe(T0 + DAY);
    expect(tutored.reviewIntervalDays).toBe(1);
    const plain = updateRating(state, right(T0)).state;
    expect(plain.nextReviewAt).toBe(T0 + 8 * DAY);
  });

  it('a first tutored answer of a new skill makes it Learning at most', () => {
    const fresh = newSkillState(SKILL, 3);
    expect(updateRating(fresh, right(T0, { tutored: true })).state.label).toBe('learning');
  });
});
