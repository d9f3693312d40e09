import { generateProblem } from '@mathquest/maths';
import { describe, expect, it } from 'vitest';
import { decodeSkills, type StoredSkillState } from '../repositories/skill-codec.js';
import { chooseNext, updateAfterAnswer } from './maths-engine.js';

// The faster placement (docs/adr/0211-faster-placement.md) adds no field to the stored skill states: a
// student document written before it still decodes, places and answers.
describe('stored skill states from before the faster placement', () => {
  it('decode, get their next placement probe and take an answer', () => {
    const probe = chooseNext({ states: [], studentGrade: 6, recentSkills: [], boss: false }, () => 0.5)!;
    expect(probe.placement).toBe(true);
    // Exactly the stored shape of that time: packed history strings (and an older object entry).
    const stored: StoredSkillState[] = [
      {
        skillId: probe.skillId,
        theta: -0.3,
        n: 2,
        lastDifficulty: 3,
        missStreak: 2,
        history: ['300 40 ' + (1_795_000_000_000).toString(36), { difficulty: 3, correct: false, hintsUsed: 0, activeSeconds: 35, at: 1_795_000_060_000 }],
        label: 'learning',
        nextReviewAt: null,
        reviewCount: 0,
        reviewIntervalDays: 1,
        proficientAt: null,
        reviewPassed: false,
      },
    ];
    const states = decodeSkills(stored);
    const next = chooseNext({ states, studentGrade: 6, recentSkills: [probe.skillId], boss: false }, () => 0.5)!;
    expect(next.placement).toBe(true);
    expect(next.skillId).not.toBe(probe.skillId);
    const problem = generateProblem(next.skillId, next.difficulty as 1 | 2 | 3 | 4 | 5, 'stored-state');
    const after = updateAfterAnswer({ states, studentGrade: 6 }, { problem, isCorrect: true, timeSpent: problem.estTimeSec, hintsUsed: 0, at: new Date(1_795_000_120_000) });
    expect(after.states.map((s) => s.skillId).sort()).toEqual([probe.skillId, next.skillId].sort());
    for (const s of after.states) expect(Object.keys(s).sort()).toEqual(Object.keys(states[0]!).sort());
  });
});
