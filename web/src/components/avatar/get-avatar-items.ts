import { queryOptions, useQuery } from '@tanstack/react-query';
import { avatarApi } from './avatar-api';

/** The avatar catalogue's key: the customizer's equip and purchase write their answers under it. */
export const avatarItemsKey = ['avatar', 'items'] as const;

/** GET /api/engagement/avatar/items: the avatar catalogue, with what the student owns and wears. */
export const getAvatarItems = () => avatarApi.items();

export const avatarItemsQueryOptions = () => queryOptions({ queryKey: avatarItemsKey, queryFn: getAvatarItems });

/** Read only while `enabled` (the customizer, or an avatar item's preview in the shop). */
export function useAvatarItems(enabled = true) {
  return useQuery({ ...avatarItemsQueryOptions(), enabled });
}
