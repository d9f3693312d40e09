import { z } from 'zod';

/**
 * The teacher service's part of an account export (docs/product/privacy.md#what-the-file-holds):
 * for a student, the classes they are in, the assignments given to those classes and the
 * student's submissions; for a teacher, the classes they run and the assignments they set.
 */
export const TeacherAccountExportSchema = z.object({
  classes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      gradeLevel: z.number(),
      subject: z.string(),
      teacherId: z.string(),
      /** 'MEMBER' for a student's class, 'TEACHER' for a teacher's own. */
      relation: z.enum(['MEMBER', 'TEACHER']),
      joinedAt: z.string().nullable(),
    }),
  ),
  assignments: z.array(
    z.object({
      id: z.string(),
      classroomId: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      status: z.string(),
      dueDate: z.string().nullable(),
      problemCount: z.number().int(),
      publishedAt: z.string().nullable(),
    }),
  ),
  submissions: z.array(
    z.object({
      id: z.string(),
      assignmentId: z.string(),
      classroomId: z.string(),
      status: z.string(),
      problemsAttempted: z.number(),
      problemsCorrect: z.number(),
      timeSpent: z.number(),
      score: z.number().nullable(),
      passed: z.boolean().nullable(),
      isLate: z.boolean(),
      teacherComments: z.string().nullable(),
      startedAt: z.string().nullable(),
      submittedAt: z.string().nullable(),
    }),
  ),
  /** The step-by-step tutor figures by day the teacher sees (docs/adr/0145); null before any. */
  tutorUse: z.object({ days: z.array(z.unknown()), skills: z.array(z.unknown()) }).nullable(),
});
export type TeacherAccountExport = z.infer<typeof TeacherAccountExportSchema>;
