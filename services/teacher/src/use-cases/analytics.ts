/** GET /classrooms/{id}/analytics: the class's members, assignments and numbers (docs/product/teacher.md, analytics). */
import { performanceBand, type ClassroomAnalytics } from '@mathquest/contracts';
import { classroomNumbers, topicAccuracy } from '../domain/stats.js';
import { classroomTutorUse } from '../domain/tutor-use.js';
import { submissionId } from '../repositories/submissions.js';
import { startedCounts } from './classrooms.js';
import type { TeacherDeps } from './deps.js';
import { ownClassroom } from './ownership.js';
import { assignmentView, memberView } from './views.js';

export async function classroomAnalytics(deps: TeacherDeps, teacherId: string, id: string): Promise<ClassroomAnalytics> {
  const c = await ownClassroom(deps, teacherId, id);
  const memberIds = c.members.map((m) => m.studentId);
  const [entries, assignments, tutorUse] = await Promise.all([deps.directory.getMany(memberIds), deps.assignments.getMany(c.assignmentIds), deps.tutorUse.getMany(memberIds)]);
  const published = assignments.filter((a) => a.status === 'PUBLISHED');
  const submissions = await deps.submissions.getMany(published.flatMap((a) => memberIds.map((m) => submissionId(a._id, m))));
  const numbers = classroomNumbers(memberIds, published.length, submissions);
  const counts = await startedCounts(deps, assignments.map((a) => ({ assignmentId: a._id, memberIds })));
  assignments.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return {
    classroomId: c._id,
    students: c.members.map((m) => memberView(c._id, m, entries.get(m.studentId), c.chatOff)),
    assignments: assignments.map((a) => assignmentView(a, c, counts.get(a._id) ?? 0)),
    ...numbers,
    assignmentCount: assignments.length,
    performance: performanceBand(numbers.averageScore),
    topics: topicAccuracy(memberIds, submissions),
    tutor: classroomTutorUse(memberIds, tutorUse, deps.now(), deps.skillNames),
  };
}
