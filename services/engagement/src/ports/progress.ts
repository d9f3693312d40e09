/**
 * The progress projection the social module reads (docs/adr/0060, 0100, 0220). The rewards module
 * keeps it: one script call per game snapshot writes the student's progress hash and the global
 * sorted sets of every board metric, so an answer costs one Redis call. The social module reads a
 * student's level, and builds boards over those sorted sets by their key; these are the names and
 * rules both modules agree on, declared here rather than imported from either's internals.
 */
export type { ProgressProjection } from '../repositories/progress-repository.js';
export { boardDayKey, boardKey, RANK_KEY } from '../repositories/progress-repository.js';
export { BOARD_RULES, currentClass, rankChange, schoolKey, shownScore, utcDay } from '../domain/leaderboards.js';
import type { ProgressStore } from '../repositories/progress-repository.js';

/** A student's projected progress (level, total XP), or null before their first snapshot. */
export type ProgressReader = Pick<ProgressStore, 'get'>;

/** A batch of progress snapshots as they reach the projection: what the social module hears of them. */
export interface ProgressSnapshot {
  userId: string;
  version: number;
  totalXp: number;
  at: Date;
}
