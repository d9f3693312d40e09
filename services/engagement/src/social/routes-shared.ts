/** What the social module's route plugins share: the students-only guard, the caller as a student, the refusals they declare. */
import { ErrorEnvelopeSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Student } from '../ports/shared.js';

/** Friends, guilds, challenges and boards belong to a student's profile (the message is the rewards module's, so every student route refuses alike). */
export const STUDENTS_ONLY_MESSAGE = 'Quests, pets and rewards are for student accounts';
export const studentsOnly = (app: ServiceApp) => app.requireRole('STUDENT', STUDENTS_ONLY_MESSAGE);

/** No such student, guild, event or challenge, or not the caller's. */
export const notFoundResponse = { 404: ErrorEnvelopeSchema };
/** Already friends or in a guild, a full guild or event, a challenge no longer pending, not enough coins for a wager. */
export const conflictResponse = { 409: ErrorEnvelopeSchema };

export function studentOf(request: FastifyRequest): Student {
  const u = currentUser(request);
  return { id: u.id, username: u.username, timeZone: u.timeZone };
}
