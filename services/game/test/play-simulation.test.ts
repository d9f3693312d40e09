import { describe, expect, it } from 'vitest';
import { simulatePlay, trueTheta, windowRate } from '../scripts/play-simulation.js';

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

  // The faster placement (docs/adr/0211-faster-placement.md): by problem 30 of a first session (problems
  // 21–40) a strong student is in the band, and a weak one at its edge (63% before; 70% over 200 runs).
  const firstSession = (ability: number): number =>
    windowRate(simulatePlay({ ability, enrolledGrade: 6, gradeStep: 1, runs: 100, problems: 40, warmUp: 10, seed: `unit/play/first/${ability}` }), 21, 40);

  it('a = 3 in grade 6 succeeds 70–85% of the time over problems 21–40 of a first session', () => {
    const rate = firstSession(3);
    expect(rate).toBeGreaterThanOrEqual(0.7);
    expect(rate).toBeLessThanOrEqual(0.85);
  });

  it('a = −1.5 in grade 6 succeeds at least 67% of the time over problems 21–40 of a first session', () => {
    expect(firstSession(-1.5)).toBeGreaterThanOrEqual(0.67);
  });

  // Grade 2 review skills (docs/adr/0213-grade-2-review-for-weak-grade-4.md): a weak grade-4 student is
  // in the band by problem 30 (65% with grade 3 review alone), and an ordinary one stays there.
  it.each([-1.5, 0])('a = %d in grade 4 succeeds 70–85% of the time over problems 21–40 of a first session', (ability) => {
    const rate = windowRate(simulatePlay({ ability, enrolledGrade: 4, gradeStep: 1, runs: 100, problems: 40, warmUp: 10, seed: `unit/play/first4/${ability}` }), 21, 40);
    expect(rate).toBeGreaterThanOrEqual(0.7);
    expect(rate).toBeLessThanOrEqual(0.85);
  });

  it('is reproducible from its seed', () => {
    const options = { ability: 0, enrolledGrade: 6, gradeStep: 1, runs: 5, problems: 30, warmUp: 10, seed: 'unit/play/repeat' };
    expect(simulatePlay(options)).toEqual(simulatePlay(options));
  });
});
