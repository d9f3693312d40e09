/** The sweep of what must move on by itself: expiries, stuck states, unpaid ends (docs/adr/0127). */
import { dueTransition, isTerminal } from '../domain/challenges.js';
import type { ChallengesDeps } from './deps.js';
import type { ChallengeLifecycle } from './challenge-lifecycle.js';
import { nextLook, SWEEP_BATCH } from './challenge-lifecycle.js';

/** One bounded pass over what is due (expiries, stuck states, unpaid ends); idempotent, safe on every instance. */
export function createSweepChallenges(deps: ChallengesDeps, life: ChallengeLifecycle) {
  const { schedule, log } = deps;
  const { now, settleDue } = life;
  return async function sweepChallenges(at: Date = now()): Promise<number> {
    const ids = await schedule.due(at, SWEEP_BATCH);
    for (const id of ids) {
      try {
        const c = await settleDue(id, at);
        if (!c || (isTerminal(c.status) && c.paid)) await schedule.done(id);
        else if (!dueTransition(c, at)) await schedule.at(id, nextLook(c));
      } catch (err) {
        log.warn({ err, challengeId: id }, 'a due challenge was not moved on; the next sweep retries');
      }
    }
    return ids.length;
  };
}
