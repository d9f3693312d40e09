import { describe, expect, it } from 'vitest';
import {
  PLACEMENT_BELOW_MAX_RIGHT,
  PLACEMENT_MAX_ANSWERS,
  PLACEMENT_PROBE_JUMP,
  PLACEMENT_SESSION_ANSWERS,
  PLACEMENT_VERDICT_ANSWERS,
  applyPlacementJump,
  newSkillState,
  nextPlacementProbe,
  placementAnchors,
  placementShift,
  placementVerdict,
  updateRating,
  workingGradeOf,
  type SkillMeta,
  type SkillState,
} from './index.js';
import { listSkills } from '../registry.js';
import type { Difficulty } from '../types.js';
import { practised } from '../testing/adaptive.js';

// The faster placement (docs/adr/0211-faster-placement.md).
const catalogue: SkillMeta[] = listSkills().map((s) => ({ skillId: s.skillId, grade: s.grade, domain: s.domain, prereqs: s.prereqs, formatWeight: 1, estTimeSec: s.estTimeSec }));
const byId = new Map(catalogue.map((s) => [s.skillId, s]));
const expected = (id: string, d: Difficulty): number | undefined => byId.get(id)?.estTimeSec?.[d - 1];
const gradeOf = (id: string): number | undefined => byId.get(id)?.grade;

interface Answer {
  correct: boolean;
  hints?: number;
  /** Seconds as a multiple of the expected time (1 = on time). */
  time?: number;
}

/** Plays the placement probes of `grade` with the given answers (in order) and returns the states. */
function place(grade: number, answers: readonly Answer[]): Map<string, SkillState> {
  const anchors = placementAnchors(catalogue, grade);
  const states = new Map<string, SkillState>();
  answers.forEach((a, i) => {
    const probe = nextPlacementProbe(anchors, states, expected);
    if (!probe) throw new Error(`placement ended before answer ${i + 1}`);
    const seconds = (expected(probe.skillId, probe.difficulty) ?? 30) * (a.time ?? 1);
    const before = states.get(probe.skillId) ?? newSkillState(probe.skillId, 0.8);
    const { state } = updateRating(before, { difficulty: probe.difficulty, s: a.correct ? 1 : 0, correct: a.correct, hintsUsed: a.hints ?? 0, activeSeconds: seconds, at: 1_000 * (i + 1) });
    states.set(probe.skillId, state);
  });
  return states;
}

const wrong: Answer = { correct: false };
const fastRight: Answer = { correct: true };
const times = (a: Answer, k: number): Answer[] => Array.from({ length: k }, () => a);

describe('faster placement: the verdict of the first placement answers', () => {
  const anchors6 = placementAnchors(catalogue, 6);

  it('waits for the first answers before it says anything', () => {
    expect(placementVerdict(anchors6, place(6, times(wrong, PLACEMENT_VERDICT_ANSWERS - 1)), expected)).toBeNull();
  });

  it('all wrong: two steps down (the working grade two grades below, seeds lower) and placement ends', () => {
    const states = place(6, times(wrong, PLACEMENT_VERDICT_ANSWERS));
    expect(placementVerdict(anchors6, states, expected)).toBe('below');
    const shift = placementShift(anchors6, states, 6, expected);
    expect(shift).toEqual({ verdict: 'below', gradeSteps: -2, seedShift: -1 });
    expect(workingGradeOf(states.values(), gradeOf, 6, shift.gradeSteps)).toBe(4);
    expect(nextPlacementProbe(anchors6, states, expected)).toBeNull();
  });

  it(`counts up to ${PLACEMENT_BELOW_MAX_RIGHT} right answer among them as a start below the grade, more as mixed`, () => {
    const oneRight = [fastRight, ...times(wrong, PLACEMENT_VERDICT_ANSWERS - 1)];
    expect(placementVerdict(anchors6, place(6, oneRight), expected)).toBe('below');
    const twoRight = [fastRight, wrong, fastRight, ...times(wrong, PLACEMENT_VERDICT_ANSWERS - 3)];
    expect(placementVerdict(anchors6, place(6, twoRight), expected)).toBe('mixed');
  });

  it('all right, fast and without hints: two steps up (the grade above, seeds higher) and placement ends', () => {
    const states = place(6, times(fastRight, PLACEMENT_VERDICT_ANSWERS));
    const shift = placementShift(anchors6, states, 6, expected);
    expect(shift).toEqual({ verdict: 'above', gradeSteps: 1, seedShift: 2 });
    expect(workingGradeOf(states.values(), gradeOf, 6, shift.gradeSteps)).toBe(7);
    expect(nextPlacementProbe(anchors6, states, expected)).toBeNull();
  });

  it('takes as seed steps the grade steps the bounds forbid (grade 8 has no grade above; grade 5 only one below)', () => {
    const anchors8 = placementAnchors(catalogue, 8);
    expect(placementShift(anchors8, place(8, times(fastRight, PLACEMENT_VERDICT_ANSWERS)), 8, expected)).toEqual({ verdict: 'above', gradeSteps: 0, seedShift: 3 });
    const anchors5 = placementAnchors(catalogue, 5);
    expect(placementShift(anchors5, place(5, times(wrong, PLACEMENT_VERDICT_ANSWERS)), 5, expected)).toEqual({ verdict: 'below', gradeSteps: -1, seedShift: -2 });
  });

  it('mixed answers: one step per domain, as the warm-up always did, and no shift', () => {
    const answers = [fastRight, wrong, fastRight, fastRight, fastRight];
    const states = place(6, answers);
    expect(placementVerdict(anchors6, states, expected)).toBe('mixed');
    expect(placementShift(anchors6, states, 6, expected)).toEqual({ verdict: 'mixed', gradeSteps: 0, seedShift: 0 });
    const next = nextPlacementProbe(anchors6, states, expected);
    expect(next).not.toBeNull();
    // After a miss on a previous-grade anchor the follow-up probe is one grade lower and seeded one grade lower.
    const [rp] = anchors6;
    const missed = place(6, [wrong]);
    expect(nextPlacementProbe(anchors6, missed, expected)).toEqual({ skillId: rp!.twoBack, difficulty: 3, domain: '6.rp', seedSteps: -1 });
  });

  it('counts a slow or hinted right answer as mixed, not as a jump up', () => {
    const slow = [...times(fastRight, PLACEMENT_VERDICT_ANSWERS - 1), { correct: true, time: 2 }];
    expect(placementVerdict(anchors6, place(6, slow), expected)).toBe('mixed');
    const hinted = [{ correct: true, hints: 1 }, ...times(fastRight, PLACEMENT_VERDICT_ANSWERS - 1)];
    expect(placementVerdict(anchors6, place(6, hinted), expected)).toBe('mixed');
  });

  it('holds during the first session only', () => {
    const states = place(6, times(wrong, PLACEMENT_VERDICT_ANSWERS));
    states.set('g4.nbt.other', practised('g4.nbt.other', 0, PLACEMENT_SESSION_ANSWERS));
    expect(placementShift(anchors6, states, 6, expected)).toEqual({ verdict: 'mixed', gradeSteps: 0, seedShift: 0 });
  });
});

