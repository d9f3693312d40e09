import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopApi } from './shop-api';
import { shopKeys } from './keys';

/** GET /api/engagement/avatar/items: the avatar catalogue, for an avatar item's preview. */
export const getAvatarItems = () => shopApi.avatarItems();

export const avatarItemsQueryOptions = () => queryOptions({ queryKey: shopKeys.avatarItems, queryFn: getAvatarItems });

/** Read only while `enabled` (an avatar item's preview is open). */
export function useAvatarItems(enabled: boolean) {
  return useQuery({ ...avatarItemsQueryOptions(), enabled });
}
