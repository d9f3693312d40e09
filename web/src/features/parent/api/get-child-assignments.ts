import { queryOptions, useQuery } from '@tanstack/react-query';
import { parentApi } from './parent-api';

/** GET /api/teacher/children/{childId}/assignments: the child's class assignments, each with the child's submission. */
export const getChildAssignments = (childId: string) => parentApi.assignments(childId);

export const childAssignmentsQueryOptions = (childId: string) =>
  queryOptions({ queryKey: ['parent', 'child', childId, 'assignments'] as const, queryFn: () => getChildAssignments(childId) });

export function useChildAssignments(childId: string) {
  return useQuery(childAssignmentsQueryOptions(childId));
}
