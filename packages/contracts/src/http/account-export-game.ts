import { z } from 'zod';

/** One stored record as exported: its id and its fields (dates as ISO strings), internal bookkeeping left out. */
const GameRecord = z.object({ id: z.string() }).catchall(z.unknown());

/**
 * The game's part of an account export (docs/product/privacy.md#what-the-file-holds), read by the
 * game service for the account: the student document (progress, skill states, recent answers,
 * tutor record, boss and story standing), every practice, assignment, boss, story and challenge
 * session, every problem served with its answer, the daily problem counts, the assignment
 * attempts and the challenges it started. Empty for an account that never played.
 */
export const GameAccountExportSchema = z.object({
  /** The student document: progress (XP, level, streak), skill states, recent answers, tutor record; null before the first session. */
  student: GameRecord.nullable(),
  /** Every session (practice, assignment, boss battle, story chapter, speed run, challenge). */
  sessions: z.array(GameRecord.extend({ mode: z.string(), status: z.string(), startedAt: z.string() })),
  /** Every problem served, with the answer given and its result (the answers history). */
  answers: z.array(GameRecord.extend({ sessionId: z.string(), status: z.string(), servedAt: z.string() })),
  /** Problems answered per day (the free plan's daily count). */
  dailyUsage: z.array(z.object({ day: z.string(), count: z.number() })),
  /** Teacher assignments started (each attempt's clock). */
  assignmentAttempts: z.array(GameRecord),
  /** PvP challenges whose problems the student started. */
  challengesStarted: z.array(z.object({ challengeId: z.string(), at: z.string() })),
});
export type GameAccountExport = z.infer<typeof GameAccountExportSchema>;
