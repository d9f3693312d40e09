import { z } from 'zod';
import { LanguageSchema } from '../http/language.js';
import { eventEnvelope } from './envelope.js';

export const TeacherSubjects = {
  ASSIGNMENT_PUBLISHED: 'teacher.assignment.published',
  CLASSROOM_MEMBERS_CHANGED: 'teacher.classroom.members.changed',
  SUBMISSION_GRADED: 'teacher.submission.graded',
  STUDENT_UNLOCK_REQUESTED: 'teacher.student.unlock.requested',
  STUDENT_CHAT_CHANGED: 'teacher.student.chat_changed',
} as const;

/**
 * A teacher asked to unlock the sign-in of a student of one of their classrooms (the teacher
 * service checked the membership); auth forgets the student's failed passwords (docs/adr/0165).
 */
export const StudentUnlockRequestedEventSchema = eventEnvelope(
  TeacherSubjects.STUDENT_UNLOCK_REQUESTED,
  z.object({
    studentId: z.string(),
    teacherId: z.string(),
    classroomId: z.string(),
    requestedAt: z.string(),
  }),
);
export type StudentUnlockRequestedEvent = z.infer<typeof StudentUnlockRequestedEventSchema>;

/**
 * A teacher published an assignment: what the game needs to serve it (docs/adr/0080). The problem
 * ids are problem bank ids, in the order the students get them.
 */
export const AssignmentPublishedEventSchema = eventEnvelope(
  TeacherSubjects.ASSIGNMENT_PUBLISHED,
  z.object({
    assignmentId: z.string(),
    classroomId: z.string(),
    teacherId: z.string(),
    title: z.string(),
    problemIds: z.array(z.string()).min(1),
    dueDate: z.string().nullable(),
    allowLateSubmissions: z.boolean(),
    timeLimit: z.number().int().nullable().describe('Minutes; null: no limit.'),
    publishedAt: z.string(),
  }),
);
export type AssignmentPublishedEvent = z.infer<typeof AssignmentPublishedEventSchema>;

/**
 * The whole member list of a classroom after a change (join, add, remove, delete: an empty list).
 * `version` grows with every change, so a projection applies a list only when it is newer.
 */
export const ClassroomMembersChangedEventSchema = eventEnvelope(
  TeacherSubjects.CLASSROOM_MEMBERS_CHANGED,
  z.object({
    classroomId: z.string(),
    teacherId: z.string(),
    name: z.string().default('').describe("The classroom's name at this version (shown as className on leaderboards); empty in events published before it was carried."),
    memberIds: z.array(z.string()),
    version: z.number().int(),
    deleted: z.boolean().describe('The classroom was deleted (memberIds is then empty).'),
    language: LanguageSchema.optional().describe("The language of the students the class's roster creates; absent (events published before it was carried, or a class without one): 'en'."),
  }),
);
export type ClassroomMembersChangedEvent = z.infer<typeof ClassroomMembersChangedEventSchema>;

/** A teacher graded a submission. */
export const SubmissionGradedEventSchema = eventEnvelope(
  TeacherSubjects.SUBMISSION_GRADED,
  z.object({
    submissionId: z.string(),
    assignmentId: z.string(),
    classroomId: z.string(),
    studentId: z.string(),
    teacherId: z.string(),
    score: z.number(),
    passed: z.boolean(),
    gradedAt: z.string(),
  }),
);
export type SubmissionGradedEvent = z.infer<typeof SubmissionGradedEventSchema>;

/**
 * A teacher turned off or on the chat of a student of one of their classrooms, for that classroom
 * (docs/adr/0171). `changedAt` orders the changes of one classroom for one student: a projection
 * keeps the newest.
 */
export const StudentChatChangedEventSchema = eventEnvelope(
  TeacherSubjects.STUDENT_CHAT_CHANGED,
  z.object({ studentId: z.string(), teacherId: z.string(), classroomId: z.string(), enabled: z.boolean(), changedAt: z.string() }),
);
export type StudentChatChangedEvent = z.infer<typeof StudentChatChangedEventSchema>;
