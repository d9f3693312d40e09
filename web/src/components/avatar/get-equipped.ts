import { queryOptions, useQuery } from '@tanstack/react-query';
import { avatarApi } from './avatar-api';
import { useAvatar } from '../../stores/avatar';

/**
 * GET /api/engagement/avatar/equipped for the header: the student's worn items. They seed the avatar
 * store, which the customizer updates as the student changes them.
 */
export async function getEquipped(studentId: string) {
  const equipped = await avatarApi.equipped();
  useAvatar.getState().setEquipped(studentId, equipped);
  return equipped;
}

export const equippedQueryOptions = (studentId: string) => queryOptions({ queryKey: ['avatar', 'equipped', studentId] as const, queryFn: () => getEquipped(studentId) });

/** Read once per student (`studentId` null: no read), while the store does not hold that student's look. */
export function useEquipped(studentId: string | null, needed: boolean) {
  return useQuery({ ...equippedQueryOptions(studentId ?? ''), enabled: studentId !== null && needed, staleTime: Infinity, retry: false });
}
