/** GET /challenges/find-opponent: an online student near the caller. */
import { type ChallengeOpponent } from '@mathquest/contracts';
import type { Student } from '../../../ports/shared.js';
import type { ChallengesDeps } from './deps.js';
import type { ChallengeLifecycle } from './challenge-lifecycle.js';

/** An online student whose level is closest to the caller's, among those nearest by total XP. */
export function createFindOpponent(deps: ChallengesDeps, life: ChallengeLifecycle) {
  const { directory } = deps;
  const { levelOf } = life;
  return async function findOpponent(me: Student): Promise<ChallengeOpponent | null> {
    const candidates = (await deps.neighbours(me.id)).filter((id) => id !== me.id);
    if (candidates.length === 0) return null;
    const online = [...(await deps.presence.of(candidates)).keys()];
    if (online.length === 0) return null;
    const [mine, users, levels] = await Promise.all([levelOf(me.id), directory.publicUsers(online), Promise.all(online.map(levelOf))]);
    let best: ChallengeOpponent | null = null;
    online.forEach((id, i) => {
      const u = users.get(id);
      if (!u || u.role !== 'STUDENT' || u.limited) return; // a limited account takes no challenges (docs/adr/0239)
      const level = levels[i]!;
      if (!best || Math.abs(level - mine) < Math.abs(best.level - mine)) best = { userId: id, username: u.username, level };
    });
    return best;
  };
}
