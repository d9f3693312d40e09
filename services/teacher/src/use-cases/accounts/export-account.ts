import type { TeacherAccountExport } from '@mathquest/contracts';
import type { AccountsRepository } from '../../repositories/accounts.js';
import type { ClassroomDoc } from '../../repositories/collections.js';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * The teacher service's part of an account's export (docs/product/privacy.md#what-the-file-holds):
 * a student's classes, the published assignments of those classes and the student's
 * submissions; a teacher's own classes and every assignment they set.
 */
export async function exportAccount(accounts: AccountsRepository, userId: string): Promise<TeacherAccountExport> {
  const [member, taught, submissions, tutor] = await Promise.all([accounts.memberOf(userId), accounts.taughtBy(userId), accounts.submissionsOf(userId), accounts.tutorUseOf(userId)]);
  const liveTaught = taught.filter((c) => !c.deleted);
  const assignments = [
    ...(await accounts.assignmentsOf(member.map((c) => c._id))).filter((a) => a.status !== 'DRAFT'),
    ...(await accounts.assignmentsOf(liveTaught.map((c) => c._id))),
  ];
  const classView = (c: ClassroomDoc, relation: 'MEMBER' | 'TEACHER') => ({
    id: c._id,
    name: c.name,
    gradeLevel: c.gradeLevel,
    subject: c.subject,
    teacherId: c.teacherId,
    relation,
    joinedAt: iso(c.members.find((m) => m.studentId === userId)?.joinedAt),
  });
  return {
    classes: [...member.map((c) => classView(c, 'MEMBER')), ...liveTaught.map((c) => classView(c, 'TEACHER'))],
    assignments: assignments.map((a) => ({
      id: a._id,
      classroomId: a.classroomId,
      title: a.title,
      description: a.description,
      status: a.status,
      dueDate: iso(a.dueDate),
      problemCount: a.problemIds.length,
      publishedAt: iso(a.publishedAt),
    })),
    submissions: submissions.map((s) => ({
      id: s._id,
      assignmentId: s.assignmentId,
      classroomId: s.classroomId,
      status: s.status,
      problemsAttempted: s.problemsAttempted,
      problemsCorrect: s.problemsCorrect,
      timeSpent: s.timeSpent,
      score: s.score,
      passed: s.passed,
      isLate: s.isLate,
      teacherComments: s.teacherComments,
      startedAt: iso(s.startedAt),
      submittedAt: iso(s.submittedAt),
    })),
    tutorUse: tutor ? { days: JSON.parse(JSON.stringify(tutor.days)) as unknown[], skills: JSON.parse(JSON.stringify(tutor.skills)) as unknown[] } : null,
  };
}
