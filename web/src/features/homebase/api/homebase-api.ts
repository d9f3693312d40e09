import {
  DashboardStatsSchema,
  FurnitureResponseSchema,
  PlacedFurnitureResponseSchema,
  PurchaseResultSchema,
  type Currency,
  type Furniture,
  type PlacedFurniture,
  type Rotation,
} from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

/**
 * The home base calls (docs/product/engagement.md#home-base), under /api/engagement, each answer
 * checked against its contract (docs/adr/0032).
 */
const BASE = '/api/engagement';

export type { Currency, Furniture, PlacedFurniture, Rotation };
export interface PlacementInput {
  itemId: string;
  x: number;
  y: number;
  rotation: Rotation;
}

export const homebaseApi = {
  /** The level that unlocks furniture and the balances. */
  stats: () => api.get(`${BASE}/analytics/dashboard`, DashboardStatsSchema),
  furniture: () => api.get(`${BASE}/homebase/furniture`, FurnitureResponseSchema.shape.data),
  placed: () => api.get(`${BASE}/homebase/placed`, PlacedFurnitureResponseSchema.shape.data),
  saveLayout: (furniture: PlacementInput[]) => api.post(`${BASE}/homebase/save`, PlacedFurnitureResponseSchema.shape.data, { furniture }),
  buyFurniture: (itemId: string, currency: Currency) => api.post(`${BASE}/homebase/purchase`, PurchaseResultSchema, { itemId, currency }),
};
