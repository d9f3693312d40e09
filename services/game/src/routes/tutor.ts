/**
 * The step-by-step tutor (routes under /api/game, docs/product/practice.md, docs/adr/0115):
 * students on PREMIUM and FAMILY plans, for problems they have answered.
 */
import {
  NextProblemResponseSchema,
  TutorCheckRequestSchema,
  TutorCheckResponseSchema,
  TutorProblemRequestSchema,
  TutorShowRequestSchema,
  TutorWalkResponseSchema,
} from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { UseCases } from '../use-cases/index.js';
import { conflictResponse, notFoundResponse, planLimitResponse, studentsOnly } from './shared.js';

export default async function tutorRoutes(app: ServiceApp, { useCases }: { useCases: UseCases }): Promise<void> {
  app.addHook('preHandler', app.authenticate);
  const students = studentsOnly(app);
  const refusals = { ...notFoundResponse, ...conflictResponse, ...planLimitResponse };

  app.post('/tutor/start', { preHandler: students, schema: { body: TutorProblemRequestSchema, response: { 200: TutorWalkResponseSchema, ...refusals } } }, async (request) => ({
    success: true as const,
    data: await useCases.tutor.start(currentUser(request), request.body.problemId),
  }));

  app.post('/tutor/step', { preHandler: students, schema: { body: TutorCheckRequestSchema, response: { 200: TutorCheckResponseSchema, ...refusals } } }, async (request) => ({
    success: true as const,
    data: await useCases.tutor.check(currentUser(request), request.body),
  }));

  app.post('/tutor/show', { preHandler: students, schema: { body: TutorShowRequestSchema, response: { 200: TutorWalkResponseSchema, ...refusals } } }, async (request) => ({
    success: true as const,
    data: await useCases.tutor.show(currentUser(request), request.body),
  }));

  app.post('/tutor/similar', { preHandler: students, schema: { body: TutorProblemRequestSchema, response: { 200: NextProblemResponseSchema, ...refusals } } }, async (request) => ({
    success: true as const,
    data: await useCases.tutor.similar(currentUser(request), request.body.problemId),
  }));
}
