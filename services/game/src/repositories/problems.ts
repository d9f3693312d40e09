/**
 * Served problems: one document per problem served to a student, holding the generated problem
 * (answer, hints, worked solution: never sent before the answer), what the student did with it
 * and, once answered, the result (docs/adr/0023-answer-integrity-outbox.md).
 *
 * On the answer path every filter is `{ _id }` alone or the exact key set of a unique index
 * (docs/adr/0026-hot-path-by-id.md).
 */
import type { GameMode, SubmitAnswerResult } from '@mathquest/contracts';
import type { Problem } from '@mathquest/maths';
import type { mongo } from 'mongoose';
import { isDuplicateKey } from './duplicate-key.js';

export interface ServedProblemDoc {
  /** Random (UUID v4): the only id of the problem the client ever sees. */
  _id: string;
  userId: string;
  sessionId: string;
  mode: GameMode;
  /** The teacher assignment it was served for (ASSIGNMENT mode); absent in the other modes. */
  assignmentId?: string | null;
  /**
   * `openSlotOf(userId, mode)` while the problem is open, then the problem's own id: a unique
   * index on it allows at most one open problem per student and mode, even under concurrent
   * /next or sessions started at once (docs/adr/0047). The session holding it is `sessionId`.
   */
  openSlot: string;
  status: 'OPEN' | 'ANSWERED';
  problem: Problem;
  /** Served as a placement probe (docs/adr/0044); absent on problems served before placement existed. */
  placement?: boolean;
  hintsRevealed: number;
  nudges: NudgeCounts;
  servedAt: Date;
  answeredAt: Date | null;
  idempotencyKey: string | null;
  result: SubmitAnswerResult | null;
  /** A SPEED run's end (docs/adr/0135): answers arriving after it and its grace are refused. Absent in the other modes. */
  endsAt?: Date;
  /** The last nudge and the Idempotency-Key of its request, so a retry gets the same nudge. */
  lastNudge?: { key: string; result: SubmitAnswerResult } | null;
}

/** A problem as every mode's /next stores it: open, no hint shown, no nudge, no answer yet. */
export function freshServedProblem(
  served: Pick<ServedProblemDoc, '_id' | 'userId' | 'sessionId' | 'mode' | 'openSlot' | 'problem' | 'placement' | 'servedAt'> & Partial<Pick<ServedProblemDoc, 'assignmentId' | 'endsAt'>>,
): ServedProblemDoc {
  return { ...served, status: 'OPEN', hintsRevealed: 0, nudges: { value: 0, unreadable: 0 }, answeredAt: null, idempotencyKey: null, result: null };
}

/** Nudges given so far, by kind (the attempt policy allows one value-revealing nudge and three unreadable ones). */
export interface NudgeCounts {
  value: number;
  unreadable: number;
}

/** The open-slot key of a student's unanswered problem in a mode: one at a time per student and mode. */
/**
 * The open slot of a student and mode; ASSIGNMENT problems have one per assignment (docs/adr/0080),
 * SPEED problems one per run (`scope` = the session id: a run's unanswered problem never moves to
 * a later run, whose clock it does not belong to, docs/adr/0135).
 */
export function openSlotOf(userId: string, mode: GameMode, scope?: string | null): string {
  return (mode === 'ASSIGNMENT' || mode === 'SPEED' || mode === 'CHALLENGE') && scope ? `open:${userId}:${mode}:${scope}` : `open:${userId}:${mode}`;
}

/**
 * The `scope` of a session's open slot: its assignment, for a speed run the run itself, for a
 * challenge the challenge (one challenge's open problem never moves into another's play, docs/adr/0160).
 */
export const slotScopeOf = (session: { _id: string; mode: GameMode; assignmentId?: string | null; challengeId?: string }): string | null =>
  session.mode === 'SPEED' ? session._id : session.mode === 'CHALLENGE' ? (session.challengeId ?? null) : (session.assignmentId ?? null);

/** What a hint request reads. */
export type HintView = Pick<ServedProblemDoc, '_id' | 'userId' | 'hintsRevealed' | 'status'> & { problem: Pick<Problem, 'hints'> };

/** Totals of a session, from the problems served in it. */
export interface SessionTotals {
  problemsAnswered: number;
  correctAnswers: number;
  xpEarned: number;
  coinsEarned: number;
  /** Hints revealed, answered or not. */
  hintsUsed: number;
  maxCombo: number;
}

