/** Problems of a session: the next one, hints, answers (routes under /api/game). */
import {
  HintQuerySchema,
  HintResponseSchema,
  NextProblemQuerySchema,
  NextProblemResponseSchema,
  SubmitAnswerHeadersSchema,
  SubmitAnswerRequestSchema,
  SubmitAnswerResponseSchema,
} from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { UseCases } from '../use-cases/index.js';
import { conflictResponse, notFoundResponse, planLimitResponse, studentsOnly } from './shared.js';

export default async function problemRoutes(app: ServiceApp, { useCases }: { useCases: UseCases }): Promise<void> {
  app.addHook('preHandler', app.authenticate);
  const students = studentsOnly(app);

  app.get(
    '/problem/next',
    { preHandler: students, schema: { querystring: NextProblemQuerySchema, response: { 200: NextProblemResponseSchema, ...notFoundResponse, ...conflictResponse, ...planLimitResponse } } },
    async (request) => ({ success: true as const, data: await useCases.serveNextProblem(currentUser(request), request.query.sessionId) }),
  );

  app.get('/problem/hint', { preHandler: students, schema: { querystring: HintQuerySchema, response: { 200: HintResponseSchema, ...notFoundResponse } } }, async (request) => ({
    success: true as const,
    data: await useCases.revealHint(currentUser(request), request.query.problemId, request.query.hintIndex),
  }));

  app.post(
    '/problem/submit',
    { preHandler: students, schema: { headers: SubmitAnswerHeadersSchema, body: SubmitAnswerRequestSchema, response: { 200: SubmitAnswerResponseSchema, ...notFoundResponse, ...conflictResponse } } },
    async (request) => {
      const key = request.headers['idempotency-key'] ?? null;
      return { success: true as const, data: await useCases.submitAnswer(currentUser(request), request.body, key) };
    },
  );
}
