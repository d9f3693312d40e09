import type { AvatarCategory, AvatarItem, Currency, EquippedAvatar } from '@mathquest/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { avatarApi } from '../../../components/avatar/avatar-api';
import { avatarItemsKey } from '../../../components/avatar/get-avatar-items';
import { equippedQueryOptions } from '../../../components/avatar/get-equipped';
import { useAvatar } from '../../../stores/avatar';
import { useRealtime } from '../../../stores/realtime';
import { customizerStatsKey, type CustomizerStats } from './get-customizer';

/**
 * The customizer's writes. Each answer goes into the cache at once: the worn items (and the avatar
 * store the header draws from), which catalogue items are worn or owned, and the balances.
 */

/** What the server says is worn now: the cached look, the header's store and the catalogue's marks. */
function wear(client: QueryClient, studentId: string | null, next: EquippedAvatar): void {
  if (studentId) {
    client.setQueryData(equippedQueryOptions(studentId).queryKey, next);
    useAvatar.getState().setEquipped(studentId, next);
  }
  const ids = new Set(Object.values(next).flatMap((i) => (i ? [i.id] : [])));
  client.setQueryData<AvatarItem[]>(avatarItemsKey, (list) => list?.map((i) => ({ ...i, isEquipped: ids.has(i.id) })));
}

/** POST /avatar/equip or /avatar/unequip (`itemId` null: the slot is emptied). */
export function useChangeAvatar(studentId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, category }: { itemId: string | null; category: AvatarCategory }) => (itemId ? avatarApi.equip(itemId, category) : avatarApi.unequip(category)),
    onSuccess: (next) => wear(client, studentId, next),
  });
}

/** POST /avatar/purchase: the item is owned; the balances and the live wallet take the answer's wallet. */
export function useBuyAvatarItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, currency }: { itemId: string; currency: Currency }) => avatarApi.buy(itemId, currency),
    onSuccess: (result, { itemId }) => {
      client.setQueryData<CustomizerStats>(customizerStatsKey, (s) => (s ? { ...s, ...result.wallet } : s));
      useRealtime.getState().setWallet(result.wallet);
      client.setQueryData<AvatarItem[]>(avatarItemsKey, (list) => list?.map((i) => (i.id === itemId ? { ...i, isOwned: true } : i)));
    },
  });
}
