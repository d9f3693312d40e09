import { StudentAssignmentListResponseSchema, StudentClassroomListResponseSchema, StudentClassroomResponseSchema } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

/** The student's side of the teacher service (docs/product/teacher.md, students' side); answers parsed with their contracts. */
export const classesApi = {
  join: (classCode: string) => api.post('/api/teacher/join', StudentClassroomResponseSchema.shape.data, { classCode }),
  myClassrooms: () => api.get('/api/teacher/my/classrooms', StudentClassroomListResponseSchema.shape.data),
  myAssignments: () => api.get('/api/teacher/my/assignments', StudentAssignmentListResponseSchema.shape.data),
};
