/**
 * POST /speed/:id/finish (docs/product/practice.md#speed-challenge, docs/adr/0135): ends a speed
 * run's session (its game.session.ended, with the run's correct answers, feeds the Speed Runner
 * board in engagement) and returns the run's result, counted from the answers the server graded.
 * Finishing again returns the same result. Off the answer path: the answers of the run cost what
 * ordinary answers cost.
 */
import type { SpeedResult } from '@mathquest/contracts';
import type { AuthUser } from '@mathquest/service-kit';
import { runEndsAt, secondsPerCorrect, tallyRun } from '../domain/speed.js';
import type { GameDeps } from './deps.js';
import type { createEndSession } from './end-session.js';
import { ownSession, sessionNotFound } from './ownership.js';

export function createFinishSpeedRun(deps: GameDeps, endSession: ReturnType<typeof createEndSession>) {
  const { sessions, problems, students } = deps;
  return async function finishSpeedRun(user: AuthUser, sessionId: string): Promise<{ result: SpeedResult }> {
    const session = await ownSession(sessions, user, sessionId);
    if (session.mode !== 'SPEED') throw sessionNotFound();
    await endSession(user, sessionId);
    const tally = tallyRun(await problems.runAnswers(sessionId));
    const { best, newBest } = await students.recordSpeedRun(user.id, sessionId, tally.score);
    return {
      result: {
        sessionId,
        ...tally,
        best,
        newBest: newBest && tally.score > 0,
        secondsPerCorrect: secondsPerCorrect(tally.correct),
        startedAt: session.startedAt.toISOString(),
        endsAt: runEndsAt(session.startedAt).toISOString(),
      },
    };
  };
}
