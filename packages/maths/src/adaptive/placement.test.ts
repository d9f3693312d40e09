import { describe, expect, it } from 'vitest';
import {
  FOCUS_SKILLS,
  PLACEMENT_MAX_ANSWERS,
  deriveDomainOffsets,
  gradePrior,
  newSkillState,
  nextPlacementProbe,
  placementAnchors,
  placementEvidence,
  updateRating,
  workingGradeOf,
  type SkillMeta,
  type SkillState,
} from './index.js';
import { listSkills } from '../registry.js';
import { practised, skillsChosen } from '../testing/adaptive.js';

const catalogue: SkillMeta[] = listSkills().map((s) => ({ skillId: s.skillId, grade: s.grade, domain: s.domain, prereqs: s.prereqs, formatWeight: 1 }));
const gradeOf = (id: string): number | undefined => Number(/^g(\d)\./.exec(id)?.[1]) || undefined;

/** One graded answer on a state, at difficulty d. */
function answered(state: SkillState, d: 1 | 2 | 3 | 4 | 5, correct: boolean): SkillState {
  return updateRating(state, { difficulty: d, s: correct ? 1 : 0, correct, hintsUsed: 0, activeSeconds: 10, at: 0 }).state;
}

describe('working grade (ADR 0044)', () => {
  it('is the enrolled grade until there is enough evidence', () => {
    expect(workingGradeOf([], gradeOf, 6)).toBe(6);
    expect(workingGradeOf([practised('g6.rp.a', -3, 4)], gradeOf, 6)).toBe(6); // 4 answers < 5
  });

  it('steps down while the working grade is out of reach, never more than two grades', () => {
    const weak6 = [practised('g6.rp.a', -2, 3), practised('g6.ns.b', -1, 3)]; // n-weighted mean −1.5
    expect(workingGradeOf(weak6, gradeOf, 6)).toBe(5);
    const weak5 = [...weak6, practised('g5.nf.c', -1.5, 6)];
    expect(workingGradeOf(weak5, gradeOf, 6)).toBe(4);
    const weak4 = [...weak5, practised('g4.nf.d', -2, 6)];
    expect(workingGradeOf(weak4, gradeOf, 6)).toBe(4);
    expect(workingGradeOf([practised('g4.nf.d', -3, 9)], gradeOf, 4)).toBe(4); // no grade below 4
  });

  it('steps down before any on-grade practice when the grade below is not secure (placement)', () => {
    const missedPlacement = ['a', 'b', 'c', 'd', 'e'].map((x) => practised(`g5.nbt.${x}`, 0.3, 1));
    expect(workingGradeOf(missedPlacement, gradeOf, 6)).toBe(5);
    // Placement answers under even d2's reach at grade 5 (θ < −0.2): one more grade down (ADR 0211).
    const mostlyMissed = ['a', 'b', 'c', 'd', 'e'].map((x) => practised(`g5.nbt.${x}`, -0.3, 1));
    expect(workingGradeOf(mostlyMissed, gradeOf, 6)).toBe(4);
    const passedPlacement = ['a', 'b', 'c', 'd', 'e'].map((x) => practised(`g5.nbt.${x}`, 1.3, 1));
    expect(workingGradeOf(passedPlacement, gradeOf, 6)).toBe(6);
  });

  it('steps up at Proficient on average, at most one grade above the enrolled one and never past 8', () => {
    const strong6 = [practised('g6.rp.a', 2.0, 5), practised('g6.ns.b', 1.8, 5)];
    expect(workingGradeOf(strong6, gradeOf, 6)).toBe(7);
    expect(workingGradeOf([...strong6, practised('g7.rp.c', 3, 9)], gradeOf, 6)).toBe(7);
    expect(workingGradeOf([practised('g8.ee.a', 3, 9)], gradeOf, 8)).toBe(8);
    expect(workingGradeOf([practised('g6.rp.a', 1.5, 9)], gradeOf, 6)).toBe(6);
  });
});

describe('domain offsets φ derived from the skill states', () => {
  const skills: SkillMeta[] = [
    { skillId: 'g6.rp.a', grade: 6, domain: 'rp', prereqs: [], formatWeight: 1 },
    { skillId: 'g6.rp.b', grade: 6, domain: 'rp', prereqs: [], formatWeight: 1 },
    { skillId: 'g6.ns.c', grade: 6, domain: 'ns', prereqs: [], formatWeight: 1 },
    { skillId: 'g5.nbt.d', grade: 5, domain: 'nbt', prereqs: [], formatWeight: 1 },
  ];

  it('is the shrunk, n-weighted mean of θ − grade prior over the domain', () => {
    const phi = deriveDomainOffsets([practised('g6.rp.a', 1.5, 3)], skills, 6);
    // (3 × (1.5 − (−0.5))) / (3 + 1)
    expect(phi['6.rp']).toBeCloseTo(1.5);
    expect(gradePrior(6, 6)).toBe(-0.5);
  });

  it('lets a domain without practice borrow from its placement probes, then from the whole student', () => {
    const states = [practised('g5.nbt.d', 1.8, 1)]; // θ − 0.8 = 1.0, shrunk to 0.5
    expect(deriveDomainOffsets(states, skills, 6)['6.ns']).toBeCloseTo(0.5); // overall
    const related = new Map([['6.ns', ['g5.nbt.d']]]);
    const withProbe = deriveDomainOffsets([...states, practised('g6.rp.a', -2.5, 3)], skills, 6, related);
    expect(withProbe['6.ns']).toBeCloseTo(0.5); // its probe, not the weak overall figure
    expect(withProbe['5.nbt']).toBeCloseTo(0.5);
    expect(withProbe['6.rp']).toBeCloseTo(-1.5);
  });

  it('is 0 everywhere for a new student', () => {
    expect(deriveDomainOffsets([], skills, 6)).toEqual({ '6.rp': 0, '6.ns': 0, '5.nbt': 0 });
  });
});

