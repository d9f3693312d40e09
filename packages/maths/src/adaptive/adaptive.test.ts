import { describe, expect, it } from 'vitest';
import {
  chooseDifficulty,
  chooseNextSkill,
  computeLabel,
  kFactor,
  newSkillState,
  pSuccess,
  scoreAnswer,
  seedTheta,
  shouldSlowDown,
  skillScore,
  updateRating,
  type SkillMeta,
  type SkillState,
} from './index.js';
import { createRng } from '../rng.js';
import type { Difficulty, Rng } from '../types.js';
import { skillsChosen } from '../testing/adaptive.js';
import { simulate } from '../testing/simulate.js';

/** An Rng whose next() always returns the same value: switches the random variation on or off. */
const fixedRng = (value: number): Rng => ({ ...createRng('x'), next: () => value });
const NO_VARIATION = fixedRng(0.99);
const DAY = 86_400_000;

describe('worked example of docs/maths/adaptive.md (grade-5 student, new on-grade skill)', () => {
  it('reproduces θ −0.500 → −0.070 → +0.102 → −0.833 → −0.661', () => {
    let state = newSkillState('g5.nf.add-unlike-fractions', seedTheta(5, 5));
    expect(state.theta).toBe(-0.5);
    const steps: Array<{ d: Difficulty; p: number; correct: boolean; secs: number; hints: number; s: number; k: number; after: number }> = [
      { d: 1, p: 0.731, correct: true, secs: 35, hints: 0, s: 1.0, k: 1.6, after: -0.07 },
      { d: 1, p: 0.807, correct: true, secs: 70, hints: 0, s: 0.925, k: 1.455, after: 0.102 },
      { d: 2, p: 0.701, correct: false, secs: 50, hints: 0, s: 0, k: 1.333, after: -0.833 },
      { d: 1, p: 0.661, correct: true, secs: 45, hints: 1, s: 0.8, k: 1.231, after: -0.661 },
    ];
    for (const [i, step] of steps.entries()) {
      const chosen = chooseDifficulty(state, NO_VARIATION);
      expect(chosen.difficulty, `item ${i + 1} difficulty`).toBe(step.d);
      expect(pSuccess(state.theta, step.d)).toBeCloseTo(step.p, 3);
      const { s } = scoreAnswer({ correct: step.correct, activeSeconds: step.secs, expectedSeconds: 40, hintsUsed: step.hints });
      expect(s).toBeCloseTo(step.s, 3);
      const update = updateRating(state, { difficulty: step.d, s, correct: step.correct, hintsUsed: step.hints, activeSeconds: step.secs, at: i * 1000 });
      expect(update.k).toBeCloseTo(step.k, 3);
      state = update.state;
      expect(state.theta).toBeCloseTo(step.after, 2);
    }
    expect(skillScore(state.theta)).toBe(20);
    expect(state.label).toBe('learning');
  });
});

describe('score and rating', () => {
  it('scores time and hints as the model says', () => {
    expect(scoreAnswer({ correct: true, activeSeconds: 120, expectedSeconds: 40, hintsUsed: 0 }).s).toBeCloseTo(0.8);
    expect(scoreAnswer({ correct: true, activeSeconds: 400, expectedSeconds: 40, hintsUsed: 0 }).s).toBeCloseTo(0.8);
    expect(scoreAnswer({ correct: true, activeSeconds: 10, expectedSeconds: 40, hintsUsed: 3 }).s).toBeCloseTo(0.4);
    expect(scoreAnswer({ correct: true, activeSeconds: 400, expectedSeconds: 40, hintsUsed: 0, ignoreTime: true }).s).toBe(1);
    expect(scoreAnswer({ correct: false, activeSeconds: 2, expectedSeconds: 40, hintsUsed: 0 })).toEqual({ s: 0, likelyGuess: true });
    expect(scoreAnswer({ correct: false, activeSeconds: 30, expectedSeconds: 40, hintsUsed: 0 }).likelyGuess).toBe(false);
    expect(shouldSlowDown([false, true, true, true])).toBe(true);
    expect(shouldSlowDown([true, false, true])).toBe(false);
  });

  it('shrinks K with n down to 0.3 and weights guessable formats', () => {
    expect(kFactor(0)).toBe(1.6);
    expect(kFactor(10)).toBeCloseTo(0.8);
    expect(kFactor(100)).toBe(0.3);
    expect(kFactor(0, 0.5)).toBe(0.8);
    expect(kFactor(0, 0.75)).toBeCloseTo(1.2);
  });

  it('clamps θ to −4 … 6 and returns the domain signal 0.1·(S − p)', () => {
    const low = updateRating({ ...newSkillState('s', -3.9) }, { difficulty: 5, s: 0, correct: false, hintsUsed: 0, activeSeconds: 5, at: 0 });
    expect(low.state.theta).toBeGreaterThanOrEqual(-4);
    const up = updateRating(newSkillState('s', 0), { difficulty: 3, s: 1, correct: true, hintsUsed: 0, activeSeconds: 5, at: 0 });
    expect(up.domainDelta).toBeCloseTo(0.1 * (1 - 0.5));
    expect(up.state.history).toHaveLength(1);
  });

  it('keeps only the last 10 answers', () => {
    let s = newSkillState('s', 0);
    for (let i = 0; i < 15; i++) s = updateRating(s, { difficulty: 3, s: 1, correct: true, hintsUsed: 0, activeSeconds: 5, at: i }).state;
    expect(s.history).toHaveLength(10);
    expect(s.history[0]!.at).toBe(5);
  });
});

