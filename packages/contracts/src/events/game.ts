import { z } from 'zod';
import { eventEnvelope } from './envelope.js';

export const GameSubjects = {
  SESSION_STARTED: 'game.session.started',
  SESSION_ENDED: 'game.session.ended',
  ANSWER_SUBMITTED: 'game.answer.submitted',
  ASSIGNMENT_ANSWERED: 'game.assignment.answered',
  LEVEL_UP: 'game.level.up',
  PROGRESS_UPDATED: 'game.progress.updated',
  BOSS_BATTLE_ENDED: 'game.boss.battle.ended',
  CHAPTER_COMPLETED: 'game.story.chapter.completed',
  TUTOR_UPDATED: 'game.tutor.updated',
  CHALLENGE_FINISHED: 'game.challenge.finished',
} as const;

export const GameModeSchema = z.enum(['SOLO_PRACTICE', 'BOSS_BATTLE', 'ASSIGNMENT', 'SPEED', 'CHALLENGE'], {
  error: 'mode must be one of SOLO_PRACTICE, BOSS_BATTLE, ASSIGNMENT, SPEED, CHALLENGE',
});
export type GameMode = z.infer<typeof GameModeSchema>;

/**
 * A student's progress (docs/product/practice.md#progress): the one declaration of its figures.
 * The game's GET /progress and every answer's result show it as it is (`ProgressSchema`),
 * game.progress.updated carries it with a version (`ProgressSnapshotSchema`), and the session
 * user's `studentProfile` picks from it under its own wire names (`StudentProfileSchema`).
 */
export const StudentProgressSchema = z.object({
  level: z.number().int(),
  totalXp: z.number().int(),
  xpToNextLevel: z.number().int().describe('Cumulative total XP at which the next level is reached.'),
  xpForCurrentLevel: z.number().int().describe('Cumulative total XP at which the current level started.'),
  currentStreak: z.number().int().describe('Day streak as shown on the day it was computed: 0 when the last active day is before yesterday.'),
  longestStreak: z.number().int(),
  lastActiveDay: z.string().nullable().describe("Local calendar day (YYYY-MM-DD, the student's zone) of the last correct answer; null before the first."),
  totalProblems: z.number().int(),
  totalCorrect: z.number().int(),
  totalTimeSpent: z.number().int().describe('Seconds.'),
  accuracy: z.number().describe('Percent 0-100, one decimal.'),
  bestCombo: z.number().int(),
});
export type StudentProgress = z.infer<typeof StudentProgressSchema>;

/** The progress of a student who has not answered yet: level 1, 100 XP to the next level, nothing else. */
export const NEW_STUDENT_PROGRESS: StudentProgress = {
  level: 1,
  totalXp: 0,
  xpToNextLevel: 100,
  xpForCurrentLevel: 0,
  currentStreak: 0,
  longestStreak: 0,
  lastActiveDay: null,
  totalProblems: 0,
  totalCorrect: 0,
  totalTimeSpent: 0,
  accuracy: 0,
  bestCombo: 0,
};

/**
 * A student's whole progress after a change. `version` grows with every change, so a reader
 * applies a snapshot only when it is newer than what it holds (order-safe, idempotent).
 */
export const ProgressSnapshotSchema = StudentProgressSchema.extend({ version: z.number().int() });
export type ProgressSnapshot = z.infer<typeof ProgressSnapshotSchema>;

export const ProgressUpdatedEventSchema = eventEnvelope(GameSubjects.PROGRESS_UPDATED, ProgressSnapshotSchema.extend({ userId: z.string() }));
export type ProgressUpdatedEvent = z.infer<typeof ProgressUpdatedEventSchema>;

/** Difficulty rungs 1..5. */
const Difficulty = z.number().int().min(1).max(5);

export const SessionStartedEventSchema = eventEnvelope(
  GameSubjects.SESSION_STARTED,
  z.object({ userId: z.string(), sessionId: z.string(), mode: GameModeSchema, deviceType: z.string(), startedAt: z.string() }),
);
export type SessionStartedEvent = z.infer<typeof SessionStartedEventSchema>;

