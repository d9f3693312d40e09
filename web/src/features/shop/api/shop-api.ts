import {
  AvatarItemsResponseSchema,
  DashboardStatsSchema,
  EquippedAvatarSchema,
  FurnitureResponseSchema,
  PlacedFurnitureResponseSchema,
  PurchaseResultSchema,
  ShopItemsResponseSchema,
  type AvatarCategory,
  type AvatarItem,
  type Currency,
  type EquippedAvatar,
  type Furniture,
  type PlacedFurniture,
  type PurchaseResult,
  type Rotation,
  type ShopItem,
} from '@mathquest/contracts';
import { api, type ResponseSchema } from '../../../lib/api-client';

/**
 * The shop, avatar and home-base calls (docs/product/engagement.md#shop--built), under
 * /api/engagement, each answer checked against its contract (docs/adr/0032).
 */
const BASE = '/api/engagement';

const get = <T>(path: string, schema: ResponseSchema<T>) => api.get(`${BASE}${path}`, schema);
const post = <T>(path: string, body: unknown, schema: ResponseSchema<T>) => api.post(`${BASE}${path}`, schema, body);

export type { AvatarCategory, AvatarItem, Currency, EquippedAvatar, Furniture, PlacedFurniture, PurchaseResult, Rotation, ShopItem };
export interface PlacementInput {
  itemId: string;
  x: number;
  y: number;
  rotation: Rotation;
}

export const shopApi = {
  stats: () => get('/analytics/dashboard', DashboardStatsSchema),
  shop: () => get('/shop', ShopItemsResponseSchema.shape.data),
  featured: () => get('/shop/featured', ShopItemsResponseSchema.shape.data),
  buyShopItem: (itemId: string, currency: Currency) => post('/shop/purchase', { itemId, currency }, PurchaseResultSchema),
  avatarItems: () => get('/avatar/items', AvatarItemsResponseSchema.shape.data),
  equipped: () => get('/avatar/equipped', EquippedAvatarSchema),
  equip: (itemId: string, category: AvatarCategory) => post('/avatar/equip', { itemId, category }, EquippedAvatarSchema),
  unequip: (category: AvatarCategory) => post('/avatar/unequip', { category }, EquippedAvatarSchema),
  buyAvatarItem: (itemId: string, currency: Currency) => post('/avatar/purchase', { itemId, currency }, PurchaseResultSchema),
  furniture: () => get('/homebase/furniture', FurnitureResponseSchema.shape.data),
  placed: () => get('/homebase/placed', PlacedFurnitureResponseSchema.shape.data),
  saveLayout: (furniture: PlacementInput[]) => post('/homebase/save', { furniture }, PlacedFurnitureResponseSchema.shape.data),
  buyFurniture: (itemId: string, currency: Currency) => post('/homebase/purchase', { itemId, currency }, PurchaseResultSchema),
};
