/** The teachers' problem bank (route under /api/game), worded in the caller's language (the token's `lang`). */
import { ProblemBankQuerySchema, ProblemBankResponseSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { UseCases } from '../use-cases/index.js';

export default async function problemBankRoutes(app: ServiceApp, { useCases }: { useCases: UseCases }): Promise<void> {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/problems',
    { preHandler: app.requireRole('TEACHER'), schema: { querystring: ProblemBankQuerySchema, response: { 200: ProblemBankResponseSchema } } },
    async (request) => ({ success: true as const, data: await useCases.listProblemBank(request.query, currentUser(request).language) }),
  );
}
