import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { rosterApi } from '../roster/roster-api';
import { teacherKeys } from './keys';

/**
 * A classroom just created reaches the roster within seconds (auth learns it from the teacher
 * service's event): a 404 is asked again, every half second, this many times in all.
 */
export const ROSTER_LOAD_TRIES = 40;

/** GET /api/auth/classrooms/{id}/roster: the class's student accounts and its sign-in code. */
export const getRoster = (classroomId: string) => rosterApi.get(classroomId);

export const rosterQueryOptions = (classroomId: string) =>
  queryOptions({
    queryKey: teacherKeys.roster(classroomId),
    queryFn: () => getRoster(classroomId),
    retry: (failures, err) => (isApiError(err) && err.status === 404 ? failures < ROSTER_LOAD_TRIES - 1 : failures < 1 && isApiError(err) && err.status >= 500),
    retryDelay: 500,
  });

export function useRoster(classroomId: string) {
  return useQuery(rosterQueryOptions(classroomId));
}
