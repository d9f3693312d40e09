/**
 * What a student sees of the teacher area: the classes they are in and the published assignments
 * of those classes with their own submission. A removed student's class leaves their list, and its
 * assignments with it.
 */
import type { StudentAssignment, StudentClassroom } from '@mathquest/contracts';
import type { ClassroomDoc } from '../repositories/collections.js';
import { submissionId } from '../repositories/submissions.js';
import type { TeacherDeps } from './deps.js';
import { studentClassroomView } from './members.js';
import { isLive } from './ownership.js';
import { studentAssignmentView, submissionOrNew } from './views.js';

/** The classes the student is a member of (the classroom documents decide; the student's list only says where to look). */
async function myClassroomDocs(deps: TeacherDeps, studentId: string): Promise<ClassroomDoc[]> {
  const docs = await deps.classrooms.getMany(await deps.studentClassrooms.list(studentId));
  return docs.filter((c) => isLive(c) && c.members.some((m) => m.studentId === studentId)).sort((a, b) => a.name.localeCompare(b.name));
}

export async function myClassrooms(deps: TeacherDeps, studentId: string): Promise<StudentClassroom[]> {
  const classes = await myClassroomDocs(deps, studentId);
  const teachers = await deps.directory.getMany(classes.map((c) => c.teacherId));
  return classes.map((c) => studentClassroomView(c, studentId, teachers.get(c.teacherId)));
}

/** Published assignments of my classes, soonest due first (no due date last), each with my submission. */
export async function myAssignments(deps: TeacherDeps, studentId: string): Promise<StudentAssignment[]> {
  const classes = await myClassroomDocs(deps, studentId);
  const byId = new Map(classes.map((c) => [c._id, c]));
  const assignments = (await deps.assignments.getMany(classes.flatMap((c) => c.assignmentIds))).filter((a) => a.status === 'PUBLISHED' && byId.has(a.classroomId));
  const stored = new Map((await deps.submissions.getMany(assignments.map((a) => submissionId(a._id, studentId)))).map((s) => [s.assignmentId, s]));
  const due = (d: Date | null) => (d ? d.getTime() : Number.POSITIVE_INFINITY);
  return assignments
    .sort((a, b) => due(a.dueDate) - due(b.dueDate) || b.createdAt.getTime() - a.createdAt.getTime())
    .map((a) => studentAssignmentView(a, byId.get(a.classroomId)!, submissionOrNew(a, studentId, stored.get(a._id))));
}
