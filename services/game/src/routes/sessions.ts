/** Game sessions: start, read, end (routes under /api/game). */
import { SessionIdParamsSchema, SessionResponseSchema, SpeedResultResponseSchema, StartSessionRequestSchema, StartSessionResponseSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { UseCases } from '../use-cases/index.js';
import { conflictResponse, notFoundResponse, planLimitResponse, studentsOnly } from './shared.js';

export default async function sessionRoutes(app: ServiceApp, { useCases }: { useCases: UseCases }): Promise<void> {
  app.addHook('preHandler', app.authenticate);
  const students = studentsOnly(app);

  app.post(
    '/session/start',
    { preHandler: students, schema: { body: StartSessionRequestSchema, response: { 201: StartSessionResponseSchema, ...planLimitResponse, ...notFoundResponse, ...conflictResponse } } },
    async (request, reply) => {
      const body = request.body;
      const target =
        body.mode === 'ASSIGNMENT'
          ? { assignmentId: body.assignmentId }
          : body.mode === 'BOSS_BATTLE'
            ? { bossId: body.bossId }
            : body.mode === 'CHALLENGE'
              ? { challengeId: body.challengeId }
              : body.mode === 'SOLO_PRACTICE' && body.chapterId
                ? { chapterId: body.chapterId }
                : {};
      const data = await useCases.startSession(currentUser(request), body.mode, body.deviceType, target);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get('/session/:id', { preHandler: students, schema: { params: SessionIdParamsSchema, response: { 200: SessionResponseSchema, ...notFoundResponse } } }, async (request) => ({
    success: true as const,
    data: await useCases.getSession(currentUser(request), request.params.id),
  }));

  app.post('/session/:id/end', { preHandler: students, schema: { params: SessionIdParamsSchema, response: { 200: SessionResponseSchema, ...notFoundResponse } } }, async (request) => ({
    success: true as const,
    data: await useCases.endSession(currentUser(request), request.params.id),
  }));

  // A Speed Challenge run's end and result (docs/adr/0135); another mode's session is a 404.
  app.post('/speed/:id/finish', { preHandler: students, schema: { params: SessionIdParamsSchema, response: { 200: SpeedResultResponseSchema, ...notFoundResponse } } }, async (request) => ({
    success: true as const,
    data: await useCases.finishSpeedRun(currentUser(request), request.params.id),
  }));
}
