/**
 * The catalogue's edges in the adaptive model (docs/adr/0207-review-and-stretch-skills.md): review
 * skills count as grade 3 and are offered only at working grade 3; the working grade and a one-sided
 * placement reach grades 3 and 9 only when the catalogue's bounds say so.
 */
import { describe, expect, it } from 'vitest';
import { PRODUCT_GRADES, isAvailable, placementShift, workingGradeOf, type DomainAnchors, type NextSkillContext, type SkillMeta, type SkillState } from './index.js';
import { practised, skillsChosen } from '../testing/adaptive.js';

const review: SkillMeta = { skillId: 'g3.oa.review', grade: 3, edge: 'review', domain: 'oa', prereqs: [], formatWeight: 1 };
const own: SkillMeta = { skillId: 'g4.oa.own', grade: 4, domain: 'oa', prereqs: [], formatWeight: 1 };
const stretch: SkillMeta = { skillId: 'g9.a.stretch', grade: 9, edge: 'stretch', domain: 'a', prereqs: [], formatWeight: 1 };
const byId = new Map([review, own, stretch].map((s) => [s.skillId, s]));
const gradeOf = (id: string): number | undefined => byId.get(id)?.grade;
const ctx = (studentGrade: number, workingGrade: number): NextSkillContext => ({ studentGrade, workingGrade, now: 0 });
const EDGES = { lowest: 3, highest: 9 };

describe('review and stretch skills in the adaptive model', () => {
  it('offers a review skill only while the working grade is 3', () => {
    expect(isAvailable(review, byId, new Map(), ctx(4, 4))).toBe(false);
    expect(isAvailable(review, byId, new Map(), ctx(5, 4))).toBe(false);
    expect(isAvailable(review, byId, new Map(), ctx(4, 3))).toBe(true);
    // A grade-4 student working at grade 4 never gets it, whatever the noise.
    expect(skillsChosen([review, own], new Map(), ctx(4, 4), 'edges', 50)).toEqual(new Set([own.skillId]));
  });

  it('offers a grade 2 review skill only while the working grade is 2, so never to a grade-5 student (docs/adr/0213)', () => {
    const review2: SkillMeta = { skillId: 'g2.oa.review', grade: 2, edge: 'review', domain: 'oa', prereqs: [], formatWeight: 1 };
    const all = new Map([...byId, [review2.skillId, review2]]);
    expect(isAvailable(review2, all, new Map(), ctx(4, 3))).toBe(false);
    expect(isAvailable(review2, all, new Map(), ctx(4, 2))).toBe(true);
    // At working grade 2 the grade 3 review skills are the grade above, as usual.
    expect(isAvailable(review, all, new Map(), ctx(4, 2))).toBe(true);
    expect(workingGradeOf([practised(review.skillId, -1, 6)], (id) => all.get(id)?.grade, 5, -2, { lowest: 2, highest: 9 })).toBe(3);
    expect(workingGradeOf([practised(review.skillId, -1, 6)], (id) => all.get(id)?.grade, 4, -1, { lowest: 2, highest: 9 })).toBe(2);
  });

  // docs/adr/0213: a grade-4 student who misses the placement starts on grade 2 review; one slip does not.
  it('sends a grade-4 student who misses the placement to grade 2 at once, not one with a single slip', () => {
    const anchors: DomainAnchors[] = ['a', 'b', 'c', 'd', 'e'].map((k) => ({ domain: `4.${k}`, own: `p.${k}`, previous: null, twoBack: null }));
    const answered = (results: readonly boolean[]): Map<string, SkillState> =>
      new Map(results.map((correct, i) => [anchors[i]!.own!, { ...practised(anchors[i]!.own!, 0, 1), history: [{ correct, difficulty: 2, hintsUsed: 0, activeSeconds: 1, at: i }] }]));
    const withGrade2 = { lowest: 2, highest: 9 };
    const allWrong = answered([false, false, false, false, false]);
    expect(placementShift(anchors, allWrong, 4, undefined, withGrade2)).toEqual({ verdict: 'below', gradeSteps: -2, seedShift: -1 });
    expect(workingGradeOf(allWrong.values(), () => 4, 4, -2, withGrade2)).toBe(2);
    expect(placementShift(anchors, answered([true, true, false, true, true]), 4, undefined, withGrade2)).toEqual({ verdict: 'mixed', gradeSteps: 0, seedShift: 0 });
    // Grade 5 still stops at grade 3: two grades below at most.
    expect(placementShift(anchors, allWrong, 5, undefined, withGrade2)).toEqual({ verdict: 'below', gradeSteps: -2, seedShift: -1 });
  });

  it('offers a stretch skill as the grade above: to grade 8 students, never to grade 7', () => {
    expect(isAvailable(stretch, byId, new Map(), ctx(8, 8))).toBe(true);
    expect(isAvailable(stretch, byId, new Map(), ctx(7, 8))).toBe(false);
  });

  it('takes the working grade to 3 only within bounds that include it', () => {
    const weak: SkillState[] = [practised(own.skillId, -1, 6)];
    expect(workingGradeOf(weak, gradeOf, 4)).toBe(4);
    expect(workingGradeOf(weak, gradeOf, 4, 0, PRODUCT_GRADES)).toBe(4);
    expect(workingGradeOf(weak, gradeOf, 4, 0, EDGES)).toBe(3);
    // Strong at grade 8: grade 9 with the stretch skills, else grade 8.
    const strong: SkillState[] = [{ ...practised('g8.x', 2, 6) }];
    const grade8 = (id: string): number | undefined => (id === 'g8.x' ? 8 : gradeOf(id));
    expect(workingGradeOf(strong, grade8, 8)).toBe(8);
    expect(workingGradeOf(strong, grade8, 8, 0, EDGES)).toBe(9);
  });

  it('a one-sided placement moves grade 4 and 5 down to grade 3, grade 8 up to grade 9, the rest as seed steps', () => {
    const anchors: DomainAnchors[] = ['a', 'b', 'c', 'd', 'e'].map((k) => ({ domain: `4.${k}`, own: `p.${k}`, previous: null, twoBack: null }));
    const answers = (correct: boolean): Map<string, SkillState> =>
      new Map(
        anchors.map((a, i) => [
          a.own!,
          { ...practised(a.own!, 0, 1), history: [{ correct, difficulty: 2, hintsUsed: 0, activeSeconds: 1, at: i }] },
        ]),
      );
    expect(placementShift(anchors, answers(false), 4, undefined, EDGES)).toEqual({ verdict: 'below', gradeSteps: -1, seedShift: -2 });
    expect(placementShift(anchors, answers(false), 4)).toMatchObject({ verdict: 'below', seedShift: -3 });
    expect(placementShift(anchors, answers(false), 5, undefined, EDGES)).toEqual({ verdict: 'below', gradeSteps: -2, seedShift: -1 });
    expect(placementShift(anchors, answers(true), 8, undefined, EDGES)).toEqual({ verdict: 'above', gradeSteps: 1, seedShift: 2 });
    expect(placementShift(anchors, answers(true), 8)).toEqual({ verdict: 'above', gradeSteps: 0, seedShift: 3 });
  });
});
