import { queryOptions, useQuery } from '@tanstack/react-query';
import { teacherApi } from './teacher-api';
import { teacherKeys } from './keys';

/** GET /api/teacher/assignments?limit=: the teacher's latest assignments (docs/product/teacher.md). */
export const getAssignments = (limit?: number) => teacherApi.listAssignments(limit);

export const assignmentsQueryOptions = (limit?: number) => queryOptions({ queryKey: teacherKeys.assignments(limit), queryFn: () => getAssignments(limit) });

/** The latest assignments; `throwOnError` hands a failure to the panel's boundary (components/panel-boundary.tsx). */
export function useAssignments(limit?: number, options: { throwOnError?: boolean } = {}) {
  return useQuery({ ...assignmentsQueryOptions(limit), throwOnError: options.throwOnError ?? false });
}
