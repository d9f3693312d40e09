/**
 * The student's boss battle (docs/adr/0096): read it and retreat. Engagement answers the
 * product's /api/engagement/bosses calls through these, with the student's own token.
 */
import { ActiveBattleResponseSchema, BattleResponseSchema, IdSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import { z } from 'zod';
import type { UseCases } from '../use-cases/index.js';
import { conflictResponse, notFoundResponse, studentsOnly } from './shared.js';

const BossParamsSchema = z.object({ bossId: IdSchema });

export default async function bossBattleRoutes(app: ServiceApp, { useCases }: { useCases: UseCases }): Promise<void> {
  app.addHook('preHandler', app.authenticate);
  const students = studentsOnly(app);
  app.get('/boss/active', { preHandler: students, schema: { summary: "The student's active boss battle, or null", response: { 200: ActiveBattleResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await useCases.bossBattles.active(currentUser(request)),
  }));
  app.get(
    '/boss/:bossId/battle',
    { preHandler: students, schema: { summary: 'The active battle against this boss', params: BossParamsSchema, response: { 200: BattleResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: await useCases.bossBattles.activeAgainst(currentUser(request), request.params.bossId) }),
  );
  app.post(
    '/boss/:bossId/abandon',
    { preHandler: students, schema: { summary: 'Retreat from the active battle against this boss', params: BossParamsSchema, response: { 200: BattleResponseSchema, ...notFoundResponse, ...conflictResponse } } },
    async (request) => ({ success: true as const, data: await useCases.bossBattles.abandon(currentUser(request), request.params.bossId) }),
  );
}
