import type { BattlePassReward } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adventureApi } from './adventure-api';
import { useRealtime } from '../../../stores/realtime';
import { adventureKeys } from './keys';

/** POST /battlepass/rewards/{id}/claim: the claimed reward replaces its tile; the wallet is the answer's. */
export function useClaimReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: string) => adventureApi.claimReward(rewardId),
    onSuccess: (result) => {
      client.setQueryData<BattlePassReward[]>(adventureKeys.passRewards, (list) => list?.map((x) => (x.id === result.reward.id ? result.reward : x)));
      useRealtime.getState().setWallet(result.wallet);
    },
  });
}

/** POST /battlepass/purchase-premium: the pass becomes the answer's (premium), the wallet too. */
export function usePurchasePremium() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adventureApi.purchasePremium(),
    onSuccess: (result) => {
      client.setQueryData(adventureKeys.battlePass, result.battlePass);
      useRealtime.getState().setWallet(result.wallet);
    },
  });
}
