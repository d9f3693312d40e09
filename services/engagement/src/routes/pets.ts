/** Pets (docs/product/engagement.md#pets--built). */
import { EngagementIdParamsSchema, FeedPetResponseSchema, PetResponseSchema, PetsResponseSchema } from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import type { PlayerActions } from '../use-cases/player-actions.js';
import { conflictResponse, notFoundResponse, studentOf, studentsOnly } from './shared.js';

export default async function petRoutes(app: ServiceApp, { actions }: { actions: PlayerActions }): Promise<void> {
  const students = studentsOnly(app);
  const params = EngagementIdParamsSchema;
  app.get('/pets/active', { preHandler: students, schema: { tags: ['pets'], summary: 'The active pet (a starter pet on the first visit)', response: { 200: PetResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await actions.activePet(studentOf(request)),
  }));
  app.get('/pets', { preHandler: students, schema: { tags: ['pets'], summary: "The student's pets, the active one first", response: { 200: PetsResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await actions.pets(studentOf(request)),
  }));
  app.post(
    '/pets/:id/feed',
    { preHandler: students, schema: { tags: ['pets'], summary: 'Feed a pet: 10 coins, +10 happiness, once an hour', description: 'Refused with 409 and a stable code within the hour (PET_COOLDOWN), at full happiness, where it would cost coins and change nothing (PET_ALREADY_HAPPY), or without 10 coins (NOT_ENOUGH_COINS); an unknown pet is 404.', params, response: { 200: FeedPetResponseSchema, ...notFoundResponse, ...conflictResponse } } },
    async (request) => ({ success: true as const, data: await actions.feedPet(studentOf(request), request.params.id) }),
  );
  app.post(
    '/pets/:id/play',
    { preHandler: students, schema: { tags: ['pets'], summary: 'Play with a pet: free, +5 happiness, once an hour', params, response: { 200: PetResponseSchema, ...notFoundResponse, ...conflictResponse } } },
    async (request) => ({ success: true as const, data: await actions.playWithPet(studentOf(request), request.params.id) }),
  );
  app.post(
    '/pets/:id/set-active',
    { preHandler: students, schema: { tags: ['pets'], summary: 'Make an owned pet the active one', params, response: { 200: PetResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: await actions.setActivePet(studentOf(request), request.params.id) }),
  );
}