describe('seeding', () => {
  it('uses the grade prior plus 0.7 φ', () => {
    expect(seedTheta(4, 6)).toBe(1.5);
    expect(seedTheta(5, 6)).toBe(0.8);
    expect(seedTheta(6, 6)).toBe(-0.5);
    expect(seedTheta(7, 6)).toBe(-1.5);
    expect(seedTheta(6, 6, 1)).toBeCloseTo(0.2);
  });
});

describe('difficulty choice', () => {
  const at = (theta: number, extra: Partial<SkillState> = {}): SkillState => ({ ...newSkillState('s', theta), n: 3, ...extra });
  it('targets 75% and never climbs more than one rung', () => {
    expect(chooseDifficulty(at(2.6), NO_VARIATION).difficulty).toBe(5);
    expect(chooseDifficulty(at(2.6, { lastDifficulty: 2 }), NO_VARIATION).difficulty).toBe(3);
  });
  it('drops a rung after two misses and asks for a prerequisite after three', () => {
    const two = chooseDifficulty(at(1.5, { lastDifficulty: 4, missStreak: 2 }), NO_VARIATION);
    expect(two).toMatchObject({ difficulty: 3, showWorkedExample: true, switchToPrerequisite: false });
    expect(chooseDifficulty(at(1.5, { lastDifficulty: 4, missStreak: 3 }), NO_VARIATION).switchToPrerequisite).toBe(true);
  });
  it('applies stretch (15%) and confidence (10%) items', () => {
    expect(chooseDifficulty(at(1.1, { lastDifficulty: 3 }), fixedRng(0.05))).toMatchObject({ difficulty: 4, variation: 'stretch' });
    expect(chooseDifficulty(at(1.1, { lastDifficulty: 3 }), fixedRng(0.2))).toMatchObject({ difficulty: 2, variation: 'confidence' });
    const rng = createRng('mix');
    const counts = { none: 0, stretch: 0, confidence: 0 };
    for (let i = 0; i < 10_000; i++) counts[chooseDifficulty(at(1.1, { lastDifficulty: 3 }), rng).variation]++;
    expect(counts.stretch / 10_000).toBeCloseTo(0.15, 1);
    expect(counts.confidence / 10_000).toBeCloseTo(0.1, 1);
  });
});

describe('state labels and spaced review', () => {
  const answer = (s: SkillState, d: Difficulty, correct: boolean, at: number, hintsUsed = 0): SkillState =>
    updateRating(s, { difficulty: d, s: correct ? (hintsUsed ? 0.8 : 1) : 0, correct, hintsUsed, activeSeconds: 10, at }).state;

  it('becomes Proficient with the evidence bar and schedules a review a day later', () => {
    let s = newSkillState('s', 1.6);
    for (let i = 0; i < 5; i++) s = answer(s, 4, true, i * 1000);
    expect(s.label).toBe('proficient');
    expect(skillScore(s.theta)).toBeGreaterThanOrEqual(80);
    expect(s.nextReviewAt).toBe(s.proficientAt! + DAY);
  });

  it('doubles the interval on a clean review, reaches Mastered, and drops a level on a wrong review', () => {
    let s = newSkillState('s', 2.2);
    for (let i = 0; i < 10; i++) s = answer(s, 5, true, i * 1000);
    expect(s.label).toBe('proficient'); // no spaced review yet
    const due = s.nextReviewAt!;
    s = answer(s, 5, true, due);
    expect(s.reviewIntervalDays).toBe(2);
    expect(s.reviewCount).toBe(1);
    expect(s.label).toBe('mastered');
    s = answer(s, 5, false, s.nextReviewAt!);
    expect(s.label).toBe('proficient');
    expect(s.reviewIntervalDays).toBe(1);
  });

  it('labels New, Learning and Practising from n and the Skill Score, with hysteresis', () => {
    const base = newSkillState('s', 0);
    expect(computeLabel(base, 'new')).toBe('new');
    expect(computeLabel({ ...base, n: 1, theta: 0 }, 'new')).toBe('learning');
    expect(computeLabel({ ...base, n: 1, theta: 1.0 }, 'learning')).toBe('practising');
    expect(computeLabel({ ...base, n: 2, theta: 0.8 }, 'practising')).toBe('practising');
    expect(computeLabel({ ...base, n: 2, theta: 0.8 }, 'learning')).toBe('learning');
  });
});