export const SessionEndedEventSchema = eventEnvelope(
  GameSubjects.SESSION_ENDED,
  z.object({
    userId: z.string(),
    sessionId: z.string(),
    mode: GameModeSchema,
    startedAt: z.string(),
    endedAt: z.string(),
    problemsAnswered: z.number().int(),
    correctAnswers: z.number().int(),
    xpEarned: z.number().int(),
    coinsEarned: z.number().int(),
    hintsUsed: z.number().int(),
    maxCombo: z.number().int(),
    assignmentId: z.string().nullable().default(null).describe('The teacher assignment an ASSIGNMENT session plays; null in the other modes.'),
    timeUp: z.boolean().default(false).describe("An ASSIGNMENT session ended by the assignment's time limit: the attempt is over."),
  }),
);
export type SessionEndedEvent = z.infer<typeof SessionEndedEventSchema>;

/** The facts of one graded answer: the data of game.answer.submitted (which adds the progress snapshot) and of game.assignment.answered. */
export const AnsweredProblemSchema = z.object({
  userId: z.string(),
  sessionId: z.string(),
  mode: GameModeSchema,
  assignmentId: z.string().nullable().default(null).describe('The teacher assignment an ASSIGNMENT session plays; null in the other modes.'),
  problemId: z.string().describe('The served problem id.'),
  stableProblemId: z.string().describe("The generator's reproducible id (skill/dN/seed)."),
  skillId: z.string(),
  topic: z.string(),
  difficulty: Difficulty,
  isCorrect: z.boolean(),
  xp: z.number().int().describe("The answer's xpEarned, an XP boost's extra included."),
  xpBoostUsed: z.boolean().optional().describe('The answer used one of the student\'s XP-boost charges (docs/adr/0186): engagement lowers the stock it shows. Absent: none used.'),
  coins: z.number().int().describe('What engagement, the wallet owner, credits.'),
  combo: z.number().int().describe('Combo after this answer (0 after a wrong one).'),
  multiplier: z.number(),
  timeSpent: z.number().int().describe('Seconds, as scored (the speed bonus, the quests): never less than the server saw pass since serving.'),
  spentSeconds: z.number().int().min(0).optional().describe('Seconds the answer adds to time spent: the time spent answering, at most 300 per problem (spentSeconds()). Absent in older events: read timeSpent.'),
  hintsUsed: z.number().int(),
  fast: z.boolean().describe('Answered under the estimated time (the speed bonus); quests such as Speed Demon use timeSpent.'),
  answeredAt: z.string(),
  localDay: z.string().describe("The student's calendar day of the answer (YYYY-MM-DD, in their time zone): daily quests and today's figures count by it."),
  timeZone: z.string().describe("The student's IANA time zone, as the answer's token carried it."),
});

/**
 * Exactly one per accepted (graded) answer, also when the HTTP request is retried: its id is
 * derived from the served problem id, so JetStream de-duplicates a re-publish.
 */
export const AnswerSubmittedEventSchema = eventEnvelope(
  GameSubjects.ANSWER_SUBMITTED,
  AnsweredProblemSchema.extend({
    progress: ProgressSnapshotSchema.optional().describe(
      "The student's progress after this answer, with the student document's version (docs/adr/0059): what game.progress.updated carries for the other changes of progress. Absent only from events published before it was added.",
    ),
  }),
);
export type AnswerSubmittedEvent = z.infer<typeof AnswerSubmittedEventSchema>;

/**
 * The same answer again, published only for an ASSIGNMENT answer (docs/adr/0055), so the teacher
 * service reads assignment answers without receiving every practice answer. Exactly one per
 * accepted assignment answer; its id is derived from the served problem id as well. It carries the
 * answer's facts, not the progress snapshot of game.answer.submitted (engagement's, docs/adr/0059).
 */
export const AssignmentAnsweredEventSchema = eventEnvelope(
  GameSubjects.ASSIGNMENT_ANSWERED,
  AnsweredProblemSchema.extend({
    mode: z.literal('ASSIGNMENT'),
    assignmentId: z.string().min(1).describe('The teacher assignment the session plays.'),
  }),
);
export type AssignmentAnsweredEvent = z.infer<typeof AssignmentAnsweredEventSchema>;

