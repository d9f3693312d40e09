import {
  AssignmentDetailResponseSchema,
  AssignmentListResponseSchema,
  AssignmentResponseSchema,
  AssignmentStatsResponseSchema,
  ClassroomAnalyticsResponseSchema,
  ClassroomDetailResponseSchema,
  ClassroomListResponseSchema,
  ClassroomMemberResponseSchema,
  ClassroomResponseSchema,
  DeletedResponseSchema,
  ProblemBankResponseSchema,
  RemovedStudentResponseSchema,
  StudentChatResponseSchema,
  SubmissionResponseSchema,
  UnlockStudentResponseSchema,
  type BankProblem,
  type CreateAssignmentRequest,
  type CreateClassroomRequest,
  type DifficultyBand,
  type ErasedStudentWork,
  type GradeSubmissionRequest,
  type UpdateClassroomRequest,
} from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

const id = (s: string) => encodeURIComponent(s);
const classroomPath = (classroomId: string) => `/api/teacher/classrooms/${id(classroomId)}`;

/**
 * The teacher area's calls (docs/product/teacher.md, calls), all under /api/teacher, plus the
 * game's problem bank; each answer parsed with its contract.
 */
export const teacherApi = {
  listClassrooms: () => api.get('/api/teacher/classrooms', ClassroomListResponseSchema.shape.data),
  listAssignments: (limit?: number) => api.get('/api/teacher/assignments', AssignmentListResponseSchema.shape.data, { query: { limit } }),
  createClassroom: (body: CreateClassroomRequest) => api.post('/api/teacher/classrooms', ClassroomResponseSchema.shape.data, body),
  getClassroom: (classroomId: string) => api.get(classroomPath(classroomId), ClassroomDetailResponseSchema.shape.data),
  setClassroomActive: (classroomId: string, isActive: boolean) => api.put(classroomPath(classroomId), ClassroomResponseSchema.shape.data, { isActive }),
  /** PUT …/classrooms/{id} {erasedStudentWork}: what becomes of an erased student's submissions in this class (docs/adr/0232). */
  setErasedStudentWork: (classroomId: string, erasedStudentWork: ErasedStudentWork) =>
    api.put(classroomPath(classroomId), ClassroomResponseSchema.shape.data, { erasedStudentWork }),
  updateClassroom: (classroomId: string, body: UpdateClassroomRequest) => api.put(classroomPath(classroomId), ClassroomResponseSchema.shape.data, body),
  deleteClassroom: (classroomId: string) => api.del(classroomPath(classroomId), DeletedResponseSchema.shape.data),
  getAnalytics: (classroomId: string) => api.get(`${classroomPath(classroomId)}/analytics`, ClassroomAnalyticsResponseSchema.shape.data),
  addStudent: (classroomId: string, username: string) =>
    api.post(`${classroomPath(classroomId)}/students`, ClassroomMemberResponseSchema.shape.data, { username }),
  removeStudent: (classroomId: string, studentId: string) =>
    api.del(`${classroomPath(classroomId)}/students/${id(studentId)}`, RemovedStudentResponseSchema.shape.data),
  /** POST …/students/{studentId}/unlock: the student can sign in again after too many wrong passwords (docs/adr/0165). */
  unlockStudent: (classroomId: string, studentId: string) =>
    api.post(`${classroomPath(classroomId)}/students/${id(studentId)}/unlock`, UnlockStudentResponseSchema.shape.data),
  /** Turns a student's guild chat off or on from this classroom; answers the setting kept (docs/adr/0171). */
  setStudentChat: (classroomId: string, studentId: string, enabled: boolean) =>
    api.post(`${classroomPath(classroomId)}/students/${id(studentId)}/chat`, StudentChatResponseSchema.shape.data, { enabled }),
  createAssignment: (classroomId: string, body: CreateAssignmentRequest) =>
    api.post(`${classroomPath(classroomId)}/assignments`, AssignmentResponseSchema.shape.data, body),
  publishAssignment: (assignmentId: string) => api.post(`/api/teacher/assignments/${id(assignmentId)}/publish`, AssignmentResponseSchema.shape.data),
  getAssignment: (assignmentId: string) => api.get(`/api/teacher/assignments/${id(assignmentId)}`, AssignmentDetailResponseSchema.shape.data),
  getAssignmentStats: (assignmentId: string) => api.get(`/api/teacher/assignments/${id(assignmentId)}/stats`, AssignmentStatsResponseSchema.shape.data),
  gradeSubmission: (submissionId: string, body: GradeSubmissionRequest) =>
    api.post(`/api/teacher/submissions/${id(submissionId)}/grade`, SubmissionResponseSchema.shape.data, body),
  /** GET /api/game/problems: the problem bank (teachers only), filtered by band, topic and grade. */
  problemBank: (filter: { difficulty?: DifficultyBand; topic?: string; grade?: number; limit?: number }) =>
    api.get('/api/game/problems', ProblemBankResponseSchema.shape.data, {
      query: { difficulty: filter.difficulty, topic: filter.topic, grade: filter.grade, limit: filter.limit ?? 200 },
    }),
};

export type { BankProblem };
