import type { StudentAssignment, StudentClassroom } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

/** The student's side of the teacher service (docs/product/teacher.md, students' side). */
export const classesApi = {
  join: (classCode: string) => api.post<StudentClassroom>('/api/teacher/join', { classCode }),
  myClassrooms: () => api.get<StudentClassroom[]>('/api/teacher/my/classrooms'),
  myAssignments: () => api.get<StudentAssignment[]>('/api/teacher/my/assignments'),
};
