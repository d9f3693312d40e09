import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementApi } from '../../../components/engagement/engagement-api';

export const petsKey = ['pets', 'list'] as const;

/** GET /api/engagement/pets: the student's pets. */
export const getPets = () => engagementApi.pets();

export const petsQueryOptions = () => queryOptions({ queryKey: petsKey, queryFn: getPets });

export function usePets() {
  return useQuery(petsQueryOptions());
}
