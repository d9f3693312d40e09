import {
  BattleHistoryResponseSchema,
  BattlePassRewardsResponseSchema,
  BossesResponseSchema,
  ChaptersResponseSchema,
  ClaimRewardResponseSchema,
  PurchasePremiumResponseSchema,
  StartBattleResponseSchema,
  StartChapterResponseSchema,
  StoryWorldsResponseSchema,
} from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

/**
 * Battle pass rewards, bosses and story mode (docs/product/engagement.md), all under
 * /api/engagement (contracts: packages/contracts/src/http/adventure.ts), each answer parsed with
 * its contract.
 */
const BASE = '/api/engagement';
const id = (value: string) => encodeURIComponent(value);

export const adventureApi = {
  passRewards: () => api.get(`${BASE}/battlepass/rewards`, BattlePassRewardsResponseSchema.shape.data),
  claimReward: (rewardId: string) => api.post(`${BASE}/battlepass/rewards/${id(rewardId)}/claim`, ClaimRewardResponseSchema.shape.data),
  purchasePremium: () => api.post(`${BASE}/battlepass/purchase-premium`, PurchasePremiumResponseSchema.shape.data),
  bosses: () => api.get(`${BASE}/bosses/available`, BossesResponseSchema.shape.data),
  startBattle: (bossId: string) => api.post(`${BASE}/bosses/${id(bossId)}/start`, StartBattleResponseSchema.shape.data),
  history: () => api.get(`${BASE}/bosses/history`, BattleHistoryResponseSchema.shape.data),
  worlds: () => api.get(`${BASE}/story/worlds`, StoryWorldsResponseSchema.shape.data),
  chapters: (worldId: string) => api.get(`${BASE}/story/worlds/${id(worldId)}/chapters`, ChaptersResponseSchema.shape.data),
  startChapter: (chapterId: string) => api.post(`${BASE}/story/chapters/${id(chapterId)}/start`, StartChapterResponseSchema.shape.data),
};
