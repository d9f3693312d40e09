import type { Currency, Furniture } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homebaseApi } from './homebase-api';
import { useRealtime } from '../../../stores/realtime';
import type { HomebaseStats } from './get-homebase-stats';
import { homebaseKeys } from './keys';

/**
 * POST /api/engagement/homebase/purchase: the bought piece shows as owned in the cached list, the
 * answer's wallet in the page's balances and the live wallet.
 */
export function useBuyFurniture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, currency }: { itemId: string; currency: Currency }) => homebaseApi.buyFurniture(itemId, currency),
    onSuccess: (result, { itemId }) => {
      client.setQueryData<HomebaseStats>(homebaseKeys.stats, (s) => (s ? { ...s, ...result.wallet } : s));
      client.setQueryData<Furniture[]>(homebaseKeys.furniture, (list) => list?.map((f) => (f.id === itemId ? { ...f, isOwned: true } : f)));
      useRealtime.getState().setWallet(result.wallet);
    },
  });
}
