import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementApi } from './engagement-api';
import { useRealtime } from '../../stores/realtime';

/**
 * GET /api/engagement/pets/active: the active pet, or null without one. It seeds the live store,
 * which the socket's pet pushes move (docs/adr/0032).
 */
export async function getActivePet() {
  const pet = await engagementApi.activePet();
  useRealtime.getState().setActivePet(pet);
  return pet;
}

export const activePetQueryOptions = () => queryOptions({ queryKey: ['engagement', 'active-pet'] as const, queryFn: getActivePet });

export function useActivePet() {
  return useQuery(activePetQueryOptions());
}
