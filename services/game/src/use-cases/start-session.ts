/**
 * POST /session/start: a new game session, its started event in its outbox from the insert
 * (docs/adr/0027-session-events-outbox.md), and the student pointed at it (created on first use).
 * An unanswered problem of an earlier session is not moved here: the first /next claims it
 * (docs/adr/0047-one-open-problem-per-student-and-mode.md).
 */
import { randomUUID } from 'node:crypto';
import type { GameMode, GameSession } from '@mathquest/contracts';
import type { AuthUser } from '@mathquest/service-kit';
import { newStudentState } from '../domain/student.js';
import { displayedStreak, localDay } from '../domain/streak.js';
import { sessionStarted } from '../events/game-events.js';
import type { SessionDoc } from '../repositories/sessions.js';
import type { GameDeps } from './deps.js';
import { newSessionView } from './views.js';
import { finished, playableAssignment, timeIsUp, timeUp } from './assignment-access.js';

export function createStartSession(deps: GameDeps) {
  const { sessions, students, quota, outbox, now } = deps;
  return async function startSession(user: AuthUser, mode: GameMode, deviceType: string, assignmentId?: string): Promise<{ session: GameSession; currentStreak: number }> {
    quota.assertModeAllowed(user.plan, mode);
    const at = now();
    if (mode === 'ASSIGNMENT') await startAttempt(deps, user.id, assignmentId ?? '', at);
    const session: SessionDoc = {
      _id: randomUUID(),
      userId: user.id,
      mode,
      ...(mode === 'ASSIGNMENT' ? { assignmentId: assignmentId ?? null } : {}),
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