describe('next skill', () => {
  const skills: SkillMeta[] = [
    { skillId: 'g5.nf.a', grade: 5, domain: 'nf', prereqs: [], formatWeight: 1 },
    { skillId: 'g6.ns.b', grade: 6, domain: 'ns', prereqs: ['g5.nf.a'], formatWeight: 1 },
    { skillId: 'g6.rp.c', grade: 6, domain: 'rp', prereqs: [], formatWeight: 1 },
    { skillId: 'g8.ee.d', grade: 8, domain: 'ee', prereqs: [], formatWeight: 1 },
    { skillId: 'g6.rp.e', grade: 6, domain: 'rp', prereqs: ['g6.rp.c'], formatWeight: 1 },
  ];
  const ctx = { studentGrade: 6, workingGrade: 6, now: 0 };
  const seenOver = (states: Map<string, SkillState>, seed: string): Set<string> => skillsChosen(skills, states, ctx, seed, 200);

  it('offers skills at most one grade above, gated by prerequisites that are Practising', () => {
    const fresh = seenOver(new Map(), 'next');
    expect(fresh.has('g8.ee.d')).toBe(false);
    // An unseen prerequisite from below the working grade is assumed known (ADR 0044) ...
    expect(fresh.has('g6.ns.b')).toBe(true);
    // ... an unseen one of the working grade is not (g6.rp.c seeds at −0.5, Skill Score 24).
    expect(fresh.has('g6.rp.e')).toBe(false);
    // A practised prerequisite counts by its Skill Score, whatever its grade.
    const weak = new Map([['g5.nf.a', { ...newSkillState('g5.nf.a', -0.5), n: 5 }]]);
    expect(seenOver(weak, 'weak').has('g6.ns.b')).toBe(false);
    const practised = new Map([['g6.rp.c', { ...newSkillState('g6.rp.c', 1.2), n: 5 }]]);
    expect(seenOver(practised, 'practised').has('g6.rp.e')).toBe(true);
  });

  it('prefers teacher assignments and avoids the last three skills', () => {
    const rng = createRng('assigned');
    expect(chooseNextSkill(skills, new Map(), { ...ctx, assignedByTeacher: new Set(['g5.nf.a']) }, rng)!.skillId).toBe('g5.nf.a');
  });

  it('switches to the weakest prerequisite after three misses', () => {
    const states = new Map<string, SkillState>([
      ['g5.nf.a', { ...newSkillState('g5.nf.a', 1.0), n: 4 }],
      ['g6.ns.b', { ...newSkillState('g6.ns.b', -1), n: 4, missStreak: 3 }],
    ]);
    expect(chooseNextSkill(skills, states, { ...ctx, currentSkillId: 'g6.ns.b' }, createRng('p'))).toMatchObject({
      skillId: 'g5.nf.a',
      reason: 'prerequisite',
    });
  });

  it('is deterministic for a given rng seed', () => {
    const a = chooseNextSkill(skills, new Map(), ctx, createRng('same'));
    const b = chooseNextSkill(skills, new Map(), ctx, createRng('same'));
    expect(a).toEqual(b);
  });
});

describe('calibration simulation (small version of scripts/simulate-adaptive.ts)', () => {
  it.each([0, 1, 2])('θ* = %d succeeds 70–85% of the time after the first 10 problems', (trueTheta) => {
    const r = simulate({ trueTheta, runs: 200, problems: 60, seed: `unit/${trueTheta}` });
    expect(r.successRate).toBeGreaterThanOrEqual(0.7);
    expect(r.successRate).toBeLessThanOrEqual(0.85);
  });
});
