import { DashboardStatsSchema, PurchaseResultSchema, ShopItemsResponseSchema, type Currency, type PurchaseResult, type ShopItem } from '@mathquest/contracts';
import { api, type ResponseSchema } from '../../../lib/api-client';

/**
 * The shop's calls (docs/product/engagement.md#shop--built), under
 * /api/engagement, each answer checked against its contract (docs/adr/0032).
 */
const BASE = '/api/engagement';

const get = <T>(path: string, schema: ResponseSchema<T>) => api.get(`${BASE}${path}`, schema);
const post = <T>(path: string, body: unknown, schema: ResponseSchema<T>) => api.post(`${BASE}${path}`, schema, body);

export type { Currency, PurchaseResult, ShopItem };

export const shopApi = {
  stats: () => get('/analytics/dashboard', DashboardStatsSchema),
  shop: () => get('/shop', ShopItemsResponseSchema.shape.data),
  featured: () => get('/shop/featured', ShopItemsResponseSchema.shape.data),
  buyShopItem: (itemId: string, currency: Currency) => post('/shop/purchase', { itemId, currency }, PurchaseResultSchema),
};
