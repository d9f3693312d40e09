/**
 * An account's erasure (docs/product/privacy.md, docs/adr/0236): a challenge not over yet ends
 * CANCELLED and is paid like any other end (both stakes back, each release once); one already over
 * is paid if it was not. The document after, or null when there is none.
 */
import { isTerminal, type ChallengeDoc } from '../domain/challenges.js';
import type { ChallengesDeps } from './deps.js';
import type { ChallengeLifecycle } from './challenge-lifecycle.js';

export function createCancelForErasure(deps: ChallengesDeps, life: ChallengeLifecycle) {
  const { now, move, pay } = life;
  return async function cancelForErasure(id: string): Promise<ChallengeDoc | null> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const c = await deps.repo.get(id);
      if (!c) return null;
      if (isTerminal(c.status)) return pay(c);
      const ended = await move(c, { ...c, status: 'CANCELLED', endedAt: now() });
      if (ended) return pay(ended);
    }
    throw new Error(`challenge ${id} changed too often while being cancelled`);
  };
}
