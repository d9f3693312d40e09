/** Leaderboards (docs/product/social.md#leaderboards, docs/adr/0100). */
import { LeaderboardQuerySchema, LeaderboardResponseSchema } from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import type { Leaderboards } from './use-cases/leaderboards.js';
import { studentOf, studentsOnly } from '../routes-shared.js';

export default async function leaderboardRoutes(app: ServiceApp, { leaderboards }: { leaderboards: Leaderboards }): Promise<void> {
  const students = studentsOnly(app);
  app.get(
    '/leaderboards',
    {
      preHandler: students,
      schema: {
        tags: ['leaderboards'],
        summary: "One board (metric × scope): ranks 1 to 20, the caller's own place, each place's change since the previous day",
        querystring: LeaderboardQuerySchema,
        response: { 200: LeaderboardResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await leaderboards.get(studentOf(request).id, request.query.type, request.query.scope) }),
  );
}
