/** Problems of a session: the next one, hints, answers (routes under /api/game). */
import {
  HintQuerySchema,
  HintResponseSchema,
  NextProblemQuerySchema,
  NextProblemResponseSchema,
  SubmitAnswerRequestSchema,
  SubmitAnswerResponseSchema,
} from '@mathquest/contracts';
import { badRequest, currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { FastifyRequest } from 'fastify';
import type { UseCases } from '../use-cases/index.js';
import { errorResponses, planLimitResponse, studentsOnly } from './shared.js';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,128}$/;

function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !IDEMPOTENCY_KEY.test(value)) throw badRequest('Idempotency-Key must be 1 to 128 letters, digits or . _ : -', 'Idempotency-Key');
  return value;
}

export default async function problemRoutes(app: ServiceApp, { useCases }: { useCases: UseCases }): Promise<void> {
  app.addHook('preHandler', app.authenticate);
  const students = studentsOnly(app);

  app.get(
    '/problem/next',
    { preHandler: students, schema: { querystring: NextProblemQuerySchema, response: { 200: NextProblemResponseSchema, ...errorResponses, ...planLimitResponse } } },
    async (request) => ({ success: true as const, data: await useCases.serveNextProblem(currentUser(request), request.query.sessionId) }),
  );

  app.get('/problem/hint', { preHandler: students, schema: { querystring: HintQuerySchema, response: { 200: HintResponseSchema, ...errorResponses } } }, async (request) => ({
    success: true as const,
    data: await useCases.revealHint(currentUser(request), request.query.problemId, request.query.hintIndex),
  }));

  app.post('/problem/submit', { preHandler: students, schema: { body: SubmitAnswerRequestSchema, response: { 200: SubmitAnswerResponseSchema, ...errorResponses } } }, async (request) => {
    const key = idempotencyKey(request);
    return { success: true as const, data: await useCases.submitAnswer(currentUser(request), request.body, key) };
  });
}
