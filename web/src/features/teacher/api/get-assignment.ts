import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { AssignmentDetail } from '@mathquest/contracts';
import { teacherKeys } from './keys';
import { teacherApi } from './teacher-api';

/** GET /api/teacher/assignments/{id}: the assignment with its submissions. */
export const getAssignment = (id: string) => teacherApi.getAssignment(id);

export const assignmentQueryOptions = (id: string) => queryOptions({ queryKey: teacherKeys.assignment(id), queryFn: () => getAssignment(id) });

export function useAssignment(id: string) {
  return useQuery(assignmentQueryOptions(id));
}

/** Several assignments, one query each: `details` once all have answered, `error` if one failed. */
export function useAssignments(ids: readonly string[]): { details: AssignmentDetail[] | null; error: unknown } {
  return useQueries({
    queries: ids.map((id) => assignmentQueryOptions(id)),
    combine: (results) => ({
      details: results.every((r) => r.data) ? results.map((r) => r.data!) : null,
      error: results.find((r) => r.error)?.error ?? null,
    }),
  });
}
