import { describe, expect, it } from 'vitest';
import { simulatePlay, trueTheta } from '../scripts/play-simulation.js';

// Small fixed-seed versions of `npm run simulate:play`: grade-6 students playing through the game's real
// chooseNext/updateAfterAnswer should succeed 70–85% of the time.
describe('whole-game simulation (scripts/play-simulation.ts)', () => {
  it('the student model lowers θ* by the grade step for each grade above the enrolled one', () => {
    expect(trueTheta(0.5, 6, 6, 1)).toBe(0.5);
    expect(trueTheta(0.5, 6, 4, 1)).toBe(2.5);
    expect(trueTheta(0.5, 6, 7, 0.7)).toBeCloseTo(-0.2);
  });

  it('a = 0.5 in grade 6 succeeds 70–85% of the time over problems 11–60', () => {
    const r = simulatePlay({ ability: 0.5, enrolledGrade: 6, gradeStep: 1, runs: 50, problems: 60, warmUp: 10, seed: 'unit/play/0.5' });
    expect(r.successRate).toBeGreaterThanOrEqual(0.7);
    expect(r.successRate).toBeLessThanOrEqual(0.85);
    expect(r.lower + r.own + r.above).toBeCloseTo(1);
    expect(r.own).toBeGreaterThan(0.5);
  });

  // Where students end up once placement, the working grade and the ratings have settled (ADR 0044):
  // a child two grades behind is served grade-4 work, a strong one grade-7 work.
  it.each([
    [-2, 'below'],
    [3, 'above'],
  ] as const)('a = %d in grade 6 ends up succeeding 70–85% of the time, mostly on the grade %s', (ability, where) => {
    const r = simulatePlay({ ability, enrolledGrade: 6, gradeStep: 1, runs: 12, problems: 300, warmUp: 240, seed: `unit/play/stay/${ability}` });
    expect(r.successRate).toBeGreaterThanOrEqual(0.7);
    expect(r.successRate).toBeLessThanOrEqual(0.85);
    expect(where === 'below' ? r.lower : r.above).toBeGreaterThan(0.8);
  });

  it('is reproducible from its seed', () => {
    const options = { ability: 0, enrolledGrade: 6, gradeStep: 1, runs: 5, problems: 30, warmUp: 10, seed: 'unit/play/repeat' };
    expect(simulatePlay(options)).toEqual(simulatePlay(options));
  });
});
