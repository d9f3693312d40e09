/** What the social module's route plugins share: the students-only guard, the caller as a student, the refusals they declare. */
import { ErrorEnvelopeSchema } from '@mathquest/contracts';
import { currentUser, type ServiceApp } from '@mathquest/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Student } from '../ports/shared.js';

/** Quests, pets, chests, the battle pass, the wallet and the dashboard belong to a student's profile. */
export const STUDENTS_ONLY_MESSAGE = 'Quests, pets and rewards are for student accounts';
export const studentsOnly = (app: ServiceApp) => app.requireRole('STUDENT', STUDENTS_ONLY_MESSAGE);

/** No such quest, pet, chest, notification or session, or not the caller's. */
export const notFoundResponse = { 404: ErrorEnvelopeSchema };
/** Not claimable, already opened, not enough coins, a cooldown. */
export const conflictResponse = { 409: ErrorEnvelopeSchema };

export function studentOf(request: FastifyRequest): Student {
  const u = currentUser(request);
  return { id: u.id, username: u.username, timeZone: u.timeZone };
}