describe('faster placement: the probed skills move with the verdict', () => {
  const anchors6 = placementAnchors(catalogue, 6);

  it('moves every answered probe by the jump on the answer that decides the verdict, and only then', () => {
    const before = place(6, times(wrong, PLACEMENT_VERDICT_ANSWERS - 1));
    const after = place(6, times(wrong, PLACEMENT_VERDICT_ANSWERS));
    const jumped = applyPlacementJump(anchors6, before, [...after.values()], expected);
    for (const s of jumped) expect(s.theta).toBeCloseTo(after.get(s.skillId)!.theta - PLACEMENT_PROBE_JUMP);
    // Later answers: the verdict was already given, nothing moves.
    expect(applyPlacementJump(anchors6, after, [...after.values()], expected)).toEqual([...after.values()]);
  });

  it('moves nothing once placement is over (a student who started before the rule)', () => {
    const before = place(6, times(wrong, PLACEMENT_VERDICT_ANSWERS - 1));
    before.set('g4.nbt.other', practised('g4.nbt.other', 0, PLACEMENT_MAX_ANSWERS));
    const after = new Map([...before, ...place(6, times(wrong, PLACEMENT_VERDICT_ANSWERS))]);
    expect(applyPlacementJump(anchors6, before, [...after.values()], expected)).toEqual([...after.values()]);
  });

  it('moves nothing on a mixed verdict', () => {
    const answers = [fastRight, wrong, fastRight, fastRight, fastRight];
    const before = place(6, answers.slice(0, -1));
    const after = place(6, answers);
    expect(applyPlacementJump(anchors6, before, [...after.values()], expected)).toEqual([...after.values()]);
  });
});

describe('stored states from before the faster placement', () => {
  it('load and place as they did: no new field is needed, and a catalogue without expected times still works', () => {
    // The shape the game stored before (docs/adr/0043: history entries as objects or packed strings; the
    // engine sees objects): exactly the fields of that time.
    const anchors6 = placementAnchors(catalogue, 6);
    const first = anchors6[0]!.previous!;
    const old = JSON.parse(
      JSON.stringify({
        skillId: first,
        theta: -0.3,
        n: 1,
        lastDifficulty: 3,
        missStreak: 1,
        history: [{ difficulty: 3, correct: false, hintsUsed: 0, activeSeconds: 40, at: 1_700_000_000_000 }],
        label: 'learning',
        nextReviewAt: null,
        reviewCount: 0,
        reviewIntervalDays: 1,
        proficientAt: null,
        reviewPassed: false,
      }),
    ) as SkillState;
    const states = new Map([[first, old]]);
    expect(placementVerdict(anchors6, states)).toBeNull();
    expect(nextPlacementProbe(anchors6, states)).toEqual({ skillId: anchors6[0]!.twoBack, difficulty: 3, domain: '6.rp', seedSteps: -1 });
    const next = updateRating(old, { difficulty: 2, s: 1, correct: true, hintsUsed: 0, activeSeconds: 30, at: 1_700_000_100_000 });
    expect(next.state.n).toBe(2);
    expect(Object.keys(next.state).sort()).toEqual(Object.keys(old).sort());
  });
});
