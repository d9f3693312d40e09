import { queryOptions, useQuery } from '@tanstack/react-query';
import { teacherKeys } from './keys';
import { teacherApi } from './teacher-api';

/** GET /api/teacher/classrooms/{id}/analytics: accuracy by topic and tutor use. */
export const getClassroomAnalytics = (id: string) => teacherApi.getAnalytics(id);

export const classroomAnalyticsQueryOptions = (id: string) =>
  queryOptions({ queryKey: teacherKeys.classroomAnalytics(id), queryFn: () => getClassroomAnalytics(id) });

export function useClassroomAnalytics(id: string) {
  return useQuery(classroomAnalyticsQueryOptions(id));
}
