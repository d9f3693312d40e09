/** Treasure chests (docs/product/engagement.md#treasure-chests--built). */
import { EngagementIdParamsSchema, GenerateTreasureResponseSchema, OpenTreasureResponseSchema, TreasureChestsResponseSchema } from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import type { PlayerActions } from '../use-cases/player-actions.js';
import { conflictResponse, notFoundResponse, studentOf, studentsOnly } from './shared.js';

export default async function treasureRoutes(app: ServiceApp, { actions }: { actions: PlayerActions }): Promise<void> {
  const students = studentsOnly(app);
  app.get('/treasures', { preHandler: students, schema: { tags: ['treasures'], summary: 'Unopened chests, newest first', response: { 200: TreasureChestsResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await actions.treasures(studentOf(request)),
  }));
  app.post(
    '/treasures/generate',
    { preHandler: students, schema: { tags: ['treasures'], summary: 'The most recent unopened chest the student earned, or null (never a new one)', response: { 200: GenerateTreasureResponseSchema } } },
    async (request) => ({ success: true as const, data: { chest: await actions.generateTreasure(studentOf(request)) } }),
  );
  app.post(
    '/treasures/:id/open',
    { preHandler: students, schema: { tags: ['treasures'], summary: 'Open a chest once and credit its rewards', params: EngagementIdParamsSchema, response: { 200: OpenTreasureResponseSchema, ...notFoundResponse, ...conflictResponse } } },
    async (request) => ({ success: true as const, data: await actions.openTreasure(studentOf(request), request.params.id) }),
  );
}