export const LevelUpEventSchema = eventEnvelope(
  GameSubjects.LEVEL_UP,
  z.object({ userId: z.string(), previousLevel: z.number().int(), newLevel: z.number().int(), totalXp: z.number().int() }),
);
export type LevelUpEvent = z.infer<typeof LevelUpEventSchema>;

/** A boss battle ended (docs/adr/0096): won by the answer that took its health to 0, or abandoned. One per battle. */
export const BossBattleEndedEventSchema = eventEnvelope(
  GameSubjects.BOSS_BATTLE_ENDED,
  z.object({
    userId: z.string(),
    battleId: z.string().describe('The BOSS_BATTLE session.'),
    bossId: z.string(),
    outcome: z.enum(['VICTORY', 'ABANDONED']),
    maxHealth: z.number().int(),
    currentHealth: z.number().int(),
    startedAt: z.string(),
    endedAt: z.string(),
  }),
);
export type BossBattleEndedEvent = z.infer<typeof BossBattleEndedEventSchema>;

/** A story chapter's session answered its problemCount problems (docs/adr/0097). One per chapter session. */
export const ChapterCompletedEventSchema = eventEnvelope(
  GameSubjects.CHAPTER_COMPLETED,
  z.object({
    userId: z.string(),
    sessionId: z.string(),
    chapterId: z.string(),
    problemCount: z.number().int(),
    correct: z.number().int(),
    stars: z.number().int().min(0).max(3),
    completedAt: z.string(),
  }),
);
export type ChapterCompletedEvent = z.infer<typeof ChapterCompletedEventSchema>;

/** The step-by-step tutor's figures of one local day (docs/adr/0117). */
export const TutorDaySchema = z.object({
  day: z.string().describe("Local calendar day (YYYY-MM-DD, the student's zone)."),
  walkthroughs: z.number().int().min(0),
  stepsSeen: z.number().int().min(0),
  stepsRight: z.number().int().min(0),
});
export type TutorDay = z.infer<typeof TutorDaySchema>;

/** The tutor's figures of one skill, since it entered the student's list of tutored skills. */
export const TutorSkillSchema = z.object({
  skillId: z.string(),
  lastDay: z.string().describe('Local day the tutor was last used on this skill.'),
  walkthroughs: z.number().int().min(0),
  stepsSeen: z.number().int().min(0),
  stepsRight: z.number().int().min(0),
});
export type TutorSkill = z.infer<typeof TutorSkillSchema>;

/**
 * A student's tutor use after a tutor call changed it (docs/adr/0145): the whole record's figures,
 * by local day (the last 30) and by skill (the 30 tutored last). `rev` grows with every change, so a
 * reader keeps a snapshot only when it is newer than the one it holds (order-safe, idempotent).
 */
export const TutorUpdatedEventSchema = eventEnvelope(
  GameSubjects.TUTOR_UPDATED,
  z.object({
    userId: z.string(),
    rev: z.number().int().min(1),
    timeZone: z.string(),
    days: z.array(TutorDaySchema),
    skills: z.array(TutorSkillSchema),
  }),
);
export type TutorUpdatedEvent = z.infer<typeof TutorUpdatedEventSchema>;

/**
 * A student answered the last problem of their CHALLENGE session (docs/adr/0126): their side's
 * score, correct answers and total time as the game graded them. Engagement settles the
 * challenge once both sides are in. Id derived from the challenge and the student (once each).
 */
export const ChallengeFinishedEventSchema = eventEnvelope(
  GameSubjects.CHALLENGE_FINISHED,
  z.object({
    userId: z.string(),
    sessionId: z.string(),
    challengeId: z.string(),
    /** sha256 of the seed the problems were generated from: engagement counts the side only if it is the challenge's. */
    seedDigest: z.string(),
    topic: z.string(),
    problemCount: z.number().int(),
    timeLimit: z.number().int(),
    correct: z.number().int(),
    score: z.number().int(),
    /** Total seconds over the problems. */
    time: z.number().int(),
    finishedAt: z.string(),
  }),
);
export type ChallengeFinishedEvent = z.infer<typeof ChallengeFinishedEventSchema>;
