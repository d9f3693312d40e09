/** GET /challenges/{id}: one challenge of either side, in any state. */
import { type Challenge } from '@mathquest/contracts';
import type { Student } from '../../../ports/shared.js';
import { looksOf } from '../../looks/looks.js';
import { challengeReadView } from '../domain/challenges.js';
import type { ChallengesDeps } from './deps.js';
import type { ChallengeLifecycle } from './challenge-lifecycle.js';

/** One challenge of either side, in whatever state it is (docs/product/social.md#challenges--built); 404 for anyone else. */
export function createGetChallenge(deps: ChallengesDeps, life: ChallengeLifecycle) {
  const { forParticipant } = life;
  return async function getChallenge(me: Student, id: string): Promise<Challenge> {
    const c = await forParticipant(me.id, id);
    return challengeReadView(c, me.id, await looksOf(deps.looks, [c.challenger.userId, c.opponent.userId]));
  };
}
