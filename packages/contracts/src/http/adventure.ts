import { z } from 'zod';
import { successEnvelope } from '../common.js';
import { BattlePassSchema } from './engagement.js';

/**
 * HTTP contracts of the battle pass rewards, bosses and story mode (routes under /api/engagement;
 * docs/product/engagement.md; docs/adr/0095-0097). Field names are the product's.
 */

export const RewardTierSchema = z.enum(['FREE', 'PREMIUM']);
export type RewardTier = z.infer<typeof RewardTierSchema>;
export const RewardTypeSchema = z.enum(['COINS', 'GEMS', 'XP_BOOST', 'AVATAR_ITEM', 'PET', 'EMOTE', 'TITLE', 'CHEST']);
export type RewardType = z.infer<typeof RewardTypeSchema>;

export const BattlePassRewardSchema = z.object({
  id: z.string(),
  level: z.number().int().min(1).max(100),
  tier: RewardTierSchema,
  type: RewardTypeSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int(),
  isClaimed: z.boolean(),
  /** True until the pass reaches the reward's level (a premium reward of a free pass is not locked: it needs premium). */
  isLocked: z.boolean(),
});
export type BattlePassReward = z.infer<typeof BattlePassRewardSchema>;

/** GET /battlepass/rewards: all 100 levels of both tracks, by level then FREE before PREMIUM. */
export const BattlePassRewardsResponseSchema = successEnvelope(z.array(BattlePassRewardSchema));
export type BattlePassRewardsResponse = z.infer<typeof BattlePassRewardsResponseSchema>;

const BalancesSchema = z.object({ coins: z.number().int(), gems: z.number().int() });

/** POST /battlepass/rewards/{id}/claim */
export const ClaimRewardResponseSchema = successEnvelope(
  z.object({ reward: BattlePassRewardSchema, wallet: BalancesSchema, xpGranted: z.number().int(), chestId: z.string().nullable() }),
);
export type ClaimRewardResponse = z.infer<typeof ClaimRewardResponseSchema>;

/** POST /battlepass/purchase-premium */
export const PurchasePremiumResponseSchema = successEnvelope(z.object({ battlePass: BattlePassSchema, wallet: BalancesSchema }));
export type PurchasePremiumResponse = z.infer<typeof PurchasePremiumResponseSchema>;

// ---------------------------------------------------------------- bosses (docs/adr/0096)

/** The boss as a battle shows it (spec names: health is its maxHealth). */
export const BattleBossSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  difficulty: z.number().int(),
  health: z.number().int(),
  maxHealth: z.number().int(),
  topics: z.array(z.string()),
  coinReward: z.number().int(),
  xpReward: z.number().int(),
  gemReward: z.number().int(),
  specialRewards: z.object({ pets: z.array(z.string()), avatarItems: z.array(z.string()) }),
});

/** A boss battle: its id is the BOSS_BATTLE game session's. */
export const BossBattleSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  bossId: z.string(),
  currentHealth: z.number().int(),
  maxHealth: z.number().int(),
  status: z.enum(['ACTIVE', 'WON', 'ABANDONED']),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  boss: BattleBossSchema,
});
export type BossBattle = z.infer<typeof BossBattleSchema>;
/** GET /bosses/active (and the game's GET /boss/active): the active battle, or null. */
export const ActiveBattleResponseSchema = successEnvelope(BossBattleSchema.nullable());
export type ActiveBattleResponse = z.infer<typeof ActiveBattleResponseSchema>;
/** POST /bosses/{id}/abandon, POST /bosses/{id}/damage: the battle as the server holds it. */
export const BattleResponseSchema = successEnvelope(BossBattleSchema);
/** POST /bosses/{id}/start */
export const StartBattleResponseSchema = successEnvelope(z.object({ id: z.string(), battle: BossBattleSchema }));

/** POST /bosses/{id}/damage: the client's figure is only for its animation; the server never uses it. */
export const DamageRequestSchema = z.object({ damage: z.number().int().min(0).max(100_000) }).strict();

export const BossSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  maxHealth: z.number().int(),
  difficulty: z.number().int().min(1).max(5),
  topics: z.array(z.string()),
  rewardCoins: z.number().int(),
  rewardXp: z.number().int(),
  rewardGems: z.number().int(),
  isLocked: z.boolean(),
  requiredLevel: z.number().int(),
  specialRewards: z.object({ pets: z.array(z.string()), avatarItems: z.array(z.string()) }),
  /** Times the student beat this boss. */
  victories: z.number().int(),
});
export type Boss = z.infer<typeof BossSchema>;
export const BossesResponseSchema = successEnvelope(z.array(BossSchema));

export const BattleHistoryEntrySchema = z.object({
  battleId: z.string(),
  bossId: z.string(),
  bossName: z.string(),
  outcome: z.enum(['VICTORY', 'ABANDONED']),
  damageDealt: z.number().int(),
  maxHealth: z.number().int(),
  startedAt: z.string(),
  endedAt: z.string(),
  rewards: z.object({ coins: z.number().int(), xp: z.number().int(), gems: z.number().int(), pets: z.array(z.string()), avatarItems: z.array(z.string()) }),
});
export type BattleHistoryEntry = z.infer<typeof BattleHistoryEntrySchema>;
export const BattleHistoryResponseSchema = successEnvelope(z.array(BattleHistoryEntrySchema));

// ---------------------------------------------------------------- story (docs/adr/0097)

export const StoryWorldSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  order: z.number().int(),
  theme: z.string(),
  isUnlocked: z.boolean(),
  requiredLevel: z.number().int(),
  chaptersCompleted: z.number().int(),
  totalChapters: z.number().int(),
});
export type StoryWorld = z.infer<typeof StoryWorldSchema>;
export const StoryWorldsResponseSchema = successEnvelope(z.array(StoryWorldSchema));

export const ChapterSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  name: z.string(),
  description: z.string(),
  problemCount: z.number().int(),
  difficulty: z.number().int(),
  rewardCoins: z.number().int(),
  rewardXp: z.number().int(),
  isUnlocked: z.boolean(),
  isCompleted: z.boolean(),
  stars: z.number().int().min(0).max(3),
});
export type Chapter = z.infer<typeof ChapterSchema>;
export const ChaptersResponseSchema = successEnvelope(z.array(ChapterSchema));
/** POST /story/chapters/{id}/start: the game session to play it in. */
export const StartChapterResponseSchema = successEnvelope(z.object({ id: z.string(), sessionId: z.string(), chapterId: z.string(), problemCount: z.number().int() }));