export interface ServedProblemRepository {
  /** By `_id` alone; the caller checks the owner. */
  get(id: string): Promise<ServedProblemDoc | null>;
  getForHint(id: string): Promise<HintView | null>;
  /** Insert an open problem; false when the student already has one open in this mode (the slot is taken). */
  insertOpen(doc: ServedProblemDoc): Promise<boolean>;
  /** The student's open problem of a mode (a unique-index lookup), whichever session holds it. */
  findOpen(userId: string, mode: GameMode, assignmentId?: string | null): Promise<ServedProblemDoc | null>;
  /**
   * Move an open problem into another session, on condition that it is still open in the session
   * it was read in: false when it was answered or moved meanwhile.
   */
  moveToSession(problem: ServedProblemDoc, sessionId: string): Promise<boolean>;
  /** Raise the count of revealed hints (never lowers it: concurrent hint calls are safe). */
  recordHints(id: string, revealed: number): Promise<void>;
  /**
   * Count one nudge of a kind and remember its result under the request's key, on condition that
   * the counts are still those `problem` was read with: false when another request counted a
   * nudge first (the caller reads again and decides anew).
   */
  recordNudge(problem: ServedProblemDoc, kind: keyof NudgeCounts, lastNudge: { key: string; result: SubmitAnswerResult } | null): Promise<boolean>;
  /**
   * Only ever called with the result committed in the student document (the CAS winner's, or the
   * one found there on replay), so an unconditional `_id` update writes the same result every time.
   */
  markAnswered(id: string, key: string | null, result: SubmitAnswerResult, at: Date): Promise<void>;
  /** Off the hot path: scans the session's problems. */
  sessionTotals(sessionId: string): Promise<SessionTotals>;
  /** A speed run's graded answers, with when each was served and answered (one read, off the answer path, docs/adr/0135). */
  runAnswers(sessionId: string): Promise<Array<{ isCorrect: boolean; servedAt: Date; answeredAt: Date }>>;
}

export function createServedProblemRepository(problems: mongo.Collection<ServedProblemDoc>): ServedProblemRepository {
  return {
    get: (id) => problems.findOne({ _id: id }),

    getForHint: (id) => problems.findOne<HintView>({ _id: id }, { projection: { userId: 1, 'problem.hints': 1, hintsRevealed: 1, status: 1 } }),

    async insertOpen(doc) {
      try {
        await problems.insertOne(doc);
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },

    findOpen: (userId, mode, assignmentId) => problems.findOne({ openSlot: openSlotOf(userId, mode, assignmentId) }),

    async moveToSession(problem, sessionId) {
      // `{ _id, openSlot, sessionId }` is the key set of the unique index cas_id_open_slot_session.
      const moved = await problems.updateOne({ _id: problem._id, openSlot: problem.openSlot, sessionId: problem.sessionId }, { $set: { sessionId } });
      return moved.matchedCount === 1;
    },

    async recordHints(id, revealed) {
      await problems.updateOne({ _id: id }, { $max: { hintsRevealed: revealed } });
    },

    async recordNudge(problem, kind, lastNudge) {
      // `{ _id, nudges.value, nudges.unreadable }` is the key set of the unique index cas_id_nudges.
      const counted = await problems.updateOne(
        { _id: problem._id, 'nudges.value': problem.nudges.value, 'nudges.unreadable': problem.nudges.unreadable },
        { $inc: { [`nudges.${kind}`]: 1 }, ...(lastNudge ? { $set: { lastNudge } } : {}) },
      );
      return counted.matchedCount === 1;
    },

    async markAnswered(id, key, result, at) {
      await problems.updateOne({ _id: id }, { $set: { status: 'ANSWERED', openSlot: id, result, idempotencyKey: key, answeredAt: at } });
    },

    async runAnswers(sessionId) {
      const answered = await problems.find({ sessionId, status: 'ANSWERED' }, { projection: { servedAt: 1, answeredAt: 1, 'result.isCorrect': 1 } }).toArray();
      return answered.filter((p) => p.result && p.answeredAt).map((p) => ({ isCorrect: p.result!.isCorrect, servedAt: p.servedAt, answeredAt: p.answeredAt! }));
    },

    async sessionTotals(sessionId) {
      const served = await problems
        .find({ sessionId }, { projection: { status: 1, hintsRevealed: 1, 'result.isCorrect': 1, 'result.xpEarned': 1, 'result.coinsEarned': 1, 'result.combo.maxCombo': 1 } })
        .toArray();
      const totals: SessionTotals = { problemsAnswered: 0, correctAnswers: 0, xpEarned: 0, coinsEarned: 0, hintsUsed: 0, maxCombo: 0 };
      for (const p of served) {
        totals.hintsUsed += p.hintsRevealed ?? 0;
        if (p.status !== 'ANSWERED' || !p.result) continue;
        totals.problemsAnswered++;
        if (p.result.isCorrect) totals.correctAnswers++;
        totals.xpEarned += p.result.xpEarned ?? 0;
        totals.coinsEarned += p.result.coinsEarned ?? 0;
        totals.maxCombo = Math.max(totals.maxCombo, p.result.combo?.maxCombo ?? 0);
      }
      return totals;
    },
  };
}
