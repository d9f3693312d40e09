/**
 * The events the game records, typed by their contracts (packages/contracts/src/events/game.ts)
 * and built as outbox entries of the service kit. Ids are derived from the session or served
 * problem they are about, so an event re-created by a retried request keeps its id and JetStream
 * drops the copy (docs/adr/0023-answer-integrity-outbox.md, docs/adr/0027-session-events-outbox.md).
 */
import { seedDigest, type StoredChallengePlay } from '../domain/challenge-play.js';
import { GameSubjects, type EventData } from '@mathquest/contracts';
import { derivedId, outboxEntry, type OutboxEntry } from '@mathquest/service-kit';
import { progressSnapshot, type AnswerOutcome, type ProgressState } from '../domain/progress.js';
import type { ServedProblemDoc, SessionTotals } from '../repositories/problems.js';
import type { StoredBattle, StoredChapter } from '../domain/adventure.js';
import type { SessionDoc } from '../repositories/sessions.js';
import type { TutorRecord } from '../domain/tutor.js';

/** The id of the game's event `<subject of the event>:<kind>`, in the 'game' namespace, which never changes: stored guards hold ids derived in it. */
const gameEventId = (name: string) => derivedId('game', name);

export function sessionStarted(session: SessionDoc): OutboxEntry<typeof GameSubjects.SESSION_STARTED> {
  return outboxEntry(
    GameSubjects.SESSION_STARTED,
    { userId: session.userId, sessionId: session._id, mode: session.mode, deviceType: session.deviceType, startedAt: session.startedAt.toISOString() },
    { userId: session.userId, id: gameEventId(`${session._id}:started`), at: session.startedAt },
  );
}

/** game.session.ended with the session's totals. */
export function sessionEnded(session: SessionDoc, totals: SessionTotals, endedAt: Date, timeUp = false): OutboxEntry<typeof GameSubjects.SESSION_ENDED> {
  return outboxEntry(
    GameSubjects.SESSION_ENDED,
    {
      userId: session.userId,
      sessionId: session._id,
      mode: session.mode,
      assignmentId: session.assignmentId ?? null,
      timeUp,
      startedAt: session.startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      problemsAnswered: totals.problemsAnswered,
      correctAnswers: totals.correctAnswers,
      xpEarned: totals.xpEarned,
      coinsEarned: totals.coinsEarned,
      hintsUsed: totals.hintsUsed,
      maxCombo: totals.maxCombo,
    },
    { userId: session.userId, id: gameEventId(`${session._id}:ended`), at: endedAt },
  );
}

/**
 * The kinds of events an answer records; each one's id is derived from `<servedProblemId>:<kind>`.
 * 'progress': a snapshot published apart from its answer; only outbox entries written before docs/adr/0059 hold one.
 */
const ANSWER_EVENT_NAMES = ['answer', 'assignment', 'level', 'progress'] as const;

/** Ids of the events an answer to this served problem records (whichever of them it recorded). */
export function answerEventIds(problemId: string): Set<string> {
  return new Set(ANSWER_EVENT_NAMES.map((name) => gameEventId(`${problemId}:${name}`)));
}

export interface GradedAnswerFacts {
  userId: string;
  served: ServedProblemDoc;
  outcome: AnswerOutcome;
  isCorrect: boolean;
  timeSpent: number;
  /** What the answer adds to time spent. */
  spentSeconds: number;
  hintsUsed: number;
  /** The student document's version after this answer (orders progress snapshots). */
  version: number;
  today: string;
  /** The student's time zone (the access token's). */
  timeZone: string;
  at: Date;
}

/**
 * game.answer.submitted (with the progress snapshot, docs/adr/0059); for an ASSIGNMENT answer also
 * game.assignment.answered with the answer's facts (the teacher service's subject, docs/adr/0055);
 * game.level.up when a level was reached.
 */
export function answerEvents(a: GradedAnswerFacts): OutboxEntry[] {
  const { userId, served, outcome, at } = a;
  const problem = served.problem;
  const opts = (kind: (typeof ANSWER_EVENT_NAMES)[number]) => ({ userId, id: gameEventId(`${served._id}:${kind}`), at });
  // The answer's facts: game.answer.submitted adds the progress snapshot, game.assignment.answered narrows the mode.
  const answered: Omit<EventData<typeof GameSubjects.ANSWER_SUBMITTED>, 'progress'> = {
    userId,
    sessionId: served.sessionId,
    mode: served.mode,
    assignmentId: served.assignmentId ?? null,
    problemId: served._id,
    stableProblemId: problem.problemId,
    skillId: problem.skillId,
    topic: problem.topic,
    difficulty: problem.difficulty,
    isCorrect: a.isCorrect,
    xp: outcome.xp.total,
    ...(outcome.boost.used ? { xpBoostUsed: true } : {}),
    coins: outcome.coins,
    combo: outcome.combo.currentCombo,
    multiplier: outcome.combo.multiplier,
    timeSpent: a.timeSpent,
    spentSeconds: a.spentSeconds,
    hintsUsed: a.hintsUsed,
    fast: outcome.fast,
    answeredAt: at.toISOString(),
    localDay: a.today,
    timeZone: a.timeZone,
  };
  const events: OutboxEntry[] = [
    // The progress snapshot rides on the answer instead of a game.progress.updated of its own (docs/adr/0059).
    outboxEntry(GameSubjects.ANSWER_SUBMITTED, { ...answered, progress: progressSnapshot(outcome.progress, a.version, a.today) }, opts('answer')),
  ];
  if (served.mode === 'ASSIGNMENT' && served.assignmentId) {
    events.push(outboxEntry(GameSubjects.ASSIGNMENT_ANSWERED, { ...answered, mode: 'ASSIGNMENT', assignmentId: served.assignmentId }, opts('assignment')));
  }
  if (outcome.levelAfter > outcome.levelBefore) {
    events.push(outboxEntry(GameSubjects.LEVEL_UP, { userId, previousLevel: outcome.levelBefore, newLevel: outcome.levelAfter, totalXp: outcome.progress.totalXp }, opts('level')));
  }
  return events;
}

