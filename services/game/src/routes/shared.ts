/** What the game's route plugins share: the error responses they declare and the students-only guard. */
import { ErrorEnvelopeSchema } from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';

/*
 * The refusals a valid request can still meet, each declared only on the routes where it can
 * happen (the OpenAPI document is checked against the server by the API fuzzing stage). 400, 401
 * and 403 are declared by the service kit from each route's input schemas and guard.
 */
/** No such session or problem, or not the caller's (docs/adr/0026-hot-path-by-id.md). */
export const notFoundResponse = { 404: ErrorEnvelopeSchema };
/** The session has ended, the problem was answered, or a concurrent request won. */
export const conflictResponse = { 409: ErrorEnvelopeSchema };
/** The free plan's daily problems or a paid mode (docs/adr/0024-plan-limits.md). */
export const planLimitResponse = { 402: ErrorEnvelopeSchema };

/** Practice credits XP, coins and streaks to a student profile, which only students have. */
export const STUDENTS_ONLY_MESSAGE = 'Practice is for student accounts';

/** 403 with STUDENTS_ONLY_MESSAGE for parents and teachers (docs/adr/0046-practice-integrity.md). */
export const studentsOnly = (app: ServiceApp) => app.requireRole('STUDENT', STUDENTS_ONLY_MESSAGE);
