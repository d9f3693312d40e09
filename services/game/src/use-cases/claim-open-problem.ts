/**
 * The student's open problem of the session's mode (a unique `openSlot` lookup, off the hot path),
 * taken over by this session if another one holds it: leaving or reloading /solo starts a new
 * session, and the problem (with its revealed hints) must come back rather than be lost, which on
 * the free plan would also spend one of the day's problems
 * (docs/adr/0047-one-open-problem-per-student-and-mode.md). The move is conditional on the problem
 * still being open in the session it was found in, so of two sessions claiming it at once one
 * wins, and an answer landing meanwhile is never moved.
 */
import { ErrorCode } from '@mathquest/contracts';
import { conflict } from '@mathquest/service-kit';
import { slotScopeOf, type ServedProblemDoc, type ServedProblemRepository } from '../repositories/problems.js';
import type { SessionDoc, SessionRepository } from '../repositories/sessions.js';

const CLAIM_TRIES = 3;

export async function claimOpenProblem(
  { problems, sessions }: { problems: ServedProblemRepository; sessions: SessionRepository },
  session: SessionDoc,
): Promise<ServedProblemDoc | null> {
  for (let attempt = 0; attempt < CLAIM_TRIES; attempt++) {
    const open = await problems.findOpen(session.userId, session.mode, slotScopeOf(session));
    if (!open) return null;
    if (open.sessionId !== session._id) {
      if (!(await problems.moveToSession(open, session._id))) continue; // answered or claimed meanwhile: look again
      open.sessionId = session._id;
    }
    sessions.pointAt(session._id, open._id);
    return open;
  }
  throw conflict('This problem is being opened somewhere else, please try again', ErrorCode.CONFLICT);
}
