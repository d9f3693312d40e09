import type {
  Assignment,
  AssignmentDetail,
  AssignmentStats,
  BankProblem,
  Classroom,
  ClassroomAnalytics,
  ClassroomDetail,
  ClassroomMember,
  CreateAssignmentRequest,
  CreateClassroomRequest,
  DifficultyBand,
  GradeSubmissionRequest,
  ProblemBankResponse,
  Submission,
} from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

type Data<T extends { data: unknown }> = T['data'];
const id = (s: string) => encodeURIComponent(s);

/** The teacher area's calls (docs/product/teacher.md, calls), all under /api/teacher, plus the game's problem bank. */
export const teacherApi = {
  listClassrooms: () => api.get<Classroom[]>('/api/teacher/classrooms'),
  listAssignments: (limit?: number) => api.get<Assignment[]>('/api/teacher/assignments', { query: { limit } }),
  createClassroom: (body: CreateClassroomRequest) => api.post<Classroom>('/api/teacher/classrooms', body),
  getClassroom: (classroomId: string) => api.get<ClassroomDetail>(`/api/teacher/classrooms/${id(classroomId)}`),
  setClassroomActive: (classroomId: string, isActive: boolean) =>
    api.request<Classroom>(`/api/teacher/classrooms/${id(classroomId)}`, { method: 'PUT', body: { isActive } }),
  deleteClassroom: (classroomId: string) => api.del<{ deleted: true }>(`/api/teacher/classrooms/${id(classroomId)}`),
  getAnalytics: (classroomId: string) => api.get<ClassroomAnalytics>(`/api/teacher/classrooms/${id(classroomId)}/analytics`),
  addStudent: (classroomId: string, username: string) =>
    api.post<ClassroomMember>(`/api/teacher/classrooms/${id(classroomId)}/students`, { username }),
  removeStudent: (classroomId: string, studentId: string) =>
    api.del<{ removed: true }>(`/api/teacher/classrooms/${id(classroomId)}/students/${id(studentId)}`),
  /** POST …/students/{studentId}/unlock: the student can sign in again after too many wrong passwords (docs/adr/0165). */
  unlockStudent: (classroomId: string, studentId: string) =>
    api.post<{ unlockRequested: true }>(`/api/teacher/classrooms/${id(classroomId)}/students/${id(studentId)}/unlock`),
  /** Turns a student's guild chat off or on from this classroom; answers the setting kept (docs/adr/0171). */
  setStudentChat: (classroomId: string, studentId: string, enabled: boolean) =>
    api.post<{ classroomId: string; studentId: string; chatEnabled: boolean }>(`/api/teacher/classrooms/${id(classroomId)}/students/${id(studentId)}/chat`, { enabled }),
  createAssignment: (classroomId: string, body: CreateAssignmentRequest) =>
    api.post<Assignment>(`/api/teacher/classrooms/${id(classroomId)}/assignments`, body),
  publishAssignment: (assignmentId: string) => api.post<Assignment>(`/api/teacher/assignments/${id(assignmentId)}/publish`),
  getAssignment: (assignmentId: string) => api.get<AssignmentDetail>(`/api/teacher/assignments/${id(assignmentId)}`),
  getAssignmentStats: (assignmentId: string) => api.get<AssignmentStats>(`/api/teacher/assignments/${id(assignmentId)}/stats`),
  gradeSubmission: (submissionId: string, body: GradeSubmissionRequest) =>
    api.post<Submission>(`/api/teacher/submissions/${id(submissionId)}/grade`, body),
  /** GET /api/game/problems: the problem bank (teachers only), filtered by band, topic and grade. */
  problemBank: (filter: { difficulty?: DifficultyBand; topic?: string; grade?: number; limit?: number }) =>
    api.get<Data<ProblemBankResponse>>('/api/game/problems', {
      query: { difficulty: filter.difficulty, topic: filter.topic, grade: filter.grade, limit: filter.limit ?? 200 },
    }),
};

export type { BankProblem };
