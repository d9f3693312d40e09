/**
 * The events the game records, typed by their contracts (packages/contracts/src/events/game.ts)
 * and built as outbox entries. Ids are derived from the session or served problem they are about,
 * so an event re-created by a retried request keeps its id and JetStream drops the copy
 * (docs/adr/0023-answer-integrity-outbox.md, docs/adr/0027-session-events-outbox.md).
 */
import {
  GameSubjects,
  type AnswerSubmittedEvent,
  type EventEnvelope,
  type LevelUpEvent,
  type ProgressUpdatedEvent,
  type SessionEndedEvent,
  type SessionStartedEvent,
} from '@mathquest/contracts';
import { progressSnapshot, type AnswerOutcome } from '../domain/progress.js';
import type { ServedProblemDoc, SessionTotals } from '../repositories/problems.js';
import type { SessionDoc } from '../repositories/sessions.js';
import type { OutboxEntry } from './outbox-entry.js';
import { deterministicId } from './publisher.js';

type GameEvent = SessionStartedEvent | SessionEndedEvent | AnswerSubmittedEvent | LevelUpEvent | ProgressUpdatedEvent;

function entry<E extends GameEvent>(type: E['type'], data: E['data'], userId: string, name: string, at: Date): OutboxEntry {
  const id = deterministicId(name);
  const event: EventEnvelope<E['type'], E['data']> = { id, type, occurredAt: at.toISOString(), userId, data };
  return { id, subject: type, event: { ...event }, createdAt: at };
}

export function sessionStarted(session: SessionDoc): OutboxEntry {
  return entry<SessionStartedEvent>(
    GameSubjects.SESSION_STARTED,
    { userId: session.userId, sessionId: session._id, mode: session.mode, deviceType: session.deviceType, startedAt: session.startedAt.toISOString() },
    session.userId,
    `${session._id}:started`,
    session.startedAt,
  );
}

/** game.session.ended with the session's totals. */
export function sessionEnded(session: SessionDoc, totals: SessionTotals, endedAt: Date): OutboxEntry {
  return entry<SessionEndedEvent>(
    GameSubjects.SESSION_ENDED,
    {
      userId: session.userId,
      sessionId: session._id,
      mode: session.mode,
      startedAt: session.startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      problemsAnswered: totals.problemsAnswered,
      correctAnswers: totals.correctAnswers,
      xpEarned: totals.xpEarned,
      coinsEarned: totals.coinsEarned,
      hintsUsed: totals.hintsUsed,
      maxCombo: totals.maxCombo,
    },
    session.userId,
    `${session._id}:ended`,
    endedAt,
  );
}

const ANSWER_EVENT_NAMES = ['answer', 'level', 'progress'] as const;

/** Ids of the events an answer to this served problem records (whichever of them it recorded). */
export function answerEventIds(problemId: string): Set<string> {
  return new Set(ANSWER_EVENT_NAMES.map((name) => deterministicId(`${problemId}:${name}`)));
}

export interface GradedAnswerFacts {
  userId: string;
  served: ServedProblemDoc;
  outcome: AnswerOutcome;
  isCorrect: boolean;
  timeSpent: number;
  hintsUsed: number;
  /** The student document's version after this answer (orders progress snapshots). */
  version: number;
  today: string;
  at: Date;
}

/** game.answer.submitted, game.level.up when a level was reached, game.progress.updated. */
export function answerEvents(a: GradedAnswerFacts): OutboxEntry[] {
  const { userId, served, outcome, at } = a;
  const problem = served.problem;
  const events = [
    entry<AnswerSubmittedEvent>(
      GameSubjects.ANSWER_SUBMITTED,
      {
        userId,
        sessionId: served.sessionId,
        mode: served.mode,
        problemId: served._id,
        stableProblemId: problem.problemId,
        skillId: problem.skillId,
        topic: problem.topic,
        difficulty: problem.difficulty,
        isCorrect: a.isCorrect,
        xp: outcome.xp.total,
        coins: outcome.coins,
        combo: outcome.combo.currentCombo,
        multiplier: outcome.combo.multiplier,
        timeSpent: a.timeSpent,
        hintsUsed: a.hintsUsed,
        fast: outcome.fast,
        answeredAt: at.toISOString(),
      },
      userId,
      `${served._id}:answer`,
      at,
    ),
  ];
  if (outcome.levelAfter > outcome.levelBefore) {
    events.push(
      entry<LevelUpEvent>(
        GameSubjects.LEVEL_UP,
        { userId, previousLevel: outcome.levelBefore, newLevel: outcome.levelAfter, totalXp: outcome.progress.totalXp },
        userId,
        `${served._id}:level`,
        at,
      ),
    );
  }
  events.push(
    entry<ProgressUpdatedEvent>(GameSubjects.PROGRESS_UPDATED, { userId, ...progressSnapshot(outcome.progress, a.version, a.today) }, userId, `${served._id}:progress`, at),
  );
  return events;
}
