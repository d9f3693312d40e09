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
