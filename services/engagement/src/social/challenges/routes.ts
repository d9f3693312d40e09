/** PvP challenges (docs/product/social.md#challenges--built, docs/adr/0125, 0126). */
import {
  ChallengeDeclinedResponseSchema,
  ChallengeIdParamsSchema,
  ChallengeResponseSchema,
  ChallengesResponseSchema,
  FindOpponentResponseSchema,
  SendChallengeRequestSchema,
  StartSessionResponseSchema,
} from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Challenges } from './use-cases/index.js';
import { conflictResponse, notFoundResponse, studentOf, studentsOnly } from '../routes-shared.js';
import { parentApproved } from '../limited-accounts.js';

const tokenOf = (request: FastifyRequest) => request.headers.authorization ?? '';
const tags = ['challenges'];

export default async function challengeRoutes(app: ServiceApp, { challenges }: { challenges: Challenges }): Promise<void> {
  const students = studentsOnly(app);
  for (const status of ['active', 'pending', 'completed'] as const) {
    const upper = status.toUpperCase() as 'ACTIVE' | 'PENDING' | 'COMPLETED';
    app.get(
      `/challenges/${status}`,
      { preHandler: students, schema: { tags, summary: `The student's ${upper} challenges, newest first (sent and received)`, response: { 200: ChallengesResponseSchema } } },
      async (request) => ({ success: true as const, data: await challenges.list(studentOf(request), upper) }),
    );
  }
  app.get(
    '/challenges/find-opponent',
    {
      preHandler: students,
      schema: { tags, summary: 'Find Opponent: an online student whose level is closest to the caller’s (null when nobody is online)', response: { 200: FindOpponentResponseSchema } },
    },
    async (request) => ({ success: true as const, data: { opponent: await challenges.findOpponent(studentOf(request)) } }),
  );
  app.post(
    '/challenges',
    {
      preHandler: [students, parentApproved('CHALLENGES')],
      schema: {
        tags,
        summary: 'Challenge a student by username; the wager is held in escrow at once',
        description:
          'An unknown username is 404 USER_NOT_FOUND; yourself is 409 CHALLENGE_SELF; a wager above the balance is 409 NOT_ENOUGH_COINS or NOT_ENOUGH_GEMS. The challenged student has 24 hours to accept, else both wagers are refunded.',
        body: SendChallengeRequestSchema,
        response: { 201: ChallengeResponseSchema, ...notFoundResponse, ...conflictResponse },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await challenges.send(studentOf(request), request.body) }),
  );
  app.get(
    '/challenges/:id',
    {
      preHandler: students,
      schema: {
        tags,
        summary: 'One of the student’s challenges, in whatever state it is (either side only)',
        description: 'A challenge that ended without being played out (declined, expired, cancelled) is COMPLETED with winnerId null and endedAs saying why. Not a side of it: 404.',
        params: ChallengeIdParamsSchema,
        response: { 200: ChallengeResponseSchema, ...notFoundResponse },
      },
    },
    async (request) => ({ success: true as const, data: await challenges.get(studentOf(request), request.params.id) }),
  );
  app.post(
    '/challenges/:id/accept',
    {
      preHandler: [students, parentApproved('CHALLENGES')],
      schema: {
        tags,
        summary: 'Accept a pending challenge (the challenged student only): their wager is held too and the challenge becomes ACTIVE',
        description: 'Not the caller’s challenge: 404. Not pending any more (a second accept, declined, expired) or the challenger: 409 CHALLENGE_NOT_PENDING. Short balance: 409 NOT_ENOUGH_COINS or NOT_ENOUGH_GEMS.',
        params: ChallengeIdParamsSchema,
        response: { 200: ChallengeResponseSchema, ...notFoundResponse, ...conflictResponse },
      },
    },
    async (request) => ({ success: true as const, data: await challenges.accept(studentOf(request), request.params.id) }),
  );
  app.post(
    '/challenges/:id/decline',
    {
      preHandler: students,
      schema: {
        tags,
        summary: 'Decline a pending challenge (the challenged student only); the challenger’s wager is refunded',
        params: ChallengeIdParamsSchema,
        response: { 200: ChallengeDeclinedResponseSchema, ...notFoundResponse, ...conflictResponse },
      },
    },
    async (request) => ({ success: true as const, data: await challenges.decline(studentOf(request), request.params.id) }),
  );
  app.post(
    '/challenges/:id/start',
    {
      preHandler: students,
      schema: {
        tags,
        summary: 'Start (or resume) the caller’s side of an ACTIVE challenge: a CHALLENGE game session on the challenge’s problems',
        description: 'Not ACTIVE: 409 CHALLENGE_NOT_ACTIVE; played already: 409 CHALLENGE_ALREADY_PLAYED.',
        params: ChallengeIdParamsSchema,
        response: { 200: StartSessionResponseSchema, ...notFoundResponse, ...conflictResponse },
      },
    },
    async (request) => ({ success: true as const, data: await challenges.start(studentOf(request), request.params.id, tokenOf(request)) }),
  );
}
