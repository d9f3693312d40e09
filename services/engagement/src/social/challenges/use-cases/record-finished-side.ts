/** game.challenge.finished: a side's result recorded once; both in, the challenge completes and pays. */
import { type EventOf } from '@mathquest/contracts';
import { completeIfBoth, isTerminal, sideOf, type ChallengeDoc } from '../domain/challenges.js';
import type { ChallengesDeps } from './deps.js';
import type { ChallengeLifecycle } from './challenge-lifecycle.js';
import { digest } from './challenge-lifecycle.js';

/** game.challenge.finished: the side recorded once; both in, the challenge completes and pays. */
export function createRecordFinishedSide(deps: ChallengesDeps, life: ChallengeLifecycle) {
  const { repo, log } = deps;
  const { now, move, pay } = life;
  return async function recordFinishedSide(e: EventOf<'game.challenge.finished'>): Promise<void> {
    const d = e.data;
    for (let attempt = 0; attempt < 10; attempt++) {
      const c = await repo.get(d.challengeId);
      const side = c ? sideOf(c, d.userId) : null;
      if (!c || !side) return log.warn({ challengeId: d.challengeId, userId: d.userId }, 'a finished side of an unknown challenge is ignored');
      if (c.status !== 'ACTIVE') {
        if (isTerminal(c.status)) await pay(c);
        return;
      }
      if (d.seedDigest !== digest(c.seed) || d.topic !== c.topic || d.problemCount !== c.problemCount || d.timeLimit !== c.timeLimit) {
        return log.warn({ challengeId: c._id, userId: d.userId }, "a side not played on the challenge's problems is ignored");
      }
      const at = now();
      const withSide: ChallengeDoc = c[side].result ? c : { ...c, [side]: { ...c[side], result: { score: d.score, correct: d.correct, time: d.time, finishedAt: d.finishedAt } } };
      const done = completeIfBoth(withSide, at);
      if (!done && withSide === c) return;
      const written = await move(c, done ?? withSide);
      if (!written) continue;
      if (done) await pay(written);
      return;
    }
    throw new Error(`challenge ${d.challengeId} changed too often while recording a side`);
  };
}
