import { queryOptions, useQuery } from '@tanstack/react-query';
import { teacherKeys } from './keys';
import { teacherApi } from './teacher-api';

/** GET /api/teacher/classrooms/{id}: the classroom, its members and assignments. */
export const getClassroom = (id: string) => teacherApi.getClassroom(id);

export const classroomQueryOptions = (id: string) => queryOptions({ queryKey: teacherKeys.classroom(id), queryFn: () => getClassroom(id) });

export function useClassroom(id: string) {
  return useQuery(classroomQueryOptions(id));
}
