import { z } from 'zod';
import { eventEnvelope } from './envelope.js';

export const GameSubjects = {
  SESSION_STARTED: 'game.session.started',
  SESSION_ENDED: 'game.session.ended',
  ANSWER_SUBMITTED: 'game.answer.submitted',
  LEVEL_UP: 'game.level.up',
  PROGRESS_UPDATED: 'game.progress.updated',
} as const;

export const GameModeSchema = z.enum(['SOLO_PRACTICE', 'BOSS_BATTLE'], {
  error: 'mode must be one of SOLO_PRACTICE, BOSS_BATTLE',
});
export type GameMode = z.infer<typeof GameModeSchema>;

/**
 * A student's whole progress after a change. `version` grows by one with every change,
 * so a projection applies a snapshot only when it is newer than what it holds (order-safe, idempotent).
 */
export const ProgressSnapshotSchema = z.object({
  version: z.number().int(),
  currentLevel: z.number().int(),
  totalXp: z.number().int(),
  xpToNextLevel: z.number().int(),
  xpForCurrentLevel: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  /** Local calendar day (YYYY-MM-DD, student's zone) of the last correct answer; null before the first. */
  lastActiveDay: z.string().nullable(),
  totalProblems: z.number().int(),
  totalCorrect: z.number().int(),
  /** Seconds. */
  totalTimeSpent: z.number().int(),
});
export type ProgressSnapshot = z.infer<typeof ProgressSnapshotSchema>;

export const ProgressUpdatedEventSchema = eventEnvelope(GameSubjects.PROGRESS_UPDATED, ProgressSnapshotSchema.extend({ userId: z.string() }));
export type ProgressUpdatedEvent = z.infer<typeof ProgressUpdatedEventSchema>;
