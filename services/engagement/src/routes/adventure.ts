/** Bosses and story mode (docs/product/engagement.md#bosses, #story-mode; docs/adr/0096, 0097). */
import {
  ActiveBattleResponseSchema,
  BattleHistoryResponseSchema,
  BattleResponseSchema,
  BossesResponseSchema,
  ChaptersResponseSchema,
  DamageRequestSchema,
  EngagementIdParamsSchema,
  ErrorEnvelopeSchema,
  StartBattleResponseSchema,
  StartChapterResponseSchema,
  StoryWorldsResponseSchema,
} from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Adventure } from '../use-cases/adventure.js';
import { conflictResponse, notFoundResponse, studentOf, studentsOnly } from './shared.js';

/** Boss battles are Premium (the game answers 402 with its message). */
const planLimitResponse = { 402: ErrorEnvelopeSchema };
/** The student's own token, which the game authorises (the route has authenticated it). */
const tokenOf = (request: FastifyRequest) => request.headers.authorization ?? '';

export default async function adventureRoutes(app: ServiceApp, { adventure }: { adventure: Adventure }): Promise<void> {
  const students = studentsOnly(app);
  const tags = ['bosses'];
  app.get('/bosses/available', { preHandler: students, schema: { tags, summary: 'Every boss, locked ones with their required level', response: { 200: BossesResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await adventure.bosses(studentOf(request)),
  }));
  app.post(
    '/bosses/:id/start',
    { preHandler: students, schema: { tags, summary: 'Start a battle (a BOSS_BATTLE game session): its id', params: EngagementIdParamsSchema, response: { 200: StartBattleResponseSchema, ...planLimitResponse, ...notFoundResponse, ...conflictResponse } } },
    async (request) => ({ success: true as const, data: await adventure.startBattle(studentOf(request), request.params.id, tokenOf(request)) }),
  );
  app.get('/bosses/active', { preHandler: students, schema: { tags, summary: 'The active battle, or null', response: { 200: ActiveBattleResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await adventure.activeBattle(tokenOf(request)),
  }));
  app.post(
    '/bosses/:id/damage',
    {
      preHandler: students,
      schema: { tags, summary: "The battle's health as the server holds it (damage comes only from graded answers; the figure sent is ignored)", params: EngagementIdParamsSchema, body: DamageRequestSchema, response: { 200: BattleResponseSchema, ...notFoundResponse } },
    },
    async (request) => ({ success: true as const, data: await adventure.battleAgainst(request.params.id, tokenOf(request)) }),
  );
  app.post(
    '/bosses/:id/abandon',
    { preHandler: students, schema: { tags, summary: 'Retreat from the active battle against this boss', params: EngagementIdParamsSchema, response: { 200: BattleResponseSchema, ...notFoundResponse, ...conflictResponse } } },
    async (request) => ({ success: true as const, data: await adventure.abandon(request.params.id, tokenOf(request)) }),
  );
  app.get('/bosses/history', { preHandler: students, schema: { tags, summary: 'The last battles, newest first', response: { 200: BattleHistoryResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await adventure.history(studentOf(request)),
  }));

  const story = ['story'];
  app.get('/story/worlds', { preHandler: students, schema: { tags: story, summary: 'The five worlds and the student’s progress', response: { 200: StoryWorldsResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await adventure.worlds(studentOf(request)),
  }));
  app.get(
    '/story/worlds/:id/chapters',
    { preHandler: students, schema: { tags: story, summary: "A world's chapters with unlocks and stars", params: EngagementIdParamsSchema, response: { 200: ChaptersResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: await adventure.chapters(studentOf(request), request.params.id) }),
  );
  app.post(
    '/story/chapters/:id/start',
    { preHandler: students, schema: { tags: story, summary: "Start an unlocked chapter: the game session to play it in", params: EngagementIdParamsSchema, response: { 200: StartChapterResponseSchema, ...notFoundResponse, ...conflictResponse } } },
    async (request) => ({ success: true as const, data: await adventure.startChapter(studentOf(request), request.params.id, tokenOf(request)) }),
  );
}
