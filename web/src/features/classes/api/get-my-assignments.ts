import { queryOptions, useQuery } from '@tanstack/react-query';
import { classesApi } from './classes-api';
import { classesKeys } from './keys';

/** GET /api/teacher/my/assignments: the student's assignments with their submissions. */
export const getMyAssignments = () => classesApi.myAssignments();

export const myAssignmentsQueryOptions = () => queryOptions({ queryKey: classesKeys.assignments, queryFn: getMyAssignments });

export function useMyAssignments() {
  return useQuery(myAssignmentsQueryOptions());
}
