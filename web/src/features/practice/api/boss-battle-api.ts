import { ActiveBattleResponseSchema, BattleResponseSchema } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

/**
 * The boss battle being fought on the practice screen (docs/product/practice.md#boss-battles), under
 * /api/engagement/bosses, each answer parsed with its contract. Starting one is the bosses page's.
 */
const BASE = '/api/engagement/bosses';
const id = (value: string) => encodeURIComponent(value);

export const bossBattleApi = {
  activeBattle: () => api.get(`${BASE}/active`, ActiveBattleResponseSchema.shape.data),
  /** The server's health of the battle; the figure sent only names the animation's hit (never trusted). */
  damage: (bossId: string, damage: number) => api.post(`${BASE}/${id(bossId)}/damage`, BattleResponseSchema.shape.data, { damage }),
  abandon: (bossId: string) => api.post(`${BASE}/${id(bossId)}/abandon`, BattleResponseSchema.shape.data),
};
