import { queryOptions, useQuery } from '@tanstack/react-query';
import { classesApi } from './classes-api';
import { classesKeys } from './keys';

/** GET /api/teacher/my/classrooms: the classes the student is in. */
export const getMyClassrooms = () => classesApi.myClassrooms();

export const myClassroomsQueryOptions = () => queryOptions({ queryKey: classesKeys.classrooms, queryFn: getMyClassrooms });

export function useMyClassrooms() {
  return useQuery(myClassroomsQueryOptions());
}
