/** POST /challenges/{id}/decline: the challenger refunded. */
import { ErrorCode } from '@mathquest/contracts';
import { conflict } from '@mathquest/service-kit';
import type { Student } from '../../../ports/shared.js';
import type { ChallengesDeps } from './deps.js';
import type { ChallengeLifecycle } from './challenge-lifecycle.js';
import { notPending } from './challenge-lifecycle.js';

export function createDeclineChallenge(_deps: ChallengesDeps, life: ChallengeLifecycle) {
  const { now, push, move, pay, forParticipant } = life;
  return async function declineChallenge(me: Student, id: string): Promise<{ declined: true }> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const c = await forParticipant(me.id, id);
      if (c.opponent.userId !== me.id) throw conflict(`Only ${c.opponent.name} can decline this challenge`, ErrorCode.CHALLENGE_NOT_PENDING);
      if (c.status !== 'PENDING') throw notPending(c);
      const declined = await move(c, { ...c, status: 'DECLINED', endedAt: now() });
      if (!declined) continue;
      await pay(declined);
      push(`challenge:${id}:declined`, c.challenger.userId, [{ name: 'challenge:declined', payload: { challengeId: id, opponentId: me.id, opponentName: c.opponent.name } }]);
      return { declined: true };
    }
    throw conflict('Too many changes at once. Please try again.', ErrorCode.CONFLICT);
  };
}
