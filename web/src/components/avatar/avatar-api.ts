import {
  AvatarItemsResponseSchema,
  EquippedAvatarSchema,
  PurchaseResultSchema,
  type AvatarCategory,
  type AvatarItem,
  type Currency,
  type EquippedAvatar,
} from '@mathquest/contracts';
import { api } from '../../lib/api-client';

/**
 * The avatar calls (docs/product/engagement.md#avatar--built), under /api/engagement/avatar, each
 * answer checked against its contract: the header draws the worn items, the shop previews an item
 * on them, the customizer changes them.
 */
const BASE = '/api/engagement/avatar';

export type { AvatarCategory, AvatarItem, Currency, EquippedAvatar };

export const avatarApi = {
  items: () => api.get(`${BASE}/items`, AvatarItemsResponseSchema.shape.data),
  equipped: () => api.get(`${BASE}/equipped`, EquippedAvatarSchema),
  equip: (itemId: string, category: AvatarCategory) => api.post(`${BASE}/equip`, EquippedAvatarSchema, { itemId, category }),
  unequip: (category: AvatarCategory) => api.post(`${BASE}/unequip`, EquippedAvatarSchema, { category }),
  buy: (itemId: string, currency: Currency) => api.post(`${BASE}/purchase`, PurchaseResultSchema, { itemId, currency }),
};
