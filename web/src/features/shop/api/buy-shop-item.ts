import type { Currency } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopApi } from './shop-api';
import { useRealtime } from '../../../stores/realtime';
import type { ShopStats } from './get-shop-stats';
import { shopKeys } from './keys';

/**
 * POST /api/engagement/shop/purchase. The answer's wallet updates the shop's balances and the live
 * wallet at once; the item lists (ownership, counts left) are read again, and the mutation settles
 * once they have been, so the dialog closes on the new lists.
 */
export function useBuyShopItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, currency }: { itemId: string; currency: Currency }) => shopApi.buyShopItem(itemId, currency),
    onSuccess: async (result) => {
      client.setQueryData<ShopStats>(shopKeys.stats, (s) => (s ? { ...s, ...result.wallet } : s));
      useRealtime.getState().setWallet(result.wallet);
      await client.invalidateQueries({ queryKey: shopKeys.items });
    },
  });
}
