import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adventureApi } from './adventure-api';
import { adventureKeys } from './keys';

/**
 * POST /bosses/{id}/damage: names the hit for the server's animation log; the health shown is the
 * graded answer's (docs/product/practice.md#boss-battles). A failure is only logged.
 */
export function useBossDamage() {
  return useMutation({
    mutationFn: ({ bossId, damage }: { bossId: string; damage: number }) => adventureApi.damage(bossId, damage),
    onError: (err) => console.warn('Damage sync failed', err),
  });
}

/** POST /bosses/{id}/abandon: the battle ends; the bosses list and the battle history are read again. */
export function useAbandonBattle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bossId: string) => adventureApi.abandon(bossId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adventureKeys.bosses });
      void client.invalidateQueries({ queryKey: adventureKeys.battleHistory });
    },
  });
}
