/**
 * GET /problem/next: the session's open problem again (a reload costs nothing), else a new one
 * chosen by the adaptive engine, within the plan's daily quota (docs/adr/0024-plan-limits.md).
 *
 * Hot path (docs/adr/0029-answer-path-five-operations.md): the session and the student come from
 * this process's caches, so serving a problem is one insert. A reload finds the open problem
 * through the problem this process last served in the session (a memory pointer, no write), or
 * through the unique open slot when the insert finds it taken: one open problem per student and
 * mode (docs/adr/0047-one-open-problem-per-student-and-mode.md). Without sessionId the student's
 * activeSessionId is read fresh (docs/adr/0026-hot-path-by-id.md).
 */
import { randomUUID } from 'node:crypto';
import { bossById, chapterById, ErrorCode, SPEED_TIME_UP_MESSAGE, type Language, type ServedProblem } from '@mathquest/contracts';
import { chapterFinished, isBattleActive } from '../domain/adventure.js';
import { challengePlayFinished, challengeProblemChoice } from '../domain/challenge-play.js';
import { conflict, notFound, type AuthUser } from '@mathquest/service-kit';
import * as mathsEngine from '../domain/maths-engine.js';
import { localDay } from '../domain/streak.js';
import { appliedAnswer, newStudentState, type StudentState } from '../domain/student.js';
import { freshServedProblem, openSlotOf, slotScopeOf, type ServedProblemDoc } from '../repositories/problems.js';
import { runEndsAt, servesAt } from '../domain/speed.js';
import type { SessionDoc } from '../repositories/sessions.js';
import { claimOpenProblem } from './claim-open-problem.js';
import type { GameDeps } from './deps.js';
import { ownedBy, sessionNotFound } from './ownership.js';
import { createServeAssignmentProblem } from './serve-assignment-problem.js';
import { problemView } from './views.js';

export function createServeNextProblem(deps: GameDeps) {
  const { problems, sessions, quota, now, log } = deps;
  const serveAssignmentProblem = createServeAssignmentProblem(deps);

  return async function serveNextProblem(user: AuthUser, sessionId: string | undefined): Promise<ServedProblem> {
    const { session, student } = await activeSession(deps, user, sessionId);
    // A speed run serves nothing once its minute is over, not even its open problem (docs/adr/0135).
    if (session.mode === 'SPEED' && !servesAt(runEndsAt(session.startedAt), now())) throw conflict(SPEED_TIME_UP_MESSAGE, ErrorCode.SESSION_ENDED);
    // An assignment's own rules (membership, time limit, its problems in order) come before any reload.
    if (session.mode === 'ASSIGNMENT') return serveAssignmentProblem(user, session);

    // Reload-safe: the session's unanswered problem comes back and costs no quota. A pointer to a
    // problem the student document lists as answered is stale: no read needed (the usual case
    // after an answer, so the hot path reads nothing here).
    const pointer = session.openProblemId;
    if (pointer && !appliedAnswer(student, pointer)) {
      const open = await problems.get(pointer);
      // Still open, and still this session's (another session of the student may have claimed it).
      if (open && open.status === 'OPEN' && open.sessionId === session._id) return problemView(open);
    }

    // A battle that is won or abandoned, or a chapter that has all its answers, serves no more problems.
    if (session.mode === 'BOSS_BATTLE' && !(isBattleActive(student.battle) && student.battle.sessionId === session._id)) throw conflict('This boss battle is over', ErrorCode.SESSION_ENDED);
    if (session.chapterId && chapterFinished(student.chapter, session._id)) throw conflict('This chapter is complete', ErrorCode.SESSION_ENDED);
    if (session.mode === 'CHALLENGE' && (student.challenge?.sessionId !== session._id || challengePlayFinished(student.challenge, session._id))) {
      throw conflict('You have answered every problem of this challenge', ErrorCode.SESSION_ENDED);
    }

    const at = now();
    // A challenge's problems are the wager's, not the day's practice: no daily quota (docs/adr/0126).
    const unit = session.mode === 'CHALLENGE' ? { giveBack: async () => undefined } : await quota.take(user, localDay(at, user.timeZone));
    if (!unit) {
      // At the limit a reload must still get its open problem, even if the pointer was never written.
      const open = await claimOpenProblem(deps, session);
      if (open) return problemView(open);
      throw quota.limitReached();
    }

    // The day's problem is spent only on a problem this request puts in storage: on every other
    // way out (the student's open problem served instead, a lost race, an error) it goes back.
    const giveBack = () => unit.giveBack().catch((err: unknown) => log.error({ err, userId: user.id }, 'a daily problem could not be given back'));
    let opened: { doc: ServedProblemDoc; isNew: boolean };
    try {
      opened = await openProblem(deps, student, session, at, undefined, user.language);
    } catch (err) {
      await giveBack();
      throw err;
    }
    if (!opened.isNew) {
      await giveBack();
      return problemView(opened.doc);
    }
    // The problem is served (its open slot is the guarantee); the pointer is only the reload's fast path.
    sessions.pointAt(session._id, opened.doc._id);
    return problemView(opened.doc);
  };
}

