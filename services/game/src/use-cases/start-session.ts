/**
 * POST /session/start: a new game session, its started event in its outbox from the insert
 * (docs/adr/0027-session-events-outbox.md), and the student pointed at it (created on first use).
 * An unanswered problem of an earlier session is not moved here: the first /next claims it
 * (docs/adr/0047-one-open-problem-per-student-and-mode.md).
 */
import { randomUUID } from 'node:crypto';
import { bossById, chapterById, ErrorCode, worldById, type GameMode, type GameSession } from '@mathquest/contracts';
import { conflict, forbidden, notFound, type AuthUser } from '@mathquest/service-kit';
import { isBattleActive, newBattle, newChapter } from '../domain/adventure.js';
import { challengePlayable, newChallengePlay } from '../domain/challenge-play.js';
import { levelForXp } from '../domain/levels.js';
import { newStudentState } from '../domain/student.js';
import { displayedStreak, localDay } from '../domain/streak.js';
import { sessionStarted } from '../events/game-events.js';
import type { SessionDoc } from '../repositories/sessions.js';
import type { GameDeps } from './deps.js';
import { newSessionView } from './views.js';
import { finished, playableAssignment, timeIsUp, timeUp } from './assignment-access.js';

export function createStartSession(deps: GameDeps) {
  const { sessions, students, quota, outbox, now } = deps;
  return async function startSession(
    user: AuthUser,
    mode: GameMode,
    deviceType: string,
    target: { assignmentId?: string; bossId?: string; chapterId?: string; challengeId?: string } = {},
  ): Promise<{ session: GameSession; currentStreak: number }> {
    quota.assertModeAllowed(user.plan, mode);
    const at = now();
    const sessionId = randomUUID();
    if (mode === 'CHALLENGE') {
      // The challenge's session already running is resumed (a reload of the page), never restarted.
      const resumed = await claimChallenge(deps, user, target.challengeId ?? '', sessionId);
      if (resumed) return resumed;
    }
    if (mode === 'ASSIGNMENT') await startAttempt(deps, user.id, target.assignmentId ?? '', at);
    if (mode === 'BOSS_BATTLE') await claimBattle(deps, user, target.bossId ?? '', sessionId, at);
    if (mode === 'SOLO_PRACTICE' && target.chapterId) await claimChapter(deps, user, target.chapterId, sessionId);
    const session: SessionDoc = {
      _id: sessionId,
      userId: user.id,
      mode,
      ...(mode === 'ASSIGNMENT' ? { assignmentId: target.assignmentId ?? null } : {}),
      ...(mode === 'BOSS_BATTLE' ? { bossId: target.bossId! } : {}),
      ...(mode === 'SOLO_PRACTICE' && target.chapterId ? { chapterId: target.chapterId } : {}),
      ...(mode === 'CHALLENGE' ? { challengeId: target.challengeId! } : {}),
      deviceType,
      status: 'ACTIVE',
      startedAt: at,
      endedAt: null,
      openProblemId: null,
      outbox: [],
    };
    const started = sessionStarted(session);
    session.outbox = [started];
    await sessions.insert(session);
    const [student] = await Promise.all([
      students.pointAt(user.id, session._id, () => {
        const { _id, ...defaults } = newStudentState(user.id, user.gradeLevel);
        return defaults;
      }),
      outbox.flush('session', session._id, [started], { background: true }),
    ]);
    const view = newSessionView(session, displayedStreak(student.progress, localDay(at, user.timeZone)));
    return { session: view, currentStreak: view.streak };
  };
}

/**
 * An ASSIGNMENT session: the assignment must be playable by the student; the first start begins
 * the attempt (and its time limit's clock); an attempt that is over cannot start again.
 */
async function startAttempt(deps: GameDeps, userId: string, assignmentId: string, at: Date): Promise<void> {
  const assignment = await playableAssignment(deps, userId, assignmentId, at);
  const endsAt = assignment.timeLimit ? new Date(at.getTime() + assignment.timeLimit * 60_000) : null;
  const attempt = await deps.assignments.startAttempt(assignmentId, userId, at, endsAt);
  if (timeIsUp(attempt, at)) throw timeUp();
  if (attempt.served >= assignment.problemIds.length && !(await deps.problems.findOpen(userId, 'ASSIGNMENT', assignmentId))) throw finished();
}

const CLAIM_ATTEMPTS = 10;

/**
 * A BOSS_BATTLE session's battle (docs/adr/0096): the boss must exist and the student's level
 * reach its requiredLevel; one active battle per student, held by the student document's
 * version-checked write (two concurrent starts: one wins, the other re-reads and is refused).
 */
async function claimBattle({ students }: GameDeps, user: AuthUser, bossId: string, sessionId: string, at: Date): Promise<void> {
  const boss = bossById(bossId);
  if (!boss) throw notFound('Boss not found');
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const stored = await students.reload(user.id);
    const student = stored ?? newStudentState(user.id, user.gradeLevel);
    if (levelForXp(student.progress.totalXp) < boss.requiredLevel) throw conflict(`Reach level ${boss.requiredLevel} to battle ${boss.name}`, ErrorCode.LEVEL_LOCKED);
    if (isBattleActive(student.battle)) throw conflict('You are already in a boss battle. Finish it or retreat first.', ErrorCode.BATTLE_ALREADY_ACTIVE);
    const { _id, activeSessionId: _a, xpGrants: _x, ...rest } = student;
    if (await students.write(stored, { ...rest, _id, version: student.version + 1, battle: newBattle(boss, sessionId, at), updatedAt: at })) return;
  }
  throw conflict('Too many simultaneous requests, please try again', ErrorCode.CONFLICT);
}

