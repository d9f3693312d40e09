/** The session combo, the battle pass and the dashboard stats (docs/product/engagement.md). */
import { BattlePassResponseSchema, ComboResponseSchema, DashboardStatsResponseSchema, EngagementIdParamsSchema } from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import type { PlayerActions } from '../use-cases/player-actions.js';
import { notFoundResponse, studentOf, studentsOnly } from './shared.js';

export default async function progressRoutes(app: ServiceApp, { actions }: { actions: PlayerActions }): Promise<void> {
  const students = studentsOnly(app);
  app.get(
    '/combo/:id',
    { preHandler: students, schema: { tags: ['combo'], summary: "One of the student's sessions' combo, as its last answer left it", params: EngagementIdParamsSchema, response: { 200: ComboResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: await actions.combo(studentOf(request), request.params.id) }),
  );
  app.get('/battlepass', { preHandler: students, schema: { tags: ['battlepass'], summary: "The current season and the student's pass progress", response: { 200: BattlePassResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await actions.battlePass(studentOf(request)),
  }));
  app.get('/analytics/dashboard', { preHandler: students, schema: { tags: ['analytics'], summary: "The student's dashboard figures", response: { 200: DashboardStatsResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await actions.dashboard(studentOf(request)),
  }));
}
