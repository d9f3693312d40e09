/**
 * GET /problem/next in an ASSIGNMENT session (docs/adr/0080): exactly the assignment's problems,
 * in order, each served once per student whatever the sessions; no daily quota (school work is on
 * every plan). The student's attempt counts what was served; each problem's id is derived from
 * the assignment, the student and its position, so serving the same position twice finds the one
 * already stored. When the time limit has passed the session ends (game.session.ended with timeUp,
 * which submits the submission); after the last problem it ends normally.
 */
import type { Language, ServedProblem } from '@mathquest/contracts';
import { derivedId, type AuthUser } from '@mathquest/service-kit';
import * as mathsEngine from '../domain/maths-engine.js';
import { freshServedProblem, openSlotOf, type ServedProblemDoc } from '../repositories/problems.js';
import type { SessionDoc } from '../repositories/sessions.js';
import { assignmentNotFound, finished, timeIsUp, timeUp } from './assignment-access.js';
import { claimOpenProblem } from './claim-open-problem.js';
import type { GameDeps } from './deps.js';
import { createEndSession } from './end-session.js';
import { problemView } from './views.js';

export function createServeAssignmentProblem(deps: GameDeps) {
  const endSession = createEndSession(deps);

  return async function serveAssignmentProblem(user: AuthUser, session: SessionDoc): Promise<ServedProblem> {
    const assignmentId = session.assignmentId;
    if (!assignmentId) throw assignmentNotFound();
    const at = deps.now();
    const [assignment, attempt] = await Promise.all([deps.assignments.getAssignment(assignmentId), deps.assignments.getAttempt(assignmentId, user.id)]);
    if (!assignment || !attempt) throw assignmentNotFound();
    // A student removed from the class loses the assignment, also in the middle of it.
    const members = await deps.assignments.getMembers(assignment.classroomId);
    if (!members || !members.memberIds.includes(user.id)) throw assignmentNotFound();
    if (timeIsUp(attempt, at)) {
      await endSession(user, session._id, { timeUp: true });
      throw timeUp();
    }

    const open = await claimOpenProblem(deps, session);
    if (open) return problemView(open);
    for (let index = attempt.served; index < assignment.problemIds.length; index++) {
      const doc = servedAt(session, assignment.problemIds[index]!, index, at, user.language ?? 'en');
      if (await deps.problems.insertOpen(doc)) {
        await deps.assignments.markServed(assignmentId, user.id, index + 1);
        deps.sessions.pointAt(session._id, doc._id);
        return problemView(doc);
      }
      const holder = await claimOpenProblem(deps, session);
      if (holder) return problemView(holder);
      // This position was served and answered already (its count not written): the next one.
      await deps.assignments.markServed(assignmentId, user.id, index + 1);
    }
    await endSession(user, session._id);
    throw finished();
  };
}

function servedAt(session: SessionDoc, bankId: string, index: number, at: Date, language: Language): ServedProblemDoc {
  // The bank's problem, worded in the student's language (the same numbers and answer for every student).
  const problem = mathsEngine.generateBankProblem(bankId, language);
  if (!problem) throw new Error(`assignment problem ${bankId} is not a problem bank id`);
  const assignmentId = session.assignmentId!;
  return freshServedProblem({
    _id: derivedId('game-assignment-problem', `${assignmentId}:${session.userId}:${index}`),
    userId: session.userId,
    sessionId: session._id,
    mode: session.mode,
    assignmentId,
    openSlot: openSlotOf(session.userId, session.mode, assignmentId),
    problem,
    placement: false,
    servedAt: at,
  });
}
