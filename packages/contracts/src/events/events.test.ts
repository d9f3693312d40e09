import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UserRegisteredEventSchema } from './auth.js';
import { WalletChangedEventSchema } from './engagement.js';
import { AnswerSubmittedEventSchema, AssignmentAnsweredEventSchema, ProgressUpdatedEventSchema } from './game.js';

const envelope = { id: randomUUID(), occurredAt: new Date().toISOString(), userId: 'u1' };

describe('event contracts', () => {
  it('accepts a well-formed registered event and rejects another type', () => {
    const data = { userId: 'u1', role: 'STUDENT', username: 'alex', displayName: 'Alex', plan: 'FREE', gradeLevel: 5, timeZone: 'UTC' };
    expect(UserRegisteredEventSchema.safeParse({ ...envelope, type: 'auth.user.registered', data }).success).toBe(true);
    expect(UserRegisteredEventSchema.safeParse({ ...envelope, type: 'auth.user.updated', data }).success).toBe(false);
  });

  it('requires a uuid event id (it is the JetStream message id)', () => {
    const data = { userId: 'u1', coins: 5, gems: 0, coinsDelta: 5, gemsDelta: 0, reason: 'answer', version: 1 };
    expect(WalletChangedEventSchema.safeParse({ ...envelope, type: 'engagement.wallet.changed', data }).success).toBe(true);
    expect(WalletChangedEventSchema.safeParse({ ...envelope, id: 'not-a-uuid', type: 'engagement.wallet.changed', data }).success).toBe(false);
  });

  it('carries a versioned progress snapshot', () => {
    const data = {
      userId: 'u1', version: 3, level: 2, totalXp: 120, xpToNextLevel: 250, xpForCurrentLevel: 100,
      currentStreak: 1, longestStreak: 1, lastActiveDay: '2026-11-22', totalProblems: 4, totalCorrect: 3, totalTimeSpent: 95, accuracy: 75, bestCombo: 2,
    };
    expect(ProgressUpdatedEventSchema.safeParse({ ...envelope, type: 'game.progress.updated', data }).success).toBe(true);
    expect(ProgressUpdatedEventSchema.safeParse({ ...envelope, type: 'game.progress.updated', data: { ...data, version: 'x' } }).success).toBe(false);
  });

  it('game.assignment.answered is an answer of an ASSIGNMENT session with its assignment id; game.answer.submitted of any mode', () => {
    const data = {
      userId: 'u1', sessionId: 's1', mode: 'ASSIGNMENT', assignmentId: 'a1', problemId: 'p1', stableProblemId: 'sk/d1/s01', skillId: 'sk', topic: 'T', difficulty: 1, isCorrect: true,
      xp: 10, coins: 2, combo: 1, multiplier: 1, timeSpent: 20, hintsUsed: 0, fast: false, answeredAt: '2026-11-22T10:00:00.000Z', localDay: '2026-11-22', timeZone: 'UTC',
    };
    const assignment = (d: object) => AssignmentAnsweredEventSchema.safeParse({ ...envelope, type: 'game.assignment.answered', data: d }).success;
    expect(assignment(data)).toBe(true);
    expect(assignment({ ...data, assignmentId: null })).toBe(false);
    expect(assignment({ ...data, assignmentId: undefined })).toBe(false);
    expect(assignment({ ...data, assignmentId: '' })).toBe(false);
    expect(assignment({ ...data, mode: 'SOLO_PRACTICE' })).toBe(false);
    const practice = { ...data, mode: 'SOLO_PRACTICE', assignmentId: undefined };
    const parsed = AnswerSubmittedEventSchema.safeParse({ ...envelope, type: 'game.answer.submitted', data: practice });
    expect(parsed.success && parsed.data.data.assignmentId).toBeNull();
  });
});