/**
 * A new problem in the session's open slot, or, when the student already has one open in this mode
 * (served by a concurrent /next, left in an earlier session, or its pointer never written), that one.
 */
export async function openProblem(
  deps: GameDeps,
  student: StudentState,
  session: SessionDoc,
  at: Date,
  choice?: mathsEngine.NextChoice,
  language?: Language,
): Promise<{ doc: ServedProblemDoc; isNew: boolean }> {
  const doc = newServedProblem(student, session, at, deps.random, choice, language ?? 'en');
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await deps.problems.insertOpen(doc)) return { doc, isNew: true };
    const holder = await claimOpenProblem(deps, session);
    if (holder) return { doc: holder, isNew: false };
    // Answered in the meantime: the slot is free, insert again.
  }
  throw conflict('Too many simultaneous requests, please try again', ErrorCode.CONFLICT);
}

/** The session to serve in, and the student's state (cached: choosing from a slightly stale copy is harmless, ADR 0043). */
async function activeSession({ sessions, students }: GameDeps, user: AuthUser, sessionId: string | undefined): Promise<{ session: SessionDoc; student: StudentState }> {
  let session: SessionDoc | null;
  let stored: StudentState | null;
  if (sessionId) {
    [session, stored] = await Promise.all([sessions.get(sessionId), students.get(user.id)]);
    if (!ownedBy(session, user)) throw sessionNotFound();
    // A challenge's next problem is its play's count: read fresh, never from a copy another instance has moved on from (docs/adr/0126).
    if (session.mode === 'CHALLENGE') stored = await students.reload(user.id);
  } else {
    // Fresh, not cached: activeSessionId is set by /session/start, possibly on another replica.
    stored = await students.reload(user.id);
    session = stored?.activeSessionId ? await sessions.get(stored.activeSessionId) : null;
    if (!ownedBy(session, user) || session.status !== 'ACTIVE') throw notFound('No active game session: start one first', ErrorCode.SESSION_NOT_FOUND);
  }
  if (session.status !== 'ACTIVE') throw conflict('This game session has ended', ErrorCode.SESSION_ENDED);
  return { session, student: stored ?? newStudentState(user.id, user.gradeLevel) };
}

/**
 * The next problem the adaptive engine chooses for the student (or `chosen`: the tutor's similar
 * problem, docs/adr/0116), as an open served problem of the session.
 */
function newServedProblem(student: StudentState, session: SessionDoc, at: Date, random: () => number, chosen: mathsEngine.NextChoice | undefined, language: Language): ServedProblemDoc {
  if (session.mode === 'CHALLENGE') return challengeProblem(student, session, at, language);
  // A boss's or a chapter's topics (docs/adr/0096, 0097); a chapter's problems at its difficulty.
  const boss = session.bossId ? bossById(session.bossId) : undefined;
  const chapter = session.chapterId ? chapterById(session.chapterId) : undefined;
  const topics = boss?.topics ?? chapter?.topics;
  const choice =
    chosen ??
    mathsEngine.chooseNext(
      {
        states: student.skills,
        studentGrade: student.gradeLevel,
        recentSkills: student.recentSkills,
        boss: session.mode === 'BOSS_BATTLE',
        quick: session.mode === 'SPEED',
        ...(topics ? { topics } : {}),
        ...(chapter ? { difficulty: chapter.difficulty } : {}),
      },
      random,
    );
  if (!choice) throw new Error('no skills available');
  return freshServedProblem({
    _id: randomUUID(),
    userId: session.userId,
    sessionId: session._id,
    mode: session.mode,
    openSlot: openSlotOf(session.userId, session.mode, slotScopeOf(session)),
    ...(session.mode === 'SPEED' ? { endsAt: runEndsAt(session.startedAt) } : {}),
    // Worded in the student's language (the token's claim: nothing more is read); the answer path grades the stored problem.
    problem: mathsEngine.generateFresh(choice, student.recentProblems, mathsEngine.newSeed, language),
    placement: choice.placement,
    servedAt: at,
  });
}

/** The play's next problem (docs/adr/0126): the same for both players of the challenge. */
function challengeProblem(student: StudentState, session: SessionDoc, at: Date, language: Language): ServedProblemDoc {
  const play = student.challenge;
  if (!play || play.sessionId !== session._id) throw conflict('This challenge is not being played in this session', ErrorCode.SESSION_ENDED);
  const choice = challengeProblemChoice(play.seed, play.answered, mathsEngine.skillsOfTopics([play.topic]).map((s) => s.skillId));
  if (!choice) throw new Error(`no skills for the challenge topic ${play.topic}`);
  return freshServedProblem({
    _id: randomUUID(),
    userId: session.userId,
    sessionId: session._id,
    mode: session.mode,
    openSlot: openSlotOf(session.userId, session.mode, slotScopeOf(session)),
    // The same numbers and answer for both players, each in their own language.
    problem: mathsEngine.generate(choice.skillId, choice.difficulty, choice.seed, language),
    placement: false,
    servedAt: at,
  });
}
