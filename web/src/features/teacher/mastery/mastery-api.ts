import { ClassroomMasteryResponseSchema, StandardAnswersResponseSchema } from '@mathquest/contracts';
import { api } from '../../../lib/api-client';

const id = (s: string) => encodeURIComponent(s);

/** A classroom's standards mastery report and one cell's answers (docs/product/teacher.md#standards-mastery), from the game. */
export const masteryApi = {
  get: (classroomId: string) => api.get(`/api/game/classrooms/${id(classroomId)}/mastery`, ClassroomMasteryResponseSchema.shape.data),
  answers: (classroomId: string, studentId: string, standard: string) =>
    api.get(`/api/game/classrooms/${id(classroomId)}/students/${id(studentId)}/standards/${id(standard)}/answers`, StandardAnswersResponseSchema.shape.data),
};