describe('placement warm-up', () => {
  const anchors6 = placementAnchors(catalogue, 6);

  it('finds, for every domain of the enrolled grade, anchors one and two grades below and on grade', () => {
    expect(anchors6.map((a) => a.domain)).toEqual(['6.rp', '6.ns', '6.ee', '6.g', '6.sp']);
    for (const a of anchors6) {
      expect(gradeOf(a.previous!)).toBe(5);
      expect(gradeOf(a.twoBack!)).toBe(4);
      expect(a.own!.startsWith(`g${a.domain}.`)).toBe(true);
    }
    // Grade 4 has no earlier grade in the catalogue: its own anchors only.
    for (const a of placementAnchors(catalogue, 4)) expect([a.previous, a.twoBack, gradeOf(a.own!)]).toEqual([null, null, 4]);
  });

  it('asks the previous-grade anchor at d3, then the on-grade anchor at d2 if right or the two-back anchor at d3 if wrong', () => {
    const [rp] = anchors6;
    const first = nextPlacementProbe(anchors6, new Map());
    expect(first).toEqual({ skillId: rp!.previous, difficulty: 3, domain: '6.rp', seedSteps: 0 });

    const right = new Map([[rp!.previous!, answered(newSkillState(rp!.previous!, 0.8), 3, true)]]);
    expect(nextPlacementProbe(anchors6, right)).toEqual({ skillId: rp!.own, difficulty: 2, domain: '6.rp', seedSteps: 0 });

    const wrong = new Map([[rp!.previous!, answered(newSkillState(rp!.previous!, 0.8), 3, false)]]);
    expect(nextPlacementProbe(anchors6, wrong)).toEqual({ skillId: rp!.twoBack, difficulty: 3, domain: '6.rp', seedSteps: -1 });
  });

  it('walks every domain in 10 problems at most and then hands over to normal play', () => {
    const states = new Map<string, SkillState>();
    const probes: string[] = [];
    for (let probe = nextPlacementProbe(anchors6, states); probe; probe = nextPlacementProbe(anchors6, states)) {
      probes.push(probe.skillId);
      const before = states.get(probe.skillId) ?? newSkillState(probe.skillId, 0);
      states.set(probe.skillId, answered(before, probe.difficulty, probes.length % 2 === 1));
      expect(probes.length).toBeLessThanOrEqual(2 * anchors6.length);
    }
    expect(new Set(probes).size).toBe(probes.length); // no skill probed twice
    expect(probes.length).toBeGreaterThanOrEqual(anchors6.length);
  });

  it('is not offered to a student who has already answered enough problems', () => {
    const veteran = new Map([['g6.rp.write-ratios', practised('g6.rp.write-ratios', 0, PLACEMENT_MAX_ANSWERS)]]);
    expect(nextPlacementProbe(anchors6, veteran)).toBeNull();
  });

  it('feeds each domain φ with its probes', () => {
    const evidence = placementEvidence(anchors6);
    expect(evidence.get('6.rp')).toEqual([anchors6[0]!.previous, anchors6[0]!.twoBack]);
  });
});

describe('free-play focus (ADR 0044)', () => {
  const skills: SkillMeta[] = ['a', 'b', 'c', 'd', 'e'].map((x) => ({ skillId: `g6.rp.${x}`, grade: 6, domain: 'rp', prereqs: [], formatWeight: 1 }));
  const ctx = { studentGrade: 6, workingGrade: 6, now: 0 };
  const chosen = (states: Map<string, SkillState>, seed: string): Set<string> => skillsChosen(skills, states, ctx, seed, 300);

  it(`starts no new skill while ${FOCUS_SKILLS} started ones are short of Proficient`, () => {
    const three = new Map(['a', 'b', 'c'].map((x) => [`g6.rp.${x}`, practised(`g6.rp.${x}`, 0.5, 3)] as const));
    expect(chosen(three, 'focus')).toEqual(new Set(['g6.rp.a', 'g6.rp.b', 'g6.rp.c']));
    const two = new Map(['a', 'b'].map((x) => [`g6.rp.${x}`, practised(`g6.rp.${x}`, 0.5, 3)] as const));
    expect(chosen(two, 'room')).toContain('g6.rp.e');
  });

  it('rests a practised skill whose easiest rung predicts under 60% while others are available', () => {
    const states = new Map([
      ['g6.rp.a', practised('g6.rp.a', -2.5, 6)],
      ['g6.rp.b', practised('g6.rp.b', 0.5, 3)],
    ]);
    expect(chosen(states, 'reach').has('g6.rp.a')).toBe(false);
  });
});
