import { describe, expect, it } from 'vitest';
import { EMPTY_PROGRESS, applyGradedAnswer, progressView } from './progress.js';
import { answerScore, chooseDifficulty, chooseSkill, newSkillState, updateSkill } from './adaptive.js';

const answer = { sessionId: 's1', isCorrect: true, difficulty: 1, hintsUsed: 0, timeSpent: 10, estimatedTime: 30, today: '2025-01-01' };

describe('applyGradedAnswer', () => {
  it('credits XP, coins, totals, streak and level up', () => {
    let progress = { ...EMPTY_PROGRESS, totalXp: 95 };
    const out = applyGradedAnswer(progress, { sessionId: null, current: 0, max: 0 }, answer);
    expect(out.xp.total).toBe(12);
    expect(out.coins).toBe(2);
    expect(out.levelBefore).toBe(1);
    expect(out.levelAfter).toBe(2);
    expect(out.progress).toMatchObject({ totalXp: 107, totalProblems: 1, totalCorrect: 1, totalTimeSpent: 10, currentStreak: 1 });
    progress = out.progress;
    const wrong = applyGradedAnswer(progress, out.comboDoc, { ...answer, isCorrect: false });
    expect(wrong.combo.comboBreak).toBe(true);
    expect(wrong.progress).toMatchObject({ totalProblems: 2, totalCorrect: 1, currentStreak: 1 });
    expect(progressView(wrong.progress, '2025-01-01')).toMatchObject({ level: 2, xpForCurrentLevel: 100, xpToNextLevel: 250, accuracy: 50 });
  });

  it('starts the combo again in a new session', () => {
    const out = applyGradedAnswer(EMPTY_PROGRESS, { sessionId: 'old', current: 7, max: 7 }, answer);
    expect(out.combo.currentCombo).toBe(1);
    expect(out.combo.comboBreak).toBe(false);
  });
});

describe('adaptive fallback (MATHS §4)', () => {
  const skill = { skillId: 'g5.x', grade: 5, domain: 'nf', prereqs: [] };

  it('reproduces the worked example of §4.3.8', () => {
    let s = newSkillState(skill, 5);
    expect(s.theta).toBe(-0.5);
    s = updateSkill(s, 1, answerScore(true, 35, 40, 0));
    expect(s.theta).toBeCloseTo(-0.07, 2);
    s = updateSkill(s, 1, answerScore(true, 70, 40, 0));
    expect(s.theta).toBeCloseTo(0.102, 2);
    s = updateSkill(s, 2, answerScore(false, 10, 40, 0));
    expect(s.theta).toBeCloseTo(-0.833, 2);
    s = updateSkill(s, 1, answerScore(true, 45, 40, 1));
    expect(s.theta).toBeCloseTo(-0.661, 2);
  });

  it('aims at ~75% success and drops a rung after two misses', () => {
    const s = { ...newSkillState(skill, 5), theta: 0.75 + Math.log(3), lastD: 4 };
    expect(chooseDifficulty(s, () => 0.5)).toBe(4);
    expect(chooseDifficulty({ ...s, missStreak: 2 }, () => 0.5)).toBe(3);
    expect(chooseDifficulty({ ...s, lastD: 1 }, () => 0.5)).toBe(2);
  });

  it('keeps short runs on one skill and falls back to a prerequisite after three misses', () => {
    const catalogue = [skill, { skillId: 'g4.pre', grade: 4, domain: 'nf', prereqs: [] }, { skillId: 'g5.y', grade: 5, domain: 'nf', prereqs: ['g4.pre'] }];
    expect(chooseSkill({ catalogue, states: [], studentGrade: 5, recentSkills: ['g5.y'], random: () => 0.5 })).toBe('g5.y');
    const missed = { ...newSkillState(catalogue[2]!, 5), missStreak: 3 };
    expect(chooseSkill({ catalogue, states: [missed], studentGrade: 5, recentSkills: ['g5.y'], random: () => 0.5 })).toBe('g4.pre');
    expect(chooseSkill({ catalogue, states: [], studentGrade: 5, recentSkills: [], random: () => 0.5 })).toMatch(/^g5/);
  });
});
