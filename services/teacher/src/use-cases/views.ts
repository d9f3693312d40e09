/** Documents as the contracts show them. */
import type { Assignment, Classroom, ClassroomMember, StudentAssignment, Submission } from '@mathquest/contracts';
import type { AssignmentDoc, ClassroomDoc, DirectoryDoc, MemberEntry, SubmissionDoc } from '../repositories/collections.js';
import { submissionId } from '../repositories/submissions.js';
import { NOT_STARTED } from '../domain/submissions.js';

export function classroomView(c: ClassroomDoc): Classroom {
  return {
    id: c._id,
    name: c.name,
    description: c.description,
    gradeLevel: c.gradeLevel,
    subject: c.subject,
    classCode: c.classCode,
    currentStudents: c.members.length,
    studentLimit: c.studentLimit,
    isActive: c.isActive,
    erasedStudentWork: c.erasedStudentWork ?? 'ANONYMISE',
    language: c.language ?? 'en',
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** A user the directory does not know yet (its event not consumed): shown by id rather than hidden. */
function profileOf(userId: string, entry: DirectoryDoc | undefined) {
  return { displayName: entry?.displayName ?? 'Student', username: entry?.username ?? userId };
}

export function memberView(classroomId: string, m: MemberEntry, entry: DirectoryDoc | undefined, chatOff: readonly string[] = []): ClassroomMember {
  return {
    chatEnabled: !chatOff.includes(m.studentId),
    id: `${classroomId}_${m.studentId}`,
    studentId: m.studentId,
    joinedAt: m.joinedAt.toISOString(),
    student: { id: m.studentId, gradeLevel: entry?.gradeLevel ?? null, ...(entry?.language ? { language: entry.language } : {}), user: { profile: profileOf(m.studentId, entry) } },
  };
}

export function assignmentView(a: AssignmentDoc, classroom: Pick<ClassroomDoc, '_id' | 'name'>, submissionCount: number): Assignment {
  return {
    id: a._id,
    title: a.title,
    description: a.description,
    status: a.status,
    dueDate: a.dueDate ? a.dueDate.toISOString() : null,
    passingScore: a.passingScore,
    pointsWorth: a.pointsWorth,
    timeLimit: a.timeLimit,
    allowLateSubmissions: a.allowLateSubmissions,
    classroomId: a.classroomId,
    classroom: { id: classroom._id, name: classroom.name },
    problemIds: a.problemIds,
    problemCount: a.problemIds.length,
    submissionCount,
    createdAt: a.createdAt.toISOString(),
    publishedAt: a.publishedAt ? a.publishedAt.toISOString() : null,
  };
}

/** The stored submission, or a NOT_STARTED one for a member who has not answered yet. */
export function submissionOrNew(a: Pick<AssignmentDoc, '_id' | 'classroomId' | 'teacherId'>, studentId: string, stored: SubmissionDoc | undefined): SubmissionDoc {
  return (
    stored ?? {
      _id: submissionId(a._id, studentId),
      assignmentId: a._id,
      classroomId: a.classroomId,
      teacherId: a.teacherId,
      studentId,
      ...NOT_STARTED,
      teacherComments: null,
      gradedAt: null,
      version: 0,
      outbox: [],
    }
  );
}

export function submissionView(s: SubmissionDoc, entry: DirectoryDoc | undefined): Submission {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: s._id,
    assignmentId: s.assignmentId,
    studentId: s.studentId,
    status: s.status,
    problemsAttempted: s.problemsAttempted,
    problemsCorrect: s.problemsCorrect,
    timeSpent: s.timeSpent,
    score: s.score,
    passed: s.passed,
    teacherComments: s.teacherComments,
    isLate: s.isLate,
    startedAt: iso(s.startedAt),
    submittedAt: iso(s.submittedAt),
    gradedAt: iso(s.gradedAt),
    student: { id: s.studentId, user: { profile: profileOf(s.studentId, entry) } },
  };
}

export function studentAssignmentView(a: AssignmentDoc, classroom: ClassroomDoc, s: SubmissionDoc): StudentAssignment {
  return {
    id: a._id,
    title: a.title,
    description: a.description,
    dueDate: a.dueDate ? a.dueDate.toISOString() : null,
    timeLimit: a.timeLimit,
    allowLateSubmissions: a.allowLateSubmissions,
    passingScore: a.passingScore,
    problemCount: a.problemIds.length,
    classroom: { id: classroom._id, name: classroom.name },
    submission: { id: s._id, status: s.status, score: s.score, passed: s.passed, problemsAttempted: s.problemsAttempted, problemsCorrect: s.problemsCorrect, isLate: s.isLate },
  };
}
