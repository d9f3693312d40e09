/**
 * POST /session/:id/end: ends the session once. The ended event (with the session's totals) goes
 * into the session document in the same update that ends it, so whoever ends the session records
 * exactly one event; a retried or concurrent end returns the session as recorded
 * (docs/adr/0027-session-events-outbox.md).
 */
import type { GameSession } from '@mathquest/contracts';
import type { AuthUser } from '@mathquest/service-kit';
import { displayedStreak, localDay } from '../domain/streak.js';
import { sessionEnded } from '../events/game-events.js';
import { abandonActive } from './boss-battles.js';
import type { GameDeps } from './deps.js';
import { ownSession } from './ownership.js';
import { sessionView } from './views.js';

export function createEndSession(deps: GameDeps) {
  const { sessions, problems, students, outbox, now } = deps;
  /** `timeUp`: the assignment's time limit ended the session (game.session.ended says so, and the teacher service submits). */
  return async function endSession(user: AuthUser, sessionId: string, opts: { timeUp?: boolean } = {}): Promise<{ session: GameSession }> {
    const [session, student] = await Promise.all([ownSession(sessions, user, sessionId), students.reload(user.id)]);
    const streak = student ? displayedStreak(student.progress, localDay(now(), user.timeZone)) : 0;
    const totals = await problems.sessionTotals(session._id);
    if (session.status !== 'ACTIVE') return { session: sessionView(session, totals, streak) };

    const endedAt = now();
    const ended = sessionEnded(session, totals, endedAt, opts.timeUp === true && session.mode === 'ASSIGNMENT');
    if (!(await sessions.endIfActive(session._id, endedAt, ended))) {
      // A concurrent end won and published; show the session as it recorded it.
      const current = (await sessions.reload(session._id))!;
      return { session: sessionView(current, await problems.sessionTotals(session._id), streak) };
    }
    await outbox.flush('session', session._id, [ended], { background: true });
    // Ending a battle's session is a retreat (docs/adr/0096): the battle cannot go on without it.
    if (session.mode === 'BOSS_BATTLE') await abandonActive(deps, user, (b) => b.sessionId === session._id);
    return { session: sessionView({ ...session, status: 'ENDED', endedAt }, totals, streak) };
  };
}
