/** What the game's route plugins share: the error responses they declare and the students-only guard. */
import { ErrorEnvelopeSchema } from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';

export const errorResponses = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema };
export const planLimitResponse = { 402: ErrorEnvelopeSchema };

/** Practice credits XP, coins and streaks to a student profile, which only students have. */
export const STUDENTS_ONLY_MESSAGE = 'Practice is for student accounts';

/** 403 with STUDENTS_ONLY_MESSAGE for parents and teachers (docs/adr/0046-practice-integrity.md). */
export const studentsOnly = (app: ServiceApp) => app.requireRole('STUDENT', STUDENTS_ONLY_MESSAGE);
