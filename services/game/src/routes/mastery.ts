/** The standards mastery report of a classroom, for its teacher (routes under /api/game, docs/adr/0087). */
import { ClassroomMasteryParamsSchema, ClassroomMasteryResponseSchema, StandardAnswersParamsSchema, StandardAnswersResponseSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { UseCases } from '../use-cases/index.js';
import { notFoundResponse } from './shared.js';

export default async function masteryRoutes(app: ServiceApp, { useCases }: { useCases: UseCases }): Promise<void> {
  app.addHook('preHandler', app.authenticate);
  const teachers = app.requireRole('TEACHER');

  app.get(
    '/classrooms/:classroomId/mastery',
    { preHandler: teachers, schema: { params: ClassroomMasteryParamsSchema, response: { 200: ClassroomMasteryResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: await useCases.getClassroomMastery(currentUser(request).id, request.params.classroomId) }),
  );

  app.get(
    '/classrooms/:classroomId/students/:studentId/standards/:standard/answers',
    { preHandler: teachers, schema: { params: StandardAnswersParamsSchema, response: { 200: StandardAnswersResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: await useCases.getStandardAnswers(currentUser(request).id, request.params) }),
  );
}
