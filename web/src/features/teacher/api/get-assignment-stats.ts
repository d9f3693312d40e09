import { queryOptions, useQuery } from '@tanstack/react-query';
import { teacherKeys } from './keys';
import { teacherApi } from './teacher-api';

/** GET /api/teacher/assignments/{id}/stats: the assignment's numbers (not started ... late). */
export const getAssignmentStats = (id: string) => teacherApi.getAssignmentStats(id);

export const assignmentStatsQueryOptions = (id: string) => queryOptions({ queryKey: teacherKeys.assignmentStats(id), queryFn: () => getAssignmentStats(id) });

export function useAssignmentStats(id: string) {
  return useQuery(assignmentStatsQueryOptions(id));
}
