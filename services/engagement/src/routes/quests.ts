/** Daily quests (docs/product/engagement.md#daily-quests--built). */
import { ClaimQuestResponseSchema, DailyQuestsResponseSchema, EngagementIdParamsSchema } from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import type { PlayerActions } from '../use-cases/player-actions.js';
import { conflictResponse, notFoundResponse, studentOf, studentsOnly } from './shared.js';

export default async function questRoutes(app: ServiceApp, { actions }: { actions: PlayerActions }): Promise<void> {
  const students = studentsOnly(app);
  app.get('/quests/daily', { preHandler: students, schema: { tags: ['quests'], summary: "Today's quests (the student's local day)", response: { 200: DailyQuestsResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await actions.dailyQuests(studentOf(request)),
  }));
  app.post(
    '/quests/:id/claim',
    { preHandler: students, schema: { tags: ['quests'], summary: "Claim a completed quest's rewards, once", params: EngagementIdParamsSchema, response: { 200: ClaimQuestResponseSchema, ...notFoundResponse, ...conflictResponse } } },
    async (request) => ({ success: true as const, data: await actions.claimQuest(studentOf(request), request.params.id) }),
  );
}
