/** POST /quests/{id}/claim: a completed quest's reward, once; its coins and gems credited, its XP granted to the game. */
import { claimQuest as claimRule } from '../domain/player-actions.js';
import { xpGrantedEntry } from '../events/player-outbox.js';
import { act, balances, walletEntry, type PlayerActionsDeps, type Student } from './player-write.js';

export function createClaimQuest(deps: Pick<PlayerActionsDeps, 'store' | 'outbox' | 'pending'>) {
  return async function claimQuest(s: Student, questId: string) {
    const { player, value } = await act(deps, s, 'quest', (p, now) => claimRule(p, questId, now), (r, before, now) => [
      walletEntry(s, `${questId}:claim`, r.player, before, 'quest.claim', now),
      ...(r.value.xp > 0 ? [xpGrantedEntry(s.id, `${questId}:claim`, r.value.xp, 'quest', questId, now)] : []),
    ]);
    return { quest: value.quest, wallet: balances(player), xpGranted: value.xp };
  };
}
