/** GET /session/:id: a session of the caller with its totals so far. */
import type { GameSession } from '@mathquest/contracts';
import type { AuthUser } from '@mathquest/service-kit';
import { displayedStreak, localDay } from '../domain/streak.js';
import type { GameDeps } from './deps.js';
import { ownSession } from './ownership.js';
import { sessionView } from './views.js';

export function createGetSession({ sessions, problems, students, now }: GameDeps) {
  return async function getSession(user: AuthUser, sessionId: string): Promise<{ session: GameSession }> {
    // Fresh, not cached: the streak shown must include an answer credited on another replica.
    const [session, student] = await Promise.all([ownSession(sessions, user, sessionId), students.reload(user.id)]);
    const totals = await problems.sessionTotals(session._id);
    const streak = student ? displayedStreak(student.progress, localDay(now(), user.timeZone)) : 0;
    return { session: sessionView(session, totals, streak) };
  };
}
