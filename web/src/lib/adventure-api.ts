import type { BattleHistoryEntry, BattlePassReward, Boss, BossBattle, Chapter, ClaimRewardResponse, PurchasePremiumResponse, StoryWorld } from '@mathquest/contracts';
import { api } from './api-client';

/**
 * Battle pass rewards, bosses and story mode (docs/product/engagement.md), all under
 * /api/engagement (contracts: packages/contracts/src/http/adventure.ts).
 */
const BASE = '/api/engagement';
const id = (value: string) => encodeURIComponent(value);
type Data<T extends { data: unknown }> = T['data'];

export const adventureApi = {
  passRewards: () => api.get<BattlePassReward[]>(`${BASE}/battlepass/rewards`),
  claimReward: (rewardId: string) => api.post<Data<ClaimRewardResponse>>(`${BASE}/battlepass/rewards/${id(rewardId)}/claim`),
  purchasePremium: () => api.post<Data<PurchasePremiumResponse>>(`${BASE}/battlepass/purchase-premium`),
  bosses: () => api.get<Boss[]>(`${BASE}/bosses/available`),
  startBattle: (bossId: string) => api.post<{ id: string; battle: BossBattle }>(`${BASE}/bosses/${id(bossId)}/start`),
  activeBattle: () => api.get<BossBattle | null>(`${BASE}/bosses/active`),
  /** The server's health of the battle; the figure sent only names the animation's hit (never trusted). */
  damage: (bossId: string, damage: number) => api.post<BossBattle>(`${BASE}/bosses/${id(bossId)}/damage`, { damage }),
  abandon: (bossId: string) => api.post<BossBattle>(`${BASE}/bosses/${id(bossId)}/abandon`),
  history: () => api.get<BattleHistoryEntry[]>(`${BASE}/bosses/history`),
  worlds: () => api.get<StoryWorld[]>(`${BASE}/story/worlds`),
  chapters: (worldId: string) => api.get<Chapter[]>(`${BASE}/story/worlds/${id(worldId)}/chapters`),
  startChapter: (chapterId: string) => api.post<{ id: string; sessionId: string; chapterId: string; problemCount: number }>(`${BASE}/story/chapters/${id(chapterId)}/start`),
};
