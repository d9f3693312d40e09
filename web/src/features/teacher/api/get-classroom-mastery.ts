import { queryOptions, useQuery } from '@tanstack/react-query';
import { masteryApi } from '../mastery/mastery-api';
import { teacherKeys } from './keys';

/** GET /api/game/classrooms/{id}/mastery: every standard, and each member's started ones (docs/product/teacher.md#standards-mastery). */
export const getClassroomMastery = (classroomId: string) => masteryApi.get(classroomId);

export const classroomMasteryQueryOptions = (classroomId: string) =>
  queryOptions({ queryKey: teacherKeys.classroomMastery(classroomId), queryFn: () => getClassroomMastery(classroomId) });

export function useClassroomMastery(classroomId: string) {
  return useQuery(classroomMasteryQueryOptions(classroomId));
}
