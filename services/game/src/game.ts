/**
 * Game use cases: sessions, serving problems, hints, submitting answers, progress.
 * Handlers in routes/ stay thin; rules live in domain/; the maths engine is behind maths-seam.ts.
 */
import { randomUUID } from 'node:crypto';
import {
  BOSS_BATTLE_PREMIUM_MESSAGE,
  ErrorCode,
  FREE_DAILY_PROBLEMS,
  FREE_GAME_MODES,
  GameSubjects,
  HINTS_PER_PROBLEM,
  MAX_TIME_SPENT_SECONDS,
  PLAN_LIMIT_MESSAGE,
  type GameMode,
  type GameSession,
  type Plan,
  type ServedProblem,
  type SubmitAnswerResult,
} from '@mathquest/contracts';
import { conflict, newEvent, notFound, paymentRequired, type AuthUser } from '@mathquest/service-kit';
import { EMPTY_PROGRESS, applyGradedAnswer, progressSnapshot, progressView } from './domain/progress.js';
import { comboTier } from './domain/scoring.js';
import { localDay } from './domain/streak.js';
import { deterministicId, type Publisher } from './events/publisher.js';
import * as engine from './maths-seam.js';
import { isDuplicateKey, openSlotOf, type OutboxEntry, type RecentAnswer, type ServedProblemDoc, type SessionDoc, type Store, type StudentState } from './repositories/store.js';
import { createStudentRepository, DEFAULT_STUDENT_CACHE_SIZE } from './repositories/students.js';

const RECENT_ANSWERS = 10;
/** Results kept in the student document for replays (the served problem keeps every result). */
const RECENT_RESULTS = 3;
const RECENT_SKILLS = 10;
const CAS_RETRIES = 20;
/**
 * The time the server saw between serving a problem and receiving its answer includes two
 * network legs and the page's rendering; the child's own clock (timeSpent) is trusted only down
 * to that figure minus this allowance, so a client cannot claim the speed bonus with timeSpent 0.
 */
const ELAPSED_ALLOWANCE_S = 5;
const DEFAULT_GRADE = 5;

export interface GameOptions {
  /** Problems a FREE student may start per local day. */
  freeDailyProblems?: number;
  random?: () => number;
  now?: () => Date;
  /** Student states cached per process (0 disables the cache), docs/adr/0043. */
  studentCacheSize?: number;
}

