/**
 * Game HTTP routes (spec 01 §7), schema-first from @mathquest/contracts. Handlers are thin:
 * validate (by schema), call the use case, wrap in the success envelope.
 */
import {
  ErrorEnvelopeSchema,
  HintQuerySchema,
  HintResponseSchema,
  NextProblemQuerySchema,
  NextProblemResponseSchema,
  ProblemBankQuerySchema,
  ProblemBankResponseSchema,
  ProgressResponseSchema,
  SessionIdParamsSchema,
  SessionResponseSchema,
  StartSessionRequestSchema,
  StartSessionResponseSchema,
  SubmitAnswerRequestSchema,
  SubmitAnswerResponseSchema,
} from '@mathquest/contracts';
import { badRequest, currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Game } from '../game.js';
import { listBank } from '../repositories/bank.js';
import type { Store } from '../repositories/store.js';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema };
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,128}$/;

function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !IDEMPOTENCY_KEY.test(value)) throw badRequest('Idempotency-Key must be 1 to 128 letters, digits or . _ : -', 'Idempotency-Key');
  return value;
}

/** Practice credits XP, coins and streaks to a studentProfile, which only students have (spec 01 §6). */
const STUDENTS_ONLY_MESSAGE = 'Practice is for student accounts';

export async function gameRoutes(app: ServiceApp, opts: { game: Game; store: Store }): Promise<void> {
  const { game, store } = opts;
  app.addHook('preHandler', app.authenticate);
  // Every route but the teachers' problem bank is the student's game.
  const studentsOnly = app.requireRole('STUDENT', STUDENTS_ONLY_MESSAGE);

  app.post('/session/start', { preHandler: studentsOnly, schema: { body: StartSessionRequestSchema, response: { 201: StartSessionResponseSchema, ...errors, 402: ErrorEnvelopeSchema } } }, async (request, reply) => {
    const data = await game.startSession(currentUser(request), request.body.mode, request.body.deviceType);
    return reply.status(201).send({ success: true as const, data });
  });

  app.get('/session/:id', { preHandler: studentsOnly, schema: { params: SessionIdParamsSchema, response: { 200: SessionResponseSchema, ...errors } } }, async (request) => ({
    success: true as const,
    data: await game.getSession(currentUser(request), request.params.id),
  }));

  app.post('/session/:id/end', { preHandler: studentsOnly, schema: { params: SessionIdParamsSchema, response: { 200: SessionResponseSchema, ...errors } } }, async (request) => ({
    success: true as const,
    data: await game.endSession(currentUser(request), request.params.id),
  }));

  app.get(
    '/problem/next',
    { preHandler: studentsOnly, schema: { querystring: NextProblemQuerySchema, response: { 200: NextProblemResponseSchema, ...errors, 402: ErrorEnvelopeSchema } } },
    async (request) => ({ success: true as const, data: await game.nextProblem(currentUser(request), request.query.sessionId) }),
  );

  app.get('/problem/hint', { preHandler: studentsOnly, schema: { querystring: HintQuerySchema, response: { 200: HintResponseSchema, ...errors } } }, async (request) => ({
    success: true as const,
    data: await game.hint(currentUser(request), request.query.problemId, request.query.hintIndex),
  }));

  app.post('/problem/submit', { preHandler: studentsOnly, schema: { body: SubmitAnswerRequestSchema, response: { 200: SubmitAnswerResponseSchema, ...errors } } }, async (request) => {
    const key = idempotencyKey(request);
    return { success: true as const, data: await game.submit(currentUser(request), request.body, key) };
  });

  app.get('/progress', { preHandler: studentsOnly, schema: { response: { 200: ProgressResponseSchema, ...errors } } }, async (request) => ({
    success: true as const,
    data: await game.progress(currentUser(request)),
  }));

  app.get(
    '/problems',
    { preHandler: app.requireRole('TEACHER'), schema: { querystring: ProblemBankQuerySchema, response: { 200: ProblemBankResponseSchema, ...errors } } },
    async (request) => {
      const q = request.query;
      const { problems, total } = await listBank(store, q);
      return { success: true as const, data: { problems, total, page: q.page, limit: q.limit } };
    },
  );
}