export const CHALLENGE_NOT_FOUND_MESSAGE = 'Challenge not found';
export const NOT_A_SIDE_MESSAGE = 'You are not a player of this challenge';
export const CHALLENGE_ALREADY_PLAYED_MESSAGE = 'You have already played this challenge';

/**
 * A CHALLENGE session's play (docs/adr/0126, 0160): only for a challenge in the game's projection
 * of engagement's challenges (404 for any other), of which the caller is a side (403), ACTIVE and
 * before its deadline (409 CHALLENGE_NOT_ACTIVE); its seed, topic, problem count and time limit
 * are the projection's, never the client's. The play sits in the student document (one at a
 * time). The same challenge's play still running is resumed: its session comes back (null means a
 * new session is to be created). A side starts once: a play finished, or left for another
 * challenge (its problems seen), is 409 CHALLENGE_ALREADY_PLAYED.
 */
async function claimChallenge(deps: GameDeps, user: AuthUser, challengeId: string, sessionId: string): Promise<{ session: GameSession; currentStreak: number } | null> {
  const { challenges, students, sessions, now } = deps;
  const c = await challenges.get(challengeId);
  if (!c) throw notFound(CHALLENGE_NOT_FOUND_MESSAGE);
  if (!c.sides.includes(user.id)) throw forbidden(NOT_A_SIDE_MESSAGE);
  let marked = false;
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const stored = await students.reload(user.id);
    const student = stored ?? newStudentState(user.id, user.gradeLevel);
    const play = student.challenge;
    const own = play?.challengeId === challengeId ? play : null;
    if (own?.status === 'FINISHED') throw conflict(CHALLENGE_ALREADY_PLAYED_MESSAGE, ErrorCode.CHALLENGE_ALREADY_PLAYED);
    if (!challengePlayable(c, now())) throw conflict(c.status === 'COMPLETED' ? 'This challenge is already finished' : 'This challenge can no longer be played', ErrorCode.CHALLENGE_NOT_ACTIVE);
    if (own) {
      const running = await sessions.reload(own.sessionId);
      if (running && running.status === 'ACTIVE' && running.userId === user.id) {
        await students.pointAt(user.id, running._id, () => {
          const { _id, ...defaults } = newStudentState(user.id, user.gradeLevel);
          return defaults;
        });
        const view = newSessionView(running, displayedStreak(student.progress, localDay(now(), user.timeZone)));
        return { session: view, currentStreak: view.streak };
      }
      // Its session was ended: the play goes on in a new session, where it stopped.
    } else if (!marked) {
      // The side's first start, recorded once: a later start without this play is a replay.
      if (!(await challenges.markStarted(challengeId, user.id, now()))) throw conflict(CHALLENGE_ALREADY_PLAYED_MESSAGE, ErrorCode.CHALLENGE_ALREADY_PLAYED);
      marked = true;
    }
    const next = own ? { ...own, sessionId } : newChallengePlay({ challengeId, seed: c.seed, topic: c.topic, problemCount: c.problemCount, timeLimit: c.timeLimit }, sessionId);
    const { _id, activeSessionId: _a, xpGrants: _x, ...rest } = student;
    if (await students.write(stored, { ...rest, _id, version: student.version + 1, challenge: next, updatedAt: now() })) return null;
  }
  throw conflict('Too many simultaneous requests, please try again', ErrorCode.CONFLICT);
}

/**
 * A story chapter's session (docs/adr/0097): the chapter must exist and its world be open at the
 * student's level, which the game owns (409 LEVEL_LOCKED, as engagement's start says; docs/adr/0160);
 * the chapter's order (the one before it completed) is engagement's, which pays a completion only
 * when it held. Its count starts in the student document.
 */
async function claimChapter({ students }: GameDeps, user: AuthUser, chapterId: string, sessionId: string): Promise<void> {
  const chapter = chapterById(chapterId);
  const world = chapter ? worldById(chapter.worldId) : undefined;
  if (!chapter || !world) throw notFound('Chapter not found');
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const stored = await students.reload(user.id);
    const student = stored ?? newStudentState(user.id, user.gradeLevel);
    if (levelForXp(student.progress.totalXp) < world.requiredLevel) throw conflict(`Reach level ${world.requiredLevel} to enter ${world.name}`, ErrorCode.LEVEL_LOCKED);
    const { _id, activeSessionId: _a, xpGrants: _x, ...rest } = student;
    if (await students.write(stored, { ...rest, _id, version: student.version + 1, chapter: newChapter(chapter, sessionId), updatedAt: new Date() })) return;
  }
  throw conflict('Too many simultaneous requests, please try again', ErrorCode.CONFLICT);
}
