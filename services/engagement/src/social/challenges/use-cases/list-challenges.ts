/** GET /challenges?status=: the caller's challenges in one product status, newest first. */
import type { Challenge } from '@mathquest/contracts';
import type { Student } from '../../../ports/shared.js';
import type { ChallengeLifecycle } from './challenge-lifecycle.js';

export function createListChallenges(life: ChallengeLifecycle) {
  return function listChallenges(me: Student, status: Challenge['status']): Promise<Challenge[]> {
    return life.list(me.id, status);
  };
}
