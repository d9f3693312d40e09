/** The teacher service's events as outbox entries, with ids derived from what they record (a retried write builds the same id). */
import { TeacherSubjects } from '@mathquest/contracts';
import { derivedId, outboxEntry, type OutboxEntry } from '@mathquest/service-kit';
import type { AssignmentDoc, ClassroomDoc, SubmissionDoc } from '../repositories/collections.js';

const teacherEventId = (name: string) => derivedId('teacher', name);

/** The class's whole member list at `version` (the version the write gives the classroom). */
export function membersChanged(classroom: ClassroomDoc, version: number, at: Date): OutboxEntry<typeof TeacherSubjects.CLASSROOM_MEMBERS_CHANGED> {
  return outboxEntry(
    TeacherSubjects.CLASSROOM_MEMBERS_CHANGED,
    { classroomId: classroom._id, teacherId: classroom.teacherId, name: classroom.name, memberIds: classroom.deleted ? [] : classroom.members.map((m) => m.studentId), version, deleted: classroom.deleted, language: classroom.language ?? 'en' },
    { id: teacherEventId(`${classroom._id}:members:${version}`), at },
  );
}

/** The teacher turned `studentId`'s guild chat off or on from this classroom, at `version` (docs/adr/0171). */
export function studentChatChanged(classroom: ClassroomDoc, studentId: string, enabled: boolean, version: number, at: Date): OutboxEntry<typeof TeacherSubjects.STUDENT_CHAT_CHANGED> {
  return outboxEntry(
    TeacherSubjects.STUDENT_CHAT_CHANGED,
    { studentId, teacherId: classroom.teacherId, classroomId: classroom._id, enabled, changedAt: at.toISOString() },
    { userId: studentId, id: teacherEventId(`${classroom._id}:chat:${studentId}:${version}`), at },
  );
}

export function assignmentPublished(a: AssignmentDoc, publishedAt: Date): OutboxEntry<typeof TeacherSubjects.ASSIGNMENT_PUBLISHED> {
  return outboxEntry(
    TeacherSubjects.ASSIGNMENT_PUBLISHED,
    {
      assignmentId: a._id,
      classroomId: a.classroomId,
      teacherId: a.teacherId,
      title: a.title,
      problemIds: a.problemIds,
      dueDate: a.dueDate ? a.dueDate.toISOString() : null,
      allowLateSubmissions: a.allowLateSubmissions,
      timeLimit: a.timeLimit,
      publishedAt: publishedAt.toISOString(),
    },
    { id: teacherEventId(`${a._id}:published`), at: publishedAt },
  );
}

export function submissionGraded(s: SubmissionDoc, gradedAt: Date): OutboxEntry<typeof TeacherSubjects.SUBMISSION_GRADED> {
  return outboxEntry(
    TeacherSubjects.SUBMISSION_GRADED,
    { submissionId: s._id, assignmentId: s.assignmentId, classroomId: s.classroomId, studentId: s.studentId, teacherId: s.teacherId, score: s.score ?? 0, passed: s.passed ?? false, gradedAt: gradedAt.toISOString() },
    { userId: s.studentId, id: teacherEventId(`${s._id}:graded:${gradedAt.toISOString()}`), at: gradedAt },
  );
}