export function createGame(store: Store, publisher: Publisher, opts: GameOptions = {}) {
  const freeLimit = opts.freeDailyProblems ?? FREE_DAILY_PROBLEMS;
  const random = opts.random ?? Math.random;
  const now = opts.now ?? (() => new Date());
  const students = createStudentRepository(store.students, opts.studentCacheSize ?? DEFAULT_STUDENT_CACHE_SIZE);

  function emptyStudent(user: AuthUser): StudentState {
    return {
      _id: user.id,
      version: 0,
      gradeLevel: user.gradeLevel ?? DEFAULT_GRADE,
      progress: { ...EMPTY_PROGRESS },
      combo: { sessionId: null, current: 0, max: 0 },
      skills: [],
      recentSkills: [],
      recent: [],
      outbox: [],
      updatedAt: new Date(0),
    };
  }

  async function sessionStats(session: SessionDoc, student: StudentState | null, today: string): Promise<GameSession> {
    const problems = await store.problems
      .find({ sessionId: session._id }, { projection: { status: 1, hintsRevealed: 1, 'result.isCorrect': 1, 'result.xpEarned': 1, 'result.coinsEarned': 1, 'result.combo.maxCombo': 1 } })
      .toArray();
    let problemsAnswered = 0;
    let correctAnswers = 0;
    let xpEarned = 0;
    let coinsEarned = 0;
    let hintsUsed = 0;
    let maxCombo = 0;
    for (const p of problems) {
      hintsUsed += p.hintsRevealed ?? 0;
      if (p.status !== 'ANSWERED' || !p.result) continue;
      problemsAnswered++;
      if (p.result.isCorrect) correctAnswers++;
      xpEarned += p.result.xpEarned ?? 0;
      coinsEarned += p.result.coinsEarned ?? 0;
      maxCombo = Math.max(maxCombo, p.result.combo?.maxCombo ?? 0);
    }
    return {
      id: session._id,
      mode: session.mode,
      status: session.status,
      deviceType: session.deviceType,
      streak: student ? progressView(student.progress, today).currentStreak : 0,
      hintsUsed,
      problemsAnswered,
      correctAnswers,
      xpEarned,
      coinsEarned,
      maxCombo,
      startedAt: session.startedAt.toISOString(),
      endedAt: session.endedAt ? session.endedAt.toISOString() : null,
    };
  }

  function problemView(doc: ServedProblemDoc): ServedProblem {
    const p = doc.problem;
    const choices = p.answer.format === 'choice' ? Object.keys(p.answer.options).map((k) => ({ value: k, label: k })) : null;
    return {
      id: doc._id,
      sessionId: doc.sessionId,
      stableProblemId: p.problemId,
      skillId: p.skillId,
      question: p.question.text,
      altText: p.question.altText ?? null,
      topic: p.topic,
      subtopic: p.subtopic,
      grade: p.grade,
      difficulty: p.difficulty,
      estimatedTime: p.estTimeSec,
      answerFormat: p.answer.format,
      choices,
      unit: p.answer.unit ?? null,
      hintsAvailable: HINTS_PER_PROBLEM,
      hintsUsed: doc.hintsRevealed,
      placement: doc.placement ?? false,
      servedAt: doc.servedAt.toISOString(),
    };
  }

  /** `_id`-only read, ownership checked here: another student's session is a 404 like a missing one. */
  function owned<T extends { userId: string }>(doc: T | null, user: AuthUser): doc is T {
    return doc !== null && doc.userId === user.id;
  }

  async function ownSession(user: AuthUser, sessionId: string): Promise<SessionDoc> {
    const s = await store.sessions.findOne({ _id: sessionId });
    if (!owned(s, user)) throw notFound('Game session not found', ErrorCode.SESSION_NOT_FOUND);
    return s;
  }

  /** The fields of a student document that exist before the first answer (upserted by /session/start). */
  function studentDefaults(user: AuthUser): Omit<StudentState, '_id' | 'activeSessionId'> {
    const { _id, ...rest } = emptyStudent(user);
    void _id;
    return rest;
  }

  // ------------------------------------------------------------ plan limit

  const usageId = (user: AuthUser, day: string) => `${user.id}:${day}`;

  /**
   * Atomically take one of today's free problems; false when the limit is reached. `_id`-only
   * filter: the increment is atomic, a take beyond the limit is refused and undone, so at most
   * `freeLimit` takes ever succeed (a concurrent refusal may briefly show count > limit).
   */
  async function takeFreeProblem(user: AuthUser, day: string): Promise<boolean> {
    const after = await upsertUsage(user, day);
    if ((after?.count ?? 0) <= freeLimit) return true;
    await giveBackFreeProblem(user, day);
    return false;
  }

  async function upsertUsage(user: AuthUser, day: string) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await store.usage.findOneAndUpdate(
          { _id: usageId(user, day) },
          { $inc: { count: 1 }, $setOnInsert: { userId: user.id, day } },
          { upsert: true, returnDocument: 'after', projection: { count: 1 } },
        );
      } catch (err) {
        // Two first takes of the day raced on the insert: the document exists now, increment it.
        if (!isDuplicateKey(err) || attempt > 0) throw err;
      }
    }
  }

  async function giveBackFreeProblem(user: AuthUser, day: string): Promise<void> {
    await store.usage.updateOne({ _id: usageId(user, day) }, { $inc: { count: -1 } });
  }

  /**
   * The student's open problem of the session's mode (a unique `openSlot` lookup, off the hot
   * path), taken over by this session if another one holds it: leaving or reloading /solo starts
   * a new session, and the problem (with its revealed hints) must come back rather than be lost,
   * which on the free plan would also burn one of the day's problems (ADR 0047). The move is
   * conditional on the problem still being open in the session it was found in, so of two
   * sessions claiming it at once one wins, and an answer landing meanwhile is never moved.
   */
  async function claimOpenProblem(session: SessionDoc): Promise<ServedProblemDoc | null> {
    const slot = openSlotOf(session.userId, session.mode);
    for (let attempt = 0; attempt < 3; attempt++) {
      const open = await store.problems.findOne({ openSlot: slot });
      if (!open) return null;
      if (open.sessionId !== session._id) {
        const moved = await store.problems.updateOne({ _id: open._id, openSlot: slot, sessionId: open.sessionId }, { $set: { sessionId: session._id } });
        if (moved.matchedCount !== 1) continue; // answered or claimed meanwhile: look again
        open.sessionId = session._id;
      }
      if (session.openProblemId !== open._id) {
        session.openProblemId = open._id;
        await store.sessions.updateOne({ _id: session._id }, { $set: { openProblemId: open._id } });
      }
      return open;
    }
    throw conflict('This problem is being opened somewhere else, please try again', ErrorCode.CONFLICT);
  }

  const limited = (plan: Plan) => plan === 'FREE';

  // ------------------------------------------------------------ use cases

  return {
    async startSession(user: AuthUser, mode: GameMode, deviceType: string) {
      // FREE is solo mode only (spec 01 §1, ADR 0024): refused before anything is written.
      if (limited(user.plan) && !FREE_GAME_MODES.includes(mode)) throw paymentRequired(BOSS_BATTLE_PREMIUM_MESSAGE);
      const at = now();
      const _id = randomUUID();
      // The started event is in the session document from its very insert (outbox, ADR 0027).
      const started = outboxEntry(
        GameSubjects.SESSION_STARTED,
        newEvent(GameSubjects.SESSION_STARTED, { userId: user.id, sessionId: _id, mode, deviceType, startedAt: at.toISOString() }, user.id, deterministicId(`${_id}:started`)),
        at,
      );
      const session: SessionDoc = { _id, userId: user.id, mode, deviceType, status: 'ACTIVE', startedAt: at, endedAt: null, openProblemId: null, outbox: [started] };
      await store.sessions.insertOne(session);
      // An unanswered problem of an earlier session is not moved here: the first /next claims it.
      const [student] = await Promise.all([students.pointAt(user.id, session._id, () => studentDefaults(user)), publisher.flush(user.id, [started], 'session', _id)]);
      const view = sessionStatsFresh(session, student, localDay(at, user.timeZone));
      return { session: view, currentStreak: view.streak };
    },

    async getSession(user: AuthUser, sessionId: string) {
      const [s, student] = await Promise.all([ownSession(user, sessionId), students.reload(user.id)]);
      return { session: await sessionStats(s, student, localDay(now(), user.timeZone)) };
    },

    async endSession(user: AuthUser, sessionId: string) {
      const [s, student] = await Promise.all([ownSession(user, sessionId), students.reload(user.id)]);
      const today = localDay(now(), user.timeZone);
      if (s.status !== 'ACTIVE') return { session: await sessionStats(s, student, today) };

      // The ended event (with the session's totals) goes into the session document in the same
      // update that ends it: whoever ends the session records exactly one event (ADR 0027).
      const endedAt = now();
      const view = { ...(await sessionStats(s, student, today)), status: 'ENDED' as const, endedAt: endedAt.toISOString() };
      const ended = outboxEntry(
        GameSubjects.SESSION_ENDED,
        newEvent(
          GameSubjects.SESSION_ENDED,
          {
            userId: user.id,
            sessionId: s._id,
            mode: s.mode,
            startedAt: view.startedAt,
            endedAt: view.endedAt,
            problemsAnswered: view.problemsAnswered,
            correctAnswers: view.correctAnswers,
            xpEarned: view.xpEarned,
            coinsEarned: view.coinsEarned,
            hintsUsed: view.hintsUsed,
            maxCombo: view.maxCombo,
          },
          user.id,
          deterministicId(`${s._id}:ended`),
        ),
        endedAt,
      );
      const won = await store.sessions.updateOne({ _id: s._id, status: 'ACTIVE' }, { $set: { status: 'ENDED', endedAt }, $push: { outbox: ended } });
      if (won.matchedCount !== 1) {
        // A concurrent end won and published; show the session as it recorded it.
        const current = (await store.sessions.findOne({ _id: s._id }))!;
        return { session: await sessionStats(current, student, today) };
      }
      await publisher.flush(user.id, [ended], 'session', s._id);
      return { session: view };
    },

    async nextProblem(user: AuthUser, sessionId: string | undefined): Promise<ServedProblem> {
      // Only `_id` reads: the session (with the student, in parallel) or, without sessionId, the
      // student's activeSessionId pointer, then the session's openProblemId pointer.
      let session: SessionDoc | null;
      let stored: StudentState | null;
      if (sessionId) {
        [session, stored] = await Promise.all([store.sessions.findOne({ _id: sessionId }), students.get(user.id)]);
        if (!owned(session, user)) throw notFound('Game session not found', ErrorCode.SESSION_NOT_FOUND);
      } else {
        // Fresh, not cached: activeSessionId is set by /session/start, possibly on another replica.
        stored = await students.reload(user.id);
        session = stored?.activeSessionId ? await store.sessions.findOne({ _id: stored.activeSessionId }) : null;
        if (!owned(session, user) || session.status !== 'ACTIVE') throw notFound('No active game session: start one first', ErrorCode.SESSION_NOT_FOUND);
      }
      if (session.status !== 'ACTIVE') throw conflict('This game session has ended', ErrorCode.SESSION_ENDED);
      const student = stored ?? emptyStudent(user);

      // Reload-safe: the session's unanswered problem comes back and costs no quota. A pointer
      // to a problem the student document lists as answered is stale: no read needed.
      const pointer = session.openProblemId;
      if (pointer && !student.recent.some((r) => r.problemId === pointer)) {
        const open = await store.problems.findOne({ _id: pointer });
        // Still open, and still this session's (another session of the student may have claimed it).
        if (open && open.status === 'OPEN' && open.sessionId === session._id) return problemView(open);
      }

      const at = now();
      const day = localDay(at, user.timeZone);
      if (limited(user.plan) && !(await takeFreeProblem(user, day))) {
        // At the limit a reload must still get its open problem, even if the pointer was never written.
        const open = await claimOpenProblem(session);
        if (open) return problemView(open);
        throw paymentRequired(PLAN_LIMIT_MESSAGE);
      }

      const choice = engine.chooseNext(
        { states: student.skills, studentGrade: student.gradeLevel, recentSkills: student.recentSkills, boss: session.mode === 'BOSS_BATTLE' },
        random,
      );
      let problem;
      try {
        if (!choice) throw new Error('no skills available');
        problem = engine.generate(choice.skillId, choice.difficulty, engine.newSeed());
      } catch (err) {
        if (limited(user.plan)) await giveBackFreeProblem(user, day);
        throw err;
      }
      const doc: ServedProblemDoc = {
        _id: randomUUID(),
        userId: user.id,
        sessionId: session._id,
        mode: session.mode,
        openSlot: openSlotOf(user.id, session.mode),
        status: 'OPEN',
        problem,
        placement: choice.placement,
        hintsRevealed: 0,
        nudges: { value: 0, unreadable: 0 },
        servedAt: at,
        answeredAt: null,
        idempotencyKey: null,
        result: null,
      };
      for (let attempt = 0; ; attempt++) {
        try {
          await store.problems.insertOne(doc);
          break;
        } catch (err) {
          if (!isDuplicateKey(err)) throw err;
          // The slot is taken: the student has an open problem of this mode (served by a concurrent
          // /next, left in an earlier session, or its pointer was never written). Serve that one
          // and give the quota back. Answered in the meantime: the slot is free, insert again.
          const winner = await claimOpenProblem(session);
          if (winner) {
            if (limited(user.plan)) await giveBackFreeProblem(user, day);
            return problemView(winner);
          }
          if (attempt > 0) throw err;
        }
      }
      await store.sessions.updateOne({ _id: session._id }, { $set: { openProblemId: doc._id } });
      return problemView(doc);
    },

    async hint(user: AuthUser, problemId: string, hintIndex: number) {
      const doc = await store.problems.findOne({ _id: problemId }, { projection: { userId: 1, 'problem.hints': 1, hintsRevealed: 1, status: 1 } });
      if (!owned(doc, user)) throw notFound('Problem not found', ErrorCode.PROBLEM_NOT_FOUND);
      const revealed = Math.max(doc.hintsRevealed, hintIndex + 1);
      if (doc.status === 'OPEN' && revealed > doc.hintsRevealed) {
        // $max: concurrent hint calls never lower the count (a hint recorded just after the answer changes nothing credited).
        await store.problems.updateOne({ _id: problemId }, { $max: { hintsRevealed: revealed } });
      }
      return { hint: doc.problem.hints[hintIndex]!, hintIndex, hintsUsed: revealed, hintsRemaining: HINTS_PER_PROBLEM - revealed };
    },

    async progress(user: AuthUser) {
      const at = now();
      const day = localDay(at, user.timeZone);
      // Fresh, not cached: another replica may have credited the last answer.
      const [student, usage] = await Promise.all([students.reload(user.id), store.usage.findOne({ _id: usageId(user, day) })]);
      const progress = (student ?? emptyStudent(user)).progress;
      return { ...progressView(progress, day), plan: user.plan, problemsToday: usage?.count ?? 0, dailyLimit: limited(user.plan) ? freeLimit : null };
    },

    async submit(
      user: AuthUser,
      body: { sessionId: string; problemId: string; answer: string; timeSpent: number; hintsUsed: number },
      idempotencyKey: string | null,
    ): Promise<SubmitAnswerResult> {
      // The problem and the student state in parallel, both by `_id`; ownership checked on the read.
      const [doc, first] = await Promise.all([store.problems.findOne({ _id: body.problemId }), students.get(user.id)]);
      if (!owned(doc, user)) throw notFound('Problem not found', ErrorCode.PROBLEM_NOT_FOUND);
      if (doc.sessionId !== body.sessionId) throw notFound('Game session not found', ErrorCode.SESSION_NOT_FOUND);
      if (doc.status === 'ANSWERED') {
        if (idempotencyKey && doc.idempotencyKey === idempotencyKey && doc.result) return doc.result;
        throw conflict('This problem has already been answered', ErrorCode.ALREADY_ANSWERED);
      }
      // A retried request whose first attempt was answered with a nudge gets that nudge again: grading
      // it anew would count a second nudge, and the second value nudge is graded as wrong (MATHS §3.0).
      if (idempotencyKey && doc.lastNudge?.key === idempotencyKey) return doc.lastNudge.result;

      const at = now();
      const today = localDay(at, user.timeZone);
      const problem = doc.problem;
      const hintsUsed = Math.min(HINTS_PER_PROBLEM, Math.max(doc.hintsRevealed, body.hintsUsed));
      const timeSpent = creditedTimeSpent(body.timeSpent, doc.servedAt, at);

      for (let attempt = 0; attempt < CAS_RETRIES; attempt++) {
        const existing = attempt === 0 ? first : await students.reload(user.id);
        const student = existing ?? emptyStudent(user);

        const prior = student.recent.find((r) => r.problemId === doc._id);
        if (prior) {
          // Already applied (a concurrent or crashed earlier request): finish its steps, never credit twice.
          // (Results are kept for the last RECENT_RESULTS answers only: an older one is a plain 409.)
          if (!idempotencyKey || prior.key !== idempotencyKey || !prior.result) throw conflict('This problem has already been answered', ErrorCode.ALREADY_ANSWERED);
          const priorResult = fullResult(prior.result, problem);
          const ids = new Set(['answer', 'level', 'progress'].map((k) => deterministicId(`${doc._id}:${k}`)));
          const mine = student.outbox.filter((e) => ids.has(e.id));
          await Promise.all([markAnswered(doc._id, prior.key, priorResult, at), mine.length ? publisher.publishAnswer(user.id, mine) : undefined]);
          return priorResult;
        }

        const verdict = engine.grade(problem, body.answer, doc.nudges);
        if (!verdict.graded) {
          const field = verdict.nudgeKind === 'value' ? 'nudges.value' : 'nudges.unreadable';
          // The view needs the credited state, and the cached copy may predate another replica's write.
          const fresh = await students.reload(user.id);
          const nudge = ungraded(doc, verdict, hintsUsed, fresh ?? emptyStudent(user), today);
          // Kept with its key so that a retry of this request gets the same nudge (above).
          const remember = idempotencyKey ? { $set: { lastNudge: { key: idempotencyKey, result: nudge } } } : {};
          await store.problems.updateOne({ _id: doc._id }, { $inc: { [field]: 1 }, ...remember });
          return nudge;
        }

        const outcome = applyGradedAnswer(student.progress, student.combo, {
          sessionId: doc.sessionId,
          isCorrect: verdict.isCorrect,
          difficulty: problem.difficulty,
          hintsUsed,
          timeSpent,
          estimatedTime: problem.estTimeSec,
          today,
        });
        const version = student.version + 1;
        const progress = progressView(outcome.progress, today);
        const result: SubmitAnswerResult = {
          problemId: doc._id,
          graded: true,
          verdict: verdict.verdict,
          reason: verdict.reason,
          message: verdict.message,
          isCorrect: verdict.isCorrect,
          xpEarned: outcome.xp.total,
          coinsEarned: outcome.coins,
          didLevelUp: outcome.levelAfter > outcome.levelBefore,
          newLevel: outcome.levelAfter,
          correctAnswer: problem.answer.canonical,
          explanation: problem.explanation.join('\n'),
          explanationSteps: problem.explanation,
          misconception: verdict.misconception,
          hintsUsed,
          combo: outcome.combo,
          xpBreakdown: outcome.xp,
          progress,
        };

        const occurredAt = at.toISOString();
        const events: OutboxEntry[] = [
          {
            id: deterministicId(`${doc._id}:answer`),
            subject: GameSubjects.ANSWER_SUBMITTED,
            createdAt: at,
            event: {
              id: deterministicId(`${doc._id}:answer`),
              type: GameSubjects.ANSWER_SUBMITTED,
              occurredAt,
              userId: user.id,
              data: {
                userId: user.id,
                sessionId: doc.sessionId,
                mode: doc.mode,
                problemId: doc._id,
                stableProblemId: problem.problemId,
                skillId: problem.skillId,
                topic: problem.topic,
                difficulty: problem.difficulty,
                isCorrect: verdict.isCorrect,
                xp: outcome.xp.total,
                coins: outcome.coins,
                combo: outcome.combo.currentCombo,
                multiplier: outcome.combo.multiplier,
                timeSpent,
                hintsUsed,
                fast: outcome.fast,
                answeredAt: occurredAt,
              },
            },
          },
        ];
        if (result.didLevelUp) {
          const id = deterministicId(`${doc._id}:level`);
          events.push({
            id,
            subject: GameSubjects.LEVEL_UP,
            createdAt: at,
            event: { id, type: GameSubjects.LEVEL_UP, occurredAt, userId: user.id, data: { userId: user.id, previousLevel: outcome.levelBefore, newLevel: outcome.levelAfter, totalXp: outcome.progress.totalXp } },
          });
        }
        {
          const id = deterministicId(`${doc._id}:progress`);
          events.push({
            id,
            subject: GameSubjects.PROGRESS_UPDATED,
            createdAt: at,
            event: { id, type: GameSubjects.PROGRESS_UPDATED, occurredAt, userId: user.id, data: { userId: user.id, ...progressSnapshot(outcome.progress, version, today) } },
          });
        }

        const adapted = engine.updateAfterAnswer(
          { states: student.skills, studentGrade: student.gradeLevel },
          { problem, isCorrect: verdict.isCorrect, timeSpent, hintsUsed, at },
        );
        const recent: RecentAnswer[] = [...student.recent, { problemId: doc._id, key: idempotencyKey, result: slimResult(result) }]
          .slice(-RECENT_ANSWERS)
          .map((r, i, all) => (i < all.length - RECENT_RESULTS ? { problemId: r.problemId, key: r.key } : r));
        const recentSkills = [...student.recentSkills, problem.skillId].slice(-RECENT_SKILLS);
        // The events of earlier answers that this process saw published leave the outbox with this write.
        const outbox = [...student.outbox.filter((e) => !publisher.isPublished(e.id)), ...events];

        const written = await students.write(existing, {
          _id: user.id,
          version,
          gradeLevel: student.gradeLevel,
          progress: outcome.progress,
          combo: outcome.comboDoc,
          skills: adapted.states,
          recentSkills,
          recent,
          outbox,
          updatedAt: at,
        });
        if (!written) continue; // someone else changed the student document: re-read and recompute

        // The answer is committed (student document + outbox); the problem's copy of the result and
        // the publication are independent of each other.
        await Promise.all([markAnswered(doc._id, idempotencyKey, result, at), publisher.publishAnswer(user.id, events)]);
        return result;
      }
      throw conflict('Too many simultaneous answers, please try again', ErrorCode.CONFLICT);
    },
  };

  function sessionStatsFresh(session: SessionDoc, student: Pick<StudentState, 'progress'> | null, today: string): GameSession {
    return {
      id: session._id,
      mode: session.mode,
      status: session.status,
      deviceType: session.deviceType,
      streak: student ? progressView(student.progress, today).currentStreak : 0,
      hintsUsed: 0,
      problemsAnswered: 0,
      correctAnswers: 0,
      xpEarned: 0,
      coinsEarned: 0,
      maxCombo: 0,
      startedAt: session.startedAt.toISOString(),
      endedAt: null,
    };
  }

  /**
   * The student document keeps the last results for replays, without what the served problem
   * already holds (correct answer, worked solution): ~1/3 of the size, read on every answer.
   */
  function slimResult(r: SubmitAnswerResult): SubmitAnswerResult {
    return { ...r, correctAnswer: null, explanation: null, explanationSteps: null };
  }

  function fullResult(r: SubmitAnswerResult, problem: ServedProblemDoc['problem']): SubmitAnswerResult {
    if (!r.graded || r.explanationSteps) return r;
    return { ...r, correctAnswer: problem.answer.canonical, explanation: problem.explanation.join('\n'), explanationSteps: problem.explanation };
  }

  function outboxEntry(subject: string, event: { id: string }, at: Date): OutboxEntry {
    return { id: event.id, subject, event: event as unknown as Record<string, unknown>, createdAt: at };
  }

  /**
   * Only ever called with the result committed in the student document (the CAS winner's, or the
   * one found there on replay), so an unconditional `_id` update writes the same result every time.
   */
  async function markAnswered(problemId: string, key: string | null, result: SubmitAnswerResult, at: Date): Promise<void> {
    await store.problems.updateOne(
      { _id: problemId },
      { $set: { status: 'ANSWERED', openSlot: problemId, result, idempotencyKey: key, answeredAt: at } },
    );
  }

  /**
   * The seconds an answer is scored and adapted with: the child's clock, but never less than the
   * server saw pass since serving the problem, minus an allowance for the network and rendering.
   */
  function creditedTimeSpent(claimed: number, servedAt: Date, at: Date): number {
    const elapsed = Math.floor((at.getTime() - servedAt.getTime()) / 1000);
    // Capped like a claimed time: a problem left open overnight must not add a night to the totals.
    return Math.min(MAX_TIME_SPENT_SECONDS, Math.max(claimed, elapsed - ELAPSED_ALLOWANCE_S));
  }

  /** A nudge: nothing credited, nothing revealed, the problem stays open. */
  function ungraded(doc: ServedProblemDoc, verdict: engine.Grade, hintsUsed: number, student: StudentState, today: string): SubmitAnswerResult {
    const sameSession = student.combo.sessionId === doc.sessionId;
    const current = sameSession ? student.combo.current : 0;
    const tier = comboTier(current);
    return {
      problemId: doc._id,
      graded: false,
      verdict: 'nudge',
      reason: verdict.reason,
      message: verdict.message ?? "Check your answer and try again.",
      isCorrect: false,
      xpEarned: 0,
      coinsEarned: 0,
      didLevelUp: false,
      newLevel: progressView(student.progress, today).level,
      correctAnswer: null,
      explanation: null,
      explanationSteps: null,
      misconception: null,
      hintsUsed,
      combo: { currentCombo: current, maxCombo: sameSession ? student.combo.max : 0, multiplier: tier.multiplier, label: tier.label, comboBreak: false, milestone: null },
      xpBreakdown: { base: 0, hintPenalty: 0, speedBonus: 0, multiplier: 1, milestoneBonus: 0, total: 0 },
      progress: progressView(student.progress, today),
    };
  }
}

export type Game = ReturnType<typeof createGame>;