export interface AppliedGrantsFacts {
  userId: string;
  /** The grants applied by this write, in order (their engagement.xp.granted event ids). */
  grantIds: readonly string[];
  /** Each applied grant that crossed a level. */
  levelUps: ReadonlyArray<{ grantId: string; previousLevel: number; newLevel: number; totalXp: number }>;
  progress: ProgressState;
  /** The student document's version after the write. */
  version: number;
  today: string;
  at: Date;
}

/**
 * What applying engagement's XP grants records (docs/adr/0072), as an answer does: game.level.up
 * for each grant that crossed a level (id derived from the grant's event id, so a grant never
 * levels a student up twice), then one game.progress.updated for the write (id derived from its
 * last grant).
 */
export function grantEvents(a: AppliedGrantsFacts): OutboxEntry[] {
  const { userId, at } = a;
  const last = a.grantIds.at(-1);
  if (last === undefined) return [];
  const events: OutboxEntry[] = a.levelUps.map((l) =>
    outboxEntry(GameSubjects.LEVEL_UP, { userId, previousLevel: l.previousLevel, newLevel: l.newLevel, totalXp: l.totalXp }, { userId, id: gameEventId(`xp:${l.grantId}:level`), at }),
  );
  events.push(outboxEntry(GameSubjects.PROGRESS_UPDATED, { userId, ...progressSnapshot(a.progress, a.version, a.today) }, { userId, id: gameEventId(`xp:${last}:progress`), at }));
  return events;
}

/** game.boss.battle.ended (docs/adr/0096): one per battle, its id derived from the battle (session) id. */
export function bossBattleEnded(userId: string, battle: StoredBattle, outcome: 'VICTORY' | 'ABANDONED', at: Date): OutboxEntry<typeof GameSubjects.BOSS_BATTLE_ENDED> {
  return outboxEntry(
    GameSubjects.BOSS_BATTLE_ENDED,
    { userId, battleId: battle.sessionId, bossId: battle.bossId, outcome, maxHealth: battle.maxHealth, currentHealth: battle.currentHealth, startedAt: battle.startedAt, endedAt: at.toISOString() },
    { userId, id: gameEventId(`boss:${battle.sessionId}:ended`), at },
  );
}

/** game.story.chapter.completed (docs/adr/0097): one per chapter session. */
export function chapterCompleted(userId: string, chapter: StoredChapter, stars: number, at: Date): OutboxEntry<typeof GameSubjects.CHAPTER_COMPLETED> {
  return outboxEntry(
    GameSubjects.CHAPTER_COMPLETED,
    { userId, sessionId: chapter.sessionId, chapterId: chapter.chapterId, problemCount: chapter.problemCount, correct: chapter.correct, stars, completedAt: at.toISOString() },
    { userId, id: gameEventId(`chapter:${chapter.sessionId}:completed`), at },
  );
}

/** game.challenge.finished (docs/adr/0126): one per challenge and student. */
export function challengeFinished(userId: string, play: StoredChallengePlay, at: Date): OutboxEntry<typeof GameSubjects.CHALLENGE_FINISHED> {
  return outboxEntry(
    GameSubjects.CHALLENGE_FINISHED,
    {
      userId,
      sessionId: play.sessionId,
      challengeId: play.challengeId,
      seedDigest: seedDigest(play.seed),
      topic: play.topic,
      problemCount: play.problemCount,
      timeLimit: play.timeLimit,
      correct: play.correct,
      score: play.score,
      time: play.time,
      finishedAt: at.toISOString(),
    },
    { userId, id: challengeFinishedId(play.challengeId, userId), at },
  );
}
export const challengeFinishedId = (challengeId: string, userId: string) => gameEventId(`challenge:${challengeId}:${userId}:finished`);

/** Ids of the battle and chapter events a session's answers may record. */
export function adventureEventIds(sessionId: string): string[] {
  return [gameEventId(`boss:${sessionId}:ended`), gameEventId(`chapter:${sessionId}:completed`)];
}

/**
 * game.tutor.updated (docs/adr/0145): the tutor record's figures after the tutor's own update
 * wrote revision `record.rev`; the id is derived from the student and that revision, which only
 * one write can have written.
 */
export function tutorUpdated(userId: string, timeZone: string, record: TutorRecord, at: Date): OutboxEntry<typeof GameSubjects.TUTOR_UPDATED> {
  return outboxEntry(
    GameSubjects.TUTOR_UPDATED,
    {
      userId,
      rev: record.rev,
      timeZone,
      days: record.days.map(({ day, walkthroughs, stepsSeen, stepsRight }) => ({ day, walkthroughs, stepsSeen, stepsRight })),
      skills: record.skills.map(({ skillId, lastDay, walkthroughs, stepsSeen, stepsRight }) => ({ skillId, lastDay, walkthroughs, stepsSeen, stepsRight })),
    },
    { userId, id: gameEventId(`tutor:${userId}:${record.rev}`), at },
  );
}
