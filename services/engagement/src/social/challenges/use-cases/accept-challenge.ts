/** POST /challenges/{id}/accept: the opponent's wager held, the challenge ACTIVE. */
import { CHALLENGE_FINISH_WITHIN_MS, ErrorCode, type Challenge } from '@mathquest/contracts';
import { conflict } from '@mathquest/service-kit';
import type { Student } from '../../../ports/shared.js';
import { STUCK_AFTER_MS } from '../domain/challenges.js';
import type { ChallengesDeps } from './deps.js';
import type { ChallengeLifecycle } from './challenge-lifecycle.js';
import { holdRefusalError, notPending } from './challenge-lifecycle.js';

export function createAcceptChallenge(deps: ChallengesDeps, life: ChallengeLifecycle) {
  const { repo, schedule } = deps;
  const { now, hold, push, move, forParticipant, viewOf } = life;
  return async function acceptChallenge(me: Student, id: string): Promise<Challenge> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const c = await forParticipant(me.id, id);
      if (c.opponent.userId !== me.id) throw conflict(`Only ${c.opponent.name} can accept this challenge`, ErrorCode.CHALLENGE_NOT_PENDING);
      if (c.status !== 'PENDING') throw notPending(c);
      const at = now();
      const accepting = await move(c, { ...c, status: 'ACCEPTING', acceptedAt: at });
      if (!accepting) continue; // another change came first: look again
      await schedule.at(id, new Date(at.getTime() + STUCK_AFTER_MS));
      const refused = await hold(me.id, accepting);
      if (refused) {
        const back = await move(accepting, { ...accepting, status: 'PENDING', acceptedAt: null });
        if (back) await schedule.at(id, back.expiresAt);
        throw holdRefusalError(refused, c);
      }
      let active = await move(accepting, { ...accepting, status: 'ACTIVE', expiresAt: new Date(at.getTime() + CHALLENGE_FINISH_WITHIN_MS) });
      if (!active) {
        // The sweeper saw the accept as stuck and finished it meanwhile.
        const now2 = await repo.get(id);
        if (now2?.status !== 'ACTIVE') throw conflict('This challenge changed while you accepted it. Please try again.', ErrorCode.CONFLICT);
        active = now2;
      }
      await schedule.at(id, active.expiresAt);
      push(`challenge:${id}:accepted`, c.challenger.userId, [{ name: 'challenge:accepted', payload: { challengeId: id, opponentId: me.id, opponentName: c.opponent.name } }]);
      return (await viewOf(active, me.id))!;
    }
    throw conflict('Too many changes at once. Please try again.', ErrorCode.CONFLICT);
  };
}
