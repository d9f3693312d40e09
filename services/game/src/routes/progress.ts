/** The student's progress (route under /api/game). */
import { ProgressResponseSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { UseCases } from '../use-cases/index.js';
import { studentsOnly } from './shared.js';

export default async function progressRoutes(app: ServiceApp, { useCases }: { useCases: UseCases }): Promise<void> {
  app.addHook('preHandler', app.authenticate);

  app.get('/progress', { preHandler: studentsOnly(app), schema: { response: { 200: ProgressResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await useCases.getProgress(currentUser(request)),
  }));
}
