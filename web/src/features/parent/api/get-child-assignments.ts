import { queryOptions, useQuery } from '@tanstack/react-query';
import { parentKeys } from './keys';
import { parentApi } from './parent-api';

/** GET /api/teacher/children/{childId}/assignments: the child's class assignments, each with the child's submission. */
export const getChildAssignments = (childId: string) => parentApi.assignments(childId);

export const childAssignmentsQueryOptions = (childId: string) =>
  queryOptions({ queryKey: parentKeys.childAssignments(childId), queryFn: () => getChildAssignments(childId) });

/** The child's assignments; `throwOnError` hands a failure to the panel's boundary (components/panel-boundary.tsx). */
export function useChildAssignments(childId: string, options: { throwOnError?: boolean } = {}) {
  return useQuery({ ...childAssignmentsQueryOptions(childId), throwOnError: options.throwOnError ?? false });
}
