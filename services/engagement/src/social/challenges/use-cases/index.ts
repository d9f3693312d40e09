/**
 * PvP challenges (docs/product/social.md#challenges--built, docs/adr/0125, 0126): send, accept,
 * decline, start, the lists, Find Opponent, the game's finished sides, the sweep, and the cancel of an erased account's challenges of what must
 * move on by itself, one use case per file over the same dependencies.
 *
 * Money: each wager is held in its player's document under the challenge's id by the rewards
 * module's wallet (ports/wallet.ts, docs/adr/0220), with the same version-checked write as every
 * spend (docs/adr/0060). The challenge itself is one document moved through OPENING → PENDING →
 * ACCEPTING → ACTIVE → COMPLETED (or DECLINED, EXPIRED, CANCELLED) by updates conditional on its
 * version, so one accept wins and a settlement happens once. Every terminal state releases both
 * holds, once each: coins and gems are never created or lost.
 */
import { createAcceptChallenge } from './accept-challenge.js';
import { createCancelForErasure } from './cancel-for-erasure.js';
import { challengeLifecycle } from './challenge-lifecycle.js';
import { createDeclineChallenge } from './decline-challenge.js';
import type { ChallengesDeps } from './deps.js';
import { createFindOpponent } from './find-opponent.js';
import { createGetChallenge } from './get-challenge.js';
import { createListChallenges } from './list-challenges.js';
import { createRecordFinishedSide } from './record-finished-side.js';
import { createSendChallenge } from './send-challenge.js';
import { createStartChallenge } from './start-challenge.js';
import { createSweepChallenges } from './sweep-challenges.js';

export type { ChallengesDeps } from './deps.js';
export { CHALLENGE_SETTING_UP, NO_SUCH_CHALLENGE, NO_SUCH_STUDENT, SWEEP_BATCH } from './challenge-lifecycle.js';

export function challenges(deps: ChallengesDeps) {
  const life = challengeLifecycle(deps);
  return {
    send: createSendChallenge(deps, life),
    accept: createAcceptChallenge(deps, life),
    decline: createDeclineChallenge(deps, life),
    start: createStartChallenge(deps, life),
    get: createGetChallenge(deps, life),
    list: createListChallenges(life),
    findOpponent: createFindOpponent(deps, life),
    recordFinished: createRecordFinishedSide(deps, life),
    sweep: createSweepChallenges(deps, life),
    cancelForErasure: createCancelForErasure(deps, life),
  };
}

export type Challenges = ReturnType<typeof challenges>;
