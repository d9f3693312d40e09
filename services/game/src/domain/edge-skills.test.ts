/**
 * Review and stretch skills in the game's choice of problems (docs/adr/0207-review-and-stretch-skills.md,
 * docs/adr/0213): a grade-4 student meets grade-2 and grade-3 review work only when their answers take the
 * working grade there, and
 * a grade-8 student who answers everything right and fast reaches the Algebra 1 stretch skills.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '@mathquest/maths';
import { chooseNext, generate, skillLevelGrade, skillsOfTopics, updateAfterAnswer, type SkillState } from './maths-engine.js';

/** Plays `problems` problems answered by `answer`, each in its expected time without hints; the skills served, in order. */
function play(studentGrade: number, problems: number, answer: (skillId: string, i: number) => boolean, seed: string): { skillId: string; placement: boolean }[] {
  const rng = createRng(seed);
  const random = (): number => rng.next();
  let states: SkillState[] = [];
  let recentSkills: string[] = [];
  let clock = Date.UTC(2026, 0, 5, 15);
  const served: { skillId: string; placement: boolean }[] = [];
  for (let i = 0; i < problems; i++) {
    const choice = chooseNext({ states, studentGrade, recentSkills, boss: false }, random)!;
    const problem = generate(choice.skillId, choice.difficulty, `p${i}`);
    clock += problem.estTimeSec * 1000;
    ({ states } = updateAfterAnswer({ states, studentGrade }, { problem, isCorrect: answer(choice.skillId, i), timeSpent: problem.estTimeSec, hintsUsed: 0, at: new Date(clock) }));
    recentSkills = [...recentSkills, choice.skillId].slice(-10);
    served.push({ skillId: choice.skillId, placement: choice.placement });
  }
  return served;
}

describe('review and stretch skills in play', () => {
  it('counts review skills as grade 2 or 3 (the grade of their standards) and stretch skills as grade 9', () => {
    expect(skillLevelGrade('g2.oa.add-subtract-within-20')).toBe(2);
    expect(skillLevelGrade('g3.oa.multiply-divide-within-100')).toBe(3);
    expect(skillLevelGrade('g9.rei.solve-quadratics')).toBe(9);
    expect(skillLevelGrade('g4.nbt.add-subtract')).toBe(4);
  });

  it('never probes a grade-4 student with review work, and serves none to one who answers right', () => {
    const served = play(4, 40, () => true, 'edges-strong-4');
    expect(served.filter((s) => s.placement).length).toBeGreaterThan(0);
    expect(served.filter((s) => (skillLevelGrade(s.skillId) ?? 4) < 4)).toEqual([]);
  });

  it('takes a grade-4 student who misses the placement to grade 2 and grade 3 review work', () => {
    // Wrong on every grade-4 problem, right on review work: the working grade goes below 4 and stays there.
    const served = play(4, 20, (id) => (skillLevelGrade(id) ?? 4) < 4, 'edges-weak-4');
    const placement = served.filter((s) => s.placement);
    expect(placement.every((s) => (skillLevelGrade(s.skillId) ?? 4) >= 4)).toBe(true);
    const after = served.slice(placement.length);
    expect(after.filter((s) => (skillLevelGrade(s.skillId) ?? 4) < 4).length).toBeGreaterThan(after.length / 2);
    expect(after.some((s) => skillLevelGrade(s.skillId) === 2)).toBe(true);
  });

  it('serves a grade-5 student who misses everything no grade 2 work (two grades below at most, docs/adr/0213)', () => {
    const served = play(5, 30, () => false, 'edges-weak-5');
    expect(served.filter((s) => skillLevelGrade(s.skillId) === 2)).toEqual([]);
  });

  it('takes a grade-8 student who answers everything right and fast to the Algebra 1 stretch skills', () => {
    const served = play(8, 30, () => true, 'edges-strong-8');
    expect(served.some((s) => skillLevelGrade(s.skillId) === 9)).toBe(true);
  });

  it('keeps review and stretch skills out of the topics of bosses, chapters and challenges', () => {
    expect(skillsOfTopics(['Algebra 1 preview'])).toEqual([]);
    expect(skillsOfTopics(['Multiplying & dividing', 'Fractions']).filter((s) => s.edge)).toEqual([]);
  });

  it('offers a grade-7 student no stretch skill, however strong', () => {
    const served = play(7, 30, () => true, 'edges-strong-7');
    expect(served.filter((s) => skillLevelGrade(s.skillId) === 9)).toEqual([]);
  });
});
