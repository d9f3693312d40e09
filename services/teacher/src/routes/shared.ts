/** What the teacher route plugins share: the refusals they declare and the role guards. */
import { ErrorEnvelopeSchema } from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import type { TeacherDeps } from '../use-cases/deps.js';

/** Not there, or not the caller's (the same answer, docs/product/teacher.md, access). */
export const notFoundResponse = { 404: ErrorEnvelopeSchema };
/** A full or archived class, a member already in, a submission not SUBMITTED, a concurrent change. */
export const conflictResponse = { 409: ErrorEnvelopeSchema };

export const TEACHERS_ONLY_MESSAGE = 'The teacher area is for teacher accounts';
export const STUDENTS_ONLY_MESSAGE = 'Joining a class is for student accounts';

export const teachersOnly = (app: ServiceApp) => app.requireRole('TEACHER', TEACHERS_ONLY_MESSAGE);
export const studentsOnly = (app: ServiceApp) => app.requireRole('STUDENT', STUDENTS_ONLY_MESSAGE);

export interface TeacherRouteOptions {
  deps: TeacherDeps;
}
