import { queryOptions, useQuery } from '@tanstack/react-query';
import { teacherApi } from './teacher-api';
import { teacherKeys } from './keys';

/** GET /api/teacher/classrooms: the teacher's classrooms (docs/product/teacher.md). */
export const getClassrooms = () => teacherApi.listClassrooms();

export const classroomsQueryOptions = () => queryOptions({ queryKey: teacherKeys.classrooms(), queryFn: getClassrooms });

/** The teacher's classrooms; `throwOnError` hands a failure to the panel's boundary (components/panel-boundary.tsx). */
export function useClassrooms(options: { throwOnError?: boolean } = {}) {
  return useQuery({ ...classroomsQueryOptions(), throwOnError: options.throwOnError ?? false });
}
