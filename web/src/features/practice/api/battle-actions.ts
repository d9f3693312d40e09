import { useMutation } from '@tanstack/react-query';
import { bossBattleApi } from './boss-battle-api';

/**
 * POST /bosses/{id}/damage: names the hit for the server's animation log; the health shown is the
 * graded answer's (docs/product/practice.md#boss-battles). A failure is only logged.
 */
export function useBossDamage() {
  return useMutation({
    mutationFn: ({ bossId, damage }: { bossId: string; damage: number }) => bossBattleApi.damage(bossId, damage),
    onError: (err) => console.warn('Damage sync failed', err),
  });
}

/**
 * POST /bosses/{id}/abandon: the battle ends. The bosses page it returns to reads its list and
 * history again as it opens (no stale time, docs/adr/0190).
 */
export function useAbandonBattle() {
  return useMutation({ mutationFn: (bossId: string) => bossBattleApi.abandon(bossId) });
}
