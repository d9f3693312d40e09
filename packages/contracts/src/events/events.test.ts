import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UserRegisteredEventSchema } from './auth.js';
import { WalletChangedEventSchema } from './engagement.js';
import { ProgressUpdatedEventSchema } from './game.js';

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
});
