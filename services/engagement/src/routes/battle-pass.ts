/** Battle pass rewards and the premium track (docs/product/engagement.md#battle-pass-rewards, docs/adr/0095). */
import { BattlePassRewardsResponseSchema, ClaimRewardResponseSchema, EngagementIdParamsSchema, PurchasePremiumResponseSchema } from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import type { BattlePassRewardActions } from '../use-cases/battle-pass-rewards.js';
import { conflictResponse, notFoundResponse, studentOf, studentsOnly } from './shared.js';

export default async function battlePassRoutes(app: ServiceApp, { rewards }: { rewards: BattlePassRewardActions }): Promise<void> {
  const students = studentsOnly(app);
  app.get(
    '/battlepass/rewards',
    { preHandler: students, schema: { tags: ['battlepass'], summary: 'All 100 levels of the free and premium tracks, with isClaimed and isLocked', response: { 200: BattlePassRewardsResponseSchema } } },
    async (request) => ({ success: true as const, data: await rewards.rewards(studentOf(request)) }),
  );
  app.post(
    '/battlepass/rewards/:id/claim',
    {
      preHandler: students,
      schema: { tags: ['battlepass'], summary: 'Claim a reached reward once (premium rewards need the premium pass)', params: EngagementIdParamsSchema, response: { 200: ClaimRewardResponseSchema, ...notFoundResponse, ...conflictResponse } },
    },
    async (request) => ({ success: true as const, data: await rewards.claim(studentOf(request), request.params.id) }),
  );
  app.post(
    '/battlepass/purchase-premium',
    { preHandler: students, schema: { tags: ['battlepass'], summary: "Buy the season's premium track with gems", response: { 200: PurchasePremiumResponseSchema, ...conflictResponse } } },
    async (request) => ({ success: true as const, data: await rewards.purchasePremium(studentOf(request)) }),
  );
}
