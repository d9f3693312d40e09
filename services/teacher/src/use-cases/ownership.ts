/**
 * A teacher reaches only their own classrooms, assignments and submissions: anything else is 404,
 * exactly like something missing (docs/product/teacher.md, access). Reads are by `_id`, the owner
 * checked in code (docs/adr/0026).
 */
import { notFound } from '@mathquest/service-kit';
import type { AssignmentDoc, ClassroomDoc } from '../repositories/collections.js';
import type { TeacherDeps } from './deps.js';

export const classroomNotFound = () => notFound('Classroom not found');
export const assignmentNotFound = () => notFound('Assignment not found');
export const submissionNotFound = () => notFound('Submission not found');

export function isLive(c: ClassroomDoc | null): c is ClassroomDoc {
  return c !== null && !c.deleted;
}

export async function ownClassroom(deps: Pick<TeacherDeps, 'classrooms'>, teacherId: string, id: string): Promise<ClassroomDoc> {
  const c = await deps.classrooms.get(id);
  if (!isLive(c) || c.teacherId !== teacherId) throw classroomNotFound();
  return c;
}

/** The assignment and its classroom (an assignment of a deleted classroom is gone). */
export async function ownAssignment(deps: Pick<TeacherDeps, 'classrooms' | 'assignments'>, teacherId: string, id: string): Promise<{ assignment: AssignmentDoc; classroom: ClassroomDoc }> {
  const assignment = await deps.assignments.get(id);
  if (!assignment || assignment.teacherId !== teacherId) throw assignmentNotFound();
  const classroom = await deps.classrooms.get(assignment.classroomId);
  if (!isLive(classroom) || classroom.teacherId !== teacherId) throw assignmentNotFound();
  return { assignment, classroom };
}
