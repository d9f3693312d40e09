import { describe, expect, it } from 'vitest';
import { GameModeSchema } from '../events/game.js';
import {
  FREE_DAILY_PROBLEMS,
  HintQuerySchema,
  PLAN_LIMIT_MESSAGE,
  planLimitMessage,
  ProblemBankQuerySchema,
  ServedProblemSchema,
  StartSessionRequestSchema,
  SubmitAnswerRequestSchema,
} from './game.js';

const submit = { sessionId: 's1', problemId: 'p1', answer: '3/4', timeSpent: 12, hintsUsed: 1 };

describe('game contracts', () => {
  it('names the allowed modes when the mode is unknown', () => {
    const result = StartSessionRequestSchema.safeParse({ mode: 'SPEED_RUN', deviceType: 'web' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('mode must be one of SOLO_PRACTICE, BOSS_BATTLE, ASSIGNMENT, SPEED, CHALLENGE');
    expect(GameModeSchema.options).toEqual(['SOLO_PRACTICE', 'BOSS_BATTLE', 'ASSIGNMENT', 'SPEED', 'CHALLENGE']);
  });

  it('takes an assignmentId with mode ASSIGNMENT and only then', () => {
    expect(StartSessionRequestSchema.safeParse({ mode: 'ASSIGNMENT', assignmentId: 'a1' }).success).toBe(true);
    const missing = StartSessionRequestSchema.safeParse({ mode: 'ASSIGNMENT' });
    expect(missing.error?.issues[0]?.path).toEqual(['assignmentId']);
    expect(StartSessionRequestSchema.safeParse({ mode: 'SOLO_PRACTICE', assignmentId: 'a1' }).success).toBe(false);
  });

  it('takes no field that would choose the problems, in any mode (docs/adr/0160)', () => {
    const seed = 'a'.repeat(32);
    expect(StartSessionRequestSchema.safeParse({ mode: 'CHALLENGE', challengeId: 'c1' }).success).toBe(true);
    for (const extra of [{ seed }, { topic: 'Fractions' }, { problemCount: 20 }, { timeLimit: 300 }]) {
      expect(StartSessionRequestSchema.safeParse({ mode: 'CHALLENGE', challengeId: 'c1', ...extra }).success, JSON.stringify(extra)).toBe(false);
    }
    for (const mode of ['SOLO_PRACTICE', 'SPEED', 'BOSS_BATTLE', 'ASSIGNMENT'] as const) {
      const base = { mode, ...(mode === 'BOSS_BATTLE' ? { bossId: 'b1' } : {}), ...(mode === 'ASSIGNMENT' ? { assignmentId: 'a1' } : {}) };
      expect(StartSessionRequestSchema.safeParse(base).success, mode).toBe(true);
      for (const extra of [{ seed }, { skillId: 'g5.fractions.add' }, { difficulty: 1 }, { topics: ['Fractions'] }]) {
        expect(StartSessionRequestSchema.safeParse({ ...base, ...extra }).success, `${mode} ${JSON.stringify(extra)}`).toBe(false);
      }
    }
  });

  it('defaults deviceType to web', () => {
    expect(StartSessionRequestSchema.parse({ mode: 'SOLO_PRACTICE' }).deviceType).toBe('web');
  });

  it('validates answers, time spent and hints on submit', () => {
    expect(SubmitAnswerRequestSchema.safeParse(submit).success).toBe(true);
    const bad = (patch: object) => SubmitAnswerRequestSchema.safeParse({ ...submit, ...patch }).success;
    expect(bad({ answer: 'x'.repeat(101) })).toBe(false);
    expect(bad({ answer: '   ' })).toBe(false);
    expect(bad({ answer: 34 })).toBe(false);
    expect(bad({ timeSpent: -1 })).toBe(false);
    expect(bad({ timeSpent: 3601 })).toBe(false);
    expect(bad({ timeSpent: 2.5 })).toBe(false);
    expect(bad({ hintsUsed: 4 })).toBe(false);
    expect(bad({ problemId: '../../etc' })).toBe(false);
    expect(SubmitAnswerRequestSchema.parse({ ...submit, hintsUsed: undefined }).hintsUsed).toBe(0);
  });

  it('only allows hint indexes 0 to 2', () => {
    expect(HintQuerySchema.parse({ problemId: 'p1', hintIndex: '2' }).hintIndex).toBe(2);
    expect(HintQuerySchema.safeParse({ problemId: 'p1', hintIndex: '3' }).success).toBe(false);
  });

  it('filters the problem bank by the teacher-facing bands', () => {
    expect(ProblemBankQuerySchema.safeParse({ difficulty: 'MEDIUM' }).success).toBe(true);
    expect(ProblemBankQuerySchema.safeParse({ difficulty: 'EXTREME' }).success).toBe(false);
  });

  it('never lets a served problem carry its answer, or the generator inputs that would rebuild it', () => {
    const shape = Object.keys(ServedProblemSchema.shape);
    for (const secret of ['answer', 'hints', 'explanation', 'correctAnswer', 'misconceptions', 'stableProblemId', 'problemId', 'skillId', 'seed']) expect(shape).not.toContain(secret);
  });

  it('names the configured number of free problems in the plan-limit message', () => {
    expect(PLAN_LIMIT_MESSAGE).toBe('You have used your 3 free problems today. Upgrade to keep playing!');
    expect(FREE_DAILY_PROBLEMS).toBe(3);
    expect(planLimitMessage(5)).toBe('You have used your 5 free problems today. Upgrade to keep playing!');
    expect(planLimitMessage(1)).toBe('You have used your 1 free problem today. Upgrade to keep playing!');
  });
});
